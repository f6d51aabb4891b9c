import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { packageOrDefault } from "#core/packages";
import { isClientRenderedPath, isKnownPagePath } from "#core/site-paths";
import { bookings, subscriptions } from "#worker/db/schema";
import { jobOfferEmail } from "#worker/emails/staff";
import { paymentFailedEmail, subscriptionEndedEmail } from "#worker/emails/subscription";
import { GOOD_CARD, postForm, startLocalCheckout, subscriberAccount } from "./billing-support";
import { expectSpanishEmail, storedEmailOf } from "./spanish-email-checks";
import { vendorApplicationBody } from "./staff-support";
import { adminAccount, api, db, firstLink, postBooking, uniqueEmail } from "./support";

const SITE = "https://example.com";

/** Where a link of an email leads once followed (the worker's redirect, as the browser would see it). */
async function landingOf(link: string): Promise<string> {
  const url = new URL(link);
  const answer = await api(`${url.pathname}${url.search}`);
  expect(answer.status).toBe(302);
  const landing = new URL(answer.headers.get("Location") ?? "", url.origin);
  return `${landing.pathname}${landing.search}`;
}

async function accountIn(locale: "en" | "es") {
  const email = uniqueEmail(`links-${locale}`);
  const signUp = await api("/api/auth/sign-up/email", {
    method: "POST",
    json: { email, password: "correct horse battery", name: "Ana Rivera", firstName: "Ana", lastName: "Rivera", locale, callbackURL: "/" },
  });
  expect(signUp.status).toBe(200);
  return email;
}

describe("the links in an email lead to the pages in its reader's language", () => {
  it("has the Spanish pages they open: the reset page, the subscription page and the checkout's return", () => {
    for (const path of ["/es/reset-password", "/es/subscription", "/es/subscription-success"]) {
      expect(isClientRenderedPath(path), path).toBe(true);
      expect(isKnownPagePath(path), path).toBe(true);
    }
  });

  it("lands a Spanish account's password reset link on /es/reset-password, an English one's on /reset-password", async () => {
    const landings: string[] = [];
    for (const locale of ["es", "en"] as const) {
      const email = await accountIn(locale);
      expect((await api("/api/auth/request-password-reset", { method: "POST", json: { email } })).status).toBe(200);
      const reset = await storedEmailOf("reset-password", email);
      landings.push(await landingOf(firstLink(reset.html, "/api/auth/reset-password/")));
    }
    expect(landings).toEqual([expect.stringMatching(/^\/es\/reset-password\?token=/), expect.stringMatching(/^\/reset-password\?token=/)]);
  });

  it("sends a dead verification link asked from a Spanish page to /es/auth, saying why", async () => {
    const broken = await api("/api/auth/verify-email?token=not-a-token&callbackURL=%2Fes%2Fdashboard");
    expect(broken.headers.get("Location")).toBe("/es/auth?verification=invalid");
  });

  it("invites a vendor approved in Spanish to /es/work, and offers them jobs there", async () => {
    const body = vendorApplicationBody({ locale: "es" });
    const applied = await api("/api/vendor-applications", {
      method: "POST",
      json: body,
      headers: { "Idempotency-Key": crypto.randomUUID() },
    });
    expect(applied.status).toBe(201);
    const { id } = ((await applied.json()) as { application: { id: string } }).application;
    const admin = await adminAccount();
    const decided = await api(`/api/admin/vendor-applications/${id}/decision`, {
      method: "POST",
      cookie: admin.cookie,
      json: { decision: "approved" },
    });
    expect(decided.status).toBe(200);
    const approval = await storedEmailOf("vendor-approved", body.email);
    expect(new URL(firstLink(approval.html, "invitation=")).pathname).toBe("/es/work");
    // The new account's "choose your password" link opens the Spanish page too.
    const setup = await storedEmailOf("reset-password", body.email);
    expect(await landingOf(firstLink(setup.html, "/api/auth/reset-password/"))).toMatch(/^\/es\/reset-password\?token=/);

    const answer = await postBooking({ locale: "es" });
    const { booking } = (await answer.json()) as BookingResponse;
    const [row] = await db.select().from(bookings).where(eq(bookings.reference, booking.reference));
    const offer = jobOfferEmail(SITE, { email: body.email, firstName: "Camila" }, row!, "es");
    expect(offer.html).toContain(`href="${SITE}/es/work?tab=offers"`);
    expect(jobOfferEmail(SITE, { email: body.email, firstName: "Camila" }, row!, "en").html).toContain(`href="${SITE}/work?tab=offers"`);
  });

  it("links a Spanish subscriber's emails to /es/subscription and an English one's to /subscription", () => {
    const plan = packageOrDefault("2bed2bath");
    const spanish = { email: "gloria@example.com", name: "Gloria", locale: "es" as const };
    const english = { ...spanish, locale: "en" as const };
    expect(paymentFailedEmail(spanish, plan, SITE).html).toContain(`href="${SITE}/es/subscription"`);
    expect(paymentFailedEmail(english, plan, SITE).html).toContain(`href="${SITE}/subscription"`);
    expect(paymentFailedEmail(english, plan, SITE).html).not.toContain("/es/");
    // The end's email offers the plans again, on the Spanish page.
    expect(subscriptionEndedEmail(spanish, plan, SITE).html).toContain(`href="${SITE}/es/special"`);
  });
});

describe("a subscription bought on the Spanish pages by an account whose language is English", () => {
  it("returns to /es/subscription-success, keeps Spanish as the subscription's language, and welcomes the subscriber in it", async () => {
    const account = await subscriberAccount();
    const checkout = await startLocalCheckout(account, { locale: "es" });
    const paid = await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, GOOD_CARD);
    expect(paid.status).toBe(303);
    expect(paid.headers.get("Location")).toBe(`/es/subscription-success?session_id=${checkout.stripeSessionId}`);

    const [row] = await db.select({ locale: subscriptions.locale }).from(subscriptions).where(eq(subscriptions.userId, account.userId));
    expect(row?.locale).toBe("es");
    const welcome = await storedEmailOf("subscription-activated", account.email);
    expect(welcome.subject).toMatch(/^Su suscripción de limpieza .+ está activa$/);
    expect(welcome.html).toMatch(/href="[^"]+\/es\/subscription"/);
    expectSpanishEmail(welcome, ["Hello", "Thank you", "Manage your"]);
  });
});
