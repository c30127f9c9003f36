import type { Session, User } from "../core/db/generated/client";

/** The public shape of a user (both listings' field names). Never the hash. */
export function userView(
  u: Pick<
    User,
    | "id"
    | "firstName"
    | "lastName"
    | "email"
    | "emailVerifiedAt"
    | "phone"
    | "phoneVerifiedAt"
    | "phoneMarket"
    | "preferredLocale"
    | "userType"
    | "status"
    | "country"
    | "createdAt"
  >,
) {
  return {
    id: u.id,
    first_name: u.firstName,
    last_name: u.lastName,
    name: [u.firstName, u.lastName].filter(Boolean).join(" "),
    email: u.email,
    email_verified_at: u.emailVerifiedAt?.toISOString() ?? null,
    email_verified: !!u.emailVerifiedAt,
    phone: u.phone,
    phone_verified_at: u.phoneVerifiedAt?.toISOString() ?? null,
    phone_verified: !!u.phoneVerifiedAt,
    phone_supported_market: u.phone ? u.phoneMarket === "KW" : null,
    preferred_locale: u.preferredLocale,
    locale: u.preferredLocale,
    user_type: u.userType,
    status: u.status,
    country: u.country,
    created_at: u.createdAt.toISOString(),
  };
}

export function sessionView(s: Session, currentSessionId?: string) {
  return {
    id: s.id,
    device_name: s.deviceName,
    platform: s.platform,
    app_version: s.appVersion,
    city: s.city,
    last_active_at: s.lastActiveAt.toISOString(),
    created_at: s.createdAt.toISOString(),
    current: s.id === currentSessionId,
  };
}
