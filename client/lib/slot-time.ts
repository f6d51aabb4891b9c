import { formatTime } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";

const TWELVE_HOUR_LABEL = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

/**
 * A slot's time as the page's language says it ("10:00 a.m." in Spanish). Slots may come as
 * wall-clock "HH:mm" or as the older "10:00 AM" labels; an English page shows a label as it is,
 * so the English texts stay word for word.
 */
export function slotTimeText(slot: string, locale: Locale): string {
  const label = TWELVE_HOUR_LABEL.exec(slot);
  if (!label) return /^\d{2}:\d{2}$/.test(slot) ? formatTime(slot, locale) : slot;
  if (locale === "en") return slot;
  const hour = (Number(label[1]) % 12) + (label[3] === "PM" ? 12 : 0);
  return formatTime(`${String(hour).padStart(2, "0")}:${label[2]}`, locale);
}
