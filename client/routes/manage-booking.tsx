import { useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { BUSINESS } from "#core/business";
import { localeOfPath, localizedPath } from "#core/i18n/locale";
import { manageBookingMessages } from "#core/i18n/messages/manage-booking";
import type { MyBooking } from "#core/my-bookings";
import { BookingItem } from "../components/my-bookings/booking-item";
import { ButtonLink } from "../components/ui/button";
import { ApiRequestError, apiFetch } from "../lib/api";
import { useLocale } from "../lib/locale";
import { privatePageMeta } from "../lib/seo";

export function meta({ location }: { location: { pathname: string } }) {
  return privatePageMeta(manageBookingMessages[localeOfPath(location.pathname)].pageTitle);
}

interface LoadError {
  message: string;
  code?: string;
}

/** The page behind the signed link in a confirmation email: one booking, no account needed. */
export default function ManageBookingPage() {
  const [params] = useSearchParams();
  const locale = useLocale();
  const t = manageBookingMessages[locale];
  const reference = params.get("reference") ?? "";
  const token = params.get("token") ?? "";
  const [booking, setBooking] = useState<MyBooking | null>(null);
  const [error, setError] = useState<LoadError | null>(reference && token ? null : { message: t.incompleteLink });

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
      <h1 className="font-serif text-3xl font-semibold">{t.pageTitle}</h1>
      <p className="mt-2 text-slate-600">{t.pageLead}</p>
      <ReturnNotice params={params} />
      <div className="mt-8">
        {error ? (
          <div role="alert">
            <p className="font-semibold">{error.message}</p>
            {error.code === "link_expired" ? (
              <ExpiredLinkNextSteps />
            ) : (
              <p className="mt-2 text-slate-600">
                {t.openAgainBefore}{" "}
                <Link to={localizedPath("/#contact", locale)} className="font-semibold text-teal underline">
                  {t.contactUs}
                </Link>
                .
              </p>
            )}
          </div>
        ) : booking ? (
          <BookingItem booking={booking} token={token} onChanged={setBooking} />
        ) : (
          <p role="status">{t.loading}</p>
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
  const locale = useLocale();
  const t = manageBookingMessages[locale];
  return (
    <>
      <p className="mt-2 text-slate-600">
        {t.callUsBefore}{" "}
        <a href={`tel:${BUSINESS.phone.tel}`} className="font-semibold text-teal underline">
          {BUSINESS.phone.display}
        </a>{" "}
        {t.writeTo}{" "}
        <a href={`mailto:${BUSINESS.email}`} className="font-semibold text-teal underline">
          {BUSINESS.email}
        </a>
        .
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to="/dashboard?tab=Bookings" variant="secondary" size="lg">
          {t.myBookings}
        </ButtonLink>
        <ButtonLink to={localizedPath("/booking", locale)} size="lg">
          {t.bookAgain}
        </ButtonLink>
      </div>
    </>
  );
}

/** What the secure checkout did, said once the customer is back from it (its return address names it). */
function ReturnNotice({ params }: { params: URLSearchParams }) {
  const t = manageBookingMessages[useLocale()];
  const notice =
    params.get("card") === "saved"
      ? t.cardSavedNotice
      : params.get("paid") === "1"
        ? t.paidNotice
        : params.get("tip") === "paid"
          ? t.tipNotice
          : null;
  if (!notice) return null;
  return (
    <p role="status" className="mt-4 rounded-lg bg-teal/10 p-3 text-sm font-semibold">
      {notice}
    </p>
  );
}
