import { describe, expect, it } from "vitest";
import { ConfigurationError, parseSettings } from "#worker/env";

const local = {
  APP_ENV: "local",
  SITE_URL: "http://localhost:5173",
  EMAIL_FROM: "Test <test@example.com>",
  BUSINESS_EMAIL: "bookings@example.com",
};

describe("the retired capacity settings", () => {
  it.each([
    ["SLOT_CAPACITY", "2"],
    ["SLOT_CAPACITY_BY_AREA", "Miami=3, West Palm Beach=1"],
  ])("refuses to start while %s is still set, naming the Staff tab", (name, value) => {
    const start = () => parseSettings({ ...local, [name]: value });
    expect(start).toThrow(ConfigurationError);
    expect(start).toThrow(
      `Invalid settings: ${name}: no longer read: the places of a slot are the staff on shift. Give each member their areas and weekly hours in the console's Staff tab, then remove this setting`,
    );
  });

  it("starts when they are gone or left blank", () => {
    expect(() => parseSettings(local)).not.toThrow();
    expect(() => parseSettings({ ...local, SLOT_CAPACITY: " ", SLOT_CAPACITY_BY_AREA: "" })).not.toThrow();
  });
});
