import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";
import { localClockVars } from "./scripts/local-clock.mjs";

export default defineConfig(async () => ({
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
          // LOCAL_CLOCK_AT runs the suite at that instant (npm run test:calendar).
          ...localClockVars(),
        },
      },
    }),
  ],
  test: {
    include: ["tests/worker/**/*.test.ts"],
    setupFiles: ["./tests/worker/setup.ts"],
  },
}));
