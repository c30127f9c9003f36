"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { getPathname, usePathname } from "@/i18n/navigation";
import { routing } from "@/i18n/routing";

type Query = Record<string, string>;

function SwitchLink({ query, testId }: { query?: Query; testId: string }) {
  const locale = useLocale();
  const t = useTranslations("nav");
  const pathname = usePathname();
  const target = routing.locales.find((l) => l !== locale) ?? routing.defaultLocale;

  // A plain link: switching language is a full page load, so every server-rendered
  // string and cached query comes back in the new language. (next-intl's
  // <Link locale> would also force an `/ar` prefix that then redirects.)
  const href = getPathname({ href: query ? { pathname, query } : pathname, locale: target });

  return (
    <a href={href} lang={target} hrefLang={target} className="language-switch" data-testid={testId}>
      {t("switchLanguage")}
    </a>
  );
}

function SwitchLinkKeepingQuery({ testId }: { testId: string }) {
  const params = useSearchParams();
  return <SwitchLink query={Object.fromEntries(params)} testId={testId} />;
}

/** Switches between Arabic and English on the same page (path and query kept). */
export function LanguageSwitch({ testId = "language-switch" }: { testId?: string }) {
  // Static pages render the fallback; the query string is added on the client.
  return (
    <Suspense fallback={<SwitchLink testId={testId} />}>
      <SwitchLinkKeepingQuery testId={testId} />
    </Suspense>
  );
}
