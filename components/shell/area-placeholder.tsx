import { useTranslations } from "next-intl";
import { AreaNav, type Area } from "./area-nav";

type Props = { area: Area; sectionTitle?: string };

/** Temporary page body for portal sections that are not built yet. */
export function AreaPlaceholder({ area, sectionTitle }: Props) {
  const t = useTranslations("areas");
  const tc = useTranslations("common");

  return (
    <div className="container area-layout">
      <AreaNav area={area} />
      <section className="area-content" aria-labelledby="area-title">
        {sectionTitle && <p className="eyebrow">{t(`${area}.title`)}</p>}
        <h1 id="area-title">{sectionTitle ?? t(`${area}.title`)}</h1>
        <p className="lead">{t(`${area}.intro`)}</p>
        <div className="notice" role="status">
          <span className="badge">{tc("comingSoon")}</span>
          <p>{t("comingSoonIntro")}</p>
        </div>
      </section>
    </div>
  );
}
