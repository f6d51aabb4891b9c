import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BUSINESS } from "#core/business";
import type { MyBooking } from "#core/my-bookings";
import { BookingItem } from "../components/my-bookings/booking-item";
import { ButtonLink } from "../components/ui/button";
import { ApiRequestError, apiFetch } from "../lib/api";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Your Booking");
}

interface LoadError {
  message: string;
  code?: string;
}

/** The page behind the signed link in a confirmation email: one booking, no account needed. */
export default function ManageBookingPage() {
  const [params] = useSearchParams();
  const reference = params.get("reference") ?? "";
  const token = params.get("token") ?? "";
  const [booking, setBooking] = useState<MyBooking | null>(null);
  const [error, setError] = useState<LoadError | null>(reference && token ? null : { message: "This link is incomplete." });

  useEffect(() => {
    if (!reference || !token) return;
    apiFetch(`/api/my-bookings/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`)
      .then((answer) => setBooking(answer.booking))
      .catch((failure: unknown) =>
        setError(
          failure instanceof ApiRequestError
            ? { message: failure.message, code: failure.code }
            : { message: failure instanceof Error ? failure.message : String(failure) },
        ),
      );
  }, [reference, token]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-3xl font-semibold">Your Booking</h1>
      <p className="mt-2 text-slate-600">Reschedule or cancel online up to 24 hours before the visit.</p>
      <ReturnNotice params={params} />
      <div className="mt-8">
        {error ? (
          <div role="alert">
            <p className="font-semibold">{error.message}</p>
            {error.code === "link_expired" ? (
              <ExpiredLinkNextSteps />
            ) : (
              <p className="mt-2 text-slate-600">
                Please open the link from your confirmation email again, or{" "}
                <Link to="/#contact" className="font-semibold text-teal underline">
                  contact us
                </Link>
                .
              </p>
            )}
          </div>
        ) : booking ? (
          <BookingItem booking={booking} token={token} onChanged={setBooking} />
        ) : (
          <p role="status">Loading your booking...</p>
        )}
      </div>
    </section>
  );
}

/**
 * An expired link stays expired, so opening it again is no way forward: the server's message
 * says why, and this offers what still works (the account's bookings, us, a new booking).
 */
function ExpiredLinkNextSteps() {
  return (
    <>
      <p className="mt-2 text-slate-600">
        For a question about this visit, call us at{" "}
        <a href={`tel:${BUSINESS.phone.tel}`} className="font-semibold text-teal underline">
          {BUSINESS.phone.display}
        </a>{" "}
        or write to{" "}
        <a href={`mailto:${BUSINESS.email}`} className="font-semibold text-teal underline">
          {BUSINESS.email}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/dashboard?tab=Bookings" variant="secondary" size="lg">
          My Bookings
        </ButtonLink>
        <ButtonLink to="/booking" size="lg">
          Book Again
        </ButtonLink>
      </div>
    </>
  );
}

/** What the secure checkout did, said once the customer is back from it (its return address names it). */
function ReturnNotice({ params }: { params: URLSearchParams }) {
  const notice =
    params.get("card") === "saved"
      ? "Your card is saved for this visit. Nothing was charged: the exact amount is charged after the visit."
      : params.get("paid") === "1"
        ? "Thank you: your payment went through. The receipt is on its way by email."
        : params.get("tip") === "paid"
          ? "Thank you for the tip: all of it goes to the crew."
          : null;
  if (!notice) return null;
  return (
    <p role="status" className="mt-4 rounded-lg bg-teal/10 p-3 text-sm font-semibold">
      {notice}
    </p>
  );
}
