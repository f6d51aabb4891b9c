/**
 * What pages need to list, filter and link services, without the catalogue's text: the
 * browser code of the public pages imports this, and gets the services themselves from
 * the prerendered page (route loaders), so the whole catalogue never ships to them.
 */
import type { ServiceLocation } from "./services/areas";
import type { ServiceCategory } from "./services/categories";
import type { ServiceId } from "./services/ids";

export const ALL_SERVICES_FILTER = "All Services";

export interface Artwork {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * A service as the pages show it: the catalogue's words and pictures (core/catalogue.ts) with
 * what its definition says (core/services/definitions.ts), written out once.
 */
export interface Service {
  id: ServiceId;
  title: string;
  category: ServiceCategory;
  description: string;
  longDescription: string;
  /** The starting price, e.g. "Starting at $30", written from the pricing model; a booking keeps it as its price text. */
  price: string;
  /** The price shown beside the service: the starting price, per month for the plan's service. */
  priceLabel: string;
  /** How the model adds up, on the service page; absent for a single price. */
  pricingDetails?: string[];
  duration: string;
  locations: readonly ServiceLocation[];
  features: string[];
  image: Artwork;
  actionImages: Artwork[];
}

/**
 * A service's words in one language, and what each of its pictures shows (the alts describe
 * what scripts/artwork/generate.mjs draws for each file, so keep the two in step).
 */
export type ServiceContent = Pick<Service, "title" | "description" | "longDescription" | "features"> & {
  art: readonly [main: string, actions: readonly [string, string, string]];
};

/** What a service card shows. */
export type ServiceSummary = Pick<Service, "id" | "title" | "category" | "description" | "priceLabel" | "duration" | "locations" | "image">;

export function serviceSummary({ id, title, category, description, priceLabel, duration, locations, image }: Service): ServiceSummary {
  return { id, title, category, description, priceLabel, duration, locations, image };
}

export function servicePath(id: string): string {
  return `/services/${id}`;
}

type Searchable = Pick<Service, "category" | "title" | "description">;

/** Both must match: the category (or "All Services") and the text, case-insensitively in title or description. */
export function filterServices<T extends Searchable>(list: readonly T[], category: string, query: string): T[] {
  const needle = query.trim().toLowerCase();
  return list.filter(
    (service) =>
      (category === ALL_SERVICES_FILTER || service.category === category) &&
      (needle === "" || service.title.toLowerCase().includes(needle) || service.description.toLowerCase().includes(needle)),
  );
}
