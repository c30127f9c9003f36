import type { ReactNode } from "react";
import { AreaMessages } from "@/components/providers/area-messages";

/** The client components here get the "catalogue" message namespaces (i18n/client-namespaces.ts). */
export default function Layout({ children }: { children: ReactNode }) {
  return <AreaMessages area="catalogue">{children}</AreaMessages>;
}
