// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import en from "@/messages/en.json";
import { renderPage, stubApi } from "@/components/test/render";
import { SecondStep } from "./second-step";

// The sign-in's second step: a wrong code reads one error, the server's, beside
// the field; nothing generic is added to it.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const challenge = { challenge_token: "ch-1", methods: ["totp", "recovery"], expires_at: "2030-01-01T00:00:00.000Z" };

function submit(code: string) {
  fireEvent.change(screen.getByLabelText(ar.auth.twoFactor.code), { target: { value: code } });
  fireEvent.click(screen.getByRole("button", { name: ar.auth.twoFactor.submit }));
}

describe("two-factor second step", () => {
  it("a wrong code shows the server's message once, without the generic error", async () => {
    const wrong = ar.api.validation.two_factor_code_invalid;
    const calls = stubApi({
      "POST /auth/2fa/verify": { status: 422, error: { code: "VALIDATION_FAILED", message: "تحقق من الحقول.", details: { code: [wrong] } } },
    });
    renderPage(<SecondStep challenge={challenge} onRestart={() => {}} />);
    submit("123456");
    await waitFor(() => expect(screen.getByTestId("two-factor-step").textContent).toContain(wrong));
    expect(calls.find((c) => c.path === "/auth/2fa/verify")?.body).toEqual({ challenge_token: "ch-1", code: "123456" });
    const text = screen.getByTestId("two-factor-step").textContent ?? "";
    expect(text).not.toContain(ar.auth.errors.generic);
    expect(text.split(wrong)).toHaveLength(2);
    expect(screen.queryAllByRole("alert").map((el) => el.textContent)).not.toContain(ar.auth.errors.generic);
  });

  it("a refusal with no field to show it beside reads the server's message in the page's language", async () => {
    stubApi({ "POST /auth/2fa/verify": { status: 403, error: { code: "FORBIDDEN", message: "This account is suspended." } } });
    renderPage(<SecondStep challenge={challenge} onRestart={() => {}} />, "en");
    fireEvent.change(screen.getByLabelText(en.auth.twoFactor.code), { target: { value: "123456" } });
    fireEvent.click(screen.getByRole("button", { name: en.auth.twoFactor.submit }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("This account is suspended."));
  });
});
