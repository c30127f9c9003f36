"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { fieldErrors, useErrorMessage } from "@/components/ui/errors";
import { Checkbox, Select } from "@/components/ui/fields";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { useDates } from "@/components/ui/format";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, statusOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { VendorForbidden, VendorGate } from "@/components/shell/vendor-gate";
import { Code, Name } from "@/components/ui/names";
import { useConfirm } from "@/components/ui/confirm";

// The owner's team (GET/POST/PATCH/DELETE /vendors/me/team): members with
// their roles (changeable), open invitations, seats of the plan, invite by
// email with a role, and which branches each member works in (none ticked:
// the whole vendor; docs/vendor-team.md "Branches"). Managers and staff get 403: told so.

const TEAM_ROLES = ["vendor_manager", "vendor_staff"] as const;

export function TeamManager() {
  return <VendorGate>{() => <TeamPanel />}</VendorGate>;
}

function TeamPanel() {
  const t = useTranslations("vendorPortal.team");
  const tc = useTranslations("common");
  const confirm = useConfirm();
  const errorMessage = useErrorMessage("vendorPortal.errors");
  const { date } = useDates();
  const [removeError, setRemoveError] = useState<string | null>(null);
  const [roleStatus, setRoleStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const team = useApiQuery("/vendors/me/team", {});
  const branches = useApiQuery("/vendors/me/branches", {});
  // Seats show on the subscription page too.
  const removal = useApiMutation("delete", "/vendors/me/team/{id}", { invalidates: ["subscriptions"] });
  const roleChange = useApiMutation("patch", "/vendors/me/team/{id}");

  if (team.isPending) return <p role="status">{t("loading")}</p>;
  if (team.isError) {
    if (statusOf(team.error) === 403) return <VendorForbidden what={t("forbiddenWhat")} />;
    return <ErrorText>{errorMessage(errorOf(team.error))}</ErrorText>;
  }
  const data = team.data.data;

  async function remove(id: string, label: string, kind: "member" | "invitation") {
    const question =
      kind === "member"
        ? { title: t("confirmRemove", { name: label }), confirmLabel: t("remove", { name: label }) }
        : { title: t("confirmRevoke", { name: label }), confirmLabel: t("revoke", { email: label }), cancelLabel: tc("goBack") };
    if (!(await confirm({ ...question, danger: true }))) return;
    setRemoveError(null);
    removal.mutate({ path: { id } }, { onError: (e) => setRemoveError(errorMessage(errorOf(e))) });
  }

  function changeBranches(id: string, name: string, branchIds: string[]) {
    setRoleStatus(null);
    roleChange.mutate(
      { path: { id }, body: { branch_ids: branchIds } },
      {
        onSuccess: () => setRoleStatus({ ok: true, text: t(branchIds.length ? "branchesChanged" : "branchesCleared", { name }) }),
        onError: (e) => setRoleStatus({ ok: false, text: errorMessage(errorOf(e)) }),
      },
    );
  }

  function changeRole(id: string, name: string, role: (typeof TEAM_ROLES)[number]) {
    setRoleStatus(null);
    roleChange.mutate(
      { path: { id }, body: { role } },
      {
        onSuccess: () => setRoleStatus({ ok: true, text: t("roleChanged", { name, role: t(`roles.${role}`) }) }),
        onError: (e) => setRoleStatus({ ok: false, text: errorMessage(errorOf(e)) }),
      },
    );
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
                <strong>{m.user.name ? <Name>{m.user.name}</Name> : <Code>{m.user.email}</Code>}</strong>
                {m.user.email && (
                  <>
                    {" · "}
                    <bdi dir="ltr">{m.user.email}</bdi>
                  </>
                )}
              </span>
              <span className="role-chip" data-testid="member-role">
                {t(`roles.${m.role}`)}
              </span>
              <span className="admin-muted">{t("joined", { date: date(m.joined_at) })}</span>
              {m.role !== "vendor_owner" && (
                <Select
                  name={`role-${m.id}`}
                  label={t("changeRole", { name: m.user.name || m.user.email || "" })}
                  value={m.role}
                  options={TEAM_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))}
                  onChange={(role) => changeRole(m.id, m.user.name || m.user.email || "", role as (typeof TEAM_ROLES)[number])}
                />
              )}
              {m.role !== "vendor_owner" && (branches.data?.data.length ?? 0) > 0 && (
                <fieldset className="vendor-branch-picks" data-testid="member-branches">
                  <legend>{t("branchesOf", { name: m.user.name || m.user.email || "" })}</legend>
                  {branches.data!.data.map((b) => (
                    <Checkbox
                      key={b.id}
                      name={`branch-${m.id}-${b.id}`}
                      label={b.name}
                      checked={m.branch_ids.includes(b.id)}
                      disabled={roleChange.isPending}
                      onChange={(on) =>
                        changeBranches(m.id, m.user.name || m.user.email || "", on ? [...m.branch_ids, b.id] : m.branch_ids.filter((id) => id !== b.id))
                      }
                    />
                  ))}
                  <p className="form-field__hint">{m.branch_ids.length ? t("limitedHint") : t("everywhereHint")}</p>
                </fieldset>
              )}
              {m.role !== "vendor_owner" && (
                <Button variant="link" onClick={() => remove(m.id, m.user.name || m.user.email || "", "member")}>
                  {t("remove", { name: m.user.name || m.user.email || "" })}
                </Button>
              )}
            </li>
          ))}
        </ul>
        {roleStatus &&
          (roleStatus.ok ? (
            <p className="form-status" role="status">
              {roleStatus.text}
            </p>
          ) : (
            <ErrorText>{roleStatus.text}</ErrorText>
          ))}
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
                <span className="role-chip">{t(`roles.${i.role}`)}</span>
                <span className="admin-muted">{t("expires", { date: date(i.expires_at) })}</span>
                <Button variant="link" onClick={() => remove(i.id, i.email, "invitation")}>
                  {t("revoke", { email: i.email })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {removeError && <ErrorText>{removeError}</ErrorText>}
        {full ? <p className="notice notice--warning">{t("full")}</p> : <InviteForm />}
      </section>
    </div>
  );
}

// The address rules are the server's (a 422 puts its message beside the field): the form only collects it.
const inviteForm = z.object({ email: z.string().trim(), role: z.enum(TEAM_ROLES) });

function InviteForm() {
  const t = useTranslations("vendorPortal.team");
  const errorMessage = useErrorMessage("vendorPortal.errors");
  // An invitation holds a seat, shown on the subscription page too.
  const invite = useApiMutation("post", "/vendors/me/team", { invalidates: ["subscriptions"] });
  const error = errorOf(invite.error);
  const sent = invite.data?.data;
  const form = useZodForm(inviteForm, { email: "", role: "vendor_staff" });

  const onSubmit = form.handleSubmit((body) =>
    invite.mutate({ body }, { onSuccess: () => form.reset(), onError: (e) => showApiErrors(form, errorOf(e), ["email", "role"]) }),
  );

  return (
    <form className="auth-form form-column" onSubmit={onSubmit} noValidate data-testid="invite-form">
      <h3>{t("inviteTitle")}</h3>
      <FormText form={form} name="email" type="email" label={t("email")} dir="ltr" inputMode="email" hint={t("inviteHint")} />
      <FormSelect form={form} name="role" label={t("role")} hint={t("roleHint")} options={TEAM_ROLES.map((r) => ({ value: r, label: t(`roles.${r}`) }))} />
      {error && !fieldErrors(error).email && !fieldErrors(error).role && (
        <ErrorText>
          {error.code === "SUBSCRIPTION_REQUIRED" ? t("full") : error.code === "CONFLICT" ? t("alreadyMember") : errorMessage(error, ["email", "role"])}
        </ErrorText>
      )}
      {sent && (
        <p className="form-status" role="status">
          {sent.email_sent === false ? t("invitedNoEmail", { email: sent.email }) : t("invited", { email: sent.email })}
        </p>
      )}
      <div className="form-actions">
        <Button type="submit" disabled={invite.isPending}>
          {t("invite")}
        </Button>
      </div>
    </form>
  );
}
