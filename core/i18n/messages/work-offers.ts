import { defineMessages } from "../define-messages";
import type { PluralForms } from "../format";

/** What a job offer's card says before a vendor takes it: where, how big, how long, what it pays. */
export const workOfferMessages = defineMessages({
  en: {
    where: "Where",
    size: "Size",
    length: "Length",
    hours: { one: "# hour", other: "# hours" } satisfies PluralForms,
    earnings: "You earn",
    tipsApart: "plus any tip",
  },
  es: {
    where: "Dónde",
    size: "Tamaño",
    length: "Duración",
    hours: { one: "# hora", other: "# horas" },
    earnings: "Usted gana",
    tipsApart: "más la propina, si la hay",
  },
});
