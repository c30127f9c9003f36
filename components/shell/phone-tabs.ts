/** How many destinations a phone's bar shows before "More" (five places in all: 72 px each at 360 px). */
export const PHONE_TABS = 4;

/**
 * Splits an area's sections (those the viewer may open, in menu order) for a phone: the bar's
 * destinations (the `first` keys in their order, topped up from the menu's order) and the rest,
 * which "More" opens. Five or fewer fit the bar whole, with no "More".
 */
export function splitForPhones<S extends { key: string }>(sections: readonly S[], first: readonly string[]): { tabs: S[]; more: S[] } {
  const preferred = first.map((key) => sections.find((s) => s.key === key)).filter((s): s is S => !!s);
  const ordered = [...preferred, ...sections.filter((s) => !preferred.includes(s))];
  if (ordered.length <= PHONE_TABS + 1) return { tabs: ordered, more: [] };
  const tabs = ordered.slice(0, PHONE_TABS);
  return { tabs, more: sections.filter((s) => !tabs.includes(s)) };
}
