"use client";

import { useTranslations } from "next-intl";
import { ROLE_CODES, USER_STATUSES, type RoleCode, type UserStatus } from "./types";

const isRole = (code: string): code is RoleCode => (ROLE_CODES as readonly string[]).includes(code);
const isStatus = (code: string): code is UserStatus => (USER_STATUSES as readonly string[]).includes(code);

/** A role's localized name (an unknown code is shown as is). */
export function useRoleLabel() {
  const t = useTranslations("adminUsers.roles");
  return (code: string) => (isRole(code) ? t(code) : code);
}

export function StatusBadge({ status }: { status: string }) {
  const t = useTranslations("adminUsers.status");
  return <span className={`status-badge status-badge--${status}`}>{isStatus(status) ? t(status) : status}</span>;
}
