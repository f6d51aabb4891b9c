import { defineMessages } from "#core/i18n/define-messages";

/** The date the legal pages took effect, shown under each title. */
export const legalEffectiveDate = defineMessages({
  en: { effectiveDateLine: "Effective date: September 1, 2025" },
  es: { effectiveDateLine: "Fecha de vigencia: 1 de septiembre de 2025" },
});
