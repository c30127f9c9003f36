"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { useErrorMessage } from "@/components/ui/errors";
import { FormText, showApiErrors, useZodForm } from "@/components/ui/form";
import { ErrorText } from "@/components/ui/error-text";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { reasonSchema } from "./errors";
import type { AdminUser } from "./types";

const SUSPENDABLE = ["active", "pending_verification"];
const statusForm = z.object({ reason: reasonSchema });

/** Suspend (reason mandatory; the server revokes every session) or reinstate an account; success reloads the user ("users" domain). */
export function UserStatusForm({ user }: { user: AdminUser }) {
  const t = useTranslations("adminUsers.statusForm");
  const errorMessage = useErrorMessage("adminUsers.errors");
  const change = useApiMutation("patch", "/admin/users/{userId}/status", { invalidates: ["vendors"] });
  const form = useZodForm(statusForm, { reason: "" });
  const [done, setDone] = useState<"suspended" | "reinstated" | null>(null);

  const suspend = SUSPENDABLE.includes(user.status);
  if (!suspend && user.status !== "suspended") return <p className="admin-muted">{t("notChangeable")}</p>;

  const onSubmit = form.handleSubmit(({ reason }) => {
    setDone(null);
    change.mutate(
      { path: { userId: user.id }, body: { status: suspend ? "suspended" : "active", reason } },
      {
        onSuccess: () => {
          setDone(suspend ? "suspended" : "reinstated");
          form.reset();
        },
        onError: (e) => showApiErrors(form, errorOf(e), ["reason"]),
      },
    );
  });

  const error = errorOf(change.error);
  return (
    <form className="admin-form" onSubmit={onSubmit} noValidate data-testid="status-form">
      {suspend && <p className="admin-muted">{t("suspendHint")}</p>}
      <FormText form={form} name="reason" label={t("reason")} multiline rows={2} minLength={3} maxLength={500} />
      {error && <ErrorText>{errorMessage(error, ["reason"])}</ErrorText>}
      <Button type="submit" variant={suspend ? "danger" : "primary"} disabled={change.isPending}>
        {suspend ? t("suspend") : t("reinstate")}
      </Button>
      {done && (
        <p className="admin-success" role="status">
          {t(done)}
        </p>
      )}
    </form>
  );
}
