/**
 * Headers every response carries. HTML pages get a nonce-based script policy (see
 * withPageSecurity); API answers are never meant to be rendered, so they get none at all.
 */
export function applySecurityHeaders(headers: Headers, options: { production: boolean; scriptNonce?: string }) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(self)");
  headers.set("Content-Security-Policy", contentSecurityPolicy(options.scriptNonce));
  if (options.production) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload");
}

function contentSecurityPolicy(scriptNonce: string | undefined): string {
  const scripts = scriptNonce ? `'self' 'nonce-${scriptNonce}'` : "'none'";
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
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

/** Adds the nonce to every script tag of an HTML page and sets the matching policy. */
export function withPageSecurity(response: Response, production: boolean): Response {
  const nonce = crypto.randomUUID().replace(/-/g, "");
  const secured = new Response(response.body, response);
  applySecurityHeaders(secured.headers, { production, scriptNonce: nonce });
  const isHtml = secured.headers.get("Content-Type")?.includes("text/html");
  if (!isHtml) return secured;
  return new HTMLRewriter()
    .on("script", {
      element(element) {
        element.setAttribute("nonce", nonce);
      },
    })
    .transform(secured);
}
