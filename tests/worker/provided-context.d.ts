// What vitest.worker.config.ts hands the tests through `provide` (read with `inject`).
declare module "vitest" {
  export interface ProvidedContext {
    thrownErrorMessages: string[];
    fieldErrorMessages: string[];
  }
}

export {};
