import type Stripe from "stripe";
import { z } from "zod";

/**
 * What a signed body must hold before the webhook acts on it: an event, and for the types
 * handled here the fields the handlers read. A signature proves who sent a body, not that
 * it is usable; these checks keep a malformed one from reaching the handlers as a crash.
 */
const StripeId = z.string().min(1);
const Reference = z.union([StripeId, z.object({ id: StripeId })]);

const EventSchema = z.object({
  id: StripeId,
  type: z.string().min(1),
  created: z.number().int(),
  // Loose: the object is checked against its type's schema below with every field kept.
  data: z.object({ object: z.looseObject({}) }),
});

const SessionSchema = z.object({ id: StripeId });

// snapshotOf reads these; a missing cancel_at would read as a scheduled cancellation.
const SubscriptionSchema = z.object({
  id: StripeId,
  customer: Reference,
  status: z.string(),
  cancel_at: z.number().nullable(),
  cancel_at_period_end: z.boolean(),
  items: z.object({ data: z.array(z.object({ price: z.object({}) })) }),
  metadata: z.record(z.string(), z.string()).nullish(),
});

const Metadata = z.record(z.string(), z.string()).nullish();
const PaymentIntentSchema = z.object({ id: StripeId, amount_received: z.number().int(), metadata: Metadata });
const ChargeSchema = z.object({ id: StripeId, payment_intent: Reference.nullable(), amount_refunded: z.number().int() });

const OBJECT_SCHEMAS: Record<string, z.ZodType> = {
  "payment_intent.succeeded": PaymentIntentSchema,
  "payment_intent.payment_failed": PaymentIntentSchema,
  "charge.refunded": ChargeSchema,
  "checkout.session.completed": SessionSchema,
  "checkout.session.expired": SessionSchema,
  "customer.subscription.created": SubscriptionSchema,
  "customer.subscription.updated": SubscriptionSchema,
  "customer.subscription.deleted": SubscriptionSchema,
};

export type ParsedEvent = { event: Stripe.Event } | { unusable: string; id?: string; type?: string };

/** The event in a verified payload, or why it cannot be used. */
export function parseStripeEvent(payload: string): ParsedEvent {
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return { unusable: "the body is not JSON" };
  }
  const event = EventSchema.safeParse(body);
  if (!event.success) return { unusable: `not a Stripe event (${firstIssue(event.error)})`, ...namesIn(body) };
  const { id, type } = event.data;
  const objectSchema = Object.hasOwn(OBJECT_SCHEMAS, type) ? OBJECT_SCHEMAS[type] : undefined;
  const object = objectSchema?.safeParse(event.data.data.object);
  if (object && !object.success) return { unusable: `its data.object lacks what ${type} needs (${firstIssue(object.error)})`, id, type };
  return { event: body as Stripe.Event };
}

/** The id and type of a body that is not a whole event, for the log to name it by. */
function namesIn(body: unknown): { id?: string; type?: string } {
  if (typeof body !== "object" || body === null) return {};
  const { id, type } = body as Record<string, unknown>;
  return { id: typeof id === "string" ? id : undefined, type: typeof type === "string" ? type : undefined };
}

function firstIssue(error: z.ZodError): string {
  const [issue] = error.issues;
  return issue ? `${issue.path.join(".") || "body"}: ${issue.message}` : "invalid";
}
