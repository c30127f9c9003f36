"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { formatMoney, normalizeAmount } from "@/components/ui/money";
import { ErrorLine } from "@/components/ui/states";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { ORDER_CHANGES, type OrderView } from "./types";

// A tip after a completed order (POST /orders/{id}/tip): charged to the
// customer's wallet, all of it to the vendor. The wallet's balance is shown
// beside the amount, with the way to top it up when it is short.

const tipForm = z.object({ amount: z.string().trim().min(1, "validation.required") });

export function OrderTip({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.tip");
  const locale = useLocale();
  const wallet = useApiQuery("/wallet", { query: { per_page: 1 } });
  const tip = useApiMutation("post", "/orders/{id}/tip", { invalidates: ORDER_CHANGES });
  const form = useZodForm(tipForm, { amount: "" });
  const [sent, setSent] = useState<string | null>(null);
  const conflict = errorOf(tip.error)?.code === "CONFLICT";
  const submit = form.handleSubmit(({ amount }) =>
    tip.mutate(
      { path: { id: o.id }, body: { amount: normalizeAmount(amount) }, headers: { "Idempotency-Key": crypto.randomUUID() } },
      { onSuccess: () => setSent(normalizeAmount(amount)), onError: (e) => showApiErrors(form, errorOf(e), ["amount"]) },
    ),
  );
  const balance = wallet.data?.data.balance;
  return (
    <section className="card or-section" aria-labelledby="or-tip" data-testid="order-tip">
      <h3 id="or-tip">{t("title")}</h3>
      {sent ? (
        <p role="status" data-testid="order-tip-sent">
          {t("sent", { amount: formatMoney({ amount: sent, currency: o.total.currency }, locale), vendor: o.vendor.name })}
        </p>
      ) : o.tip ? (
        <p data-testid="order-tip-given" data-amount={o.tip.amount}>
          {t("given", { amount: formatMoney(o.tip, locale), vendor: o.vendor.name })}
        </p>
      ) : conflict || !o.actions.includes("tip") ? (
        <p role="status" data-testid="order-tip-done">
          {t("already")}
        </p>
      ) : (
        <form className="form-column or-tip" onSubmit={submit} noValidate>
          <p>{t("hint", { vendor: o.vendor.name })}</p>
          <p data-testid="order-tip-balance" data-amount={balance?.amount ?? ""}>
            {balance ? t("balance", { amount: formatMoney(balance, locale) }) : t("balanceLoading")}{" "}
            <Link href="/account/wallet" data-testid="order-tip-top-up">
              {t("topUp")}
            </Link>
          </p>
          <FormText form={form} name="amount" label={t("amount")} inputMode="decimal" dir="ltr" hint={t("amountHint")} />
          <ErrorLine error={tip.error && errorOf(tip.error)?.code !== "VALIDATION_FAILED" ? tip.error : null} />
          <Button type="submit" size="lg" disabled={tip.isPending} data-testid="order-tip-submit">
            {t("submit")}
          </Button>
        </form>
      )}
    </section>
  );
}
