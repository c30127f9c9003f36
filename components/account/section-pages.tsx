"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { AccountGate } from "./account-gate";
import { DataExportPanel } from "./data-export-panel";
import { DeletionPanel } from "./deletion-panel";
import { EmailChangeForm } from "./email-change-form";
import { PasswordChangeForm } from "./password-change-form";
import { PhoneChangeForm } from "./phone-change-form";
import { ProfileForm } from "./profile-form";
import { SessionsList } from "./sessions-list";
import { TwoFactorPanel } from "./two-factor-panel";
import { AvatarField } from "./avatar-field";

// The bodies of the account settings pages (client side: they need the signed-in profile).

function Card({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="card account-card" id={id} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {intro && <p className="form-field__hint">{intro}</p>}
      {children}
    </section>
  );
}

export function ProfileSection() {
  const t = useTranslations("account");
  return (
    <AccountGate>
      {(me) => (
        <div className="account-cards">
          <Card id="avatar" title={t("avatar.title")} intro={t("avatar.intro")}>
            <AvatarField me={me} />
          </Card>
          <Card id="details" title={t("profile.title")}>
            <ProfileForm me={me} />
          </Card>
          <Card id="email" title={t("email.title")} intro={t("email.intro")}>
            <EmailChangeForm me={me} />
          </Card>
          <Card id="phone" title={t("phone.title")} intro={t("phone.intro")}>
            <PhoneChangeForm me={me} />
          </Card>
        </div>
      )}
    </AccountGate>
  );
}

export function SecuritySection() {
  const t = useTranslations("account");
  return (
    <AccountGate>
      {() => (
        <div className="account-cards">
          <Card id="sessions" title={t("sessions.title")} intro={t("sessions.intro")}>
            <SessionsList />
          </Card>
          <Card id="password" title={t("password.title")} intro={t("password.intro")}>
            <PasswordChangeForm />
          </Card>
          <Card id="two-factor" title={t("twoFactor.title")} intro={t("twoFactor.intro")}>
            <TwoFactorPanel />
          </Card>
        </div>
      )}
    </AccountGate>
  );
}

export function PrivacySection() {
  const t = useTranslations("account");
  return (
    <AccountGate>
      {(me) => (
        <div className="account-cards">
          <Card id="export" title={t("export.title")}>
            <DataExportPanel />
          </Card>
          <Card id="deletion" title={t("deletion.title")}>
            <DeletionPanel me={me} />
          </Card>
        </div>
      )}
    </AccountGate>
  );
}
