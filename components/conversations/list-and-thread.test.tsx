// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatTime } from "@/components/ui/format";
import { renderPage, stubApi } from "@/components/test/render";
import { ViewerProvider, type Viewer } from "@/components/ui/viewer-context";
import { ConversationList } from "./conversation-list";
import { Thread } from "./thread";
import type { Conversation, Message } from "./types";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ replace: () => {} }),
  Link: ({ children, href, ...rest }: { children: ReactNode; href: string }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

// Two threads with one vendor say what each is about (the RFQ or booking it
// was opened from, or the profile's general enquiry), and message times use
// the portal's one date format (components/ui/format.ts).

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const customer: Viewer = {
  name: "Noura",
  avatarUrl: null,
  customer: true,
  vendor: false,
  admin: false,
  vendors: [],
  activeContext: "customer",
  twoFactorRequired: false,
};
const at = "2026-12-02T09:15:00.000Z";

function thread(id: string, over: Partial<Conversation>): Conversation {
  return {
    id,
    vendor: { id: "v1", name: "قاعة الراية", slug: "al-raya", logo_url: null },
    customer: { id: "u1", name: "نورة العتيبي" },
    context: { type: "inquiry", id: null },
    subject: null,
    last_message: { body_preview: "مرحبا", sender: "them", created_at: at },
    last_message_at: at,
    unread_count: 0,
    ...over,
  };
}

const list = [
  thread("c1", {}),
  thread("c2", { context: { type: "rfq", id: "r1" }, subject: { title: "حفل زفاف سارة", reference: null } }),
  thread("c3", { context: { type: "booking", id: "b1" }, subject: { title: "حفل زفاف سارة", reference: "BK-7Q2M9X4A" } }),
];

function render(ui: ReactNode, locale: "ar" | "en" = "ar") {
  return renderPage(<ViewerProvider viewer={customer}>{ui}</ViewerProvider>, locale);
}

describe("conversation list", () => {
  it("tells apart threads with the same vendor by their subject, in Arabic and in English", async () => {
    stubApi({ "GET /conversations": { data: list } });
    render(<ConversationList side="customer" />);
    await waitFor(() => expect(screen.getAllByTestId("conversation-row")).toHaveLength(3));
    expect(screen.getAllByTestId("conversation-subject").map((s) => s.textContent)).toEqual([
      "استفسار عام",
      "طلب عرض سعر: حفل زفاف سارة",
      "حجز BK-7Q2M9X4A: حفل زفاف سارة",
    ]);
    cleanup();
    stubApi({ "GET /conversations": { data: list.map((c) => ({ ...c, vendor: { ...c.vendor, name: "Al Raya Hall" } })) } });
    render(<ConversationList side="customer" />, "en");
    await waitFor(() => expect(screen.getAllByTestId("conversation-subject")).toHaveLength(3));
    expect(screen.getAllByTestId("conversation-subject").map((s) => s.textContent)).toEqual([
      "General enquiry",
      "Quote request: حفل زفاف سارة",
      "Booking BK-7Q2M9X4A: حفل زفاف سارة",
    ]);
  });
});

describe("thread", () => {
  it("shows each message's time as the rest of the portal does (day, month name, year and time, Kuwait time)", async () => {
    const message: Message = { id: "m1", sender: { type: "vendor", name: "قاعة الراية" }, mine: false, body: "أهلاً", attachments: [], created_at: at };
    stubApi({
      "GET /conversations/c1": { data: list[0] },
      "GET /conversations/c1/messages": { data: [message] },
      "POST /conversations/c1/read": { status: 204 },
    });
    render(<Thread id="c1" side="customer" />, "en");
    await waitFor(() => expect(screen.getByTestId("message")).toBeTruthy());
    const time = screen.getByTestId("message").querySelector("time")!;
    expect(time.textContent).toBe(formatTime(at, "en"));
    expect(time.textContent).toBe("Dec 2, 2026, 12:15 PM");
    expect(screen.getByTestId("thread-subject").textContent).toBe("General enquiry");
  });
});
