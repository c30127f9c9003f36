"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import type { ApiError } from "@/components/ui/api-client";
import type { ApiBody } from "@/components/ui/api-types";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation, useApiQuery } from "@/components/ui/use-api";
import { useErrorMessage } from "@/components/ui/errors";
import { FormSelect, FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { reasonSchema } from "./errors";
import { useDates } from "@/components/ui/format";
import { useRoleLabel } from "./labels";
import { ROLE_CODES, VENDOR_ROLE_CODES, type AdminUser, type RoleRequest } from "./types";

type Grant = AdminUser["role_grants"][number];
type Outcome = "granted" | "revoked" | "awaiting" | "confirmed";
type RoleBody = ApiBody<"/admin/users/{userId}/roles", "post">;

/** A Super Admin role change answers 202 with the request waiting for a second Super Admin instead of the user. */
const isAwaiting = (data: object) => "request_id" in data;

/**
 * The user's roles (vendor roles with their vendor), and for a Super Admin:
 * grant, revoke, and the Super Admin role changes waiting for a second Super
 * Admin, which another Super Admin confirms here.
 */
export function UserRoles({ user, canAssign }: { user: AdminUser; canAssign: boolean }) {
  const t = useTranslations("adminUsers.rolesPanel");
  const roleLabel = useRoleLabel();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [confirmError, setConfirmError] = useState<ApiError | null>(null);
  const [revoking, setRevoking] = useState<Grant | null>(null);

  const pending = useApiQuery("/admin/role-requests", { query: { user_id: user.id } }, { enabled: canAssign });
  // Each change reloads the user ("users") and the waiting requests ("role-requests").
  const grant = useApiMutation("post", "/admin/users/{userId}/roles", { invalidates: ["role-requests", "home"] });
  const revoke = useApiMutation("delete", "/admin/users/{userId}/roles", { invalidates: ["role-requests", "home"] });
  const confirmRequest = useApiMutation("post", "/admin/role-requests/{requestId}/confirm", { invalidates: ["users", "home"] });

  /** Shows what a change did (applied, or waiting for a second Super Admin) or hands its error back. */
  async function finish(call: Promise<{ data: object | null }>, applied: Outcome): Promise<ApiError | null> {
    setConfirmError(null);
    try {
      const { data } = await call;
      setOutcome(data && isAwaiting(data) ? "awaiting" : applied);
      return null;
    } catch (e) {
      setOutcome(null);
      return errorOf(e);
    }
  }

  const change = (method: "POST" | "DELETE", body: RoleBody, applied: Outcome) =>
    finish(method === "POST" ? grant.mutateAsync({ path: { userId: user.id }, body }) : revoke.mutateAsync({ path: { userId: user.id }, body }), applied);

  async function confirm(requestId: string) {
    setConfirmError(await finish(confirmRequest.mutateAsync({ path: { requestId } }), "confirmed"));
  }

  const requests = pending.data?.data ?? [];
  return (
    <section className="card admin-card" aria-labelledby="roles-title" data-testid="user-roles">
      <h2 id="roles-title">{t("title")}</h2>
      {user.role_grants.length === 0 ? (
        <p className="admin-muted">{t("none")}</p>
      ) : (
        <ul className="admin-roles">
          {user.role_grants.map((g) => (
            <li key={`${g.role}:${g.vendor_id ?? ""}`}>
              <span className="role-chip">{roleLabel(g.role)}</span>
              {g.vendor_id && (
                <span className="admin-muted">
                  {t("vendorScope")}: <bdi dir="ltr">{g.vendor_id}</bdi>
                </span>
              )}
              {canAssign && (
                <Button variant="link" onClick={() => setRevoking(g)} aria-label={t("revokeTitle", { role: roleLabel(g.role) })}>
                  {t("revoke")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}

      {canAssign && revoking && (
        <RevokeForm
          key={`${revoking.role}:${revoking.vendor_id ?? ""}`}
          grant={revoking}
          onCancel={() => setRevoking(null)}
          onSubmit={async (reason) => {
            const error = await change(
              "DELETE",
              { role: revoking.role as RoleBody["role"], ...reason, ...(revoking.vendor_id ? { vendor_id: revoking.vendor_id } : {}) },
              "revoked",
            );
            if (!error) setRevoking(null);
            return error;
          }}
        />
      )}

      {canAssign && requests.length > 0 && <PendingList requests={requests} onConfirm={confirm} />}
      {confirmError && <ErrorText>{errorMessage(confirmError)}</ErrorText>}
      {outcome && (
        <p className={outcome === "awaiting" ? "notice admin-awaiting" : "admin-success"} role="status" data-testid="roles-outcome">
          {t(outcome)}
        </p>
      )}

      {canAssign && <GrantForm onSubmit={(body) => change("POST", body, "granted")} />}
    </section>
  );
}

function PendingList({ requests, onConfirm }: { requests: RoleRequest[]; onConfirm: (id: string) => Promise<void> }) {
  const t = useTranslations("adminUsers.rolesPanel");
  const roleLabel = useRoleLabel();
  const { dateTime } = useDates();
  const [busy, setBusy] = useState<string | null>(null);
  return (
    <div className="notice admin-pending" data-testid="pending-role-requests">
      <h3>{t("pendingTitle")}</h3>
      <ul>
        {requests.map((r) => (
          <li key={r.request_id}>
            <p>
              {t("pendingItem", {
                action: r.action,
                role: roleLabel(r.role),
                name: r.requested_by.name || r.requested_by.email || r.requested_by.id,
                date: dateTime(r.created_at),
                reason: r.reason,
              })}
            </p>
            {r.can_confirm ? (
              <Button
                disabled={busy === r.request_id}
                onClick={async () => {
                  setBusy(r.request_id);
                  await onConfirm(r.request_id);
                  setBusy(null);
                }}
              >
                {t("confirm")}
              </Button>
            ) : (
              <p className="admin-muted">{t("ownRequest")}</p>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

const revokeForm = z.object({ reason: reasonSchema });

function RevokeForm({ grant, onCancel, onSubmit }: { grant: Grant; onCancel: () => void; onSubmit: (reason: { reason: string }) => Promise<ApiError | null> }) {
  const t = useTranslations("adminUsers");
  const roleLabel = useRoleLabel();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const form = useZodForm(revokeForm, { reason: "" });
  const [error, setError] = useState<ApiError | null>(null);

  const submit = form.handleSubmit(async (body) => {
    const failure = await onSubmit(body);
    setError(failure);
    showApiErrors(form, failure, ["reason"]);
  });

  return (
    <form className="admin-form admin-subform" onSubmit={submit} noValidate data-testid="revoke-form">
      <h3>{t("rolesPanel.revokeTitle", { role: roleLabel(grant.role) })}</h3>
      <FormText form={form} name="reason" label={t("rolesPanel.reason")} multiline rows={2} minLength={3} maxLength={500} />
      {error && <ErrorText>{errorMessage(error, ["reason"])}</ErrorText>}
      <div className="admin-form__actions">
        <Button type="submit" variant="danger" disabled={form.formState.isSubmitting}>
          {t("rolesPanel.revokeSubmit")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("rolesPanel.cancel")}
        </Button>
      </div>
    </form>
  );
}

const grantForm = z.object({ role: z.enum(ROLE_CODES), vendor_id: z.string().trim().max(100), reason: reasonSchema });

function GrantForm({ onSubmit }: { onSubmit: (body: RoleBody) => Promise<ApiError | null> }) {
  const t = useTranslations("adminUsers.rolesPanel");
  const roleLabel = useRoleLabel();
  const errorMessage = useErrorMessage("adminUsers.errors");
  const defaults = { role: ROLE_CODES[0], vendor_id: "", reason: "" };
  const form = useZodForm(grantForm, defaults);
  const [error, setError] = useState<ApiError | null>(null);
  const vendorRole = VENDOR_ROLE_CODES.includes(form.watch("role") as (typeof ROLE_CODES)[number]);

  const submit = form.handleSubmit(async ({ role, vendor_id, reason }) => {
    const failure = await onSubmit({ role, reason, ...(vendorRole && vendor_id ? { vendor_id } : {}) });
    setError(failure);
    if (failure) showApiErrors(form, failure, ["role", "vendor_id", "reason"]);
    else form.reset(defaults);
  });

  return (
    <form className="admin-form admin-subform" onSubmit={submit} noValidate data-testid="grant-form">
      <h3>{t("grantTitle")}</h3>
      <FormSelect form={form} name="role" label={t("role")} hint={t("roleHint")} options={ROLE_CODES.map((r) => ({ value: r, label: roleLabel(r) }))} />
      {vendorRole && <FormText form={form} name="vendor_id" label={t("vendorId")} dir="ltr" maxLength={100} />}
      <FormText form={form} name="reason" label={t("reason")} multiline rows={2} minLength={3} maxLength={500} />
      {error && <ErrorText>{errorMessage(error, ["role", "vendor_id", "reason"])}</ErrorText>}
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("grantSubmit")}
      </Button>
    </form>
  );
}
