"use client";

import * as RadixDialog from "@radix-ui/react-dialog";
import { DirectionProvider } from "@radix-ui/react-direction";
import { useLocale, useTranslations } from "next-intl";
import { useRef, type ReactNode } from "react";
import { localeDirection, type AppLocale } from "@/i18n/routing";
import { Button } from "./button";
import "./dialog.css";

// The portals' modal dialog (dialog.css holds its looks): Radix keeps focus inside while it is open and gives it back
// to what had it, Escape and the close button close it, the page behind is inert. A full-width sheet at the foot of a
// phone's screen, a centred box on a wider one. `useConfirm` (confirm.tsx) asks an "are you sure" question with
// ConfirmDialog and waits for the answer, in place of the browser's window.confirm (eslint.config.mjs forbids that one).

export type DialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading and its accessible name. */
  title: ReactNode;
  /** A line under the title, read out with it. */
  description?: ReactNode;
  /** The footer's buttons (Button), the main action last. */
  actions?: ReactNode;
  children?: ReactNode;
  "data-testid"?: string;
};

export function Dialog({ open, onOpenChange, title, description, actions, children, "data-testid": testId }: DialogProps) {
  const t = useTranslations("common");
  // The content is portalled to <body>: the locale's direction reaches Radix through its provider.
  const dir = localeDirection(useLocale() as AppLocale);
  // Radix gives focus back to its own Trigger only; these dialogs open from any button, so the one that had focus gets it back.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <DirectionProvider dir={dir}>
      <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="dialog__overlay" />
          <RadixDialog.Content
            className="dialog"
            dir={dir}
            data-testid={testId}
            {...(description ? {} : { "aria-describedby": undefined })}
            onOpenAutoFocus={() => {
              returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
            }}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              if (returnTo.current?.isConnected) returnTo.current.focus();
            }}
          >
            <RadixDialog.Title className="dialog__title">{title}</RadixDialog.Title>
            {description && <RadixDialog.Description className="dialog__description">{description}</RadixDialog.Description>}
            {children && <div className="dialog__body">{children}</div>}
            {actions && <div className="dialog__actions">{actions}</div>}
            {/* Last in the markup so that opening focuses the first action, not the ×. */}
            <RadixDialog.Close className="dialog__close" aria-label={t("close")}>
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>
    </DirectionProvider>
  );
}

export type ConfirmOptions = {
  title: ReactNode;
  body?: ReactNode;
  /** The action's own label ("Delete", "Withdraw"), never a bare "OK". */
  confirmLabel: ReactNode;
  /** "Cancel" (common.cancel) unless given. */
  cancelLabel?: ReactNode;
  /** A destructive action: the confirm button in the danger look. */
  danger?: boolean;
};

export type ConfirmDialogProps = ConfirmOptions & { open: boolean; onAnswer: (confirmed: boolean) => void };

/** An "are you sure" dialog: cancel (focused first) and the action; Escape, the × and a click outside cancel. */
export function ConfirmDialog({ open, onAnswer, title, body, confirmLabel, cancelLabel, danger = false }: ConfirmDialogProps) {
  const t = useTranslations("common");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onAnswer(false)}
      title={title}
      description={body}
      data-testid="confirm-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={() => onAnswer(false)}>
            {cancelLabel ?? t("cancel")}
          </Button>
          <Button variant={danger ? "danger" : "primary"} onClick={() => onAnswer(true)} data-testid="confirm-dialog-confirm">
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
