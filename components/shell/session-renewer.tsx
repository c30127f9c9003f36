"use client";

import { useLocale } from "next-intl";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { refreshSession } from "@/components/ui/api-client";

/**
 * Rendered when the page came without a valid access cookie but with the
 * signed-in marker (the 15-minute access token ran out): renews the session
 * once and renders the page again signed in. When the session cannot be
 * renewed, `fallback` (the sign-in page for private areas) is opened, or the
 * page simply stays a visitor's page.
 */
export function SessionRenewer({ fallback }: { fallback?: string }) {
  const locale = useLocale();
  const router = useRouter();
  useEffect(() => {
    let live = true;
    refreshSession(locale).then((ok) => {
      if (!live) return;
      if (ok) router.refresh();
      else if (fallback) window.location.replace(fallback);
    });
    return () => {
      live = false;
    };
  }, [locale, router, fallback]);
  return null;
}
