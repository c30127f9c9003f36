import { mkdirSync } from "node:fs";
import { expect, type APIResponse, type BrowserContext, type Page, type Response } from "@playwright/test";
import { DESKTOP, PHONE } from "./viewports";

export { DESKTOP, PHONE };

/** What travels through the outbox (webhooks, re-indexing) before a page shows it: generous, but only an upper bound. */
export const SETTLE = { timeout: 60_000 };
/** Where screenshots go, to be looked at (`<name>-<width>.png`). */
export const SHOTS_DIR = process.env.SHOTS_DIR ?? "/tmp/e2e-shots";
// CI sets E2E_SHOTS=0: nobody looks at its screenshots, and a full-page PNG costs the busy machine
// CPU the tests need. A failing test still gets Playwright's own screenshot and trace.
const TAKE_SHOTS = process.env.E2E_SHOTS !== "0";

export async function shot(page: Page, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!TAKE_SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}-${page.viewportSize()?.width}.png`, fullPage: options.fullPage ?? true });
}

/** Screenshots of the page as it stands at 390 and 1366 px (`<name>-390.png`, `<name>-1366.png`); the viewport is restored. */
export async function shotsAtBothWidths(page: Page, name: string): Promise<void> {
  const before = page.viewportSize() ?? DESKTOP;
  for (const viewport of [PHONE, DESKTOP]) {
    await page.setViewportSize(viewport);
    await noHorizontalOverflow(page, `${page.url()} (${name})`);
    await shot(page, name);
  }
  await page.setViewportSize(before);
}

export async function noHorizontalOverflow(page: Page, what = page.url()): Promise<void> {
  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, client: document.documentElement.clientWidth }));
  expect(widths.scroll, `${what} overflows at ${page.viewportSize()?.width}px`).toBeLessThanOrEqual(widths.client);
}

/**
 * A signed-in page at phone and desktop widths (`ready`: a test id or a CSS
 * selector), in Arabic and English: nothing wider than the window.
 * Screenshots of Arabic on the phone and English on the desktop, or of all
 * four with `every`.
 */
export async function checkWidths(page: Page, path: string, ready: string, name: string, options: { every?: boolean } = {}): Promise<void> {
  const readyLocator = page.locator(ready.includes("[") ? ready : `[data-testid="${ready}"]`).first();
  for (const prefix of ["", "/en"]) {
    // One load per language: the page is laid out again when the window is resized, as a browser window would be.
    await page.setViewportSize(PHONE);
    await page.goto(`${prefix}${path}`);
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      await expect(readyLocator).toBeVisible();
      await noHorizontalOverflow(page, `${prefix}${path}`);
      if (options.every || (prefix === "") === (viewport === PHONE)) await shot(page, prefix ? `${name}-en` : name);
    }
  }
  await page.setViewportSize(DESKTOP);
}

/** Clicks a document button and returns the signed PDF's response (it opens in a new tab). */
export async function openedPdf(context: BrowserContext, page: Page, testId: string, urlPart: string): Promise<Response> {
  const response = context.waitForEvent("response", { predicate: (r) => r.url().includes(urlPart), timeout: 20_000 });
  await page.getByTestId(testId).first().click();
  const res = await response;
  for (const other of context.pages()) if (other !== page) await other.close();
  return res;
}

/** The `data` of an API answer, after checking its status. */
export async function json<T>(call: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await call;
  expect(res.status(), await res.text()).toBe(status);
  return (await res.json()).data as T;
}

/** Today's date in Kuwait (YYYY-MM-DD), the product's calendar. */
export function kuwaitToday(): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuwait" }).format(new Date());
}
