"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";

// Two-step verification on the "Sign-in and security" page: turn it on with
// an authenticator app (QR code drawn by the server, then the app's first
// code), keep the recovery codes shown once (copy or download), make new ones,
// or turn it off with re-authentication (password, or a texted code) and a
// current second factor.

const codeForm = z.object({ code: z.string() });
const disableForm = z.object({ current_password: z.string(), sms_code: z.string(), second: z.string() });

/** A 6-digit app code, or else a recovery code. */
const secondFactor = (value: string) => (/^\s*\d{6}\s*$/.test(value) ? { code: value.trim() } : { recovery_code: value.trim() });

/** `onRecoveryCodesSaved`: after the codes of a new enrollment are saved (the staff enrollment page moves on to the admin area). */
export function TwoFactorPanel({ onRecoveryCodesSaved }: { onRecoveryCodesSaved?: () => void } = {}) {
  const t = useTranslations("account.twoFactor");
  const format = useFormatter();
  const status = useApiQuery("/me/2fa", {});
  const [codes, setCodes] = useState<string[] | null>(null);
  const [done, setDone] = useState(false);

  if (!status.data) return null;
  const s = status.data.data;
  if (codes) return <RecoveryCodes codes={codes} onSaved={() => (setCodes(null), onRecoveryCodesSaved?.())} />;
  if (!s.enabled) {
    return (
      <div data-testid="two-factor">
        <p>{done ? t("disabled") : t("off")}</p>
        <Enroll onEnabled={setCodes} />
      </div>
    );
  }
  return (
    <div data-testid="two-factor">
      <p role="status">{t("on", { date: format.dateTime(new Date(s.enabled_at ?? Date.now()), { dateStyle: "medium" }) })}</p>
      <p>{t("codesLeft", { count: s.recovery_codes_left })}</p>
      <Regenerate onCodes={setCodes} />
      <Disable onDone={() => setDone(true)} />
    </div>
  );
}

function Enroll({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const t = useTranslations("account.twoFactor");
  const start = useApiMutation("post", "/me/2fa/totp");
  const confirm = useApiMutation("post", "/me/2fa/totp/confirm", { invalidates: ["me"] });
  const [started, setStarted] = useState<{ secret: string; qr_code: string } | null>(null);
  const form = useZodForm(codeForm, { code: "" });

  if (!started) {
    return (
      <Button onClick={() => start.mutate({}, { onSuccess: (res) => setStarted(res.data) })} disabled={start.isPending}>
        {t("start")}
      </Button>
    );
  }
  const onSubmit = form.handleSubmit(({ code }) =>
    confirm.mutate({ body: { code } }, { onSuccess: (res) => onEnabled(res.data.recovery_codes), onError: (e) => showApiErrors(form, errorOf(e), ["code"]) }),
  );
  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="two-factor-enroll">
      <p>{t("scan")}</p>
      <img src={started.qr_code} alt={t("qrAlt")} width={200} height={200} style={{ maxWidth: "100%", height: "auto" }} />
      <p>
        {t("manual")}{" "}
        <code dir="ltr" style={{ overflowWrap: "anywhere" }} data-testid="two-factor-secret">
          {started.secret}
        </code>
      </p>
      <FormText form={form} id="two-factor-enroll-code" name="code" label={t("code")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" hintFirst />
      <div className="form-actions">
        <Button type="submit" disabled={confirm.isPending}>
          {t("confirm")}
        </Button>
        <Button variant="link" onClick={() => setStarted(null)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => void }) {
  const t = useTranslations("account.twoFactor");
  const [copied, setCopied] = useState(false);
  const text = codes.join("\n");
  const href = `data:text/plain;charset=utf-8,${encodeURIComponent(text + "\n")}`;
  return (
    <div data-testid="recovery-codes">
      <h3>{t("codesTitle")}</h3>
      <p>{t("codesIntro")}</p>
      <ul dir="ltr" style={{ fontFamily: "monospace", listStyle: "none", padding: 0 }}>
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="form-actions">
        <Button onClick={() => navigator.clipboard?.writeText(text).then(() => setCopied(true))}>{copied ? t("copied") : t("copy")}</Button>
        <a href={href} download="recovery-codes.txt">
          {t("download")}
        </a>
        <Button onClick={onSaved}>{t("saved")}</Button>
      </div>
    </div>
  );
}

function Regenerate({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const t = useTranslations("account.twoFactor");
  const regenerate = useApiMutation("post", "/me/2fa/recovery-codes", { invalidates: ["me"] });
  const form = useZodForm(codeForm, { code: "" });
  const onSubmit = form.handleSubmit(({ code }) =>
    regenerate.mutate({ body: { code } }, { onSuccess: (res) => onCodes(res.data.recovery_codes), onError: (e) => showApiErrors(form, errorOf(e), ["code"]) }),
  );
  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="two-factor-regenerate">
      <h3>{t("regenerateTitle")}</h3>
      <p>{t("regenerateIntro")}</p>
      <FormText
        form={form}
        id="two-factor-regenerate-code"
        name="code"
        label={t("code")}
        autoComplete="one-time-code"
        inputMode="numeric"
        dir="ltr"
        hintFirst
      />
      <Button type="submit" disabled={regenerate.isPending}>
        {t("regenerate")}
      </Button>
    </form>
  );
}

function Disable({ onDone }: { onDone: () => void }) {
  const t = useTranslations("account.twoFactor");
  const disable = useApiMutation("delete", "/me/2fa", { invalidates: ["me"] });
  const sms = useApiMutation("post", "/me/2fa/reauth-sms");
  const [bySms, setBySms] = useState(false);
  const form = useZodForm(disableForm, { current_password: "", sms_code: "", second: "" });
  const onSubmit = form.handleSubmit(({ current_password, sms_code, second }) => {
    const body = { ...(bySms ? { sms_code: sms_code.trim() } : { current_password }), ...secondFactor(second) };
    disable.mutate(
      { body },
      {
        onSuccess: onDone,
        onError: (e) =>
          showApiErrors(form, errorOf(e), { current_password: "current_password", sms_code: "sms_code", code: "second", recovery_code: "second" }),
      },
    );
  });
  return (
    <form className="auth-form account-form" onSubmit={onSubmit} noValidate data-testid="two-factor-disable">
      <h3>{t("disableTitle")}</h3>
      <p>{bySms ? t("disableIntroSms") : t("disableIntro")}</p>
      {bySms ? (
        <FormText form={form} id="two-factor-sms" name="sms_code" label={t("smsCode")} autoComplete="one-time-code" inputMode="numeric" dir="ltr" hintFirst />
      ) : (
        <FormText
          form={form}
          id="two-factor-password"
          name="current_password"
          label={t("password")}
          type="password"
          autoComplete="current-password"
          dir="ltr"
          hintFirst
        />
      )}
      <Button variant="link" onClick={() => (setBySms(true), sms.mutate({}))} disabled={sms.isPending}>
        {sms.isSuccess ? t("smsSent") : t("sendSms")}
      </Button>
      <FormText form={form} id="two-factor-disable-code" name="second" label={t("codeOrRecovery")} autoComplete="one-time-code" dir="ltr" hintFirst />
      <Button type="submit" disabled={disable.isPending}>
        {t("disable")}
      </Button>
    </form>
  );
}
