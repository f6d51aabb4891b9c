import { formatMoney, pluralize } from "#core/i18n/format";
import { workOfferMessages } from "#core/i18n/messages/work-offers";
import { workPortalMessages } from "#core/i18n/messages/work-portal";
import type { JobOffer } from "#core/staff-api";
import { useLocale } from "#client/lib/locale";

/** What a vendor weighs before accepting: the neighbourhood (never the street), the home's size, the visit's length and the pay. */
export function OfferFacts({ offer }: { offer: JobOffer }) {
  const locale = useLocale();
  const words = workOfferMessages[locale];
  const sizeWords = workPortalMessages[locale];
  const size = [
    offer.bedrooms === null ? null : pluralize(offer.bedrooms, sizeWords.bedrooms, locale),
    offer.bathrooms === null ? null : pluralize(offer.bathrooms, sizeWords.bathrooms, locale),
  ].filter((part) => part !== null);
  const facts = [
    { term: words.where, value: offer.neighbourhood ?? offer.area },
    { term: words.size, value: size.length ? size.join(", ") : null },
    { term: words.length, value: pluralize(offer.lengthHours, words.hours, locale) },
    {
      term: words.earnings,
      value: offer.earningsCents === null ? null : `${formatMoney(offer.earningsCents, locale)} (${words.tipsApart})`,
    },
  ].filter((fact) => fact.value);
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-slate-700">
      {facts.map((fact) => (
        <div key={fact.term} className="contents">
          <dt className="font-medium">{fact.term}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
