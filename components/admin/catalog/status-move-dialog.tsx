"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/fields";

/**
 * Asks before a category changes status, with an optional reason for the audit log (the API keeps up
 * to 500 characters). `action`: what the change's button said ("Deactivate Venues"), the dialog's title
 * and its confirm button; null while closed. Cancel, Escape and the × answer null.
 */
export function StatusMoveDialog({ action, onAnswer }: { action: string | null; onAnswer: (reason: string | null) => void }) {
  const t = useTranslations("adminCatalog.categories");
  const tc = useTranslations("common");
  const [reason, setReason] = useState("");
  const answer = (given: string | null) => {
    onAnswer(given);
    setReason("");
  };
  return (
    <Dialog
      open={action !== null}
      onOpenChange={(open) => !open && answer(null)}
      title={action}
      data-testid="status-move-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={() => answer(null)}>
            {tc("cancel")}
          </Button>
          <Button onClick={() => answer(reason.trim())} data-testid="status-move-confirm">
            {action}
          </Button>
        </>
      }
    >
      <Field name="reason" label={t("reasonPrompt")} required={false} multiline rows={3} maxLength={500} value={reason} onChange={setReason} />
    </Dialog>
  );
}
