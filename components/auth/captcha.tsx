"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { ErrorText } from "@/components/ui/error-text";
import type { CaptchaConfig } from "./captcha-config";

// The CAPTCHA step of the sign-in form (shown once the API answers
// `captcha_required`). Production: the Cloudflare Turnstile widget, whose
// token the API checks server-side. Embedded default: the API's test
// provider, which accepts one fixed token; the form then offers a checkbox
// that is clearly labelled as a test stand-in.

type Props = {
  config: CaptchaConfig;
  /** The token the next sign-in attempt will send; null until the check is done. */
  token: string | null;
  onToken: (token: string | null) => void;
};

export function CaptchaStep({ config, token, onToken }: Props) {
  const t = useTranslations("auth.captcha");
  return (
    <fieldset className="captcha-step" data-testid="captcha-step">
      <legend>{t("legend")}</legend>
      <p className="form-field__hint">{t("required")}</p>
      {config.provider === "test" ? (
        <div className="form-field form-field--check" data-testid="captcha-test">
          <input id="captcha-test" type="checkbox" checked={token !== null} onChange={(e) => onToken(e.target.checked ? config.testToken : null)} />
          <label htmlFor="captcha-test">{t("testLabel")}</label>
          <p className="form-field__hint captcha-step__note">{t("testHint")}</p>
        </div>
      ) : config.siteKey ? (
        <TurnstileWidget siteKey={config.siteKey} onToken={onToken} />
      ) : (
        // Turnstile is on server-side but the public site key is missing: no token can be had.
        <ErrorText>{t("unavailable")}</ErrorText>
      )}
    </fieldset>
  );
}

type TurnstileApi = {
  render(container: HTMLElement, params: Record<string, unknown>): string | null | undefined;
  remove(widgetId: string): void;
};

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit";
let turnstileScript: Promise<TurnstileApi> | null = null;

/** Loads Cloudflare's script once per page; a failed load may be retried by the next widget. */
function loadTurnstile(): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  turnstileScript ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("turnstile missing")));
    script.onerror = () => {
      script.remove();
      turnstileScript = null;
      reject(new Error("turnstile script failed to load"));
    };
    document.head.appendChild(script);
  });
  return turnstileScript;
}

/**
 * One Turnstile widget. A token is single use: the form remounts this
 * component (new `key`) after each attempt, which renders a fresh challenge.
 */
function TurnstileWidget({ siteKey, onToken }: { siteKey: string; onToken: (token: string | null) => void }) {
  const t = useTranslations("auth.captcha");
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  // The widget keeps the callbacks it was rendered with; route them to the latest props.
  const onTokenRef = useRef(onToken);
  useEffect(() => {
    onTokenRef.current = onToken;
  });

  useEffect(() => {
    let cancelled = false;
    let widgetId: string | null | undefined;
    loadTurnstile().then(
      (turnstile) => {
        if (cancelled || !container.current) return;
        widgetId = turnstile.render(container.current, {
          sitekey: siteKey,
          action: "login",
          language: locale,
          callback: (token: string) => onTokenRef.current(token),
          "expired-callback": () => onTokenRef.current(null),
          "error-callback": () => onTokenRef.current(null),
        });
      },
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [siteKey, locale]);

  return (
    <>
      <div ref={container} className="captcha-step__widget" data-testid="captcha-turnstile" />
      {failed && <ErrorText>{t("unavailable")}</ErrorText>}
    </>
  );
}
