"use client";

import type { ApiError } from "@/components/ui/api-client";
import { errorOf, statusOf } from "@/components/ui/use-api";
import { PageHeading } from "@/components/ui/page-frame";
import { AdminGate } from "./admin-gate";

export type AdminDetailTexts = { back: string; title: string; loading: string; notFound: string; generic: string };

/**
 * An admin record page before its record is there: the list as its
 * breadcrumb and the title over the loading state, the sign-in or forbidden state (401/403), "not
 * found" (404) or the API's localized error (`error` is the query's error,
 * null while loading).
 */
export function AdminDetailFrame({
  backHref,
  texts,
  error,
  errorMessage,
}: {
  backHref: "/admin/users" | "/admin/vendors";
  texts: AdminDetailTexts;
  error: unknown;
  errorMessage: (error: ApiError) => string;
}) {
  const status = error ? statusOf(error) : null;
  const failure = error ? errorOf(error) : null;
  return (
    <>
      <PageHeading title={texts.title} breadcrumbs={[{ href: backHref, label: texts.back }]} />
      {!error ? (
        <p role="status">{texts.loading}</p>
      ) : status === 401 || status === 403 ? (
        <AdminGate status={status} />
      ) : (
        <p className="notice" role="alert">
          {status === 404 ? texts.notFound : failure ? errorMessage(failure) : texts.generic}
        </p>
      )}
    </>
  );
}
