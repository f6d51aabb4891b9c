import type { PackageId } from "#core/packages";
import { localEvent, localInvoice, localSubscription, type LocalSubscriptionFacts } from "./local-events";

// The local billing portal's actions: what each says, and the events Stripe would send for it.

export const PORTAL_ACTIONS = {
  switch: "Your plan was switched. The difference is prorated on your next invoice.",
  cancel: "Your subscription will end at the end of the current period.",
  resume: "Your subscription was resumed.",
  decline: "The renewal payment was declined (test). Your subscription is past due.",
  pay: "Your card was updated and the overdue invoice paid.",
  end: "Your subscription has ended.",
} as const;

type PortalAction = keyof typeof PORTAL_ACTIONS;

/** The portal action a request names, if any: own keys only, so `toString` or `__proto__` names none. */
export function portalAction(name: string | undefined): PortalAction | undefined {
  return name !== undefined && Object.hasOwn(PORTAL_ACTIONS, name) ? (name as PortalAction) : undefined;
}

/** The events Stripe would send for a portal action, in the order it sends them. */
export function portalEvents(action: PortalAction, facts: LocalSubscriptionFacts, packageId: PackageId | undefined, now: Date) {
  const updated = (changes: Partial<LocalSubscriptionFacts>) =>
    localEvent("customer.subscription.updated", localSubscription({ ...facts, ...changes }, now), now);
  switch (action) {
    case "switch":
      return [
        updated({ packageId: packageId ?? facts.packageId, metadata: { ...facts.metadata, package_id: packageId ?? facts.packageId } }),
      ];
    case "cancel":
      return [updated({ cancelAtPeriodEnd: true })];
    case "resume":
      return [updated({ cancelAtPeriodEnd: false })];
    case "decline":
      return [localEvent("invoice.payment_failed", localInvoice(facts, false), now), updated({ status: "past_due" })];
    case "pay":
      return [localEvent("invoice.paid", localInvoice(facts, true), now), updated({ status: "active" })];
    case "end":
      return [
        localEvent(
          "customer.subscription.deleted",
          localSubscription({ ...facts, status: "canceled", cancelAtPeriodEnd: false }, now),
          now,
        ),
      ];
  }
}
