"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { WithNames } from "@/components/ui/names";
import { useApiMutation } from "@/components/ui/use-api";
import { Link, useRouter } from "@/i18n/navigation";
import { AccountGate } from "./account-gate";
import { PhoneVerification } from "./phone-verification";
import type { Profile } from "./use-me";
import { VerifiedBadge } from "./verified-badge";

/** The account home: who is signed in, the state of their email and phone, and sign-out. */
export function AccountOverview() {
  return <AccountGate>{(me) => <Overview me={me} />}</AccountGate>;
}

function Overview({ me }: { me: Profile }) {
  const t = useTranslations("account.overview");
  const tAuth = useTranslations("auth");
  const format = useFormatter();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [phoneJustVerified, setPhoneJustVerified] = useState(false);
  const name = `${me.first_name} ${me.last_name}`.trim();

  const signOut = useApiMutation("post", "/auth/logout");

  // Signed out either way: whatever the answer, this device forgets the account.
  function logout() {
    signOut.mutate(
      {},
      {
        onSettled: () => {
          queryClient.clear();
          router.push("/login");
        },
      },
    );
  }

  return (
    <div className="account-overview" data-testid="account-overview">
      <h2>{name ? <WithNames text={tAuth("account.greeting", { name })} names={[name]} /> : t("welcome")}</h2>
      {!name && (
        <p className="notice">
          {t("completeProfile")} <Link href="/account/profile">{t("completeProfileLink")}</Link>
        </p>
      )}
      {me.status === "deletion_requested" && (
        <div className="notice notice--warning" role="status" data-testid="deletion-banner">
          <p>
            {me.deletion_scheduled_at
              ? t("deletionPending", { date: format.dateTime(new Date(me.deletion_scheduled_at), { dateStyle: "long" }) })
              : t("deletionPendingNoDate")}
          </p>
          <Link href="/account/privacy">{t("deletionManage")}</Link>
        </div>
      )}

      <section className="card account-card" aria-labelledby="contact-title">
        <h3 id="contact-title">{t("contact")}</h3>
        <dl className="account-facts">
          <div>
            <dt>{tAuth("fields.email")}</dt>
            <dd>
              {me.email ? (
                <>
                  <bdi dir="ltr">{me.email}</bdi> <VerifiedBadge verified={me.email_verified} />
                  <p className="account-facts__note">{me.email_verified ? tAuth("account.emailVerified") : tAuth("account.emailUnverified")}</p>
                </>
              ) : (
                <>
                  {t("none")} · <Link href="/account/profile#email">{t("addEmail")}</Link>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{tAuth("otp.phone")}</dt>
            <dd data-testid="phone-status">
              {me.phone ? (
                <>
                  <bdi dir="ltr">{me.phone}</bdi> <VerifiedBadge verified={me.phone_verified} />
                </>
              ) : (
                <>
                  {t("none")} · <Link href="/account/profile#phone">{t("addPhone")}</Link>
                </>
              )}
            </dd>
          </div>
        </dl>
        {phoneJustVerified && (
          <p className="form-status" role="status">
            {t("phoneVerified")}
          </p>
        )}
        {me.phone && !me.phone_verified && <PhoneVerification phone={me.phone} onVerified={() => setPhoneJustVerified(true)} />}
      </section>

      <Button variant="secondary" onClick={logout}>
        {tAuth("account.logout")}
      </Button>
    </div>
  );
}
