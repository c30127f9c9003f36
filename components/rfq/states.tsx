"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { ApiError } from "@/components/api/client";
import { Link } from "@/i18n/navigation";
import { errorOf, statusOf } from "./use-api";

// Loading, empty and error lines shared by the RFQ-loop pages (no dead ends:
// an empty list always says what to do next, with a link).

export function Loading() {
  const t = useTranslations("rfqs.common");
  return <p role="status">{t("loading")}</p>;
}

export function Empty({ text, href, action, testId }: { text: string; href?: string; action?: string; testId?: string }) {
  return (
    <div className="notice" data-testid={testId ?? "empty"}>
      <p>{text}</p>
      {href && action && (
        <p>
          <Link href={href} className="button">
            {action}
          </Link>
        </p>
      )}
    </div>
  );
}

/**
 * A loaded list's states in one place: loading, failed, `empty` when the page
 * holds no items, otherwise `children` with the loaded response.
 */
export function ListStates<R extends { data: unknown[] }>({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: R };
  empty: ReactNode;
  children: (loaded: R) => ReactNode;
}) {
  if (query.isPending) return <Loading />;
  if (query.isError || !query.data) return <LoadFailed error={query.error} />;
  return query.data.data.length === 0 ? empty : children(query.data);
}

/** The message for a failed call: field errors come localized from the API; other codes get our wording. */
export function useErrorText() {
  const t = useTranslations("rfqs.errors");
  return (error: ApiError | null): string => {
    if (!error) return t("generic");
    if (error.code === "VALIDATION_FAILED") {
      const all = Object.values(error.details ?? {}).flat();
      return all.length ? all.join(" ") : t("checkFields");
    }
    const known = ["UNAUTHENTICATED", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "RATE_LIMITED", "AUTH_PHONE_UNVERIFIED", "AUTH_EMAIL_UNVERIFIED", "VENDOR_NOT_APPROVED", "SUBSCRIPTION_QUOTA_EXCEEDED", "RFQ_INVALID_STATE", "QUOTATION_INVALID_STATE", "QUOTATION_EXPIRED", "BOOKING_INVALID_STATE"];
    return known.includes(error.code) ? t(error.code as "CONFLICT") : t("generic");
  };
}

export function ErrorLine({ error }: { error: unknown }) {
  const text = useErrorText();
  if (!error) return null;
  return (
    <p className="form-field__error" role="alert" data-testid="action-error">
      {text(errorOf(error))}
    </p>
  );
}

/** The page state of a failed load: signed out, not found (or not yours), or a retry hint. */
export function LoadFailed({ error, backHref, back }: { error: unknown; backHref?: string; back?: string }) {
  const t = useTranslations("rfqs.common");
  const text = useErrorText();
  const status = statusOf(error);
  return (
    <div className="notice" role="alert" data-testid="load-error">
      <p>{status === 401 ? t("signedOut") : status === 404 ? t("notFound") : text(errorOf(error))}</p>
      <p>
        {status === 401 ? <Link href="/login">{t("signIn")}</Link> : backHref && back ? <Link href={backHref}>{back}</Link> : null}
      </p>
    </div>
  );
}

export function StatusBadge({ label, status }: { label: string; status: string }) {
  return (
    <span className={`badge rfq-status rfq-status--${status}`} data-status={status} data-testid="status">
      {label}
    </span>
  );
}

export function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="rfq-facts">
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
