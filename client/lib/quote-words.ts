import { getService } from "#core/catalogue";
import type { Locale } from "#core/i18n/locale";
import { bookingWizardMessages } from "#core/i18n/messages/booking-wizard";
import { FIRST_CLEANING_DISCOUNT_LABEL } from "#core/pricing";

/**
 * A quote line as the page's language reads it. Quote lines are written in English by the
 * pricing models; on a Spanish page the service's name they start with is its Spanish name
 * (a flat price's line is that name alone). What follows the name stays as priced until
 * quote lines carry a code and values of their own.
 */
export function quoteLineText(label: string, serviceId: string, locale: Locale): string {
  if (locale === "en") return label;
  const english = getService(serviceId)?.title;
  const spanish = getService(serviceId, locale)?.title;
  if (english === undefined || spanish === undefined || !label.startsWith(english)) return label;
  return `${spanish}${label.slice(english.length)}`;
}

/** The first-time offer's line in the page's language; another discount keeps its own words. */
export function discountText(label: string | undefined, locale: Locale): string | undefined {
  return label === FIRST_CLEANING_DISCOUNT_LABEL ? bookingWizardMessages[locale].firstCleaningDiscount : label;
}
