import { defineMessages } from "../define-messages";

/**
 * The small offer of the other language, written in that language: a Spanish reader on an
 * English page reads "¿Prefiere español?" (so the English side is what an English reader
 * would read on a Spanish page).
 */
export const languageOfferMessages = defineMessages({
  en: {
    offerLabel: "English",
    question: "Prefer English?",
    follow: "View this page in English",
    dismiss: "No, thanks",
  },
  es: {
    offerLabel: "Español",
    question: "¿Prefiere español?",
    follow: "Ver esta página en español",
    dismiss: "No, gracias",
  },
});
