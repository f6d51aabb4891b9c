/** Every message written as a literal where the worker throws a refusal, sorted. */
export function thrownErrorMessages(): string[];
