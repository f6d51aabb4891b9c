import { CANCELLATION_REASON_LABELS } from "#core/cancellation-reasons";
import { defineMessages } from "../define-messages";

/** What the subscriber is asked as they cancel: the reasons (English as the console words them) and the note. */
export const cancellationReasonWords = defineMessages({
  en: {
    legend: "Why are you leaving? (optional)",
    reasons: CANCELLATION_REASON_LABELS,
    note: "Tell us more (optional)",
  },
  es: {
    legend: "¿Por qué se va? (opcional)",
    reasons: {
      too_expensive: "Cuesta demasiado",
      not_needed: "Ya no lo necesito",
      moving: "Me voy a mudar",
      quality: "No quedé contento con las limpiezas",
      scheduling: "Los horarios de las visitas no me convienen",
      other: "Otro motivo",
    },
    note: "Cuéntenos más (opcional)",
  },
});
