import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

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
 * ARIA tabs with roving focus: only the selected tab is in the Tab order; ArrowLeft/Right
 * (wrapping), Home and End move to a tab and select it. The panel takes focus, since what it
 * starts with is a heading.
 */
export function Tabs<Id extends string>({ label, tabs, selected, onSelect, className = "", panelClassName = "", children }: TabsProps<Id>) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
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
      <div role="tablist" aria-label={label} className={`flex gap-1 overflow-x-auto border-b border-slate-200 ${className}`}>
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
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern makes the panel focusable */}
      <div role="tabpanel" id={panelId(selected)} aria-labelledby={tabId(selected)} tabIndex={0} className={panelClassName}>
        {children}
      </div>
    </>
  );
}
