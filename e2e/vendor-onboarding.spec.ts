import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { outboxHeaders } from "./support/outbox";
import { registerVerified } from "./support/register";
import { apiLogin, DEMO_PASSWORD } from "./support/accounts";

// Vendor onboarding end to end: a new user applies in the wizard (Arabic page
// first: no verified phone yet), operations@demo.kw approves the application
// in the admin queue, the vendor creates and publishes a service, and the
// public profile shows it. One password sign-in (the admin): the new user's
// session comes from registering through the page's cookie jar (web device),
// since login is limited to 5 a minute per IP.

const PASSWORD = "Qasr-Al-Sif-Lantern-1904";
const v = en.vendorPortal;
const a = en.adminVendors;

async function signIn(page: Page, email: string) {
  const res = await apiLogin(page.request, email, DEMO_PASSWORD);
  expect(res.status(), await res.text()).toBe(200);
}

const shot = async (page: Page, name: string) => {
  if (process.env.VENDOR_SCREENS) await page.screenshot({ path: `/tmp/i4p/${name}.png`, fullPage: true });
};

/** Letters only (names reject digits): the time spelled with letters. */
const stamp = () => String(Date.now()).replace(/\d/g, (d) => "abcdefghij"[Number(d)]);
/** A Kuwait mobile no earlier run used (one phone per account; codes are limited per phone). */
const uniquePhone = () => `+9656${String(Math.floor(Math.random() * 1e7)).padStart(7, "0")}`;

/** The newest SMS code of `template` sent to `phone`, from the development outbox. */
async function smsCode(request: APIRequestContext, phone: string, template: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(phone)}&channel=sms`, { headers: outboxHeaders() });
      const messages = (await res.json()).data as { template: string; body: string; created_at: string }[];
      const newest = messages.filter((m) => m.template === template).sort((x, y) => y.created_at.localeCompare(x.created_at))[0];
      code = newest ? /\b(\d{6})\b/.exec(newest.body)?.[1] : undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** Registers by email with a (not yet verified) phone, signed in by the emailed link. */
async function registerWithPhone(page: Page, phone: string): Promise<void> {
  const email = `e2e-vendor-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  await registerVerified(page.request, {
    first_name: "Dana",
    last_name: `Alroumi${stamp()}`,
    email,
    password: PASSWORD,
    phone,
    preferred_locale: "en",
    terms_accepted: true,
    terms_version: "2026-01",
  });
}

// A minimal, valid PDF: what the media module's verification accepts as a document.
const LICENSE_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n",
);

test("a new user applies, operations approves, the vendor publishes a service that the public profile shows", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = stamp();
  const slug = `e2e-lens-${tag}`;
  const nameEn = `Lens Studio ${tag}`;
  const nameAr = `استوديو العدسة ${tag}`;
  const phone = uniquePhone();
  await registerWithPhone(page, phone);

  // Arabic (default, rtl): without a verified phone the wizard explains why and links to the account page.
  await page.goto("/vendor/apply");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.vendorPortal.pages.apply.title);
  const phoneRequired = page.getByTestId("phone-required");
  await expect(phoneRequired).toContainText(phone);
  await expect(phoneRequired.getByRole("link", { name: ar.vendorPortal.apply.verifyPhone })).toHaveAttribute("href", "/account");
  await expect(page.getByTestId("apply-wizard")).toHaveCount(0);

  // Verify the phone with the code from the development outbox.
  expect((await page.request.post("/api/v1/auth/otp/send", { data: { phone, purpose: "verify_phone" } })).status()).toBe(200);
  const code = await smsCode(page.request, phone, "otp.verify_phone");
  expect((await page.request.post("/api/v1/auth/phone/verify", { data: { code } })).status()).toBe(200);

  // The wizard in English.
  await page.goto("/en/vendor/apply");
  const wizard = page.getByTestId("apply-wizard");
  await expect(wizard.getByRole("heading", { level: 2 })).toHaveText(`Step 1 of 3: ${v.apply.steps.business}`);
  await wizard.getByLabel(v.business.nameAr).fill(nameAr);
  await wizard.getByLabel(v.business.nameEn).fill(nameEn);
  // The slug follows the English name until edited; the live hint judges the format.
  await expect(wizard.getByLabel(v.business.slug, { exact: true })).toHaveValue(`lens-studio-${tag}`);
  await wizard.getByLabel(v.business.slug, { exact: true }).fill("Bad Slug!");
  await expect(page.getByTestId("slug-hint")).toHaveText(v.business.slugInvalid);
  await wizard.getByLabel(v.business.slug, { exact: true }).fill(slug);
  await expect(page.getByTestId("slug-hint")).toContainText(`/vendors/${slug}`);
  // Next without categories: the step stays, with the field's message.
  await wizard.getByRole("button", { name: v.apply.next }).click();
  await expect(wizard.getByRole("alert").first()).toContainText("at least 1");
  await wizard.getByRole("checkbox", { name: "Photography", exact: true }).check();
  await wizard.getByLabel(v.business.city).selectOption({ label: "Hawalli" });
  await wizard.getByLabel(v.business.area).selectOption({ label: "Salmiya" });
  await wizard.getByRole("button", { name: v.apply.next }).click();

  await expect(wizard.getByRole("heading", { level: 2 })).toHaveText(`Step 2 of 3: ${v.apply.steps.details}`);
  await wizard.getByLabel(v.details.descriptionAr).fill("تصوير احترافي للأعراس والمناسبات في الكويت.");
  await wizard.getByLabel(v.details.descriptionEn).fill("Professional wedding and event photography across Kuwait.");
  await wizard.getByLabel(v.details.contactEmail).fill(`studio-${tag}@example.com`);
  await wizard.getByLabel(v.details.contactPhone).fill("+96560001234");
  await wizard.getByLabel(v.details.instagram).fill("@lens.studio");
  await wizard.getByRole("button", { name: v.apply.next }).click();

  // Documents: upload -> confirm -> verified asynchronously -> listed for the application.
  await expect(wizard.getByRole("heading", { level: 2 })).toHaveText(`Step 3 of 3: ${v.apply.steps.documents}`);
  await shot(page, "wizard-details");
  await wizard.getByLabel(v.apply.documentKind).selectOption("commercial_license");
  await wizard.getByLabel(v.apply.documentFile).setInputFiles({ name: "license.pdf", mimeType: "application/pdf", buffer: LICENSE_PDF });
  await expect(page.getByTestId("pending-documents")).toContainText("license.pdf", { timeout: 60_000 });
  await wizard.getByRole("button", { name: v.apply.submit }).click();

  const status = page.getByTestId("application-status");
  await expect(status).toHaveAttribute("data-status", "pending_review");
  await expect(status.getByRole("heading", { level: 2 })).toHaveText(v.applicationStatus.title.pending_review);
  await expect(page.getByTestId("documents-count")).toHaveText("1 added, 1 waiting for review");
  await shot(page, "application-pending");

  // Before approval a service can be drafted but not published.
  const me = await (await page.request.get("/api/v1/vendors/me")).json();
  const vendorId = me.data.id as string;

  // operations@demo.kw approves it from the queue (its own browser context: its own cookies).
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, "operations@demo.kw");
  await admin.goto("/en/admin/vendors");
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(a.title);
  await expect(admin.getByRole("link", { name: a.tabs.queue })).toHaveAttribute("aria-current", "page");
  await admin.getByLabel(a.search, { exact: true }).fill(slug);
  await admin.getByRole("button", { name: a.searchSubmit }).click();
  const table = admin.getByTestId("admin-vendors-table");
  await expect(table.getByRole("row")).toHaveCount(2);
  await table.getByRole("link", { name: nameEn }).click();

  await expect(admin).toHaveURL(new RegExp(`/en/admin/vendors/${vendorId}$`));
  const detail = admin.getByTestId("admin-vendor-detail");
  await expect(detail.getByRole("heading", { level: 1 })).toHaveText(nameEn);
  await expect(detail).toContainText(`studio-${tag}@example.com`); // private contact: admins only
  const document = admin.getByTestId("admin-document");
  await expect(document).toContainText(en.vendorPortal.documents.kinds.commercial_license);
  await expect(document.getByRole("link", { name: "View license.pdf" })).toHaveAttribute("href", /signature=/);
  await shot(admin, "admin-vendor-detail");
  await document.getByRole("button", { name: a.documents.approve }).click();
  await expect(document).toContainText(en.vendorPortal.documents.status.approved);

  const moves = admin.getByTestId("vendor-move-form");
  await expect(moves.getByRole("button")).toHaveText([a.actions.approve, a.actions.reject]);
  await moves.getByRole("button", { name: a.actions.approve }).click();
  await expect(moves.getByRole("status")).toHaveText(a.actions.done.approve);
  await expect(detail.locator(".page-frame__head")).toContainText(en.vendorPortal.status.approved);
  await expect(admin.getByTestId("vendor-move-form").getByRole("button")).toHaveText([a.actions.suspend]);
  await adminContext.close();

  // The vendor's dashboard shows it live; then a service with a package is created and published.
  await page.goto("/en/vendor");
  await expect(page.getByTestId("status-banner")).toHaveAttribute("data-status", "approved");
  await expect(page.getByTestId("status-banner")).toContainText(v.banner.live);

  await page.goto("/en/vendor/services");
  await page.getByRole("link", { name: v.services.new }).click();
  await expect(page).toHaveURL(/\/en\/vendor\/services\/new$/);
  const form = page.getByTestId("service-form");
  await form.getByLabel(v.serviceForm.nameAr).fill("تغطية حفل الزفاف");
  await form.getByLabel(v.serviceForm.nameEn).fill("Wedding night coverage");
  await form.getByLabel(v.serviceForm.category).selectOption({ label: "Wedding Photography" });
  await form.getByLabel(v.serviceForm.descriptionEn).fill("Eight hours, two photographers, an edited album.");
  await form.getByRole("button", { name: v.serviceForm.create }).click();

  await expect(page).toHaveURL(/\/en\/vendor\/services\/[0-9A-Z]{26}$/);
  const editor = page.getByTestId("service-editor");
  await expect(editor.locator(".admin-user__title")).toContainText(v.services.status.draft);
  await page.getByRole("button", { name: v.packages.add }).click();
  const pkg = page.getByTestId("package-form");
  await pkg.getByLabel(v.packages.nameAr).fill("الباقة الذهبية");
  await pkg.getByLabel(v.packages.nameEn).fill("Gold package");
  await pkg.getByLabel(v.packages.price).fill("250");
  await pkg.getByRole("button", { name: v.packages.addInclusion }).click();
  await pkg.getByLabel("Item 1 in Arabic").fill("ألبوم فاخر");
  await pkg.getByLabel("Item 1 in English").fill("Premium album");
  await pkg.getByRole("button", { name: v.packages.create }).click();
  await expect(page.getByTestId("package-item")).toContainText("Gold package");
  await expect(page.getByTestId("package-item")).toContainText("250.000");

  // The email was verified by the link that signed this account in (registration opens no session), so
  // publishing goes through; the unverified-email gate is covered by server/catalog/services.test.ts.
  const statusCard = page.getByTestId("service-status");
  await expect(editor.locator(".admin-user__title")).toContainText(v.services.status.draft);
  await statusCard.getByRole("button", { name: v.services.actions.publish }).click();
  await expect(statusCard.getByRole("status")).toHaveText(v.services.moved.publish);
  await expect(editor.locator(".admin-user__title")).toContainText(v.services.status.published);
  await expect(statusCard.getByRole("button")).toHaveText([v.services.actions.unpublish, v.services.actions.archive]);
  await shot(page, "service-editor");
  await page.goto("/en/vendor");
  await expect(page.getByTestId("completeness")).toBeVisible();
  await expect(page.getByTestId("vendor-figures")).toBeVisible();
  await shot(page, "dashboard");

  // The public profile (English, then Arabic rtl): the published service, its package and price; no contact details.
  const response = await page.goto(`/en/vendors/${slug}`);
  expect(response?.status()).toBe(200);
  const profile = page.getByTestId("vendor-profile");
  await expect(profile.getByRole("heading", { level: 1 })).toHaveText(nameEn);
  await expect(page.getByTestId("verified-badge")).toContainText(en.vendorProfile.verified);
  await expect(page.getByTestId("rating-summary")).toHaveText(en.reviews.summary.none);
  const service = page.getByTestId("public-service");
  await expect(service).toHaveCount(1);
  await expect(service.getByRole("heading", { level: 3 })).toHaveText("Wedding night coverage");
  await expect(service).toContainText("KWD");
  await expect(page.getByTestId("public-package")).toContainText("Gold package");
  await expect(page.getByTestId("public-package")).toContainText("250.000");
  await expect(page.getByTestId("public-package")).toContainText("Premium album");
  await expect(profile).not.toContainText(`studio-${tag}@example.com`);
  await expect(profile).not.toContainText("+96560001234");
  await shot(page, "public-en");

  await page.goto(`/vendors/${slug}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByTestId("vendor-profile").getByRole("heading", { level: 1 })).toHaveText(nameAr);
  await expect(page.getByTestId("public-service").getByRole("heading", { level: 3 })).toHaveText("تغطية حفل الزفاف");
  await expect(page.getByTestId("public-package")).toContainText("250.000");
  await expect(page.getByTestId("verified-badge")).toContainText(ar.vendorProfile.verified);
  await shot(page, "public-ar");
});

test("an unknown or unpublished vendor page is the localized 404", async ({ page }) => {
  const response = await page.goto("/en/vendors/no-such-vendor-e2e");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.notFound.title);
});

test("the demo vendor's owner uploads a logo, asks for a paid plan (awaiting payment) and invites a team member", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, "vendor@demo.kw");

  // Logo: an image made here, uploaded, verified and attached.
  await page.goto("/en/vendor/profile");
  const media = page.getByTestId("profile-media");
  const logo = await sharp({ create: { width: 320, height: 320, channels: 3, background: { r: 15, g: 110, b: 110 } } })
    .png()
    .toBuffer();
  await media.getByLabel(v.profile.uploadLogo).setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: logo });
  await expect(media.getByRole("status").filter({ hasText: v.profile.logoSaved })).toBeVisible({ timeout: 60_000 });
  await expect(media.getByRole("img", { name: v.profile.logo })).toBeVisible();
  // A too-small image is refused by the verification, with the reason.
  const tiny = await sharp({ create: { width: 50, height: 50, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .png()
    .toBuffer();
  await media.getByLabel(v.profile.uploadLogo).setInputFiles({ name: "tiny.png", mimeType: "image/png", buffer: tiny });
  await expect(media.getByRole("alert")).toContainText("at least 200×200 pixels", { timeout: 60_000 });
  await expect(page.getByTestId("vendor-profile-form").getByLabel(v.business.nameEn)).not.toHaveValue("");
  await shot(page, "profile");

  // Subscription: a paid plan waits for its payment (the pay button starts it).
  await page.goto("/en/vendor/subscription");
  await expect(page.getByTestId("current-plan")).toBeVisible();
  const choose = page
    .getByTestId("plan-card")
    .getByRole("button", { name: /^Choose / })
    .first();
  const planName = (await choose.textContent())!.replace(/^Choose /, "");
  await choose.click();
  const pending = page.getByTestId("pending-payment");
  await expect(pending).toContainText(`Awaiting payment for ${planName}`);
  await expect(pending.getByTestId("pay-plan")).toBeVisible();
  await expect(page.getByTestId("plan-card").filter({ hasText: planName }).getByText(v.subscription.pendingBadge)).toBeVisible();
  await shot(page, "subscription");
  // The pay button opens the payment POST /subscriptions started: the gateway's hosted page.
  await pending.getByTestId("pay-plan").click();
  await expect(page).toHaveURL(/\/en\/sandbox-pay\/sbx_/);

  // Team: invite someone, see the open invitation, cancel it.
  await page.goto("/en/vendor/team");
  const invitee = `e2e-staff-${Date.now()}@example.com`;
  const invite = page.getByTestId("invite-form");
  await invite.getByLabel(v.team.email).fill(invitee);
  await invite.getByRole("button", { name: v.team.invite }).click();
  await expect(invite.getByRole("status")).toContainText(invitee);
  const invitations = page.getByTestId("team-invitations");
  await expect(invitations).toContainText(invitee);
  await shot(page, "team");
  await invitations.getByRole("button", { name: `Cancel the invitation to ${invitee}` }).click();
  await page
    .getByRole("dialog", { name: v.team.confirmRevoke.replace("{name}", invitee) })
    .getByRole("button", { name: `Cancel the invitation to ${invitee}` })
    .click();
  await expect(page.getByRole("button", { name: `Cancel the invitation to ${invitee}` })).toHaveCount(0);

  await page.goto("/en/vendor/documents");
  await expect(page.getByTestId("vendor-documents")).toBeVisible();
});

test("a super admin manages plans, categories and content pages, and finds the changes in the audit log", async ({ page }) => {
  test.setTimeout(120_000);
  const c = en.adminCatalog;
  const tag = stamp();
  await signIn(page, "super@demo.kw");

  // Plans: create one, then delete it (no subscribers: really deleted).
  await page.goto("/en/admin/plans");
  await expect(page.getByTestId("plans-table")).toContainText("free");
  await page.getByText(c.plans.createTitle).click();
  const planForm = page.getByTestId("plan-create-form");
  await planForm.getByLabel(c.plans.fields.code, { exact: true }).fill(`e2e-${tag}`);
  await planForm.getByLabel(c.plans.fields.name_ar).fill("باقة تجريبية");
  await planForm.getByLabel(c.plans.fields.name_en).fill(`Trial ${tag}`);
  await planForm.getByLabel(c.plans.fields.price_monthly).fill("7.5");
  await planForm.getByLabel(c.plans.fields.rfq_receive_limit).fill("40");
  await planForm.getByLabel(c.plans.fields.team_size).fill("2");
  await planForm.getByRole("button", { name: c.plans.create }).click();
  await expect(page.getByRole("status")).toHaveText(`Trial ${tag} was created.`);
  const row = page
    .getByTestId("plans-table")
    .getByRole("row")
    .filter({ hasText: `Trial ${tag}` });
  await expect(row).toContainText("KWD 7.500");
  await shot(page, "admin-plans");
  await row.getByRole("button", { name: `Delete Trial ${tag}` }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: `Delete Trial ${tag}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(`Trial ${tag} was deleted.`);

  // Categories: create a subcategory, deactivate it (with a reason), delete it.
  await page.goto("/en/admin/categories");
  await page.getByText(c.categories.createTitle).click();
  const catForm = page.getByTestId("category-create-form");
  await catForm.getByLabel(c.categories.fields.name_ar).fill("تجربة");
  await catForm.getByLabel(c.categories.fields.name_en).fill(`Trial ${tag}`);
  await catForm.getByLabel(c.categories.fields.slug).fill(`e2e-${tag}`);
  await catForm.getByLabel(c.categories.fields.icon).fill("star");
  await catForm.getByLabel(c.categories.fields.parent_id).selectOption({ label: "Photography" });
  await catForm.getByRole("button", { name: c.categories.create }).click();
  await expect(page.getByRole("status")).toHaveText(`Trial ${tag} was created.`);
  const category = page.getByTestId("admin-category").filter({ hasText: `e2e-${tag}` });
  await expect(category).toContainText(c.categories.status.active);
  await category.getByRole("button", { name: `Deactivate Trial ${tag}` }).click();
  // The page's dialog asks for the audit log's reason.
  const moveDialog = page.getByRole("dialog", { name: `Deactivate Trial ${tag}` });
  await moveDialog.getByLabel(c.categories.reasonPrompt).fill("Seasonal cleanup");
  await shot(page, "admin-category-move");
  await moveDialog.getByRole("button", { name: `Deactivate Trial ${tag}` }).click();
  await expect(category).toContainText(c.categories.status.inactive);
  await shot(page, "admin-categories");
  await category.getByRole("button", { name: `Delete Trial ${tag}` }).click();
  await page
    .getByRole("dialog", { name: `Delete Trial ${tag} permanently?` })
    .getByRole("button", { name: `Delete Trial ${tag}` })
    .click();
  await expect(page.getByRole("status")).toHaveText(`Trial ${tag} was deleted.`);

  // A content page, published, readable at /pages/<slug>.
  await page.goto("/en/admin/pages");
  await page.getByText(c.pages.createTitle).click();
  const pageForm = page.getByTestId("cms-create-form");
  await pageForm.getByLabel(c.pages.fields.slug).fill(`e2e-${tag}`);
  await pageForm.getByLabel(c.pages.fields.status).selectOption("published");
  await pageForm.getByLabel(c.pages.fields.title_ar).fill("صفحة تجريبية");
  await pageForm.getByLabel(c.pages.fields.title_en).fill(`Trial page ${tag}`);
  await pageForm.getByLabel(c.pages.fields.body_ar).fill("نص تجريبي.");
  await pageForm.getByLabel(c.pages.fields.body_en).fill("Trial text.");
  await pageForm.getByRole("button", { name: c.pages.create }).click();
  await expect(page.getByRole("status")).toHaveText(`Trial page ${tag} was created.`);
  await shot(page, "admin-pages");
  await page
    .getByTestId("cms-pages-table")
    .getByRole("link", { name: `Trial page ${tag}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Trial page ${tag}`);

  // The audit log: the category's changes, with the reason given.
  await page.goto("/en/admin/audit-logs");
  await page.getByLabel(c.audit.filters.action).fill("category.");
  await page.getByRole("button", { name: c.audit.apply }).click();
  await expect(page).toHaveURL(/action=category/);
  const audit = page.getByTestId("audit-table");
  await expect(audit).toContainText("Seasonal cleanup");
  await shot(page, "admin-audit");
});
