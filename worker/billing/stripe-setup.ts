import type Stripe from "stripe";
import { CLEANING_PACKAGES, type CleaningPackage } from "#core/packages";
import { priceLookupKey, priceMismatch } from "./prices";

export { createStripeClient } from "./stripe-gateway";

const productId = (plan: CleaningPackage) => `cleaning_${plan.id}`;

/**
 * Makes the Stripe account match the catalogue, and can run any number of times: one
 * product per plan (fixed ids), one active monthly price per plan under its lookup key. A
 * price whose amount no longer matches is replaced; the lookup key moves to the new one.
 */
export async function setUpStripePrices(stripe: Stripe): Promise<string[]> {
  const report: string[] = [];
  for (const plan of CLEANING_PACKAGES) {
    const product = await ensureProduct(stripe, plan, report);
    const lookupKey = priceLookupKey(plan.id);
    const { data } = await stripe.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 });
    const current = data[0];
    const problem = current
      ? priceMismatch(plan, {
          id: current.id,
          unitAmount: current.unit_amount,
          currency: current.currency,
          interval: current.recurring?.interval ?? null,
          intervalCount: current.recurring?.interval_count ?? null,
        })
      : null;
    if (current && !problem && current.product === product.id) {
      report.push(`kept price ${current.id} (${lookupKey}, ${plan.price}/month)`);
      continue;
    }
    const created = await stripe.prices.create({
      product: product.id,
      currency: "usd",
      unit_amount: plan.priceValue,
      recurring: { interval: "month", interval_count: 1 },
      lookup_key: lookupKey,
      transfer_lookup_key: true,
      nickname: `${plan.title} monthly`,
    });
    if (current) {
      await stripe.prices.update(current.id, { active: false });
      report.push(`replaced price ${current.id} by ${created.id} (${problem ?? "other product"})`);
    } else {
      report.push(`created price ${created.id} (${lookupKey}, ${plan.price}/month)`);
    }
  }
  return report;
}

async function ensureProduct(stripe: Stripe, plan: CleaningPackage, report: string[]): Promise<Stripe.Product> {
  const fields = {
    name: `Hotel Style Cleaning: ${plan.title}`,
    description: `Bi-weekly hotel-style cleaning, two ${plan.visitHours}-hour visits a month.`,
  };
  try {
    const existing = await stripe.products.retrieve(productId(plan));
    if (existing.name === fields.name && existing.description === fields.description && existing.active) {
      report.push(`kept product ${existing.id}`);
      return existing;
    }
    report.push(`updated product ${existing.id}`);
    return await stripe.products.update(existing.id, { ...fields, active: true });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode !== 404) throw error;
    report.push(`created product ${productId(plan)}`);
    return stripe.products.create({ id: productId(plan), ...fields });
  }
}
