// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage } from "@/components/test/render";
import { NavUnread } from "./nav-unread";

// The count of unread notifications beside "Notifications" in an area's menu: shown when there
// are some, with the count as the link's description while its name stays the section's.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** GET /notifications answering `unread` unread ones (the bell's meta); the calls made. */
function notificationsAnswer(unread: number): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      calls.push(url);
      const body = { data: [], meta: { next_cursor: null, unread_count: unread } };
      return new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

const NAME = ar.areas.account.sections.notifications;

function menuLink() {
  return (
    <a href="/account/notifications" aria-describedby="unread-test">
      {NAME}
      <NavUnread id="unread-test" />
    </a>
  );
}

describe("the menu's unread notifications", () => {
  it("shows the count and describes the link with it; the link keeps its name", async () => {
    const calls = notificationsAnswer(3);
    renderPage(menuLink());
    expect(await screen.findByTestId("nav-unread")).toHaveProperty("textContent", "3");
    const link = screen.getByRole("link", { name: NAME });
    expect(link.getAttribute("aria-describedby")).toBe("unread-test");
    expect(document.getElementById("unread-test")?.textContent).toBe("الإشعارات: 3 إشعارات غير مقروءة");
    // The bell's own query (path and limit), so the page sends no second one.
    expect(calls.every((url) => url.includes("/notifications?limit=8"))).toBe(true);
  });

  it("shows nothing when everything is read", async () => {
    const calls = notificationsAnswer(0);
    renderPage(menuLink());
    await vi.waitFor(() => expect(calls.length).toBe(1));
    expect(screen.queryByTestId("nav-unread")).toBeNull();
    expect(screen.getByRole("link", { name: NAME }).textContent).toBe(NAME);
  });

  it("is a dot without a number on the phone's More", async () => {
    notificationsAnswer(120);
    renderPage(<NavUnread id="more-test" dot />);
    const dot = await screen.findByTestId("nav-unread");
    expect(dot.textContent).toBe("");
    expect(dot.className).toBe("area-nav__dot");
  });
});
