import type { ReactNode, Ref } from "react";

/**
 * A wizard step's heading. It takes the focus on each step change (tabIndex -1), so keyboard
 * and screen-reader users start at the new step; scroll-mt keeps it below the sticky header.
 * `visuallyHidden` keeps it for screen readers where the step shows its own big title.
 */
export function StepHeading({
  ref,
  visuallyHidden = false,
  children,
}: {
  ref: Ref<HTMLHeadingElement>;
  visuallyHidden?: boolean;
  children: ReactNode;
}) {
  return (
    <h2
      id="step-heading"
      ref={ref}
      tabIndex={-1}
      className={`mb-6 scroll-mt-24 text-2xl font-semibold focus:outline-none ${visuallyHidden ? "sr-only" : ""}`}
    >
      {children}
    </h2>
  );
}
