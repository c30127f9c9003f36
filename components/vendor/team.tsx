"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { api, type ApiError } from "@/components/ui/api-client";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Field } from "@/components/ui/fields";
import { useDates } from "@/components/ui/format";
import type { Invitation, Team } from "./types";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";

// The owner's team (GET/POST/DELETE /vendors/me/team): members, open
// invitations, seats of the plan, invite by email. Staff get 403: told so.

export function TeamManager() {
  return <VendorGate>{() => <TeamPanel />}</VendorGate>;
}

function TeamPanel() {
  const t = useTranslations("vendorPortal.team");
  const locale = useLocale();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { date } = useDates();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const key = ["my-team", locale];
  const team = useQuery({ queryKey: key, queryFn: () => api<Team>("/vendors/me/team", { locale }) });
  const reload = () => queryClient.invalidateQueries({ queryKey: ["my-team"] });

  if (team.isPending) return <p role="status">{t("loading")}</p>;
  const res = team.data;
  if (!res?.ok) {
    if (res?.status === 403) return <VendorForbidden what={t("forbiddenWhat")} />;
    return (
      <p className="form-field__error" role="alert">
        {res ? errorMessage(res.error) : t("loading")}
      </p>
    );
  }
  const data = res.data;

  async function remove(id: string, label: string, kind: "member" | "invitation") {
    if (!window.confirm(t(kind === "member" ? "confirmRemove" : "confirmRevoke", { name: label }))) return;
    setRemoveError(null);
    const result = await api(`/vendors/me/team/${id}`, { method: "DELETE", locale });
    if (result.ok) reload();
    else setRemoveError(errorMessage(result.error));
  }

  const full = data.seats_used >= data.team_size;
  return (
    <div className="vendor-team" data-testid="vendor-team">
      <p data-testid="team-seats">{t("seats", { used: data.seats_used, size: data.team_size })}</p>
      <section className="card admin-card" aria-labelledby="members-title">
        <h2 id="members-title">{t("members")}</h2>
        <ul className="vendor-people">
          {data.members.map((m) => (
            <li key={m.id}>
              <span>
                <strong>{m.user.name || m.user.email}</strong>
                {m.user.email && (
                  <>
                    {" · "}
                    <bdi dir="ltr">{m.user.email}</bdi>
                  </>
                )}
              </span>
              <span className="role-chip">{t(`roles.${m.role}`)}</span>
              <span className="admin-muted">{t("joined", { date: date(m.joined_at) })}</span>
              {m.role !== "vendor_owner" && (
                <button type="button" className="link-button" onClick={() => remove(m.id, m.user.name || m.user.email || "", "member")}>
                  {t("remove", { name: m.user.name || m.user.email || "" })}
                </button>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section className="card admin-card" aria-labelledby="invitations-title">
        <h2 id="invitations-title">{t("invitations")}</h2>
        {data.invitations.length === 0 ? (
          <p className="admin-muted">{t("noInvitations")}</p>
        ) : (
          <ul className="vendor-people" data-testid="team-invitations">
            {data.invitations.map((i) => (
              <li key={i.id}>
                <bdi dir="ltr">{i.email}</bdi>
                <span className="admin-muted">{t("expires", { date: date(i.expires_at) })}</span>
                <button type="button" className="link-button" onClick={() => remove(i.id, i.email, "invitation")}>
                  {t("revoke", { email: i.email })}
                </button>
              </li>
            ))}
          </ul>
        )}
        {removeError && (
          <p className="form-field__error" role="alert">
            {removeError}
          </p>
        )}
        {full ? <p className="notice notice--warning">{t("full")}</p> : <InviteForm onInvited={reload} />}
      </section>
    </div>
  );
}

function InviteForm({ onInvited }: { onInvited: () => void }) {
  const t = useTranslations("vendorPortal.team");
  const locale = useLocale();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const [error, setError] = useState<ApiError | null>(null);
  const [sent, setSent] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setError(null);
    setSent(null);
    const res = await api<Invitation>("/vendors/me/team", { method: "POST", locale, body: { email: String(new FormData(form).get("email") ?? "").trim() } });
    setBusy(false);
    if (res.ok) {
      form.reset();
      setSent(res.data);
      onInvited();
    } else setError(res.error);
  }

  return (
    <form className="auth-form vendor-form" onSubmit={onSubmit} noValidate data-testid="invite-form">
      <h3>{t("inviteTitle")}</h3>
      <Field name="email" type="email" label={t("email")} dir="ltr" inputMode="email" hint={t("inviteHint")} errors={fieldErrors(error).email} />
      {error && !fieldErrors(error).email && (
        <p className="form-field__error" role="alert">
          {error.code === "SUBSCRIPTION_REQUIRED" ? t("full") : error.code === "CONFLICT" ? t("alreadyMember") : errorMessage(error, ["email"])}
        </p>
      )}
      {sent && (
        <p className="form-status" role="status">
          {sent.email_sent === false ? t("invitedNoEmail", { email: sent.email }) : t("invited", { email: sent.email })}
        </p>
      )}
      <div className="form-actions">
        <button type="submit" disabled={busy}>
          {t("invite")}
        </button>
      </div>
    </form>
  );
}
