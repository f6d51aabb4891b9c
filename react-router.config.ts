import type { Config } from "@react-router/dev/config";
import { PRERENDERED_PATHS } from "./core/site-paths";

export default {
  appDirectory: "client",
  buildDirectory: "build",
  // Public pages are static HTML from the edge; signed-in pages render in the browser.
  ssr: false,
  prerender: PRERENDERED_PATHS,
} satisfies Config;
