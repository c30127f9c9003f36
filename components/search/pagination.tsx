import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import { changeParams, searchHref, type SearchParams } from "./search-url";

/** Pages around the current one, the first and the last; `null` marks a gap. */
function pageWindow(page: number, last: number): (number | null)[] {
  const pages: (number | null)[] = [];
  for (let p = 1; p <= last; p++) {
    if (p === 1 || p === last || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== null) pages.push(null);
  }
  return pages;
}

/** Page links of a result list (previous, a window of numbers, next). */
export function Pagination({ pathname, params, page, totalPages }: { pathname: string; params: SearchParams; page: number; totalPages: number }) {
  const t = useTranslations("search");
  const locale = useLocale();
  if (totalPages <= 1) return null;
  const href = (p: number) => searchHref(pathname, changeParams(params, { page: String(p) }));

  return (
    <nav className="search-pagination" aria-label={t("pagination")} data-testid="pagination">
      <ul>
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} rel="prev">
              {t("previous")}
            </Link>
          </li>
        )}
        {pageWindow(page, totalPages).map((p, i) =>
          p === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              <Link href={href(p)} aria-current={p === page ? "page" : undefined} aria-label={t("pageN", { page: formatCount(p, locale) })}>
                {formatCount(p, locale)}
              </Link>
            </li>
          ),
        )}
        {page < totalPages && (
          <li>
            <Link href={href(page + 1)} rel="next">
              {t("next")}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
