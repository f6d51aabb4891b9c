import { defineMessages } from "../define-messages";

/** The header's link for people who work for the business: kept apart from the site's words, which every page ships. */
export const staffNavMessages = defineMessages({
  en: { navWorkPortal: "Work Portal" },
  es: { navWorkPortal: "Portal de trabajo" },
});
