import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ApiReference } from "@/components/developers/api-reference";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { buildOpenApiDocument } from "@/server/api/openapi";

type Props = { params: LocaleParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await resolveLocaleParam(params);
  const t = await getTranslations({ locale, namespace: "developers" });
  return { title: t("title") };
}

/** Human-readable reference generated from the same OpenAPI document as /api/v1/openapi.json. */
export default async function ApiReferencePage({ params }: Props) {
  await resolveLocaleParam(params);
  return <ApiReference doc={buildOpenApiDocument()} />;
}
