import type { BookingInput } from "#core/booking-schema";
import { MOBILE_MESSAGE, mobileField } from "#core/text-settings";
import { Invalid } from "../errors";

/**
 * The number a booking's visit texts go to: the booking's phone as E.164 when its person
 * ticked the consent, else none. Ticked with a number that cannot take texts (not a US
 * number) is refused at the phone field rather than kept as a consent no text can honour.
 */
export function textPhoneOf(input: Pick<BookingInput, "customer_phone" | "text_reminders">): string | null {
  if (!input.text_reminders) return null;
  const mobile = mobileField().safeParse(input.customer_phone);
  if (!mobile.success) throw new Invalid("invalid_input", "Please check the highlighted fields.", { customer_phone: MOBILE_MESSAGE });
  return mobile.data;
}
