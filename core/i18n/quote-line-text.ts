import { getService } from "../catalogue";
import { FIRST_CLEANING_DISCOUNT_LABEL, type Quote, type QuoteLine } from "../pricing";
import { formatCount, formatMoney, formatRateMoney, pluralize } from "./format";
import type { Locale } from "./locale";
import { quoteLineWords } from "./messages/quote-lines";

/**
 * A line as stored before lines carried a code: its English text. Rows the migration could
 * not read keep that text as a `text` line; this covers a quote that reaches a reader
 * without having passed through it (a JSON written by an older worker during a deploy).
 */
interface LabelledLine {
  label: string;
  amount_cents: number;
}

/** A quote line in the reader's language; the service's name is the catalogue's in that language. */
export function quoteLineText(line: QuoteLine | LabelledLine, serviceId: string, locale: Locale): string {
  if (!("code" in line)) return line.label;
  const words = quoteLineWords[locale];
  const title = () => getService(serviceId, locale)?.title ?? getService(serviceId)?.title ?? serviceId;
  const rate = (cents: number) => formatRateMoney(cents, locale);
  switch (line.code) {
    case "service":
      return title();
    case "rooms_base":
      return words.roomsBase(title());
    case "extra_bedrooms":
      return words.countAtRate(pluralize(line.values.count, words.extraBedrooms, locale), rate(line.values.rate_cents));
    case "extra_bathrooms":
      return words.countAtRate(pluralize(line.values.count, words.extraBathrooms, locale), rate(line.values.rate_cents));
    case "extra_guests":
      return words.countAtRate(pluralize(line.values.count, words.extraGuests, locale), rate(line.values.rate_cents));
    case "hours": {
      const { hours, rate_cents, minimum_hours } = line.values;
      const billed = words.hours(title(), pluralize(hours, words.hourCount, locale), rate(rate_cents));
      return minimum_hours === undefined ? billed : words.hoursMinimum(billed, pluralize(minimum_hours, words.hourCount, locale));
    }
    case "days":
      return words.days(title(), pluralize(line.values.days, words.dayCount, locale), rate(line.values.rate_cents));
    case "wash_fold":
      return words.washFold(words.speed[line.values.speed], formatCount(line.values.pounds, locale), rate(line.values.rate_cents));
    case "wash_fold_minimum":
      return words.washFoldMinimum(
        words.speed[line.values.speed],
        formatCount(line.values.pounds, locale),
        rate(line.values.minimum_cents),
      );
    case "service_fee":
      return words.serviceFee;
    case "meal":
      return words.meal(title(), formatCount(line.values.guests, locale));
    case "tip":
      return words.tip;
    case "text":
      return line.values.text;
  }
}

/** The discount's line: the first-time offer in the reader's language; another discount keeps its own words. */
export function discountText(quote: Pick<Quote, "discount_label">, locale: Locale): string {
  const label = quote.discount_label ?? FIRST_CLEANING_DISCOUNT_LABEL;
  return label === FIRST_CLEANING_DISCOUNT_LABEL ? quoteLineWords[locale].firstCleaningDiscount : label;
}

/** A quote on one line, for emails and plain text: each line, the offer, and the total. */
export function quoteSummary(quote: Quote, locale: Locale): string {
  const money = (cents: number) => formatMoney(cents, locale);
  const parts = quote.lines.map((line) => `${quoteLineText(line, quote.service_id, locale)}: ${money(line.amount_cents)}`);
  if (quote.discount_cents > 0) parts.push(`${discountText(quote, locale)}: ${money(-quote.discount_cents)}`);
  return [...parts, `${quoteLineWords[locale].total}: ${money(quote.total_cents)}`].join("; ");
}
