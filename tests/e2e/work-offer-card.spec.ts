import { describe, expect, it } from "vitest";
import { formatMoney } from "#core/i18n/format";
import { signInAsAdmin } from "./admin-session";
import {
  appToday,
  BASE_URL,
  daysAfter,
  expectAccessible,
  gotoHydrated,
  newPage,
  noSidewaysScroll,
  openDayFrom,
  press,
  sharedBrowser,
} from "./support";
import { approvedVendor, openingHoursInMiami } from "./work-staff";
import { clearShiftsAfterThisFile, withoutDemoStaffInThisFile } from "./staff-shifts";

const browser = sharedBrowser();
const PHONE = { width: 360, height: 740 };

clearShiftsAfterThisFile();
// Without the demo crews of the move-out cleaning, its visit stays on offer to the vendor.
withoutDemoStaffInThisFile(["move-cleaning"]);

describe("a job offer's card", () => {
  it("at 360 px: names the neighbourhood, the home's size, the visit's length and what the vendor earns, never the street", async () => {
    const owner = await newPage(browser, PHONE);
    await signInAsAdmin(owner.context);
    const vendor = await approvedVendor(browser, owner.context, `Marta Offer${Date.now()}`, ["move-cleaning"]);
    await openingHoursInMiami(owner.context, vendor.userId);
    const date = openDayFrom(daysAfter(appToday(), 4), "2:00 PM", "move-cleaning");
    const made = await owner.context.request.post("/api/bookings", {
      headers: { "Idempotency-Key": crypto.randomUUID(), Origin: BASE_URL },
      data: {
        service_id: "move-cleaning",
        appointment_date: date,
        appointment_time: "2:00 PM",
        customer_name: "Irene Solis",
        customer_email: "irene.offer@example.com",
        customer_phone: "(305) 555-0142",
        service_address: "1200 Brickell Bay Dr, Apt 7, Miami, FL 33131",
        bedrooms: 2,
        bathrooms: 2,
      },
    });
    expect(made.status()).toBe(201);
    const { booking } = (await made.json()) as { booking: { reference: string } };
    const offers = (await (await vendor.context.request.get("/api/work/offers")).json()) as {
      offers: { reference: string; earningsCents: number }[];
    };
    const offer = offers.offers.find((candidate) => candidate.reference === booking.reference);
    expect(offer?.earningsCents).toBeGreaterThan(0);

    await gotoHydrated(vendor.page, "/work");
    await press(vendor.page.getByRole("tab", { name: "My jobs" }), "ArrowRight");
    await vendor.page.getByRole("heading", { name: "Job offers" }).waitFor();
    const card = vendor.page
      .getByRole("listitem")
      .filter({ has: vendor.page.getByRole("button", { name: `Accept: Move-In / Move-Out Cleaning, ${booking.reference}` }) });
    await card.waitFor();
    const facts = Object.fromEntries(
      await card
        .locator("dl > div")
        .evaluateAll((rows) => rows.map((row) => [row.querySelector("dt")?.textContent, row.querySelector("dd")?.textContent])),
    );
    expect(facts).toEqual({
      Where: "Miami 33131",
      Size: "2 bedrooms, 2 bathrooms",
      Length: "6 hours",
      "You earn": `${formatMoney(offer!.earningsCents, "en")} (plus any tip)`,
    });
    expect(await card.getByText("1200 Brickell Bay Dr").count()).toBe(0);
    await noSidewaysScroll(vendor.page);
    await expectAccessible(vendor.page);
  }, 180_000);
});
