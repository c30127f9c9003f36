"use client";

import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";

type Tab = { key: string; label: string; content: ReactNode };

/**
 * Two or more ways to do one thing (email or phone), as ARIA tabs: arrow keys
 * move between tabs, only the chosen panel is rendered (so its fields and
 * buttons are the only ones on the page).
 */
export function MethodTabs({ id, label, tabs }: { id: string; label: string; tabs: Tab[] }) {
  const [active, setActive] = useState(tabs[0].key);
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.key === active) ?? tabs[0];

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.key === active);
    // In a right-to-left page the "next" tab is on the left.
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1, Home: -index, End: tabs.length - 1 - index }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = tabs[(index + step + tabs.length) % tabs.length];
    setActive(next.key);
    refs.current[next.key]?.focus();
  }

  return (
    <div className="method-tabs">
      <div role="tablist" aria-label={label} className="method-tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[tab.key] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === current.key}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === current.key ? 0 : -1}
            onClick={() => setActive(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {/* No aria-labelledby: the panel's fields carry their own labels, and naming the panel after the tab would make it match those labels too. */}
      <div role="tabpanel" id={`${id}-panel`} className="method-tabs__panel">
        {current.content}
      </div>
    </div>
  );
}
