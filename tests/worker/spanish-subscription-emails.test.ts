import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { packageOrDefault } from "#core/packages";
import { emails } from "#worker/db/schema";
import {
  cancellationScheduledEmail,
  paymentFailedEmail,
  planChangedEmail,
  subscriptionEndedEmail,
  subscriptionResumedEmail,
} from "#worker/emails/subscription";
import { GOOD_CARD, postForm, startLocalCheckout, subscriberAccount } from "./billing-support";
import { expectSpanishEmail, storedEmailOf } from "./spanish-email-checks";
import { api, appNow, db } from "./support";

/** Words of the English subscription emails that no Spanish one may carry. */
const ENGLISH = [
  "Hello",
  "Thank you",
  "subscription",
  "Your first cleaning",
  "We will",
  "Manage your",
  "a month",
  "Eastern Time",
  "Every two weeks",
  "Questions? Call",
  "Bedroom",
  "Plan switched",
];

function expectSpanish(email: Parameters<typeof expectSpanishEmail>[0]) {
  expectSpanishEmail(email, ENGLISH);
}

describe("a Spanish subscriber's emails", () => {
  it("welcomes a subscriber whose account is Spanish in Spanish, and answers their emergency request in Spanish", async () => {
    const account = await subscriberAccount();
    expect((await api("/api/me", { method: "PATCH", cookie: account.cookie, json: { locale: "es" } })).status).toBe(200);
    const checkout = await startLocalCheckout(account, { locale: "es" });
    expect((await postForm(`/dev/checkout/${checkout.stripeSessionId}/pay`, account.cookie, GOOD_CARD)).status).toBe(303);

    const welcome = await storedEmailOf("subscription-activated", account.email);
    expect(welcome.subject).toMatch(/^Su suscripción de limpieza .+ está activa$/);
    expect(welcome.html).toContain("Administrar su suscripción");
    expect(welcome.text).toMatch(/Primera limpieza: \p{L}+, \d+ de \p{L}+ de \d{4} a las? \d+:\d{2} [ap]\. ?m\. \(hora del Este\)/u);
    expectSpanish(welcome);
    const business = await db.select().from(emails).where(eq(emails.kind, "subscription-business"));
    const mine = business.find((row) => row.text.includes(account.email));
    expect(mine?.subject).toMatch(/^New subscriber: /);
    expect(mine?.text).toContain("Language: Spanish");

    const asked = await api("/api/subscription/emergency", {
      method: "POST",
      cookie: account.cookie,
      json: { notes: "Fuga <b>de agua</b>" },
    });
    expect(asked.status).toBe(201);
    const emergency = await storedEmailOf("emergency-customer", account.email);
    expect(emergency.subject).toBe("Recibimos su solicitud de limpieza de emergencia");
    expect(emergency.html).toContain("Fuga &lt;b&gt;de agua&lt;/b&gt;");
    expectSpanish(emergency);
  });

  it("writes the failed payment, the end asked for, the end, a switched plan and a resumed plan in Spanish", () => {
    const subscriber = { email: "gloria@example.com", name: "Gloria", locale: "es" as const };
    const plan = packageOrDefault("2bed2bath");
    const smaller = packageOrDefault("1bed1bath");
    const site = "https://example.com";
    const written = [
      paymentFailedEmail(subscriber, plan, site),
      cancellationScheduledEmail(subscriber, plan, appNow(), site),
      cancellationScheduledEmail(subscriber, plan, null, site),
      subscriptionEndedEmail(subscriber, plan, site),
      planChangedEmail(subscriber, smaller, plan, site),
      subscriptionResumedEmail(subscriber, plan, appNow(), site),
    ];
    expect(written.map((email) => email.subject)).toEqual([
      "No pudimos cobrar a su tarjeta la suscripción de limpieza",
      expect.stringMatching(/^Su suscripción de limpieza termina el \d+ de \p{L}+ de \d{4}$/u),
      "Su suscripción de limpieza termina al final del período actual",
      "Su suscripción de limpieza terminó",
      "Su plan de limpieza ahora es 2 habitaciones / 2 baños",
      "Su suscripción de limpieza continúa",
    ]);
    for (const email of written) expectSpanish(email);
  });

  it("keeps an English subscriber's emails word for word", () => {
    const subscriber = { email: "ann@example.com", name: "Ann" };
    const plan = packageOrDefault("2bed2bath");
    expect(paymentFailedEmail(subscriber, plan, "https://example.com").subject).toBe(
      "We could not charge your card for your cleaning subscription",
    );
    const ending = cancellationScheduledEmail(subscriber, plan, null, "https://example.com");
    expect(ending.subject).toBe("Your cleaning subscription ends at the end of the current period");
    expect(ending.text).toContain("Changed your mind? You can resume it any time before that date.");
    expect(ending.html).toContain('<html lang="en">');
  });
});
