import { useLocale, useTranslations } from "next-intl";
import { formatCount } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import "./catalog.css";

export type SubcategoryChip = { id: string; slug: string; name: string; count: number };

/** A category page's subcategories as a row of links with their vendor counts (the search's facet counts). */
export function SubcategoryChips({ subcategories }: { subcategories: SubcategoryChip[] }) {
  const t = useTranslations("category");
  const locale = useLocale();
  return (
    <section className="subcategory-chips" aria-labelledby="subcategories-title">
      <h2 id="subcategories-title" className="subcategory-chips__title">
        {t("subcategories")}
      </h2>
      <ul className="subcategory-chips__list" data-testid="subcategory-chips">
        {subcategories.map((c) => (
          <li key={c.id}>
            <Link
              href={`/categories/${c.slug}`}
              className="subcategory-chip"
              data-count={c.count}
              aria-label={t("chipLabel", { name: c.name, count: c.count })}
            >
              {/* A space between name and count: their text reads "Halls 2", never "Halls2" (the label in the name, WCAG 2.5.3). */}
              <span>{c.name}</span>{" "}
              <span className="subcategory-chip__count" aria-hidden="true">
                {formatCount(c.count, locale)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
