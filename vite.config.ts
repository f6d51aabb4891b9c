import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";
import { importAliases } from "./scripts/import-aliases.mjs";
import { localClockVars } from "./scripts/local-clock.mjs";

/** The production origin for canonical URLs comes from wrangler.toml, the one place it is set. */
const canonicalOrigin = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1];

const FRAMEWORK_MODULES = /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/;
/**
 * What the root route (header, footer, session, toasts) imports and so every page loads: one
 * file instead of the six small ones the default split makes of what the routes share with it.
 */
const SHELL_MODULES =
  /client[\\/](lib[\\/](session|toast|locale|scroll-behavior)|components[\\/]ui[\\/](button|hydrate-apart))\.tsx?$|core[\\/](business|service-index|services[\\/]categories|i18n[\\/](locale|define-messages|messages[\\/](site|categories)))\.ts$/;

export default defineConfig(({ command }) => {
  const port = Number(process.env.PORT ?? 5173);
  return {
    publicDir: "client/public",
    resolve: { alias: importAliases },
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    plugins: [
      cloudflare({
        viteEnvironment: { name: "ssr" },
        // Where `npm start` keeps its local D1; the smoke test of `npm start` uses its own.
        persistState: { path: process.env.LOCAL_STATE_DIR ?? ".wrangler/state" },
        // Only the dev server runs in local mode; a build always carries wrangler.toml's
        // production values, so local fakes can never ship by accident.
        config:
          command === "serve"
            ? {
                vars: {
                  APP_ENV: "local",
                  SITE_URL: `http://localhost:${port}`,
                  ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "owner@example.com",
                  // `LOCAL_CLOCK_AT=2026-12-24T18:30 npm start` opens the app on Christmas Eve (worker/clock.ts).
                  ...localClockVars(),
                },
              }
            : {},
      }),
      tailwindcss(),
      reactRouter(),
    ],
    define: {
      "import.meta.env.VITE_CANONICAL_ORIGIN": JSON.stringify(canonicalOrigin),
      "import.meta.env.VITE_BUILD_YEAR": JSON.stringify(String(new Date().getFullYear())),
    },
    // Every dependency the pages import, so the dev server never reloads a page to add one.
    optimizeDeps: { include: ["date-fns", "@date-fns/tz", "lucide-react", "zod"] },
    environments: {
      ssr: { build: { minify: true } },
      // React, React DOM and React Router in one file: every page needs all of them, and one
      // file compresses better than the four the default split makes (about 2 KB gzip less).
      // The same for the app's shell (about 1.3 KB gzip less; its lucide helper comes along).
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: "framework", test: FRAMEWORK_MODULES },
                  { name: "shell", test: SHELL_MODULES },
                ],
              },
            },
          },
        },
      },
    },
  };
});
