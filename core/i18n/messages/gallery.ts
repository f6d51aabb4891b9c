import { defineMessages } from "../define-messages";

/** The photo gallery of a service page: its labels change as the visitor steps through it. */
export const galleryMessages = defineMessages({
  en: {
    enlargePhoto: (position: number, total: number, alt: string) => `Enlarge photo ${position} of ${total}: ${alt}`,
    galleryLabel: (title: string) => `${title} photos`,
    photoPosition: (position: number, total: number) => `Photo ${position} of ${total}:`,
    previousPhoto: "Previous photo",
    nextPhoto: "Next photo",
    closeGallery: "Close",
  },
  es: {
    enlargePhoto: (position: number, total: number, alt: string) => `Ampliar la foto ${position} de ${total}: ${alt}`,
    galleryLabel: (title: string) => `Fotos de ${title}`,
    photoPosition: (position: number, total: number) => `Foto ${position} de ${total}:`,
    previousPhoto: "Foto anterior",
    nextPhoto: "Foto siguiente",
    closeGallery: "Cerrar",
  },
});
