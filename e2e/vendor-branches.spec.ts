import { expect, test } from "@playwright/test";
import ar from "../messages/ar.json" with { type: "json" };
import en from "../messages/en.json" with { type: "json" };
import { ownContext, signedIn } from "./support/accounts";
import { PHONE, SETTLE, checkWidths, json, noHorizontalOverflow, shot } from "./support/pages";

// Branches (docs/vendor-team.md "Branches"), in Arabic on a phone: the demo vendor's owner adds a branch
// in an area the vendor does not serve; a visitor's search in that area then
// finds the vendor once, its card and profile saying "Branches in: ...";
// the owner removes the branch and the vendor leaves that area's results.
// (An index writer: it changes what the area's search lists.)

type Governorate = { name: string; areas: { id: string; name: string; name_en: string }[] };
type Card = { id: string };

test("a vendor owner adds a branch in another area; search there finds the vendor once, with its branches' areas", async ({ browser }) => {
  test.setTimeout(150_000);
  const owner = await signedIn(browser, "vendor@demo.kw", { viewport: PHONE });
  const op = owner.page;
  const vendor = await json<{ id: string; slug: string }>(op.request.get("/api/v1/vendors/me"));
  const governorates = await json<Governorate[]>(op.request.get("/api/v1/areas"));
  // An area where no listed vendor is (the search's area facet counts them), so the search there is the branch's alone.
  const all = await (await op.request.get("/api/v1/search/vendors?per_page=1")).json();
  const counted = all.meta.facets.area_id as Record<string, number>;
  const area = governorates.flatMap((g) => g.areas).find((a) => !counted[a.id]);
  expect(area, "an area without vendors").toBeDefined();

  await op.goto("/vendor/branches");
  const form = op.getByTestId("branch-form");
  await form.getByLabel(ar.vendorPortal.branches.nameAr).fill("فرع التجربة");
  await form.getByLabel(ar.vendorPortal.branches.nameEn).fill("Trial branch");
  await form.getByLabel(ar.vendorPortal.branches.area).selectOption(area!.id);
  await form.getByLabel(ar.vendorPortal.branches.dailyCapacity).fill("2");
  await form.getByRole("button", { name: ar.vendorPortal.branches.add }).click();
  await expect(form.getByRole("status")).toContainText("فرع التجربة");
  const branch = op.getByTestId("branch-list").locator("li").filter({ hasText: "فرع التجربة" });
  await expect(branch).toContainText(area!.name);
  await expect(branch).toContainText("حجزان في اليوم");
  await noHorizontalOverflow(op);
  await shot(op, "vendor-branches-ar-phone");
  await checkWidths(op, "/vendor/branches", "branch-list", "vendor-branches");
  // The English page names the branch and its area in English.
  await op.goto("/en/vendor/branches");
  const english = op.getByTestId("branch-list").locator("li").filter({ hasText: "Trial branch" });
  await expect(english).toContainText(area!.name_en);
  await expect(english).not.toContainText(area!.name);

  // A visitor searches the branch's area: the vendor, once, saying where its branches are.
  const visitor = (await ownContext(browser, { viewport: PHONE })).page;
  const branchesLine = ar.search.card.branches.replace("{areas}", area!.name);
  await expect
    .poll(async () => {
      await visitor.goto(`/search?area_id=${area!.id}`);
      return visitor.getByTestId("vendor-card-branches").allTextContents();
    }, SETTLE)
    .toEqual([branchesLine]);
  await noHorizontalOverflow(visitor);
  await shot(visitor, "search-branch-area-ar-phone");
  await visitor.goto(`/vendors/${vendor.slug}`);
  await expect(visitor.getByTestId("vendor-branches")).toHaveText(branchesLine);
  await visitor.goto(`/en/vendors/${vendor.slug}`);
  await expect(visitor.getByTestId("vendor-branches")).toContainText(en.vendorProfile.branches.split("{")[0].trim());

  // The owner removes the branch: the area's search no longer lists the vendor.
  await op.goto("/vendor/branches");
  const removeBranch = ar.vendorPortal.branches.remove.replace("{name}", "فرع التجربة");
  await op.getByTestId("vendor-branches").getByRole("button", { name: removeBranch }).click();
  await op.getByRole("dialog").getByRole("button", { name: removeBranch }).click();
  await expect(op.getByTestId("vendor-branches")).not.toContainText("فرع التجربة");
  await expect.poll(async () => (await json<Card[]>(visitor.request.get(`/api/v1/search/vendors?area_id=${area!.id}`))).map((c) => c.id), SETTLE).toEqual([]);
  await owner.context.close();
});
