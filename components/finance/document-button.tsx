"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiError, ApiResponse } from "@/components/ui/api-client";
import type { ApiData } from "@/components/ui/api-types";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { ErrorText } from "@/components/ui/error-text";

// A PDF behind a signed, short-lived link: the link is asked for on click
// (never stored in the page, it expires in minutes) and opened in a new tab.
// When the browser blocks the tab, the link shows as a plain anchor instead.

/** A statement answers the link itself, an invoice or credit note its view with the link in `pdf`. */
type LinkAnswer = ApiData<"/vendors/{id}/settlements/{settlementId}/statement"> | ApiData<"/invoices/{id}">;

/** The typed GET of the document (`apiRequest("get", "/invoices/{id}", ...)`), made on click. */
export type LoadLink = (locale: string) => Promise<ApiResponse<LinkAnswer, unknown>>;

function urlOf(answer: LinkAnswer): string | null {
  if ("url" in answer) return answer.url;
  return answer.pdf?.url ?? null;
}

export function DocumentButton({ load, label, testId, variant = "secondary" }: { load: LoadLink; label: string; testId: string; variant?: ButtonVariant }) {
  const t = useTranslations("finance_portal.documents");
  const locale = useLocale();
  const errorText = useErrorMessage("rfqs.errors");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);

  async function open() {
    setBusy(true);
    setError(null);
    const res = await load(locale);
    setBusy(false);
    if (!res.ok) return setError(res.error);
    const url = urlOf(res.data);
    if (!url) return setError({ code: "NOT_FOUND", message: "", details: null });
    const tab = window.open(url, "_blank");
    if (tab) tab.opener = null;
    else setBlocked(url);
  }

  return (
    <span className="fin-doc">
      <Button variant={variant} onClick={open} loading={busy} data-testid={testId}>
        {label}
      </Button>
      {blocked && (
        <a href={blocked} target="_blank" rel="noopener noreferrer" data-testid={`${testId}-link`}>
          {t("openBlocked")}
        </a>
      )}
      {error && <ErrorText as="span">{error.code === "NOT_FOUND" ? t("notReady") : errorText(error)}</ErrorText>}
    </span>
  );
}
