import { useState } from "react";
import type { JobOffer, JobOffers } from "#core/staff-api";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { LoadState } from "../admin/admin-ui";
import { useAdminQuery } from "../admin/use-admin-query";
import { Button } from "../ui/button";
import { JobCard } from "./job-card";
import { OfferFacts } from "./offer-facts";
import { workPortalPageMessages } from "#core/i18n/messages/work-portal-page";
import { serviceTitleIn } from "#core/i18n/visit-words";
import { useLocale } from "#client/lib/locale";

/** Unassigned bookings of the vendor's services: the first to accept gets the job; decline hides it. */
export function OffersPanel({ onAccepted }: { onAccepted: () => void }) {
  const offers = useAdminQuery<JobOffers>("/api/work/offers");
  const words = workPortalPageMessages[useLocale()];
  if (!offers.data) {
    return offers.error || !offers.loading ? (
      <LoadState loading={false} error={offers.error} />
    ) : (
      <p role="status" className="text-sm text-slate-600">
        {words.loading}
      </p>
    );
  }
  if (!offers.data.offers.length) return <p className="text-slate-600">{words.noOffers}</p>;
  return (
    <ul className="space-y-4">
      {offers.data.offers.map((offer) => (
        <Offer key={offer.reference} offer={offer} onAccepted={onAccepted} onChanged={offers.reload} />
      ))}
    </ul>
  );
}

function Offer({ offer, onAccepted, onChanged }: { offer: JobOffer; onAccepted: () => void; onChanged: () => void }) {
  const toast = useToast();
  const locale = useLocale();
  const words = workPortalPageMessages[locale];
  const title = serviceTitleIn(offer.serviceId, offer.serviceTitle, locale);
  const [busy, setBusy] = useState(false);
  const path = `/api/work/offers/${encodeURIComponent(offer.reference)}` as const;

  async function answer(choice: "accept" | "decline") {
    setBusy(true);
    try {
      if (choice === "accept") {
        await apiFetch(`${path}/accept`, { method: "POST" });
        toast({ title: words.jobAccepted, description: words.nowInMyJobs(title) });
        onAccepted();
      } else {
        await apiFetch(`${path}/decline`, { method: "POST" });
        toast({ title: words.offerDeclined, description: words.notSeenAgain });
        onChanged();
      }
    } catch (error) {
      const taken = error instanceof ApiRequestError && error.status === 409;
      toast({
        title: taken ? words.alreadyTaken : words.error,
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      });
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <JobCard title={title} date={offer.appointmentDate} time={offer.appointmentTime} estimate={offer.estimate}>
      <OfferFacts offer={offer} />
      <p className="mt-2 text-sm text-slate-600">{words.addressLater}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" disabled={busy} onClick={() => answer("accept")} aria-label={`${words.accept}: ${title}, ${offer.reference}`}>
          {words.accept}
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={busy}
          onClick={() => answer("decline")}
          aria-label={`${words.decline}: ${title}, ${offer.reference}`}
        >
          {words.decline}
        </Button>
      </div>
    </JobCard>
  );
}
