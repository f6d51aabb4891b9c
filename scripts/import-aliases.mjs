import { fileURLToPath } from "node:url";

/**
 * `#core/...`, `#worker/...`, `#client/...`, `#tests/...` and `#scripts/...` name a module from the project's
 * root instead of a climb of `../../`. Vite, the worker build and every vitest config resolve
 * them from here; TypeScript and the cycle check from the same list in tsconfig.base.json.
 */
const projectRoot = fileURLToPath(new URL("..", import.meta.url));

export const importAliases = [{ find: /^#(core|worker|client|tests|scripts)\//, replacement: `${projectRoot}$1/` }];
