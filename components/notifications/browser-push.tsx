"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { ErrorText } from "@/components/ui/error-text";
import { statusOf, useApiMutation, useApiQuery, useMutateOnMount } from "@/components/ui/use-api";
import { browserPushState, registrationOf, subscribe, type BrowserPushState } from "./web-push-browser";
import "./notifications.css";

// "Browser notifications": the same pushes as the app, in this browser
// (Web Push). Turning on asks the browser's permission, subscribes with our
// VAPID key and registers the subscription as a web push token; turning off
// removes it and unsubscribes. A subscription the browser still holds is
// registered again on each visit (signing out removed it from the account).

type View = BrowserPushState | "checking" | "working";

export function BrowserPush() {
  const t = useTranslations("notifications.preferences.browser");
  const locale = useLocale() as "ar" | "en";
  const [view, setView] = useState<View>("checking");
  const [held, setHeld] = useState<PushSubscription | null>(null);
  const [failed, setFailed] = useState<"on" | "off" | null>(null);
  const key = useApiQuery("/notifications/web-push-key", {}, { enabled: view !== "unsupported" && view !== "checking", staleTime: 60 * 60_000 });
  const register = useApiMutation("post", "/notifications/devices");
  const remove = useApiMutation("delete", "/notifications/devices");
  useMutateOnMount(
    "post",
    "/notifications/devices",
    { body: { ...(held ? registrationOf(held) : { token: "" }), platform: "web", locale } },
    { when: Boolean(held) && view === "on" },
  );

  useEffect(() => {
    let live = true;
    // Browser APIs only: the page rendered on the server cannot know.
    void browserPushState().then(({ state, subscription }) => {
      if (!live) return;
      setHeld(subscription);
      setView(state);
    });
    return () => {
      live = false;
    };
  }, []);

  async function turnOn() {
    const publicKey = key.data?.data.public_key;
    if (!publicKey) return;
    setFailed(null);
    setView("working");
    let subscription: PushSubscription | undefined;
    try {
      const result = await subscribe(publicKey);
      if ("refused" in result) {
        setView(result.refused === "blocked" ? "blocked" : "off");
        return;
      }
      subscription = result.subscription;
      await register.mutateAsync({ body: { ...registrationOf(subscription), platform: "web", locale } });
      setView("on");
    } catch {
      // A subscription the account does not know would never be pushed to: drop it.
      await subscription?.unsubscribe().catch(() => false);
      setFailed("on");
      setView("off");
    }
  }

  async function turnOff() {
    setFailed(null);
    setView("working");
    try {
      const { subscription } = await browserPushState();
      if (subscription) {
        // Already gone from the account (404) is off too.
        await remove.mutateAsync({ body: { token: subscription.endpoint } }).catch((e: unknown) => {
          if (statusOf(e) !== 404) throw e;
        });
        await subscription.unsubscribe();
      }
      setHeld(null);
      setView("off");
    } catch {
      setFailed("off");
      setView("on");
    }
  }

  // Until the browser answered (and on the server) the page says "one moment": the same markup on both sides.
  const state: BrowserPushState | "working" = view === "checking" ? "working" : view;
  return (
    <section className="nt-browser-push" aria-labelledby="browser-push-title" data-testid="browser-push">
      <h2 id="browser-push-title">{t("title")}</h2>
      <p className="form-field__hint">{t("intro")}</p>
      <p role="status" data-testid="browser-push-state">
        {state === "working" ? t("working") : t(`states.${state}`)}
      </p>
      {state === "off" && (
        <Button disabled={view !== "off" || !key.data} onClick={() => void turnOn()}>
          {t("turnOn")}
        </Button>
      )}
      {state === "on" && (
        <Button variant="secondary" onClick={() => void turnOff()}>
          {t("turnOff")}
        </Button>
      )}
      {failed && <ErrorText>{t(failed === "on" ? "onFailed" : "offFailed")}</ErrorText>}
    </section>
  );
}
