// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorText } from "./error-text";

// Every error line of the screens is an ErrorText: announced as an alert, in
// the error look, with the id a control's aria-describedby names.

afterEach(cleanup);

describe("an error line", () => {
  it("is announced as an alert in the error look, a paragraph by default", () => {
    render(<ErrorText>The code has expired.</ErrorText>);
    const line = screen.getByRole("alert");
    expect(line.textContent).toBe("The code has expired.");
    expect(line.tagName).toBe("P");
    expect(line.className).toBe("form-field__error");
  });

  it("carries the id a field's aria-describedby names, and its test id", () => {
    render(
      <>
        <input aria-label="Reference" aria-describedby="reference-error" />
        <ErrorText id="reference-error" testId="reference-error">
          Required.
        </ErrorText>
      </>,
    );
    const described = screen.getByRole("textbox", { name: "Reference" }).getAttribute("aria-describedby") ?? "";
    expect(document.getElementById(described)).toBe(screen.getByRole("alert"));
    expect(screen.getByTestId("reference-error").textContent).toBe("Required.");
  });

  it("renders the element asked for: a list of errors stays a list", () => {
    render(
      <ErrorText as="ul">
        <li>Too long.</li>
        <li>Not a link.</li>
      </ErrorText>,
    );
    const list = screen.getByRole("alert");
    expect(list.tagName).toBe("UL");
    expect(Array.from(list.querySelectorAll("li"), (item) => item.textContent)).toEqual(["Too long.", "Not a link."]);
  });

  it("a standing note (alert={false}) keeps the look but is not announced", () => {
    render(
      <ErrorText as="span" alert={false}>
        No payout account
      </ErrorText>,
    );
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByText("No payout account").className).toBe("form-field__error");
  });
});
