import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { clientNamespacesOf, pickMessages, type ClientArea } from "@/i18n/client-namespaces";

type Tree = Parameters<typeof pickMessages>[0];

/** The messages the browser gets outside any area: the shared chrome's (header, footer, cards). */
export async function rootClientMessages() {
  return pickMessages((await getMessages()) as Tree, clientNamespacesOf("root"));
}

/**
 * Gives the client components of an area (account, vendor, admin, auth pages, search) the message
 * namespaces they read, on top of the root ones (i18n/client-namespaces.ts). Call it from the area's layout.
 */
export async function AreaMessages({ area, children }: { area: ClientArea; children: ReactNode }) {
  const messages = pickMessages((await getMessages()) as Tree, clientNamespacesOf(area));
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
