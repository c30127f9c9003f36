import { z } from "zod";
import { config } from "../../core/config";
import { logger } from "../../core/log";
import type { DraftNote, NoteInput, NoteWriter } from "./drafter";

// The optional model provider of a draft's note: an OpenAI-compatible chat
// completions API (QUOTE_DRAFT_AI_URL/KEY/MODEL, docs/operations.md). It is
// sent the NoteInput only (category, guest count, month, budget band, the
// vendor's own lines): never a customer's name, phone, email or address, nor
// the RFQ's title or description, which the customer writes freely. Any
// error, timeout or unusable answer keeps the built-in note.

export type ChatSettings = { url: string; key: string; model: string; timeoutMs: number };
type Fetch = typeof fetch;

const MAX_NOTE = 600;
const noteJson = z.object({
  ar: z
    .string()
    .trim()
    .min(1)
    .max(MAX_NOTE * 2),
  en: z
    .string()
    .trim()
    .min(1)
    .max(MAX_NOTE * 2),
});
/** The public chat completions response shape: the first choice's message content. */
const completion = z.object({ choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1) });

const SYSTEM = [
  "You write the short note of an event vendor's price quote in Kuwait, addressed to the customer.",
  'Answer with one JSON object only: {"ar": "<Arabic note>", "en": "<English note>"}, each at most 3 sentences.',
  "Use only the facts given; do not invent prices, names, dates or promises. Amounts are in KWD with 3 decimals.",
].join(" ");

/** The request body: the note input as facts, nothing else. Exported for the privacy test. */
export function chatRequestBody(model: string, input: NoteInput) {
  const facts = {
    category: input.basis.categoryName.en,
    category_ar: input.basis.categoryName.ar,
    guest_count: input.basis.guestCount,
    month: input.basis.month,
    season: input.basis.season,
    budget_band: input.basis.budgetBand,
    lines: input.lines.map((l) => ({ name: l.name, quantity: l.quantity, unit_price_kwd: l.unit_price })),
    total_kwd: input.total,
  };
  return {
    model,
    temperature: 0.3,
    max_tokens: 400,
    messages: [
      { role: "system", content: SYSTEM },
      { role: "user", content: JSON.stringify(facts) },
    ],
  };
}

/** The note from a model's content: a JSON object, possibly fenced as a code block. */
export function parseNote(content: string | null): { ar: string; en: string } | null {
  if (!content) return null;
  const text = content
    .trim()
    .replace(/^```(?:json)?\s*/i, "")
    .replace(/\s*```$/, "");
  try {
    const parsed = noteJson.safeParse(JSON.parse(text));
    if (!parsed.success) return null;
    return { ar: parsed.data.ar.slice(0, MAX_NOTE), en: parsed.data.en.slice(0, MAX_NOTE) };
  } catch {
    return null;
  }
}

export function chatNoteWriter(settings: ChatSettings, fetchImpl: Fetch = fetch): NoteWriter {
  const endpoint = `${settings.url.replace(/\/+$/, "")}/chat/completions`;
  return {
    async writeNote(input, fallback): Promise<DraftNote> {
      try {
        const res = await fetchImpl(endpoint, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${settings.key}` },
          body: JSON.stringify(chatRequestBody(settings.model, input)),
          signal: AbortSignal.timeout(settings.timeoutMs),
          redirect: "error",
        });
        if (!res.ok) throw new Error(`chat completions answered ${res.status}`);
        const body = completion.safeParse(await res.json());
        const note = body.success ? parseNote(body.data.choices[0].message.content) : null;
        if (!note) throw new Error("chat completions gave no usable note");
        return { ...note, by: "model" };
      } catch (e) {
        logger().warn({ err: e instanceof Error ? e.message : String(e) }, "quote draft note: model provider failed, built-in note used");
        return fallback;
      }
    },
  };
}

/** The built-in note as is. */
export const builtInNoteWriter: NoteWriter = { writeNote: async (_input, fallback) => fallback };

/** The configured note writer: the model provider when URL, key and model are all set, else the built-in note. */
export function configuredNoteWriter(): NoteWriter {
  const c = config();
  if (!c.QUOTE_DRAFT_AI_URL || !c.QUOTE_DRAFT_AI_KEY || !c.QUOTE_DRAFT_AI_MODEL) return builtInNoteWriter;
  return chatNoteWriter({ url: c.QUOTE_DRAFT_AI_URL, key: c.QUOTE_DRAFT_AI_KEY, model: c.QUOTE_DRAFT_AI_MODEL, timeoutMs: c.QUOTE_DRAFT_AI_TIMEOUT_MS });
}
