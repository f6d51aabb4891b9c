import { z } from "zod";
import { MAX_TIP_CENTS, MIN_TIP_CENTS, type TipOption } from "./payments-api";

/** The tips offered as a share of the visit, beside an amount of the customer's own. */
export const TIP_PERCENTS = [15, 18, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

/** A share of the visit's amount, to the nearest cent. */
export function tipOfVisit(visitCents: number, percent: TipPercent): number {
  return Math.round((visitCents * percent) / 100);
}

/** The shares offered for a visit of this amount: those that come to a tip that may be paid ($1 to $500). */
export function tipOptions(visitCents: number): TipOption[] {
  return TIP_PERCENTS.map((percent) => ({ percent, amount_cents: tipOfVisit(visitCents, percent) })).filter(
    (option) => option.amount_cents >= MIN_TIP_CENTS && option.amount_cents <= MAX_TIP_CENTS,
  );
}

const cents = (message: string) => z.number(message).int(message);
const percentField = z.union(
  TIP_PERCENTS.map((percent) => z.literal(percent)),
  "Please choose 15%, 18% or 20%, or enter an amount.",
);

const TipFields = z.object({
  /** A share of the visit: the server computes the amount. */
  percent: percentField.optional(),
  /** An amount of the customer's own. */
  tip_cents: cents("Please enter the tip in whole cents.")
    .min(MIN_TIP_CENTS, "A tip is $1.00 at least.")
    .max(MAX_TIP_CENTS, "A tip is $500.00 at most.")
    .optional(),
});

/** One of the two: a share or an amount. */
const oneTip = (tip: z.infer<typeof TipFields>) => (tip.percent === undefined) !== (tip.tip_cents === undefined);
const ONE_TIP = { message: "Please choose 15%, 18% or 20%, or enter an amount.", path: ["tip_cents"] };

/** POST /api/my-bookings/:reference/tip: a share of the visit or an amount, paid in Stripe's page. */
export const TipRequestSchema = TipFields.refine(oneTip, ONE_TIP);
export type TipRequest = z.infer<typeof TipRequestSchema>;

/** POST /api/my-bookings/:reference/saved-card-tip: the same tip, charged to one of the account's saved cards. */
export const SavedCardTipSchema = TipFields.extend({
  card_id: z.string().trim().min(1, "Please choose a card.").max(100, "Please choose a card."),
}).refine(oneTip, ONE_TIP);
export type SavedCardTip = z.infer<typeof SavedCardTipSchema>;
