import { getTranslations } from "next-intl/server";
import { routing } from "@/i18n/routing";
import { LinkButton } from "@/components/ui/button";

// Renders for requests outside any valid `[locale]` (e.g. `/unknown.txt`),
// where the locale is unknown: show the message in both languages.
export default async function GlobalNotFound() {
  const [ar, en] = await Promise.all(routing.locales.map((locale) => getTranslations({ locale, namespace: "notFound" })));
  const common = await getTranslations({ locale: routing.defaultLocale, namespace: "common" });

  return (
    <html lang={routing.defaultLocale} dir="rtl">
      <body>
        <main className="container not-found">
          <title>{ar("metaTitle")}</title>
          <h1>{ar("title")}</h1>
          <p>{ar("text")}</p>
          <div lang="en" dir="ltr">
            <h2>{en("title")}</h2>
            <p>{en("text")}</p>
          </div>
          <LinkButton external href="/">
            {common("backHome")}
          </LinkButton>
        </main>
      </body>
    </html>
  );
}
