import { useState, type FormEvent } from "react";
import { Link, useSearchParams } from "react-router";
import { BOOKING_STATUS_FILTERS, type AdminBookingList } from "#core/admin-api";
import { services } from "#core/catalogue";
import { longDate, shortDate } from "#core/time-slots";
import { Button } from "../ui/button";
import { Select, TextField } from "../ui/fields";
import { type RecordBackState, StatusBadge, td } from "./admin-ui";
import { PagedTable } from "./paged-table";
import { useAdminQuery } from "./use-admin-query";

interface Filters {
  status: string;
  from: string;
  to: string;
  service: string;
  q: string;
}

const NO_FILTERS: Filters = { status: "", from: "", to: "", service: "", q: "" };

const FILTER_KEYS = Object.keys(NO_FILTERS) as (keyof Filters)[];

function queryString(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set("page", String(page));
  return params.toString();
}

function filtersIn(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ""])) as unknown as Filters;
}

/** What the list shows when the filters set no start: said above it, so nobody looks for last week in vain. */
function orderNotice(list: AdminBookingList | undefined): string | null {
  if (!list) return null;
  if (list.order === "latest-first") return "Latest visit first. Set a From date to list from that day on.";
  return `From ${longDate(list.startsFrom ?? "")} on, soonest first. Set a From date to see earlier bookings.`;
}

/**
 * Bookings: filter, page through, open one at its own address. The filters and the page live
 * in the address, so coming back from a booking (or a reload) shows the same list.
 */
export function BookingsPanel() {
  const [params, setParams] = useSearchParams();
  const filters = filtersIn(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const [draft, setDraft] = useState<Filters>(filters);
  const list = useAdminQuery<AdminBookingList>(`/api/admin/bookings?${queryString(filters, page)}`);

  function show(next: Filters, nextPage: number) {
    setParams(`tab=bookings&${queryString(next, nextPage)}`, { replace: true });
  }

  function apply(event: FormEvent) {
    event.preventDefault();
    show(draft, 1);
  }

  function clear() {
    setDraft(NO_FILTERS);
    show(NO_FILTERS, 1);
  }

  const back: RecordBackState = { back: { to: `/admin?${params.toString() || "tab=bookings"}`, label: "Back to bookings" } };
  const notice = orderNotice(list.data);

  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  return (
    <div>
      <form onSubmit={apply} aria-label="Filter bookings" className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <Select label="Status" value={draft.status} onChange={set("status")}>
          <option value="">All statuses</option>
          {BOOKING_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </Select>
        <TextField label="From date" type="date" value={draft.from} onChange={set("from")} />
        <TextField label="To date" type="date" value={draft.to} onChange={set("to")} />
        <Select label="Service" value={draft.service} onChange={set("service")}>
          <option value="">All services</option>
          {services.map((service) => (
            <option key={service.id} value={service.id}>
              {service.title}
            </option>
          ))}
        </Select>
        <TextField label="Search" type="search" value={draft.q} onChange={set("q")} placeholder="Reference, name or email" />
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <Button type="submit" size="sm">
            Apply filters
          </Button>
          <Button variant="secondary" size="sm" onClick={clear}>
            Clear filters
          </Button>
        </div>
      </form>

      <div className="mt-6">
        {notice && (
          <p className="mb-3 text-sm text-slate-700" data-testid="booking-order">
            {notice}
          </p>
        )}
        <PagedTable
          query={list}
          rows={(loaded) => loaded.bookings}
          label="Bookings"
          columns={["Reference", "Visit", "Service", "Customer", "Status", "Crew"]}
          empty="No bookings match these filters."
          noun="booking"
          onPage={(next) => show(filters, next)}
          row={(booking) => (
            <tr key={booking.reference} data-testid="booking-row">
              <td className={td}>
                <Link
                  to={`/admin/bookings/${encodeURIComponent(booking.reference)}`}
                  state={back}
                  className="font-mono font-semibold text-teal underline"
                >
                  {booking.reference}
                </Link>
              </td>
              <td className={td}>
                {shortDate(booking.appointmentDate)}
                <br />
                {booking.appointmentTime}
              </td>
              <td className={td}>{booking.serviceTitle}</td>
              <td className={td}>
                {booking.customerName}
                <br />
                <span className="text-slate-600">{booking.customerEmail}</span>
              </td>
              <td className={td}>
                <StatusBadge status={booking.status} />
              </td>
              <td className={td}>{booking.crewName ?? <span className="text-slate-600">None</span>}</td>
            </tr>
          )}
        />
      </div>
    </div>
  );
}
