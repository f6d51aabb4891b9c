/**
 * How a text is billed and split, as carriers and Twilio count it: the GSM 03.38 alphabet takes
 * 160 characters in one part and 153 a part once split (the rest of each part holds the header
 * that joins them); any other character turns the whole text into UCS-2, 70 UTF-16 units in one
 * part and 67 a part. The extension characters (€ [ ] { } ...) take two GSM places each.
 */
const GSM_BASIC = new Set(
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà",
);
const GSM_EXTENDED = new Set("\f^{}\\[~]|€");

export interface SmsSize {
  encoding: "GSM-7" | "UCS-2";
  /** GSM places (septets) or UTF-16 units. */
  units: number;
  segments: number;
}

export function isGsmText(body: string): boolean {
  return [...body].every((char) => GSM_BASIC.has(char) || GSM_EXTENDED.has(char));
}

export function smsSize(body: string): SmsSize {
  if (isGsmText(body)) {
    const units = [...body].reduce((sum, char) => sum + (GSM_EXTENDED.has(char) ? 2 : 1), 0);
    return { encoding: "GSM-7", units, segments: units <= 160 ? 1 : Math.ceil(units / 153) };
  }
  const units = body.length;
  return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
}

/** The most parts a text may take: a longer one costs more and reads worse on a locked screen. */
export const MAX_TEXT_SEGMENTS = 2;

/**
 * The body within two parts. One accented letter outside the GSM alphabet (á í ó ú, common in
 * Spanish) makes the whole text UCS-2, where two parts hold 134 characters: less than a
 * manage link (about 113) and the business's name. Such letters are then written without
 * their accent (é ñ ü ¿ ¡ are GSM and stay), as Spanish texts commonly are; a text still too
 * long is cut, in GSM characters.
 */
export function withinTwoSegments(body: string): string {
  if (smsSize(body).segments <= MAX_TEXT_SEGMENTS) return body;
  const folded = [...body].map((char) => (GSM_BASIC.has(char) || GSM_EXTENDED.has(char) ? char : unaccented(char))).join("");
  if (smsSize(folded).segments <= MAX_TEXT_SEGMENTS) return folded;
  const characters = [...folded];
  while (characters.length > 0 && smsSize(`${characters.join("")}...`).segments > MAX_TEXT_SEGMENTS) characters.pop();
  return `${characters.join("")}...`;
}

function unaccented(char: string): string {
  const base = char.normalize("NFD").replace(/\p{Mn}/gu, "");
  return base.length > 0 && isGsmText(base) ? base : char;
}
