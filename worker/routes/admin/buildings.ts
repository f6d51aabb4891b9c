import { Hono } from "hono";
import { type AdminBuilding, type AdminBuildingListResponse, BuildingSchema } from "#core/buildings";
import { adminBuildings, createBuilding, deleteBuilding, updateBuilding } from "#worker/services/bookings/buildings";
import { validate } from "#worker/validate";
import type { AdminEnv } from "./context";

export const adminBuildingRoutes = new Hono<AdminEnv>()
  .get("/", async (c) => c.json<AdminBuildingListResponse>({ buildings: await adminBuildings(c.var.app.db) }))
  .post("/", validate("json", BuildingSchema), async (c) =>
    c.json<AdminBuilding>(await createBuilding(c.var.app.db, c.req.valid("json"), c.var.app.now()), 201),
  )
  .put("/:id", validate("json", BuildingSchema), async (c) =>
    c.json<AdminBuilding>(await updateBuilding(c.var.app.db, c.req.param("id"), c.req.valid("json"), c.var.app.now())),
  )
  .delete("/:id", async (c) => {
    await deleteBuilding(c.var.app.db, c.req.param("id"));
    return c.body(null, 204);
  });
