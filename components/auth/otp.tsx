"use client";

import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { z } from "zod";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { FormText } from "@/components/ui/form";

// Shared pieces of every SMS-code flow (phone sign-in, phone verification,
// phone change, password reset by SMS): friendly messages per error code,
// the resend countdown and the code input.

// The phone and code rules are the server's (a 422 puts its messages beside the fields): the forms only collect them.
export const phoneForm = z.object({ phone: z.string().trim() });
export const codeForm = z.object({ code: z.string() });

/** "45 seconds", "3 minutes", "2 hours": the wait a 429's Retry-After asks for, in the page's language. */
export function useWaitText() {
  const t = useTranslations("auth.otp.wait");
  return useCallback(
    (seconds: number) => {
      if (seconds < 120) return t("seconds", { count: Math.max(1, Math.ceil(seconds)) });
      if (seconds < 2 * 3600) return t("minutes", { count: Math.ceil(seconds / 60) });
      return t("hours", { count: Math.ceil(seconds / 3600) });
    },
    [t],
  );
}

/**
 * One sentence for an error of the OTP endpoints. Field errors (a badly
 * formatted phone or code) are returned separately by the caller from
 * `error.details`; this covers the codes the spec lists for OTP flows.
 */
export function useOtpErrorMessage() {
  const t = useTranslations("auth.otp.errors");
  const tAuth = useTranslations("auth.errors");
  const waitText = useWaitText();
  return useCallback(
    (error: ApiError): string => {
      switch (error.code) {
        case "AUTH_OTP_INVALID":
          return typeof error.attempts_remaining === "number" ? t("invalidRemaining", { count: error.attempts_remaining }) : t("invalid");
        case "AUTH_OTP_EXPIRED":
          return t("expired");
        case "AUTH_OTP_MAX_ATTEMPTS":
          return t("maxAttempts");
        case "RATE_LIMITED":
          // The OTP send limits answer with a `user_message`; without it this is the general per-IP limit.
          if (!error.retry_after) return tAuth("rateLimited");
          if (!error.user_message) return tAuth("rateLimitedWait", { wait: waitText(error.retry_after) });
          return t(error.retry_after <= 60 ? "tooSoon" : "rateLimited", { wait: waitText(error.retry_after) });
        case "OTP_DELIVERY_FAILED":
          return t("deliveryFailed");
        case "FORBIDDEN":
          return tAuth("suspended");
        case "VALIDATION_FAILED":
          return tAuth("checkFields");
        default:
          return tAuth("generic");
      }
    },
    [t, tAuth, waitText],
  );
}

/** Seconds left before another code may be requested; `start(n)` restarts it. */
export function useCountdown() {
  const [left, setLeft] = useState(0);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return { left, start: setLeft };
}

/** The 6-digit code input of a form with a `code` field: numeric keypad, one-time-code autofill, always left-to-right. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function OtpCodeField<T extends FieldValues & { code: string }>({ form, id = "code" }: { form: UseFormReturn<T, any, any>; id?: string }) {
  const t = useTranslations("auth.otp");
  return (
    <FormText
      form={form}
      id={id}
      name={"code" as Path<T>}
      label={t("code")}
      hint={t("codeHint")}
      autoComplete="one-time-code"
      inputMode="numeric"
      maxLength={6}
      dir="ltr"
      hintFirst
      autoFocus
    />
  );
}

/** "Send a new code", disabled with a countdown while the 60-second cooldown runs. */
export function ResendButton({ secondsLeft, busy, onClick }: { secondsLeft: number; busy: boolean; onClick: () => void }) {
  const t = useTranslations("auth.otp");
  return (
    <Button variant="secondary" disabled={busy || secondsLeft > 0} onClick={onClick}>
      {secondsLeft > 0 ? t("resendIn", { seconds: secondsLeft }) : t("resend")}
    </Button>
  );
}
