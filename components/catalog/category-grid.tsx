import { Link } from "@/i18n/navigation";

type CategoryCard = { id: string; slug: string; name: string; children: { id: string; slug: string; name: string }[] };

/** The launch categories as a grid of links to their category pages. */
export function CategoryGrid({ categories }: { categories: CategoryCard[] }) {
  return (
    <ul className="category-grid" data-testid="category-grid">
      {categories.map((c) => (
        <li key={c.id} className="card category-card">
          <Link href={`/categories/${c.slug}`}>{c.name}</Link>
          {c.children.length > 0 && <p className="category-card__children">{c.children.map((child) => child.name).join(" · ")}</p>}
        </li>
      ))}
    </ul>
  );
}
