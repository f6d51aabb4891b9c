import { type CustomerFigures, REBOOKING_WINDOW_DAYS, type RebookingFigures } from "#core/customer-figures-api";
import { LoadState } from "../admin-ui";
import { useAdminQuery } from "../use-admin-query";
import { formatRate } from "./change";
import { FigureCard } from "./figure-card";
import { TopServicesTable } from "./top-services-table";

const rebookedNote = (figures: RebookingFigures) => `${figures.rebooked} of ${figures.first_visits} first visits in the period.`;

/** Who the period's customers were, and whether first visits (with the first-time 20% or not) brought them back. */
export function CustomersFigures({ query }: { query: string }) {
  const loaded = useAdminQuery<CustomerFigures>(`/api/admin/metrics/customers?${query}`);
  const data = loaded.data;
  return (
    <section aria-labelledby="overview-customers">
      <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id="overview-customers" className="text-lg font-semibold">
          Customers
        </h3>
        <a href={`/api/admin/metrics/customers.csv?${query}`} download className="text-sm font-semibold text-teal underline">
          Download customers CSV
        </a>
      </div>
      <LoadState loading={!data && loaded.loading} error={loaded.error} />
      {data && (
        <>
          <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">
            <FigureCard label="New customers" value={String(data.new_customers)} note="Their first visit was in the period." />
            <FigureCard
              label="Returning customers"
              value={String(data.returning_customers)}
              note="A visit in the period, and one before it."
            />
            <FigureCard
              label={`Booked again within ${REBOOKING_WINDOW_DAYS} days`}
              value={formatRate(data.rebooking.rate)}
              note={rebookedNote(data.rebooking)}
            />
            <FigureCard
              label="After the first-time 20% off"
              value={formatRate(data.rebooking_with_first_time_offer.rate)}
              note={rebookedNote(data.rebooking_with_first_time_offer)}
            />
          </dl>
          {!data.window_complete && (
            <p className="mt-2 text-sm text-slate-700">
              The {REBOOKING_WINDOW_DAYS} days after this period are not over yet: these rates can still rise.
            </p>
          )}
          <TopServicesTable services={data.top_services} />
        </>
      )}
    </section>
  );
}
