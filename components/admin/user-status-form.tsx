"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api, type ApiError } from "@/components/ui/api-client";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { reasonBody } from "./errors";
import { ReasonField } from "@/components/ui/fields";
import type { AdminUser } from "./types";

const SUSPENDABLE = ["active", "pending_verification"];

/** Suspend (reason mandatory; the server revokes every session) or reinstate an account. */
export function UserStatusForm({ user, onChanged }: { user: AdminUser; onChanged: () => Promise<unknown> }) {
  const t = useTranslations("adminUsers.statusForm");
  const locale = useLocale();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [done, setDone] = useState<"suspended" | "reinstated" | null>(null);
  const [busy, setBusy] = useState(false);

  const suspend = SUSPENDABLE.includes(user.status);
  if (!suspend && user.status !== "suspended") return <p className="admin-muted">{t("notChangeable")}</p>;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const reason = reasonBody(new FormData(formElement).get("reason"));
    setBusy(true);
    const res = await api<AdminUser>(`/admin/users/${encodeURIComponent(user.id)}/status`, {
      method: "PATCH",
      body: { status: suspend ? "suspended" : "active", ...reason },
      locale,
    });
    setBusy(false);
    if (!res.ok) {
      setDone(null);
      return setError(res.error);
    }
    setError(null);
    setDone(suspend ? "suspended" : "reinstated");
    formElement.reset();
    await onChanged();
  }

  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="status-form">
      {suspend && <p className="admin-muted">{t("suspendHint")}</p>}
      <ReasonField label={t("reason")} errors={fieldErrors(error).reason} />
      {error && (
        <p className="form-field__error" role="alert">
          {errorMessage(error, ["reason"])}
        </p>
      )}
      <button type="submit" className={suspend ? "button--danger" : undefined} disabled={busy}>
        {suspend ? t("suspend") : t("reinstate")}
      </button>
      {done && (
        <p className="admin-success" role="status">
          {t(done)}
        </p>
      )}
    </form>
  );
}
