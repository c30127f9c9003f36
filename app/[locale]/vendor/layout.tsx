import type { ReactNode } from "react";
import { AreaMessages } from "@/components/providers/area-messages";
import { AreaGate } from "@/components/shell/area-gate";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";

/**
 * The vendor area: decided on the server (components/shell/area-gate.tsx) before any of its pages renders;
 * its client components get the "vendor" message namespaces (i18n/client-namespaces.ts).
 */
export default async function Layout({ children, params }: { children: ReactNode; params: LocaleParams }) {
  const locale = await resolveLocaleParam(params);
  return (
    <AreaMessages area="vendor">
      <AreaGate area="vendor" locale={locale}>
        {children}
      </AreaGate>
    </AreaMessages>
  );
}
