import { Hono } from "hono";
import type { AppEnv } from "../context";
import { html } from "../html";
import { type LocalText, listTexts } from "../services/outbox/local-texts";
import { localOnly } from "./dev";

/** Local development only: every text the app sends, as the phone would show it. */
export const textOutboxRoutes = new Hono<AppEnv>()
  .use(localOnly)
  .get("/", async (c) => c.html(textOutboxPage(await listTexts(c.var.app.db))));

function textOutboxPage(texts: LocalText[]): string {
  const rows = texts.map(
    (text) => html`<li><p class="bubble">${text.body}</p>
<span>to ${text.to} · ${text.kind} · ${text.status} · ${text.createdAt.replace("T", " ").slice(0, 19)} UTC</span></li>`,
  );
  const content = texts.length
    ? html`<ol class="list">${rows}</ol>`
    : html`<p>No texts yet. Give a mobile number and say yes to texts in the dashboard, then book a visit.</p>`;
  return html`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Local text outbox</title><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:0 auto;padding:24px;color:#0f2a43;line-height:1.5}
.list{padding-left:1.2rem}.list li{margin:.8rem 0}.list span{display:block;color:#4b5563;font-size:.9rem}
.bubble{background:#e5f3f4;border-radius:14px;padding:10px 14px;margin:0 0 .3rem;max-width:34rem;white-space:pre-wrap}a{color:#0b6870}</style>
</head><body><main><h1>Local text outbox</h1>
<p>Every text the app sends while running locally, newest first. Emails are in the <a href="/dev/mailbox">mailbox</a>.</p>${content}</main></body></html>`
    .value;
}
