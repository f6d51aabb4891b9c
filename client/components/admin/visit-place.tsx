import type { ReactNode } from "react";
import { type AddressParts, wayIn } from "#core/service-address";

/** What the crew needs at the door, as label-value pairs for a record's facts; empty for an address without parts. */
export function placeFacts(area: string | null, parts: AddressParts | null, accessNotes: string | null): [string, ReactNode][] {
  if (!parts) return area ? [["Area", area]] : [];
  return [
    ...(area ? ([["Area", area]] as [string, ReactNode][]) : []),
    ["Way in", wayIn(parts, accessNotes)],
    ["Parking", parts.parking_notes ?? "No notes"],
    ["Pets", parts.pets ?? "None mentioned"],
  ];
}

/** The same, on one line under a day-view visit. */
export function PlaceLine({ parts, accessNotes }: { parts: AddressParts; accessNotes: string | null }) {
  return (
    <span className="block text-slate-700">
      Way in: {wayIn(parts, accessNotes)}
      {parts.parking_notes && <> · Parking: {parts.parking_notes}</>}
      {parts.pets && <> · Pets: {parts.pets}</>}
    </span>
  );
}
