"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import type { ApiError } from "@/components/ui/api-client";
import { errorOf, useMutateOnMount } from "@/components/ui/use-api";
import { useWaitText } from "./otp";

// The pages that emailed / texted links open: confirm an email change,
// undo an email change, undo a phone change. Each consumes its single-use
// token once, by POST from the page (a link scanner that only GETs the URL
// spends nothing), then tells the result.

export type LinkKind = "confirmEmail" | "revertEmail" | "revertPhone";

const ENDPOINTS = {
  confirmEmail: "/auth/email/change/confirm",
  revertEmail: "/auth/email/change/revert",
  revertPhone: "/auth/phone/change/revert",
} as const satisfies Record<LinkKind, string>;

const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

export function LinkAction({ kind, token }: { kind: LinkKind; token: string }) {
  const t = useTranslations("auth.linkPages");
  const queryClient = useQueryClient();
  // Not a read: the page spends the single-use token once on arrival (see above). A confirmed email shows on the account pages.
  const action = useMutateOnMount(
    "post",
    ENDPOINTS[kind],
    { body: { token } },
    {
      invalidates: ["me"],
      // A revert signs out every session: forget the signed-in answers cached in this tab.
      onSuccess: () => (kind !== "confirmEmail" ? queryClient.clear() : undefined),
    },
  );

  if (action.isIdle || action.isPending) return <p role="status">{t("working")}</p>;
  if (action.isError) return <LinkFailed kind={kind} error={errorOf(action.error) ?? { code: "INTERNAL_ERROR", message: "", details: null }} />;

  // The email endpoints answer the address, the phone one the number it went back to.
  const { email, phone }: { email?: string; phone?: string | null } = action.data.data;
  return (
    <div className="notice" role="status" data-testid="link-done">
      {kind === "confirmEmail" && (
        <>
          <p>{t.rich("confirmEmail.done", { email: email ?? "", addr: ltr })}</p>
          <p>{t("confirmEmail.doneHint")}</p>
          <p>
            <Link href="/account/profile">{t("toAccount")}</Link>
          </p>
        </>
      )}
      {kind !== "confirmEmail" && (
        <>
          <p>
            {kind === "revertEmail"
              ? t.rich("revertEmail.done", { email: email ?? "", addr: ltr })
              : phone
                ? t.rich("revertPhone.done", { phone, addr: ltr })
                : t("revertPhone.doneRemoved")}
          </p>
          <p>{t("signedOut")}</p>
          <p>
            <Link href="/login">{t("toLogin")}</Link> · <Link href="/forgot-password">{t("resetPassword")}</Link>
          </p>
        </>
      )}
    </div>
  );
}

/** Invalid, expired or used link (the API's localized reason when it gives one), a rate limit, or an outage. */
function LinkFailed({ kind, error }: { kind: LinkKind; error: ApiError }) {
  const t = useTranslations("auth.linkPages");
  const tErrors = useTranslations("auth.errors");
  const waitText = useWaitText();
  const reason =
    error.code === "VALIDATION_FAILED"
      ? (error.details?.token?.[0] ?? t("invalid"))
      : error.code === "RATE_LIMITED"
        ? error.retry_after
          ? tErrors("rateLimitedWait", { wait: waitText(error.retry_after) })
          : tErrors("rateLimited")
        : tErrors("generic");
  return (
    <div className="notice notice--warning" role="alert" data-testid="link-failed">
      <p>{reason}</p>
      {error.code === "VALIDATION_FAILED" && <p>{kind === "confirmEmail" ? t("confirmEmail.failedHint") : t("revertFailedHint")}</p>}
      <p>
        <Link href={kind === "confirmEmail" ? "/account/profile" : "/login"}>{kind === "confirmEmail" ? t("toAccount") : t("toLogin")}</Link>
      </p>
    </div>
  );
}

/** The page body: without a token the link is broken (cut off by a mail client, say). */
export function LinkPageBody({ kind, token }: { kind: LinkKind; token: string | undefined }) {
  const t = useTranslations("auth.linkPages");
  if (!token) {
    return (
      <div className="notice notice--warning" role="alert" data-testid="link-failed">
        <p>{t("invalid")}</p>
      </div>
    );
  }
  return <LinkAction kind={kind} token={token} />;
}
