import { z } from "zod";
import { lineText } from "./text-fields";

/**
 * Why a subscriber cancels, asked (never required) as they leave for the billing portal. D1
 * stores the code; the dashboard and the console word it here.
 */
export const CANCELLATION_REASONS = ["too_expensive", "not_needed", "moving", "quality", "scheduling", "other"] as const;
export type CancellationReason = (typeof CANCELLATION_REASONS)[number];

export const CANCELLATION_REASON_LABELS: Record<CancellationReason, string> = {
  too_expensive: "It costs too much",
  not_needed: "I no longer need it",
  moving: "I am moving away",
  quality: "I was not happy with the cleanings",
  scheduling: "The visit times do not suit me",
  other: "Other",
};

export const MAX_CANCELLATION_NOTE_LENGTH = 300;

/** POST /api/subscription/cancellation-reason: a code, and a short note only with "other". */
export const CancellationReasonSchema = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, "Please choose one of the reasons."),
    note: lineText("Please write the note as text.")
      .max(MAX_CANCELLATION_NOTE_LENGTH, `Please keep the note under ${MAX_CANCELLATION_NOTE_LENGTH} characters.`)
      .transform((note) => note || undefined)
      .optional(),
  })
  .refine((request) => request.note === undefined || request.reason === "other", {
    message: "A note goes only with the reason Other.",
    path: ["note"],
  });
export type CancellationReasonRequest = z.infer<typeof CancellationReasonSchema>;

export interface CancellationReasonResponse {
  reason: CancellationReason;
}

/** The reasons of those who cancelled in a period, counted per code (GET /api/admin/metrics). */
export interface CancellationReasonCount {
  reason: CancellationReason;
  count: number;
}
