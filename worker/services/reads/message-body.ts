import { eq } from "drizzle-orm";
import type { AdminMessage } from "#core/admin-api";
import type { Database } from "#worker/db/client";
import { emails, type EmailRecord } from "#worker/db/schema";
import { renderStoredEmail } from "#worker/emails/templates";
import { renderStoredText } from "#worker/texts/template";
import "#worker/texts/visit-texts";
import "#worker/texts/job-texts";
import { NotFound } from "../errors";
import { toAdmin } from "./email-log";

/** The body of a row whose rendered copy was emptied after 90 days, rendered again from its template and values. */
function renderedAgain(record: EmailRecord & { template: string; templateValues: string }): { html: string; text: string } {
  if (record.channel === "sms") return { html: "", text: renderStoredText(record.template, record.templateValues).body };
  const rendered = renderStoredEmail(record.template, record.templateValues);
  return { html: rendered.html, text: rendered.text };
}

/** One message with its body for the console: the stored copy while there is one, else rendered on demand. */
export async function messageWithBody(db: Database, id: string): Promise<AdminMessage> {
  const [record] = await db.select().from(emails).where(eq(emails.id, id)).limit(1);
  if (!record) throw new NotFound("not_found", "There is no message with this id.");
  const { template, templateValues } = record;
  const bodyGone = record.html === "" && record.text === "";
  if (bodyGone && template && templateValues) {
    return { ...toAdmin(record), ...renderedAgain({ ...record, template, templateValues }), rerendered: true };
  }
  return { ...toAdmin(record), html: record.html, text: record.text, rerendered: false };
}
