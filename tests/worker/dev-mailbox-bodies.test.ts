import { env } from "cloudflare:workers";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BookingResponse } from "#core/booking-schema";
import { emails } from "#worker/db/schema";
import { escapeHtml } from "#worker/html";
import { runScheduledJobs } from "#worker/scheduled";
import { api, appNow, db, postBooking } from "./support";

const DAY = 24 * 60 * 60 * 1000;

describe("the local mailbox after 90 days", () => {
  it("shows a message whose body was dropped rendered again from its template and values, and says so", async () => {
    const made = await postBooking();
    expect(made.status).toBe(201);
    const { booking } = (await made.json()) as BookingResponse;
    const where = and(eq(emails.bookingReference, booking.reference), eq(emails.kind, "booking-customer"));
    await db
      .update(emails)
      .set({ createdAt: new Date(appNow().getTime() - 91 * DAY) })
      .where(where);
    const [kept] = await db.select().from(emails).where(where);
    if (!kept) throw new Error("the booking stored no confirmation");
    const recentPage = await (await api(`/dev/mailbox/${kept.id}`)).text();
    expect(recentPage).not.toContain("Rendered again");

    await runScheduledJobs(env, appNow());
    const [dropped] = await db.select().from(emails).where(where);
    expect(dropped).toMatchObject({ html: "", text: "" });

    const page = await (await api(`/dev/mailbox/${kept.id}`)).text();
    // The plain text as it was sent (escaped into the page), and the HTML copy in the frame.
    const plain = page.match(/<pre>([\s\S]*?)<\/pre>/)?.[1] ?? "";
    expect(plain).toContain(booking.reference);
    expect(plain.length).toBeGreaterThan(100);
    expect(page).toContain(`srcdoc="${escapeHtml(kept.html)}"`);
    expect(page).toContain("Rendered again from its stored values: the copy was dropped after 90 days.");
  });
});
