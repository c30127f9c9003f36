import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { PageHeading, type Crumb } from "@/components/ui/page-frame";
import type { AppLocale } from "@/i18n/routing";
import { AreaNav, type Area } from "./area-nav";

const CONTENT_CLASS: Record<Area, string> = {
  account: "area-content",
  admin: "area-content admin-page",
  vendor: "area-content vendor-page admin-page",
};

/** What a page puts in its frame's head besides the title (components/ui/page-frame.tsx). */
export type FrameParts = { intro?: string; actions?: ReactNode; breadcrumbs?: Crumb[]; titleHidden?: boolean };

/**
 * The one frame of a portal page: the area navigation, the page's head (the
 * area's eyebrow, the title, actions, breadcrumbs, lead; the area's name as
 * the title when there is none, without the eyebrow), then the page. `title:
 * null` leaves the head to the page, whose title comes with its data (an
 * admin record page renders PageHeading itself).
 */
export async function AreaFrame({
  area,
  locale,
  title,
  children,
  ...parts
}: FrameParts & {
  area: Area;
  locale: AppLocale;
  title?: string | null;
  children: ReactNode;
}) {
  const t = await getTranslations({ locale, namespace: "areas" });
  return (
    <div className="container area-layout">
      <AreaNav area={area} />
      <section className={CONTENT_CLASS[area]} aria-labelledby="area-title">
        {title !== null && <PageHeading title={title ?? t(`${area}.title`)} eyebrow={title ? t(`${area}.title`) : undefined} {...parts} />}
        {children}
      </section>
    </div>
  );
}

/** The vendor portal's frame for one page. */
export function VendorSection({ locale, title, children, ...parts }: FrameParts & { locale: AppLocale; title?: string; children: ReactNode }) {
  return (
    <AreaFrame area="vendor" locale={locale} title={title} {...parts}>
      {children}
    </AreaFrame>
  );
}
