"use client";

import { useLocale } from "next-intl";
import { useState } from "react";
import { apiRequest } from "@/components/ui/use-api";
import { getPathname } from "@/i18n/navigation";

/** Ends the session and opens the home page afresh (a full load: nothing of the account stays in memory). */
export function SignOutButton({ label }: { label: string }) {
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="shell-menu-item shell-menu-item--button"
      disabled={busy}
      onClick={async () => {
        setBusy(true);
        await apiRequest("post", "/auth/logout", {}, locale);
        window.location.assign(getPathname({ href: "/", locale }));
      }}
      data-testid="sign-out"
    >
      {label}
    </button>
  );
}
