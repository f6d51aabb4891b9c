import { describe, expect, it } from "vitest";
import { formatCount, formatLongDate, formatMoney, formatRateMoney, formatTime, pluralize } from "#core/i18n/format";
import { localeOfPath, localizedPath, unlocalizedPath } from "#core/i18n/locale";

describe("formats in English and Spanish (Intl, en-US and es-US)", () => {
  it("writes money with the dollar sign first in both languages", () => {
    expect(formatMoney(123450, "en")).toBe("$1,234.50");
    expect(formatMoney(123450, "es")).toBe("$1,234.50");
    expect(formatMoney(-2500, "es")).toBe("-$25.00");
    expect(formatRateMoney(3000, "es")).toBe("$30");
    expect(formatRateMoney(230000, "en")).toBe("$2,300");
    expect(formatRateMoney(3999, "es")).toBe("$39.99");
  });

  it("writes a calendar day with its weekday", () => {
    expect(formatLongDate("2026-11-26", "es")).toBe("jueves, 26 de noviembre de 2026");
    expect(formatLongDate("2026-11-26", "en")).toBe("Thursday, November 26, 2026");
    expect(() => formatLongDate("26/11/2026", "es")).toThrow(RangeError);
  });

  it("writes a wall-clock time as each language says it", () => {
    expect(formatTime("15:00", "es")).toBe("3:00 p.m.");
    expect(formatTime("15:00", "en")).toBe("3:00 PM");
    expect(formatTime("08:30", "es")).toBe("8:30 a.m.");
  });

  it("picks the plural form, with Spanish's catch-all for a million", () => {
    const hours = { one: "# hora", other: "# horas" };
    expect(pluralize(1, hours, "es")).toBe("1 hora");
    expect(pluralize(3, hours, "es")).toBe("3 horas");
    // Intl.PluralRules("es") says "many" here: the phrase falls back to its catch-all.
    expect(pluralize(1_000_000, hours, "es")).toBe("1,000,000 horas");
    expect(pluralize(1_000_000, { one: "# de", many: "# de muchos", other: "# otros" }, "es")).toBe("1,000,000 de muchos");
    expect(pluralize(1, { one: "# location", other: "# locations" }, "en")).toBe("1 location");
    expect(formatCount(1234, "es")).toBe("1,234");
  });
});

describe("page paths per language", () => {
  it("puts Spanish pages under /es and finds each page's pair", () => {
    expect(localeOfPath("/es")).toBe("es");
    expect(localeOfPath("/es/services/car-detailing")).toBe("es");
    expect(localeOfPath("/especial")).toBe("en");
    expect(localeOfPath("/services")).toBe("en");
    expect(localizedPath("/", "es")).toBe("/es");
    expect(localizedPath("/services", "es")).toBe("/es/services");
    expect(localizedPath("/es/services", "es")).toBe("/es/services");
    expect(localizedPath("/es/about", "en")).toBe("/about");
    expect(localizedPath("/es", "en")).toBe("/");
    expect(localizedPath("/#contact", "es")).toBe("/es#contact");
    expect(localizedPath("/services?category=Automotive", "es")).toBe("/es/services?category=Automotive");
    expect(unlocalizedPath("/es/special")).toBe("/special");
  });
});
