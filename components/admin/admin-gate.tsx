"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/**
 * The page state when the API refuses the caller: 401 (not signed in) offers
 * the sign-in page, 403 says the role lacks the permission (whatever the page:
 * the section pages themselves name theirs, components/shell/area-gate.tsx).
 * The check is the server's; this only explains it.
 */
export function AdminGate({ status }: { status: number }) {
  const t = useTranslations("adminUsers.gate");
  const th = useTranslations("homes.gate");
  if (status === 401) {
    return (
      <div className="notice" data-testid="admin-signed-out">
        <p>{t("signedOut")}</p>
        <Link href="/login">{t("signIn")}</Link>
      </div>
    );
  }
  return (
    <div className="notice" role="alert" data-testid="admin-forbidden">
      <p>{th("forbidden")}</p>
    </div>
  );
}
