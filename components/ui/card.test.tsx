// @vitest-environment happy-dom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../test/render";
import { Card, CardList, CardMeta } from "./card";

// A card: one thing on its own surface, its title a heading of the level the
// page needs, its actions at its foot; a list of cards is a list.

afterEach(cleanup);

describe("a card", () => {
  it("opens with its title as a heading of the level given and closes with its footer", () => {
    renderPage(
      <Card title="Payout account" headingLevel={3} footer={<a href="/en/vendor/payout-account">Change</a>} data-testid="payout">
        <p>IBAN ending 1234</p>
      </Card>,
      "en",
    );
    const card = screen.getByTestId("payout");
    expect(card.tagName).toBe("SECTION");
    expect(within(card).getByRole("heading", { level: 3, name: "Payout account" })).toBeTruthy();
    expect(within(card).getByText("IBAN ending 1234")).toBeTruthy();
    const footer = within(card).getByRole("link", { name: "Change" }).closest("footer");
    expect(footer?.parentElement).toBe(card);
  });

  it("is a list item in a list of cards, with no heading unless given one", () => {
    renderPage(
      <CardList data-testid="rows">
        <Card as="li" align="start" className="bk-row" data-testid="row">
          <CardMeta>
            <span>12 May</span>
            <span>40 guests</span>
          </CardMeta>
        </Card>
      </CardList>,
      "en",
    );
    const list = screen.getByRole("list");
    expect(within(list).getAllByRole("listitem")).toHaveLength(1);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getByTestId("row").className).toContain("bk-row");
  });
});
