import { eq } from "drizzle-orm";
import type { Database } from "#worker/db/client";
import { bookings } from "#worker/db/schema";
import { textingNumberOf } from "../outbox/texts";
import { currentSubscription } from "../subscriptions/subscription-state";

/**
 * Where the texts of a subscriber's schedule visits go: the account's texting number when the
 * profile said yes, else the phone given with the box ticked in the subscription wizard, which
 * its first cleaning keeps (and a STOP reply clears). The current subscription's answer only:
 * a later wizard left unticked is not overruled by an earlier one.
 */
export async function scheduleTextNumberOf(db: Database, userId: string): Promise<string | null> {
  const profile = await textingNumberOf(db, userId);
  if (profile) return profile;
  const subscription = await currentSubscription(db, userId);
  if (!subscription?.firstBookingId) return null;
  const [firstCleaning] = await db
    .select({ textPhone: bookings.textPhone })
    .from(bookings)
    .where(eq(bookings.id, subscription.firstBookingId))
    .limit(1);
  return firstCleaning?.textPhone ?? null;
}
