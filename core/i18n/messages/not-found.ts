import { defineMessages } from "../define-messages";

/** The 404 page, prerendered in both languages. */
export const notFoundMessages = defineMessages({
  en: {
    title: "Page not found",
    heading: "Oops! Page not found",
    home: "Return to Home",
  },
  es: {
    title: "Página no encontrada",
    heading: "¡Uy! No encontramos esta página",
    home: "Volver al inicio",
  },
});
