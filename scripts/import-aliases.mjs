import { fileURLToPath } from "node:url";

/**
 * `#core/...`, `#worker/...`, `#client/...`, `#tests/...` and `#scripts/...` name a module from the project's
 * root instead of a climb of `../../`. Vite, the worker build and every vitest config resolve
 * them from here; TypeScript, the cycle check and drizzle-kit from the same list in tsconfig.base.json
 * (tsconfig.json extends it, for the tools that read only that file).
 */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export const importAliases = [{ find: /^#(core|worker|client|tests|scripts)\//, replacement: `${projectRoot}$1/` }];
