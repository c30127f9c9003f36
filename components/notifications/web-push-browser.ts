// The browser's side of Web Push (docs/messaging.md "Web push"): whether it
// can, the permission, the service worker (public/push-sw.js) and its
// subscription. No API calls here: the control posts what this returns.

export const PUSH_WORKER = "/push-sw.js";

export type BrowserPushState = "unsupported" | "blocked" | "on" | "off";

export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

/** The subscription this browser holds for our worker, if any. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function browserPushState(): Promise<{ state: BrowserPushState; subscription: PushSubscription | null }> {
  if (!pushSupported()) return { state: "unsupported", subscription: null };
  if (Notification.permission === "denied") return { state: "blocked", subscription: null };
  const subscription = await currentSubscription();
  return { state: subscription && Notification.permission === "granted" ? "on" : "off", subscription };
}

/** The VAPID public key (base64url) as the bytes `applicationServerKey` takes. */
export function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Asks the permission, registers the worker and subscribes; null when the person did not allow it. */
export async function subscribe(publicKey: string): Promise<{ subscription: PushSubscription } | { refused: "blocked" | "dismissed" }> {
  const permission = await Notification.requestPermission();
  if (permission === "denied") return { refused: "blocked" };
  if (permission !== "granted") return { refused: "dismissed" };
  await navigator.serviceWorker.register(PUSH_WORKER);
  const registration = await navigator.serviceWorker.ready;
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  return { subscription };
}

/** What POST /notifications/devices takes for a subscription. */
export function registrationOf(subscription: PushSubscription): { token: string; keys: { p256dh: string; auth: string } } {
  const json = subscription.toJSON();
  return { token: subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? "", auth: json.keys?.auth ?? "" } };
}
