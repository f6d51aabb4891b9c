import { describe, expect, it } from "vitest";
import { services } from "#core/catalogue";
import {
  CLIENT_RENDERED_PATHS,
  hasPageInBothLanguages,
  isClientRenderedPath,
  isKnownPagePath,
  isServicePath,
  SPANISH_PUBLIC_PATHS,
  STATIC_PUBLIC_PATHS,
} from "#core/site-paths";
import { api } from "./support";

describe("sitemap and robots", () => {
  it("lists every public page and every service, on the configured origin", async () => {
    const response = await api("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locations).toHaveLength(STATIC_PUBLIC_PATHS.length + services.length + SPANISH_PUBLIC_PATHS.length);
    for (const service of services) expect(locations).toContain(`http://localhost:5173/services/${service.id}`);
    expect(locations).toContain("http://localhost:5173/");
    expect(locations).not.toContain("http://localhost:5173/page-not-found");
  });

  it("lists the Spanish pages too, each naming its English pair and itself", async () => {
    const xml = await (await api("/sitemap.xml")).text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/es", "/es/services", "/es/about", "/es/special", ...services.map((service) => `/es/services/${service.id}`)]) {
      expect(locations).toContain(`http://localhost:5173${path}`);
    }
    const entry = xml.split("\n").find((line) => line.includes("<loc>http://localhost:5173/es/services/car-detailing</loc>"));
    expect(entry).toContain('hreflang="en-US" href="http://localhost:5173/services/car-detailing"');
    expect(entry).toContain('hreflang="es-US" href="http://localhost:5173/es/services/car-detailing"');
    // The vendor form has no Spanish page yet: no pair named.
    expect(xml.split("\n").find((line) => line.includes("/become-a-vendor<"))).not.toContain("hreflang");
  });

  it("points robots at the sitemap and keeps private pages out", async () => {
    const text = await (await api("/robots.txt")).text();
    expect(text).toContain("Sitemap: http://localhost:5173/sitemap.xml");
    expect(text).toContain("Disallow: /dashboard");
    expect(text).toContain("Disallow: /api/");
  });
});

describe("which paths are pages", () => {
  it("knows every public, client-rendered and service page", () => {
    for (const path of [...STATIC_PUBLIC_PATHS, ...CLIENT_RENDERED_PATHS, ...services.map((service) => `/services/${service.id}`)]) {
      expect(isKnownPagePath(path), path).toBe(true);
    }
    expect(isKnownPagePath("/services/")).toBe(true);
    for (const path of SPANISH_PUBLIC_PATHS) expect(isKnownPagePath(path), path).toBe(true);
    expect(isKnownPagePath("/es/")).toBe(true);
    // The wizards, the sign-in page and the dashboard run under /es/ too, rendered in the browser.
    expect(isClientRenderedPath("/es/booking")).toBe(true);
    expect(isClientRenderedPath("/es/subscription-booking/")).toBe(true);
    expect(isKnownPagePath("/es/booking")).toBe(true);
    // A Spanish booking's emailed link opens its page in Spanish.
    expect(isClientRenderedPath("/es/manage-booking")).toBe(true);
    expect(isKnownPagePath("/es/dashboard")).toBe(true);
    expect(isClientRenderedPath("/es/auth")).toBe(true);
    expect(isKnownPagePath("/es/admin")).toBe(false);
    // Crew members whose language is Spanish work from the Spanish portal.
    expect(isClientRenderedPath("/es/work")).toBe(true);
    expect(isKnownPagePath("/es/services/nope")).toBe(false);
    expect(hasPageInBothLanguages("/services/car-detailing")).toBe(true);
    expect(hasPageInBothLanguages("/become-a-vendor")).toBe(false);
    expect(isKnownPagePath("/admin/bookings/SFB-7K3Q9P")).toBe(true);
    expect(isClientRenderedPath("/admin/bookings/SFB-7K3Q9P/")).toBe(true);
  });

  it("answers no for unknown paths and unknown service ids, so the worker sends 404", () => {
    for (const path of [
      "/nope",
      "/services/nope",
      "/services/deep-cleaning/extra",
      "/admin-panel",
      "/services/%E0%A4%A",
      "/admin/bookings",
      "/admin/bookings/SFB-1/x",
    ]) {
      expect(isKnownPagePath(path), path).toBe(false);
    }
    expect(isServicePath("/services/nope")).toBe(true);
    expect(isServicePath("/services")).toBe(false);
  });
});
