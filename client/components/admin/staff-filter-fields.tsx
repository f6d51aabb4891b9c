import type { ReactNode } from "react";
import { services } from "#core/catalogue";
import { areaName } from "#core/service-areas";
import { SERVICE_LOCATIONS, type ServiceLocation } from "#core/services/areas";
import type { StaffFilter } from "#core/staff-filter";
import { Select } from "../ui/fields";

/**
 * The area and service a long team is narrowed to (dozens of members; locally six demo
 * members per service), with how many are shown, read out as it changes. `children` adds
 * a filter of the place using it (the board's "Free at").
 */
export function StaffFilterFields({
  filter,
  onChange,
  shown,
  total,
  children,
}: {
  filter: StaffFilter;
  onChange: (filter: StaffFilter) => void;
  shown: number;
  total: number;
  children?: ReactNode;
}) {
  return (
    <fieldset className="mt-2">
      <legend className="sr-only">Show members</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        <Select
          label="Area covered"
          value={filter.area}
          onChange={(event) => onChange({ ...filter, area: event.target.value as ServiceLocation | "" })}
        >
          <option value="">Every area</option>
          {SERVICE_LOCATIONS.map((area) => (
            <option key={area} value={area}>
              {areaName(area)}
            </option>
          ))}
        </Select>
        <Select label="Service done" value={filter.serviceId} onChange={(event) => onChange({ ...filter, serviceId: event.target.value })}>
          <option value="">Every service</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.title}
            </option>
          ))}
        </Select>
        {children}
      </div>
      <p aria-live="polite" className="mt-2 text-sm text-slate-700" data-testid="members-shown">
        {shown === total ? `All ${total} members shown.` : `${shown} of ${total} members shown.`}
      </p>
    </fieldset>
  );
}
