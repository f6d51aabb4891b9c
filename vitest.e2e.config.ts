import { defineConfig } from "vitest/config";
import { importAliases } from "./scripts/import-aliases.mjs";

export default defineConfig({
  resolve: { alias: importAliases },
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    environment: "node",
    // One Chromium at a time: the machine has two cores and the server needs one.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
