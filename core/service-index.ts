/**
 * What pages need to list, filter and link services, without the catalogue's text: the
 * browser code of the public pages imports this, and gets the services themselves from
 * the prerendered page (route loaders), so the whole catalogue never ships to them.
 */
export const SERVICE_CATEGORIES = [
  "Home Services",
  "Beauty & Wellness",
  "Luxury Rentals",
  "Automotive",
  "Water Sports",
  "Pet Care",
  "Culinary",
  "Tech Services",
  "Laundry",
] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];
export const ALL_SERVICES_FILTER = "All Services";

export const SERVICE_LOCATIONS = ["Fort Lauderdale, FL", "Miami, FL", "West Palm Beach, FL"] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];

/** Every service id, in catalogue order (core/catalogue.ts holds one service for each). */
export const SERVICE_IDS = [
  "laundry-service",
  "car-detailing",
  "deep-cleaning",
  "car-tinting",
  "chef-service",
  "exotic-car-rental",
  "furniture-assembly",
  "furniture-cleaning",
  "hair-stylist",
  "jet-ski-rental",
  "lashes-eyebrows",
  "locksmith",
  "makeup-service",
  "massage-service",
  "pet-grooming",
  "move-cleaning",
  "moving-service",
  "nails-service",
  "party-pontoon",
  "pc-phone-repair",
  "pet-sitting",
  "post-construction",
  "regular-cleaning",
  "slingshot-rental",
  "tv-mounting",
  "yacht-rental",
  "heating-service",
  "barber-service",
] as const;
export type ServiceId = (typeof SERVICE_IDS)[number];

/**
 * The hotel-style cleaning ("Cleaning Special"): its crews also do the subscription's
 * cleanings (the first one, booked at checkout, and every schedule visit), so all of them
 * share this service's places per slot (worker/services/capacity/slot-capacity.ts).
 */
export const HOTEL_CLEANING_SERVICE_ID = "deep-cleaning" satisfies ServiceId;

/**
 * The Cleaning Special is sold as the bi-weekly plan (docs/decisions/0004): its catalogue price is
 * the smallest plan's monthly price, so it is always shown "per month".
 */
export function priceLabel(service: { id: string; price: string }): string {
  return service.id === HOTEL_CLEANING_SERVICE_ID ? `${service.price}/month` : service.price;
}

/** The services the first-time offer ("20% off their initial cleaning", core/business.ts) is about: the home cleanings. */
export const FIRST_CLEANING_OFFER_SERVICE_IDS: readonly ServiceId[] = [
  "deep-cleaning",
  "regular-cleaning",
  "move-cleaning",
  "post-construction",
];

export function hasFirstCleaningOffer(serviceId: string): boolean {
  return (FIRST_CLEANING_OFFER_SERVICE_IDS as readonly string[]).includes(serviceId);
}

export function isServiceId(id: string): id is ServiceId {
  return (SERVICE_IDS as readonly string[]).includes(id);
}

export interface Artwork {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface Service {
  id: ServiceId;
  title: string;
  category: ServiceCategory;
  description: string;
  longDescription: string;
  /** Display text, e.g. "Starting at $30"; the booking API takes it from here, never from the browser. */
  price: string;
  pricingDetails?: string[];
  duration: string;
  locations: readonly ServiceLocation[];
  features: string[];
  image: Artwork;
  actionImages: Artwork[];
}

/** What a service card shows. */
export type ServiceSummary = Pick<Service, "id" | "title" | "category" | "description" | "price" | "duration" | "locations" | "image">;

export function serviceSummary({ id, title, category, description, price, duration, locations, image }: Service): ServiceSummary {
  return { id, title, category, description, price, duration, locations, image };
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
