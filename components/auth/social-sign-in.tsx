"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { FormText, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { openAfterSignIn } from "./return-path";
import { challengeOf, SecondStep, type SignInChallenge } from "./second-step";

// Social sign-in on the web: the provider's own script obtains an ID token in
// the browser, and the server verifies it (POST /auth/social/{provider}/callback).
// Rendered only for providers with a configured client id (see SocialSignInSection).

type Provider = "google" | "apple";
type Names = { first_name?: string; last_name?: string };

declare global {
  interface Window {
    google?: {
      accounts: {
        id: {
          initialize(options: { client_id: string; callback: (response: { credential: string }) => void; ux_mode?: "popup" }): void;
          renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
        };
      };
    };
    AppleID?: {
      auth: {
        init(options: { clientId: string; scope: string; redirectURI: string; usePopup: boolean }): void;
        signIn(): Promise<{ authorization: { id_token: string }; user?: { name?: { firstName?: string; lastName?: string } } }>;
      };
    };
  }
}

const GOOGLE_SCRIPT = "https://accounts.google.com/gsi/client";
const appleScript = (locale: string) => `https://appleid.cdn-apple.com/appleauth/static/jsapi/appleid/1/${locale === "ar" ? "ar_SA" : "en_US"}/appleid.auth.js`;

const scripts = new Map<string, Promise<void>>();
/** Loads a third-party script once per page. */
function loadScript(src: string): Promise<void> {
  let promise = scripts.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const script = document.createElement("script");
      script.src = src;
      script.async = true;
      script.onload = () => resolve();
      script.onerror = () => {
        scripts.delete(src);
        script.remove();
        reject(new Error(`could not load ${src}`));
      };
      document.head.appendChild(script);
    });
    scripts.set(src, promise);
  }
  return promise;
}

/** Names Apple shares on the first sign-in only; kept when they pass our name rule, else asked later. */
function validName(name: string | undefined): string | undefined {
  const trimmed = name?.trim();
  return trimmed && /^[\p{Script=Arabic}\p{Script=Latin}][\p{Script=Arabic}\p{Script=Latin}\p{M} '\-’]{0,49}$/u.test(trimmed) ? trimmed : undefined;
}

function GoogleButton({ clientId, onToken }: { clientId: string; onToken: (idToken: string) => void }) {
  const locale = useLocale();
  const container = useRef<HTMLDivElement>(null);
  const callback = useRef(onToken);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    callback.current = onToken;
  });
  useEffect(() => {
    let cancelled = false;
    loadScript(GOOGLE_SCRIPT)
      .then(() => {
        if (cancelled || !container.current || !window.google) return;
        window.google.accounts.id.initialize({ client_id: clientId, ux_mode: "popup", callback: (response) => callback.current(response.credential) });
        window.google.accounts.id.renderButton(container.current, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "rectangular",
          locale,
          width: 300,
        });
      })
      .catch(() => !cancelled && setUnavailable(true));
    return () => {
      cancelled = true;
    };
  }, [clientId, locale]);
  // Google draws its own button into the container; nothing is shown if its script cannot load.
  return unavailable ? null : <div ref={container} className="social-sign-in__google" data-testid="google-sign-in" />;
}

function AppleButton({ clientId, onToken, onError }: { clientId: string; onToken: (idToken: string, names: Names) => void; onError: () => void }) {
  const t = useTranslations("auth.social");
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  async function signIn() {
    setBusy(true);
    try {
      await loadScript(appleScript(locale));
      if (!window.AppleID) throw new Error("Sign in with Apple did not load");
      window.AppleID.auth.init({ clientId, scope: "name email", redirectURI: window.location.origin + window.location.pathname, usePopup: true });
      const result = await window.AppleID.auth.signIn();
      onToken(result.authorization.id_token, { first_name: validName(result.user?.name?.firstName), last_name: validName(result.user?.name?.lastName) });
    } catch (e) {
      // Closing the popup is a change of mind, not an error.
      const code = (e as { error?: string } | null)?.error;
      if (code !== "popup_closed_by_user" && code !== "user_cancelled_authorize") onError();
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="social-sign-in__apple" onClick={signIn} disabled={busy}>
      {t("apple")}
    </button>
  );
}

export function SocialSignIn({ google, apple }: { google?: string; apple?: string }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [error, setError] = useState<string | null>(null);
  // A verified social email that matches a password account links only after that password is given.
  const [linking, setLinking] = useState<{ provider: Provider; idToken: string; names: Names } | null>(null);
  const callback = useApiMutation("post", "/auth/social/{provider}/callback");
  const [challenge, setChallenge] = useState<SignInChallenge | null>(null);

  function submit(provider: Provider, idToken: string, names: Names, password?: string) {
    setError(null);
    callback.mutate(
      { path: { provider }, body: { id_token: idToken, ...names, password, preferred_locale: locale, device: { platform: "web" } } },
      {
        onSuccess: (res) => {
          const second = challengeOf(res.data);
          if (second) return (setLinking(null), setChallenge(second));
          openAfterSignIn(locale);
        },
        onError: (e) => onFailure(errorOf(e), provider, idToken, names, password),
      },
    );
  }

  function onFailure(err: ApiError | null, provider: Provider, idToken: string, names: Names, password?: string) {
    if (!err) setError(t("errors.generic"));
    else if (err.code === "CONFLICT" && err.link_required) {
      setLinking({ provider, idToken, names });
      if (password !== undefined) setError(t("errors.invalidCredentials"));
    } else if (err.code === "AUTH_INVALID_CREDENTIALS" && linking) {
      setError(t("errors.invalidCredentials"));
    } else if (err.code === "AUTH_INVALID_SOCIAL_TOKEN") {
      setLinking(null);
      setError(t("social.rejected"));
    } else if (err.code === "FORBIDDEN") {
      setError(t("errors.suspended"));
    } else if (err.code === "RATE_LIMITED") {
      setError(t("errors.rateLimited"));
    } else {
      setError(t("errors.generic"));
    }
  }

  if (challenge) return <SecondStep challenge={challenge} onRestart={() => setChallenge(null)} />;

  if (linking) {
    return (
      <LinkForm
        provider={linking.provider}
        error={error}
        busy={callback.isPending}
        onPassword={(password) => submit(linking.provider, linking.idToken, linking.names, password)}
        onCancel={() => {
          setLinking(null);
          setError(null);
        }}
      />
    );
  }
  return (
    <div className="social-sign-in" data-testid="social-sign-in">
      <p className="social-sign-in__divider">{t("social.or")}</p>
      {google && <GoogleButton clientId={google} onToken={(idToken) => submit("google", idToken, {})} />}
      {apple && <AppleButton clientId={apple} onToken={(idToken, names) => submit("apple", idToken, names)} onError={() => setError(t("social.rejected"))} />}
      {error && <ErrorText>{error}</ErrorText>}
    </div>
  );
}

// Whether the password is right is the server's to say: the form only collects it.
const linkForm = z.object({ password: z.string() });

/** The existing account's password, to link the social sign-in to it. */
function LinkForm({
  provider,
  error,
  busy,
  onPassword,
  onCancel,
}: {
  provider: Provider;
  error: string | null;
  busy: boolean;
  onPassword: (password: string) => void;
  onCancel: () => void;
}) {
  const t = useTranslations("auth");
  const form = useZodForm(linkForm, { password: "" });
  return (
    <form className="auth-form social-sign-in" onSubmit={form.handleSubmit(({ password }) => onPassword(password))} noValidate>
      <p role="status">{t("social.linkRequired", { provider: t(`social.providers.${provider}`) })}</p>
      <FormText
        form={form}
        id="social-link-password"
        name="password"
        label={t("fields.password")}
        type="password"
        autoComplete="current-password"
        dir="ltr"
        hintFirst
      />
      {error && <ErrorText>{error}</ErrorText>}
      <div className="form-actions">
        <Button type="submit" disabled={busy}>
          {t("social.link")}
        </Button>
        <Button variant="link" onClick={onCancel}>
          {t("social.cancel")}
        </Button>
      </div>
    </form>
  );
}
