"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";

// The pieces the catalog pages (categories, plans, CMS pages) share: the
// page's last outcome (a notice or an error), the row's link-style actions,
// the "create" section and the form's error-and-submit footer.

/** The page's last outcome: a success notice or an error; `clear` before each action. */
export function useOutcome() {
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const clear = () => {
    setNotice(null);
    setError(null);
  };
  return { notice, error, setNotice, setError, clear };
}

export function OutcomeNotices({ notice, error }: { notice: string | null; error: string | null }) {
  return (
    <>
      {notice && (
        <p className="admin-success" role="status">
          {notice}
        </p>
      )}
      {error && <ErrorText>{error}</ErrorText>}
    </>
  );
}

/** A row's action; `shown: false` leaves it out. */
export type RowAction = { key: string; label: string; onClick: () => void; shown?: boolean };

export function RowActions({ actions }: { actions: RowAction[] }) {
  return (
    <div className="admin-row-actions">
      {actions
        .filter((a) => a.shown !== false)
        .map((a) => (
          <Button key={a.key} variant="link" onClick={a.onClick}>
            {a.label}
          </Button>
        ))}
    </div>
  );
}

/** The collapsed "create" card under a catalog list. */
export function CreateSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className="card admin-card admin-create">
      <summary>
        <h2>{title}</h2>
      </summary>
      {children}
    </details>
  );
}

/** A catalog form's footer: the error the API answered (null: none) and the submit button. */
export function FormFooter({ error, submitLabel, pending }: { error: string | null; submitLabel: string; pending: boolean }) {
  return (
    <>
      {error && <ErrorText>{error}</ErrorText>}
      <div className="admin-form__actions">
        <Button type="submit" disabled={pending}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}
