// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { renderPage } from "../test/render";
import { PageHeading } from "./page-frame";

// The head of a portal page: one h1 that labels the page, the pages above it
// as a named breadcrumb navigation, the actions beside the title, the lead.

afterEach(cleanup);

describe("the head of a portal page", () => {
  it("shows the title as the page's one heading, with the eyebrow and the lead", () => {
    renderPage(<PageHeading title="Payouts" eyebrow="Admin" intro="Settlement runs per day." />, "en");
    const heading = screen.getByRole("heading", { level: 1, name: "Payouts" });
    expect(heading.id).toBe("area-title");
    expect(screen.getByText("Admin")).toBeTruthy();
    expect(screen.getByText("Settlement runs per day.")).toBeTruthy();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("names the breadcrumbs in the page's language and links each page above this one", () => {
    renderPage(<PageHeading title="سارة" breadcrumbs={[{ href: "/admin/users", label: ar.adminUsers.detail.back }]} />, "ar");
    const crumbs = screen.getByRole("navigation", { name: ar.common.breadcrumbs });
    const link = within(crumbs).getByRole("link", { name: ar.adminUsers.detail.back });
    expect(link.getAttribute("href")).toContain("/admin/users");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("سارة");
  });

  it("puts the actions and a status beside the title", () => {
    renderPage(
      <PageHeading
        title="Reviews"
        aside={<span data-testid="status">Active</span>}
        actions={<a href="/en/admin/reviews/criteria">{en.reviews.criteriaAdmin.link}</a>}
        breadcrumbs={[{ href: "/admin", label: "Home" }]}
      />,
      "en",
    );
    const head = screen.getByRole("heading", { level: 1, name: "Reviews" }).parentElement!;
    expect(within(head).getByRole("link", { name: en.reviews.criteriaAdmin.link })).toBeTruthy();
    expect(within(head).getByTestId("status").textContent).toBe("Active");
    expect(screen.getByRole("navigation", { name: en.common.breadcrumbs })).toBeTruthy();
  });

  it("keeps a hidden title for screen readers (a page whose panes say what it is)", () => {
    renderPage(<PageHeading title="Messages" titleHidden eyebrow="My account" />, "en");
    expect(screen.getByRole("heading", { level: 1, name: "Messages" }).className).toContain("visually-hidden");
    // No eyebrow left standing alone above the panes.
    expect(screen.queryByText("My account")).toBeNull();
  });
});
