import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createPageServer } from "./page-server";

// @ts-expect-error: a virtual module that React Router's Vite plugin writes at build time.
const loadBuild = (): Promise<ServerBuild> => import("virtual:react-router/server-build");

/** Pages and static files (see worker/page-server.ts), with React Router as the renderer. */
export const servePage = createPageServer({
  render: createRequestHandler(loadBuild, import.meta.env.MODE),
  dev: import.meta.env.DEV,
});
