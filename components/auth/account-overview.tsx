"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { Link, useRouter } from "@/i18n/navigation";
import { api } from "./api-client";

type Me = { first_name: string; last_name: string; email: string | null; email_verified: boolean; status: string };
type SessionItem = { id: string; device_name: string | null; platform: string | null; last_active_at: string; current: boolean };

/** The signed-in user's profile and devices, or a sign-in prompt. */
export function AccountOverview() {
  const t = useTranslations("auth");
  const locale = useLocale();
  const router = useRouter();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ["me", locale], queryFn: () => api<Me>("/me", { locale }) });
  const sessions = useQuery({
    queryKey: ["sessions", locale],
    queryFn: () => api<SessionItem[]>("/me/sessions", { locale }),
    enabled: me.data?.ok === true,
  });

  if (me.isPending) return <p role="status">{t("account.loading")}</p>;
  if (!me.data?.ok) {
    return (
      <div className="notice" data-testid="signed-out">
        <p>{t("account.signedOut")}</p>
        <p>
          <Link href="/login">{t("login.title")}</Link> · <Link href="/register">{t("register.title")}</Link>
        </p>
      </div>
    );
  }
  const user = me.data.data;
  async function logout() {
    await api("/auth/logout", { method: "POST", locale });
    queryClient.clear();
    router.push("/login");
  }
  return (
    <div className="account-overview" data-testid="account-overview">
      <h2>{t("account.greeting", { name: `${user.first_name} ${user.last_name}`.trim() })}</h2>
      <p>
        <bdi dir="ltr">{user.email}</bdi>
      </p>
      <p>{user.email_verified ? t("account.emailVerified") : t("account.emailUnverified")}</p>
      <h3>{t("account.sessions")}</h3>
      <ul>
        {(sessions.data?.ok ? sessions.data.data : []).map((s) => (
          <li key={s.id}>
            {s.device_name ?? s.platform ?? "—"} · {new Date(s.last_active_at).toLocaleString(locale === "ar" ? "ar-KW" : "en-GB")}
            {s.current ? ` (${t("account.thisDevice")})` : ""}
          </li>
        ))}
      </ul>
      <button type="button" onClick={logout}>
        {t("account.logout")}
      </button>
    </div>
  );
}
