import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig(({ command }) => {
  const port = Number(process.env.PORT ?? 5173);
  return {
    server: { port, strictPort: true },
    preview: { port, strictPort: true },
    plugins: [
      cloudflare({
        viteEnvironment: { name: "ssr" },
        // Only the dev server runs in local mode; a build always carries wrangler.toml's
        // production values, so local fakes can never ship by accident.
        config:
          command === "serve"
            ? { vars: { APP_ENV: "local", SITE_URL: `http://localhost:${port}` } }
            : {},
      }),
      tailwindcss(),
      reactRouter(),
    ],
    optimizeDeps: { include: ["date-fns"] },
    environments: { ssr: { build: { minify: true } } },
  };
});
