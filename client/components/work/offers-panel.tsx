import { useState } from "react";
import type { JobOffer, JobOffers } from "#core/staff-api";
import { ApiRequestError, apiFetch } from "#client/lib/api";
import { useToast } from "#client/lib/toast";
import { LoadState } from "../admin/admin-ui";
import { useAdminQuery } from "../admin/use-admin-query";
import { Button } from "../ui/button";
import { JobCard } from "./job-card";
import { OfferFacts } from "./offer-facts";

/** Unassigned bookings of the vendor's services: the first to accept gets the job; decline hides it. */
export function OffersPanel({ onAccepted }: { onAccepted: () => void }) {
  const offers = useAdminQuery<JobOffers>("/api/work/offers");
  if (!offers.data) return <LoadState loading={offers.loading} error={offers.error} />;
  if (!offers.data.offers.length) return <p className="text-slate-600">No job offers right now. New ones are also emailed to you.</p>;
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
  const [busy, setBusy] = useState(false);
  const path = `/api/work/offers/${encodeURIComponent(offer.reference)}` as const;

  async function answer(choice: "accept" | "decline") {
    setBusy(true);
    try {
      if (choice === "accept") {
        await apiFetch(`${path}/accept`, { method: "POST" });
        toast({ title: "Job accepted", description: `${offer.serviceTitle} is now in My jobs.` });
        onAccepted();
      } else {
        await apiFetch(`${path}/decline`, { method: "POST" });
        toast({ title: "Offer declined", description: "You will not see this offer again." });
        onChanged();
      }
    } catch (error) {
      const taken = error instanceof ApiRequestError && error.status === 409;
      toast({
        title: taken ? "Already taken" : "Error",
        description: error instanceof Error ? error.message : String(error),
        variant: "destructive",
      });
      onChanged();
    } finally {
      setBusy(false);
    }
  }

  return (
    <JobCard title={offer.serviceTitle} date={offer.appointmentDate} time={offer.appointmentTime} estimate={offer.estimate}>
      <OfferFacts offer={offer} />
      <p className="mt-2 text-sm text-slate-600">The address and the customer's details show once the job is yours.</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button size="lg" disabled={busy} onClick={() => answer("accept")} aria-label={`Accept: ${offer.serviceTitle}, ${offer.reference}`}>
          Accept
        </Button>
        <Button
          size="lg"
          variant="outline"
          disabled={busy}
          onClick={() => answer("decline")}
          aria-label={`Decline: ${offer.serviceTitle}, ${offer.reference}`}
        >
          Decline
        </Button>
      </div>
    </JobCard>
  );
}
