// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { Code, WithNames } from "./names";
import { renderPage } from "../test/render";

afterEach(cleanup);

// The route walk (e2e/every-page.spec.ts) reads a name apart from the page's language only when it is marked.
describe("names and codes in a sentence", () => {
  it("marks the Arabic name in the English greeting as a name, the rest stays the sentence", () => {
    const greeting = en.auth.account.greeting.replace("{name}", "نورة العتيبي");
    renderPage(<h2>{<WithNames text={greeting} names={["نورة العتيبي"]} />}</h2>, "en");
    const heading = screen.getByRole("heading");
    expect(heading.textContent).toBe(greeting);
    const name = heading.querySelector("bdi[data-name]");
    expect(name?.textContent).toBe("نورة العتيبي");
    expect(heading.firstChild?.textContent).toBe(greeting.slice(0, greeting.indexOf("نورة")));
  });

  it("marks every name once each, longest first, and leaves a sentence without names as it is", () => {
    renderPage(<p data-testid="s">{<WithNames text="Al Raya Hall quoted Al Raya Hall Two" names={["Al Raya Hall", "Al Raya Hall Two", ""]} />}</p>, "en");
    expect([...screen.getByTestId("s").querySelectorAll("bdi[data-name]")].map((b) => b.textContent)).toEqual(["Al Raya Hall", "Al Raya Hall Two"]);
    cleanup();
    renderPage(<p data-testid="s">{<WithNames text="Welcome" names={[null]} />}</p>, "en");
    expect(screen.getByTestId("s").innerHTML).toBe("Welcome");
  });

  it("keeps a reference code left to right and untranslated", () => {
    renderPage(<Code>BK-9N36TASW</Code>);
    const code = screen.getByText("BK-9N36TASW");
    expect(code.tagName).toBe("BDI");
    expect(code.getAttribute("dir")).toBe("ltr");
    expect(code.getAttribute("translate")).toBe("no");
  });
});
