// Makes the web fonts: subsetted WOFF2 copies of the bundled TTFs in public/fonts
// (Noto Naskh Arabic, Noto Sans; SIL OFL 1.1, public/fonts/OFL.txt). The TTFs stay:
// the PDFs embed them whole. app/fonts.css loads the WOFF2 files with the same
// unicode-range as below, so a page fetches a face only for characters it shows.
//
// Run once after changing a TTF or a range, then commit public/fonts/*.woff2:
//   node scripts/subset-fonts.mjs
// It prints each output's size and the code points the font really covers.
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import subsetFont from "subset-font";

const fontsDir = path.resolve(import.meta.dirname, "../public/fonts");

// The Arabic of Kuwait's pages, not the whole script: letters, marks and digits of the Arabic block and
// the Persian letters Gulf names are written with (پ چ ژ ڤ ک گ ی). The rest (Urdu letters, Quranic marks,
// Arabic Supplement and Extended-A, presentation forms) falls back to the phone's own Arabic font: the
// subset is 46 KB for both weights instead of 118 KB, and Arabic pages wait for it (app/[locale]/layout.tsx).
/** [from, to] inclusive code point ranges. */
const ARABIC = [
  [0x060c, 0x060c], // Arabic comma
  [0x061b, 0x061f], // semicolon, question mark
  [0x0621, 0x065f], // letters, tatweel, harakat and combining hamza/maddah
  [0x0660, 0x066d], // Arabic-Indic digits, percent and separators
  [0x0670, 0x0671], // superscript alef, alef wasla
  [0x067e, 0x067e], // پ
  [0x0686, 0x0686], // چ
  [0x0698, 0x0698], // ژ
  [0x06a4, 0x06a4], // ڤ
  [0x06a9, 0x06a9], // ک
  [0x06af, 0x06af], // گ
  [0x06cc, 0x06cc], // ی
  [0x200c, 0x200f], // ZWNJ, ZWJ, LRM, RLM
  [0x0020, 0x0040], // space, ASCII punctuation and digits
  [0x005b, 0x0060],
  [0x007b, 0x007e],
  [0x00a0, 0x00a0], // no-break space
  [0x00ab, 0x00ab], // « »
  [0x00bb, 0x00bb],
  [0x2010, 0x2027], // dashes, quotes, ellipsis
  [0x204f, 0x204f], // Arabic reversed semicolon
  [0x25cc, 0x25cc], // dotted circle (marks shown alone)
  [0x2e41, 0x2e41], // reversed comma
];

const LATIN = [
  [0x0020, 0x007e], // Basic Latin
  [0x00a0, 0x00ff], // Latin-1 Supplement
  [0x0131, 0x0131],
  [0x0152, 0x0153],
  [0x02bb, 0x02bc],
  [0x02c6, 0x02c6],
  [0x02da, 0x02da],
  [0x02dc, 0x02dc],
  [0x2000, 0x206f], // General Punctuation
  [0x20a0, 0x20cf], // Currency Symbols
  [0x2122, 0x2122],
  [0x2212, 0x2212],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

const FONTS = [
  { file: "NotoNaskhArabic-Regular", ranges: ARABIC },
  { file: "NotoNaskhArabic-Bold", ranges: ARABIC },
  { file: "NotoSans-Regular", ranges: LATIN },
  { file: "NotoSans-Bold", ranges: LATIN },
];

/** The font's code points: its cmap table (formats 4 and 12, the ones these fonts use). */
function coveredCodePoints(ttf) {
  const view = new DataView(ttf.buffer, ttf.byteOffset, ttf.byteLength);
  const numTables = view.getUint16(4);
  let cmap = -1;
  for (let i = 0; i < numTables; i++) {
    const rec = 12 + i * 16;
    if (ttf.toString("latin1", rec, rec + 4) === "cmap") cmap = view.getUint32(rec + 8);
  }
  if (cmap < 0) throw new Error("no cmap table");
  const points = new Set();
  for (let i = 0; i < view.getUint16(cmap + 2); i++) {
    const sub = cmap + view.getUint32(cmap + 4 + i * 8 + 4);
    const format = view.getUint16(sub);
    if (format === 4) {
      const segX2 = view.getUint16(sub + 6);
      const ends = sub + 14,
        starts = ends + segX2 + 2,
        deltas = starts + segX2,
        offsets = deltas + segX2;
      for (let s = 0; s < segX2; s += 2) {
        const end = view.getUint16(ends + s),
          start = view.getUint16(starts + s);
        const delta = view.getInt16(deltas + s),
          rangeOffset = view.getUint16(offsets + s);
        for (let cp = start; cp <= end && cp !== 0xffff; cp++) {
          const glyph = rangeOffset === 0 ? (cp + delta) & 0xffff : view.getUint16(offsets + s + rangeOffset + (cp - start) * 2);
          if (glyph !== 0) points.add(cp);
        }
      }
    } else if (format === 12) {
      const groups = view.getUint32(sub + 12);
      for (let g = 0; g < groups; g++) {
        const rec = sub + 16 + g * 12;
        for (let cp = view.getUint32(rec); cp <= view.getUint32(rec + 4); cp++) points.add(cp);
      }
    }
  }
  return points;
}

/** Code points as a CSS unicode-range value (runs merged). */
function unicodeRange(points) {
  const sorted = [...points].sort((a, b) => a - b);
  const parts = [];
  const hex = (n) => n.toString(16).toUpperCase().padStart(4, "0");
  for (let i = 0; i < sorted.length; i++) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(i === j ? `U+${hex(sorted[i])}` : `U+${hex(sorted[i])}-${hex(sorted[j])}`);
    i = j;
  }
  return parts.join(", ");
}

for (const { file, ranges } of FONTS) {
  const ttf = await readFile(path.join(fontsDir, `${file}.ttf`));
  const covered = coveredCodePoints(ttf);
  const wanted = [];
  for (const [from, to] of ranges) for (let cp = from; cp <= to; cp++) if (covered.has(cp)) wanted.push(cp);
  const woff2 = await subsetFont(ttf, String.fromCodePoint(...wanted), { targetFormat: "woff2" });
  await writeFile(path.join(fontsDir, `${file}.woff2`), woff2);
  console.log(`${file}.woff2: ${wanted.length} code points, ${(woff2.length / 1024).toFixed(1)} KB (TTF ${(ttf.length / 1024).toFixed(1)} KB)`);
  console.log(`  covers: ${unicodeRange(wanted)}`);
}
