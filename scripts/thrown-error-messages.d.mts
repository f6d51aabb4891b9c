/** Every message written as a literal where the worker throws a refusal, sorted. */
export function thrownErrorMessages(): string[];

/** Every sentence written as a field message in the request schemas of core/, sorted. */
export function fieldErrorMessages(): string[];
