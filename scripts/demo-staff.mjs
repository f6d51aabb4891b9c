/**
 * Demo staff for local runs only (`npm start`, the build the browser tests and benchmarks
 * serve, the worker tests): the places of a slot are the people on shift, so a fresh local
 * database without anyone would sell nothing. Two members per area for every service, each
 * doing that one service (each service has its own places; the hotel-style cleaning's crews
 * also serve the schedules), on shift during the opening hours of every day: each service
 * keeps 2 places a slot in each area, as before the staff decided. The home services and
 * laundry get crew members, given a visit when it is sold; the partners' services get
 * vendors, so their visits stay on offer until a vendor accepts, as they always have.
 *
 * Plain JavaScript, because the local scripts run it under Node without the TypeScript
 * sources: tests/worker/demo-staff.test.ts checks these lists against the catalogue, the
 * areas and the opening hours. Never part of a migration: a deploy starts with nobody.
 */

/** Every catalogue service id (core/services/ids.ts). */
export const DEMO_SERVICE_IDS = [
  "laundry-service",
  "car-detailing",
  "deep-cleaning",
  "car-tinting",
  "chef-service",
  "exotic-car-rental",
  "furniture-assembly",
  "furniture-cleaning",
  "hair-stylist",
  "jet-ski-rental",
  "lashes-eyebrows",
  "locksmith",
  "makeup-service",
  "massage-service",
  "pet-grooming",
  "move-cleaning",
  "moving-service",
  "nails-service",
  "party-pontoon",
  "pc-phone-repair",
  "pet-sitting",
  "post-construction",
  "regular-cleaning",
  "slingshot-rental",
  "tv-mounting",
  "yacht-rental",
  "heating-service",
  "barber-service",
];

/** The services the business's own crews do (core/services/definitions.ts: Home Services and Laundry); vendors do the others. */
export const DEMO_CREW_SERVICE_IDS = [
  "laundry-service",
  "deep-cleaning",
  "furniture-assembly",
  "furniture-cleaning",
  "locksmith",
  "move-cleaning",
  "moving-service",
  "post-construction",
  "regular-cleaning",
  "tv-mounting",
  "heating-service",
];

/** The areas served (core/services/areas.ts), with the short name their demo members' ids carry. */
export const DEMO_AREAS = [
  { area: "Fort Lauderdale, FL", slug: "fll" },
  { area: "Miami, FL", slug: "mia" },
  { area: "West Palm Beach, FL", slug: "wpb" },
];

/** The opening hours of each weekday (0 Sunday, as staff_shifts stores it), in minutes (core/business.ts). */
export const DEMO_SHIFTS = [
  { weekday: 0, startMinute: 10 * 60, endMinute: 16 * 60 },
  { weekday: 1, startMinute: 8 * 60, endMinute: 20 * 60 },
  { weekday: 2, startMinute: 8 * 60, endMinute: 20 * 60 },
  { weekday: 3, startMinute: 8 * 60, endMinute: 20 * 60 },
  { weekday: 4, startMinute: 8 * 60, endMinute: 20 * 60 },
  { weekday: 5, startMinute: 8 * 60, endMinute: 20 * 60 },
  { weekday: 6, startMinute: 9 * 60, endMinute: 18 * 60 },
];

export const DEMO_MEMBERS_PER_AREA = 2;

/** The user id of every demo member starts with this, so a test can tell them apart. */
export const DEMO_STAFF_ID_PREFIX = "demo-staff-";

/** Added by, as staff_members records it. */
const DEMO_ADDED_BY = "demo-seed";

/** Every demo member: a crew member or vendor doing one service in one area. */
export function demoMembers() {
  return DEMO_SERVICE_IDS.flatMap((serviceId, serviceIndex) =>
    DEMO_AREAS.flatMap(({ area, slug }) =>
      Array.from({ length: DEMO_MEMBERS_PER_AREA }, (_, index) => ({
        userId: `${DEMO_STAFF_ID_PREFIX}${serviceId}-${slug}-${index + 1}`,
        email: `demo.${serviceId}.${slug}.${index + 1}@staff.example.com`,
        firstName: "Demo",
        lastName: `${slug.toUpperCase()} ${serviceIndex + 1}.${index + 1}`,
        role: DEMO_CREW_SERVICE_IDS.includes(serviceId) ? "crew" : "vendor",
        serviceId,
        area,
      })),
    ),
  );
}

const quote = (value) => `'${String(value).replace(/'/g, "''")}'`;

/** D1 refuses a statement over 100 KB: the rows go in chunks well under it. */
const ROWS_PER_STATEMENT = 200;

function chunks(list) {
  return Array.from({ length: Math.ceil(list.length / ROWS_PER_STATEMENT) }, (_, index) =>
    list.slice(index * ROWS_PER_STATEMENT, (index + 1) * ROWS_PER_STATEMENT).join(",\n  "),
  );
}

/**
 * The SQL statements that add the demo staff. Running them again (every `npm start`) adds
 * nobody: users and members are INSERT OR IGNORE, and areas and hours go only to the members
 * this run created (their created_at is this run's `now`), so hours the owner changed since
 * in the console are kept.
 */
export function demoStaffStatements(now = Date.now()) {
  const members = demoMembers();
  const createdNow = `SELECT user_id FROM staff_members WHERE added_by = ${quote(DEMO_ADDED_BY)} AND created_at = ${now}`;
  const users = members.map(
    (m) =>
      `(${quote(m.userId)}, ${quote(`${m.firstName} ${m.lastName}`)}, ${quote(m.email)}, 1, ${quote(m.firstName)}, ${quote(m.lastName)}, ${now}, ${now})`,
  );
  const staff = members.map(
    (m) => `(${quote(m.userId)}, ${quote(m.role)}, ${quote(JSON.stringify([m.serviceId]))}, 1, ${quote(DEMO_ADDED_BY)}, ${now}, ${now})`,
  );
  const areas = members.map((m) => `(${quote(m.userId)}, ${quote(m.area)})`);
  const shifts = members.flatMap((m) =>
    DEMO_SHIFTS.map((shift) => `(${quote(m.userId)}, ${shift.weekday}, ${shift.startMinute}, ${shift.endMinute})`),
  );
  return [
    ...chunks(users).map(
      (values) =>
        `INSERT OR IGNORE INTO users (id, name, email, email_verified, first_name, last_name, created_at, updated_at) VALUES\n  ${values}`,
    ),
    ...chunks(staff).map(
      (values) =>
        `INSERT OR IGNORE INTO staff_members (user_id, role, service_ids, active, added_by, created_at, updated_at) VALUES\n  ${values}`,
    ),
    ...chunks(areas).map(
      (values) =>
        `INSERT OR IGNORE INTO staff_areas (user_id, area) SELECT column1, column2 FROM (VALUES\n  ${values})\nWHERE column1 IN (${createdNow})`,
    ),
    ...chunks(shifts).map(
      (values) =>
        `INSERT OR IGNORE INTO staff_shifts (user_id, weekday, start_minute, end_minute) SELECT column1, column2, column3, column4 FROM (VALUES\n  ${values})\nWHERE column1 IN (${createdNow})`,
    ),
  ];
}
