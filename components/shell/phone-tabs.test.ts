import { describe, expect, it } from "vitest";
import { PHONE_TABS, splitForPhones } from "./phone-tabs";

const sections = (...keys: string[]) => keys.map((key) => ({ key }));
const keys = (list: { key: string }[]) => list.map((s) => s.key);

describe("splitForPhones", () => {
  it("puts the chosen destinations in the bar, in their order, and everything else under More in menu order", () => {
    const { tabs, more } = splitForPhones(sections("home", "a", "b", "c", "d", "e", "f"), ["home", "d", "b", "c"]);
    expect(keys(tabs)).toEqual(["home", "d", "b", "c"]);
    expect(keys(more)).toEqual(["a", "e", "f"]);
  });

  it("tops the bar up from the menu when a chosen destination is not the viewer's (a vendor's staff, an admin's permissions)", () => {
    const { tabs, more } = splitForPhones(sections("home", "a", "b", "c", "d", "e"), ["home", "missing", "c"]);
    expect(keys(tabs)).toEqual(["home", "c", "a", "b"]);
    expect(keys(more)).toEqual(["d", "e"]);
  });

  it("shows five or fewer destinations whole, with no More", () => {
    const { tabs, more } = splitForPhones(sections("home", "a", "b", "c", "d"), ["home"]);
    expect(keys(tabs)).toEqual(["home", "a", "b", "c", "d"]);
    expect(more).toEqual([]);
    expect(tabs.length).toBe(PHONE_TABS + 1);
  });

  it("loses no destination and repeats none", () => {
    const all = sections("a", "b", "c", "d", "e", "f", "g", "h");
    const { tabs, more } = splitForPhones(all, ["h", "a"]);
    expect([...keys(tabs), ...keys(more)].sort()).toEqual(keys(all));
    expect(tabs.length).toBe(PHONE_TABS);
  });
});
