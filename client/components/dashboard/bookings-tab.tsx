import { useCallback, useEffect, useState } from "react";
import { Link } from "react-router";
import { dashboardMessages } from "#core/i18n/messages/dashboard";
import type { MyBooking, MyBookingsResponse } from "#core/my-bookings";
import { apiFetch } from "#client/lib/api";
import { useLocale, useLocalizedPath } from "#client/lib/locale";
import { BookingItem } from "../my-bookings/booking-item";
import { Button } from "../ui/button";

/** The dashboard's Bookings tab: single-service bookings made while signed in, upcoming and past. */
export function BookingsTab() {
  const [list, setList] = useState<MyBookingsResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const t = dashboardMessages[useLocale()];
  const localized = useLocalizedPath();

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
        <p className="font-semibold">{t.bookingsLoadFailed}</p>
        <p className="mt-1 text-slate-600">{error}</p>
        <Button variant="secondary" size="sm" onClick={() => void load()} className="mt-3">
          {t.tryAgain}
        </Button>
      </div>
    );
  }
  if (!list) return <p role="status">{t.loadingBookings}</p>;

  // A change can move a booking between the lists (a cancellation ends it): read them again.
  const changed = (_booking: MyBooking) => void load();
  return (
    <div className="space-y-10">
      <section aria-labelledby="upcoming-bookings-heading">
        <h2 id="upcoming-bookings-heading" className="text-xl font-semibold">
          {t.upcomingBookings}
        </h2>
        {list.upcoming.length === 0 ? (
          <p className="mt-2 text-slate-600">
            {t.noUpcomingBookings}{" "}
            <Link to={localized("/booking")} className="font-semibold text-teal underline">
              {t.bookAService}
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
            {t.pastBookings}
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
