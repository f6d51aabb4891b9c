import { describe, expect, it } from "vitest";
import type { MyBookingsResponse } from "#core/my-bookings";
import type { SavedAddress, SavedAddressListResponse } from "#core/saved-addresses";
import { type Account, api, postBooking, verifiedAccount } from "./support";

/** Saved addresses: the last ones booked, offered in the forms, named and removed in the dashboard. */

const HOME = {
  building: "Brickell Heights",
  street: "55 SW 9th St",
  unit: "1203",
  city: "Miami",
  zip: "33130",
  access_method: "concierge",
};
const MOM = { street: "1 Las Olas Blvd", unit: "5", city: "Fort Lauderdale", zip: "33301", access_method: "home" };

function bookAt(account: Account, address: Record<string, unknown>) {
  return postBooking({ customer_email: account.email, address }, account.cookie);
}

async function listOf(account: Account): Promise<SavedAddress[]> {
  const answer = await api("/api/saved-addresses", { cookie: account.cookie });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as SavedAddressListResponse).addresses;
}

describe("saved addresses", () => {
  it("lists the last distinct addresses booked, newest first, without the way in; names one; removes one until it is booked again", async () => {
    const account = await verifiedAccount();
    expect((await bookAt(account, { ...HOME, access_method: "lockbox", access_notes: "Lockbox #4471 on the rail" })).status).toBe(201);
    expect((await bookAt(account, MOM)).status).toBe(201);
    expect((await bookAt(account, HOME)).status).toBe(201);

    const listed = await listOf(account);
    expect(listed.map((address) => address.line)).toEqual([
      "Brickell Heights, 55 SW 9th St, Unit 1203, Miami, FL 33130",
      "1 Las Olas Blvd, Unit 5, Fort Lauderdale, FL 33301",
    ]);
    expect(JSON.stringify(listed)).not.toContain("#4471");
    const [home, mom] = listed as [SavedAddress, SavedAddress];

    const renamed = await api(`/api/saved-addresses/${home.id}`, { method: "PATCH", cookie: account.cookie, json: { label: "  Home  " } });
    expect(await renamed.json()).toMatchObject({ id: home.id, label: "Home" });
    const tooLong = await api(`/api/saved-addresses/${home.id}`, {
      method: "PATCH",
      cookie: account.cookie,
      json: { label: "x".repeat(41) },
    });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.json()).toMatchObject({ error: { fields: { label: "Please keep the name under 40 characters." } } });

    expect((await api(`/api/saved-addresses/${mom.id}`, { method: "DELETE", cookie: account.cookie })).status).toBe(204);
    expect((await api(`/api/saved-addresses/${mom.id}`, { method: "DELETE", cookie: account.cookie })).status).toBe(204);
    expect((await listOf(account)).map((address) => [address.label, address.id])).toEqual([["Home", home.id]]);
    // The booking form's offer is the same list.
    const mine = (await (await api("/api/my-bookings", { cookie: account.cookie })).json()) as MyBookingsResponse;
    expect(mine.saved_addresses.map((parts) => parts.street)).toEqual(["55 SW 9th St"]);

    // Booked there again after removing it: offered again, first.
    expect((await bookAt(account, MOM)).status).toBe(201);
    expect((await listOf(account)).map((address) => address.id)).toEqual([mom.id, home.id]);
  });

  it("reaches only the signed-in customer's own addresses", async () => {
    const [owner, stranger] = await Promise.all([verifiedAccount(), verifiedAccount()]);
    expect((await bookAt(owner, HOME)).status).toBe(201);
    const [home] = await listOf(owner);
    expect(await listOf(stranger)).toEqual([]);
    const patch = await api(`/api/saved-addresses/${home!.id}`, { method: "PATCH", cookie: stranger.cookie, json: { label: "Mine" } });
    expect(patch.status).toBe(404);
    expect((await api(`/api/saved-addresses/${home!.id}`, { method: "DELETE", cookie: stranger.cookie })).status).toBe(404);
    expect((await api("/api/saved-addresses")).status).toBe(401);
    expect((await listOf(owner)).map((address) => address.label)).toEqual([null]);
  });
});
