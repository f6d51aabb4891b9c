import { env } from "cloudflare:workers";
import { SERVICE_LOCATIONS, type ServiceLocation } from "#core/services/areas";
import { GIVEN_AT_SALE } from "#worker/services/capacity/member-at-sale";
import { DEMO_CREW_SERVICE_IDS, DEMO_SHIFTS, DEMO_STAFF_ID_PREFIX, demoStaffStatements } from "#scripts/demo-staff.mjs";

/**
 * The local demo staff (scripts/demo-staff.mjs) in a test file's D1: two members per area for
 * every service, on shift during the opening hours, so each service has 2 places a slot in
 * each area. Tests that need other people on shift change them here, and only here.
 */

/** Adds the local demo staff (scripts/demo-staff.mjs) to this file's D1, as the local scripts do after migrating. */
export async function seedDemoStaff(now = Date.now()): Promise<void> {
  await env.DB.batch(demoStaffStatements(now).map((statement) => env.DB.prepare(statement)));
}

/**
 * Removes the demo members who do these services (every service without a list), so a test's
 * own members are the only people on shift for them.
 */
export async function withoutDemoStaff(serviceIds?: string[]): Promise<void> {
  const of = serviceIds
    ? ` AND EXISTS (SELECT 1 FROM json_each(staff_members.service_ids) WHERE value IN (${serviceIds.map(() => "?").join(", ")}))`
    : "";
  const members = `SELECT user_id FROM staff_members WHERE user_id LIKE '${DEMO_STAFF_ID_PREFIX}%'${of}`;
  const values = serviceIds ?? [];
  await env.DB.batch([
    env.DB.prepare(`DELETE FROM crew_assignments WHERE provider_id IN (${members})`).bind(...values),
    env.DB.prepare(`DELETE FROM users WHERE id IN (${members})`).bind(...values),
  ]);
}

/** What a test asks for: `places` people on shift for a service in an area (every area without one). */
export interface PlacesWanted {
  serviceId: string;
  area?: ServiceLocation;
  places: number;
}

/**
 * Sets the places of a service in an area (every area without one) to `places`, in place of
 * its demo members: as many members doing only that service, on shift during the opening
 * hours every day, of the role the demo gives that service.
 */
export async function givePlaces({ serviceId, area, places }: PlacesWanted): Promise<void> {
  const role = DEMO_CREW_SERVICE_IDS.includes(serviceId) ? "crew" : "vendor";
  const now = Date.now();
  const statements: D1PreparedStatement[] = [];
  for (const each of area ? [area] : SERVICE_LOCATIONS) {
    statements.push(
      env.DB.prepare(
        `DELETE FROM users WHERE id IN (SELECT m.user_id FROM staff_members m JOIN staff_areas a ON a.user_id = m.user_id
          WHERE m.user_id LIKE '${DEMO_STAFF_ID_PREFIX}%' AND a.area = ? AND EXISTS (SELECT 1 FROM json_each(m.service_ids) WHERE value = ?))`,
      ).bind(each, serviceId),
    );
    for (let place = 0; place < places; place += 1) {
      const id = `${DEMO_STAFF_ID_PREFIX}${serviceId}-${crypto.randomUUID()}`;
      statements.push(
        env.DB.prepare(
          "INSERT INTO users (id, name, email, email_verified, first_name, last_name, created_at, updated_at) VALUES (?, 'Demo Place', ?, 1, 'Demo', 'Place', ?, ?)",
        ).bind(id, `${id}@staff.example.com`, now, now),
        env.DB.prepare(
          "INSERT INTO staff_members (user_id, role, service_ids, active, added_by, created_at, updated_at) VALUES (?, ?, ?, 1, 'demo-seed', ?, ?)",
        ).bind(id, role, JSON.stringify([serviceId]), now, now),
        env.DB.prepare("INSERT INTO staff_areas (user_id, area) VALUES (?, ?)").bind(id, each),
        ...DEMO_SHIFTS.map((shift) =>
          env.DB.prepare("INSERT INTO staff_shifts (user_id, weekday, start_minute, end_minute) VALUES (?, ?, ?, ?)").bind(
            id,
            shift.weekday,
            shift.startMinute,
            shift.endMinute,
          ),
        ),
      );
    }
  }
  await env.DB.batch(statements);
}

/**
 * Puts a member on shift during the opening hours of every day, in every area (or these), as
 * the owner would in the Staff tab: a member without hours takes nothing.
 */
export async function putOnShift(userId: string, areas: readonly string[] = SERVICE_LOCATIONS): Promise<void> {
  await env.DB.batch([
    ...areas.map((area) => env.DB.prepare("INSERT OR IGNORE INTO staff_areas (user_id, area) VALUES (?, ?)").bind(userId, area)),
    ...DEMO_SHIFTS.map((shift) =>
      env.DB.prepare("INSERT OR IGNORE INTO staff_shifts (user_id, weekday, start_minute, end_minute) VALUES (?, ?, ?, ?)").bind(
        userId,
        shift.weekday,
        shift.startMinute,
        shift.endMinute,
      ),
    ),
  ]);
}

/**
 * The member given a booking when it was sold lets it go: the booking still holds its place,
 * waiting for the owner to choose someone, as the visits of tests did before the staff decided.
 */
export async function nobodyHolds(reference: string): Promise<void> {
  await env.DB.prepare(
    `DELETE FROM crew_assignments WHERE visit_type = 'booking' AND assigned_by = '${GIVEN_AT_SALE}'
      AND visit_id = (SELECT id FROM bookings WHERE reference = ?)`,
  )
    .bind(reference)
    .run();
}
