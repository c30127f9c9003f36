import type { ReactNode } from "react";
import { AreaMessages } from "@/components/providers/area-messages";

/** A guest's RSVP page: public, no account; its own messages and the shared loading/error states' only. */
export default function Layout({ children }: { children: ReactNode }) {
  return <AreaMessages area="rsvp">{children}</AreaMessages>;
}
