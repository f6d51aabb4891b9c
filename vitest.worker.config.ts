import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { importAliases } from "./scripts/import-aliases.mjs";
import { instantOf } from "./scripts/local-clock.mjs";
import { fieldErrorMessages, thrownErrorMessages } from "./scripts/thrown-error-messages.mjs";

export default defineConfig(async () => ({
  resolve: { alias: importAliases },
  plugins: [
    cloudflareTest({
      main: "./worker/api.ts",
      wrangler: { configPath: "./wrangler.toml" },
      miniflare: {
        bindings: {
          TEST_MIGRATIONS: await readD1Migrations("./migrations"),
          APP_ENV: "local",
          SITE_URL: "http://localhost:5173",
          ADMIN_EMAILS: "owner@example.com",
          // LOCAL_CLOCK_AT runs each file from that instant (npm run test:calendar; tests/worker/setup.ts).
          ...(process.env.LOCAL_CLOCK_AT ? { TEST_CLOCK_AT_MS: String(instantOf(process.env.LOCAL_CLOCK_AT).getTime()) } : {}),
        },
      },
    }),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["./tests/worker/setup.ts"],
    // workerd cannot read the sources: the messages the worker throws are collected here, in Node.
    provide: { thrownErrorMessages: thrownErrorMessages(), fieldErrorMessages: fieldErrorMessages() },
    // A sign-up hashes its password with scrypt (~0.1 s of CPU): a test that makes several
    // needs more than vitest's 5 s on a loaded 2-core machine, which is not a failure of the app.
    testTimeout: 20_000,
    // Each file starts its own workerd and spends most of its time there loading modules and
    // migrating its D1: two at a time ran the suite in 553 s against 686 s one at a time.
    maxWorkers: 2,
  },
}));
