"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Link } from "@/i18n/navigation";
import { api } from "@/components/api/client";

/** Consumes the link token once on arrival and tells the result. */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  const [state, setState] = useState<"working" | "done" | "failed">("working");
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // strict mode runs effects twice; the token is single use
    sent.current = true;
    api("/auth/email/verify", { method: "POST", body: { token }, locale }).then((res) => setState(res.ok ? "done" : "failed"));
  }, [token, locale]);

  if (state === "working") return <p role="status">{t("verify.working")}</p>;
  return (
    <div className="notice" role="status" data-testid={`verify-${state}`}>
      <p>{state === "done" ? t("verify.done") : t("verify.failed")}</p>
      <p>
        <Link href="/login">{t("login.title")}</Link>
      </p>
    </div>
  );
}
