import { useEffect, useState } from "react";

/**
 * False during the first render, true after. Prerendered pages render their build-time
 * state first, so that hydration matches the HTML, then switch to what the URL says.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
