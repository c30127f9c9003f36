"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Link } from "@/i18n/navigation";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { CaptchaStep } from "./captcha";
import { loadCaptchaConfig, type CaptchaConfig } from "./captcha-config";
import { FormText, useZodForm } from "@/components/ui/form";
import { useCountdown, useWaitText } from "./otp";
import { openAfterSignIn } from "./return-path";
import { challengeOf, SecondStep, type SignInChallenge } from "./second-step";
import { SwitchAuthLink } from "./switch-link";

// Password sign-in. After 5 failures the API answers `captcha_required`: the
// form then adds the CAPTCHA step and sends its token with every attempt.
// A 429 (the growing wait between attempts, the per-minute limit, the
// 15-minute lock) keeps the button disabled for the Retry-After it names.

// What a sign-in needs is the server's to judge (one answer for any wrong pair): the form only collects it.
const loginForm = z.object({ email: z.string(), password: z.string() });

export function LoginForm() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [error, setError] = useState<ApiError | null>(null);
  // Busy from the submit until the failure is sorted out (the CAPTCHA config may still load).
  const [busy, setBusy] = useState(false);
  const login = useApiMutation("post", "/auth/login");
  const form = useZodForm(loginForm, { email: "", password: "" });
  const [captcha, setCaptcha] = useState<CaptchaConfig | null>(null);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  // A new round remounts the widget: a CAPTCHA token is good for one attempt.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);
  const wait = useCountdown();
  const waitText = useWaitText();

  const onSubmit = form.handleSubmit(({ email, password }) => {
    if (captcha && !captchaToken) {
      setCaptchaMissing(true); // an attempt without the token would only spend one of the 5 a minute
      return;
    }
    setBusy(true);
    setCaptchaMissing(false);
    const body = {
      email,
      password,
      ...(captcha && captchaToken ? { captcha_token: captchaToken } : {}),
      // The server names web devices from the User-Agent ("Chrome · Windows").
      device: { platform: "web" as const },
    };
    login.mutate(
      { body },
      {
        onSuccess: (res) => {
          setBusy(false);
          // Two-factor sign-in on: the second step, then the return path.
          const second = challengeOf(res.data);
          if (second) return setChallenge(second);
          openAfterSignIn(locale);
        },
        onError: (e) => onFailure(errorOf(e) ?? { code: "INTERNAL_ERROR", message: "", details: null }),
      },
    );
  });

  async function onFailure(failure: ApiError) {
    // A 429 is answered before the token is looked at; any other answer has used it up.
    if (captcha && failure.code !== "RATE_LIMITED") {
      setCaptchaToken(null);
      setCaptchaRound((round) => round + 1);
    }
    if (failure.captcha_required === true && !captcha) {
      setCaptcha(await loadCaptchaConfig().catch(() => null));
    }
    if (failure.code === "RATE_LIMITED" && failure.retry_after) wait.start(failure.retry_after);
    setBusy(false);
    setError(failure);
  }

  function errorMessage(e: ApiError): string | null {
    switch (e.code) {
      case "AUTH_INVALID_CREDENTIALS":
        return t("errors.invalidCredentials");
      case "RATE_LIMITED": {
        if (!e.retry_after) return t("errors.rateLimited");
        if (wait.left <= 0) return null; // the wait is over: nothing to say any more
        return t(e.locked === true ? "errors.locked" : "errors.rateLimitedWait", { wait: waitText(wait.left) });
      }
      case "FORBIDDEN":
        return t("errors.suspended");
      default:
        return e.details ? t("errors.checkFields") : t("errors.generic");
    }
  }

  if (challenge) return <SecondStep challenge={challenge} onRestart={() => setChallenge(null)} />;

  const message = captchaMissing ? t("captcha.missing") : error ? errorMessage(error) : null;

  return (
    <form className="auth-form" onSubmit={onSubmit} noValidate data-testid="login-form">
      <FormText form={form} id="login-email" name="email" label={t("fields.email")} type="email" autoComplete="email" dir="ltr" hintFirst />
      <FormText
        form={form}
        id="login-password"
        name="password"
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        hintFirst
      />
      {captcha && <CaptchaStep key={captchaRound} config={captcha} token={captchaToken} onToken={setCaptchaToken} />}
      {message && <ErrorText>{message}</ErrorText>}
      <Button type="submit" disabled={busy || wait.left > 0}>
        {t("login.submit")}
      </Button>
      <p>
        <Link href="/forgot-password">{t("login.forgot")}</Link>
      </p>
      <p>
        {t("login.noAccount")} <SwitchAuthLink to="/register">{t("register.title")}</SwitchAuthLink>
      </p>
    </form>
  );
}
