import { useId, useState, type FormEvent, type ReactNode } from "react";
import { BOOKING_STATUS_FILTERS, type AdminBookingList } from "../../../core/admin-api";
import { services } from "../../../core/catalogue";
import { shortDate } from "../../../core/time-slots";
import { BookingDetail } from "./booking-detail";
import { buttonPrimary, buttonSecondary, inputClass, StatusBadge, td } from "./admin-ui";
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

function queryString(filters: Filters, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value.trim()) params.set(key, value.trim());
  params.set("page", String(page));
  return params.toString();
}

/** Bookings: filter, page through, open one to act on it. */
export function BookingsPanel() {
  const id = useId();
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const list = useAdminQuery<AdminBookingList>(`/api/admin/bookings?${queryString(filters, page)}`);

  function apply(event: FormEvent) {
    event.preventDefault();
    setFilters(draft);
    setPage(1);
  }

  function clear() {
    setDraft(NO_FILTERS);
    setFilters(NO_FILTERS);
    setPage(1);
  }

  if (open) {
    return (
      <BookingDetail
        reference={open}
        onBack={() => {
          setOpen(null);
          list.reload();
        }}
      />
    );
  }

  const set = (key: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }));
  const field = (key: keyof Filters) => `${id}-${key}`;
  return (
    <div>
      <form onSubmit={apply} aria-label="Filter bookings" className="grid gap-3 rounded-xl bg-slate-50 p-4 sm:grid-cols-2 lg:grid-cols-5">
        <Labelled htmlFor={field("status")} label="Status">
          <select id={field("status")} value={draft.status} onChange={set("status")} className={inputClass}>
            <option value="">All statuses</option>
            {BOOKING_STATUS_FILTERS.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled htmlFor={field("from")} label="From date">
          <input id={field("from")} type="date" value={draft.from} onChange={set("from")} className={inputClass} />
        </Labelled>
        <Labelled htmlFor={field("to")} label="To date">
          <input id={field("to")} type="date" value={draft.to} onChange={set("to")} className={inputClass} />
        </Labelled>
        <Labelled htmlFor={field("service")} label="Service">
          <select id={field("service")} value={draft.service} onChange={set("service")} className={inputClass}>
            <option value="">All services</option>
            {services.map((service) => (
              <option key={service.id} value={service.id}>
                {service.title}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled htmlFor={field("q")} label="Search">
          <input
            id={field("q")}
            type="search"
            value={draft.q}
            onChange={set("q")}
            placeholder="Reference, name or email"
            className={inputClass}
          />
        </Labelled>
        <div className="flex gap-2 sm:col-span-2 lg:col-span-5">
          <button type="submit" className={buttonPrimary}>
            Apply filters
          </button>
          <button type="button" onClick={clear} className={buttonSecondary}>
            Clear filters
          </button>
        </div>
      </form>

      <div className="mt-6">
        <PagedTable
          query={list}
          rows={(loaded) => loaded.bookings}
          label="Bookings"
          columns={["Reference", "Visit", "Service", "Customer", "Status", "Crew"]}
          empty="No bookings match these filters."
          noun="booking"
          onPage={setPage}
          row={(booking) => (
            <tr key={booking.reference} data-testid="booking-row">
              <td className={td}>
                <button type="button" onClick={() => setOpen(booking.reference)} className="font-mono font-semibold text-teal underline">
                  {booking.reference}
                </button>
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

/** One filter: its label above its control. */
function Labelled({ htmlFor, label, children }: { htmlFor: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={htmlFor} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
