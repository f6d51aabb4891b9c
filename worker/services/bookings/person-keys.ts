import type { BookingRequest } from "#core/booking-schema";
import { type ServiceAddress, zipInAddress } from "#core/service-address";

/**
 * What tells one person's bookings apart from another's for the first-time offer (decision
 * 0013): the same inbox, phone or home typed another way gives the same key. Stored on each
 * booking so that the check is an indexed lookup. The migration that added the keys
 * (migrations/*_first_offer_keys.sql) computes the email and phone keys of older bookings
 * in SQL the same way: a change here needs the same change there, for rows stored since.
 */

/** Gmail delivers every dotted spelling of a name, and googlemail.com is the same mailbox. */
const GMAIL_DOMAINS = ["gmail.com", "googlemail.com"];

/**
 * "Dana.First+promo@GoogleMail.com" → "danafirst@gmail.com": lower case, without a +tag
 * (every large provider delivers name+anything to name), and for Gmail without dots.
 * Other providers' dots are kept: there they are another mailbox.
 */
export function emailKey(email: string): string {
  const typed = email.trim().toLowerCase();
  const at = typed.indexOf("@");
  if (at < 0) return typed;
  let local = typed.slice(0, at);
  let domain = typed.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus >= 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.includes(domain)) {
    local = local.replaceAll(".", "");
    domain = "gmail.com";
  }
  return `${local}@${domain}`;
}

/**
 * "+1 (305) 555-0142 ext. 9" → "3055550142": the digits of the number without its extension,
 * and without the US country code, which people type or leave out. An extension is left
 * out because it is what a booking could change at will without changing the phone.
 */
export function phoneKey(phone: string): string {
  const main = phone.replace(/(?:ext\.?|extension|x)\s*\d+\s*$/i, "");
  const digits = main.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/** Words written more than one way in a street address, as the USPS abbreviates them. */
const STREET_WORDS: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  drive: "dr",
  boulevard: "blvd",
  road: "rd",
  court: "ct",
  place: "pl",
  lane: "ln",
  terrace: "ter",
  circle: "cir",
  highway: "hwy",
  parkway: "pkwy",
  causeway: "cswy",
  trail: "trl",
  plaza: "plz",
  square: "sq",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  northeast: "ne",
  northwest: "nw",
  southeast: "se",
  southwest: "sw",
};

/** The words that say "a unit follows": "Apt 3104", "#3104", "Suite 200" are unit 3104 and 200. */
const UNIT_MARKERS = new Set(["apt", "apartment", "unit", "suite", "ste", "room", "rm", "num"]);

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replaceAll("#", " unit ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => STREET_WORDS[word] ?? word);
}

/** A unit without its marker: "Apt 3104", "#3104" and "3104" are all "3104". */
function unitOf(text: string): string {
  return wordsOf(text)
    .filter((word) => !UNIT_MARKERS.has(word))
    .join("");
}

/** A street that carries its unit ("1200 Brickell Bay Dr Apt 3104"), split in two. */
function splitStreet(street: string): { street: string; unit: string } {
  const words = wordsOf(street);
  const marker = words.findIndex((word) => UNIT_MARKERS.has(word));
  if (marker <= 0) return { street: words.join(""), unit: "" };
  return { street: words.slice(0, marker).join(""), unit: words.slice(marker + 1, marker + 2).join("") };
}

/**
 * The street, unit and ZIP of a one-line address ("Brickell Heights, 55 SW 9th St, Apt
 * 1203, Miami, FL 33130"): the street is the first part that starts with a house number, the
 * unit the part that starts with a unit marker (or the word after one in the street).
 */
function partsOfLine(line: string): { street: string; unit: string; zip: string } {
  const parts = line
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const streetPart = parts.find((part) => /^\d/.test(part)) ?? parts[0] ?? "";
  const unitPart = parts.find((part) => part !== streetPart && UNIT_MARKERS.has(wordsOf(part)[0] ?? ""));
  const street = splitStreet(streetPart);
  return { street: street.street, unit: unitPart ? unitOf(unitPart) : street.unit, zip: zipInAddress(line) ?? "" };
}

/**
 * "1200 Brickell Bay Drive, Apt 3104" in 33131 → "1200brickellbaydr|3104|33131": the home a
 * visit is at, without the building's name, the city or how the street and unit are written.
 * Null when no street can be read from it.
 */
export function addressKey(input: {
  address?: Pick<ServiceAddress, "street" | "unit" | "zip"> | null;
  service_address: string;
}): string | null {
  let place: { street: string; unit: string; zip: string };
  if (input.address) {
    const street = splitStreet(input.address.street);
    const unit = input.address.unit ? unitOf(input.address.unit) : street.unit;
    place = { street: street.street, unit, zip: input.address.zip.trim() };
  } else {
    place = partsOfLine(input.service_address);
  }
  return place.street ? `${place.street}|${place.unit}|${place.zip}` : null;
}

/** The keys a booking is stored with. */
export function personKeys(input: Pick<BookingRequest, "customer_email" | "customer_phone" | "address" | "service_address">) {
  return { emailKey: emailKey(input.customer_email), phoneKey: phoneKey(input.customer_phone), addressKey: addressKey(input) };
}
