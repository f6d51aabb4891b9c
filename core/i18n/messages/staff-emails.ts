import type { Locale } from "../locale";
import { defineMessages } from "../define-messages";

/**
 * The emails to the people who do the work: the invitation to the work portal, the vendor's
 * application answers and the job offers. In the person's language; the English is the
 * wording they always had.
 */
export const staffEmailWords = defineMessages({
  en: {
    hello: (name: string) => `Hello ${name},`,
    roles: { crew: "one of our cleaning crews", vendor: "an approved provider" },
    invitationSubject: (business: string) => `Your invitation to the work portal at ${business}`,
    invites: (business: string, role: string) =>
      `${business} invites you to join as ${role}. Your jobs and the customers' details for each visit will be in your work portal.`,
    choosePasswordFirst:
      'First choose your password with the link in our other email, "Choose your password" (it works for one hour; ask us for a new one if it has expired).',
    toAccept: (email: string, days: number) =>
      `To accept, open the link below and sign in with this email address, ${email}. Nothing changes for your account until you accept. The link works for ${days} days; if it has expired, ask us for a new one.`,
    notExpected: "If you did not expect this invitation, you can ignore this email.",
    acceptInvitation: "Accept the invitation",
    offerSubject: (service: string, when: string) => `Job offer: ${service} on ${when}`,
    offer: (service: string, when: string) =>
      `A customer booked ${service} for ${when} (Eastern Time). The first provider to accept it in the work portal gets the job.`,
    seeTheOffer: "See the offer",
    applicationReceivedSubject: "We received your vendor application",
    applicationReceived:
      "Thank you for applying to join our network of service professionals. We'll review your application and get back to you within 48 hours.",
    appliedAs: "You applied as:",
    withCompany: "with",
    approvedSubject: "Welcome aboard: your vendor application is approved",
    declinedSubject: "About your vendor application",
    approved: (service: string, business: string) =>
      `Good news: your application to offer ${service} through ${business} is approved. Bookings of your services are offered to you in your work portal and by email; the first provider to accept one gets the job.`,
    declined: (service: string, business: string) =>
      `Thank you for your interest in offering ${service} through ${business}. We are not able to add you to our network at this time. We keep your details and may contact you when our needs change.`,
    signInAsUsual: "Sign in with your usual email and password.",
    openPortal: "Open my work portal",
    questions: (phone: string) => `Questions? Call ${phone}.`,
  },
  es: {
    hello: (name: string) => `Hola, ${name}:`,
    roles: { crew: "integrante de uno de nuestros equipos de limpieza", vendor: "proveedor aprobado" },
    invitationSubject: (business: string) => `Su invitación al portal de trabajo de ${business}`,
    invites: (business: string, role: string) =>
      `${business} le invita a unirse como ${role}. Sus trabajos y los datos de los clientes de cada visita estarán en su portal de trabajo.`,
    choosePasswordFirst:
      'Primero elija su contraseña con el enlace de nuestro otro correo, "Elija su contraseña" (funciona por una hora; pídanos uno nuevo si ya venció).',
    toAccept: (email: string, days: number) =>
      `Para aceptar, abra el enlace de abajo e inicie sesión con este correo, ${email}. Nada cambia en su cuenta hasta que acepte. El enlace funciona por ${days} días; si ya venció, pídanos uno nuevo.`,
    notExpected: "Si usted no esperaba esta invitación, puede ignorar este correo.",
    acceptInvitation: "Aceptar la invitación",
    offerSubject: (service: string, when: string) => `Oferta de trabajo: ${service}, ${when}`,
    offer: (service: string, when: string) =>
      `Un cliente reservó ${service} para el ${when} (hora del Este). El primer proveedor que la acepte en el portal de trabajo se queda con el trabajo.`,
    seeTheOffer: "Ver la oferta",
    applicationReceivedSubject: "Recibimos su solicitud de proveedor",
    applicationReceived:
      "Gracias por solicitar unirse a nuestra red de profesionales de servicio. Revisaremos su solicitud y le responderemos en un plazo de 48 horas.",
    appliedAs: "Usted se postuló como:",
    withCompany: "con",
    approvedSubject: "Bienvenido: su solicitud de proveedor fue aprobada",
    declinedSubject: "Sobre su solicitud de proveedor",
    approved: (service: string, business: string) =>
      `Buenas noticias: su solicitud para ofrecer ${service} a través de ${business} fue aprobada. Las reservas de sus servicios se le ofrecen en su portal de trabajo y por correo; el primer proveedor que acepta una se queda con el trabajo.`,
    declined: (service: string, business: string) =>
      `Gracias por su interés en ofrecer ${service} a través de ${business}. Por ahora no podemos sumarle a nuestra red. Guardamos sus datos y podríamos contactarle cuando nuestras necesidades cambien.`,
    signInAsUsual: "Inicie sesión con su correo y contraseña de siempre.",
    openPortal: "Abrir mi portal de trabajo",
    questions: (phone: string) => `¿Preguntas? Llame al ${phone}.`,
  },
});

/** The vendor form's service types (stored as their English codes) as each language names them. */
export const vendorServiceTypeWords = defineMessages({
  en: {
    "Make Up": "Make Up",
    Hair: "Hair",
    Nails: "Nails",
    Massage: "Massage",
    "Car Wash": "Car Wash",
    "Home / Furniture Installations": "Home / Furniture Installations",
    "TV Wall Mount Install": "TV Wall Mount Install",
    "In-Home Chef": "In-Home Chef",
    Lash: "Lash",
    Eyebrows: "Eyebrows",
    Laundry: "Laundry",
    "Computer/Internet Repair": "Computer/Internet Repair",
    Cleaning: "Cleaning",
    "Handyman Services": "Handyman Services",
  },
  es: {
    "Make Up": "Maquillaje",
    Hair: "Peluquería",
    Nails: "Uñas",
    Massage: "Masajes",
    "Car Wash": "Lavado de autos",
    "Home / Furniture Installations": "Instalaciones del hogar y muebles",
    "TV Wall Mount Install": "Instalación de TV en pared",
    "In-Home Chef": "Chef a domicilio",
    Lash: "Pestañas",
    Eyebrows: "Cejas",
    Laundry: "Lavandería",
    "Computer/Internet Repair": "Reparación de computadoras e internet",
    Cleaning: "Limpieza",
    "Handyman Services": "Servicios de mantenimiento y reparaciones",
  },
});

/** A stored service type in a language; one the list no longer has stays as stored. */
export function vendorServiceTypeIn(serviceType: string, locale: Locale): string {
  return (vendorServiceTypeWords[locale] as Record<string, string>)[serviceType] ?? serviceType;
}
