/** Types of scripts/demo-staff.mjs, for the TypeScript configs that import it. */
export const DEMO_SERVICE_IDS: string[];
export const DEMO_CREW_SERVICE_IDS: string[];
export const DEMO_AREAS: { area: string; slug: string }[];
export const DEMO_SHIFTS: { weekday: number; startMinute: number; endMinute: number }[];
export const DEMO_MEMBERS_PER_AREA: number;
export const DEMO_STAFF_ID_PREFIX: string;
export function demoMembers(): {
  userId: string;
  email: string;
  firstName: string;
  lastName: string;
  role: "crew" | "vendor";
  serviceId: string;
  area: string;
}[];
export function demoStaffStatements(now?: number): string[];
