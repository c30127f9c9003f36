import { useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/button";

export default function NotFoundPage() {
  const t = useTranslations("notFound");
  const tc = useTranslations("common");

  return (
    <div className="container not-found">
      <title>{t("metaTitle")}</title>
      <h1>{t("title")}</h1>
      <p>{t("text")}</p>
      <LinkButton href="/">{tc("backHome")}</LinkButton>
    </div>
  );
}
