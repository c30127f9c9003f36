// @vitest-environment happy-dom
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import ar from "@/messages/ar.json";
import { ApiCallError } from "./api-client";
import { ErrorLine } from "./states";
import { renderPage } from "../test/render";

// A refused action says why: codes the portal words itself read its wording, any
// other code the API's message (in the caller's language), and "something went
// wrong" only when the answer carried no message (components/ui/errors.ts).

afterEach(cleanup);

const refused = (code: string, message: string) => new ApiCallError(409, { code, message, details: null });
const shown = () => screen.getByTestId("action-error").textContent;

describe("the error line under an action", () => {
  it("an unlisted code reads the API's message, not the generic line (a hall's day already taken)", () => {
    renderPage(<ErrorLine error={refused("VENDOR_UNAVAILABLE", "القاعة محجوزة في هذا اليوم.")} />, "ar");
    expect(shown()).toBe("القاعة محجوزة في هذا اليوم.");
  });

  it("a code the portal words itself reads its wording; no message at all reads the generic line", () => {
    renderPage(<ErrorLine error={refused("QUOTATION_EXPIRED", "Quotation expired")} />, "ar");
    expect(shown()).toBe(ar.rfqs.errors.QUOTATION_EXPIRED);
    cleanup();
    renderPage(<ErrorLine error={refused("INTERNAL_ERROR", "")} />, "ar");
    expect(shown()).toBe(ar.rfqs.errors.generic);
  });
});
