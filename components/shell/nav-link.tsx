"use client";

import type { ComponentProps } from "react";
import { Link, usePathname } from "@/i18n/navigation";

type Props = Omit<ComponentProps<typeof Link>, "href"> & {
  href: string;
  /** `prefix`: also current on sub-pages (for top-level sections). */
  match?: "exact" | "prefix";
};

/** A locale-aware link that marks itself with `aria-current` when it is the current page or section. */
export function NavLink({ href, match = "exact", ...rest }: Props) {
  const pathname = usePathname();
  const exact = pathname === href;
  const inside = match === "prefix" && href !== "/" && pathname.startsWith(`${href}/`);
  const current = exact ? "page" : inside ? "true" : undefined;
  return <Link href={href} aria-current={current} {...rest} />;
}
