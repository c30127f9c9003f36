import type { ReactNode } from "react";
import { AreaMessages } from "@/components/providers/area-messages";

/** The client components here get the "auth" message namespaces (i18n/client-namespaces.ts). */
export default function Layout({ children }: { children: ReactNode }) {
  return <AreaMessages area="auth">{children}</AreaMessages>;
}
