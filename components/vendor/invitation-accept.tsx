"use client";

import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Suspense } from "react";
import { AccountGate } from "@/components/account/account-gate";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { useErrorMessage } from "@/components/ui/errors";
import { useReloadMyVendor } from "@/components/shell/use-my-vendor";

// /vendor/invitations/accept?token=...: joins the vendor's team while signed
// in with the invited (verified) email. Any mismatch is a 404 on purpose
// (the token reveals nothing), so the page explains the likely causes.

export function InvitationAccept() {
  return (
    <Suspense>
      <AccountGate>{() => <Accept />}</AccountGate>
    </Suspense>
  );
}

function Accept() {
  const t = useTranslations("vendorPortal.invitation");
  const token = useSearchParams().get("token") ?? "";
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const reloadMyVendor = useReloadMyVendor();
  // Joining a team makes the vendor's pages this member's: the whole "vendors" domain refreshes.
  const join = useApiMutation("post", "/vendors/invitations/accept");
  const error = errorOf(join.error);
  const accepted = join.data?.data;

  if (!token)
    return (
      <p className="notice" role="alert">
        {t("missingToken")}
      </p>
    );

  function accept() {
    // The shell's vendor entry (useMyVendor) is not keyed by domain yet.
    join.mutate({ body: { token } }, { onSuccess: () => void reloadMyVendor() });
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
      <Button onClick={accept} disabled={join.isPending}>
        {t("accept")}
      </Button>
      {error && (
        <ErrorText as="div">
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
        </ErrorText>
      )}
    </div>
  );
}
