"use client";

import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";

/**
 * The page state when the API refuses the caller: 401 (not signed in) offers
 * the sign-in page, 403 says the account lacks the permission. The check is
 * the server's; this only explains it.
 */
export function AdminGate({ status }: { status: number }) {
  const t = useTranslations("adminUsers.gate");
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
      <p>{t("forbidden")}</p>
    </div>
  );
}
