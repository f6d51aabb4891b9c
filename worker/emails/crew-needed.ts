import type { VisitNeedingCrew } from "#core/crew-cover-api";
import { longDate, slotLabel } from "#core/time-slots";
import { html } from "../html";
import { emailLayout } from "./layout";
import { emailTemplate, type RenderedEmail } from "./template";

const visitLine = (visit: VisitNeedingCrew) =>
  `${visit.reference}: ${visit.serviceTitle}, ${longDate(visit.appointmentDate)} at ${slotLabel(visit.appointmentTime)}; ${visit.customerName}, ${visit.customerPhone}, ${visit.customerEmail}`;

/** The lines of the visits that need a crew, shared by the time-off and deactivation emails. */
export function visitsNeedingCrewLines(visits: VisitNeedingCrew[]) {
  return { html: html`<ul>${visits.map((visit) => html`<li>${visitLine(visit)}</li>`)}</ul>`, text: visits.map(visitLine) };
}

/** To the business: time off left visits that no other member is free to take. */
export const crewNeededEmail = emailTemplate(
  "crew-needed",
  function crewNeededEmail(to: string, memberName: string, visits: VisitNeedingCrew[]): RenderedEmail {
    const subject = `${visits.length} visit${visits.length === 1 ? "" : "s"} need${visits.length === 1 ? "s" : ""} a crew: ${memberName} is off`;
    const intro = `${memberName} has time off over these visits, and no other member who does the service in that area is free then. Please find someone (the day view marks them "needs a crew"):`;
    const lines = visitsNeedingCrewLines(visits);
    const content = html`<p>${intro}</p>${lines.html}`;
    return { kind: "crew-needed", to, subject, html: emailLayout(subject, content), text: [intro, "", ...lines.text].join("\n") };
  },
);

/** To the business: a member was deactivated; their visits went to free members, and these need a crew. */
export const memberLeftEmail = emailTemplate(
  "member-left",
  function memberLeftEmail(
    to: string,
    member: { name: string; email: string },
    movedCount: number,
    visits: VisitNeedingCrew[],
  ): RenderedEmail {
    const subject = `Deactivated: ${member.name} (${visits.length} visit${visits.length === 1 ? "" : "s"} need${visits.length === 1 ? "s" : ""} a crew)`;
    const handed = `${movedCount} of their visit${movedCount === 1 ? "" : "s"} still to come went to other members who are free then.`;
    const intro = visits.length
      ? `${member.name} (${member.email}) was deactivated. ${handed} Nobody else is free for these; they are offered to the vendors who cover them, and the day view marks them "needs a crew":`
      : `${member.name} (${member.email}) was deactivated. ${handed}`;
    const lines = visitsNeedingCrewLines(visits);
    const content = html`<p>${intro}</p>${visits.length ? lines.html : ""}`;
    return { kind: "staff-deactivated", to, subject, html: emailLayout(subject, content), text: [intro, "", ...lines.text].join("\n") };
  },
);
