import { useState, type FormEvent } from "react";
import { BOOKING_STATUS_FILTERS, type AdminBookingList } from "../../../core/admin-api";
import { services } from "../../../core/catalogue";
import { shortDate } from "../../../core/time-slots";
import { BookingDetail } from "./booking-detail";
import { Button } from "../ui/button";
import { Select, TextField } from "../ui/fields";
import { StatusBadge, td } from "./admin-ui";
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
                <Button variant="link" onClick={() => setOpen(booking.reference)} className="font-mono">
                  {booking.reference}
                </Button>
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
