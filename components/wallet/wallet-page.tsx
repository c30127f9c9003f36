"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { z } from "zod";
import { AccountGate } from "@/components/account/account-gate";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatTime } from "@/components/ui/format";
import { formatMoney, normalizeAmount } from "@/components/ui/money";
import { AdminPager } from "@/components/ui/pager";
import { Empty, LoadFailed, Loading } from "@/components/ui/states";
import { apiRequest, useApiQuery } from "@/components/ui/use-api";
import "./wallet.css";

// The customer's wallet (GET /wallet): balance, a top-up through the hosted
// payment page (POST /wallet/top-ups, one Idempotency-Key per click), and the
// movements. The gateway sends the payer back here with ?payment=<id>: the
// page follows that payment until it is settled, then shows the new balance.

const topUpForm = z.object({ amount: z.string().trim().min(1, "validation.required") });

function returnPath(locale: string) {
  return `${locale === "ar" ? "" : `/${locale}`}/account/wallet`;
}

function TopUp() {
  const t = useTranslations("wallet");
  const locale = useLocale();
  const form = useZodForm(topUpForm, { amount: "" });
  const [error, setError] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ amount }) => {
    setError(null);
    const res = await apiRequest(
      "post",
      "/wallet/top-ups",
      { body: { amount: normalizeAmount(amount), return_url: returnPath(locale) }, headers: { "Idempotency-Key": crypto.randomUUID() } },
      locale,
    );
    if (res.ok && res.data.payment_url) return window.location.assign(res.data.payment_url);
    if (!res.ok && showApiErrors(form, res.error, ["amount"]).length === 0 && res.error.code === "VALIDATION_FAILED") return;
    setError(res.ok ? t("loadError") : res.error.message);
  });
  return (
    <form className="card wallet-topup" onSubmit={submit} noValidate data-testid="wallet-top-up">
      <h2>{t("topUpTitle")}</h2>
      <FormText form={form} name="amount" label={t("amount")} inputMode="decimal" dir="ltr" />
      <p className="muted">{t("topUpNote")}</p>
      {error && (
        <p role="alert" className="form-error">
          {error}
        </p>
      )}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("topUp")}
      </Button>
    </form>
  );
}

/** The payment the gateway came back with: polled until paid or failed, then the wallet is read again. */
function ReturnedPayment({ id }: { id: string }) {
  const t = useTranslations("wallet");
  const queryClient = useQueryClient();
  const [settled, setSettled] = useState(false);
  const payment = useApiQuery("/payments/{id}", { path: { id } }, { poll: settled ? undefined : 2000 });
  const status = payment.data?.data.status;
  const done = status === "paid" || status === "failed";
  useEffect(() => {
    if (!done || settled) return;
    setSettled(true);
    void queryClient.invalidateQueries({ queryKey: ["wallet"] });
  }, [done, settled, queryClient]);
  if (payment.isError) return null;
  const text = status === "paid" ? t("credited") : status === "failed" ? t("failed") : t("waiting");
  return (
    <p className={`card wallet-return wallet-return--${status ?? "pending"}`} role="status" data-testid="wallet-return">
      {text}
    </p>
  );
}

function Wallet({ returned }: { returned: string | null }) {
  const t = useTranslations("wallet");
  const locale = useLocale();
  const [page, setPage] = useState(1);
  // Until the returned payment is credited (its webhook, then the outbox), the balance is read again every few seconds.
  const [credited, setCredited] = useState(false);
  const wallet = useApiQuery("/wallet", { query: { page, per_page: 20 } }, { poll: returned && !credited ? 2000 : undefined });
  const movements = wallet.data?.data.movements ?? [];
  useEffect(() => {
    if (returned && movements.some((m) => m.reference.type === "payment" && m.reference.id === returned)) setCredited(true);
  }, [returned, movements]);
  if (wallet.isPending) return <Loading />;
  if (wallet.isError) return <LoadFailed error={wallet.error} />;
  return (
    <div className="wallet">
      {returned && <ReturnedPayment id={returned} />}
      <section className="card wallet-balance" data-testid="wallet-balance">
        <h2>{t("balance")}</h2>
        <p className="wallet-balance__amount" dir="ltr">
          {formatMoney(wallet.data.data.balance, locale)}
        </p>
        <p className="muted">{t("balanceHint")}</p>
      </section>
      <TopUp />
      <section className="wallet-movements">
        <h2>{t("movements")}</h2>
        {movements.length === 0 ? (
          <Empty text={t("empty")} />
        ) : (
          <ul className="wallet-list" data-testid="wallet-movements">
            {movements.map((m) => (
              <li key={m.id} className="card wallet-row" data-testid="wallet-movement" data-kind={m.kind}>
                <div className="wallet-row__main">
                  <strong>{t(`kinds.${m.kind}`)}</strong>
                  <span className={`wallet-row__amount wallet-row__amount--${m.direction}`} dir="ltr">
                    {m.direction === "credit" ? "+" : "−"}
                    {formatMoney(m.amount, locale)}
                  </span>
                </div>
                <div className="wallet-row__meta">
                  <span>{formatTime(m.created_at, locale)}</span>
                  <span>{t("balanceAfter", { amount: formatMoney(m.balance_after, locale) })}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
        <AdminPager pagination={wallet.data.meta.pagination} page={page} onPage={setPage} />
      </section>
    </div>
  );
}

export function WalletPage({ returned }: { returned: string | null }) {
  return <AccountGate>{() => <Wallet returned={returned} />}</AccountGate>;
}
