import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MyBookingsResponse } from "#core/my-bookings";
import { staffMembers, users } from "#worker/db/schema";
import { ADMIN_EMAIL, adminAccount, api, appNow, cookieFrom, db, postBooking, verifiedAccount } from "./support";

const workMe = (cookie?: string) => api("/api/work/me", { cookie });

async function userIdOf(email: string): Promise<string> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`no account for ${email}`);
  return user.id;
}

/**
 * A working staff row on someone's own account, as approving a vendor application that named
 * their email used to give it without asking them (rows like this may still exist):
 * deactivating it must cost the account nothing but the work portal.
 */
async function staffRoleOn(email: string) {
  const userId = await userIdOf(email);
  const now = appNow();
  await db.insert(staffMembers).values({
    userId,
    role: "vendor",
    serviceIds: ["hair-stylist"],
    active: true,
    addedBy: ADMIN_EMAIL,
    createdAt: now,
    updatedAt: now,
  });
  return userId;
}

describe("deactivating a staff role", () => {
  it("removes only the work portal: the customer stays signed in, signs in again, and keeps their bookings", async () => {
    const admin = await adminAccount();
    const customer = await verifiedAccount();
    const booked = await postBooking({ customer_email: customer.email }, customer.cookie);
    expect(booked.status).toBe(201);
    const userId = await staffRoleOn(customer.email);
    expect((await workMe(customer.cookie)).status).toBe(200);

    const deactivated = await api(`/api/admin/staff/${userId}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(deactivated.status).toBe(200);
    expect(await deactivated.json()).toMatchObject({ member: { active: false } });

    expect((await workMe(customer.cookie)).status).toBe(403);
    expect(await (await api("/api/me", { cookie: customer.cookie })).json()).toMatchObject({ user: { email: customer.email } });
    const mine = await api("/api/my-bookings", { cookie: customer.cookie });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as MyBookingsResponse).upcoming).toHaveLength(1);
    const again = await api("/api/auth/sign-in/email", { method: "POST", json: { email: customer.email, password: customer.password } });
    expect(again.status).toBe(200);
    expect((await workMe(cookieFrom(again))).status).toBe(403);
  });

  it("never locks an admin out, even of an admin account that holds a staff role", async () => {
    const admin = await adminAccount();
    const userId = await staffRoleOn(ADMIN_EMAIL);
    const deactivated = await api(`/api/admin/staff/${userId}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(deactivated.status).toBe(200);
    expect((await api("/api/admin/staff", { cookie: admin.cookie })).status).toBe(200);
    const again = await api("/api/auth/sign-in/email", { method: "POST", json: { email: ADMIN_EMAIL, password: admin.password } });
    expect(again.status).toBe(200);
    expect((await api("/api/admin/bookings", { cookie: cookieFrom(again) })).status).toBe(200);
    expect((await workMe(admin.cookie)).status).toBe(403);
  });
});
