"use client";

import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { api } from "@/components/ui/api-client";
import { formatMoney } from "@/components/ui/money";
import { Link } from "@/i18n/navigation";
import type { SandboxSession } from "./types";
import "./payments.css";

// The sandbox gateway's hosted page: what a payer sees at an outside gateway
// (a card of its own over the page, not our portal), with fake fields that
// say they are test data, and test options to exercise the webhook rules
// (a different amount, a duplicate delivery, a failure after the success).
// Only the payment's payer, signed in, gets the session (the API answers 401
// signed out, 404 to anyone else): others see why, and a way to sign in.

type Outcome = "paid" | "declined" | "cancelled";
type Delivery = "once" | "twice" | "out_of_order";
const AMOUNT = /^\d{1,9}\.\d{3}$/;

function KnetFields() {
  const t = useTranslations("payments.sandbox");
  return (
    <div className="sbx-fields" data-testid="knet-fields">
      <label className="form-field">
        <span>{t("bank")}</span>
        <select defaultValue="test" name="bank">
          <option value="test">{t("bankName")}</option>
        </select>
      </label>
      <label className="form-field">
        <span>{t("knetCard")}</span>
        <input name="knet_card" defaultValue="8888 8800 0000 0001" dir="ltr" inputMode="numeric" readOnly />
      </label>
      <label className="form-field">
        <span>{t("pin")}</span>
        <input name="pin" defaultValue="1234" type="password" dir="ltr" readOnly />
      </label>
    </div>
  );
}

function CardFields() {
  const t = useTranslations("payments.sandbox");
  return (
    <div className="sbx-fields" data-testid="card-fields">
      <label className="form-field">
        <span>{t("cardNumber")}</span>
        <input name="card_number" defaultValue="4242 4242 4242 4242" dir="ltr" inputMode="numeric" readOnly />
      </label>
      <div className="sbx-row">
        <label className="form-field">
          <span>{t("expiry")}</span>
          <input name="expiry" defaultValue="12/30" dir="ltr" readOnly />
        </label>
        <label className="form-field">
          <span>{t("cvv")}</span>
          <input name="cvv" defaultValue="123" dir="ltr" readOnly />
        </label>
      </div>
    </div>
  );
}

export function SandboxPay({ id }: { id: string }) {
  const t = useTranslations("payments.sandbox");
  const locale = useLocale();
  const session = useQuery({
    queryKey: ["sandbox-session", id, locale],
    queryFn: () => api<SandboxSession>(`/sandbox/sessions/${encodeURIComponent(id)}`, { locale }),
  });
  const isOpen = session.data?.ok === true && session.data.data.status === "open";
  // A loaded page tells the gateway the payer arrived (the payment becomes pending); repeating it is harmless.
  useEffect(() => {
    if (isOpen) void api(`/sandbox/sessions/${encodeURIComponent(id)}/open`, { method: "POST", locale });
  }, [isOpen, id, locale]);
  const [method, setMethod] = useState<"knet" | "card">("knet");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function complete(outcome: Outcome, form: HTMLFormElement) {
    const data = new FormData(form);
    const amount = String(data.get("other_amount") ?? "").trim();
    if (amount && !AMOUNT.test(amount)) return setError(t("invalidAmount"));
    setBusy(true);
    setError(null);
    const body = { outcome, method, delivery: String(data.get("delivery") ?? "once") as Delivery, ...(amount ? { amount } : {}) };
    const res = await api<{ redirect_url: string }>(`/sandbox/sessions/${encodeURIComponent(id)}/complete`, { method: "POST", locale, body });
    if (res.ok) {
      window.location.assign(res.data.redirect_url);
      return;
    }
    setBusy(false);
    setError(t("failed"));
  }

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    void complete((submitter?.value ?? "paid") as Outcome, e.currentTarget);
  }

  // Signing in comes back here (components/auth/return-path.ts).
  const signIn = { pathname: "/login" as const, query: { next: `/sandbox-pay/${id}` } };
  let content;
  if (session.isPending) content = <p role="status">{t("busy")}</p>;
  else if (session.data?.ok === false && session.data.status === 401) {
    content = (
      <div className="notice" role="status" data-testid="sandbox-signed-out">
        <p>{t("signedOut")}</p>
        <p>
          <Link href={signIn} className="button" data-testid="sandbox-sign-in">
            {t("signIn")}
          </Link>
        </p>
      </div>
    );
  } else if (!session.data?.ok) {
    content = (
      <div role="alert" data-testid="sandbox-missing">
        <p className="form-field__error">{t("notFound")}</p>
        <p>
          <Link href={signIn}>{t("otherAccount")}</Link>
        </p>
      </div>
    );
  } else {
    const s = session.data.data;
    content = (
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
          <form className="sbx-form" onSubmit={onSubmit} data-testid="sandbox-form">
            <fieldset className="sbx-methods">
              <legend>{t("method")}</legend>
              {(["knet", "card"] as const).map((m) => (
                <label key={m} className={`sbx-method${method === m ? " sbx-method--on" : ""}`}>
                  <input type="radio" name="method" value={m} checked={method === m} onChange={() => setMethod(m)} data-testid={`method-${m}`} />
                  <span>{t(m)}</span>
                </label>
              ))}
            </fieldset>
            {method === "knet" ? <KnetFields /> : <CardFields />}
            <details className="sbx-options" data-testid="sandbox-options">
              <summary>{t("options")}</summary>
              <label className="form-field">
                <span>{t("otherAmount")}</span>
                <input name="other_amount" dir="ltr" inputMode="decimal" placeholder={s.amount.amount} aria-describedby="sbx-amount-hint" />
              </label>
              <p id="sbx-amount-hint" className="form-field__hint">
                {t("otherAmountHint")}
              </p>
              <label className="form-field">
                <span>{t("delivery")}</span>
                <select name="delivery" defaultValue="once">
                  <option value="once">{t("deliveryOnce")}</option>
                  <option value="twice">{t("deliveryTwice")}</option>
                  <option value="out_of_order">{t("deliveryOutOfOrder")}</option>
                </select>
              </label>
            </details>
            {error && (
              <p className="form-field__error" role="alert" data-testid="sandbox-error">
                {error}
              </p>
            )}
            <div className="sbx-actions">
              <button type="submit" name="outcome" value="paid" className="button sbx-pay" disabled={busy} data-testid="sandbox-pay">
                {busy ? t("busy") : `${t("pay")} ${formatMoney(s.amount, locale)}`}
              </button>
              <button type="submit" name="outcome" value="declined" className="button button-secondary" disabled={busy} data-testid="sandbox-decline">
                {t("decline")}
              </button>
              <button type="submit" name="outcome" value="cancelled" className="button button-secondary" disabled={busy} data-testid="sandbox-cancel">
                {t("cancel")}
              </button>
            </div>
          </form>
        )}
      </>
    );
  }

  return (
    <div className="sbx-backdrop" data-testid="sandbox-page">
      <section className="sbx-card" aria-labelledby="sbx-title">
        <header className="sbx-head">
          <h1 id="sbx-title">{t("badge")}</h1>
          <p className="sbx-test" role="note">
            {t("testData")}
          </p>
        </header>
        {content}
      </section>
    </div>
  );
}
