"use client";

import type { Pagination } from "@/components/ui/pager";
import { Link } from "@/i18n/navigation";

/** A page of a list whose filters live in the URL: its path and query. */
export type PageHref = { pathname: string; query: Record<string, string> };

export type LinkPagerTexts = { label: string; previous: string; next: string; page: (page: number, pages: number) => string };

/** Previous / next as links, for the admin lists that keep their page in the URL (nothing when there is one page). */
export function LinkPager({ pagination, href, texts }: { pagination: Pagination | null; href: (page: number) => PageHref; texts: LinkPagerTexts }) {
  if (!pagination || pagination.total_pages <= 1) return null;
  const { page, total_pages: pages } = pagination;
  return (
    <nav className="admin-pagination" aria-label={texts.label}>
      {page > 1 ? <Link href={href(page - 1)}>{texts.previous}</Link> : <span />}
      <span>{texts.page(page, pages)}</span>
      {page < pages ? <Link href={href(page + 1)}>{texts.next}</Link> : <span />}
    </nav>
  );
}
