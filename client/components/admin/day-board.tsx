import { useState } from "react";
import { Link } from "react-router";
import { boardVisitPath, boardVisitTag } from "./board-visit-link";
import type { BoardMember, DayBoardResponse } from "#core/day-board-api";
import { type BoardSegment, boardSegments, clockLabel } from "#core/day-board-segments";
import { areaName } from "#core/service-areas";
import { EVERY_MEMBER, freeForTheHourAt, matchesStaffFilter } from "#core/staff-filter";
import { longDate } from "#core/time-slots";
import { useBusinessToday } from "#client/lib/clock";
import { Select, TextField } from "../ui/fields";
import type { RecordBackState } from "./admin-ui";
import { LoadState } from "./admin-ui";
import { StaffFilterFields } from "./staff-filter-fields";
import { useAdminQuery } from "./use-admin-query";

const FROM_DAY_VIEW: RecordBackState = { back: { to: "/admin?tab=day-view", label: "Back to the day view" } };

/** The grid's smallest step: time off may start on a quarter hour. */
const STEP_MINUTES = 15;

const SEGMENT_WORDS = { free: "Free", "time-off": "Time off", "off-shift": "Off shift" } as const;

const SEGMENT_LOOKS: Record<BoardSegment["kind"], string> = {
  visit: "border-sky-800 bg-sky-100 text-slate-900 underline",
  free: "border-dashed border-emerald-700 bg-white text-emerald-900",
  // Shaded with stripes, not by colour alone.
  "time-off": "border-amber-800 bg-[repeating-linear-gradient(45deg,#fef3c7_0,#fef3c7_6px,#fde68a_6px,#fde68a_12px)] text-amber-950",
  "off-shift": "border-slate-300 bg-slate-100 text-slate-700",
};

function hours(segment: BoardSegment): string {
  return `${clockLabel(segment.start)} to ${clockLabel(segment.end)}`;
}

function visitWords(segment: Extract<BoardSegment, { kind: "visit" }>): string {
  const { visit } = segment;
  return `${visit.title}${visit.area ? ` in ${areaName(visit.area)}` : ""}`;
}

/**
 * The owner's board for one day: a row per active member across the day's opening hours,
 * their visits as blocks with the area and time, the free gaps, time off shaded. "Who is
 * free at 2 PM?" is the 2 PM column. At phone widths the rows become a list per member; on
 * wide screens the same list stays for screen readers.
 */
export function DayBoard() {
  const today = useBusinessToday();
  const [picked, setPicked] = useState("");
  const date = picked || today;
  const board = useAdminQuery<DayBoardResponse>(`/api/admin/day-board?date=${encodeURIComponent(date)}`);
  const whole = board.data?.date === date ? board.data : undefined;
  // "Which crew is free at 2 PM in Miami?": the rows narrowed to an area, a service and a free hour.
  const [filter, setFilter] = useState(EVERY_MEMBER);
  const [freeAt, setFreeAt] = useState("");
  const data = whole && {
    ...whole,
    members: whole.members.filter((member) => matchesStaffFilter(member, filter) && (!freeAt || freeForTheHourAt(member, Number(freeAt)))),
  };
  return (
    <section aria-labelledby="day-board" className="rounded-xl border border-slate-200 p-4">
      <h3 id="day-board" className="text-lg font-semibold">
        Board: who works when
      </h3>
      <TextField
        label="Day of the board"
        type="date"
        value={date}
        onChange={(event) => {
          setPicked(event.target.value);
          setFreeAt("");
        }}
        className="mt-2 max-w-xs"
      />
      {whole && whole.members.length > 0 && whole.closes > whole.opens && (
        <StaffFilterFields filter={filter} onChange={setFilter} shown={data?.members.length ?? 0} total={whole.members.length}>
          <Select label="Free for the hour at" value={freeAt} onChange={(event) => setFreeAt(event.target.value)}>
            <option value="">Any time</option>
            {hourStarts(whole).map((minute) => (
              <option key={minute} value={minute}>
                {clockLabel(minute)}
              </option>
            ))}
          </Select>
        </StaffFilterFields>
      )}
      <LoadState loading={board.loading && !data} error={board.error} />
      {data &&
        (data.closes <= data.opens ? (
          <p className="mt-3 text-sm text-slate-700">The business is closed on {longDate(data.date)}.</p>
        ) : whole?.members.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">No active staff yet: invite crew members in the Staff tab.</p>
        ) : data.members.length === 0 ? (
          <p className="mt-3 text-sm text-slate-700">No member matches these choices on {longDate(data.date)}.</p>
        ) : (
          <>
            <div className="md:hidden">
              <MemberLists board={data} linked />
            </div>
            <div className="hidden md:block">
              <BoardGrid board={data} />
              <div className="sr-only">
                <MemberLists board={data} linked={false} />
              </div>
            </div>
          </>
        ))}
      {data && <UnstaffedVisits board={data} />}
    </section>
  );
}

/** The hours a visit of one hour can start that day: the board's "Free for the hour at" choices. */
function hourStarts(board: DayBoardResponse): number[] {
  const starts: number[] = [];
  for (let minute = Math.ceil(board.opens / 60) * 60; minute + 60 <= board.closes; minute += 60) starts.push(minute);
  return starts;
}

function columnsOf(board: DayBoardResponse): number {
  return Math.ceil((board.closes - board.opens) / STEP_MINUTES);
}

function columnOf(board: DayBoardResponse, minute: number): number {
  return Math.round((minute - board.opens) / STEP_MINUTES) + 2;
}

/** The wide grid: hours across, members down; every block says in words what it is. */
function BoardGrid({ board }: { board: DayBoardResponse }) {
  const template = { gridTemplateColumns: `9rem repeat(${columnsOf(board)}, minmax(0, 1fr))` };
  const hourMarks: number[] = [];
  for (let minute = Math.ceil(board.opens / 60) * 60; minute < board.closes; minute += 60) hourMarks.push(minute);
  return (
    <div className="mt-3 text-xs" data-testid="board-grid">
      <div className="grid border-b border-slate-300 pb-1" style={template} aria-hidden="true">
        {hourMarks.map((minute) => (
          <span
            key={minute}
            data-testid="board-hour"
            data-hour={clockLabel(minute)}
            className="border-l border-slate-300 pl-1 font-semibold text-slate-700"
            style={{ gridColumn: `${columnOf(board, minute)} / span ${60 / STEP_MINUTES}`, gridRow: 1 }}
          >
            {clockLabel(minute).replace(":00", "")}
          </span>
        ))}
      </div>
      <ul>
        {board.members.map((member) => (
          <li
            key={member.userId}
            data-testid="board-row"
            data-member={member.name}
            className="grid items-stretch gap-y-1 border-b border-slate-200 py-1"
            style={template}
          >
            <span className="self-center pr-2 font-semibold" style={{ gridColumn: 1, gridRow: 1 }}>
              {member.name}
            </span>
            {boardSegments(member, board.opens, board.closes).map((segment) => (
              <Segment key={`${segment.kind}-${segment.start}`} member={member} segment={segment} board={board} />
            ))}
          </li>
        ))}
      </ul>
    </div>
  );
}

function Segment({ member, segment, board }: { member: BoardMember; segment: BoardSegment; board: DayBoardResponse }) {
  const place = { gridColumn: `${columnOf(board, segment.start)} / ${columnOf(board, segment.end)}`, gridRow: 1 };
  const common = `min-h-11 overflow-hidden rounded border px-1 py-0.5 ${SEGMENT_LOOKS[segment.kind]}`;
  const data = { "data-testid": "board-segment", "data-kind": segment.kind, "data-start": clockLabel(segment.start) };
  if (segment.kind === "visit") {
    return (
      <Link
        to={boardVisitPath(segment.visit)}
        state={FROM_DAY_VIEW}
        className={`${common} font-semibold${segment.visit.kind === "cleaning" ? " border-dashed" : ""}`}
        style={place}
        data-visit={segment.visit.kind}
        {...data}
      >
        {segment.visit.time} {visitWords(segment)}
        <span className="sr-only">
          , {member.name}, {hours(segment)}, {boardVisitTag(segment.visit)}
        </span>
      </Link>
    );
  }
  return (
    <span className={common} style={place} {...data}>
      {SEGMENT_WORDS[segment.kind]}
      <span className="sr-only">
        , {member.name}, {hours(segment)}
      </span>
    </span>
  );
}

/** A list per member: the phone's board, and the wide board's words for screen readers. */
function MemberLists({ board, linked }: { board: DayBoardResponse; linked: boolean }) {
  return (
    <ul className="mt-3 space-y-3" aria-label={`Staff on ${longDate(board.date)}`}>
      {board.members.map((member) => (
        <li key={member.userId} data-testid={linked ? "board-member" : undefined} data-member={member.name}>
          <h4 className="font-semibold">
            {member.name}{" "}
            <span className="font-normal text-slate-700">
              ({member.role}
              {member.areas.length > 0 ? `, ${member.areas.map(areaName).join(", ")}` : ""})
            </span>
          </h4>
          <ul className="mt-1 space-y-1 text-sm">
            {boardSegments(member, board.opens, board.closes)
              .filter((segment) => segment.kind !== "off-shift")
              .map((segment) => (
                <li
                  key={`${segment.kind}-${segment.start}`}
                  data-testid={linked ? "board-item" : undefined}
                  data-kind={segment.kind}
                  className={`rounded border px-2 py-1 ${SEGMENT_LOOKS[segment.kind].replace(" underline", "")}`}
                >
                  {segment.kind === "visit" ? (
                    linked ? (
                      <Link to={boardVisitPath(segment.visit)} state={FROM_DAY_VIEW} className="underline" data-visit={segment.visit.kind}>
                        {hours(segment)}: {visitWords(segment)} ({boardVisitTag(segment.visit)})
                      </Link>
                    ) : (
                      `${hours(segment)}: ${visitWords(segment)} (${boardVisitTag(segment.visit)})`
                    )
                  ) : (
                    `${SEGMENT_WORDS[segment.kind]}: ${hours(segment)}`
                  )}
                </li>
              ))}
            {member.shifts.length === 0 && member.visits.length === 0 && <li className="text-slate-700">Not on shift this day.</li>}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The day's visits nobody holds, apart from the rows, to be given to someone. */
function UnstaffedVisits({ board }: { board: DayBoardResponse }) {
  if (board.needsCrew.length === 0) return null;
  return (
    <div className="mt-4">
      <h4 className="font-semibold text-red-800">Needs a crew ({board.needsCrew.length})</h4>
      <ul className="mt-1 space-y-1 text-sm" data-testid="board-needs-crew">
        {board.needsCrew.map((visit) => (
          <li key={visit.reference}>
            <Link to={boardVisitPath(visit)} state={FROM_DAY_VIEW} className="underline" data-visit={visit.kind}>
              {visit.time}: {visit.title}
              {visit.area ? ` in ${areaName(visit.area)}` : ""} for {visit.customerName} ({boardVisitTag(visit)})
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
