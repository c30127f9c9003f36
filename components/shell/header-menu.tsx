"use client";

import { useEffect, useState, type ReactNode } from "react";
import { usePathname } from "@/i18n/navigation";

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

/**
 * The header's navigation: inline on wide screens, behind a menu button on
 * phones (CSS decides; <= 720px). Following a link closes it.
 */
export function HeaderMenu({ openLabel, closeLabel, children }: Props) {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className="shell-menu-button"
        aria-expanded={open}
        aria-controls="shell-nav"
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen((o) => !o)}
        data-testid="menu-button"
      >
        <span className="shell-menu-button__bars" aria-hidden="true" />
      </button>
      <div id="shell-nav" className={open ? "shell-nav shell-nav--open" : "shell-nav"} data-testid="shell-nav">
        {children}
      </div>
    </>
  );
}
