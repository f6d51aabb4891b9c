import { defineMessages } from "../define-messages";

/** The email that tells a staff member the business approved or declined the time off they asked for. */
export const timeOffDecisionEmailWords = defineMessages({
  en: {
    hello: (name: string) => `Hello ${name},`,
    approvedSubject: (days: string) => `Your time off is approved: ${days}`,
    declinedSubject: (days: string) => `Your time off request was declined: ${days}`,
    approved: (days: string) => `The business approved your time off: ${days}.`,
    approvedJobs: "The business gives any job you had then to someone else. Your work portal shows your jobs and hours.",
    declined: (days: string) => `The business declined your request for time off: ${days}.`,
    declinedJobs: "Your hours and jobs stay as they were. If you cannot work then, please call the business.",
    yourReason: (reason: string) => `Your reason: ${reason}`,
    allDay: "all day",
    oneDay: (day: string, hours: string) => `${day}, ${hours}`,
    days: (from: string, to: string, hours: string) => `${from} to ${to}, ${hours}`,
    span: (start: string, end: string) => `${start} to ${end}`,
    openPortal: "Open my work portal",
    questions: (phone: string) => `Questions? Call ${phone}.`,
  },
  es: {
    hello: (name: string) => `Hola, ${name}:`,
    approvedSubject: (days: string) => `Su tiempo libre fue aprobado: ${days}`,
    declinedSubject: (days: string) => `Su solicitud de tiempo libre fue rechazada: ${days}`,
    approved: (days: string) => `La empresa aprobó su tiempo libre: ${days}.`,
    approvedJobs:
      "La empresa le pasa a otra persona los trabajos que tenía en ese tiempo. Su portal de trabajo muestra sus trabajos y su horario.",
    declined: (days: string) => `La empresa rechazó su solicitud de tiempo libre: ${days}.`,
    declinedJobs: "Su horario y sus trabajos siguen igual. Si no puede trabajar en ese tiempo, por favor llame a la empresa.",
    yourReason: (reason: string) => `Su motivo: ${reason}`,
    allDay: "todo el día",
    oneDay: (day: string, hours: string) => `${day}, ${hours}`,
    days: (from: string, to: string, hours: string) => `del ${from} al ${to}, ${hours}`,
    span: (start: string, end: string) => `de ${start} a ${end}`,
    openPortal: "Abrir mi portal de trabajo",
    questions: (phone: string) => `¿Preguntas? Llame al ${phone}.`,
  },
});
