import type { ReactNode } from "react";
import { AreaMessages } from "@/components/providers/area-messages";

/** The sandbox gateway's hosted page: open to anyone, but it shows the session to its payer only (others get a sign-in path); its own messages only. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AreaMessages area="sandbox">{children}</AreaMessages>;
}
