import type { ServiceCategory } from "#core/services/categories";
import { defineMessages } from "../define-messages";

/** Each category's name, keyed by the category itself (the filter's value in the URL stays English). */
export const categoryNames = defineMessages({
  en: {
    "Home Services": "Home Services",
    "Beauty & Wellness": "Beauty & Wellness",
    "Luxury Rentals": "Luxury Rentals",
    Automotive: "Automotive",
    "Water Sports": "Water Sports",
    "Pet Care": "Pet Care",
    Culinary: "Culinary",
    "Tech Services": "Tech Services",
    Laundry: "Laundry",
    "All Services": "All Services",
  } satisfies Record<ServiceCategory | "All Services", string>,
  es: {
    "Home Services": "Servicios para el hogar",
    "Beauty & Wellness": "Belleza y bienestar",
    "Luxury Rentals": "Alquileres de lujo",
    Automotive: "Automóviles",
    "Water Sports": "Deportes acuáticos",
    "Pet Care": "Cuidado de mascotas",
    Culinary: "Gastronomía",
    "Tech Services": "Servicios de tecnología",
    Laundry: "Lavandería",
    "All Services": "Todos los servicios",
  },
});
