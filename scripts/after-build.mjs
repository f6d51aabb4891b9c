import { rmSync } from "node:fs";

// React Router writes the prerendered home page again as the SPA fallback
// (cloudflare/workers-sdk#9107). The worker renders the shell itself for pages that
// are not prerendered, so the copy would only serve the home page at the wrong paths.
rmSync("build/client/__spa-fallback.html", { force: true });
