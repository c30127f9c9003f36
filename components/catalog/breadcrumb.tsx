import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import "./catalog.css";

export type Crumb = { name: string; href: string };

/** Home > ... > the current page (the last crumb is not a link). */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  const t = useTranslations("category");
  return (
    <nav className="breadcrumb" aria-label={t("breadcrumb")} data-testid="breadcrumb">
      <ol>
        {trail.map((c) => (
          <li key={c.href}>
            <Link href={c.href}>{c.name}</Link>
          </li>
        ))}
        <li aria-current="page">{current}</li>
      </ol>
    </nav>
  );
}
