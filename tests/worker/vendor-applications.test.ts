import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminVendorDetail, AdminVendorList } from "#core/admin-api";
import { VendorApplicationSchema, type VendorApplicationResponse } from "#core/vendor-schema";
import { emails, vendorApplications } from "#worker/db/schema";
import { ADMIN_EMAIL, adminAccount, api, db, uniqueEmail, uniqueIp, verifiedAccount } from "./support";

function application(overrides: Record<string, unknown> = {}) {
  return {
    name: "Yolanda Pierre",
    company: "Glow Mobile Spa",
    serviceType: "Massage",
    email: uniqueEmail("vendor"),
    phone: "(561) 555-0134",
    hearAboutUs: "A door hanger",
    message: "Licensed massage therapists serving Palm Beach County, with our own tables.",
    ...overrides,
  };
}

function apply(body: unknown, options: { key?: string; ip?: string } = {}) {
  return api("/api/vendor-applications", {
    method: "POST",
    json: body,
    ip: options.ip,
    headers: { "Idempotency-Key": options.key ?? crypto.randomUUID() },
  });
}

async function emailsTo(to: string) {
  return db.select().from(emails).where(eq(emails.to, to));
}

describe("the vendor form's rules", () => {
  it("gives the specification's message for each field, word for word", () => {
    const result = VendorApplicationSchema.safeParse({
      name: "Y",
      company: "",
      serviceType: "",
      email: "not-an-email",
      phone: "555-01",
      hearAboutUs: "",
      message: "Hi",
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
    expect(messages).toEqual({
      name: "Name must be at least 2 characters.",
      serviceType: "Please select a service type.",
      email: "Please enter a valid email address.",
      phone: "Please enter a valid phone number.",
      message: "Please provide details about how we can help.",
    });
  });

  it("takes company and how-did-you-hear as optional, and only the listed service types", () => {
    expect(VendorApplicationSchema.safeParse(application({ company: "", hearAboutUs: undefined })).success).toBe(true);
    const unknownType = VendorApplicationSchema.safeParse(application({ serviceType: "Skydiving" }));
    expect(unknownType.error?.issues.map((issue) => issue.message)).toEqual(["Please select a service type."]);
    const lettersOnly = VendorApplicationSchema.safeParse(application({ phone: "call me maybe" }));
    expect(lettersOnly.error?.issues.map((issue) => issue.message)).toEqual(["Please enter a valid phone number."]);
  });

  it("is checked by the server with the same messages, per field", async () => {
    const response = await apply({ name: " ", serviceType: "", email: "x", phone: "1", message: "short" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: "invalid_input",
        message: "Please check the highlighted fields.",
        fields: {
          name: "Name must be at least 2 characters.",
          serviceType: "Please select a service type.",
          email: "Please enter a valid email address.",
          phone: "Please enter a valid phone number.",
          message: "Please provide details about how we can help.",
        },
      },
    });
  });
});

describe("POST /api/vendor-applications", () => {
  it("stores a pending application and emails the business and the applicant", async () => {
    const body = application();
    const response = await apply(body);
    expect(response.status).toBe(201);
    const { application: created } = (await response.json()) as VendorApplicationResponse;
    expect(created.status).toBe("pending");
    const [row] = await db.select().from(vendorApplications).where(eq(vendorApplications.id, created.id));
    expect(row).toMatchObject({ name: body.name, company: body.company, serviceType: "Massage", email: body.email, status: "pending" });

    const business = (await emailsTo("bookings@sflconcierge.com")).find(
      (email) => email.kind === "vendor-business" && email.text.includes(body.email),
    );
    expect(business?.text).toContain("Heard about us: A door hanger");
    const acknowledgement = await emailsTo(body.email);
    expect(acknowledgement.map((email) => email.kind)).toEqual(["vendor-acknowledgement"]);
    expect(acknowledgement[0]?.text).toContain("within 48 hours");
  });

  it("escapes every field in the business email", async () => {
    const attack = '<script>alert("x")</script>';
    const body = application({
      name: `Eve ${attack}`,
      company: `<img src=x onerror=alert(1)>`,
      hearAboutUs: "<b>bold</b>",
      message: `Hello ${attack} & welcome`,
    });
    expect((await apply(body)).status).toBe(201);
    const business = (await emailsTo("bookings@sflconcierge.com")).find(
      (email) => email.kind === "vendor-business" && email.text.includes(body.email),
    );
    const html = business!.html;
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<img src=x");
    expect(html).not.toContain("<b>bold</b>");
    expect(html).toContain("Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("Hello &lt;script&gt;");
    expect(html).toContain("&amp; welcome");
  });

  it("creates one application, and sends its emails once, when the same submit arrives twice", async () => {
    const body = application();
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([apply(body, { key }), apply(body, { key })]);
    expect([first.status, second.status].sort()).toEqual([200, 201]);
    const third = await apply(body, { key });
    expect(third.status).toBe(200);
    const ids = await Promise.all(
      [first, second, third].map(async (response) => ((await response.json()) as VendorApplicationResponse).application.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await db.select().from(vendorApplications).where(eq(vendorApplications.email, body.email))).toHaveLength(1);
    expect(await emailsTo(body.email)).toHaveLength(1);
  });

  it("limits applications per client address", async () => {
    const ip = uniqueIp();
    for (let index = 0; index < 5; index += 1) expect((await apply(application(), { ip })).status).toBe(201);
    const limited = await apply(application(), { ip });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: "rate_limited" } });
    expect((await apply(application(), { ip: uniqueIp() })).status).toBe(201);
  });

  it("counts an IPv6 client by its /64: other addresses of the network, or the same one written differently, share the limit", async () => {
    const sameNetwork = [
      "2001:db8:a11:64::1",
      "2001:0db8:0a11:0064:0000:0000:0000:0001", // the first address with leading zeros and no "::"
      "2001:DB8:A11:64:0:0:0:1", // again, upper case
      "2001:db8:a11:64:8000::2",
      "2001:db8:a11:64:ffff:ffff:ffff:fffe",
    ];
    for (const ip of sameNetwork) expect((await apply(application(), { ip })).status).toBe(201);
    const limited = await apply(application(), { ip: "2001:db8:a11:64:1234::9" });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      error: { code: "rate_limited", message: "Too many applications from this connection. Please try again in an hour or call us." },
    });
    expect((await apply(application(), { ip: "2001:db8:a11:65::1" })).status).toBe(201);
  });
});

describe("admin: vendor applications", () => {
  async function submitted() {
    const body = application();
    const response = await apply(body);
    return { body, id: ((await response.json()) as VendorApplicationResponse).application.id };
  }

  function decide(id: string, decision: string, cookie: string) {
    return api(`/api/admin/vendor-applications/${id}/decision`, { method: "POST", cookie, json: { decision } });
  }

  it("lists applications by status, newest first, with their details", async () => {
    const admin = await adminAccount();
    const { id, body } = await submitted();
    const list = (await (await api("/api/admin/vendor-applications?status=pending", { cookie: admin.cookie })).json()) as AdminVendorList;
    expect(list.applications[0]).toMatchObject({ id, name: body.name, email: body.email, message: body.message, status: "pending" });
    expect(list.applications.every((entry) => entry.status === "pending")).toBe(true);
  });

  it("approves once, emails the applicant, and records who decided", async () => {
    const admin = await adminAccount();
    const { id, body } = await submitted();
    const response = await decide(id, "approved", admin.cookie);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AdminVendorDetail;
    expect(detail.application).toMatchObject({ status: "approved", decidedBy: "owner@example.com" });
    expect(detail.history.map((entry) => [entry.actorEmail, entry.action])).toEqual([["owner@example.com", "approve"]]);
    const decision = (await emailsTo(body.email)).find((email) => email.kind === "vendor-approved");
    expect(decision?.text).toContain("is approved");

    const again = await decide(id, "rejected", admin.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "already_decided", message: "This application was already approved." } });
    expect(
      (await emailsTo(body.email)).filter((email) => email.kind.startsWith("vendor-") && email.kind !== "vendor-acknowledgement"),
    ).toHaveLength(1);
  });

  it("says when the applicant's email already has an account, and which", async () => {
    const admin = await adminAccount();
    const customer = await verifiedAccount();
    const applied = async (email: string) =>
      ((await (await apply(application({ email }))).json()) as VendorApplicationResponse).application.id;
    const ids = {
      customer: await applied(customer.email.toUpperCase()),
      admin: await applied(ADMIN_EMAIL),
      none: await applied(uniqueEmail()),
    };
    const list = (await (await api("/api/admin/vendor-applications?status=pending", { cookie: admin.cookie })).json()) as AdminVendorList;
    const accountOf = (id: string) => list.applications.find((entry) => entry.id === id)?.existingAccount;
    expect([accountOf(ids.customer), accountOf(ids.admin), accountOf(ids.none)]).toEqual(["customer", "admin", null]);
    const detail = async (id: string) =>
      ((await (await api(`/api/admin/vendor-applications/${id}`, { cookie: admin.cookie })).json()) as AdminVendorDetail).application;
    expect((await detail(ids.customer)).existingAccount).toBe("customer");

    // Once the applicant is invited, their account is named by its staff role.
    expect((await decide(ids.customer, "approved", admin.cookie)).status).toBe(200);
    expect((await detail(await applied(customer.email))).existingAccount).toBe("vendor");
  });

  it("rejects with an email to the applicant", async () => {
    const admin = await adminAccount();
    const { id, body } = await submitted();
    expect((await decide(id, "rejected", admin.cookie)).status).toBe(200);
    expect((await emailsTo(body.email)).map((email) => email.kind).sort()).toEqual(["vendor-acknowledgement", "vendor-rejected"]);
    expect((await decide("no-such-id", "approved", admin.cookie)).status).toBe(404);
  });
});

describe("what an application sends to the address it names", () => {
  it("acknowledges at most three applications a day to one address, from any network; the business still gets each", async () => {
    const victim = uniqueEmail("someone-else");
    const networks = ["203.0.113.61", "203.0.113.62", "2001:db8:61::1", "2001:db8:62::1", "198.51.100.61"];
    // The address written in either case is one mailbox.
    for (const [index, ip] of networks.entries()) {
      const email = index % 2 ? victim.toUpperCase() : victim;
      const sent = await apply(application({ email, message: "Buy cheap watches at spam.example" }), { ip });
      expect(sent.status).toBe(201);
    }
    const acknowledgements = await db.select().from(emails).where(sql`lower(${emails.to}) = ${victim}`);
    expect(acknowledgements).toHaveLength(3);
    const toBusiness = await db.select().from(emails).where(eq(emails.kind, "vendor-business"));
    expect(toBusiness.filter((email) => email.text.toLowerCase().includes(victim))).toHaveLength(5);
  });
});
