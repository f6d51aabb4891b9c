import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import type { MyBooking, MyBookingsResponse } from "#core/my-bookings";
import { apiFetch } from "#client/lib/api";
import { BookingItem } from "../my-bookings/booking-item";
import { Button } from "../ui/button";

/** The dashboard's Bookings tab: single-service bookings made while signed in, upcoming and past. */
export function BookingsTab() {
  const [list, setList] = useState<MyBookingsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await apiFetch("/api/my-bookings"));
      setError(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  if (error) {
    return (
      <div role="alert">
        <p className="font-semibold">Your bookings could not be loaded.</p>
        <p className="mt-1 text-slate-600">{error}</p>
        <Button variant="secondary" size="sm" onClick={() => void load()} className="mt-3">
          Try again
        </Button>
      </div>
    );
  }
  if (!list) return <p role="status">Loading your bookings...</p>;

  // A change can move a booking between the lists (a cancellation ends it): read them again.
  const changed = (_booking: MyBooking) => void load();
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-bookings-heading">
        <h2 id="upcoming-bookings-heading" className="text-xl font-semibold">
          Upcoming bookings
        </h2>
        {list.upcoming.length === 0 ? (
          <p className="mt-2 text-slate-600">
            You have no upcoming bookings.{" "}
            <Link to="/booking" className="font-semibold text-teal underline">
              Book a service
            </Link>
          </p>
        ) : (
          <ul className="mt-4 space-y-4">
            {list.upcoming.map((booking) => (
              <li key={booking.reference}>
                <BookingItem booking={booking} onChanged={changed} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {list.past.length > 0 && (
        <section aria-labelledby="past-bookings-heading">
          <h2 id="past-bookings-heading" className="text-xl font-semibold">
            Past and cancelled bookings
          </h2>
          <ul className="mt-4 space-y-4">
            {list.past.map((booking) => (
              <li key={booking.reference}>
                <BookingItem booking={booking} onChanged={changed} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
