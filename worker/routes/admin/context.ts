import type { AppEnv } from "../../context";
import type { SessionUser } from "../../middleware/session";

/** Admin routes run after requireAdmin, which sets the signed-in admin. */
export type AdminEnv = AppEnv & { Variables: AppEnv["Variables"] & { user: SessionUser } };
