import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./core/prerender-paths";

export default {
  appDirectory: "client",
  buildDirectory: "build",
  // Public pages are static HTML from the edge; signed-in pages render in the browser.
  ssr: false,
  prerender: prerenderPaths,
} satisfies Config;
