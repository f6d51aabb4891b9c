import { useEffect, useState } from "react";
import { type OfferQuoteResponse, typedOfferPerson } from "#core/offer-quote";
import type { PriceInputs, Quote } from "#core/pricing";
import { hasFirstCleaningOffer } from "#core/services/offers";
import { apiFetch } from "#client/lib/api";
import type { ContactDetails } from "./details-form";

/** Typing pauses this long before the server is asked: one question per pause, not per key. */
const ASK_AFTER_MS = 400;

/**
 * What the estimate shows of the first-time offer: the server's quote with it, that it does not
 * apply, or (not asked yet, asking, or no answer) undecided: the estimate without it and the
 * offer's note, as before anything was typed.
 */
export type ShownOffer = { state: "applies"; quote: Quote } | { state: "does_not_apply" } | { state: "undecided" };

const UNDECIDED: ShownOffer = { state: "undecided" };

/**
 * Asks the server (POST /api/quote) whether the first-time offer applies to the person booking:
 * the account when signed in, and the email, phone and address once all three are typed and
 * valid (docs/decisions/0027). Asked again, after a pause, whenever one of them or a quantity
 * changes; only the answer to what is on screen now is shown, so a late answer to an earlier
 * email never shows its total, and while the current one is on its way the offer is undecided.
 */
export function useFirstCleaningOffer(
  ask: {
    serviceId: string;
    inputs: PriceInputs;
    details: ContactDetails;
    /** undefined while the session is still being read. */
    signedIn: boolean | undefined;
  } | null,
): ShownOffer | null {
  const offered = ask !== null && hasFirstCleaningOffer(ask.serviceId);
  const typed = offered ? typedOfferPerson(offerPersonOf(ask.details)) : null;
  // A guest's question needs all three details; an account's is asked at once.
  const asking = offered && ask.signedIn !== undefined && (ask.signedIn || typed !== null);
  const body = asking ? { service: ask.serviceId, ...ask.inputs, ...typed } : null;
  // The session is part of the question: the server reads it from the cookie.
  const key = body ? JSON.stringify([body, ask?.signedIn]) : null;
  const [answer, setAnswer] = useState<{ key: string; response: OfferQuoteResponse | null } | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key is the body (and session) as text; the body is rebuilt each render
  useEffect(() => {
    if (!body || key === null) return;
    let current = true;
    const timer = setTimeout(() => {
      apiFetch("/api/quote", { method: "POST", body }).then(
        (response) => current && setAnswer({ key, response }),
        // No answer (offline, too many questions): the offer stays undecided; the booking decides it.
        () => current && setAnswer({ key, response: null }),
      );
    }, ASK_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [key]);

  if (!offered) return null;
  const response = answer !== null && answer.key === key ? answer.response : null;
  if (response?.first_cleaning_offer === "applies") return { state: "applies", quote: response.quote };
  if (response?.first_cleaning_offer === "does_not_apply") return { state: "does_not_apply" };
  return UNDECIDED;
}

/** The details the offer is keyed by, as the booking request sends them (its address parts trimmed). */
function offerPersonOf(details: ContactDetails) {
  return {
    customer_email: details.customerEmail,
    customer_phone: details.customerPhone,
    address: { street: details.place.street.trim(), unit: details.place.unit.trim() || null, zip: details.place.zip.trim() },
  };
}

/** The estimate to show: the server's, with the offer, once it said the offer applies; else the page's own. */
export function shownEstimate(estimate: Quote, offer: ShownOffer | null): Quote {
  return offer?.state === "applies" ? offer.quote : estimate;
}
