import { type FormEvent, useState } from "react";
import { notFreeReasonWords } from "#core/i18n/messages/not-free-reasons";
import type { NotFreeReason, VisitMember } from "#core/visit-members-api";
import { useToast } from "#client/lib/toast";
import { Button } from "../ui/button";
import { Select } from "../ui/fields";

const ROLE_NAMES = { crew: "crew", vendor: "vendor" } as const;

/** Why, in a few words, beside a name that cannot be chosen. */
const SHORT_REASONS: Record<NotFreeReason, string> = {
  time_off: "on time off then",
  day_off: "does not work that day",
  outside_hours: "outside their hours",
  other_visit: "another visit then",
  no_area: "does not cover the area",
  no_service: "does not do the service",
};

/** The warning's sentence: the console is English, in the same words as the server's refusal. */
function notFreeWarning(name: string, reason: NotFreeReason | null): string {
  const words = notFreeReasonWords.en;
  return `${reason ? words.reasons[reason](name) : `${name} is not free then.`} Choose someone free.`;
}

/** Who can be given one visit, and who has it now. */
export interface MemberList {
  providerId: string | null;
  members: VisitMember[];
}

/** How the choice reads and gives one visit: a booking's or a subscription cleaning's routes. */
export interface MemberChoiceTarget {
  /** The visit in the toast's sentence, e.g. its reference. */
  name: string;
  load: () => Promise<MemberList>;
  /** Gives the visit to the member; the name of who now has it. */
  give: (providerId: string) => Promise<string>;
}

/**
 * Gives one visit (a booking or a subscription cleaning) to a member's account from the day
 * view: the members who do its service in its area, free ones first. Those who are not free
 * then are listed as such, and choosing one warns before anything is sent (the server refuses
 * them too). The list is read when the owner opens the choice, so a day of many visits costs
 * one request per visit changed.
 */
export function VisitMemberChoice({ target, which, onChanged }: { target: MemberChoiceTarget; which: string; onChanged: () => void }) {
  const toast = useToast();
  const [list, setList] = useState<MemberList | null>(null);
  const [chosen, setChosen] = useState("");
  const [busy, setBusy] = useState(false);
  const [loadError, setLoadError] = useState<string | undefined>();
  const member = list?.members.find((entry) => entry.userId === chosen);
  const notFree = member && !member.free;

  async function open() {
    setBusy(true);
    try {
      const answer = await target.load();
      setList(answer);
      setChosen(answer.providerId ?? "");
      setLoadError(undefined);
    } catch (error) {
      setLoadError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  async function assign(event: FormEvent) {
    event.preventDefault();
    if (!member || notFree) return;
    setBusy(true);
    try {
      const crewName = await target.give(member.userId);
      toast({ title: "Crew assigned", description: `${crewName} is on ${target.name}.` });
      setList(null);
      onChanged();
    } catch (error) {
      toast({ title: "Error", description: error instanceof Error ? error.message : String(error), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  }

  if (!list) {
    return (
      <>
        <Button type="button" variant="secondary" size="sm" disabled={busy} onClick={() => void open()}>
          Choose crew<span className="sr-only"> for {which}</span>
        </Button>
        {loadError && (
          <p role="alert" className="basis-full text-sm font-semibold text-red-800">
            {loadError}
          </p>
        )}
      </>
    );
  }
  const free = list.members.filter((entry) => entry.free);
  const busyMembers = list.members.filter((entry) => !entry.free);
  return (
    <form onSubmit={assign} className="flex min-w-0 flex-1 basis-56 flex-wrap items-end gap-2">
      <Select
        label={
          <>
            Crew member<span className="sr-only"> for {which}</span>
          </>
        }
        value={chosen}
        onChange={(event) => setChosen(event.target.value)}
        className="min-w-0 flex-1 basis-40"
        hint={list.members.length === 0 ? "Nobody does this service in this area: give someone hours in the Staff tab." : undefined}
      >
        <option value="">Choose a member</option>
        {free.length > 0 && (
          <optgroup label="Free then">
            {free.map((entry) => (
              <option key={entry.userId} value={entry.userId}>
                {entry.name} ({ROLE_NAMES[entry.role]})
              </option>
            ))}
          </optgroup>
        )}
        {busyMembers.length > 0 && (
          <optgroup label="Not free then">
            {busyMembers.map((entry) => (
              <option key={entry.userId} value={entry.userId}>
                {entry.name} ({ROLE_NAMES[entry.role]}, {entry.notFreeBecause ? SHORT_REASONS[entry.notFreeBecause] : "not free then"})
              </option>
            ))}
          </optgroup>
        )}
      </Select>
      <Button type="submit" variant="secondary" size="sm" disabled={busy || !member || notFree || chosen === list.providerId}>
        Assign crew<span className="sr-only"> for {which}</span>
      </Button>
      {notFree && (
        <p role="alert" className="basis-full text-sm font-semibold text-red-800">
          {notFreeWarning(member.name, member.notFreeBecause)}
        </p>
      )}
    </form>
  );
}
