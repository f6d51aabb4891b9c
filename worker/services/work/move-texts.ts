import { type SQL, sql } from "drizzle-orm";
import type { BookingRecord } from "#worker/db/schema";
import { jobAssignedText, jobChangedText, jobReleasedText, textJob } from "#worker/texts/job-texts";
import { keepsMovedVisit, regiveMovedVisit, visitToGive } from "../capacity/member-at-sale";
import type { Mailer } from "../email";
import { type MemberText, queueMemberTexts, storeTextToMember } from "../outbox/member-texts";

/** The statements that follow a move in its batch, and what queues the texts they stored. */
export interface MoveFollowUp {
  statements: SQL[];
  queue(results: D1Result[]): Promise<void>;
}

/**
 * What follows a booking's move in the move's own batch, in this order: the text to the member
 * who keeps the visit ("moved"), the text to the one who lets it go (free no more at the new
 * time: "off your schedule", with the time they knew), the release and the give of
 * regiveMovedVisit, and the text to the member just given it ("new job"). Each text reads its
 * member when it runs, so it goes to whoever the batch decided, in their language, only if
 * `moved` holds (the move happened in this batch): a refused move or a double click's loser
 * texts nobody.
 */
export function moveWithCrewTexts(mailer: Mailer, before: BookingRecord, after: BookingRecord, moved: SQL, now: Date): MoveFollowUp {
  const visit = { ...visitToGive(before), date: after.appointmentDate, time: after.appointmentTime };
  const keeps = keepsMovedVisit(visit);
  const holder = (condition: SQL) => ({
    from: sql`crew_assignments ca JOIN staff_members m ON m.user_id = ca.provider_id`,
    where: sql`ca.visit_type = 'booking' AND ca.visit_id = ${before.id} AND m.active = 1 AND ${moved} AND ${condition}`,
  });
  const keeper = storeTextToMember(
    mailer,
    (to, language) => jobChangedText(to, textJob(after, language), "moved", language),
    holder(keeps ?? sql`1`),
    now,
  );
  const leaver = keeps
    ? storeTextToMember(
        mailer,
        (to, language) => jobReleasedText(to, textJob(before, language), language),
        holder(sql`NOT (${keeps})`),
        now,
      )
    : null;
  const regive = regiveMovedVisit(visit, now);
  // Right after the give: changes() counts the rows it inserted, so only a member given the visit now.
  const given =
    regive.length > 0
      ? storeTextToMember(
          mailer,
          (to, language) => jobAssignedText(to, textJob(after, language), language),
          holder(sql`changes() > 0`),
          now,
        )
      : null;
  const texts = [keeper, leaver, given].filter((text): text is MemberText => text !== null);
  return {
    statements: [...[keeper, leaver].flatMap((text) => (text ? [text.statement] : [])), ...regive, ...(given ? [given.statement] : [])],
    queue: (results) => queueMemberTexts(mailer, texts, results),
  };
}
