import { INCLUDED_AREAS } from "#core/packages";
import { defineMessages } from "../define-messages";

/** The words of the About page and the 2-for-1 Special page, read by their loaders. */
export const companyPageMessages = defineMessages({
  en: {
    aboutTitle: "About Us",
    aboutMetaDescription:
      "Hotel-style cleaning and concierge services for South Florida's luxury apartment communities: our mission, our people and how we work.",
    aboutHeading: (name: string) => `About ${name}`,
    aboutMission: (areas: string) =>
      `Our mission is simple: to make life in South Florida's luxury apartment communities feel like a stay at a five-star hotel. We bring hotel-style housekeeping and a trusted network of concierge professionals to residents of ${areas}, so your home is always guest-ready and your time is your own.`,
    whatWeOfferHeading: "What we offer",
    offerSystemTitle: "Great System",
    offerSystemText:
      "Book online in under a minute, get a confirmation by email and a reminder the day before. We coordinate access with your concierge so you never wait at home.",
    offerStaffTitle: "Professional Staff",
    offerStaffText:
      "Every cleaner and vendor is background-checked, trained to our hotel-style checklist, insured and bonded, and rated after every visit.",
    offerQualityTitle: "High Quality",
    offerQualityText:
      "Hotel housekeeping standards: crisp linens, polished fixtures, no missed corners. If something is not right, tell us within 24 hours and we come back.",
    offerServicesTitle: "Amazing Services",
    offerServicesText: (count: number) =>
      `Beyond cleaning: ${count} services from laundry and pet care to private chefs and yacht days, all booked in one place.`,
    whereHeading: "Where we work",
    getStarted: "Get Started",
    specialTitle: "Hotel Style Cleaning 2-for-1 Special",
    specialMetaDescription:
      "Bi-weekly hotel-style apartment cleaning from $39.99 a month: two visits a month, the second one free. No contract, cancel anytime.",
    specialEyebrow: "First-time offer",
    specialHeading: "Hotel Style Cleaning, 2-for-1",
    specialIntro:
      "Subscribe to bi-weekly cleaning and get two visits every month for the price of one. Your apartment, kept the way a five-star hotel keeps its suites.",
    plansHeading: "Choose your apartment size",
    includedHeading: "Every visit includes",
    includedAreas: INCLUDED_AREAS,
    claimSpecial: "Claim Your 2-for-1 Cleaning",
    questionsCall: "Questions? Call",
  },
  es: {
    aboutTitle: "Quiénes somos",
    aboutMetaDescription:
      "Limpieza estilo hotel y servicios de conserjería para las comunidades de apartamentos de lujo del sur de la Florida: nuestra misión, nuestra gente y cómo trabajamos.",
    aboutHeading: (name: string) => `Sobre ${name}`,
    aboutMission: (areas: string) =>
      `Nuestra misión es sencilla: que vivir en las comunidades de apartamentos de lujo del sur de la Florida se sienta como hospedarse en un hotel cinco estrellas. Llevamos la limpieza estilo hotel y una red de profesionales de conserjería de confianza a los residentes de ${areas}, para que su hogar esté siempre listo para recibir visitas y su tiempo sea solo suyo.`,
    whatWeOfferHeading: "Lo que ofrecemos",
    offerSystemTitle: "Un sistema excelente",
    offerSystemText:
      "Reserve en línea en menos de un minuto y reciba una confirmación por correo y un recordatorio el día anterior. Coordinamos el acceso con su conserjería para que nunca tenga que esperar en casa.",
    offerStaffTitle: "Personal profesional",
    offerStaffText:
      "Cada persona de limpieza y cada proveedor tiene verificación de antecedentes, capacitación en nuestra lista estilo hotel, seguro y fianza, y recibe una calificación después de cada visita.",
    offerQualityTitle: "Alta calidad",
    offerQualityText:
      "Estándares de limpieza de hotel: sábanas impecables, grifería reluciente y ninguna esquina olvidada. Si algo no queda bien, avísenos dentro de las 24 horas y volvemos.",
    offerServicesTitle: "Servicios increíbles",
    offerServicesText: (count: number) =>
      `Más que limpieza: ${count} servicios, desde lavandería y cuidado de mascotas hasta chefs privados y días en yate, todos reservados en un solo lugar.`,
    whereHeading: "Dónde trabajamos",
    getStarted: "Comenzar",
    specialTitle: "Especial 2x1 de limpieza estilo hotel",
    specialMetaDescription:
      "Limpieza quincenal estilo hotel para su apartamento desde $39.99 al mes: dos visitas al mes, la segunda gratis. Sin contrato, cancele cuando quiera.",
    specialEyebrow: "Oferta para clientes nuevos",
    specialHeading: "Limpieza estilo hotel, 2x1",
    specialIntro:
      "Suscríbase a la limpieza quincenal y reciba dos visitas al mes por el precio de una. Su apartamento, cuidado como un hotel cinco estrellas cuida sus suites.",
    plansHeading: "Elija el tamaño de su apartamento",
    includedHeading: "Cada visita incluye",
    includedAreas: ["Cocina", "Baños", "Habitaciones", "Áreas comunes", "Pisos", "Ventanas"],
    claimSpecial: "Quiero mi limpieza 2x1",
    questionsCall: "¿Preguntas? Llame al",
  },
});
