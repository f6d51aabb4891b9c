const STEPS = ["Service", "Date & Time", "Details"];

/** Three circles for the three steps before the confirmation. */
export function StepIndicator({
  step,
  labels = STEPS,
  label = "Booking progress",
  doneNote = " (done)",
}: {
  step: number;
  labels?: readonly string[];
  /** The list's name, and what a finished step's screen-reader note says, in the page's language. */
  label?: string;
  doneNote?: string;
}) {
  return (
    <ol aria-label={label} className="mx-auto mt-8 flex max-w-md items-center justify-between">
      {labels.map((label, index) => {
        const number = index + 1;
        const state = number < step ? "done" : number === step ? "current" : "todo";
        return (
          <li
            key={label}
            aria-current={state === "current" ? "step" : undefined}
            className="flex flex-1 flex-col items-center gap-1 text-xs sm:text-sm"
          >
            <span
              className={`flex size-9 items-center justify-center rounded-full border-2 font-semibold ${state === "todo" ? "border-slate-300 text-slate-500" : "border-teal bg-teal text-white"}`}
            >
              {number}
            </span>
            <span className={state === "todo" ? "text-slate-600" : "font-semibold text-navy"}>
              {label}
              {state === "done" && <span className="sr-only">{doneNote}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
