// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button, buttonClassName, LinkButton } from "./button";
import { renderPage } from "../test/render";

// The one button of the portals: its looks come from variant and size, a busy button says so and takes no second
// click, and a link that looks like a button keeps the page's language in its address.

afterEach(cleanup);

describe("Button", () => {
  it("is a primary, normal-sized button of type button unless told otherwise", () => {
    renderPage(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button.className).toBe("button");
    expect(button.getAttribute("type")).toBe("button");
    expect(button.hasAttribute("aria-busy")).toBe(false);
  });

  it("takes each variant and the large size as classes, the caller's layout class after them", () => {
    renderPage(
      <>
        <Button variant="secondary">Back</Button>
        <Button variant="danger">Delete</Button>
        <Button variant="link" className="row-end">
          Edit
        </Button>
        <Button size="lg" type="submit">
          Accept
        </Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Back" }).className).toBe("button button--secondary");
    expect(screen.getByRole("button", { name: "Delete" }).className).toBe("button button--danger");
    expect(screen.getByRole("button", { name: "Edit" }).className).toBe("button button--link row-end");
    const accept = screen.getByRole("button", { name: "Accept" });
    expect(accept.className).toBe("button button--lg");
    expect(accept.getAttribute("type")).toBe("submit");
  });

  it("while loading is disabled and busy, and still reads its label", () => {
    renderPage(<Button loading>Pay</Button>);
    const button = screen.getByRole("button", { name: "Pay" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toBe("Pay");
  });

  it("passes the other button props through", () => {
    renderPage(
      <Button disabled form="f" data-testid="go" aria-describedby="hint">
        Go
      </Button>,
    );
    const button = screen.getByTestId("go") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute("form")).toBe("f");
    expect(button.getAttribute("aria-describedby")).toBe("hint");
  });
});

describe("LinkButton", () => {
  it("is a link with the button's looks, its address prefixed on an English page", () => {
    renderPage(
      <LinkButton href="/search" variant="secondary">
        Search
      </LinkButton>,
      "en",
    );
    const link = screen.getByRole("link", { name: "Search" });
    expect(link.getAttribute("href")).toBe("/en/search");
    expect(link.className).toBe("button button--secondary");
  });

  it("keeps an Arabic page's address as it is (Arabic is the unprefixed default)", () => {
    renderPage(<LinkButton href="/search">ابحث</LinkButton>, "ar");
    expect(screen.getByRole("link", { name: "ابحث" }).getAttribute("href")).toBe("/search");
  });

  it("external: a plain link to a file or another site, its address untouched", () => {
    renderPage(
      <LinkButton external href="https://maps.example/x" target="_blank" rel="noopener noreferrer" size="lg">
        Map
      </LinkButton>,
      "en",
    );
    const link = screen.getByRole("link", { name: "Map" });
    expect(link.getAttribute("href")).toBe("https://maps.example/x");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.className).toBe("button button--lg");
  });
});

it("buttonClassName gives another element (a file input's label) the same looks", () => {
  expect(buttonClassName()).toBe("button");
  expect(buttonClassName("secondary", "md", "rv-file__button")).toBe("button button--secondary rv-file__button");
});
