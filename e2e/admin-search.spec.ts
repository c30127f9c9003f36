import { expect, test } from "@playwright/test";
import en from "../messages/en.json" with { type: "json" };
import { apiLogin, DEMO_PASSWORD } from "./support/accounts";

// Search administration in the browser: a Super Admin adds a synonym group,
// sees it after a reload, and the dictionary is put back as it was. Sign-in
// goes through the API (page.request shares the browser's cookies).
const m = en.adminSearch;

test("Super Admin saves a synonym group and sees it after reload; a one-term line is refused with its line number", async ({ page }) => {
  const login = await apiLogin(page.request, "super@demo.kw", DEMO_PASSWORD);
  expect(login.status(), await login.text()).toBe(200);
  const original = await page.request.get("/api/v1/admin/search/synonyms");
  expect(original.status()).toBe(200);
  const dictionary = (await original.json()).data as { groups: Array<{ terms: string[] }> };

  try {
    await page.goto("/en/admin/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(m.title);
    const form = page.getByTestId("synonyms-form");
    const textarea = form.getByLabel(m.synonyms.label);
    await expect(textarea).toHaveValue(dictionary.groups.map((g) => g.terms.join(", ")).join("\n"));

    const stamp = Date.now().toString(36);
    const lines = dictionary.groups.length;
    await textarea.fill(`${await textarea.inputValue()}\nlonely${stamp}`);
    await form.getByRole("button", { name: m.synonyms.save }).click();
    await expect(form.getByRole("alert")).toContainText(`Line ${lines + 1}: ${en.api.validation.array_min.replace("{min}", "2")}`);

    await textarea.fill(`${dictionary.groups.map((g) => g.terms.join(", ")).join("\n")}\nfanous${stamp}، lantern${stamp}, فانوس${stamp}`);
    await form.getByRole("button", { name: m.synonyms.save }).click();
    await expect(form.getByRole("status")).toHaveText(m.synonyms.saved.replace("{count}", String(lines + 1)));

    await page.reload();
    await expect(page.getByTestId("synonyms-form").getByLabel(m.synonyms.label)).toHaveValue(new RegExp(`\\nfanous${stamp}, lantern${stamp}, فانوس${stamp}$`));
  } finally {
    const restored = await page.request.put("/api/v1/admin/search/synonyms", { data: dictionary });
    expect(restored.status()).toBe(200);
  }
});
