import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { readFileSync } from "node:fs";
import { defineConfig } from "vite";

/** The production origin for canonical URLs comes from wrangler.toml, the one place it is set. */
const canonicalOrigin = /^SITE_URL\s*=\s*"([^"]+)"/m.exec(readFileSync("wrangler.toml", "utf8"))?.[1];

export default defineConfig(({ command }) => {
  const port = Number(process.env.PORT ?? 5173);
  return {
    publicDir: "client/public",
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    plugins: [
      cloudflare({
        viteEnvironment: { name: "ssr" },
        // Only the dev server runs in local mode; a build always carries wrangler.toml's
        // production values, so local fakes can never ship by accident.
        config:
          command === "serve"
            ? { vars: { APP_ENV: "local", SITE_URL: `http://localhost:${port}`, ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? "owner@example.com" } }
            : {},
      }),
      tailwindcss(),
      reactRouter(),
    ],
    define: { "import.meta.env.VITE_CANONICAL_ORIGIN": JSON.stringify(canonicalOrigin) },
    optimizeDeps: { include: ["date-fns"] },
    environments: { ssr: { build: { minify: true } } },
  };
});
