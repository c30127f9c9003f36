"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { api, type ApiError } from "@/components/ui/api-client";
import type { exportSchema } from "@/server/identity/data-export";

// Personal data export: POST /me/export (one per 7 days, ready within 72 h,
// link valid 72 h) and the list with download links (GET /me/export).

const EXPORTS_KEY = ["exports"] as const;

type DataExport = z.output<typeof exportSchema>;

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
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [requested, setRequested] = useState(false);
  const exports = useQuery({ queryKey: EXPORTS_KEY, queryFn: () => api<DataExport[]>("/me/export", { locale }) });
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short" });

  async function request() {
    setBusy(true);
    setError(null);
    setRequested(false);
    const res = await api<DataExport>("/me/export", { method: "POST", locale });
    setBusy(false);
    if (res.ok) setRequested(true);
    else setError(res.error);
    await queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
  }

  const list = exports.data?.ok ? exports.data.data : [];
  const errorText =
    error &&
    (error.code === "RATE_LIMITED" && error.retry_after
      ? t("tooSoon", { date: format.dateTime(new Date(Date.now() + error.retry_after * 1000), { dateStyle: "long" }) })
      : tAuth("errors.generic"));

  return (
    <div className="data-export" data-testid="data-export">
      <p>{t("intro")}</p>
      <div className="form-actions">
        <button type="button" onClick={request} disabled={busy}>
          {t("request")}
        </button>
        {requested && (
          <p className="form-status" role="status">
            {t("requested")}
          </p>
        )}
      </div>
      {errorText && (
        <p className="form-field__error" role="alert">
          {errorText}
        </p>
      )}
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
