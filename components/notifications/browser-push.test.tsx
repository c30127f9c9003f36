// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { renderPage, stubApi } from "@/components/test/render";
import { BrowserPush } from "./browser-push";

// The "Browser notifications" control with the browser's push APIs stood in
// for: the permission, the worker's registration and its subscription.

const KEY = "BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U";
const EN = en.notifications.preferences.browser;
const AR = ar.notifications.preferences.browser;

type Fake = { permission: NotificationPermission; answer?: NotificationPermission; subscribed?: boolean };

/** navigator.serviceWorker, PushManager and Notification as a browser with `fake` would answer. */
function browser(fake: Fake) {
  const unsubscribe = vi.fn(async () => true);
  const subscription = {
    endpoint: "https://push.example.com/send/abc",
    toJSON: () => ({ endpoint: "https://push.example.com/send/abc", keys: { p256dh: "BP256", auth: "AUTH" } }),
    unsubscribe,
  };
  let held = fake.subscribed ? subscription : null;
  const subscribe = vi.fn(async () => {
    held = subscription;
    return subscription;
  });
  const registration = { pushManager: { getSubscription: async () => held, subscribe } };
  const register = vi.fn(async () => registration);
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { register, ready: Promise.resolve(registration), getRegistration: async () => registration },
  });
  vi.stubGlobal("PushManager", class {});
  const notification = { permission: fake.permission, requestPermission: vi.fn(async () => fake.answer ?? "granted") };
  vi.stubGlobal("Notification", notification);
  return { register, subscribe, unsubscribe, notification };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "serviceWorker");
});

const state = () => screen.getByTestId("browser-push-state").textContent;

describe("browser notifications", () => {
  it("says when the browser cannot (no service worker or push)", async () => {
    stubApi({});
    renderPage(<BrowserPush />, "ar");
    await waitFor(() => expect(state()).toBe(AR.states.unsupported));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("turns on: asks the permission, registers the worker, subscribes with the server's key and registers the subscription", async () => {
    const b = browser({ permission: "default" });
    const calls = stubApi({ "GET /notifications/web-push-key": { data: { public_key: KEY } }, "POST /notifications/devices": { status: 201, data: {} } });
    renderPage(<BrowserPush />, "en");
    await waitFor(() => expect(state()).toBe(EN.states.off));
    const button = await screen.findByRole("button", { name: EN.turnOn });
    await waitFor(() => expect(button).not.toHaveProperty("disabled", true));
    fireEvent.click(button);
    await waitFor(() => expect(state()).toBe(EN.states.on));
    expect(b.notification.requestPermission).toHaveBeenCalled();
    expect(b.register).toHaveBeenCalledWith("/push-sw.js");
    const options = (b.subscribe.mock.calls[0] as unknown as [{ userVisibleOnly: boolean; applicationServerKey: Uint8Array }])[0];
    expect(options.userVisibleOnly).toBe(true);
    expect(options.applicationServerKey).toHaveLength(65);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({
      token: "https://push.example.com/send/abc",
      platform: "web",
      keys: { p256dh: "BP256", auth: "AUTH" },
      locale: "en",
    });
  });

  it("a refused permission reads blocked, and nothing is subscribed", async () => {
    const b = browser({ permission: "default", answer: "denied" });
    stubApi({ "GET /notifications/web-push-key": { data: { public_key: KEY } } });
    renderPage(<BrowserPush />, "ar");
    const button = await screen.findByRole("button", { name: AR.turnOn });
    await waitFor(() => expect(button).not.toHaveProperty("disabled", true));
    fireEvent.click(button);
    await waitFor(() => expect(state()).toBe(AR.states.blocked));
    expect(b.subscribe).not.toHaveBeenCalled();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("on: registers the held subscription again, and turning off deletes it and unsubscribes", async () => {
    const b = browser({ permission: "granted", subscribed: true });
    const calls = stubApi({
      "GET /notifications/web-push-key": { data: { public_key: KEY } },
      "POST /notifications/devices": { status: 200, data: {} },
      "DELETE /notifications/devices": { status: 204 },
    });
    renderPage(<BrowserPush />, "ar");
    await waitFor(() => expect(state()).toBe(AR.states.on));
    await waitFor(() => expect(calls.some((c) => c.method === "POST")).toBe(true));
    fireEvent.click(screen.getByRole("button", { name: AR.turnOff }));
    await waitFor(() => expect(state()).toBe(AR.states.off));
    expect(calls.find((c) => c.method === "DELETE")?.body).toEqual({ token: "https://push.example.com/send/abc" });
    expect(b.unsubscribe).toHaveBeenCalled();
  });
});
