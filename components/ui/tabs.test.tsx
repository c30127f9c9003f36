// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Tabs } from "./tabs";
import { renderPage } from "../test/render";

// Two ways to sign in as tabs: the first is chosen, only its panel exists, a click or an arrow key moves to another,
// and in Arabic the arrow that moves forward is the left one.

afterEach(cleanup);

const tabs = [
  { key: "password", label: "By password", content: <label>Email address</label> },
  { key: "phone", label: "By phone", content: <label>Phone number</label> },
  // A third, so that a move backwards (wrapping to the last tab) is not mistaken for a move forwards.
  { key: "link", label: "By link", content: <label>Sign-in link</label> },
];

describe("Tabs", () => {
  it("names its list, selects the first tab and renders only its panel, which is not named after the tab", () => {
    renderPage(<Tabs label="Ways to sign in" tabs={tabs} />, "en");
    expect(screen.getByRole("tablist", { name: "Ways to sign in" })).toBeTruthy();
    expect(screen.getByRole("tab", { name: "By password" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Email address")).toBeTruthy();
    expect(screen.queryByText("Phone number")).toBeNull();
    expect(screen.getByRole("tabpanel").hasAttribute("aria-labelledby")).toBe(false);
  });

  it("shows the other panel when its tab is chosen", () => {
    renderPage(<Tabs label="Ways to sign in" tabs={tabs} />, "en");
    fireEvent.mouseDown(screen.getByRole("tab", { name: "By phone" }), { button: 0 });
    expect(screen.getByRole("tab", { name: "By phone" }).getAttribute("aria-selected")).toBe("true");
    expect(screen.getByText("Phone number")).toBeTruthy();
    expect(screen.queryByText("Email address")).toBeNull();
  });

  it("moves forward with the left arrow in Arabic and with the right arrow in English", async () => {
    renderPage(<Tabs label="طرق الدخول" tabs={tabs} />, "ar");
    const first = screen.getByRole("tab", { name: "By password" });
    first.focus();
    fireEvent.keyDown(first, { key: "ArrowLeft" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("tab", { name: "By phone" })));
    cleanup();

    renderPage(<Tabs label="Ways to sign in" tabs={tabs} />, "en");
    const english = screen.getByRole("tab", { name: "By password" });
    english.focus();
    fireEvent.keyDown(english, { key: "ArrowRight" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("tab", { name: "By phone" })));
  });
});
