import { defineConfig } from "vitest/config";
import { importAliases } from "./scripts/import-aliases.mjs";

/** The smoke test of `npm start` (scripts/start-smoke.mjs starts the dev server). */
export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ["tests/start/**/*.spec.ts"],
    environment: "node",
    fileParallelism: false,
    // The dev server compiles each module on its first request.
    testTimeout: 120_000,
    hookTimeout: 60_000,
  },
});
