"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";

/** A new signing secret, shown this once: copy it now; it is never shown again. */
export function SecretOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useTranslations("webhooks");
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(secret).catch(() => undefined);
    setCopied(true);
  };
  return (
    <section className="card webhooks__secret" role="status" data-testid="webhook-secret">
      <h2>{t("secretTitle")}</h2>
      <p>{t("secretHint")}</p>
      <code dir="ltr" data-testid="webhook-secret-value">
        {secret}
      </code>
      <div className="webhooks__actions">
        <Button variant="secondary" onClick={copy}>
          {copied ? t("copied") : t("copy")}
        </Button>
        <Button onClick={onDone} data-testid="webhook-secret-done">
          {t("secretSaved")}
        </Button>
      </div>
    </section>
  );
}
