import type { Tx } from "../core/db/client";
import { validationFailed } from "../core/errors";
import { translate, type Locale } from "../core/i18n";
import { screenText } from "./screening";

// Replies are text only (spec Resources "Review": no URLs, no contact info):
// unlike a review, a flagged reply is not held for a moderator but refused
// with 422, each finding named so the vendor knows what to remove.

export async function assertCleanReply(tx: Tx, body: string, locale: Locale): Promise<void> {
  const { flagged, flags } = await screenText(tx, [body]);
  if (!flagged) return;
  const messages = flags.map((f) => translate(locale, `api.validation.screening_${f.kind}`, { match: f.match }) ?? f.kind);
  throw validationFailed({ body: messages });
}
