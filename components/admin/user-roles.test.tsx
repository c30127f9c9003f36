// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderPage, stubApi } from "@/components/test/render";
import { BUILT_IN_ROLES } from "@/server/identity/roles";
import type { AdminUser } from "./types";
import { UserRoles } from "./user-roles";

// The role `admin_moderator` is named by what it does: categories, synonyms,
// search reports, featured settings and pages. Review moderation is Support's,
// Operations' and Super's (spec Authentication 13), so its name promises none.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { id: "u-1", role_grants: [{ role: "admin_moderator", vendor_id: null, granted_at: "2026-01-01T00:00:00.000Z" }] } as unknown as AdminUser;

describe("the content editor role", () => {
  it.each([
    ["en", "Content editor", /moderat/i],
    ["ar", "محرر المحتوى", /مشرف|إشراف/],
  ] as const)('is shown as %s "%s" on the admin user page', (locale, label, promise) => {
    stubApi({});
    renderPage(<UserRoles user={user} canAssign={false} />, locale);
    const chip = screen.getByTestId("user-roles").querySelector(".role-chip");
    expect(chip?.textContent).toBe(label);
    expect(chip?.textContent).not.toMatch(promise);
  });

  it("keeps its permissions: the content areas, no review moderation", () => {
    expect(BUILT_IN_ROLES.admin_moderator).toEqual([
      "admin.access",
      "taxonomy.manage",
      "search.synonyms.manage",
      "search.report",
      "featured.manage",
      "cms.manage",
    ]);
    expect(BUILT_IN_ROLES.admin_support).toContain("review.moderate");
    expect(BUILT_IN_ROLES.admin_operations).toContain("review.moderate");
  });
});
