import type { ReactNode } from "react";
import { AreaGate } from "@/components/shell/area-gate";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

/** The admin area: decided on the server (components/shell/area-gate.tsx) before any of its pages renders. */
export default async function Layout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await resolveLocaleParam(params);
  return (
    <AreaGate area="admin" locale={locale}>
      {children}
    </AreaGate>
  );
}
