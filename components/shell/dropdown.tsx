"use client";

import { useEffect, useRef, type ReactNode } from "react";

type Props = { label: ReactNode; className?: string; testId?: string; children: ReactNode };

/**
 * A disclosure menu (<details>): works before script loads; with script it
 * also closes on Escape, on a click outside and after a link inside is followed.
 */
export function Dropdown({ label, className, testId, children }: Props) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (event: Event) => {
      if (!details.open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== "Escape") return;
        details.open = false;
        details.querySelector("summary")?.focus();
        return;
      }
      if (!details.contains(event.target as Node)) details.open = false;
    };
    const followed = (event: Event) => {
      if ((event.target as Element).closest("a")) details.open = false;
    };
    document.addEventListener("click", close);
    document.addEventListener("keydown", close);
    details.addEventListener("click", followed);
    return () => {
      document.removeEventListener("click", close);
      document.removeEventListener("keydown", close);
      details.removeEventListener("click", followed);
    };
  }, []);
  return (
    <details ref={ref} className={["shell-dropdown", className].filter(Boolean).join(" ")} data-testid={testId}>
      <summary className="shell-dropdown__summary">{label}</summary>
      <div className="shell-dropdown__panel">{children}</div>
    </details>
  );
}
