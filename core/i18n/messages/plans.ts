import { CLEANING_PACKAGES, type CleaningPackage, type PackageId } from "#core/packages";
import { defineMessages } from "../define-messages";

type PlanWords = Pick<CleaningPackage, "title" | "description" | "features">;

/** The plans' English words are the catalogue's own (core/packages.ts), written once. */
const english = Object.fromEntries(
  CLEANING_PACKAGES.map(({ id, title, description, features }) => [id, { title, description, features }]),
) as Record<PackageId, PlanWords>;

/** The bi-weekly plans' names, descriptions and what each includes. */
export const planWords = defineMessages({
  en: english,
  es: {
    "1bed1bath": {
      title: "1 habitación / 1 baño",
      description: "Para estudios y apartamentos de una habitación que merecen quedar como un hotel dos veces al mes.",
      features: [
        "Limpieza a fondo de cocina y baño",
        "Cama tendida con esquinas estilo hotel",
        "Pisos aspirados y trapeados",
        "Basura retirada y bolsas nuevas",
      ],
    },
    "2bed2bath": {
      title: "2 habitaciones / 2 baños",
      description: "Nuestro plan más pedido por parejas, compañeros de apartamento y quienes trabajan desde casa.",
      features: [
        "Todo lo del plan de 1 habitación / 1 baño",
        "Ambos baños desinfectados y pulidos",
        "Vidrios del balcón y puertas corredizas",
        "Frentes de electrodomésticos y acero inoxidable abrillantados",
      ],
    },
    "3bed3bath": {
      title: "3 habitaciones / 3 baños",
      description: "Para familias y residencias más grandes que quieren cada habitación lista para recibir visitas.",
      features: [
        "Todo lo del plan de 2 habitaciones / 2 baños",
        "Tres habitaciones ordenadas y sin polvo",
        "Zócalos y marcos de puertas limpios",
        "Clósets y entrada ordenados",
      ],
    },
  },
});
