"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { ErrorText } from "@/components/ui/error-text";
import { statusOf } from "@/components/ui/use-api";
import { Link } from "@/i18n/navigation";
import { useMe, type Profile } from "./use-me";

/** Renders `children` with the signed-in profile; otherwise a loading line or a sign-in prompt. */
export function AccountGate({ children }: { children: (me: Profile) => ReactNode }) {
  const t = useTranslations("auth");
  const me = useMe();
  if (me.isPending) return <p role="status">{t("account.loading")}</p>;
  if (!me.data) {
    if (me.isError && statusOf(me.error) !== 401) {
      return <ErrorText>{t("errors.generic")}</ErrorText>;
    }
    return (
      <div className="notice" data-testid="signed-out">
        <p>{t("account.signedOut")}</p>
        <p>
          <Link href="/login">{t("login.title")}</Link> · <Link href="/register">{t("register.title")}</Link>
        </p>
      </div>
    );
  }
  return <>{children(me.data.data)}</>;
}
