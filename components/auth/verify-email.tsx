"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Link } from "@/i18n/navigation";
import { api } from "@/components/ui/api-client";
import { openAfterVerification } from "./return-path";

/** Consumes the link token once on arrival and tells the result. */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [state, setState] = useState<"working" | "done" | "failed">("working");
  // A pending account's first verification signs it in (registration did not).
  const [signedIn, setSignedIn] = useState(false);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // strict mode runs effects twice; the token is single use
    sent.current = true;
    api<{ token: unknown }>("/auth/email/verify", { method: "POST", body: { token, device: { platform: "web" } }, locale }).then((res) => {
      setSignedIn(res.ok && res.data.token !== null);
      setState(res.ok ? "done" : "failed");
    });
  }, [token, locale]);

  if (state === "working") return <p role="status">{t("verify.working")}</p>;
  return (
    <div className="notice" role="status" data-testid={`verify-${state}`}>
      <p>{state === "failed" ? t("verify.failed") : signedIn ? t("verify.signedIn") : t("verify.done")}</p>
      {signedIn ? (
        <button type="button" onClick={() => openAfterVerification(locale)} data-testid="verify-continue">
          {t("register.continue")}
        </button>
      ) : (
        <p>
          <Link href="/login">{t("login.title")}</Link>
        </p>
      )}
    </div>
  );
}
