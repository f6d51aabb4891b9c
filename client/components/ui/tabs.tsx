import { type KeyboardEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";

export interface Tab<Id extends string> {
  id: Id;
  label: string;
}

interface TabsProps<Id extends string> {
  /** The tab list's accessible name. */
  label: string;
  tabs: readonly Tab<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
  /** Classes of the tab list (its margin) and of the panel (its padding). */
  className?: string;
  panelClassName?: string;
  /** The selected tab's content. */
  children: ReactNode;
}

/**
 * Whether the row has tabs out of sight to its right (a narrow screen): the row then fades
 * out on that side, so it shows that it scrolls. Follows scrolling and resizing.
 */
function useMoreToTheRight(row: RefObject<HTMLElement | null>): boolean {
  const [more, setMore] = useState(false);
  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () => setMore(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    measure();
    element.addEventListener("scroll", measure, { passive: true });
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    return () => {
      element.removeEventListener("scroll", measure);
      resized.disconnect();
    };
  }, [row]);
  return more;
}

/**
 * ARIA tabs with roving focus: only the selected tab is in the Tab order; ArrowLeft/Right
 * (wrapping), Home and End move to a tab and select it. The panel takes focus, since what it
 * starts with is a heading.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, className = "", panelClassName = "", children }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const row = useRef<HTMLDivElement>(null);
  const moreToTheRight = useMoreToTheRight(row);
  const tabId = (id: Id) => `${baseId}-${id}-tab`;
  const panelId = (id: Id) => `${baseId}-${id}-panel`;

  function onKeyDown(event: KeyboardEvent, index: number) {
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = (target + tabs.length) % tabs.length;
    const tab = tabs[next];
    if (!tab) return;
    onSelect(tab.id);
    tabRefs.current[next]?.focus();
    tabRefs.current[next]?.scrollIntoView({ block: "nearest", inline: "nearest" });
  }

  return (
    <>
      {/* One row that scrolls sideways on a narrow screen, rather than tabs wrapping onto a second line. */}
      <div className={`relative ${className}`} data-scrolls={moreToTheRight ? "right" : undefined}>
        <div ref={row} role="tablist" aria-label={label} className="flex gap-1 overflow-x-auto border-b border-slate-200">
          {tabs.map((tab, index) => (
            <button
              key={tab.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              role="tab"
              type="button"
              id={tabId(tab.id)}
              aria-selected={tab.id === selected}
              aria-controls={panelId(tab.id)}
              tabIndex={tab.id === selected ? 0 : -1}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold sm:px-4 ${tab.id === selected ? "border-teal text-teal" : "border-transparent text-slate-600 hover:text-navy"}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        {moreToTheRight && (
          <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 right-0 w-10 bg-gradient-to-l from-white" />
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable */}
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
