import { type Context, Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { Forbidden, Invalid, NotFound } from "../services/errors";
import { applyTextReply, recordTextReceipt } from "../services/outbox/text-receipts";
import { isTwilioSigned } from "../services/outbox/twilio-signature";

const ReceiptSchema = z.object({ MessageSid: z.string().min(1), MessageStatus: z.string().min(1), ErrorCode: z.string().optional() });
const ReplySchema = z.object({ From: z.string().min(1), Body: z.string() });

/** The form Twilio posted, once its signature proves it came from Twilio (else 403); 404 where texts are not sent through Twilio. */
async function signedForm<T>(c: Context<AppEnv>, schema: z.ZodType<T>): Promise<T> {
  const twilio = c.var.app.settings.twilio;
  if (!twilio) throw new NotFound("not_found", "There is nothing at this address.");
  const form = Object.fromEntries(
    Object.entries(await c.req.parseBody()).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );
  // Twilio signs the address it called: the public one, whatever proxy the request came through.
  const url = `${c.var.app.settings.siteUrl}${c.req.path}${new URL(c.req.url).search}`;
  if (!(await isTwilioSigned(twilio.authToken, url, form, c.req.header("X-Twilio-Signature") ?? ""))) {
    throw new Forbidden("bad_signature", "This request is not signed by Twilio.");
  }
  const parsed = schema.safeParse(form);
  if (!parsed.success) throw new Invalid("invalid_input", "This callback lacks the fields Twilio sends.");
  return parsed.data;
}

/** Twilio's callbacks: delivery receipts of texts, and replies (STOP ends texts). */
export const twilioRoutes = new Hono<AppEnv>()
  .post("/status", async (c) => {
    const receipt = await signedForm(c, ReceiptSchema);
    await recordTextReceipt(
      c.var.app.db,
      { sid: receipt.MessageSid, status: receipt.MessageStatus, errorCode: receipt.ErrorCode },
      c.var.app.now(),
    );
    return c.body(null, 204);
  })
  .post("/inbound", async (c) => {
    const reply = await signedForm(c, ReplySchema);
    await applyTextReply(c.var.app.db, { from: reply.From, body: reply.Body }, c.var.app.now());
    // An empty TwiML answer: Twilio itself confirms a STOP to the sender.
    return c.body("<Response></Response>", 200, { "Content-Type": "text/xml" });
  });
