import { useEffect, useRef } from "react";
import type { Service } from "../../../core/catalogue";
import { TIME_ZONE_LABEL } from "../../../core/opening-hours";
import { longDate } from "../../../core/time-slots";
import { formatCents, type Quote } from "../../../core/pricing";
import { Estimate } from "./estimate";
import type { AddressParts } from "../../../core/service-address";
import { AddressFields } from "./address-fields";
import { type ContactDetails, DetailsForm, detailsComplete } from "./details-form";
import { Facts } from "../ui/facts";
import { Button } from "../ui/button";

/** Step 3 of a booking: what was chosen, the contact form, Back and Confirm. */
export function DetailsStep(props: {
  service: Service;
  /** The estimate of the quantities chosen on the date-and-time step. */
  estimate: Quote;
  date: string;
  time: string;
  details: ContactDetails;
  errors: Record<string, string>;
  submitting: boolean;
  onChange: (details: ContactDetails) => void;
  onBack: () => void;
  onConfirm: () => void;
  savedAddresses?: readonly AddressParts[];
}) {
  const { service, estimate, date, time, details, errors, submitting, onChange, onBack, onConfirm, savedAddresses } = props;
  const form = useRef<HTMLFormElement>(null);

  // Mistakes are shown at their fields; the first one takes the focus, to be read and fixed.
  useEffect(() => {
    if (Object.keys(errors).length > 0) form.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  return (
    <form
      ref={form}
      id="booking-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm();
      }}
      className="space-y-6"
    >
      <Facts
        boxed
        className="bg-sand/50 sm:grid-cols-4"
        facts={[
          ["Service", service.title],
          ["Date", longDate(date)],
          ["Time", `${time} (${TIME_ZONE_LABEL})`],
          ["Price", `${formatCents(estimate.total_cents)} estimate`],
        ]}
      />
      <Estimate quote={estimate} note="You pay after the visit, for what it took: we send the receipt by email." />
      <DetailsForm
        values={details}
        errors={errors}
        onChange={onChange}
        addressFields={
          <AddressFields
            value={details.place}
            errors={errors}
            service={service}
            saved={savedAddresses}
            onChange={(place) => onChange({ ...details, place })}
          />
        }
      />
      <div className="flex flex-wrap justify-between gap-3">
        <Button onClick={onBack} variant="secondary" size="lg">
          Back to Date & Time
        </Button>
        <Button type="submit" disabled={submitting || !detailsComplete(details, { addressInParts: true })} variant="primary" size="lg">
          {submitting ? "Processing..." : "Confirm Booking"}
        </Button>
      </div>
    </form>
  );
}
