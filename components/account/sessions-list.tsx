"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import type { ApiData } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { Name } from "@/components/ui/names";
import { ErrorText } from "@/components/ui/error-text";
import { apiRequest, useApiQuery } from "@/components/ui/use-api";

// Signed-in devices (GET /me/sessions): sign out one (DELETE /me/sessions/{id})
// or every other one (DELETE /me/sessions). The current device signs out with
// the account's sign-out button instead.

type Session = ApiData<"/me/sessions">[number];

const PLATFORMS = ["web", "ios", "android"] as const;

export function SessionsList() {
  const t = useTranslations("account.sessions");
  const tAuth = useTranslations("auth");
  const format = useFormatter();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const sessions = useApiQuery("/me/sessions", {});

  const platformLabel = (platform: string | null) =>
    PLATFORMS.find((p) => p === platform) ? t(`platforms.${platform as (typeof PLATFORMS)[number]}`) : (platform ?? t("unknownPlatform"));
  const deviceLabel = (s: Session) => s.device_name || platformLabel(s.platform);

  async function revoke(session: Session | "others") {
    setBusy(session === "others" ? "others" : session.id);
    setStatus(null);
    // Imperative rather than a mutation hook: a 404 counts as done, and the list refreshes on any answer.
    const res =
      session === "others"
        ? await apiRequest("delete", "/me/sessions", {}, locale)
        : await apiRequest("delete", "/me/sessions/{sessionId}", { path: { sessionId: session.id } }, locale);
    setBusy(null);
    // A session someone else already ended (404) is gone as well: refresh the list either way.
    await queryClient.invalidateQueries({ queryKey: ["sessions"] });
    if (res.ok || res.status === 404) {
      setStatus({ ok: true, text: session === "others" ? t("revokedOthers") : t("revoked", { device: deviceLabel(session) }) });
    } else setStatus({ ok: false, text: tAuth("errors.generic") });
  }

  if (sessions.isPending) return <p role="status">{tAuth("account.loading")}</p>;
  if (!sessions.data) return <ErrorText>{tAuth("errors.generic")}</ErrorText>;

  const list = [...sessions.data.data].sort((a, b) => Number(b.current) - Number(a.current) || b.last_active_at.localeCompare(a.last_active_at));
  const others = list.filter((s) => !s.current);
  return (
    <div className="sessions" data-testid="sessions">
      <ul className="session-list">
        {list.map((s) => (
          <li key={s.id} className="session-item" data-testid="session">
            <div className="session-item__head">
              <strong>{s.device_name ? <Name>{s.device_name}</Name> : platformLabel(s.platform)}</strong>
              {s.current && <span className="account-badge account-badge--ok">{tAuth("account.thisDevice")}</span>}
            </div>
            <dl className="session-item__facts">
              <div>
                <dt>{t("platform")}</dt>
                <dd>
                  {platformLabel(s.platform)}
                  {s.app_version ? ` ${s.app_version}` : ""}
                </dd>
              </div>
              <div>
                <dt>{t("city")}</dt>
                <dd>{s.city ?? t("unknownCity")}</dd>
              </div>
              <div>
                <dt>{t("lastActive")}</dt>
                <dd>
                  <time dateTime={s.last_active_at}>{format.dateTime(new Date(s.last_active_at), { dateStyle: "medium", timeStyle: "short" })}</time>
                </dd>
              </div>
            </dl>
            {!s.current && (
              <Button variant="secondary" disabled={busy !== null} onClick={() => revoke(s)} aria-label={t("revokeDevice", { device: deviceLabel(s) })}>
                {t("revoke")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {status &&
        (status.ok ? (
          <p className="form-status" role="status">
            {status.text}
          </p>
        ) : (
          <ErrorText>{status.text}</ErrorText>
        ))}
      {others.length > 0 && (
        <Button variant="danger" disabled={busy !== null} onClick={() => revoke("others")}>
          {t("revokeOthers")}
        </Button>
      )}
    </div>
  );
}
