import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

export default function NotFoundPage() {
  const t = useTranslations("notFound");
  const tc = useTranslations("common");

  return (
    <div className="container not-found">
      <title>{t("metaTitle")}</title>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <Link className="button" href="/">
        {tc("backHome")}
      </Link>
    </div>
  );
}
