import { formatCents } from "#core/pricing";
import { longDate, slotLabel } from "#core/time-slots";
import type { BookingRecord } from "../db/schema";
import { html } from "../html";
import { type CardForm, frame } from "./local-pages";

/**
 * The local test checkout of a booking's card (setup mode) or payment (payment mode): a plain
 * form, no script, like the subscription's local checkout.
 */
export function localPayPage(input: {
  sessionId: string;
  /** null: a card saved to the account, for no visit in particular. */
  booking: BookingRecord | null;
  /** null: setup mode, saving a card; otherwise the exact amount to pay. */
  amountCents: number | null;
  label: string;
  cancelUrl: string;
  card: CardForm;
  error?: string;
}): string {
  const { booking, card, error } = input;
  const title =
    input.amountCents !== null
      ? `Pay ${formatCents(input.amountCents)}`
      : booking
        ? "Save a card for your visit"
        : "Save a card to your account";
  const content = html`<main class="split">
<section aria-labelledby="summary-heading">
  <p class="muted">South Florida Luxury Concierge</p>
  <h1 id="summary-heading">${input.label}</h1>
  ${input.amountCents === null ? html`<p class="muted">Nothing is charged now. ${booking ? "The exact amount is charged after the visit." : "Your visits are charged to it after they happen, when you choose it."}</p>` : html`<p><span class="price">${formatCents(input.amountCents)}</span></p>`}
  ${booking ? html`<dl><dt>Visit</dt><dd>${longDate(booking.appointmentDate)} at ${slotLabel(booking.appointmentTime)}</dd><dt>Reference</dt><dd>${booking.reference}</dd></dl>` : ""}
</section>
<section aria-labelledby="pay-heading">
  <h2 id="pay-heading">${input.amountCents === null ? "Card details" : "Pay with card"}</h2>
  ${error ? html`<p id="card-error" class="error" role="alert">${error}</p>` : ""}
  <form method="post" action="/dev/pay/${input.sessionId}/pay">
    <label for="card-number">Card number</label>
    <input id="card-number" type="text" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" value="${card.number}" required aria-describedby="${error ? "card-error" : "card-hint"}">
    <div class="row">
      <div><label for="card-expiry">Expiration (MM / YY)</label>
      <input id="card-expiry" type="text" name="expiry" autocomplete="cc-exp" placeholder="12 / 34" value="${card.expiry}" required></div>
      <div><label for="card-cvc">CVC</label>
      <input id="card-cvc" type="text" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="${card.cvc}" required></div>
    </div>
    <label for="card-name">Name on card</label>
    <input id="card-name" type="text" name="name" autocomplete="cc-name" value="${card.name}" required>
    <p id="card-hint" class="hint">Test mode: <strong>4242 4242 4242 4242</strong> succeeds, <strong>4000 0000 0000 0002</strong> is declined, <strong>4000 0027 6000 3184</strong> needs authentication when charged after the visit (here it authenticates).</p>
    <button type="submit" class="primary">${input.amountCents === null ? "Save card" : `Pay ${formatCents(input.amountCents)}`}</button>
  </form>
  <p class="actions"><a class="button secondary" href="${input.cancelUrl}">Cancel</a></p>
</section>
</main>`;
  return frame(title, content);
}
