import { expect, test } from "@playwright/test";
import { ownOrigin } from "./support/origin";
import ar from "../messages/ar.json" with { type: "json" };
import { randomClientIp, signedIn } from "./support/accounts";
import { DESKTOP, PHONE, noHorizontalOverflow, shot } from "./support/pages";

// Conversations (docs/conversations.md): a customer messages a vendor from its profile, the vendor's team
// sees the unread conversation (and the bell) in a second browser and
// replies, and the customer's open thread shows the reply without a reload.
// In Arabic (the default language). Set SHOTS_DIR to also save screenshots.

/** A unique word without digits: the thread masks digit runs that look like phone numbers until a booking exists. */
const uniqueWord = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`.replace(/\d/g, (d) => "abcdefghij"[Number(d)]);

test("ar: a customer messages a vendor, the vendor replies and the customer sees the reply without reloading", async ({ browser }) => {
  test.setTimeout(120_000);
  const customer = await signedIn(browser, "customer@demo.kw");
  const vendor = await signedIn(browser, "vendor@demo.kw");

  const mine = await vendor.page.request.get("/api/v1/vendors/me");
  expect(mine.status(), await mine.text()).toBe(200);
  const { slug } = (await mine.json()).data as { slug: string };

  // The customer opens the vendor's profile and starts the conversation.
  const question = `هل القاعة متاحة يوم الخميس؟ ${uniqueWord()}`;
  await customer.page.goto(`/vendors/${slug}`);
  await customer.page.getByTestId("quote-card").getByRole("button", { name: ar.conversations.start.button }).click();
  await expect(customer.page).toHaveURL(/\/account\/messages\/[0-9A-Z]+$/);
  const thread = customer.page.getByTestId("thread");
  await thread.getByRole("textbox", { name: ar.conversations.composer.label }).fill(question);
  await thread.getByRole("button", { name: ar.conversations.composer.send }).click();
  const sent = thread.getByTestId("message").filter({ hasText: question });
  await expect(sent).toHaveAttribute("data-mine", "true");
  await expect(thread.getByRole("textbox", { name: ar.conversations.composer.label })).toHaveValue("");

  // The vendor's team sees the unread conversation and the bell's count.
  await vendor.page.goto("/vendor/messages");
  const row = vendor.page.getByTestId("conversation-row").filter({ hasText: question });
  await expect(row.getByTestId("conversation-unread")).toBeVisible();
  await expect(vendor.page.getByTestId("notification-count")).toBeVisible({ timeout: 30_000 });
  await vendor.page.getByTestId("notification-bell").click();
  await expect(vendor.page.getByTestId("notification-panel").getByTestId("notification-item").first()).toBeVisible();
  await shot(vendor.page, "bell-dropdown");
  await vendor.page.keyboard.press("Escape");

  // The vendor opens the thread (marked read) and replies.
  await row.click();
  const vendorThread = vendor.page.getByTestId("thread");
  await expect(vendorThread.getByTestId("message").filter({ hasText: question })).toHaveAttribute("data-mine", "false");
  await expect(vendor.page.getByTestId("conversation-row").filter({ hasText: question }).getByTestId("conversation-unread")).toHaveCount(0);
  const reply = `نعم، القاعة متاحة. ${uniqueWord()}`;
  await vendorThread.getByRole("textbox", { name: ar.conversations.composer.label }).fill(reply);
  await vendorThread.getByRole("button", { name: ar.conversations.composer.send }).click();
  await expect(vendorThread.getByTestId("message").filter({ hasText: reply })).toHaveAttribute("data-mine", "true");

  // The customer's open thread shows the reply on the other side, without a reload; the newest message is the last one.
  const received = thread.getByTestId("message").filter({ hasText: reply });
  await expect(received).toHaveAttribute("data-mine", "false", { timeout: 20_000 });
  await expect(thread.getByTestId("message").last()).toContainText(reply);
  await shot(customer.page, "thread");

  // Phone width: the thread alone, nothing wider than the screen.
  await customer.page.setViewportSize(PHONE);
  await expect(received).toBeVisible();
  await expect(customer.page.getByTestId("notification-bell")).toBeVisible();
  await noHorizontalOverflow(customer.page);
  await shot(customer.page, "thread");

  if (process.env.SHOTS_DIR) {
    // the inbox and list screenshots, only when asked for
    for (const size of [PHONE, DESKTOP]) {
      await vendor.page.setViewportSize(size);
      await vendor.page.goto("/account/notifications");
      await expect(vendor.page.getByTestId("inbox-list")).toBeVisible();
      await shot(vendor.page, "inbox");
      await vendor.page.goto("/vendor/messages");
      await expect(vendor.page.getByTestId("conversation-list")).toBeVisible();
      await shot(vendor.page, "vendor-list");
      await vendor.page.getByTestId("notification-bell").click();
      await expect(vendor.page.getByTestId("notification-panel")).toBeVisible();
      await shot(vendor.page, "bell-dropdown");
    }
  }

  await customer.context.close();
  await vendor.context.close();
});

test("ar: a visitor's Message this vendor leads to sign in, then back to the profile", async ({ browser }) => {
  const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": randomClientIp(), ...ownOrigin() }, viewport: PHONE });
  const page = await context.newPage();
  await page.goto("/vendors/bloom-house");
  await page.getByTestId("quote-card").getByRole("link", { name: ar.conversations.start.button }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fvendors%2Fbloom-house$/);
  await context.close();
});

test("ar: notification settings are toggles per channel and category, kept after a reload", async ({ browser }) => {
  const customer = await signedIn(browser, "customer@demo.kw");
  const page = customer.page;
  await page.goto("/account/notifications");
  await page.getByRole("link", { name: ar.notifications.inbox.preferences }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.notifications.preferences.title);
  const p = ar.notifications.preferences;
  const toggle = page.getByRole("checkbox", { name: p.toggle.replace("{category}", p.categories.marketing).replace("{channel}", p.channels.email) });
  const before = await toggle.isChecked();
  await toggle.click();
  await expect(page.getByRole("status").filter({ hasText: p.saved })).toBeVisible();
  await page.reload();
  await expect(toggle).toBeChecked({ checked: !before });
  await shot(page, "preferences");
  await toggle.click();
  await expect(toggle).toBeChecked({ checked: before });
  await customer.context.close();
});

const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

test("ar: a PDF goes through the upload flow and arrives as an attachment of the message", async ({ browser }) => {
  const customer = await signedIn(browser, "customer@demo.kw");
  const page = customer.page;
  await page.goto("/account/messages");
  await page.getByTestId("conversation-row").first().click();
  const thread = page.getByTestId("thread");
  const c = ar.conversations.composer;
  const name = `${uniqueWord()}.pdf`;
  await thread.getByLabel(c.attach).setInputFiles({ name, mimeType: "application/pdf", buffer: PDF });
  await expect(thread.getByText(c.attached.replace("{name}", name))).toBeVisible({ timeout: 30_000 });
  await thread.getByRole("button", { name: c.send }).click();
  const sent = thread.getByTestId("message").filter({ has: page.getByRole("link", { name }) });
  await expect(sent).toHaveAttribute("data-mine", "true");
  await expect(thread.getByText(c.attached.replace("{name}", name))).toHaveCount(0);
  await customer.context.close();
});

test("en: the thread reads left to right with the bell in the phone's top bar", async ({ browser }) => {
  const customer = await signedIn(browser, "customer@demo.kw");
  for (const size of [PHONE, DESKTOP]) {
    await customer.page.setViewportSize(size);
    await customer.page.goto("/en/account/messages");
    await customer.page.getByTestId("conversation-row").first().click();
    await expect(customer.page.getByTestId("message").first()).toBeVisible();
    await expect(customer.page.locator("html")).toHaveAttribute("dir", "ltr");
    // The bell stays in the top bar (not folded into the phone menu).
    await expect(customer.page.getByTestId("notification-bell")).toBeVisible();
    await noHorizontalOverflow(customer.page);
    await shot(customer.page, "thread-en");
  }
  await customer.context.close();
});

test("ar, en: the inbox and the thread of both sides fit a 360 and a 390 px phone (a long last message included)", async ({ browser }) => {
  test.setTimeout(180_000);
  const customer = await signedIn(browser, "customer@demo.kw");
  const vendor = await signedIn(browser, "vendor@demo.kw");
  const mine = await vendor.page.request.get("/api/v1/vendors/me");
  const vendorId = ((await mine.json()).data as { id: string }).id;

  // A last message longer than any phone is wide: the list shows it on one line, cut, never wider than the screen.
  const opened = await customer.page.request.post("/api/v1/conversations", { data: { vendor_id: vendorId } });
  expect([200, 201], await opened.text()).toContain(opened.status());
  const threadId = ((await opened.json()).data as { id: string }).id;
  const long = `نود أن نعرف إن كانت القاعة متاحة مساء الخميس القادم لحفل زفاف كبير مع عشاء وضيافة كاملة وتصوير وتنسيق زهور ${uniqueWord()}`;
  const sent = await customer.page.request.post(`/api/v1/conversations/${threadId}/messages`, { data: { body: long } });
  expect(sent.status(), await sent.text()).toBe(201);

  for (const [who, base] of [
    [customer, "/account/messages"],
    [vendor, "/vendor/messages"],
  ] as const) {
    for (const prefix of ["", "/en"]) {
      for (const path of [base, `${base}/${threadId}`]) {
        await who.page.setViewportSize({ width: 360, height: 740 });
        await who.page.goto(`${prefix}${path}`);
        await expect(who.page.getByTestId(path === base ? "conversation-list" : "thread")).toBeVisible();
        if (path === base) await expect(who.page.getByTestId("conversation-row").first()).toContainText(long.slice(0, 20));
        for (const width of [360, 390]) {
          await who.page.setViewportSize({ width, height: 800 });
          await noHorizontalOverflow(who.page, `${prefix}${path}`);
        }
        await shot(who.page, `messages${base.startsWith("/vendor") ? "-vendor" : ""}${path === base ? "" : "-thread"}${prefix ? "-en" : ""}`);
      }
    }
  }
  await customer.context.close();
  await vendor.context.close();
});
