import { MAX_JOB_PHOTOS, PHOTO_MESSAGES } from "#core/job-photos";
import { defineMessages } from "../define-messages";

/** The work portal's Complete form: what the visit took, a note, and photos of the finished work. */
export const completeJobMessages = defineMessages({
  en: {
    completedTitle: "Job completed",
    completedText: (service: string) => `${service} is done. Thank you!`,
    error: "Error",
    heading: "Complete this job",
    intro: "Enter what the visit really took.",
    finalPrice: "Final price",
    note: "Note for the customer (optional)",
    completing: "Completing...",
    complete: "Complete",
    photosLabel: `Photos of the finished work (optional, up to ${MAX_JOB_PHOTOS})`,
    photosChosen: (count: number) => `${count} chosen. `,
    photosHint: "JPEG, PNG or WebP, 10 MB each at most.",
    photoProblems: PHOTO_MESSAGES,
  },
  es: {
    completedTitle: "Trabajo terminado",
    completedText: (service: string) => `Trabajo terminado: ${service}. ¡Gracias!`,
    error: "Error",
    heading: "Terminar este trabajo",
    intro: "Escriba lo que realmente tomó la visita.",
    finalPrice: "Precio final",
    note: "Nota para el cliente (opcional)",
    completing: "Terminando...",
    complete: "Terminar",
    photosLabel: `Fotos del trabajo terminado (opcional, hasta ${MAX_JOB_PHOTOS})`,
    photosChosen: (count: number) => (count === 1 ? "1 elegida. " : `${count} elegidas. `),
    photosHint: "JPEG, PNG o WebP, de 10 MB como máximo cada una.",
    photoProblems: {
      notImage: "Elija una foto: JPEG, PNG o WebP.",
      tooLarge: "Elija una foto de 10 MB o menos.",
      tooMany: `Un trabajo puede tener hasta ${MAX_JOB_PHOTOS} fotos.`,
    },
  },
});
