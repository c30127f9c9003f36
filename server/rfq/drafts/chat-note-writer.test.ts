import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chatNoteWriter, parseNote } from "./chat-note-writer";
import type { DraftNote, NoteInput } from "./drafter";

// The optional model provider of a draft's note against a recorded response
// of the public chat completions shape, with an injected fetch: what it sends
// (nothing of the customer), what it keeps, and its fallback on every failure.

const fixture = readFileSync(path.join(__dirname, "fixtures/chat-completion.json"), "utf8");
const settings = { url: "https://llm.example.com/v1/", key: "sk-test", model: "small-model", timeoutMs: 500 };
const fallback: DraftNote = { ar: "ملاحظة مدمجة", en: "Built-in note", by: "built_in" };
const input: NoteInput = {
  basis: { categoryName: { ar: "تصوير", en: "Photography" }, guestCount: 250, month: "2027-02", season: "winter", budgetBand: "500_2000" },
  lines: [{ name: "Full-day coverage", quantity: 1, unit_price: "900.000" }],
  total: "900.000",
};

type Sent = { url: string; init: RequestInit };
function recordingFetch(answer: () => Promise<Response>, sent: Sent[]): typeof fetch {
  return (async (url: string | URL | Request, init?: RequestInit) => {
    sent.push({ url: String(url), init: init ?? {} });
    return answer();
  }) as typeof fetch;
}

describe("the chat completions note writer", () => {
  it("posts the facts to <url>/chat/completions with the key and model, and keeps the answer's bilingual note", async () => {
    const sent: Sent[] = [];
    const writer = chatNoteWriter(
      settings,
      recordingFetch(async () => new Response(fixture, { status: 200, headers: { "content-type": "application/json" } }), sent),
    );
    const note = await writer.writeNote(input, fallback);
    expect(note.by).toBe("model");
    expect(note.en).toContain("This quote covers photography for 250 guests");
    expect(note.ar).toContain("يشمل العرض");
    expect(sent).toHaveLength(1);
    expect(sent[0].url).toBe("https://llm.example.com/v1/chat/completions");
    expect(new Headers(sent[0].init.headers).get("authorization")).toBe("Bearer sk-test");
    const body = JSON.parse(String(sent[0].init.body));
    expect(body.model).toBe("small-model");
    const facts = JSON.parse(body.messages[1].content);
    expect(Object.keys(facts).sort()).toEqual(["budget_band", "category", "category_ar", "guest_count", "lines", "month", "season", "total_kwd"]);
    expect(facts).toMatchObject({
      guest_count: 250,
      month: "2027-02",
      budget_band: "500_2000",
      lines: [{ name: "Full-day coverage", quantity: 1, unit_price_kwd: "900.000" }],
    });
  });

  it("falls back to the built-in note on a network error, an error status, a timeout and an unusable answer", async () => {
    const answers: (() => Promise<Response>)[] = [
      async () => {
        throw new TypeError("fetch failed");
      },
      async () => new Response(JSON.stringify({ error: { message: "Rate limit reached", type: "requests" } }), { status: 429 }),
      async () => new Response(JSON.stringify({ choices: [{ message: { content: "Sure! Here is a note." } }] }), { status: 200 }),
      async () => new Response("<html>bad gateway</html>", { status: 200 }),
      async () => new Response(JSON.stringify({ choices: [] }), { status: 200 }),
    ];
    for (const answer of answers) expect(await chatNoteWriter(settings, recordingFetch(answer, [])).writeNote(input, fallback)).toEqual(fallback);

    // A provider that never answers: the timeout aborts it.
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal?.reason)))) as unknown as typeof fetch;
    const started = Date.now();
    expect(await chatNoteWriter({ ...settings, timeoutMs: 500 }, hanging).writeNote(input, fallback)).toEqual(fallback);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it("reads a note from plain or fenced JSON and refuses anything else", () => {
    expect(parseNote('{"ar":"أ","en":"b"}')).toEqual({ ar: "أ", en: "b" });
    expect(parseNote('```json\n{"ar":"أ","en":"b"}\n```')).toEqual({ ar: "أ", en: "b" });
    expect(parseNote('{"en":"only english"}')).toBeNull();
    expect(parseNote(null)).toBeNull();
  });
});
