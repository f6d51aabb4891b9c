import { useEffect, useState } from "react";
import type { BuildingSummary } from "#core/buildings";
import { apiFetch } from "./api";

/** The building directory's names and addresses, loaded once; empty until then or if it fails (the field stays free text). */
export function useBuildings(): BuildingSummary[] {
  const [buildings, setBuildings] = useState<BuildingSummary[]>([]);
  useEffect(() => {
    let current = true;
    apiFetch("/api/buildings")
      .then((answer) => current && setBuildings(answer.buildings))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return buildings;
}
