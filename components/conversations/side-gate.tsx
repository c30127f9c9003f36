"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type ReactNode } from "react";
import { api } from "@/components/ui/api-client";
import { useViewer } from "@/components/ui/viewer-context";
import type { Side } from "./types";

/** The session context a side reads its conversations in, or null when the viewer cannot take that side. */
function wantedContext(side: Side, viewer: ReturnType<typeof useViewer>): string | null {
  if (!viewer) return null;
  if (side === "customer") return "customer";
  if (viewer.activeContext.startsWith("vendor:")) return viewer.activeContext;
  return viewer.vendors[0] ? `vendor:${viewer.vendors[0].id}` : null;
}

/**
 * Conversations are read in the session's active context (customer, or one
 * vendor). A person on both sides who opens the other side's messages gets
 * the session switched to that side first (POST /auth/context).
 */
export function SideGate({ side, children }: { side: Side; children: ReactNode }) {
  const t = useTranslations("conversations");
  const locale = useLocale();
  const viewer = useViewer();
  const wanted = wantedContext(side, viewer);
  const [state, setState] = useState<"ready" | "switching" | "failed">(viewer && wanted === viewer.activeContext ? "ready" : "switching");

  useEffect(() => {
    if (state !== "switching" || !wanted) return;
    let cancelled = false;
    api("/auth/context", { method: "POST", locale, body: { context: wanted } }).then((res) => {
      if (!cancelled) setState(res.ok ? "ready" : "failed");
    });
    return () => {
      cancelled = true;
    };
  }, [state, wanted, locale]);

  if (!wanted || state === "failed") {
    return (
      <p className="form-field__error" role="alert">
        {t("errors.load")}
      </p>
    );
  }
  if (state === "switching") return <p role="status">{t("loading")}</p>;
  return <>{children}</>;
}
