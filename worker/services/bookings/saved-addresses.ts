import { and, desc, eq, isNotNull } from "drizzle-orm";
import type { SavedAddress } from "#core/saved-addresses";
import { formatAddress } from "#core/service-address";
import type { Database } from "#worker/db/client";
import { addressBook, bookings } from "#worker/db/schema";
import type { SignedInContext } from "../context";
import { NotFound } from "../errors";

/** How many addresses the forms offer and the dashboard lists. */
export const SAVED_ADDRESSES_SHOWN = 5;
const NOT_FOUND = "This address is not among your saved addresses.";

/** An address's id: a digest of its one-line form, lower-cased, so the same address is one entry. */
async function addressIdOf(line: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(line.toLowerCase()));
  return [...new Uint8Array(digest).slice(0, 12)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The customer's last distinct addresses, newest booking first, with their names; one the
 * customer removed stays out unless it was booked again after the removal.
 */
export async function savedAddressesOf(db: Database, userId: string): Promise<SavedAddress[]> {
  const [booked, book] = await Promise.all([
    db
      .select({ parts: bookings.addressParts, createdAt: bookings.createdAt })
      .from(bookings)
      .where(and(eq(bookings.userId, userId), isNotNull(bookings.addressParts)))
      .orderBy(desc(bookings.createdAt))
      .limit(200),
    db.select().from(addressBook).where(eq(addressBook.userId, userId)),
  ]);
  const entries = new Map(book.map((entry) => [entry.addressId, entry]));
  const seen = new Set<string>();
  const addresses: SavedAddress[] = [];
  for (const { parts, createdAt } of booked) {
    if (!parts) continue;
    // Deduplicated by the line first: a customer's many bookings at one home cost one digest.
    const line = formatAddress(parts);
    if (seen.has(line.toLowerCase())) continue;
    seen.add(line.toLowerCase());
    const id = await addressIdOf(line);
    const entry = entries.get(id);
    if (entry?.removedAt && entry.removedAt.getTime() >= createdAt.getTime()) continue;
    addresses.push({ id, label: entry?.label ?? null, parts, line });
    if (addresses.length === SAVED_ADDRESSES_SHOWN) break;
  }
  return addresses;
}

/** Names one of the customer's own saved addresses; anyone else's (or none) is 404. */
export async function renameSavedAddress(ctx: SignedInContext, id: string, label: string | null): Promise<SavedAddress> {
  const address = (await savedAddressesOf(ctx.db, ctx.user.id)).find((saved) => saved.id === id);
  if (!address) throw new NotFound("not_found", NOT_FOUND);
  const now = ctx.now();
  await ctx.db
    .insert(addressBook)
    .values({ userId: ctx.user.id, addressId: id, label, updatedAt: now })
    .onConflictDoUpdate({ target: [addressBook.userId, addressBook.addressId], set: { label, updatedAt: now } });
  return { ...address, label };
}

/** Takes an address off the list (its bookings keep it); removing it twice answers the same. */
export async function removeSavedAddress(ctx: SignedInContext, id: string): Promise<void> {
  const now = ctx.now();
  const [listed, [entry]] = await Promise.all([
    savedAddressesOf(ctx.db, ctx.user.id),
    ctx.db
      .select()
      .from(addressBook)
      .where(and(eq(addressBook.userId, ctx.user.id), eq(addressBook.addressId, id))),
  ]);
  if (!listed.some((saved) => saved.id === id)) {
    if (entry?.removedAt) return;
    throw new NotFound("not_found", NOT_FOUND);
  }
  await ctx.db
    .insert(addressBook)
    .values({ userId: ctx.user.id, addressId: id, removedAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [addressBook.userId, addressBook.addressId], set: { removedAt: now, label: null, updatedAt: now } });
}
