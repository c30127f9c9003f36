"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiError } from "@/components/ui/api-client";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";

// Personal data export: POST /me/export (one per 7 days, ready within 72 h,
// link valid 72 h) and the list with download links (GET /me/export).

/** The signed link as a same-origin path: the download also needs this browser's session cookie. */
function downloadHref(url: string): string {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.pathname + parsed.search;
  } catch {
    return url;
  }
}

export function DataExportPanel() {
  const t = useTranslations("account.export");
  const tAuth = useTranslations("auth");
  const format = useFormatter();
  const [error, setError] = useState<ApiError | null>(null);
  const [requested, setRequested] = useState(false);
  const exports = useApiQuery("/me/export", {});
  // A refused request (one per 7 days) refreshes the list too: it shows the export that blocks it.
  const create = useApiMutation("post", "/me/export");
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  function request() {
    setError(null);
    setRequested(false);
    create.mutate(
      {},
      {
        onSuccess: () => setRequested(true),
        onError: (e) => {
          setError(errorOf(e));
          void exports.refetch();
        },
      },
    );
  }

  const list = exports.data?.data ?? [];
  const errorText =
    error &&
    (error.code === "RATE_LIMITED" && error.retry_after
      ? t("tooSoon", { date: format.dateTime(new Date(Date.now() + error.retry_after * 1000), { dateStyle: "long" }) })
      : tAuth("errors.generic"));

  return (
    <div className="data-export" data-testid="data-export">
      <p>{t("intro")}</p>
      <div className="form-actions">
        <Button onClick={request} disabled={create.isPending}>
          {t("request")}
        </Button>
        {requested && (
          <p className="form-status" role="status">
            {t("requested")}
          </p>
        )}
      </div>
      {errorText && <ErrorText>{errorText}</ErrorText>}
      <h3>{t("listTitle")}</h3>
      {exports.isPending ? (
        <p role="status">{tAuth("account.loading")}</p>
      ) : list.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ul className="export-list">
          {list.map((item) => (
            <li key={item.id} className="export-item" data-testid="export">
              <div className="session-item__head">
                <strong>{t("requestedAt", { date: when(item.requested_at) })}</strong>
                <span className={`account-badge account-badge--${item.status === "ready" ? "ok" : item.status === "requested" ? "pending" : "muted"}`}>
                  {t(`status.${item.status}`)}
                </span>
              </div>
              {item.status === "requested" && <p className="form-field__hint">{t("preparing")}</p>}
              {item.status === "ready" && item.download_url && (
                <p>
                  <a href={downloadHref(item.download_url)} download>
                    {t("download")}
                  </a>
                  {item.expires_at && <span className="form-field__hint"> · {t("expiresAt", { date: when(item.expires_at) })}</span>}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
