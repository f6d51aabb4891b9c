import { Hono } from "hono";
import type { CheckoutUrlResponse } from "#core/payments-api";
import { WalletCardParamSchema, type WalletResponse } from "#core/wallet-api";
import { idempotencyKey } from "../middleware/idempotency-key";
import { requireUser, type SignedInEnv } from "../middleware/session";
import { serviceContext } from "../services/context";
import { removeWalletCard, startWalletSetup, walletCardsOf } from "../services/payments/wallet";
import { validate } from "../validate";

/** A signed-in customer's own saved cards: listed, one added (in Stripe's page), one removed. */
export const walletRoutes = new Hono<SignedInEnv>()
  .use(requireUser)
  .get("/cards", async (c) => c.json<WalletResponse>({ cards: await walletCardsOf(c.var.app.db, c.var.user.id) }))
  .post("/cards", async (c) =>
    c.json<CheckoutUrlResponse>(await startWalletSetup(serviceContext(c.var.app, c.var.user), idempotencyKey(c))),
  )
  .delete("/cards/:id", validate("param", WalletCardParamSchema), async (c) => {
    await removeWalletCard(serviceContext(c.var.app, c.var.user), c.req.valid("param").id);
    return c.json<WalletResponse>({ cards: await walletCardsOf(c.var.app.db, c.var.user.id) });
  });
