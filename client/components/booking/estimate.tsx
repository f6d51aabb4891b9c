import type { Quote } from "#core/pricing";
import { formatMoney } from "#core/i18n/format";
import { bookingWizardMessages } from "#core/i18n/messages/booking-wizard";
import { useLocale } from "#client/lib/locale";
import { offerNoteText } from "#core/i18n/offer-note-text";
import { discountText, quoteLineText } from "#core/i18n/quote-line-text";

/**
 * An itemised price: its lines, the first-time offer as its own line (or, on a final price,
 * why it was taken out), and the total. Read
 * out as it changes (polite), so a screen reader hears the new total after a quantity.
 */
export function Estimate({ quote, title, note }: { quote: Quote; title?: string; note?: string }) {
  const locale = useLocale();
  const t = bookingWizardMessages[locale];
  const money = (cents: number) => formatMoney(cents, locale);
  title ??= t.estimate;
  const offerNote = offerNoteText(quote, locale);
  return (
    <section aria-label={title} aria-live="polite" className="rounded-2xl border border-slate-200 bg-white p-4">
      <h3 className="font-semibold">{title}</h3>
      <table className="mt-2 w-full text-sm">
        <tbody>
          {quote.lines.map((line, index) => (
            // Two lines may read the same (two "Service fee"s are possible once the business adds one).
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines never reorder
            <tr key={index}>
              <td className="py-1 pr-4 text-slate-700">{quoteLineText(line, quote.service_id, locale)}</td>
              <td className="py-1 text-right tabular-nums">{money(line.amount_cents)}</td>
            </tr>
          ))}
          {quote.discount_cents > 0 && (
            <tr>
              <td className="py-1 pr-4 text-teal">{discountText(quote, locale)}</td>
              <td className="py-1 text-right tabular-nums text-teal">{money(-quote.discount_cents)}</td>
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr className="border-t border-slate-200 font-semibold">
            <td className="pt-2 pr-4">{t.total}</td>
            <td className="pt-2 text-right tabular-nums">{money(quote.total_cents)}</td>
          </tr>
        </tfoot>
      </table>
      {offerNote && <p className="mt-2 text-sm text-slate-600">{offerNote}</p>}
      {note && <p className="mt-2 text-sm text-slate-600">{note}</p>}
    </section>
  );
}
