import type { ReactNode } from "react";
import { AreaMessages } from "@/components/providers/area-messages";

/** The sandbox gateway's hosted page: public (the payer may be signed out at the gateway), its own messages only. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AreaMessages area="sandbox">{children}</AreaMessages>;
}
