import { useTranslations } from "next-intl";
import "./catalog.css";
import { LinkButton } from "@/components/ui/button";

/**
 * The empty state of a category page. Nobody typed a query here, so it does
 * not say "try other words": the category has no vendors yet (or none that
 * pass the filters), with the way back to the parent category and to all
 * categories.
 */
export function CategoryEmpty({ name, parent, filtered }: { name: string; parent?: { slug: string; name: string }; filtered: boolean }) {
  const t = useTranslations("category");
  return (
    <div className="notice category-empty" data-testid="category-empty">
      <h3>{filtered ? t("emptyFilteredTitle", { category: name }) : t("emptyTitle", { category: name })}</h3>
      <p>{filtered ? t("emptyFilteredText") : t("emptyText")}</p>
      <ul className="category-empty__links">
        {parent && (
          <li>
            <LinkButton href={`/categories/${parent.slug}`} data-testid="category-empty-parent">
              {t("backToParent", { parent: parent.name })}
            </LinkButton>
          </li>
        )}
        <li>
          <LinkButton href="/#categories" variant={parent ? "secondary" : "primary"}>
            {t("allCategories")}
          </LinkButton>
        </li>
      </ul>
    </div>
  );
}
