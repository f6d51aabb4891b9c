/** Public pages built to static HTML at build time. */
export const prerenderPaths: string[] = ["/"];
