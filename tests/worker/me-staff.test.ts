import { describe, expect, it } from "vitest";
import { invitedAccount, acceptInvitation } from "./staff-support";
import { adminAccount, api, verifiedAccount } from "./support";

const staffOf = async (cookie: string) => ((await (await api("/api/me", { cookie })).json()) as { user: { staff: unknown } }).user.staff;

/** The pages send staff to their work portal after signing in, and the account menu links it: /api/me says who is staff. */
describe("who is staff, in /api/me", () => {
  it("says invited until the invitation is accepted, then active; deactivated or a customer is null", async () => {
    const admin = await adminAccount();
    const crew = await invitedAccount("crew", ["regular-cleaning"], "Rosa");
    expect(await staffOf(crew.cookie)).toBe("invited");
    expect((await acceptInvitation(crew.email, crew.cookie)).status).toBe(200);
    expect(await staffOf(crew.cookie)).toBe("active");
    await api(`/api/admin/staff/${crew.userId}/deactivate`, { method: "POST", cookie: admin.cookie });
    expect(await staffOf(crew.cookie)).toBeNull();
    expect(await staffOf((await verifiedAccount()).cookie)).toBeNull();
    expect(await staffOf(admin.cookie)).toBeNull();
  });
});
