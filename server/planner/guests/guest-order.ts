// Guests in the order a person reads a list: by name in the caller's language (its letters first),
// numbers by value ("ضيف 2" before "ضيف 10"), case ignored, then by id so equal names keep one order.
const collators = { ar: new Intl.Collator("ar", { numeric: true, sensitivity: "base" }), en: new Intl.Collator("en", { numeric: true, sensitivity: "base" }) };

export function inNameOrder<G extends { name: string; id: string }>(guests: G[], locale: "ar" | "en"): G[] {
  const byName = collators[locale];
  return [...guests].sort((a, b) => byName.compare(a.name, b.name) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
