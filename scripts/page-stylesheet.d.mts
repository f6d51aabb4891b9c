/** Types for the browser tests, which check the build's stylesheet split (page-stylesheet.mjs). */
export function laterRules(html: string, css: string): string;
