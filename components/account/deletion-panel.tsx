"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import type { DeletionBlocker } from "@/server/identity/profile/deletion";
import { useSetMe, type Profile } from "./use-me";

// Account deletion: POST /me/deletion-request with the password starts a
// 30-day grace; DELETE /me/deletion-request (or signing in) cancels it.
// A 409 lists what blocks it (active bookings, a paid subscription).

// Whether the password is needed (and right) is the server's to say: the form only collects it.
const deletionForm = z.object({ password: z.string() });

export function DeletionPanel({ me }: { me: Profile }) {
  const t = useTranslations("account.deletion");
  const tAuth = useTranslations("auth");
  const format = useFormatter();
  const setMe = useSetMe();
  const request = useApiMutation("post", "/me/deletion-request", { invalidates: ["me"] });
  // 204 without a body: the status it returned to (active or pending_verification) comes from GET /me.
  const cancel = useApiMutation("delete", "/me/deletion-request", { invalidates: ["me"] });
  const busy = request.isPending || cancel.isPending;
  const [error, setError] = useState<ApiError | null>(null);
  const [cancelled, setCancelled] = useState(false);
  const form = useZodForm(deletionForm, { password: "" });

  const onRequest = form.handleSubmit(({ password }) => {
    setError(null);
    setCancelled(false);
    request.mutate(
      { body: password ? { password } : {} },
      {
        onSuccess: (res) => setMe({ status: res.data.status, deletion_scheduled_at: res.data.deletion_scheduled_at }),
        onError: (e) => {
          setError(errorOf(e));
          showApiErrors(form, errorOf(e), ["password"]);
        },
      },
    );
  });

  function onCancel() {
    setError(null);
    cancel.mutate({}, { onSuccess: () => setCancelled(true), onError: (e) => setError(errorOf(e)) });
  }

  const blockers = Array.isArray(error?.blockers) ? (error.blockers as DeletionBlocker[]) : [];
  const generic = error && !error.details && blockers.length === 0 ? tAuth("errors.generic") : null;

  if (me.status === "deletion_requested") {
    return (
      <div className="notice notice--warning" data-testid="deletion-pending">
        <p role="status">
          {me.deletion_scheduled_at ? t("pending", { date: format.dateTime(new Date(me.deletion_scheduled_at), { dateStyle: "long" }) }) : t("pendingNoDate")}
        </p>
        <p>{t("pendingHint")}</p>
        {generic && <ErrorText>{generic}</ErrorText>}
        <Button onClick={onCancel} disabled={busy}>
          {t("cancel")}
        </Button>
      </div>
    );
  }
  return (
    <form className="auth-form account-form" onSubmit={onRequest} noValidate data-testid="deletion-request">
      {cancelled && (
        <p className="form-status" role="status">
          {t("cancelled")}
        </p>
      )}
      <p>{t("intro")}</p>
      <FormText
        form={form}
        id="deletion-password"
        name="password"
        label={t("password")}
        hint={t("passwordHint")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        required={false}
        hintFirst
      />
      {blockers.length > 0 && (
        <ErrorText as="div" testId="deletion-blockers">
          <p>{t("blocked")}</p>
          <ul className="blocker-list">
            {blockers.map((b) => (
              <li key={`${b.type}-${b.id}`}>
                {t(`blockerTypes.${b.type === "booking" ? "booking" : "subscription"}`)}: {b.label}
              </li>
            ))}
          </ul>
        </ErrorText>
      )}
      {generic && <ErrorText>{error?.code === "CONFLICT" ? t("notAllowed") : generic}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" variant="danger" disabled={busy}>
          {t("submit")}
        </Button>
      </div>
    </form>
  );
}
