"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api } from "./api-client";
import { FormField } from "./form-field";

/** Asks for a reset link; the answer is the same whether or not the email has an account. */
export function ForgotPasswordForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [state, setState] = useState<"idle" | "busy" | "sent" | "failed">("idle");

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setState("busy");
    const res = await api("/auth/password/forgot", { method: "POST", locale, body: { email: new FormData(event.currentTarget).get("email") } });
    setState(res.ok ? "sent" : "failed");
  }

  if (state === "sent") {
    return (
      <div className="notice" role="status" data-testid="forgot-sent">
        <p>{t("forgot.sent")}</p>
      </div>
    );
  }
  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate>
      <p>{t("forgot.intro")}</p>
      <FormField name="email" label={t("fields.email")} type="email" autoComplete="email" dir="ltr" />
      {state === "failed" && <p className="form-field__error" role="alert">{t("errors.generic")}</p>}
      <button type="submit" disabled={state === "busy"}>{t("forgot.submit")}</button>
    </form>
  );
}
