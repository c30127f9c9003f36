"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense, useState } from "react";
import type { z } from "zod";
import { AccountGate } from "@/components/account/account-gate";
import { api, type ApiError } from "@/components/ui/api-client";
import { Link } from "@/i18n/navigation";
import type { acceptedInvitationSchema } from "@/server/vendors/schemas";
import { useErrorMessage } from "@/components/ui/errors";
import { MY_VENDOR_KEY } from "@/components/shell/use-my-vendor";

// /vendor/invitations/accept?token=...: joins the vendor's team while signed
// in with the invited (verified) email. Any mismatch is a 404 on purpose
// (the token reveals nothing), so the page explains the likely causes.

type Accepted = z.output<typeof acceptedInvitationSchema>;

export function InvitationAccept() {
  return (
    <Suspense>
      <AccountGate>{() => <Accept />}</AccountGate>
    </Suspense>
  );
}

function Accept() {
  const t = useTranslations("vendorPortal.invitation");
  const locale = useLocale();
  const token = useSearchParams().get("token") ?? "";
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [accepted, setAccepted] = useState<Accepted | null>(null);
  const [busy, setBusy] = useState(false);

  if (!token) return <p className="notice" role="alert">{t("missingToken")}</p>;

  async function accept() {
    setBusy(true);
    setError(null);
    const res = await api<Accepted>("/vendors/invitations/accept", { method: "POST", locale, body: { token } });
    setBusy(false);
    if (res.ok) {
      setAccepted(res.data);
      queryClient.invalidateQueries({ queryKey: [MY_VENDOR_KEY] });
    } else setError(res.error);
  }

  if (accepted) {
    return (
      <div className="notice" role="status" data-testid="invitation-accepted">
        <p>{t("accepted", { vendor: accepted.vendor.name })}</p>
        <Link href="/vendor">{t("toDashboard")}</Link>
      </div>
    );
  }
  return (
    <div className="card vendor-invitation" data-testid="invitation-accept">
      <p>{t("prompt")}</p>
      <button type="button" onClick={accept} disabled={busy}>
        {t("accept")}
      </button>
      {error && (
        <div className="form-field__error" role="alert">
          {error.code === "NOT_FOUND" ? (
            <p>{t("invalid")}</p>
          ) : error.code === "AUTH_EMAIL_UNVERIFIED" ? (
            <p>
              {t("verifyEmail")} <Link href="/account/profile">{t("toAccount")}</Link>
            </p>
          ) : error.code === "SUBSCRIPTION_REQUIRED" ? (
            <p>{t("noSeat")}</p>
          ) : error.code === "CONFLICT" ? (
            <p>{t("already")}</p>
          ) : (
            <p>{errorMessage(error)}</p>
          )}
        </div>
      )}
    </div>
  );
}
