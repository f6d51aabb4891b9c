import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import type { MyBooking } from "../../core/my-bookings";
import { BookingItem } from "../components/my-bookings/booking-item";
import { apiFetch } from "../lib/api";

export function meta() {
  return [{ title: "Your Booking | South Florida Luxury Concierge" }, { name: "robots", content: "noindex" }];
}

/** The page behind the signed link in a confirmation email: one booking, no account needed. */
export default function ManageBookingPage() {
  const [params] = useSearchParams();
  const reference = params.get("reference") ?? "";
  const token = params.get("token") ?? "";
  const [booking, setBooking] = useState<MyBooking | null>(null);
  const [error, setError] = useState<string | null>(reference && token ? null : "This link is incomplete.");

  useEffect(() => {
    if (!reference || !token) return;
    apiFetch(`/api/my-bookings/${encodeURIComponent(reference)}?token=${encodeURIComponent(token)}`)
      .then((answer) => setBooking(answer.booking))
      .catch((failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)));
  }, [reference, token]);

  return (
    <section className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="font-serif text-3xl font-semibold">Your Booking</h1>
      <p className="mt-2 text-slate-600">Reschedule or cancel online up to 24 hours before the visit.</p>
      <div className="mt-8">
        {error ? (
          <div role="alert">
            <p className="font-semibold">{error}</p>
            <p className="mt-2 text-slate-600">
              Please open the link from your confirmation email again, or{" "}
              <Link to="/#contact" className="font-semibold text-teal underline">
                contact us
              </Link>
              .
            </p>
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
