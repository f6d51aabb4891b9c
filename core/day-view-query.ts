import { z } from "zod";
import { calendarDateField } from "./date-fields";

/** The day view asks for one New York day; without one it answers today. */
export const DayViewQuerySchema = z.object({
  date: z.preprocess((value) => (value === "" ? undefined : value), calendarDateField("Please enter a date like 2027-01-12.").optional()),
});
