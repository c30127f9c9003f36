import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { resolveLocaleParam } from "@/i18n/locale-param";
import { areaSections, type Area } from "./area-nav";

/**
 * Helpers for the placeholder `app/[locale]/<area>/[section]/page.tsx` routes.
 * Replace a section by adding its own folder (e.g. `app/[locale]/account/events/page.tsx`):
 * a static folder wins over `[section]`.
 */
export type SectionParams = Promise<{ locale: string; section: string }>;

export function sectionStaticParams(area: Area) {
  return areaSections[area].filter((s) => s.path !== "").map((s) => ({ section: s.key }));
}

export async function sectionTitle(area: Area, params: SectionParams): Promise<string> {
  const locale = await resolveLocaleParam(params);
  const { section } = await params;
  const known = areaSections[area].some((s) => s.key === section && s.path !== "");
  if (!known) notFound();
  const t = await getTranslations({ locale, namespace: "areas" });
  return t(`${area}.sections.${section}` as Parameters<typeof t>[0]);
}

export async function sectionMetadata(area: Area, params: SectionParams): Promise<Metadata> {
  return { title: await sectionTitle(area, params) };
}
