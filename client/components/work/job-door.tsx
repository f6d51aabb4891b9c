import type { WorkJob } from "#core/staff-api";
import { pluralize } from "#core/i18n/format";
import { workPortalMessages } from "#core/i18n/messages/work-portal";
import { useLocale } from "#client/lib/locale";

const TERM = "text-sm font-semibold text-slate-600";

/** The size, the building's notes from the owner and a maps link: what a provider needs at the door. */
export function JobDoor({ job }: { job: WorkJob }) {
  const locale = useLocale();
  const t = workPortalMessages[locale];
  const building = job.building;
  const notes: [string, string | null][] = building
    ? [
        [t.serviceElevator, building.serviceElevatorHours],
        [t.checkIn, building.entryInstructions],
        [t.buildingParking, building.parkingInstructions],
        [t.buildingNotes, building.notes],
      ]
    : [];
  return (
    <>
      {job.size && (
        <div>
          <dt className={TERM}>{t.size}</dt>
          <dd>
            {pluralize(job.size.bedrooms, t.bedrooms, locale)}, {pluralize(job.size.bathrooms, t.bathrooms, locale)}
          </dd>
        </div>
      )}
      <div>
        <dt className="sr-only">{t.openInMaps}</dt>
        <dd>
          <a className="font-semibold text-teal underline" href={job.mapsUrl} target="_blank" rel="noopener noreferrer">
            {t.openInMaps}
          </a>
        </dd>
      </div>
      {building?.conciergePhone && (
        <div>
          <dt className={TERM}>{t.deskPhone}</dt>
          <dd>
            <a className="font-semibold text-teal underline" href={`tel:${building.conciergePhone.replace(/[^\d+]/g, "")}`}>
              {building.conciergePhone}
            </a>
          </dd>
        </div>
      )}
      {notes.map(([term, text]) =>
        text ? (
          <div key={term}>
            <dt className={TERM}>{term}</dt>
            <dd className="whitespace-pre-wrap">{text}</dd>
          </div>
        ) : null,
      )}
    </>
  );
}
