import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import "./page-frame.css";

/** One step back up the portal: a link and its words. */
export type Crumb = { href: string; label: string };

export type PageHeadingProps = {
  /** The page's one h1 (a record's name on a record page). */
  title: ReactNode;
  /** The h1's id: the frame's section is labelled by it. */
  titleId?: string;
  /** Kept for screen readers only (a page whose panes say what it is). */
  titleHidden?: boolean;
  /** The short line above the title (the area's name); not shown with a hidden title. */
  eyebrow?: ReactNode;
  /** Shown beside the title, before the actions (a status badge). */
  aside?: ReactNode;
  /** Buttons or links beside the heading; under it on a phone. */
  actions?: ReactNode;
  /** The lead paragraph under the heading. */
  intro?: ReactNode;
  /** The pages above this one, outermost first (the current page is the title). */
  breadcrumbs?: Crumb[];
};

/**
 * The head of a portal page: breadcrumbs, eyebrow, title with what stands
 * beside it, lead. AreaFrame (components/shell/area-frame.tsx) renders it for
 * most pages; a page whose title comes with its data renders it itself.
 */
export function PageHeading({ title, titleId = "area-title", titleHidden, eyebrow, aside, actions, intro, breadcrumbs }: PageHeadingProps) {
  const t = useTranslations("common");
  return (
    <header className="page-frame">
      {breadcrumbs?.length ? (
        <nav className="page-frame__crumbs" aria-label={t("breadcrumbs")}>
          <ol>
            {breadcrumbs.map((crumb) => (
              <li key={crumb.href}>
                <Link href={crumb.href}>{crumb.label}</Link>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      {/* The eyebrow goes with a visible title: above a hidden one it would stand alone over the panes. */}
      {eyebrow && !titleHidden && <p className="eyebrow">{eyebrow}</p>}
      <div className={titleHidden ? undefined : "page-frame__head"}>
        <h1 id={titleId} className={titleHidden ? "visually-hidden" : undefined}>
          {title}
        </h1>
        {aside}
        {actions && <div className="page-frame__actions">{actions}</div>}
      </div>
      {intro && <p className="lead">{intro}</p>}
    </header>
  );
}
