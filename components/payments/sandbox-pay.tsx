"use client";

import { useLocale, useTranslations } from "next-intl";
import { LinkButton } from "@/components/ui/button";
import { formatMoney } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { statusOf, useApiQuery, useMutateOnMount } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { SandboxForm } from "./sandbox-form";
import "./payments.css";

// The sandbox gateway's hosted page: what a payer sees at an outside gateway
// (a card of its own over the page, not our portal), with the payment form
// (./sandbox-form.tsx) while the session is open.
// Only the payment's payer, signed in, gets the session (the API answers 401
// signed out, 404 to anyone else): others see why, and a way to sign in.

/** A loaded page tells the gateway the payer arrived (the payment becomes pending); repeating it is harmless. */
function useMarkOpened(id: string, isOpen: boolean) {
  // Sent by the page, not by anything the payer does: once the open session is shown.
  useMutateOnMount("post", "/sandbox/sessions/{id}/open", { path: { id } }, { invalidates: ["payments"], when: isOpen });
}

function Content({ id }: { id: string }) {
  const t = useTranslations("payments.sandbox");
  const locale = useLocale();
  const session = useApiQuery("/sandbox/sessions/{id}", { path: { id } });
  useMarkOpened(id, session.data?.data.status === "open");
  // Signing in comes back here (components/auth/return-path.ts).
  const signIn = { pathname: "/login" as const, query: { next: `/sandbox-pay/${id}` } };
  if (session.isPending) return <p role="status">{t("busy")}</p>;
  if (statusOf(session.error) === 401) {
    return (
      <div className="notice" role="status" data-testid="sandbox-signed-out">
        <p>{t("signedOut")}</p>
        <p>
          <LinkButton href={signIn} data-testid="sandbox-sign-in">
            {t("signIn")}
          </LinkButton>
        </p>
      </div>
    );
  }
  if (session.isError) {
    return (
      <div role="alert" data-testid="sandbox-missing">
        <ErrorText alert={false}>{t("notFound")}</ErrorText>
        <p>
          <Link href={signIn}>{t("otherAccount")}</Link>
        </p>
      </div>
    );
  }
  const s = session.data.data;
  return (
    <>
      <dl className="sbx-summary">
        <div>
          <dt>{t("merchant")}</dt>
          <dd data-testid="sandbox-merchant">{s.merchant_name}</dd>
        </div>
        <div>
          <dt>{t("amount")}</dt>
          <dd className="sbx-amount" data-testid="sandbox-amount" data-amount={s.amount.amount}>
            {formatMoney(s.amount, locale)}
          </dd>
        </div>
      </dl>
      {s.status !== "open" ? (
        <div className="notice" role="status" data-testid="sandbox-closed">
          <p>{t("closed", { status: t(`sessionStatus.${s.status}`) })}</p>
          <p>
            <a href={s.return_url}>{t("backToMerchant")}</a>
          </p>
        </div>
      ) : (
        <SandboxForm id={id} session={s} />
      )}
    </>
  );
}

export function SandboxPay({ id }: { id: string }) {
  const t = useTranslations("payments.sandbox");
  return (
    <div className="sbx-backdrop" data-testid="sandbox-page">
      <section className="sbx-card" aria-labelledby="sbx-title">
        <header className="sbx-head">
          <h1 id="sbx-title">{t("badge")}</h1>
          <p className="sbx-test" role="note">
            {t("testData")}
          </p>
        </header>
        <Content id={id} />
      </section>
    </div>
  );
}
