import { describe, expect, it } from "vitest";
import { myJobs } from "#worker/services/work/work-jobs";
import { newBooking, staffAccount } from "./staff-support";
import { adminAccount, api, testContext } from "./support";

/** Everything a crew member needs at the door is on the job's card: the size, the building's notes and a maps link. */
describe("a job at the door", () => {
  it("carries the bedrooms and bathrooms, the building's notes the owner entered and a Google Maps link of the address", async () => {
    const admin = await adminAccount();
    const crew = await staffAccount("crew", ["regular-cleaning"], "Rosa");
    const name = `Las Olas Tower ${crypto.randomUUID().slice(0, 6)}`;
    const building = await api("/api/admin/buildings", {
      method: "POST",
      cookie: admin.cookie,
      json: {
        name,
        street: "333 Las Olas Way",
        city: "Fort Lauderdale",
        zip: "33301",
        concierge_phone: "(954) 555-0110",
        service_elevator_hours: "Mon-Sat 9 AM - 5 PM",
        entry_instructions: "Check in at the desk & show ID <badge>",
        notes: "Loading dock on SE 3rd Ave.",
      },
    });
    expect(building.status).toBe(201);
    const { reference } = await newBooking({
      address: {
        building: name,
        street: "333 Las Olas Way",
        unit: "2104",
        city: "Fort Lauderdale",
        zip: "33301",
        access_method: "concierge",
      },
      bedrooms: 2,
      bathrooms: 3,
    });
    await api(`/api/admin/bookings/${reference}/provider`, { method: "PUT", cookie: admin.cookie, json: { providerId: crew.userId } });

    const jobs = await myJobs(testContext({ user: { id: crew.userId, email: crew.email } }));
    const job = [...jobs.today, ...jobs.upcoming].find((item) => item.reference === reference)!;
    expect(job.size).toEqual({ bedrooms: 2, bathrooms: 3 });
    expect(job.building).toEqual({
      conciergePhone: "(954) 555-0110",
      serviceElevatorHours: "Mon-Sat 9 AM - 5 PM",
      entryInstructions: "Check in at the desk & show ID <badge>",
      parkingInstructions: null,
      notes: "Loading dock on SE 3rd Ave.",
    });
    expect(job.mapsUrl).toBe(`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(job.address)}`);
    expect(job.mapsUrl).not.toMatch(/[\s<>"]/);
  });
});
