import { useLocation, useParams } from "react-router";
import type { RecordBackState } from "../components/admin/admin-ui";
import { BookingDetail } from "../components/admin/booking-detail";
import { RequireAdmin } from "../components/ui/require-admin";
import { privatePageMeta } from "../lib/seo";

export function meta() {
  return privatePageMeta("Booking | Admin Console");
}

const DEFAULT_BACK = { to: "/admin?tab=bookings", label: "Back to bookings" };

/**
 * One booking at its own address, so the business's email, the list and the day view can all
 * link to it and a reload keeps it open. The server checks the admin role on every call.
 */
export default function AdminBookingPage() {
  const { reference = "" } = useParams();
  const state = useLocation().state as RecordBackState | null;
  return (
    <section className="mx-auto max-w-6xl px-4 py-10">
      <h1 className="font-serif text-3xl font-semibold">Admin Console</h1>
      <RequireAdmin signInPrompt="Sign in with a team account to open this booking.">
        <div className="mt-6">
          <BookingDetail key={reference} reference={reference} back={state?.back ?? DEFAULT_BACK} />
        </div>
      </RequireAdmin>
    </section>
  );
}
