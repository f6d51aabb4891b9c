import { CLEANING_PACKAGES, type CleaningPackage } from "#core/packages";
import { longDate, slotLabel } from "#core/time-slots";
import type { BookingRecord, SubscriptionRecord } from "../db/schema";
import { billingDate } from "#core/subscription-api";
import { html, type SafeHtml } from "../html";

/**
 * The local test checkout's pages: plain HTML forms posting to the worker, no script at all
 * (the policy on these pages is script-src 'none').
 */
export function frame(title: string, content: SafeHtml): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title} · Local test checkout</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>
*{box-sizing:border-box}body{margin:0;font-family:system-ui,sans-serif;color:#0f2a43;background:#f6f8fa;line-height:1.5}
.banner{background:#fff4d6;border-bottom:1px solid #e6c65a;padding:10px 16px;text-align:center;font-size:.9rem}
main{max-width:960px;margin:0 auto;padding:24px 16px;display:grid;gap:24px}
@media(min-width:800px){main.split{grid-template-columns:1fr 1fr}}
section{background:#fff;border:1px solid #d8dee4;border-radius:12px;padding:24px}
h1{font-size:1.5rem;margin:0 0 8px}h2{font-size:1.15rem;margin:0 0 12px}
.price{font-size:2rem;font-weight:700}.muted{color:#4b5563}
label{display:block;font-weight:600;margin:12px 0 4px}
input[type=text],input[type=email]{width:100%;padding:10px 12px;border:1px solid #8a96a3;border-radius:8px;font-size:1rem}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button,.button{display:inline-block;padding:11px 18px;border-radius:8px;font-weight:700;font-size:1rem;border:1px solid #0b6870;cursor:pointer;text-decoration:none}
.primary{background:#0b6870;color:#fff;width:100%;margin-top:16px}.secondary{background:#fff;color:#0b6870}
.danger{background:#fff;color:#a1261a;border-color:#a1261a}
.hint{background:#eef6f7;border-radius:8px;padding:10px 12px;font-size:.9rem;margin-top:12px}
.error{color:#a1261a;font-weight:600}.notice{background:#e8f5ec;border:1px solid #8cc59c;border-radius:8px;padding:10px 12px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}dt{color:#4b5563}dd{margin:0;font-weight:600}
fieldset{border:1px solid #d8dee4;border-radius:8px;padding:8px 12px;margin:0}fieldset label{font-weight:500;margin:6px 0}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:12px}form.inline{display:inline}
:focus-visible{outline:3px solid #c9a227;outline-offset:2px}
</style></head><body>
<p class="banner"><strong>Local test checkout.</strong> No real payment is taken. This page exists only while the site runs locally without Stripe keys.</p>
${content}</body></html>`.value;
}

export function messagePage(title: string, message: string, link: { href: string; label: string }): string {
  return frame(
    title,
    html`<main><section><h1>${title}</h1><p>${message}</p><p><a class="button secondary" href="${link.href}">${link.label}</a></p></section></main>`,
  );
}

export interface CardForm {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

export const EMPTY_CARD: CardForm = { number: "", expiry: "", cvc: "", name: "" };

export function checkoutPage(input: {
  sessionId: string;
  plan: CleaningPackage;
  email: string;
  booking: BookingRecord | undefined;
  cancelUrl: string;
  card: CardForm;
  error?: string;
}): string {
  const { plan, booking, card, error } = input;
  const errorId = error ? "card-error" : undefined;
  return frame(
    `Pay ${plan.price} a month`,
    html`<main class="split">
<section aria-labelledby="summary-heading">
  <p class="muted">South Florida Luxury Concierge</p>
  <h1 id="summary-heading">Subscribe to Hotel Style Cleaning, ${plan.title}</h1>
  <p><span class="price">${plan.price}</span> <span class="muted">per month</span></p>
  <p class="muted">Two visits a month, the second one free. Cancel anytime.</p>
  ${booking ? html`<dl><dt>First cleaning</dt><dd>${longDate(booking.appointmentDate)} at ${slotLabel(booking.appointmentTime)}</dd><dt>Address</dt><dd>${booking.serviceAddress}</dd></dl>` : ""}
</section>
<section aria-labelledby="pay-heading">
  <h2 id="pay-heading">Pay with card</h2>
  ${error ? html`<p id="card-error" class="error" role="alert">${error}</p>` : ""}
  <form method="post" action="/dev/checkout/${input.sessionId}/pay">
    <label for="email">Email</label>
    <input id="email" type="email" name="email" value="${input.email}" readonly>
    <label for="card-number">Card number</label>
    <input id="card-number" type="text" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${card.number}" required aria-describedby="${errorId ?? "card-hint"}">
    <div class="row">
      <div><label for="card-expiry">Expiration (MM / YY)</label>
      <input id="card-expiry" type="text" name="expiry" autocomplete="cc-exp" placeholder="12 / 34" value="${card.expiry}" required></div>
      <div><label for="card-cvc">CVC</label>
      <input id="card-cvc" type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${card.cvc}" required></div>
    </div>
    <label for="card-name">Name on card</label>
    <input id="card-name" type="text" name="name" autocomplete="cc-name" value="${card.name}" required>
    <p id="card-hint" class="hint">Test mode: use Stripe's test card <strong>4242 4242 4242 4242</strong> with any future date and any CVC. <strong>4000 0000 0000 0002</strong> is declined.</p>
    <button type="submit" class="primary">Pay ${plan.price}</button>
  </form>
  <p class="actions"><a class="button secondary" href="${input.cancelUrl}">Cancel</a></p>
</section>
</main>`,
  );
}

const STATUS_TEXT: Record<string, string> = {
  active: "Active",
  trialing: "Trial",
  past_due: "Past due",
  canceled: "Canceled",
  unpaid: "Unpaid",
  incomplete: "Incomplete",
};

export function portalPage(input: { subscription: SubscriptionRecord; done?: string; error?: string }): string {
  const { subscription, done, error } = input;
  const plan = CLEANING_PACKAGES.find((candidate) => candidate.id === subscription.packageId);
  const ended = subscription.status === "canceled";
  const periodEnd = subscription.currentPeriodEnd ? billingDate(subscription.currentPeriodEnd) : "—";
  const action = (name: string, label: string, style = "secondary") =>
    html`<form class="inline" method="post" action="/dev/billing-portal/${name}"><button type="submit" class="${style}">${label}</button></form>`;
  return frame(
    "Billing portal",
    html`<main>
<section aria-labelledby="portal-heading">
  <p class="muted">South Florida Luxury Concierge</p>
  <h1 id="portal-heading">Billing portal</h1>
  ${done ? html`<p class="notice" role="status">${done}</p>` : ""}
  ${error ? html`<p class="error" role="alert">${error}</p>` : ""}
  <dl>
    <dt>Plan</dt><dd>${plan ? `${plan.title}, ${plan.price} per month` : subscription.packageId}</dd>
    <dt>Status</dt><dd>${STATUS_TEXT[subscription.status] ?? subscription.status}</dd>
    <dt>${subscription.cancelAtPeriodEnd ? "Ends on" : "Next payment"}</dt><dd>${ended ? "—" : periodEnd}</dd>
  </dl>
  <p class="actions"><a class="button secondary" href="/subscription">Return to South Florida Luxury Concierge</a></p>
</section>
${
  ended
    ? ""
    : html`<section aria-labelledby="switch-heading">
  <h2 id="switch-heading">Switch plan</h2>
  <form method="post" action="/dev/billing-portal/switch">
    <fieldset><legend>New plan</legend>
    ${CLEANING_PACKAGES.map(
      (option) =>
        html`<label><input type="radio" name="package" value="${option.id}" ${option.id === subscription.packageId ? html`disabled` : ""} required> ${option.title}, ${option.price} per month${option.id === subscription.packageId ? " (current)" : ""}</label>`,
    )}
    </fieldset>
    <div class="actions"><button type="submit" class="secondary">Switch plan</button></div>
  </form>
</section>
<section aria-labelledby="manage-heading">
  <h2 id="manage-heading">Manage</h2>
  <div class="actions">
    ${subscription.cancelAtPeriodEnd ? action("resume", "Resume subscription") : action("cancel", "Cancel at period end", "danger")}
    ${subscription.status === "past_due" ? action("pay", "Update card and pay") : action("decline", "Simulate a declined renewal")}
    ${action("end", "End the subscription now", "danger")}
  </div>
</section>`
}
</main>`,
  );
}
