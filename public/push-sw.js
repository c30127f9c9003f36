/* global self, clients, URL */
// The service worker of browser notifications (Web Push, docs/messaging.md
// "Web push"). The server sends JSON {title, body, lang, dir, url, tag, data};
// this shows it (right to left for Arabic) and opens `url` on click. Nothing
// else: no caching, no offline pages.

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch {
    // Not JSON: show the text as it came.
    message = { body: event.data ? event.data.text() : "" };
  }
  const arabic = message.lang === "ar";
  const title = message.title || (arabic ? "إشعار جديد" : "New notification");
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || "",
      lang: message.lang || "ar",
      dir: message.dir || (arabic ? "rtl" : "ltr"),
      tag: message.tag,
      data: { url: message.url || "/", ...(message.data || {}) },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  // Only pages of this site: a payload cannot send the reader elsewhere.
  const target = new URL(event.notification.data?.url || "/", self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin + "/";
  event.waitUntil(
    clients.matchAll({ type: "window", includeUncontrolled: true }).then((open) => {
      // A tab already on that page is focused; otherwise a new one opens (navigating a tab this worker does not control is refused).
      const same = open.find((c) => c.url === url);
      return same ? same.focus() : clients.openWindow(url);
    }),
  );
});
