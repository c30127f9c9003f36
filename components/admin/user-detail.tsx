"use client";

import { useTranslations } from "next-intl";
import { useApiQuery } from "@/components/ui/use-api";
import { AdminDetailFrame } from "./detail-frame";
import { PageHeading } from "@/components/ui/page-frame";
import { useErrorMessage } from "@/components/ui/errors";
import { StatusBadge } from "./labels";
import { useDates } from "@/components/ui/format";
import { UserProfileForm } from "./user-profile-form";
import { UserRoles } from "./user-roles";
import { UserStatusForm } from "./user-status-form";
import { Code, Name } from "@/components/ui/names";

const USER_TYPES = ["customer", "vendor", "admin"] as const;

/** One user for admins: profile, verification, status and roles, with the actions the caller may take (their changes reload it: "users" domain). */
export function UserDetail({ userId }: { userId: string }) {
  const t = useTranslations("adminUsers");
  const errorMessage = useErrorMessage("adminUsers.errors");
  const { date, dateTime } = useDates();
  const detail = useApiQuery("/admin/users/{userId}", { path: { userId } });

  const texts = { back: t("detail.back"), title: t("title"), loading: t("loading"), notFound: t("detail.notFound"), generic: t("errors.generic") };
  if (!detail.isSuccess) return <AdminDetailFrame backHref="/admin/users" texts={texts} error={detail.error} errorMessage={errorMessage} />;

  const user = detail.data.data;
  const actions = detail.data.meta.actions;
  const userType = (USER_TYPES as readonly string[]).includes(user.user_type)
    ? t(`userTypes.${user.user_type as (typeof USER_TYPES)[number]}`)
    : user.user_type;
  const yesNo = (value: boolean) => (value ? t("detail.yes") : t("detail.no"));
  return (
    <div className="admin-user" data-testid="admin-user-detail">
      <PageHeading
        title={user.name ? <Name>{user.name}</Name> : <Code>{user.id}</Code>}
        aside={<StatusBadge status={user.status} />}
        breadcrumbs={[{ href: "/admin/users", label: t("detail.back") }]}
      />

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
