import { env } from "cloudflare:workers";
import type { StaffRole } from "#core/staff";
import { createAppContext } from "#worker/context";
import { addStaff } from "#worker/services/work/staff-invite";
import { desc, eq } from "drizzle-orm";
import { emails } from "#worker/db/schema";
import {
  ADMIN_EMAIL,
  type Account,
  api,
  bookingBody,
  cookieFrom,
  db,
  firstLink,
  setPasswordFromEmail,
  testContext,
  uniqueEmail,
} from "./support";
import { nobodyHolds, putOnShift } from "./staff-seed";

export const STAFF_PASSWORD = "staff password 2026";

/** The "Choose your password" link, as the admin routes send it (worker/routes/admin/password-setup.ts). */
export async function sendPasswordSetup(email: string): Promise<void> {
  await createAppContext(env).auth.api.requestPasswordReset({ body: { email } });
}

export async function signIn(email: string, password = STAFF_PASSWORD): Promise<Response> {
  return api("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
}

/**
 * A staff member invited by the owner, who chose a password from the emailed link and signed
 * in, but has not accepted the invitation: the role grants nothing yet. `userId` is their
 * account's id.
 */
export async function invitedAccount(
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

/** A staff member added by the owner who accepted the emailed invitation, signed in: the role works. */
export async function staffAccount(
  role: StaffRole,
  serviceIds: string[] = ["regular-cleaning"],
  firstName = "Maria",
): Promise<Account & { userId: string }> {
  const account = await invitedAccount(role, serviceIds, firstName);
  const accepted = await acceptInvitation(account.email, account.cookie);
  if (accepted.status !== 200) throw new Error(`accepting the invitation failed: ${accepted.status} ${await accepted.text()}`);
  // A member without hours takes nothing: every member made here works the opening hours in every area.
  await putOnShift(account.userId);
  return account;
}

/** The invitation link in the latest email to `email` that carries one (a crew invitation or a vendor approval). */
export async function invitationLink(email: string): Promise<string> {
  const sent = await db.select().from(emails).where(eq(emails.to, email)).orderBy(desc(emails.createdAt));
  const message = sent.find((record) => record.html.includes("/work?invitation="));
  if (!message) throw new Error(`No invitation was emailed to ${email}`);
  return firstLink(message.html, "/work?invitation=");
}

/** What the work portal's page does with the emailed link: accepts it for the signed-in account of `cookie`. */
export async function acceptInvitation(email: string, cookie: string): Promise<Response> {
  const token = new URL(await invitationLink(email)).searchParams.get("invitation");
  return api("/api/staff-invitations/accept", { method: "POST", json: { token }, cookie });
}

/**
 * A booking made through the API, as a guest or signed in with `cookie`, that nobody holds
 * yet: its reference. The sale gives a crew service's visit to the least busy free member,
 * who may be a demo member or one the test made; the tests of the portal give it to their
 * own member through the console, so the member given at sale lets it go (as a visit whose
 * member could not come waits for the owner's choice).
 */
export async function newBooking(
  overrides: Record<string, unknown> = {},
  cookie?: string,
): Promise<{ reference: string; customerEmail: string }> {
  const body = bookingBody(overrides);
  const response = await api("/api/bookings", { method: "POST", json: body, cookie, headers: { "Idempotency-Key": crypto.randomUUID() } });
  if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${await response.text()}`);
  const { booking } = (await response.json()) as { booking: { reference: string } };
  await nobodyHolds(booking.reference);
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
