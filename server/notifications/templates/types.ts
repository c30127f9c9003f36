import type { MessageLocale } from "../../messaging/types";

/** One language of a kind: `title` and `body` are the push and in-app text; email `subject`/`text` default to them. */
export type LocalizedTemplate = {
  title: string;
  body: string;
  subject?: string;
  /** Plain-text email body (the HTML email is built from it); defaults to `body`. */
  text?: string;
};

export type KindTemplate = {
  /** Placeholders the caller passes in `params` (each `{name}` in the texts). */
  params: readonly string[];
  /** Extra placeholders computed from the params (e.g. a refund's bank timeline), per language. */
  derive?: (params: Record<string, string>, locale: MessageLocale) => Record<string, string>;
  ar: LocalizedTemplate;
  en: LocalizedTemplate;
};
