"use client";

import { useLocale, useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { useMutateOnMount } from "@/components/ui/use-api";
import { openAfterVerification } from "./return-path";

/** Consumes the link token once on arrival and tells the result. */
export function VerifyEmail({ token }: { token: string }) {
  const t = useTranslations("auth");
  const locale = useLocale();
  // Not a read: the page spends the single-use token once on arrival (a link scanner that only GETs the URL spends nothing).
  const verify = useMutateOnMount("post", "/auth/email/verify", { body: { token, device: { platform: "web" } } });

  if (verify.isIdle || verify.isPending) return <p role="status">{t("verify.working")}</p>;
  const state = verify.isSuccess ? "done" : "failed";
  // A pending account's first verification signs it in (registration did not).
  const signedIn = verify.isSuccess && verify.data.data.token !== null;
  return (
    <div className="notice" role="status" data-testid={`verify-${state}`}>
      <p>{state === "failed" ? t("verify.failed") : signedIn ? t("verify.signedIn") : t("verify.done")}</p>
      {signedIn ? (
        <Button onClick={() => openAfterVerification(locale)} data-testid="verify-continue">
          {t("register.continue")}
        </Button>
      ) : (
        <p>
          <Link href="/login">{t("login.title")}</Link>
        </p>
      )}
    </div>
  );
}
