import type { Tx } from "../core/db/client";

// Automatic screening of review and reply text (docs/reviews.md
// "Screening"): URLs, phone numbers and emails in Arabic and English
// (Arabic-Indic digits, spelled-out digits, "at"/"dot" tricks) and the
// blocked words admins keep. A flagged review waits for a moderator.

export type ScreeningFlag = { kind: "url" | "email" | "phone" | "blocked_word"; match: string };
export type ScreeningResult = { flagged: boolean; flags: ScreeningFlag[] };

/** Screens every given text (title, body, reply) together. */
export async function screenText(_tx: Tx, texts: (string | null | undefined)[]): Promise<ScreeningResult> {
  // Placeholder rule until the screening rules land: plain URLs only.
  const flags: ScreeningFlag[] = [];
  for (const text of texts) {
    const url = text?.match(/https?:\/\/\S+|www\.\S+/i);
    if (url) flags.push({ kind: "url", match: url[0] });
  }
  return { flagged: flags.length > 0, flags };
}
