import { LANGUAGE_TAG, type Locale } from "./locale";

/**
 * Money, dates, times, counts and plurals in a language, all through Intl with the US
 * variant of the language. Each formatter is built once per language and kept: building one
 * costs far more than using it.
 */

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(key: string, build: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

// ICU writes "3:00 PM" with a narrow no-break space; the site's texts use a plain space.
const INTL_SPACES = /[\u202f\u00a0]/g;

/** An amount in cents with its cents: formatMoney(123450, "es") -> "$1,234.50". */
export function formatMoney(cents: number, locale: Locale): string {
  const format = cached(`money:${locale}`, () => new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: "currency", currency: "USD" }));
  return format.format(cents / 100).replace(INTL_SPACES, " ");
}

/** A rate as the site writes it: whole dollars without cents ("$20", "$2,300"), others with them. */
export function formatRateMoney(cents: number, locale: Locale): string {
  if (cents % 100 !== 0) return formatMoney(cents, locale);
  const format = cached(
    `whole:${locale}`,
    () => new Intl.NumberFormat(LANGUAGE_TAG[locale], { style: "currency", currency: "USD", maximumFractionDigits: 0 }),
  );
  return format.format(cents / 100).replace(INTL_SPACES, " ");
}

/** A whole number with the language's grouping: 1,000,000. */
export function formatCount(count: number, locale: Locale): string {
  return cached(`count:${locale}`, () => new Intl.NumberFormat(LANGUAGE_TAG[locale])).format(count);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A calendar day (YYYY-MM-DD, already a New York day) written out with its weekday:
 * "jueves, 26 de noviembre de 2026", "Thursday, November 26, 2026". Read at noon UTC so no
 * time zone can move it to the day before or after.
 */
export function formatLongDate(date: string, locale: Locale): string {
  const match = CALENDAR_DATE.exec(date);
  if (!match) throw new RangeError(`Not a calendar date: ${date}`);
  const [, year, month, day] = match;
  const noon = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day), 12));
  const format = cached(`date:${locale}`, () => new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { dateStyle: "full", timeZone: "UTC" }));
  return format.format(noon);
}

const WALL_CLOCK_TIME = /^(\d{2}):(\d{2})$/;

/** A New York wall-clock time (HH:mm) as the language says it: "3:00 p.m.", "3:00 PM". */
export function formatTime(time: string, locale: Locale): string {
  const match = WALL_CLOCK_TIME.exec(time);
  if (!match) throw new RangeError(`Not a time: ${time}`);
  const instant = new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2])));
  const format = cached(
    `time:${locale}`,
    () => new Intl.DateTimeFormat(LANGUAGE_TAG[locale], { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  return format.format(instant).replace(INTL_SPACES, " ");
}

/**
 * The forms of a counted phrase; `#` stands for the count. `other` is the catch-all every
 * language needs: Spanish says "many" for a million ("1 millón de…"), and a phrase without
 * that form would otherwise have nothing to print.
 */
export interface PluralForms {
  one?: string;
  many?: string;
  other: string;
}

/** pluralize(3, { one: "# hora", other: "# horas" }, "es") -> "3 horas". */
export function pluralize(count: number, forms: PluralForms, locale: Locale): string {
  const category = cached(`plural:${locale}`, () => new Intl.PluralRules(LANGUAGE_TAG[locale])).select(count);
  const form = (category === "one" || category === "many" ? forms[category] : undefined) ?? forms.other;
  return form.replaceAll("#", formatCount(count, locale));
}
