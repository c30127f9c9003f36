import { Fragment, type ReactNode } from "react";

// Names (people, vendors, events, services) and codes (references, emails, phones) are data,
// not words of the page's language: `<bdi>` keeps their direction apart from the sentence around
// them, and `data-name` / `translate="no"` tell readers, translators and e2e/every-page.spec.ts so
// (docs/route-walk.md, "Marking names and codes").

/** A person's, business's or thing's own name, in whatever script it was written. */
export function Name({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi data-name="" className={className}>
      {children}
    </bdi>
  );
}

/** A code the reader copies or quotes as is (BK-…, OR-…, an email, a phone number): left to right, never translated. */
export function Code({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi translate="no" dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

/**
 * A translated sentence with the names interpolated into it marked as names: next-intl takes
 * only plain values, so the finished text is split where each name stands.
 */
export function WithNames({ text, names }: { text: string; names: ReadonlyArray<string | null | undefined> }) {
  const marked = [...new Set(names.filter((n): n is string => !!n && n.trim() !== ""))].sort((a, b) => b.length - a.length);
  if (marked.length === 0) return <>{text}</>;
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const parts = text.split(new RegExp(`(${marked.map(escape).join("|")})`));
  return <>{parts.map((part, i) => (i % 2 === 1 ? <Name key={i}>{part}</Name> : <Fragment key={i}>{part}</Fragment>))}</>;
}
