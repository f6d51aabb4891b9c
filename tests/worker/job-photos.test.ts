import { env } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MAX_PHOTO_BYTES, PHOTO_MESSAGES, sniffPhotoType } from "#core/job-photos";
import type { MyBookingResponse } from "#core/my-bookings";
import { bookings, emails, jobPhotos } from "#worker/db/schema";
import { LINK_EXPIRED_MESSAGE } from "#worker/services/bookings/booking-links";
import { uploadJobPhoto } from "#worker/services/work/job-photos";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, appNow, asAnswer, db, firstLink, ORIGIN, testContext, verifiedAccount, worker } from "./support";

/** Photos of the finished work: images only by their bytes, 10 MB, 6 a job, seen by few. */

const bucket = (env as unknown as { PHOTOS: R2Bucket }).PHOTOS;

/** A real 1x1 PNG. */
const PNG = Uint8Array.from(
  atob("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=="),
  (char) => char.charCodeAt(0),
);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);
const WEBP = new TextEncoder().encode("RIFF\u0024\u0000\u0000\u0000WEBPVP8 ");

function upload(reference: string, cookie: string, body: BodyInit, headers: Record<string, string> = {}) {
  return api(`/api/work/jobs/${reference}/photos`, {
    method: "POST",
    cookie,
    body,
    headers: { "Content-Type": "image/png", "Idempotency-Key": crypto.randomUUID(), ...headers },
  });
}

const DAY = 24 * 60 * 60 * 1000;

/** The manage link's token from the customer's confirmation email. */
async function manageTokenOf(customerEmail: string): Promise<string> {
  const confirmation = (await db.select().from(emails).where(eq(emails.to, customerEmail))).find(
    (email) => email.kind === "booking-customer",
  );
  return new URL(firstLink(confirmation!.html, "/manage-booking")).searchParams.get("token")!;
}

/** A bucket that tells what was written to it, for the uploads that must write nothing. */
function watchedBucket() {
  const written: string[] = [];
  const watched = {
    put: (key: string, value: Uint8Array, options?: R2PutOptions) => {
      written.push(key);
      return bucket.put(key, value, options);
    },
    delete: (key: string) => bucket.delete(key),
    get: (key: string) => bucket.get(key),
  } as unknown as R2Bucket;
  return { watched, written };
}

async function objectsOf(reference: string): Promise<string[]> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.reference, reference));
  return (await bucket.list({ prefix: `jobs/${booking!.id}/` })).objects.map((object) => object.key);
}

/** A job assigned to a new crew member, booked by a signed-in customer. */
async function assignedJob() {
  const admin = await adminAccount();
  const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
  const customer = await verifiedAccount();
  const { reference, customerEmail } = await newBooking({}, customer.cookie);
  const assigned = await api(`/api/admin/bookings/${reference}/provider`, {
    method: "PUT",
    cookie: admin.cookie,
    json: { providerId: crew.userId },
  });
  expect(assigned.status).toBe(200);
  return { admin, crew, customer, reference, customerEmail };
}

describe("photos of the finished work", () => {
  it("knows JPEG, PNG and WebP by their first bytes, and nothing else", () => {
    expect([sniffPhotoType(JPEG), sniffPhotoType(PNG), sniffPhotoType(WEBP)]).toEqual(["image/jpeg", "image/png", "image/webp"]);
    expect(sniffPhotoType(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffPhotoType(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(sniffPhotoType(new Uint8Array())).toBeNull();
  });

  it("stores an image by its content, whatever its declared type, and refuses what is not one, with nothing stored", async () => {
    const { crew, reference } = await assignedJob();
    // A PNG sent as text: stored as the PNG it is.
    const png = await upload(reference, crew.cookie, PNG, { "Content-Type": "text/plain" });
    expect(png.status).toBe(201);
    const [row] = await db
      .select()
      .from(jobPhotos)
      .where(eq(jobPhotos.id, ((await png.json()) as { id: string }).id));
    expect(row).toMatchObject({ contentType: "image/png", sizeBytes: PNG.byteLength });
    expect(row?.objectKey).toMatch(/^jobs\/[0-9a-f-]+\/[0-9a-f-]+$/);

    for (const body of [new TextEncoder().encode("just text, named photo.jpg"), new TextEncoder().encode("<svg onload=alert(1)>")]) {
      const refused = await upload(reference, crew.cookie, body, { "Content-Type": "image/jpeg" });
      expect(refused.status).toBe(400);
      expect(await refused.json()).toMatchObject({ error: { fields: { photos: PHOTO_MESSAGES.notImage } } });
    }
    expect(await objectsOf(reference)).toHaveLength(1);
    expect(await db.select().from(jobPhotos).where(eq(jobPhotos.bookingId, row!.bookingId))).toHaveLength(1);
  });

  it("refuses a photo over 10 MB, and a seventh, at the field with nothing stored; a retried upload stores once", async () => {
    const { crew, reference } = await assignedJob();
    const big = new Uint8Array(MAX_PHOTO_BYTES + 1);
    big.set(JPEG);
    const tooLarge = await upload(reference, crew.cookie, big, { "Content-Type": "image/jpeg" });
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      error: { code: "payload_too_large", message: PHOTO_MESSAGES.tooLarge, fields: { photos: PHOTO_MESSAGES.tooLarge } },
    });
    expect(await objectsOf(reference)).toHaveLength(0);

    const key = crypto.randomUUID();
    const first = await upload(reference, crew.cookie, PNG, { "Idempotency-Key": key });
    const retried = await upload(reference, crew.cookie, PNG, { "Idempotency-Key": key });
    expect([first.status, retried.status]).toEqual([201, 200]);
    expect(await retried.json()).toEqual(await first.json());

    // Five more at once fill the six places; a seventh is refused.
    const five = await Promise.all(Array.from({ length: 5 }, () => upload(reference, crew.cookie, WEBP)));
    expect(five.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    const seventh = await upload(reference, crew.cookie, JPEG);
    expect(seventh.status).toBe(409);
    expect(await seventh.json()).toEqual({
      error: { code: "photo_limit_reached", message: PHOTO_MESSAGES.tooMany, fields: { photos: PHOTO_MESSAGES.tooMany } },
    });
    expect(await objectsOf(reference)).toHaveLength(6);
  });

  it("refuses a photo past the sixth before writing anything to the bucket", async () => {
    const { crew, reference } = await assignedJob();
    for (let index = 0; index < 6; index += 1) expect((await upload(reference, crew.cookie, PNG)).status).toBe(201);
    const { watched, written } = watchedBucket();
    const ctx = testContext({ user: { id: crew.userId, email: crew.email } });
    const refused = await uploadJobPhoto(ctx, watched, { reference, bytes: JPEG, idempotencyKey: crypto.randomUUID() }).catch(asAnswer);
    expect(refused).toMatchObject({ status: 409, code: "photo_limit_reached", fields: { photos: PHOTO_MESSAGES.tooMany } });
    expect(written).toEqual([]);
    expect(await objectsOf(reference)).toHaveLength(6);
  });

  it("refuses an upload declaring more than 10 MB by its length, in the one error shape, and (locally) reads the body to its end first", async () => {
    const { crew, reference } = await assignedJob();
    // Sent as a stream with its length declared, the way a browser sends a file: the route can tell how much was read.
    const total = MAX_PHOTO_BYTES + 64 * 1024;
    let read = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (read >= total) return controller.close();
        const chunk = new Uint8Array(Math.min(64 * 1024, total - read));
        read += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const response = await worker.fetch(`${ORIGIN}/api/work/jobs/${reference}/photos`, {
      method: "POST",
      body,
      headers: {
        Origin: ORIGIN,
        Cookie: crew.cookie,
        "Content-Type": "image/jpeg",
        "Content-Length": String(total),
        "Idempotency-Key": crypto.randomUUID(),
      },
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ error: { code: "payload_too_large", fields: { photos: PHOTO_MESSAGES.tooLarge } } });
    // The dev server's proxy fails the whole exchange with a 500 of its own if the answer comes while the body is still being sent.
    expect(read).toBe(total);
    expect(await objectsOf(reference)).toHaveLength(0);
  });

  it("gives the last place to one of two uploads racing for it, and deletes the other's image", async () => {
    const { crew, reference } = await assignedJob();
    for (let index = 0; index < 5; index += 1) expect((await upload(reference, crew.cookie, PNG)).status).toBe(201);
    const racing = await Promise.all([upload(reference, crew.cookie, JPEG), upload(reference, crew.cookie, WEBP)]);
    expect(racing.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await objectsOf(reference)).toHaveLength(6);
  });

  it("shows a photo to the booking's customer, by account or emailed link, its provider and an admin; to no one else", async () => {
    const { admin, crew, customer, customerEmail, reference } = await assignedJob();
    const other = await staffAccount("crew", ["regular-cleaning"], "Ines");
    expect((await upload(reference, other.cookie, PNG)).status).toBe(404);
    const { url } = (await (await upload(reference, crew.cookie, PNG)).json()) as { url: string };

    for (const cookie of [customer.cookie, crew.cookie, admin.cookie]) {
      const seen = await api(url, { cookie });
      expect(seen.status).toBe(200);
      expect(seen.headers.get("Content-Type")).toBe("image/png");
      expect(seen.headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(seen.headers.get("Cache-Control")).toContain("private");
      expect(new Uint8Array(await seen.arrayBuffer())).toEqual(PNG);
    }
    const stranger = await verifiedAccount();
    for (const cookie of [stranger.cookie, other.cookie, undefined]) expect((await api(url, { cookie })).status).toBe(404);
    expect((await api(`${url}?token=forged`)).status).toBe(404);
    expect((await api("/api/photos/not-a-photo", { cookie: admin.cookie })).status).toBe(404);

    // The customer's My bookings lists it; the emailed manage link opens it without an account.
    const mine = (await (await api(`/api/my-bookings/${reference}`, { cookie: customer.cookie })).json()) as MyBookingResponse;
    expect(mine.booking.photos).toEqual([{ id: expect.any(String), url }]);
    const confirmation = (await db.select().from(emails).where(eq(emails.to, customerEmail))).find(
      (email) => email.kind === "booking-customer",
    );
    const token = new URL(firstLink(confirmation!.html, "/manage-booking")).searchParams.get("token")!;
    const managed = (await (await api(`/api/my-bookings/${reference}?token=${token}`)).json()) as MyBookingResponse;
    expect((await api(managed.booking.photos[0]!.url)).status).toBe(200);
  });

  it("stops showing a photo by the emailed link once the link has expired (30 days after the visit), as the booking page does", async () => {
    const { crew, customer, customerEmail, reference } = await assignedJob();
    const { url } = (await (await upload(reference, crew.cookie, PNG)).json()) as { url: string };
    const token = await manageTokenOf(customerEmail);
    const visitStarted = (daysAgo: number) =>
      db
        .update(bookings)
        .set({ startsAt: new Date(appNow().getTime() - daysAgo * DAY) })
        .where(eq(bookings.reference, reference));

    await visitStarted(29);
    expect((await api(`/api/my-bookings/${reference}?token=${token}`)).status).toBe(200);
    expect((await api(`${url}?token=${token}`)).status).toBe(200);

    await visitStarted(31);
    const page = await api(`/api/my-bookings/${reference}?token=${token}`);
    expect(page.status).toBe(404);
    const photo = await api(`${url}?token=${token}`);
    expect(photo.status).toBe(404);
    expect(await photo.json()).toEqual({ error: { code: "link_expired", message: LINK_EXPIRED_MESSAGE } });
    // The signed-in customer and the provider still see it: only the emailed link expires.
    expect((await api(url, { cookie: customer.cookie })).status).toBe(200);
    expect((await api(`${url}?token=${token}`, { cookie: crew.cookie })).status).toBe(200);
  });
});
