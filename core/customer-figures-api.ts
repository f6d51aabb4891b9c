/**
 * Who the period's customers were (GET /api/admin/metrics/customers): new or returning, and
 * whether those whose first visit fell in the period booked again within 60 days of it. A
 * customer is the booking's person key (the email without +tag or Gmail's dots), else the email.
 */
export const REBOOKING_WINDOW_DAYS = 60;

export interface RebookingFigures {
  /** Customers whose first visit fell in the period. */
  first_visits: number;
  /** Of those, the ones with another visit booked within 60 days after the first. */
  rebooked: number;
  /** rebooked / first_visits, 0-1; null when no first visit fell in the period. */
  rate: number | null;
}

/** A service the period's new customers came for on their first visit. */
export interface TopService {
  service_id: string;
  /** The catalogue's name; a service it no longer lists keeps its id. */
  title: string;
  /** New customers whose first visit was this service. */
  new_customers: number;
  /** Of those, the ones with another visit within 60 days of the first. */
  rebooked: number;
}

export interface CustomerFigures {
  from: string;
  to: string;
  /** Customers with a visit in the period whose first visit was in it. */
  new_customers: number;
  /** Customers with a visit in the period who had one before it. */
  returning_customers: number;
  rebooking: RebookingFigures;
  /** The same, for those whose first visit carried the first-time 20% off. */
  rebooking_with_first_time_offer: RebookingFigures;
  /** The services new customers came for first, the most customers first. */
  top_services: TopService[];
  /** False while 60 days have not passed since the period's last day: the rates can still rise. */
  window_complete: boolean;
}
