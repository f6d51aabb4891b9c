import { and, desc, eq, gt, isNotNull, isNull, sql } from "drizzle-orm";
import { localizedPath } from "#core/i18n/locale";
import type { CheckoutUrlResponse } from "#core/payments-api";
import type { WalletCard } from "#core/wallet-api";
import { valuedErrorWords } from "#core/i18n/messages/valued-errors";
import { billingGateway, withBilling } from "#worker/billing/request-gateway";
import type { Database } from "#worker/db/client";
import { accountCards, type AccountCardRecord, type BookingRecord } from "#worker/db/schema";
import type { SignedInContext } from "../context";
import { Conflict, NotFound } from "../errors";
import { accountCustomer } from "./account-customer";
import { NOT_YOURS } from "./card-at-booking";

/** Stripe's Checkout sessions lapse after 24 hours: an open one is handed out again until shortly before. */
const SETUP_REUSE_MS = 23 * 60 * 60 * 1000;

/** Where the account's cards are listed: the dashboard's Profile tab. */
export const WALLET_PAGE = "/dashboard?tab=Profile";

/**
 * A card some visit still needs: a booking of the card's owner to be charged to it that is
 * not yet done (pending, confirmed or held), or done with its payment not yet taken
 * (written, being charged, or to be retried after Stripe was unreachable). A pay link sent
 * after a decline no longer needs it. Kept as SQL so the removal's one UPDATE holds it.
 */
export const cardInUse = (card: typeof accountCards) => sql`exists (
  select 1 from booking_cards chosen join bookings on bookings.id = chosen.booking_id
  where chosen.payment_method_id = ${card.paymentMethodId} and bookings.user_id = ${card.userId}
    and (bookings.status in ('pending', 'confirmed', 'held_for_checkout')
      or exists (select 1 from booking_payments visit where visit.booking_id = bookings.id and visit.kind = 'visit'
        and visit.status in ('pending', 'charging', 'failed'))))`;

/** The account's saved cards, newest first; cards being set up and cards removed are left out. */
export async function walletCardsOf(db: Database, userId: string): Promise<WalletCard[]> {
  const rows = await db
    .select({ card: accountCards, inUse: sql<number>`${cardInUse(accountCards)}` })
    .from(accountCards)
    .where(and(eq(accountCards.userId, userId), isNotNull(accountCards.paymentMethodId), isNull(accountCards.removedAt)))
    .orderBy(desc(accountCards.createdAt));
  return rows.map(({ card, inUse }) => ({
    id: card.id,
    brand: card.brand ?? "card",
    last4: card.last4 ?? "",
    exp_month: card.expMonth,
    exp_year: card.expYear,
    in_use: Boolean(inUse),
  }));
}

/**
 * Checkout in setup mode for a card kept on the account (typed once, in Stripe's page; the
 * webhook stores it). The account's one Stripe customer is made first if need be; an open
 * session is handed out again, and the request's key makes a double click one session at Stripe.
 */
export async function startWalletSetup(ctx: SignedInContext, requestKey: string): Promise<CheckoutUrlResponse> {
  const now = ctx.now();
  const [open] = await ctx.db
    .select()
    .from(accountCards)
    .where(and(eq(accountCards.userId, ctx.user.id), isNull(accountCards.paymentMethodId), gt(accountCards.setupExpiresAt, now)))
    .orderBy(desc(accountCards.createdAt))
    .limit(1);
  if (open?.setupUrl) return { url: open.setupUrl };
  const gateway = billingGateway(ctx);
  const { user } = ctx;
  // Stripe returns the customer to the Profile tab in their own language.
  const walletUrl = `${ctx.settings.siteUrl}${localizedPath(WALLET_PAGE, user.locale)}`;
  const session = await withBilling(async () => {
    const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
    const customerId = await accountCustomer(ctx, gateway, { userId: user.id, email: user.email, name });
    const created = await gateway.createSetupCheckout({
      customerId,
      metadata: { user_id: user.id, kind: "wallet" },
      successUrl: `${walletUrl}&card=saved`,
      cancelUrl: walletUrl,
      idempotencyKey: `wallet-setup-${user.id}-${requestKey}`,
    });
    return { ...created, customerId };
  });
  // The same session twice (a double click Stripe answered once) keeps one row.
  await ctx.db
    .insert(accountCards)
    .values({
      id: crypto.randomUUID(),
      userId: user.id,
      stripeCustomerId: session.customerId,
      setupSessionId: session.id,
      setupUrl: session.url,
      setupExpiresAt: new Date(now.getTime() + SETUP_REUSE_MS),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  return { url: session.url };
}

/**
 * Removes one of the account's cards: one conditional UPDATE that refuses a card a visit
 * still needs (cardInUse), then the card is detached at Stripe so it can never be charged.
 * Another account's card, or none, is 404.
 */
export async function removeWalletCard(ctx: SignedInContext, cardId: string): Promise<void> {
  const now = ctx.now();
  const [removed] = await ctx.db
    .update(accountCards)
    .set({ removedAt: now, updatedAt: now })
    .where(
      and(
        eq(accountCards.id, cardId),
        eq(accountCards.userId, ctx.user.id),
        isNotNull(accountCards.paymentMethodId),
        isNull(accountCards.removedAt),
        sql`not ${cardInUse(accountCards)}`,
      ),
    )
    .returning();
  if (!removed) throw await whyNotRemoved(ctx, cardId);
  await detachRemoved(ctx, removed);
}

async function whyNotRemoved(ctx: SignedInContext, cardId: string) {
  const [card] = await ctx.db
    .select()
    .from(accountCards)
    .where(and(eq(accountCards.id, cardId), eq(accountCards.userId, ctx.user.id), isNotNull(accountCards.paymentMethodId)));
  if (!card || card.removedAt) return new NotFound("not_found", NOT_YOURS);
  return new Conflict(
    "card_in_use",
    "A visit not yet paid will be charged to this card. You can remove it once that visit is paid, or choose another card for it.",
  );
}

/**
 * The card is off the account in D1 already (no visit can choose it any more); Stripe
 * unreachable leaves it attached to the customer there, unused, and is logged rather than
 * undoing a removal the customer asked for.
 */
async function detachRemoved(ctx: SignedInContext, card: AccountCardRecord) {
  if (!card.paymentMethodId) return;
  try {
    await withBilling(() => billingGateway(ctx).detachCard(card.paymentMethodId ?? ""));
  } catch (error) {
    console.error(`Removed card ${card.id} could not be detached at Stripe: ${String(error)}`);
  }
}

/**
 * The account's card this visit is charged to after it happens: written as the booking's
 * card in one statement that holds every condition (the card is the caller's and kept, the
 * booking the caller's and not yet done), so a card removed meanwhile or a visit completed
 * meanwhile writes nothing. A card chosen again replaces the booking's card.
 */
export async function chooseSavedCard(ctx: SignedInContext, booking: BookingRecord, cardId: string): Promise<void> {
  const now = ctx.now().getTime();
  const result = await ctx.db.run(sql`
    insert into booking_cards (booking_id, stripe_customer_id, payment_method_id, brand, last4, created_at, updated_at)
    select ${booking.id}, card.stripe_customer_id, card.payment_method_id, card.brand, card.last4, ${now}, ${now}
    from account_cards card
    where card.id = ${cardId} and card.user_id = ${ctx.user.id}
      and card.payment_method_id is not null and card.removed_at is null
      and exists (select 1 from bookings where bookings.id = ${booking.id} and bookings.user_id = ${ctx.user.id}
        and bookings.status in ('pending', 'confirmed'))
    on conflict (booking_id) do update set stripe_customer_id = excluded.stripe_customer_id,
      payment_method_id = excluded.payment_method_id, brand = excluded.brand, last4 = excluded.last4,
      setup_session_id = null, setup_url = null, setup_expires_at = null, updated_at = excluded.updated_at`);
  if (result.meta.changes > 0) return;
  const kept = (await walletCardsOf(ctx.db, ctx.user.id)).some((card) => card.id === cardId);
  if (!kept) throw new NotFound("not_found", NOT_YOURS);
  throw new Conflict("card_not_needed", (locale) => valuedErrorWords[locale].cardNotChangeable(booking.status));
}
