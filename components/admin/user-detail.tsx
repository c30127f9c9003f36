"use client";

import { useTranslations } from "next-intl";
import { errorOf, statusOf, useApiQuery } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { AdminGate } from "./admin-gate";
import { useErrorMessage } from "@/components/ui/errors";
import { StatusBadge } from "./labels";
import { useDates } from "@/components/ui/format";
import type { AdminActions } from "./types";
import { UserProfileForm } from "./user-profile-form";
import { UserRoles } from "./user-roles";
import { UserStatusForm } from "./user-status-form";

const USER_TYPES = ["customer", "vendor", "admin"] as const;

/** One user for admins: profile, verification, status and roles, with the actions the caller may take (their changes reload it: "users" domain). */
export function UserDetail({ userId }: { userId: string }) {
  const t = useTranslations("adminUsers");
  const errorMessage = useErrorMessage("adminUsers.errors");
  const { date, dateTime } = useDates();
  const detail = useApiQuery("/admin/users/{userId}", { path: { userId } });

  const back = (
    <p className="admin-back">
      <Link href="/admin/users">{t("detail.back")}</Link>
    </p>
  );
  if (detail.isPending) {
    return (
      <>
        {back}
        <h1 id="area-title">{t("title")}</h1>
        <p role="status">{t("loading")}</p>
      </>
    );
  }
  if (detail.isError) {
    const status = statusOf(detail.error);
    const failure = errorOf(detail.error);
    return (
      <>
        {back}
        <h1 id="area-title">{t("title")}</h1>
        {status === 401 || status === 403 ? (
          <AdminGate status={status} />
        ) : (
          <p className="notice" role="alert">
            {status === 404 ? t("detail.notFound") : failure ? errorMessage(failure) : t("errors.generic")}
          </p>
        )}
      </>
    );
  }

  const user = detail.data.data;
  // GET /admin/users/{userId}: the OpenAPI meta is `Record<string, never>`; it carries the caller's actions.
  const actions = (detail.data.meta as unknown as { actions: AdminActions }).actions;
  const userType = (USER_TYPES as readonly string[]).includes(user.user_type) ? t(`userTypes.${user.user_type as (typeof USER_TYPES)[number]}`) : user.user_type;
  const yesNo = (value: boolean) => (value ? t("detail.yes") : t("detail.no"));
  return (
    <div className="admin-user" data-testid="admin-user-detail">
      {back}
      <div className="admin-user__title">
        <h1 id="area-title">{user.name || user.id}</h1>
        <StatusBadge status={user.status} />
      </div>

      <section className="card admin-card" aria-labelledby="profile-title">
        <h2 id="profile-title">{t("detail.profile")}</h2>
        <dl className="admin-facts">
          <dt>{t("detail.email")}</dt>
          <dd>{user.email ? <bdi dir="ltr">{user.email}</bdi> : t("table.none")}</dd>
          <dt>{t("detail.emailVerified")}</dt>
          <dd>{yesNo(user.email_verified)}</dd>
          <dt>{t("detail.phone")}</dt>
          <dd>{user.phone ? <bdi dir="ltr">{user.phone}</bdi> : t("table.none")}</dd>
          <dt>{t("detail.phoneVerified")}</dt>
          <dd>{user.phone ? yesNo(user.phone_verified) : t("table.none")}</dd>
          <dt>{t("detail.userType")}</dt>
          <dd>{userType}</dd>
          <dt>{t("detail.locale")}</dt>
          <dd>{t(`locales.${user.preferred_locale}`)}</dd>
          <dt>{t("detail.created")}</dt>
          <dd>{date(user.created_at)}</dd>
          <dt>{t("detail.sessions")}</dt>
          <dd data-testid="active-sessions">{user.active_sessions}</dd>
          {user.suspended_at && (
            <>
              <dt>{t("detail.suspendedAt")}</dt>
              <dd>{dateTime(user.suspended_at)}</dd>
              <dt>{t("detail.suspensionReason")}</dt>
              <dd data-testid="suspension-reason">{user.suspension_reason}</dd>
            </>
          )}
        </dl>
      </section>

      <section className="card admin-card" aria-labelledby="status-title">
        <h2 id="status-title">{t("statusForm.title")}</h2>
        {actions.change_status ? <UserStatusForm user={user} /> : <p className="admin-muted">{t("statusForm.notAllowed")}</p>}
      </section>

      {actions.update && user.status !== "anonymized" && (
        <section className="card admin-card" aria-labelledby="edit-title">
          <h2 id="edit-title">{t("profileForm.title")}</h2>
          <UserProfileForm user={user} />
        </section>
      )}

      <UserRoles user={user} canAssign={actions.assign_roles} />
    </div>
  );
}
