"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Link } from "@/i18n/navigation";
import { LinkButton } from "./button";
import { useErrorMessage } from "./errors";
import { FactList } from "./facts";
import { errorOf, statusOf } from "./use-api";
import { ErrorText } from "./error-text";
import "./badges.css";

// Loading, empty and error lines of the portal pages (no dead ends: an empty
// list always says what to do next, with a link). Every error line of the
// screens is an ErrorText (error-text.tsx; eslint.config.mjs refuses a hand-written one).

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
          <LinkButton href={href}>{action}</LinkButton>
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

/** A refused action's error line: the API error in the RFQ pages' wording (components/ui/errors.ts). */
export function ErrorLine({ error }: { error: unknown }) {
  const text = useErrorMessage("rfqs.errors");
  if (!error) return null;
  return <ErrorText testId="action-error">{text(errorOf(error))}</ErrorText>;
}

/** The page state of a failed load: signed out, not found (or not yours), or a retry hint. */
export function LoadFailed({ error, backHref, back }: { error: unknown; backHref?: string; back?: string }) {
  const t = useTranslations("rfqs.common");
  const text = useErrorMessage("rfqs.errors");
  const status = statusOf(error);
  return (
    <div className="notice" role="alert" data-testid="load-error">
      <p>{status === 401 ? t("signedOut") : status === 404 ? t("notFound") : text(errorOf(error))}</p>
      <p>{status === 401 ? <Link href="/login">{t("signIn")}</Link> : backHref && back ? <Link href={backHref}>{back}</Link> : null}</p>
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
    <FactList>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </FactList>
  );
}
