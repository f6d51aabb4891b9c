import type { SignedInEnv } from "#worker/middleware/session";

/** Admin routes run after requireAdmin, which sets the signed-in admin. */
export type AdminEnv = SignedInEnv;
