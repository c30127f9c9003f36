"use client";

import { useTranslations } from "next-intl";
import type { Conversation } from "./types";

/**
 * What a thread is about, in the page's language: the booking (reference and
 * title) or RFQ it was opened from, else the profile's general enquiry. Two
 * threads with one vendor read apart by it (docs/conversations.md).
 */
export function useSubjectLine(): (conversation: Pick<Conversation, "subject" | "context">) => string | null {
  const t = useTranslations("conversations.list.subject");
  return ({ subject, context }) => {
    if (subject?.reference) return t("booking", { reference: subject.reference, title: subject.title });
    if (subject) return t("rfq", { title: subject.title });
    return context.type === "inquiry" ? t("inquiry") : null;
  };
}
