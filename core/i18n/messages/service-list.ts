import { defineMessages } from "../define-messages";

/** The service list's search and filters: they answer in the browser, so they ship in its JavaScript. */
export const serviceListMessages = defineMessages({
  en: {
    searchServicesLabel: "Search services",
    searchServicesPlaceholder: "Search services...",
    filterByCategory: "Filter by category",
    showingServices: (shown: string, total: string) => `Showing ${shown} of ${total} services`,
    noServicesFound: "No services found",
    noServicesHint: "Try adjusting your search or filter criteria",
    clearFilters: "Clear Filters",
  },
  es: {
    searchServicesLabel: "Buscar servicios",
    searchServicesPlaceholder: "Buscar servicios...",
    filterByCategory: "Filtrar por categoría",
    showingServices: (shown: string, total: string) => `Mostrando ${shown} de ${total} servicios`,
    noServicesFound: "No se encontraron servicios",
    noServicesHint: "Pruebe con otra búsqueda u otra categoría",
    clearFilters: "Borrar filtros",
  },
});
