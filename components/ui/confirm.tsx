"use client";

import { createContext, lazy, Suspense, useCallback, useContext, useRef, useState, type ReactNode } from "react";
import type { ConfirmOptions } from "./dialog";

// The page's one "are you sure" question (app/[locale]/layout.tsx puts the provider around every page). The dialog
// and Radix under it load only when a question is first asked: the pages that never ask one (the public ones
// above all) do not carry them.
const ConfirmDialog = lazy(() => import("./dialog").then((module) => ({ default: module.ConfirmDialog })));

type Ask = (options: ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Ask | null>(null);

/** Holds the one confirm dialog of the page. A second question while one is open answers the first with "no". */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [question, setQuestion] = useState<ConfirmOptions | null>(null);
  const [open, setOpen] = useState(false);
  const resolveRef = useRef<((confirmed: boolean) => void) | null>(null);

  const ask = useCallback<Ask>((options) => {
    resolveRef.current?.(false);
    setQuestion(options);
    setOpen(true);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  function answer(confirmed: boolean) {
    resolveRef.current?.(confirmed);
    resolveRef.current = null;
    // The question stays rendered while the dialog closes, so its text does not vanish under the reader.
    setOpen(false);
  }

  return (
    <ConfirmContext.Provider value={ask}>
      {children}
      {question && (
        <Suspense fallback={null}>
          <ConfirmDialog {...question} open={open} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext.Provider>
  );
}

/** `if (!(await confirm({ title, confirmLabel, danger: true }))) return;` — the answer of the page's confirm dialog. */
export function useConfirm(): Ask {
  const ask = useContext(ConfirmContext);
  if (!ask) throw new Error("useConfirm needs a ConfirmProvider above it (app/[locale]/layout.tsx, components/test/render.tsx).");
  return ask;
}
