import type { VisitNeedingCrew } from "#core/crew-cover-api";
import { longDate, slotLabel } from "#core/time-slots";
import { html } from "../html";
import { emailLayout } from "./layout";
import { emailTemplate, type OutgoingEmail, type RenderedEmail } from "./template";

/** What a crew email says around its list of visits. */
interface ListFrame {
  kind: string;
  subject: string;
  intro: string;
}

/** One visit's line, the same in the text and in the html's list; a cleaning's id means nothing to a reader, its title says what it is. */
export const visitLine = (visit: VisitNeedingCrew) =>
  `${visit.kind === "cleaning" ? "" : `${visit.reference}: `}${visit.serviceTitle}, ${longDate(visit.appointmentDate)} at ${slotLabel(visit.appointmentTime)}; ${visit.customerName}, ${visit.customerPhone}, ${visit.customerEmail}`;

export const visitListItem = (line: string) => html`<li>${line}</li>`;

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/** The intro, then the lines as a list (none when there is no line). */
function framedList(to: string, frame: ListFrame, lines: string[]): RenderedEmail {
  const list = lines.length ? html`<ul>${lines.map(visitListItem)}</ul>` : "";
  const content = html`<p>${frame.intro}</p>${list}`;
  return {
    kind: frame.kind,
    to,
    subject: frame.subject,
    html: emailLayout(frame.subject, content),
    text: [frame.intro, "", ...lines].join("\n"),
  };
}

/**
 * The email for `count` visits, their lines and values left as `placeholder`: the batch that
 * decides which visits need a crew puts them in its place (services/work/crew-needed-mail.ts).
 */
function framedForCount(
  template: string,
  to: string,
  frame: ListFrame,
  count: number,
  placeholder: string,
  values: unknown[],
): OutgoingEmail {
  return { ...framedList(to, frame, count ? [placeholder] : []), template, values };
}

function crewNeededFrame(memberName: string, count: number): ListFrame {
  return {
    kind: "crew-needed",
    subject: `${count} ${plural(count, "visit needs", "visits need")} a crew: ${memberName} is off`,
    intro: `${memberName} has time off over these visits, and no other member who does the service in that area is free then. Please find someone (the day view marks them "needs a crew"):`,
  };
}

/** To the business: time off left visits that no other member is free to take. */
export const crewNeededEmail = emailTemplate(
  "crew-needed",
  function crewNeededEmail(to: string, memberName: string, visits: VisitNeedingCrew[]): RenderedEmail {
    return framedList(to, crewNeededFrame(memberName, visits.length), visits.map(visitLine));
  },
);

/** crewNeededEmail for `count` visits not yet known. */
export function crewNeededForCount(to: string, memberName: string, count: number, placeholder: string): OutgoingEmail {
  return framedForCount("crew-needed", to, crewNeededFrame(memberName, count), count, placeholder, [to, memberName, placeholder]);
}

type LeavingMember = { name: string; email: string };

function memberLeftFrame(member: LeavingMember, movedCount: number, count: number): ListFrame {
  const handed = `${movedCount} of their ${plural(movedCount, "visit", "visits")} still to come went to other members who are free then.`;
  return {
    kind: "staff-deactivated",
    subject: `Deactivated: ${member.name} (${count} ${plural(count, "visit needs", "visits need")} a crew)`,
    intro: count
      ? `${member.name} (${member.email}) was deactivated. ${handed} Nobody else is free for these: the bookings among them are offered to the vendors who cover them, and the day view lists them all under "needs a crew":`
      : `${member.name} (${member.email}) was deactivated. ${handed}`,
  };
}

/** To the business: a member was deactivated; their visits went to free members, and these need a crew. */
export const memberLeftEmail = emailTemplate(
  "member-left",
  function memberLeftEmail(to: string, member: LeavingMember, movedCount: number, visits: VisitNeedingCrew[]): RenderedEmail {
    return framedList(to, memberLeftFrame(member, movedCount, visits.length), visits.map(visitLine));
  },
);

/** memberLeftEmail for `count` visits not yet known, out of `total` the member held. */
export function memberLeftForCount(to: string, member: LeavingMember, total: number, count: number, placeholder: string): OutgoingEmail {
  const movedCount = total - count;
  const frame = memberLeftFrame(member, movedCount, count);
  return framedForCount("member-left", to, frame, count, placeholder, [to, member, movedCount, placeholder]);
}
