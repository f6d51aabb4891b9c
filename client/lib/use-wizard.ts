import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";

/** Starts every wizard's key in sessionStorage, so that signing out can forget them all. */
const STORAGE_PREFIX = "wizard:";

/** What a wizard's own navigation leaves in the history entry it makes. */
interface WizardEntry {
  wizardStep: number;
  /** The step shown before this entry, so a Back button knows whether the browser's Back goes there. */
  wizardFrom: number | null;
}

function wizardEntry(state: unknown): WizardEntry | null {
  const entry = state as Partial<WizardEntry> | null;
  return typeof entry?.wizardStep === "number" ? { wizardStep: entry.wizardStep, wizardFrom: entry.wizardFrom ?? null } : null;
}

function readStored(key: string): unknown {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as unknown);
  } catch {
    // Storage switched off, or a value this page cannot read: start afresh.
    return null;
  }
}

function writeStored(key: string, text: string | null) {
  try {
    if (text === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, text);
  } catch {
    // Storage full or switched off: the wizard still works, it just forgets on reload.
  }
}

/** Forgets what every wizard kept in this tab: after signing out, the next person starts with empty forms. */
export function forgetWizardFields() {
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith(STORAGE_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // Nothing could be stored either.
  }
}

/** Forgets one wizard's fields, from another page (the subscription's, once its checkout is paid). */
export function forgetWizard(storageKey: string) {
  writeStored(STORAGE_PREFIX + storageKey, null);
}

export interface WizardOptions<Fields, Step extends number> {
  /** Names this wizard's fields in the tab's sessionStorage. */
  storageKey: string;
  initialFields: Fields | (() => Fields);
  /** The step a URL without one asks for (1 unless said). */
  defaultStep?: number;
  /** The step to show for the one the URL asks for, as far as the fields allow (details need a chosen time first...). */
  reachableStep: (requested: number, fields: Fields) => Step;
  /**
   * Fields from what a reload finds stored, which an older version of the page may have
   * written; by default the stored values over the initial ones.
   */
  revive?: (stored: Partial<Fields>, initial: Fields) => Fields;
}

/**
 * A multi-step form's mechanics, shared by the booking and subscription wizards:
 * - the step lives in the URL (`?step=2`), so each step is a history entry, Back and Forward
 *   move between steps, and a reload opens the same step;
 * - the fields live in the tab's sessionStorage, so a reload keeps what was chosen and typed;
 * - on a step change (not on the first render) the new step's heading comes to the top of the
 *   screen and takes the focus, so keyboard and screen-reader users start reading there.
 * Attach `headingRef` to the step's heading (focusable: tabIndex -1).
 */
export function useWizard<Fields, Step extends number>(options: WizardOptions<Fields, Step>) {
  const { defaultStep = 1, reachableStep, revive = (stored, initial) => ({ ...initial, ...stored }) } = options;
  const storageKey = STORAGE_PREFIX + options.storageKey;
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const [initialFields] = useState<Fields>(options.initialFields);
  const [fields, setFields] = useState<Fields>(() => {
    const stored = readStored(storageKey);
    return stored !== null && typeof stored === "object" ? revive(stored as Partial<Fields>, initialFields) : initialFields;
  });
  const [attempt, setAttempt] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requested = Number(params.get("step")) || defaultStep;
  const step = reachableStep(requested, fields);
  const shownStep = useRef(step);

  // Only what differs from a fresh start is kept, so a wizard left untouched stores nothing.
  useEffect(() => {
    const text = JSON.stringify(fields);
    writeStored(storageKey, text === JSON.stringify(initialFields) ? null : text);
  }, [storageKey, fields, initialFields]);

  // A layout effect: the new step is first painted already at its top, with its heading focused.
  useLayoutEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    // The top of the new step, not wherever the previous one was scrolled to (at 360 px a
    // card chosen far down a list would otherwise leave the footer on screen).
    headingRef.current?.scrollIntoView({ block: "start", behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);

  /** Shows a step as a new history entry (or in place of this one); `params` sets (or, with null, removes) other URL parameters. */
  function goTo(next: Step, { replace = false, params: changes = {} }: { replace?: boolean; params?: Record<string, string | null> } = {}) {
    const search = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) search.delete(name);
      else search.set(name, value);
    }
    search.set("step", String(next));
    // A replaced entry keeps the step it was reached from: that is still the entry before it.
    const from = replace ? (wizardEntry(location.state)?.wizardFrom ?? null) : step;
    const state: WizardEntry = { wizardStep: next, wizardFrom: from };
    navigate({ search: `?${search}` }, { replace, state });
  }

  /** Back to a step: the browser's Back when the previous entry shows it, so the page's Back button and the browser's agree. */
  function back(previous: Step) {
    const entry = wizardEntry(location.state);
    if (entry?.wizardStep === step && entry.wizardFrom === previous && location.key !== "default") navigate(-1);
    else goTo(previous, { replace: true });
  }

  /** After a successful submission: nothing is kept for a reload any more, while the page still shows what was sent. */
  function forget() {
    writeStored(storageKey, null);
  }

  /** Starts over with fresh fields (after "Book another"); `attempt` counts these fresh starts. */
  function reset() {
    writeStored(storageKey, null);
    setFields(initialFields);
    setAttempt((count) => count + 1);
  }

  return {
    step,
    fields,
    setFields,
    goTo,
    back,
    forget,
    reset,
    attempt,
    headingRef,
  };
}
