import { z } from "zod";
import { slotClock } from "./time-slots";

/**
 * A request's time slot: one of `slots`, written as the English label the pages show ("3:00 PM")
 * or as its clock ("15:00"); parsed to the clock, the one spelling stored. Links and pages
 * from before the clock (a label in a bookmarked form, a wizard's saved fields) keep working.
 */
export function slotField(slots: readonly string[], params: Parameters<typeof z.enum>[1]) {
  const spellings = [...new Set([...slots, ...slots.map(slotClock)])] as [string, ...string[]];
  return z.enum(spellings, params).transform(slotClock);
}
