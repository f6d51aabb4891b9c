import { z } from "zod";

/** One card a signed-in customer keeps on their account (typed once, in Stripe's page). */
export interface WalletCard {
  id: string;
  brand: string;
  last4: string;
  /** From the card; null when Stripe did not say. */
  exp_month: number | null;
  exp_year: number | null;
  /**
   * A visit not yet paid will be charged to it (an upcoming booking, or a completed one whose
   * payment is still being taken): it cannot be removed until then.
   */
  in_use: boolean;
}

/** GET /api/wallet/cards and the answer of a removal: the account's cards, newest first. */
export interface WalletResponse {
  cards: WalletCard[];
}

/** POST /api/my-bookings/:reference/saved-card: the account's card this visit is charged to. */
export const ChooseSavedCardSchema = z.object({
  card_id: z.string().trim().min(1, "Please choose a card.").max(100, "Please choose a card."),
});
export type ChooseSavedCard = z.infer<typeof ChooseSavedCardSchema>;

/** "12/34": a card's expiry as printed on it. */
export function expiryText(card: Pick<WalletCard, "exp_month" | "exp_year">): string | null {
  if (card.exp_month === null || card.exp_year === null) return null;
  return `${String(card.exp_month).padStart(2, "0")}/${String(card.exp_year % 100).padStart(2, "0")}`;
}

/** DELETE /api/wallet/cards/:id: the card's id as the list gave it. */
export const WalletCardParamSchema = z.object({ id: z.string().min(1).max(100) });
