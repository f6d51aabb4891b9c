/**
 * The instants that break calendars (New York time): holidays, a weekend's short hours, the
 * last minutes of a year and of a month, both daylight-saving changes, a leap day. `npm run
 * test:calendar` runs the suites at each (the browser suite at those marked `browser`);
 * `npm test` and the npm start smoke test meet one a day (rotatingInstant).
 */
export const CALENDAR_INSTANTS = [
  { at: "2026-11-26T09:00", name: "Thanksgiving", browser: true },
  { at: "2026-12-24T18:30", name: "Christmas Eve, evening" },
  { at: "2026-12-31T23:30", name: "New Year's Eve, before midnight" },
  { at: "2027-01-09T08:00", name: "a Saturday morning" },
  { at: "2027-01-10T15:30", name: "a Sunday afternoon", browser: true },
  { at: "2027-03-14T01:30", name: "spring-forward day" },
  { at: "2027-11-07T01:30", name: "fall-back day", browser: true },
  { at: "2028-02-29T12:00", name: "a leap day" },
  { at: "2027-04-30T19:45", name: "the end of a month" },
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant of the list for today's date: every instant comes round once in nine days. */
export function rotatingInstant(now = Date.now()) {
  return CALENDAR_INSTANTS[Math.floor(now / DAY_MS) % CALENDAR_INSTANTS.length];
}
