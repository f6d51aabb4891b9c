import { describe, expect, it } from "vitest";
import { servicesIn } from "#core/catalogue";
import { formatTime } from "#core/i18n/format";
import type { Locale } from "#core/i18n/locale";
import { workPortalUrl } from "#worker/emails/staff";
import { manageBookingUrl } from "#worker/services/bookings/booking-links";
import { jobAssignedText, jobChangedText, jobOfferText, visitFinishedText } from "#worker/texts/job-texts";
import { smsSize } from "#worker/texts/sms-segments";
import { scheduleReminderText } from "#worker/texts/schedule-texts";
import { onTheWayText, visitReminderText } from "#worker/texts/visit-texts";

const SITE = { siteUrl: "https://sflconcierge.com", authSecret: "a secret as long as the real one, 32+ chars" };
const PHONE = "+13055550142";

describe("an SMS's parts, counted as the provider bills them", () => {
  it("fits 160 GSM characters in one part, 153 a part after; 70 UCS-2 units in one, 67 a part after", () => {
    expect(smsSize("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSize("a".repeat(161)).segments).toBe(2);
    expect(smsSize("a".repeat(306)).segments).toBe(2);
    expect(smsSize("a".repeat(307)).segments).toBe(3);
    // é, ñ, ü, ¿ and ¡ are in the GSM alphabet; á, í, ó and ú are not.
    expect(smsSize("¿Mañana? ¡Sí! é ü").encoding).toBe("UCS-2");
    expect(smsSize("¿Mañana? ¡Claro! é ü").encoding).toBe("GSM-7");
    expect(smsSize("á".repeat(70))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsSize("á".repeat(71)).segments).toBe(2);
    expect(smsSize("á".repeat(134)).segments).toBe(2);
    expect(smsSize("á".repeat(135)).segments).toBe(3);
    // The euro and the brackets take two GSM places.
    expect(smsSize("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
  });
});

/** The longest title of the catalogue in that language. */
/** The date whose weekday and month are written longest in both languages. */
const LONGEST_WRITTEN_DATE = "2026-09-30";

function longestTitle(language: Locale): string {
  return servicesIn(language)
    .map((service) => service.title)
    .reduce((longest, title) => (title.length > longest.length ? title : longest), "");
}

async function everyText(language: Locale) {
  const visit = { reference: "SFB-WXYZ23", serviceTitle: longestTitle(language), appointmentTime: formatTime("12:00", language) };
  // Not a day anyone books: only its written length counts. A Wednesday in September has the
  // longest names in Spanish ("miércoles, 30 de septiembre"), so every other date fits too.
  const job = { ...visit, appointmentDate: LONGEST_WRITTEN_DATE };
  const manageUrl = await manageBookingUrl(SITE, visit.reference, language);
  const window = { from: formatTime("12:55", language), to: formatTime("13:25", language) };
  return {
    reminder: visitReminderText(PHONE, visit, manageUrl, language).body,
    onTheWay: onTheWayText(PHONE, visit, "Maria Fernanda", window, language).body,
    finished: visitFinishedText(PHONE, visit, manageUrl, language).body,
    jobOffer: jobOfferText(PHONE, job, workPortalUrl(SITE.siteUrl, language, "?tab=offers"), language).body,
    jobAssigned: jobAssignedText(PHONE, job, language).body,
    jobMoved: jobChangedText(PHONE, job, "moved", language).body,
    jobCancelled: jobChangedText(PHONE, job, "cancelled", language).body,
    scheduleReminder: scheduleReminderText(PHONE, "12:00 PM", `${SITE.siteUrl}/dashboard?tab=Schedule`, language).body,
  };
}

describe("every text template, with the longest realistic values", () => {
  for (const language of ["en", "es"] as const) {
    it(`stays within two SMS parts in ${language === "en" ? "English" : "Spanish"}, whole (no text is cut)`, async () => {
      const texts = await everyText(language);
      const sizes = Object.fromEntries(Object.entries(texts).map(([name, body]) => [name, smsSize(body).segments]));
      expect(sizes).toEqual(Object.fromEntries(Object.keys(texts).map((name) => [name, expect.toSatisfy((parts: number) => parts <= 2)])));
      for (const body of Object.values(texts)) {
        expect(body).not.toMatch(/\.\.\.$|…$/);
        expect(body).toContain("STOP");
      }
      // Every link arrives whole.
      expect(texts.reminder).toContain(await manageBookingUrl(SITE, "SFB-WXYZ23", language));
      expect(texts.finished).toContain(await manageBookingUrl(SITE, "SFB-WXYZ23", language));
    });
  }

  it("keeps ñ, é and ¿ in a Spanish text, and writes á, í, ó and ú without the accent only where they would cost a third part", async () => {
    const texts = await everyText("es");
    expect(texts.reminder).toContain("mañana");
    expect(texts.reminder).toContain("Reparacion de computadoras y celulares");
    for (const body of Object.values(texts)) expect(smsSize(body).encoding).toBe("GSM-7");
  });
});
