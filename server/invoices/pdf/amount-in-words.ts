import { ToWords } from "to-words";
import { toDecimal } from "../../core/money";

// A KWD amount in words for invoices: "فقط ألف وتسعمائة دينار كويتي وخمسمائة
// فلس لا غير" / "One thousand nine hundred Kuwaiti dinars and five hundred
// fils only". A dinar has 1,000 fils, so the library (which assumes cents)
// only spells the two whole numbers; the counted nouns follow Arabic number
// agreement: 1 واحد after the noun, 2 the dual, 3-10 the plural, 11-99 the
// singular accusative, 100 and up (and round hundreds) the singular.

const arabic = new ToWords({ localeCode: "ar-AE" });
const english = new ToWords({ localeCode: "en-US" });

type Noun = { one: string; dual: string; plural: string; accusative: string };
const DINAR: Noun = { one: "دينار كويتي واحد", dual: "ديناران كويتيان", plural: "دنانير كويتية", accusative: "ديناراً كويتياً" };
const FILS: Noun = { one: "فلس واحد", dual: "فلسان", plural: "فلوس", accusative: "فلساً" };
const SINGULAR = { dinar: "دينار كويتي", fils: "فلس" };

// to-words writes "ألف و تسعمائة"; Arabic joins و to the next word.
const arabicNumber = (n: number) => arabic.convert(n).replace(/ و /g, " و");

function counted(n: number, noun: Noun, singular: string): string {
  if (n === 1) return noun.one;
  if (n === 2) return noun.dual;
  const lastTwo = n % 100;
  if (lastTwo >= 3 && lastTwo <= 10) return `${arabicNumber(n)} ${noun.plural}`;
  if (lastTwo >= 11) return `${arabicNumber(n)} ${noun.accusative}`;
  return `${arabicNumber(n)} ${singular}`;
}

function split(amount: string): { dinars: number; fils: number } {
  const [whole, fraction = "0"] = toDecimal(amount).toFixed(3).split(".");
  return { dinars: Number(whole), fils: Number(fraction) };
}

export function amountInArabicWords(amount: string): string {
  const { dinars, fils } = split(amount);
  const parts = [];
  if (dinars > 0) parts.push(counted(dinars, DINAR, SINGULAR.dinar));
  if (fils > 0) parts.push(counted(fils, FILS, SINGULAR.fils));
  if (!parts.length) parts.push(`صفر ${SINGULAR.dinar}`);
  return `فقط ${parts.join(" و")} لا غير`;
}

export function amountInEnglishWords(amount: string): string {
  const { dinars, fils } = split(amount);
  const words = (n: number) => english.convert(n).toLowerCase();
  const parts = [];
  if (dinars > 0) parts.push(`${words(dinars)} Kuwaiti ${dinars === 1 ? "dinar" : "dinars"}`);
  if (fils > 0) parts.push(`${words(fils)} fils`);
  if (!parts.length) parts.push("zero Kuwaiti dinars");
  const text = parts.join(" and ");
  return `${text[0].toUpperCase()}${text.slice(1)} only`;
}
