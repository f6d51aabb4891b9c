import { defineMessages } from "../define-messages";

/** The work portal's "Show more" under the upcoming jobs, shown a page at a time. */
export const upcomingJobsMoreMessages = defineMessages({
  en: {
    showMore: "Show more upcoming jobs",
    loadingMore: "Loading more jobs...",
    shown: (count: number) => `${count} more ${count === 1 ? "job" : "jobs"} shown.`,
    couldNotLoad: "We could not load more jobs",
  },
  es: {
    showMore: "Mostrar más trabajos próximos",
    loadingMore: "Cargando más trabajos...",
    shown: (count: number) => `Se muestran ${count} ${count === 1 ? "trabajo más" : "trabajos más"}.`,
    couldNotLoad: "No pudimos cargar más trabajos",
  },
});
