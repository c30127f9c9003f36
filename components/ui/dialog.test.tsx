// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { renderPage } from "../test/render";
import { Button } from "./button";
import { useConfirm } from "./confirm";
import { Dialog, type ConfirmOptions } from "./dialog";

// The portals' dialog and the confirm question asked with it: the answer is what the person clicked or pressed,
// the title names the dialog, focus goes into it and comes back to the button that opened it.

afterEach(cleanup);

/** A button that asks `options` and writes the answer below itself. */
function Asker({ options }: { options: ConfirmOptions }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <Button onClick={async () => setAnswer(String(await confirm(options)))}>Delete page</Button>
      <p data-testid="answer">{answer}</p>
    </>
  );
}

async function ask(options: ConfirmOptions, locale: "ar" | "en" = "en") {
  renderPage(<Asker options={options} />, locale);
  const opener = screen.getByRole("button", { name: "Delete page" });
  opener.focus();
  await act(async () => fireEvent.click(opener));
  return { opener, dialog: await screen.findByRole("dialog") };
}

const answer = () => screen.getByTestId("answer").textContent;

describe("useConfirm", () => {
  it("answers true on the confirm button, which carries the action's label", async () => {
    const { dialog } = await ask({ title: "Delete “About”?", confirmLabel: "Delete", danger: true });
    const button = within(dialog).getByRole("button", { name: "Delete" });
    expect(button.className).toContain("button--danger");
    await act(async () => fireEvent.click(button));
    await waitFor(() => expect(answer()).toBe("true"));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("answers false on cancel, labelled Cancel unless told otherwise", async () => {
    const { dialog } = await ask({ title: "Delete “About”?", confirmLabel: "Delete" });
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" })));
    await waitFor(() => expect(answer()).toBe("false"));
  });

  it("answers false on Escape and gives focus back to the button that asked", async () => {
    const { opener, dialog } = await ask({ title: "Delete “About”?", confirmLabel: "Delete" });
    await act(async () => fireEvent.keyDown(dialog, { key: "Escape" }));
    await waitFor(() => expect(answer()).toBe("false"));
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("names the dialog by its title, describes it by the body and moves focus into it", async () => {
    const { dialog } = await ask({ title: "Remove the guest?", body: "Their RSVP link stops working.", confirmLabel: "Remove" });
    expect(screen.getByRole("dialog", { name: "Remove the guest?" })).toBe(dialog);
    const describedBy = dialog.getAttribute("aria-describedby");
    expect(describedBy && document.getElementById(describedBy)?.textContent).toBe("Their RSVP link stops working.");
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it("speaks the page's language: Arabic labels and right-to-left", async () => {
    const { dialog } = await ask({ title: "حذف الصفحة؟", confirmLabel: "حذف" }, "ar");
    expect(dialog.getAttribute("dir")).toBe("rtl");
    expect(within(dialog).getByRole("button", { name: "إلغاء" })).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "إغلاق" })).toBeTruthy();
  });
});

describe("Dialog", () => {
  function Editor() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog open={open} onOpenChange={setOpen} title="Decline the order" actions={<Button>Decline</Button>}>
        <label>
          Reason <input />
        </label>
      </Dialog>
    );
  }

  it("holds a form's body and footer actions, and its close button closes it", async () => {
    renderPage(<Editor />, "en");
    const dialog = await screen.findByRole("dialog", { name: "Decline the order" });
    expect(within(dialog).getByLabelText("Reason")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Decline" })).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole("button", { name: "Close" })));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });
});
