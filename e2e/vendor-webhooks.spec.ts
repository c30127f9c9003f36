import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import en from "../messages/en.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { DESKTOP, noHorizontalOverflow, shot } from "./support/pages";

// Outbound webhooks (docs/webhooks.md): the owner of al-raya-hall (vendor@demo.kw), in English on
// a desktop, adds a webhook endpoint pointing at a receiver this spec starts
// on 127.0.0.1 (the test server runs with WEBHOOKS_ALLOW_LOOPBACK=1), sees the
// signing secret once, sends a test event, sees it delivered in the log, and
// removes the endpoint again. No other spec reads this vendor's webhooks.

test("a vendor adds a webhook endpoint, sees the secret once, sends a test event and sees it in the delivery log", async ({ browser }) => {
  test.setTimeout(120_000);
  const received: { event: string; delivery: string; signature: string }[] = [];
  const receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      received.push({
        event: String(req.headers["x-munasabat-event"]),
        delivery: String(req.headers["x-munasabat-delivery"]),
        signature: String(req.headers["x-munasabat-signature"]),
      });
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/${Date.now()}`;
  try {
    const { page } = await signedIn(browser, "vendor@demo.kw", { viewport: DESKTOP });
    await page.goto("/en/vendor/webhooks");
    const w = en.webhooks;
    const form = page.getByTestId("webhook-add-form");
    await form.getByLabel(w.url).fill(url);
    await form.getByLabel(w.description).fill("Our booking system");
    await form.getByLabel(w.eventNames.booking_confirmed).check();
    await form.getByLabel(w.eventNames.quote_accepted).check();
    await page.getByTestId("webhook-add").click();

    const secret = page.getByTestId("webhook-secret-value");
    await expect(secret).toHaveText(/^whsec_/);
    const value = (await secret.textContent())!.trim();
    const card = page.getByTestId("webhook-endpoint").filter({ hasText: url });
    await expect(card).toContainText(w.eventNames.booking_confirmed);
    await shot(page, "vendor-webhooks-secret-desktop-en", { fullPage: true });
    await page.getByTestId("webhook-secret-done").click();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);

    await card.getByTestId("webhook-test").click();
    const row = card.getByTestId("webhook-delivery").first();
    await expect(row).toContainText("webhook.test");
    await expect(row).toHaveAttribute("data-status", "succeeded", { timeout: 30_000 });
    await expect(row).toContainText(w.log.statuses.succeeded);
    await expect(row).toContainText("200");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ event: "webhook.test", signature: expect.stringMatching(/^t=\d+,v1=[0-9a-f]{64}$/) });
    await noHorizontalOverflow(page);
    await shot(page, "vendor-webhooks-log-desktop-en", { fullPage: true });

    // Shown once: after a reload the page no longer holds the secret.
    await page.reload();
    await expect(page.getByTestId("webhook-endpoint").filter({ hasText: url })).toBeVisible();
    expect(await page.content()).not.toContain(value);

    await page.getByTestId("webhook-endpoint").filter({ hasText: url }).getByTestId("webhook-remove").click();
    await page.getByRole("dialog", { name: en.webhooks.removeConfirm }).getByRole("button", { name: en.webhooks.remove }).click();
    await expect(page.getByTestId("webhook-endpoint").filter({ hasText: url })).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
