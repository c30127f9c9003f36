import { expect, test, type Locator, type Page } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { signedIn } from "./support/accounts";
import { DESKTOP, PHONE, noHorizontalOverflow, shot } from "./support/pages";
import { freshCustomer } from "./support/register";

// The portals' navigation on phones (components/shell/area-nav.tsx): the page's heading on the
// first screen, a bar of at most five places (four destinations and "More"), every other
// destination under "More", the current one marked, nothing wider than a 360 px phone; the
// desktop keeps the full list. A fresh customer (own data) and the demo vendor (read only).

type Messages = typeof en;
const SMALL_PHONE = { width: 360, height: 740 };
// A page compiled for the first time on a development server can take that long; it only bounds the wait.
const LOADED = { timeout: 90_000 };
const languages = [
  { lang: "ar", m: ar as Messages, prefix: "" },
  { lang: "en", m: en, prefix: "/en" },
] as const;

/** What the bar shows first, by section key; the rest of the area's sections are under "More". */
const FIRST = { account: ["overview", "events", "bookings", "messages"], vendor: ["dashboard", "rfqs", "bookings", "calendar"] } as const;
const ROOT = { account: "overview", vendor: "dashboard" } as const;

function areaNav(page: Page, m: Messages, area: "account" | "vendor"): Locator {
  return page.getByRole("navigation", { name: m.areas.navLabel.replace("{area}", m.areas[area].title) });
}

/** The hrefs of the links a person can see in `scope`, in order. */
async function visibleHrefs(scope: Locator): Promise<string[]> {
  const links = scope.getByRole("link");
  return Promise.all((await links.all()).map(async (link) => (await link.getAttribute("href")) ?? ""));
}

/** Opens "More" from the keyboard (a native disclosure: no script needed). */
async function openMore(page: Page, more: Locator) {
  await more.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(more).toHaveAttribute("open", "");
}

async function walk(page: Page, m: Messages, prefix: string, area: "account" | "vendor") {
  const nav = areaNav(page, m, area);
  const sections: Record<string, string> = m.areas[area].sections;
  const root = `${prefix}/${area}`;
  const heading = page.locator("#area-title");

  // Desktop: the full list beside the page, no bar.
  await page.setViewportSize(DESKTOP);
  await page.goto(root);
  await expect(heading).toHaveText(m.areas[area].title, LOADED);
  await expect(nav.getByRole("link", { name: sections[ROOT[area]], exact: true })).toHaveAttribute("aria-current", "page");
  const everything = await visibleHrefs(nav);
  expect(everything).toHaveLength(Object.keys(sections).length);
  await expect(nav.getByTestId("area-nav-tabs")).toBeHidden();
  if (prefix === "/en") await shot(page, `portal-nav-${area}-en`, { fullPage: false });

  // Phone: the heading on the first screen, the bar at the bottom with four destinations and More.
  await page.setViewportSize(PHONE);
  await expect(heading).toBeVisible();
  expect((await heading.boundingBox())!.y).toBeLessThan(300);
  const bar = nav.getByTestId("area-nav-tabs");
  await expect(bar).toBeVisible();
  const tabs = bar.locator(":scope > li > a");
  const more = nav.getByTestId("area-nav-more");
  await expect(tabs).toHaveCount(4);
  await expect(more.locator("summary")).toHaveText(m.areas.more);
  expect(await visibleHrefs(nav)).toHaveLength(4);
  for (const [i, key] of FIRST[area].entries()) await expect(tabs.nth(i)).toHaveAccessibleName(sections[key]);
  await expect(tabs.first()).toHaveAttribute("aria-current", "page");
  const barBox = (await bar.boundingBox())!;
  expect(barBox.y + barBox.height).toBeCloseTo(PHONE.height, 0);
  // Touch targets of 44 px and more; the first destination at the reading start (the right in Arabic).
  const places = [...(await tabs.all()), more.locator("summary")];
  const boxes = await Promise.all(places.map(async (place) => (await place.boundingBox())!));
  for (const box of boxes) {
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  }
  if (prefix === "") expect(boxes[0].x).toBeGreaterThan(boxes[4].x);
  else expect(boxes[0].x).toBeLessThan(boxes[4].x);
  await noHorizontalOverflow(page);
  if (prefix === "") await shot(page, `portal-nav-${area}-ar`, { fullPage: false });
  await page.setViewportSize(SMALL_PHONE);
  await noHorizontalOverflow(page);
  expect((await heading.boundingBox())!.y).toBeLessThan(300);
  await page.setViewportSize(PHONE);

  // More holds every other destination: together with the bar, the desktop's list, each once.
  await openMore(page, more);
  const inMore = await visibleHrefs(more);
  expect(inMore.length).toBe(everything.length - 4);
  const inBar = await Promise.all((await tabs.all()).map(async (tab) => (await tab.getAttribute("href")) ?? ""));
  expect([...inBar, ...inMore].sort()).toEqual([...everything].sort());
  if (prefix === "") await shot(page, `portal-nav-${area}-more-ar`, { fullPage: false });
  // Escape closes it and gives the focus back to More (once the page's script runs).
  await expect(async () => {
    await page.keyboard.press("Escape");
    await expect(more).not.toHaveAttribute("open", "", { timeout: 1_000 });
  }).toPass();
  await expect(more.locator("summary")).toBeFocused();
  await expect(more.getByRole("link")).toHaveCount(0);

  // A destination of More: its link is the current one there.
  await openMore(page, more);
  const second = more.getByRole("link").nth(1);
  const href = (await second.getAttribute("href")) ?? "";
  await second.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`), LOADED);
  await expect(heading).toBeVisible();
  await openMore(page, more);
  await expect(more.locator(`a[href="${href}"]`)).toHaveAttribute("aria-current", "page");
  await expect(bar.locator(":scope > li > a[aria-current]")).toHaveCount(0);
  await page.keyboard.press("Escape");

  // A destination of the bar, on a narrower phone: nothing wider than the screen.
  await tabs.nth(1).click();
  await expect(tabs.nth(1)).toHaveAttribute("aria-current", "page", LOADED);
  await expect(heading).toBeVisible();
  await page.setViewportSize(SMALL_PHONE);
  await noHorizontalOverflow(page);
}

for (const { lang, m, prefix } of languages) {
  test(`${lang}: a customer's phone shows the account first, four destinations and More with the rest; the desktop the full list`, async ({ browser }) => {
    test.setTimeout(360_000);
    const { page } = await freshCustomer(browser, { locale: lang, tag: `portal-nav-${lang}` });
    await walk(page, m, prefix, "account");
  });

  test(`${lang}: the vendor's phone shows the dashboard first, four destinations and More with the rest; the desktop the full list`, async ({ browser }) => {
    test.setTimeout(360_000);
    const { page } = await signedIn(browser, "vendor@demo.kw");
    await walk(page, m, prefix, "vendor");
  });
}
