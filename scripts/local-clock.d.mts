/** Types of scripts/local-clock.mjs, for the TypeScript configs that import it. */
export function instantOf(at: string): Date;
export function localClockVars(at?: string): { LOCAL_CLOCK_OFFSET_MS?: string };
