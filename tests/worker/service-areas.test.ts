import { describe, expect, it } from "vitest";
import { getService } from "#core/catalogue";
import { areaList, areaOfZip, serviceAreasMessage, ZIP_FORMAT_MESSAGE, ZIP_NOT_SERVED_MESSAGE, zipProblem } from "#core/service-areas";

describe("the ZIP table", () => {
  it.each([
    ["33301", "Fort Lauderdale, FL"], // downtown Fort Lauderdale, Broward
    ["33441", "Fort Lauderdale, FL"], // Deerfield Beach: a Broward ZIP among Palm Beach's 334xx
    ["33302", "Fort Lauderdale, FL"], // post office boxes: a USPS ZIP with no Census ZCTA
    ["33131", "Miami, FL"], // Brickell, Miami-Dade
    ["33139", "Miami, FL"], // Miami Beach
    ["33102", "Miami, FL"], // post office boxes
    ["33401", "West Palm Beach, FL"], // downtown West Palm Beach, Palm Beach
    ["33432", "West Palm Beach, FL"], // Boca Raton
    ["33499", "West Palm Beach, FL"], // the highest Palm Beach ZIP
  ] as const)("%s is served from %s", (zip, area) => {
    expect(areaOfZip(zip)).toBe(area);
  });

  it.each([
    ["33009", "Fort Lauderdale, FL"], // Hallandale Beach, mostly Broward
    ["33023", "Fort Lauderdale, FL"], // West Hollywood, mostly Broward
    ["33018", "Miami, FL"], // Hialeah Gardens, mostly Miami-Dade
    ["33056", "Miami, FL"], // Miami Gardens, mostly Miami-Dade
    ["33179", "Miami, FL"],
    ["33034", "Miami, FL"], // Homestead, half in Monroe
    ["33469", "West Palm Beach, FL"], // Tequesta, partly in Martin
  ] as const)("%s, across a county line, goes to %s", (zip, area) => {
    expect(areaOfZip(zip)).toBe(area);
  });

  it.each([
    "33440", // Clewiston: Hendry County, a sliver in Palm Beach
    "34141", // Ochopee: Collier County, a sliver in Miami-Dade
    "33973", // Lehigh Acres, Lee County
    "33040", // Key West, Monroe
    "34957", // Jensen Beach, Martin
    "33001", // Long Key, Monroe: just below the first Miami-Dade ZIP
    "33500",
    "10001", // New York
  ])("%s is not served", (zip) => {
    expect(areaOfZip(zip)).toBeUndefined();
    expect(zipProblem(zip)).toEqual({ problem: "not_served", message: ZIP_NOT_SERVED_MESSAGE });
  });

  it("holds every ZIP once, 290 in all, each 5 digits in Florida's 330-334 range", () => {
    const all = Array.from({ length: 100000 }, (_, n) => String(n).padStart(5, "0")).filter((zip) => areaOfZip(zip));
    expect(all).toHaveLength(290);
    expect(all.every((zip) => /^33[0-4]\d\d$/.test(zip))).toBe(true);
    const count = (area: string) => all.filter((zip) => areaOfZip(zip) === area).length;
    expect([count("Fort Lauderdale, FL"), count("Miami, FL"), count("West Palm Beach, FL")]).toEqual([88, 127, 75]);
  });

  it("refuses what is not a 5-digit ZIP", () => {
    for (const zip of ["", "3313", "331311", "33l31", "33131-1234", "abcde"]) {
      expect(zipProblem(zip)).toEqual({ problem: "format", message: ZIP_FORMAT_MESSAGE });
    }
    expect(areaOfZip(" 33131 ")).toBe("Miami, FL");
  });

  it("names the areas of a service that does not come to a ZIP", () => {
    const yacht = getService("yacht-rental")!;
    expect(serviceAreasMessage(yacht)).toBe("Yacht Rental is available in Fort Lauderdale and Miami.");
    expect(zipProblem("33401", yacht)).toEqual({ problem: "outside_service_areas", message: serviceAreasMessage(yacht) });
    expect(zipProblem("33131", yacht)).toBeUndefined();
    expect(zipProblem("33401", getService("regular-cleaning")!)).toBeUndefined();
    expect(areaList(["Fort Lauderdale, FL", "Miami, FL", "West Palm Beach, FL"])).toBe("Fort Lauderdale, Miami and West Palm Beach");
  });
});
