import { useEffect, useState } from "react";
import { type ClosedDays, NO_CLOSED_DAYS } from "#core/holidays";
import { apiFetch } from "./api";

/**
 * The days the admin closed, for a calendar to show them closed like the holidays; none until
 * they load or if they fail (the server still refuses a closed day with its own message).
 */
export function useClosedDays(): ClosedDays {
  const [closed, setClosed] = useState<ClosedDays>(NO_CLOSED_DAYS);
  useEffect(() => {
    let current = true;
    apiFetch("/api/closed-days")
      .then((answer) => current && setClosed(new Map(answer.closed_days.map((day) => [day.date, day.reason]))))
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return closed;
}
