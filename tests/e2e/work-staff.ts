import type { Browser, BrowserContext } from "playwright-core";
import { expect } from "vitest";
import { clockOf, openingMinutes, WEEKDAYS } from "#core/staff-hours";
import { BASE_URL, clientAddress, linkEmailed, newPage, uniqueEmail } from "./support";

const PHONE = { width: 360, height: 740 };

export const STAFF_PASSWORD = "crew works 2026";

/** Chooses a password from the emailed link, signs in and accepts the emailed invitation (in an email of `kind`): the portal opens. */
async function openPortal(browser: Browser, email: string, invitationKind: string, viewport: { width: number; height: number }) {
  const staff = await newPage(browser, viewport);
  const headers = { Origin: BASE_URL, "CF-Connecting-IP": clientAddress() };
  const landing = await staff.context.request.get(await linkEmailed(email, "reset-password", "/api/auth/reset-password/"), {
    maxRedirects: 0,
  });
  const token = new URL(landing.headers().location ?? "", BASE_URL).searchParams.get("token");
  const chosen = await staff.context.request.post("/api/auth/reset-password", { headers, data: { newPassword: STAFF_PASSWORD, token } });
  expect(chosen.status()).toBe(200);
  const signedIn = await staff.context.request.post("/api/auth/sign-in/email", { headers, data: { email, password: STAFF_PASSWORD } });
  expect(signedIn.status()).toBe(200);
  const invitation = new URL(await linkEmailed(email, invitationKind, "/work?invitation=")).searchParams.get("invitation");
  const accepted = await staff.context.request.post("/api/staff-invitations/accept", { headers, data: { token: invitation } });
  expect(accepted.status()).toBe(200);
  return staff;
}

/**
 * A crew member invited by the owner (signed in as `owner`), who chose a password from the
 * emailed link, signed in and accepted the invitation: the portal is theirs. Done through the
 * API, as the landing walk (work-landing.spec.ts) already walks these steps on the page.
 */
export async function activeCrewMember(
  browser: Browser,
  owner: BrowserContext,
  person: { firstName: string; lastName: string },
  viewport = PHONE,
) {
  const email = uniqueEmail("crew");
  const invited = await owner.request.post("/api/admin/staff/invitations", {
    headers: { Origin: BASE_URL },
    data: { email, ...person },
  });
  expect(invited.status()).toBe(201);
  const { userId } = (await invited.json()) as { userId: string };
  const crew = await openPortal(browser, email, "staff-invitation", viewport);
  return { ...crew, email, userId, name: `${person.firstName} ${person.lastName}` };
}

/**
 * A vendor whose application the owner approved, with the portal open, doing `serviceIds`
 * (set by the owner): the work walk (work.spec.ts) walks the approval on the page.
 */
export async function approvedVendor(browser: Browser, owner: BrowserContext, name: string, serviceIds: string[], viewport = PHONE) {
  const email = uniqueEmail("vendor");
  const applied = await owner.request.post("/api/vendor-applications", {
    headers: { Origin: BASE_URL, "Idempotency-Key": crypto.randomUUID(), "CF-Connecting-IP": clientAddress() },
    data: { name, serviceType: "Cleaning", email, phone: "(305) 555-0177", message: "Move-out and upholstery cleaning, own van." },
  });
  expect(applied.status()).toBe(201);
  const { application } = (await applied.json()) as { application: { id: string } };
  const decided = await owner.request.post(`/api/admin/vendor-applications/${application.id}/decision`, {
    headers: { Origin: BASE_URL },
    data: { decision: "approved" },
  });
  expect(decided.status()).toBe(200);
  const vendor = await openPortal(browser, email, "vendor-approved", viewport);
  const { staff } = (await (await owner.request.get("/api/admin/staff")).json()) as { staff: { userId: string; email: string }[] };
  const userId = staff.find((member) => member.email === email)?.userId;
  if (!userId) throw new Error(`No staff member for ${email}`);
  const services = await owner.request.put(`/api/admin/staff/${userId}/services`, { headers: { Origin: BASE_URL }, data: { serviceIds } });
  expect(services.status()).toBe(200);
  return { ...vendor, email, userId };
}

/** The owner gives the member Miami and every weekday's opening hours: free whenever the business is open. */
export async function openingHoursInMiami(owner: BrowserContext, userId: string) {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const { opens, closes } = openingMinutes(day);
      return [day, opens < closes ? [{ start: clockOf(opens), end: clockOf(closes) }] : []];
    }),
  );
  const saved = await owner.request.put(`/api/admin/staff/${userId}/hours`, {
    headers: { Origin: BASE_URL },
    data: { areas: ["Miami, FL"], hours },
  });
  expect(saved.status()).toBe(200);
}

/** The owner gives the member Miami and Monday to Friday 08:00-16:00, through the hours form's API. */
export async function weekdayMiamiHours(owner: BrowserContext, userId: string) {
  const span = [{ start: "08:00", end: "16:00" }];
  const hours = Object.fromEntries(["mon", "tue", "wed", "thu", "fri"].map((day) => [day, span]));
  const saved = await owner.request.put(`/api/admin/staff/${userId}/hours`, {
    headers: { Origin: BASE_URL },
    data: { areas: ["Miami, FL"], hours },
  });
  expect(saved.status()).toBe(200);
}
