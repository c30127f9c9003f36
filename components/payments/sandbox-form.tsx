"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type BaseSyntheticEvent } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { useZodForm } from "@/components/ui/form";
import { formatMoney } from "@/components/ui/money";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest } from "@/components/ui/use-api";
import type { SandboxSession } from "./types";

// The sandbox gateway's payment form: KNET or card (fake fields that say they
// are test data) and test options to exercise the webhook rules (a different
// amount, a duplicate delivery, a failure after the success). The button
// pressed is the outcome; the answer sends the payer back to the merchant
// (an imperative call: the page is left, no cache here needs refreshing).

type Outcome = "paid" | "declined" | "cancelled";
const AMOUNT = /^\d{1,9}\.\d{3}$/;

const sandboxForm = z.object({
  method: z.enum(["knet", "card"]),
  other_amount: z
    .string()
    .trim()
    .refine((v) => v === "" || AMOUNT.test(v)),
  delivery: z.enum(["once", "twice", "out_of_order"]),
});

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

export function SandboxForm({ id, session }: { id: string; session: SandboxSession }) {
  const t = useTranslations("payments.sandbox");
  const locale = useLocale();
  const form = useZodForm(sandboxForm, { method: "knet", other_amount: "", delivery: "once" });
  const method = form.watch("method");
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const error = form.formState.errors.other_amount ? t("invalidAmount") : failed ? t("failed") : null;

  const onSubmit = (e: BaseSyntheticEvent) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const outcome = (submitter?.value ?? "paid") as Outcome;
    return form.handleSubmit(async ({ method, other_amount, delivery }) => {
      setBusy(true);
      setFailed(false);
      const body = { outcome, method, delivery, ...(other_amount ? { amount: other_amount } : {}) };
      const res = await apiRequest("post", "/sandbox/sessions/{id}/complete", { path: { id }, body }, locale);
      if (res.ok) return window.location.assign(res.data.redirect_url);
      setBusy(false);
      setFailed(true);
    })(e);
  };

  return (
    <form className="sbx-form" onSubmit={onSubmit} noValidate data-testid="sandbox-form">
      <fieldset className="sbx-methods">
        <legend>{t("method")}</legend>
        {(["knet", "card"] as const).map((m) => (
          <label key={m} className={`sbx-method${method === m ? " sbx-method--on" : ""}`}>
            <input type="radio" {...form.register("method")} value={m} data-testid={`method-${m}`} />
            <span>{t(m)}</span>
          </label>
        ))}
      </fieldset>
      {method === "knet" ? <KnetFields /> : <CardFields />}
      <details className="sbx-options" data-testid="sandbox-options">
        <summary>{t("options")}</summary>
        <label className="form-field">
          <span>{t("otherAmount")}</span>
          <input {...form.register("other_amount")} dir="ltr" inputMode="decimal" placeholder={session.amount.amount} aria-describedby="sbx-amount-hint" />
        </label>
        <p id="sbx-amount-hint" className="form-field__hint">
          {t("otherAmountHint")}
        </p>
        <label className="form-field">
          <span>{t("delivery")}</span>
          <select {...form.register("delivery")}>
            <option value="once">{t("deliveryOnce")}</option>
            <option value="twice">{t("deliveryTwice")}</option>
            <option value="out_of_order">{t("deliveryOutOfOrder")}</option>
          </select>
        </label>
      </details>
      {error && <ErrorText testId="sandbox-error">{error}</ErrorText>}
      <div className="sbx-actions">
        <Button type="submit" name="outcome" value="paid" className="sbx-pay" loading={busy} data-testid="sandbox-pay">
          {`${t("pay")} ${formatMoney(session.amount, locale)}`}
        </Button>
        <Button type="submit" name="outcome" value="declined" variant="secondary" disabled={busy} data-testid="sandbox-decline">
          {t("decline")}
        </Button>
        <Button type="submit" name="outcome" value="cancelled" variant="secondary" disabled={busy} data-testid="sandbox-cancel">
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
