"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatTime } from "@/components/ui/format";
import { errorOf, useApiMutation } from "@/components/ui/use-api";
import { browserPosition, failureOf, type PositionFailure } from "@/components/ui/browser-position";
import type { OrderView } from "./types";

// "Share my location" while on the way or working: on the vendor's tap, the
// browser's position goes to POST /vendor/orders/{id}/location at once and
// then every 30 s while this page is open (the API takes 12 a minute). The
// state is always visible: off, sharing (with the last time sent), or why it
// stopped. Shown only in those two states, so leaving them stops the timer.

export const SHARE_EVERY_MS = 30_000;

type State = { kind: "off" } | { kind: "sharing"; sentAt: string | null } | { kind: "failed"; why: PositionFailure | "refused" | "rate" };

export function ShareLocation({ order: o }: { order: OrderView }) {
  const t = useTranslations("orders.share");
  const locale = useLocale();
  const send = useApiMutation("post", "/vendor/orders/{id}/location");
  const [state, setState] = useState<State>({ kind: "off" });
  const sending = useRef(false);
  const sharing = state.kind === "sharing";
  const { mutateAsync } = send;

  useEffect(() => {
    if (!sharing) return;
    let stopped = false;
    async function once() {
      if (sending.current) return;
      sending.current = true;
      try {
        const position = await browserPosition();
        const res = await mutateAsync({ path: { id: o.id }, body: position });
        if (!stopped) setState({ kind: "sharing", sentAt: res.data.provider_location?.recorded_at ?? new Date().toISOString() });
      } catch (e) {
        const code = errorOf(e)?.code;
        if (!stopped) setState({ kind: "failed", why: code === "RATE_LIMITED" ? "rate" : code ? "refused" : failureOf(e) });
      } finally {
        sending.current = false;
      }
    }
    void once();
    const timer = setInterval(() => void once(), SHARE_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [sharing, o.id, mutateAsync]);

  return (
    <section className="card or-section or-share" aria-labelledby="or-share" data-testid="share-location" data-state={state.kind}>
      <h3 id="or-share">{t("title")}</h3>
      <p role="status" className={`or-share__state or-share__state--${state.kind}`} data-testid="share-location-state">
        {state.kind === "off"
          ? t("off")
          : state.kind === "sharing"
            ? state.sentAt
              ? t("sentAt", { time: formatTime(state.sentAt, locale) })
              : t("starting")
            : t(`failed.${state.why}`)}
      </p>
      {sharing ? (
        <Button variant="secondary" size="lg" onClick={() => setState({ kind: "off" })} data-testid="share-location-stop">
          {t("stop")}
        </Button>
      ) : (
        <Button size="lg" onClick={() => setState({ kind: "sharing", sentAt: null })} data-testid="share-location-start">
          {t("start")}
        </Button>
      )}
      <p className="form-field__hint">{t("hint")}</p>
    </section>
  );
}
