import type { Context, MiddlewareHandler } from "hono";
import { Hono } from "hono";
import { format } from "date-fns";
import type { AppEnv } from "../context";
import type { EmailRecord } from "../db/schema";
import { html, type SafeHtml } from "../html";
import { findEmail, listEmails } from "../services/email";
import { listTexts } from "../services/outbox/local-texts";
import { NotFound } from "../services/errors";
import { messageWithBody } from "../services/reads/message-body";

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Local development only: both the setting and the host must say so, so a deployed
 * worker answers 404 here even if APP_ENV were set wrongly.
 */
export function isLocalRequest<E extends AppEnv>(c: Context<E>): boolean {
  return c.var.app.settings.isLocal && LOCAL_HOSTS.has(new URL(c.req.url).hostname);
}

export const localOnly: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!isLocalRequest(c)) throw new NotFound("not_found", "There is nothing at this address.");
  await next();
};

export const devApiRoutes = new Hono<AppEnv>()
  .use(localOnly)
  .get("/outbox", async (c) => c.json({ emails: await listEmails(c.var.app.db) }))
  .get("/texts", async (c) => c.json({ texts: await listTexts(c.var.app.db) }));

export const mailboxRoutes = new Hono<AppEnv>()
  .use(localOnly)
  .get("/", async (c) => c.html(mailboxPage(await listEmails(c.var.app.db))))
  .get("/:id", async (c) => {
    const email = await findEmail(c.var.app.db, c.req.param("id"));
    if (!email) return c.html(mailboxFrame("Email not found", html`<p>That email does not exist.</p>`), 404);
    // Past 90 days the row keeps no body: it is written again from its template and values, as the console does.
    const { html: body, text, rerendered } = await messageWithBody(c.var.app.db, email.id);
    return c.html(emailPage({ ...email, html: body, text }, rerendered));
  });

function mailboxPage(emails: EmailRecord[]): string {
  const rows = emails.map(
    (email) => html`<li><a href="/dev/mailbox/${email.id}"><strong>${email.subject}</strong></a>
<span>to ${email.to} · ${email.kind} · ${email.status} · ${formatTime(email.createdAt)}</span></li>`,
  );
  const content = emails.length
    ? html`<ol class="list">${rows}</ol>`
    : html`<p>No emails yet. Create an account or book a service and they will appear here.</p>`;
  return mailboxFrame(
    "Local mailbox",
    html`<p>Every email the app sends while running locally, newest first. Texts are in the <a href="/dev/texts">text outbox</a>.</p>${content}`,
  );
}

function emailPage(email: EmailRecord, rerendered: boolean): string {
  const links = [...email.html.matchAll(/href="([^"]+)"/g)]
    .map((match) => decodeEntities(match[1] ?? ""))
    .filter((href) => href.startsWith("http"));
  return mailboxFrame(
    email.subject,
    html`<p><a href="/dev/mailbox">← All emails</a></p>
${rerendered ? html`<p>Rendered again from its stored values: the copy was dropped after 90 days.</p>` : ""}
<dl><dt>To</dt><dd>${email.to}</dd><dt>Kind</dt><dd>${email.kind}</dd><dt>Status</dt><dd>${email.status}</dd><dt>Created</dt><dd>${formatTime(email.createdAt)}</dd></dl>
<h2>Links in this email</h2>
${links.length ? html`<ul>${links.map((href) => html`<li><a href="${href}">${href}</a></li>`)}</ul>` : html`<p>None.</p>`}
<h2>As the customer sees it</h2>
<iframe title="Email as HTML" sandbox="" srcdoc="${email.html}"></iframe>
<h2>Plain text</h2>
<pre>${email.text}</pre>`,
  );
}

function mailboxFrame(title: string, content: SafeHtml): string {
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title === "Local mailbox" ? title : `${title} · Local mailbox`}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:0 auto;padding:24px;color:#0f2a43;line-height:1.5}
.list{padding-left:1.2rem}.list li{margin:.6rem 0}.list span{display:block;color:#4b5563;font-size:.9rem}
a{color:#0b6870}iframe{width:100%;height:560px;border:1px solid #d1d5db;border-radius:8px}
pre{white-space:pre-wrap;background:#f3f4f6;padding:12px;border-radius:8px}dt{font-weight:600}dd{margin:0 0 .4rem}</style>
</head><body><main><h1>${title}</h1>${content}</main></body></html>`.value;
}

function formatTime(date: Date): string {
  return format(date, "yyyy-MM-dd HH:mm:ss 'UTC'");
}

function decodeEntities(value: string): string {
  return value
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
}
