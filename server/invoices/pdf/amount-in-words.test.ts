import { describe, expect, it } from "vitest";
import { amountInArabicWords, amountInEnglishWords } from "./amount-in-words";

describe("amount in words", () => {
  it.each([
    ["1.000", "فقط دينار كويتي واحد لا غير", "One Kuwaiti dinar only"],
    ["2.000", "فقط ديناران كويتيان لا غير", "Two Kuwaiti dinars only"],
    ["5.000", "فقط خمسة دنانير كويتية لا غير", "Five Kuwaiti dinars only"],
    ["15.000", "فقط خمسة عشر ديناراً كويتياً لا غير", "Fifteen Kuwaiti dinars only"],
    ["100.000", "فقط مائة دينار كويتي لا غير", "One hundred Kuwaiti dinars only"],
    ["380.000", "فقط ثلاثمائة وثمانون ديناراً كويتياً لا غير", "Three hundred eighty Kuwaiti dinars only"],
    ["1900.500", "فقط ألف وتسعمائة دينار كويتي وخمسمائة فلس لا غير", "One thousand nine hundred Kuwaiti dinars and five hundred fils only"],
    ["0.001", "فقط فلس واحد لا غير", "One fils only"],
    ["12.075", "فقط اثنا عشر ديناراً كويتياً وخمسة وسبعون فلساً لا غير", "Twelve Kuwaiti dinars and seventy five fils only"],
    ["3.004", "فقط ثلاثة دنانير كويتية وأربعة فلوس لا غير", "Three Kuwaiti dinars and four fils only"],
    [
      "999999.999",
      "فقط تسعمائة وتسعة وتسعون ألف وتسعمائة وتسعة وتسعون ديناراً كويتياً وتسعمائة وتسعة وتسعون فلساً لا غير",
      "Nine hundred ninety nine thousand nine hundred ninety nine Kuwaiti dinars and nine hundred ninety nine fils only",
    ],
  ])("%s", (amount, ar, en) => {
    expect(amountInArabicWords(amount)).toBe(ar);
    expect(amountInEnglishWords(amount)).toBe(en);
  });
});
