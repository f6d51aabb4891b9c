import { Hono } from "hono";
import type { BuildingListResponse } from "#core/buildings";
import type { AppEnv } from "../context";
import { buildingSummaries } from "../services/bookings/buildings";

/** The directory's names and public addresses, for the booking form's building field (guests book too). */
export const buildingRoutes = new Hono<AppEnv>().get("/", async (c) =>
  c.json<BuildingListResponse>({ buildings: await buildingSummaries(c.var.app.replica) }),
);
