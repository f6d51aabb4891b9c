import { env } from "cloudflare:workers";
import type { StaffRole } from "../../core/staff";
import { createAppContext } from "../../worker/context";
import { addStaff } from "../../worker/services/staff";
import { ADMIN_EMAIL, type Account, api, bookingBody, cookieFrom, setPasswordFromEmail, testContext, uniqueEmail } from "./support";

export const STAFF_PASSWORD = "staff password 2026";

/** The "Choose your password" link, as the admin routes send it (worker/routes/admin/password-setup.ts). */
export async function sendPasswordSetup(email: string): Promise<void> {
  await createAppContext(env).auth.api.requestPasswordReset({ body: { email } });
}

export async function signIn(email: string, password = STAFF_PASSWORD): Promise<Response> {
  return api("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
}

/**
 * A staff member added by the owner, who chose a password from the emailed link and signed
 * in; `userId` is their account's id.
 */
export async function staffAccount(
  role: StaffRole,
  serviceIds: string[] = ["regular-cleaning"],
  firstName = "Maria",
): Promise<Account & { userId: string }> {
  const email = uniqueEmail(role);
  const ctx = testContext({ user: { id: "owner", email: ADMIN_EMAIL, isAdmin: true } });
  const { member } = await addStaff(ctx, { email, firstName, lastName: "Lopez", role, serviceIds }, sendPasswordSetup);
  const chosen = await setPasswordFromEmail(email, STAFF_PASSWORD);
  if (chosen.status !== 200) throw new Error(`choosing the password failed: ${chosen.status} ${await chosen.text()}`);
  const signedIn = await signIn(email);
  if (signedIn.status !== 200) throw new Error(`staff sign-in failed: ${signedIn.status} ${await signedIn.text()}`);
  return { email, password: STAFF_PASSWORD, cookie: cookieFrom(signedIn), userId: member.userId };
}

/** A booking made through the API, as a guest or signed in with `cookie`; its reference. */
export async function newBooking(
  overrides: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ reference: string; customerEmail: string }> {
  const body = bookingBody(overrides);
  const response = await api("/api/bookings", { method: "POST", json: body, cookie, headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  const { booking } = (await response.json()) as { booking: { reference: string } };
  return { reference: booking.reference, customerEmail: body.customer_email as string };
}

/** A valid vendor application from a new applicant. */
export function vendorApplicationBody(overrides: Record<string, unknown> = {}) {
  return {
    name: "Camila Ortiz",
    company: "Ortiz Studio",
    serviceType: "Hair",
    email: uniqueEmail("applicant"),
    phone: "(305) 555-0147",
    hearAboutUs: "A door hanger",
    message: "Licensed stylist with a mobile kit for in-home visits.",
    ...overrides,
  };
}
