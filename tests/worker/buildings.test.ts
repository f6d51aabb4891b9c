import { describe, expect, it } from "vitest";
import type { AdminBuilding, AdminBuildingListResponse, BuildingListResponse } from "#core/buildings";
import { ZIP_NOT_SERVED_MESSAGE } from "#core/service-areas";
import { adminAccount, api } from "./support";

const brickell = {
  name: "Brickell Heights",
  street: "55 SW 9th St",
  city: "Miami",
  zip: "33130",
  concierge_phone: "(305) 555-0150",
  service_elevator_hours: "Mon-Sat 9 AM-5 PM",
  parking_instructions: "Guest spots on level 2; tell the valet.",
  entry_instructions: "Crews sign in at the service entrance on SW 10th St.",
  notes: "The desk needs the unit number.",
};

async function asAdmin(path: string, init: { method?: string; json?: unknown } = {}) {
  const admin = await adminAccount();
  return api(`/api/admin/buildings${path}`, { ...init, cookie: admin.cookie });
}

describe("the building directory", () => {
  it("is kept by the admin, and offers the booking form only names and addresses", async () => {
    const created = await asAdmin("", { method: "POST", json: brickell });
    expect(created.status).toBe(201);
    const building = (await created.json()) as AdminBuilding;
    expect(building).toMatchObject({ ...brickell, area: "Miami, FL" });

    const listed = (await (await asAdmin("")).json()) as AdminBuildingListResponse;
    expect(listed.buildings.map((each) => each.name)).toContain("Brickell Heights");

    const open = await api("/api/buildings");
    expect(open.status).toBe(200);
    const { buildings } = (await open.json()) as BuildingListResponse;
    expect(buildings.find((each) => each.id === building.id)).toEqual({
      id: building.id,
      name: "Brickell Heights",
      street: "55 SW 9th St",
      city: "Miami",
      zip: "33130",
    });
    expect(JSON.stringify(buildings)).not.toContain("service entrance");

    const renamed = await asAdmin(`/${building.id}`, { method: "PUT", json: { ...brickell, name: "Brickell Heights East", notes: "" } });
    expect(renamed.status).toBe(200);
    expect(await renamed.json()).toMatchObject({ name: "Brickell Heights East", notes: null });

    expect((await asAdmin(`/${building.id}`, { method: "DELETE" })).status).toBe(204);
    expect((await asAdmin(`/${building.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await asAdmin(`/${building.id}`, { method: "PUT", json: brickell })).status).toBe(404);
  });

  it("refuses a name already listed, whatever its case, and a ZIP we do not serve, at the field", async () => {
    const first = { ...brickell, name: "Las Olas Grand", zip: "33301", city: "Fort Lauderdale" };
    expect((await asAdmin("", { method: "POST", json: first })).status).toBe(201);
    const again = await asAdmin("", { method: "POST", json: { ...first, name: "las olas GRAND " } });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: { fields: { name: "There is already a building with this name." } } });

    const outside = await asAdmin("", { method: "POST", json: { ...first, name: "Orlando Tower", zip: "32801" } });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({ error: { fields: { zip: ZIP_NOT_SERVED_MESSAGE } } });
    const blank = await asAdmin("", { method: "POST", json: { name: "", street: "", city: "", zip: "" } });
    expect(blank.status).toBe(400);
    expect(Object.keys(((await blank.json()) as { error: { fields: Record<string, string> } }).error.fields).sort()).toEqual([
      "city",
      "name",
      "street",
      "zip",
    ]);
  });
});
