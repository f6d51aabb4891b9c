import { asc, eq, inArray } from "drizzle-orm";
import type { AdminBuilding, BuildingInput, BuildingSummary } from "#core/buildings";
import { areaOfZip } from "#core/service-areas";
import type { Database } from "#worker/db/client";
import { type BuildingRecord, buildings } from "#worker/db/schema";
import { isUniqueViolation } from "#worker/db/unique-violation";
import { Conflict, NotFound } from "../errors";

const NAME_TAKEN = "There is already a building with this name.";

function summary(row: BuildingRecord): BuildingSummary {
  return { id: row.id, name: row.name, street: row.street, city: row.city, zip: row.zip };
}

function adminBuilding(row: BuildingRecord): AdminBuilding {
  return {
    ...summary(row),
    area: row.area,
    concierge_phone: row.conciergePhone,
    service_elevator_hours: row.serviceElevatorHours,
    parking_instructions: row.parkingInstructions,
    entry_instructions: row.entryInstructions,
    notes: row.notes,
  };
}

function columns(input: BuildingInput) {
  return {
    name: input.name,
    nameKey: input.name.toLowerCase(),
    street: input.street,
    city: input.city,
    zip: input.zip,
    area: areaOfZip(input.zip) ?? null,
    conciergePhone: input.concierge_phone,
    serviceElevatorHours: input.service_elevator_hours,
    parkingInstructions: input.parking_instructions,
    entryInstructions: input.entry_instructions,
    notes: input.notes,
  };
}

/** The directory as the booking form offers it: names and public addresses, by name. */
export async function buildingSummaries(db: Database): Promise<BuildingSummary[]> {
  return (await db.select().from(buildings).orderBy(asc(buildings.nameKey))).map(summary);
}

/** The directory's entries of these building names (as customers typed or picked them). */
export async function buildingsNamed(db: Database, names: string[]): Promise<AdminBuilding[]> {
  const keys = [...new Set(names.map((name) => name.trim().toLowerCase()).filter(Boolean))].slice(0, 90);
  if (keys.length === 0) return [];
  return (await db.select().from(buildings).where(inArray(buildings.nameKey, keys))).map(adminBuilding);
}

export async function adminBuildings(db: Database): Promise<AdminBuilding[]> {
  return (await db.select().from(buildings).orderBy(asc(buildings.nameKey))).map(adminBuilding);
}

/** A new entry; a name already listed (whatever its case) is refused at the name. */
export async function createBuilding(db: Database, input: BuildingInput, now: Date): Promise<AdminBuilding> {
  try {
    const [row] = await db
      .insert(buildings)
      .values({ id: crypto.randomUUID(), ...columns(input), createdAt: now, updatedAt: now })
      .returning();
    return adminBuilding(row!);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict("building_exists", NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

export async function updateBuilding(db: Database, id: string, input: BuildingInput, now: Date): Promise<AdminBuilding> {
  try {
    const [row] = await db
      .update(buildings)
      .set({ ...columns(input), updatedAt: now })
      .where(eq(buildings.id, id))
      .returning();
    if (!row) throw new NotFound("not_found", "There is no such building.");
    return adminBuilding(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw new Conflict("building_exists", NAME_TAKEN, { name: NAME_TAKEN });
    throw error;
  }
}

/** Bookings keep their own copy of the address, so removing an entry changes none of them. */
export async function deleteBuilding(db: Database, id: string): Promise<void> {
  const removed = await db.delete(buildings).where(eq(buildings.id, id)).returning({ id: buildings.id });
  if (removed.length === 0) throw new NotFound("not_found", "There is no such building.");
}
