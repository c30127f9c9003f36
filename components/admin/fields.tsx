"use client";

import { Button } from "@/components/ui/button";

/** The end of an admin form: the saved notice (announced) and the submit button. */
export function SaveFooter({ notice, busy, label }: { notice: string | null; busy: boolean; label: string }) {
  return (
    <>
      {notice && (
        <p className="admin-success" role="status">
          {notice}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" disabled={busy}>
          {label}
        </Button>
      </div>
    </>
  );
}
