// Characters that change how a name is shown without being seen: bidi
// embeddings, overrides, isolates and marks, zero-width characters, the BOM
// and control characters. In public display names (vendor and service names,
// CMS titles) they allow spoofing ("‮moc.liame" showing as "email.com"), so
// they are removed before the length checks.
const INVISIBLE = /[\u0000-\u001F\u007F-\u009F\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g;

export function stripInvisible(text: string): string {
  return text.replace(INVISIBLE, "");
}
