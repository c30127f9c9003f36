"use client";

import { useTranslations } from "next-intl";

/** "Verified" / "Not verified" next to an email or phone. */
export function VerifiedBadge({ verified }: { verified: boolean }) {
  const t = useTranslations("account");
  return <span className={`account-badge account-badge--${verified ? "ok" : "pending"}`}>{verified ? t("verified") : t("unverified")}</span>;
}
