import { defineMessages } from "../define-messages";

/** The tip for the crew on the manage page, once a visit is paid. */
export const tipFormMessages = defineMessages({
  en: {
    chooseTipOrAmount: "Please choose a tip, or enter an amount.",
    tipBetween: (min: string, max: string) => `Please enter a tip from ${min} to ${max}.`,
    tipForCrew: "A tip for the crew",
    anotherAmount: "Another amount",
    addTipLabel: "Add a tip for the crew (all of it goes to them)",
    payTipWith: "Pay the tip with",
    aNewCard: "A new card",
    addingTip: "Adding your tip...",
    addTip: "Add tip",
  },
  es: {
    chooseTipOrAmount: "Elija una propina o escriba un monto.",
    tipBetween: (min: string, max: string) => `Escriba una propina de ${min} a ${max}.`,
    tipForCrew: "Una propina para el equipo",
    anotherAmount: "Otro monto",
    addTipLabel: "Agregue una propina para el equipo (se la lleva completa)",
    payTipWith: "Pagar la propina con",
    aNewCard: "Una tarjeta nueva",
    addingTip: "Agregando su propina...",
    addTip: "Agregar propina",
  },
});
