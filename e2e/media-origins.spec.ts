import { expect, test, type Locator } from "@playwright/test";

// Vendor images load whatever host name and port the site is opened under
// (docs/media.md): the server runs on E2E_PORT, not 3000, with no APP_URL,
// and the page is opened both as localhost and as 127.0.0.1; each loads its
// images from its own origin. A broken image (refused by the page's CSP, or
// pointing at another port) keeps naturalWidth 0.

// Only page loads here (no API writes): without the config's fixed Origin header, which the browser
// would otherwise send on the 127.0.0.1 page's own subresource requests and break them.
test.use({ extraHTTPHeaders: {} });

async function expectLoaded(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? el.naturalWidth : -1))).toBeGreaterThan(0);
}

test("vendor cover, logo and gallery load on the served port, opened as localhost and as 127.0.0.1", async ({ page, baseURL }) => {
  const served = new URL(baseURL!);
  expect(served.port).not.toBe("3000");
  for (const host of ["localhost", "127.0.0.1"]) {
    const origin = `${served.protocol}//${host}:${served.port}`;
    const response = await page.goto(`${origin}/en/vendors/al-raya-hall`);
    expect(response?.status()).toBe(200);
    await expectLoaded(page.getByTestId("vendor-cover"));
    await expectLoaded(page.getByTestId("vendor-logo"));
    // The image comes from where the page came from (host name and port), never from a default origin.
    const loadedFrom = new URL(await page.getByTestId("vendor-cover").evaluate((el: HTMLImageElement) => el.currentSrc));
    expect(loadedFrom.host).toBe(new URL(origin).host);
    const gallery = page.getByTestId("vendor-gallery").getByRole("img");
    for (const img of (await gallery.all()).slice(0, 3)) await expectLoaded(img);
  }
});
