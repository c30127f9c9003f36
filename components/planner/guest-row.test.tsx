// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import ar from "@/messages/ar.json";
import { renderPage, stubApi } from "@/components/test/render";
import { GuestImport } from "./guest-import";
import { GuestRow } from "./guest-row";
import type { Guest } from "./types";

// A guest card shows one action and keeps the rest in its "More" menu (removing asks first); an
// import's row errors on the Arabic page name the columns in Arabic.

const g = ar.planner.guests;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function guest(over: Partial<Guest["rsvp"]> = {}, phone: string | null = "+447911123456"): Guest {
  return {
    id: "g-1",
    name: "هند",
    side: "bride",
    group: null,
    phone,
    email: null,
    plus_ones: 2,
    dietary_notes: null,
    language: "ar",
    rsvp: {
      status: "pending",
      head_count: null,
      answered_at: null,
      link: "https://souq.example/rsvp/tok",
      whatsapp_url: "https://wa.me/447911123456?text=x",
      ...over,
    },
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  };
}

/** The actions a person sees without opening the menu: the card's controls outside the closed <details>. */
function shownActions(card: HTMLElement) {
  const menu = card.querySelector("details")!;
  return [...card.querySelectorAll("button, a, summary")]
    .filter((el) => el.tagName === "SUMMARY" || !menu.contains(el))
    .map((el) => el.getAttribute("aria-label") ?? el.textContent);
}

describe("guest card", () => {
  it("shows one primary action (WhatsApp) and a More menu named for the guest; the rest is in the menu", () => {
    stubApi({});
    renderPage(<GuestRow eventId="ev-1" guest={guest()} />);
    const card = screen.getByTestId("guest-row");
    expect(shownActions(card)).toEqual([g.whatsapp, g.moreActions.replace("{name}", "هند")]);
    const menu = card.querySelector("details")!;
    expect(menu.open).toBe(false);
    expect([...menu.querySelectorAll("li")].map((li) => li.textContent)).toEqual([g.copyLink, g.revoke, g.edit, g.remove]);
    expect(screen.getByTestId("guest-copy-link").getAttribute("data-link")).toBe("https://souq.example/rsvp/tok");
  });

  it("without a phone copying the link is the primary action; with the link revoked, a new link", () => {
    stubApi({});
    renderPage(<GuestRow eventId="ev-1" guest={guest({ whatsapp_url: null }, null)} />);
    expect(shownActions(screen.getByTestId("guest-row"))).toEqual([g.copyLink, g.moreActions.replace("{name}", "هند")]);
    cleanup();
    renderPage(<GuestRow eventId="ev-1" guest={guest({ link: null, whatsapp_url: null })} />);
    const card = screen.getByTestId("guest-row");
    expect(shownActions(card)).toEqual([g.newLink, g.moreActions.replace("{name}", "هند")]);
    expect(card.textContent).toContain(g.linkRevoked);
  });

  it("removes the guest only once the question is confirmed in the dialog", async () => {
    const calls = stubApi({ "DELETE /events/ev-1/guests/g-1": { status: 204 } });
    renderPage(<GuestRow eventId="ev-1" guest={guest()} />);
    fireEvent.click(screen.getByRole("button", { name: g.remove }));
    const dialog = await screen.findByRole("dialog", { name: g.removeConfirm });
    fireEvent.click(within(dialog).getByRole("button", { name: ar.common.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(calls).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: g.remove }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: g.remove }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(["DELETE /events/ev-1/guests/g-1"]));
  });
});

describe("guest import on the Arabic page", () => {
  it("names each rejected row's column in Arabic, never the file's codes", async () => {
    const message = ar.api.validation.guest_plus_ones;
    stubApi({
      "POST /events/ev-1/guests/import": {
        data: {
          imported: 1,
          rejected: 3,
          errors: [
            { row: 3, field: "plus_ones", message },
            { row: 4, field: "dietary_notes", message: "x" },
            { row: 0, field: "file_base64", message: "لم تُضف صفوف." },
          ],
        },
      },
    });
    renderPage(<GuestImport eventId="ev-1" />);
    const file = new File(["name,plus_ones\nهند,ثلاثة"], "guests.csv", { type: "text/csv" });
    fireEvent.change(screen.getByTestId("guest-import-file"), { target: { files: [file] } });
    fireEvent.click(screen.getByTestId("guest-import-submit"));
    await waitFor(() => expect(screen.getAllByTestId("guest-import-error")).toHaveLength(3));
    expect(screen.getAllByTestId("guest-import-error").map((li) => li.textContent)).toEqual([
      `الصف 3، ${g.import.columns.plus_ones}: ${message}`,
      `الصف 4، ${g.import.columns.dietary_notes}: x`,
      "لم تُضف صفوف.",
    ]);
    expect(screen.getByTestId("guest-import-result").textContent).not.toMatch(/plus_ones|dietary_notes|file_base64/);
  });
});
