/**
 * Headers every response carries. API answers are never meant to be rendered, so their
 * policy runs no script at all. A page's policy runs its own files and exactly the inline
 * scripts listed by hash: the hashes are computed from the built HTML at build time
 * (scripts/after-build.mjs), so a page and its policy never disagree, whether the browser
 * gets the page (200) or revalidates its cached copy (304), and an inline script that was
 * not in the build is refused.
 */
export function applySecurityHeaders(headers: Headers, options: { production: boolean; scripts?: PageScripts }) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  headers.set("Content-Security-Policy", options.scripts ? contentSecurityPolicy(options.scripts) : NO_SCRIPT_POLICY);
  if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
}

/** The scripts a page may run: its own files, plus inline scripts by their 'sha256-…' hash. */
export interface PageScripts {
  inlineHashes: readonly string[];
}

export function contentSecurityPolicy(scripts: PageScripts | undefined): string {
  const scriptSources = scripts ? ["'self'", ...scripts.inlineHashes].join(" ") : "'none'";
  return [
    "default-src 'self'",
    `script-src ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "form-action 'self' https://checkout.stripe.com https://billing.stripe.com",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/** The policy of every answer that is not a page: the same text each time, so it is built once. */
const NO_SCRIPT_POLICY = contentSecurityPolicy(undefined);
