"use client";

import { useTranslations } from "next-intl";
import { useRouter } from "@/i18n/navigation";
import { TwoFactorPanel } from "./two-factor-panel";

/**
 * The staff enrollment page's body: the security page's two-step card; once
 * the recovery codes are saved, the admin area opens (the server now lets
 * the account through: server/identity/two-factor/admin-two-factor-gate.ts).
 */
export function StaffEnrollment() {
  const t = useTranslations("adminTwoFactor");
  const router = useRouter();
  return (
    <div className="account-cards">
      <section className="card account-card" aria-labelledby="staff-two-factor-title" data-testid="staff-two-factor">
        <h2 id="staff-two-factor-title">{t("cardTitle")}</h2>
        <p className="form-field__hint">{t("cardIntro")}</p>
        <TwoFactorPanel
          onRecoveryCodesSaved={() => {
            router.replace("/admin");
            router.refresh();
          }}
        />
      </section>
    </div>
  );
}
