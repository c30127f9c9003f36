import { describe, expect, it } from "vitest";
import { vendorOwnedBy } from "@/server/test/fixtures";
import { signedIn } from "@/server/test/identity";
import { hasSessionMarker, homeOf, viewerOfRequest } from "./viewer";

// The shell reads who is looking at a page from the request's cookies.

const withCookie = (cookie: string) => new Headers({ cookie });

describe("viewerOfRequest", () => {
  it("is null for a visitor and for a token that does not verify", async () => {
    expect(await viewerOfRequest(new Headers(), "en")).toBeNull();
    expect(await viewerOfRequest(withCookie("access_token=not-a-token"), "en")).toBeNull();
  });

  it("names a customer, who lands on the account", async () => {
    const user = await signedIn({ roles: ["customer"], firstName: "Hessa", lastName: "Ali" });
    const viewer = await viewerOfRequest(withCookie(`access_token=${user.token}`), "en");
    expect(viewer).toMatchObject({ name: "Hessa Ali", customer: true, vendor: false, admin: false, vendors: [], activeContext: "customer" });
    expect(homeOf(viewer)).toBe("/account");
  });

  it("lists a vendor member's vendors in the page's language, who lands on the vendor dashboard", async () => {
    const user = await signedIn({ roles: ["customer"] });
    const vendor = await vendorOwnedBy(user.id);
    const viewer = await viewerOfRequest(withCookie(`access_token=${user.token}`), "ar");
    expect(viewer).toMatchObject({ customer: true, vendor: true, admin: false, vendors: [{ id: vendor.id, name: vendor.nameAr, role: "vendor_owner" }] });
    expect(homeOf(viewer)).toBe("/vendor");
  });

  it("marks admins (not customers) and sends them to the admin area", async () => {
    const admin = await signedIn({ roles: ["admin_super"] });
    const viewer = await viewerOfRequest(withCookie(`access_token=${admin.token}`), "en");
    expect(viewer).toMatchObject({ admin: true, customer: false, vendor: false });
    expect(homeOf(viewer)).toBe("/admin");
  });

  it("carries the permissions the admin navigation shows sections by, and the admin roles held", async () => {
    const finance = await signedIn({ roles: ["admin_finance"] });
    const support = await signedIn({ roles: ["admin_support"] });
    const moderator = await signedIn({ roles: ["admin_moderator"] });
    const view = async (token: string) => viewerOfRequest(withCookie(`access_token=${token}`), "en");
    expect(await view(finance.token)).toMatchObject({
      permissions: ["payment.oversee", "refund.approve", "plan.manage", "report.finance", "settlement.manage"],
      adminRoles: ["admin_finance"],
    });
    expect((await view(support.token))?.permissions).toEqual(["vendor.read", "user.read", "booking.oversee", "review.moderate"]);
    // The content moderator: taxonomy, pages and search, no users, vendors or reviews.
    expect((await view(moderator.token))?.permissions).toEqual(["taxonomy.manage", "cms.manage", "search.synonyms.manage", "search.report", "featured.manage"]);
  });

  it("refuses a suspended user's session", async () => {
    const user = await signedIn({ roles: ["customer"], status: "suspended" });
    expect(await viewerOfRequest(withCookie(`access_token=${user.token}`), "en")).toBeNull();
  });
});

describe("hasSessionMarker", () => {
  it("sees the signed-in marker among the cookies", () => {
    expect(hasSessionMarker(withCookie("a=1; signed_in=1"))).toBe(true);
    expect(hasSessionMarker(withCookie("a=1; not_signed_in=1"))).toBe(false);
    expect(hasSessionMarker(new Headers())).toBe(false);
  });
});
