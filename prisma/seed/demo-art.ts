// Demo imagery drawn in code (no downloads): SVG scenes per category, varied
// per vendor by a PRNG seeded from its slug, rasterised with sharp. Only Latin
// initials are written as text (Arabic shaping in librsvg depends on the
// machine's fonts); everything else is shapes.
import sharp from "sharp";

type Palette = { deep: string; bright: string; ink: string; accent: string };
type Rng = () => number;

const PALETTES: Record<string, Palette> = {
  venues: { deep: "#3b1f4a", bright: "#7a3b69", ink: "#f3d9a4", accent: "#c9a227" },
  catering: { deep: "#7c2d12", bright: "#c2410c", ink: "#fff1e0", accent: "#f59e0b" },
  photography: { deep: "#111827", bright: "#374151", ink: "#e5e7eb", accent: "#38bdf8" },
  videography: { deep: "#1e1b4b", bright: "#4338ca", ink: "#e0e7ff", accent: "#f43f5e" },
  "decor-lighting": { deep: "#0f172a", bright: "#312e81", ink: "#fde68a", accent: "#facc15" },
  entertainment: { deep: "#4a044e", bright: "#a21caf", ink: "#fdf4ff", accent: "#22d3ee" },
  flowers: { deep: "#831843", bright: "#db2777", ink: "#fce7f3", accent: "#84cc16" },
  transportation: { deep: "#0c4a6e", bright: "#0369a1", ink: "#e0f2fe", accent: "#fbbf24" },
  planning: { deep: "#064e3b", bright: "#047857", ink: "#ecfdf5", accent: "#fbbf24" },
  "invitations-printing": { deep: "#78350f", bright: "#b45309", ink: "#fffbeb", accent: "#be123c" },
  security: { deep: "#1f2937", bright: "#1e3a8a", ink: "#dbeafe", accent: "#22c55e" },
  cleaning: { deep: "#0e7490", bright: "#06b6d4", ink: "#ecfeff", accent: "#a7f3d0" },
  "kids-entertainment": { deep: "#6d28d9", bright: "#f97316", ink: "#fef3c7", accent: "#ec4899" },
};
const DEFAULT_PALETTE = PALETTES.planning;

/** Motifs in a 100x100 box: `c` the main colour, `a` the accent. */
const MOTIFS: Record<string, Array<(c: string, a: string) => string>> = {
  venues: [
    (c, a) =>
      `<path d="M20 95V45A30 30 0 0 1 80 45V95Z" fill="${c}"/><path d="M32 95V50A18 18 0 0 1 68 50V95Z" fill="${a}"/><rect x="10" y="92" width="80" height="6" fill="${c}"/>`,
    (c, a) =>
      `<rect x="8" y="88" width="84" height="8" fill="${c}"/><path d="M14 88V40A14 14 0 0 1 42 40V88ZM58 88V40A14 14 0 0 1 86 40V88Z" fill="${c}"/><path d="M20 88V42A8 8 0 0 1 36 42V88ZM64 88V42A8 8 0 0 1 80 42V88Z" fill="${a}"/><path d="M8 24L50 6L92 24Z" fill="${a}"/>`,
  ],
  catering: [
    (c, a) =>
      `<ellipse cx="50" cy="80" rx="44" ry="8" fill="${c}"/><path d="M14 76A36 36 0 0 1 86 76Z" fill="${c}"/><circle cx="50" cy="34" r="6" fill="${c}"/><path d="M26 66A26 26 0 0 1 44 50" stroke="${a}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
    (c, a) =>
      `<rect x="18" y="56" width="64" height="34" rx="5" fill="${c}"/><rect x="28" y="34" width="44" height="24" rx="5" fill="${a}"/><rect x="48" y="18" width="4" height="16" fill="${c}"/><ellipse cx="50" cy="14" rx="4" ry="6" fill="${a}"/><path d="M18 70q8 7 16 0t16 0t16 0t16 0" stroke="${a}" stroke-width="4" fill="none"/>`,
  ],
  photography: [
    (c, a) =>
      `<rect x="8" y="30" width="84" height="56" rx="9" fill="${c}"/><rect x="28" y="19" width="26" height="15" rx="3" fill="${c}"/><circle cx="50" cy="58" r="21" fill="${a}"/><circle cx="50" cy="58" r="13" fill="${c}"/><circle cx="45" cy="53" r="4" fill="${a}"/><rect x="72" y="37" width="12" height="6" rx="2" fill="${a}"/>`,
  ],
  videography: [
    (c, a) =>
      `<rect x="10" y="40" width="80" height="50" rx="5" fill="${c}"/><path d="M10 28L86 14L89 28L13 42Z" fill="${a}"/><path d="M42 53L63 65L42 77Z" fill="${a}"/>`,
    (c, a) =>
      `<rect x="6" y="34" width="60" height="40" rx="6" fill="${c}"/><path d="M66 46L94 32V76L66 62Z" fill="${c}"/><circle cx="22" cy="22" r="12" fill="${a}"/><circle cx="48" cy="22" r="12" fill="${a}"/>`,
  ],
  "decor-lighting": [
    (c, a) =>
      `<path d="M0 18Q50 48 100 18" stroke="${c}" stroke-width="3" fill="none"/>` +
      [15, 38, 62, 85]
        .map((x, i) => {
          const y = i === 0 || i === 3 ? 26 : 33;
          return `<line x1="${x}" y1="${y}" x2="${x}" y2="${y + 10}" stroke="${c}" stroke-width="3"/><circle cx="${x}" cy="${y + 20}" r="15" fill="${a}" opacity="0.3"/><circle cx="${x}" cy="${y + 20}" r="8" fill="${a}"/>`;
        })
        .join(""),
    (c, a) =>
      `<path d="M38 14H62L66 24H34Z" fill="${c}"/><rect x="30" y="24" width="40" height="58" rx="8" fill="${c}"/><rect x="38" y="32" width="24" height="42" rx="5" fill="${a}"/><path d="M50 6V14" stroke="${c}" stroke-width="4"/><rect x="34" y="82" width="32" height="8" rx="3" fill="${c}"/>`,
  ],
  entertainment: [
    (c, a) =>
      `<path d="M35 22L82 12V66" stroke="${c}" stroke-width="7" fill="none"/><path d="M35 20V76" stroke="${c}" stroke-width="7"/><path d="M35 34L82 24" stroke="${a}" stroke-width="7"/><ellipse cx="26" cy="78" rx="12" ry="9" fill="${c}"/><ellipse cx="73" cy="68" rx="12" ry="9" fill="${c}"/>`,
    (c, a) =>
      `<circle cx="50" cy="50" r="40" fill="${c}"/><circle cx="50" cy="50" r="28" fill="none" stroke="${a}" stroke-width="2"/><circle cx="50" cy="50" r="18" fill="none" stroke="${a}" stroke-width="2"/><circle cx="50" cy="50" r="8" fill="${a}"/>`,
  ],
  flowers: [
    (c, a) =>
      `<path d="M50 55Q46 80 50 98" stroke="${a}" stroke-width="5" fill="none"/><ellipse cx="36" cy="80" rx="10" ry="5" fill="${a}" transform="rotate(-30 36 80)"/>` +
      [0, 60, 120, 180, 240, 300].map((r) => `<ellipse cx="50" cy="22" rx="11" ry="18" fill="${c}" transform="rotate(${r} 50 38)"/>`).join("") +
      `<circle cx="50" cy="38" r="10" fill="${a}"/>`,
    (c, a) =>
      `<path d="M30 96L50 50L70 96" stroke="${a}" stroke-width="4" fill="none"/>` +
      [
        [30, 38],
        [50, 26],
        [70, 38],
        [40, 52],
        [60, 52],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="13" fill="${c}"/><circle cx="${x}" cy="${y}" r="5" fill="${a}"/>`)
        .join(""),
  ],
  transportation: [
    (c, a) =>
      `<path d="M6 72V60Q8 51 19 49L32 33Q35 29 42 29H64Q70 29 74 35L84 49Q94 51 95 60V72Z" fill="${c}"/><path d="M36 36H50V48H27ZM55 36H66L73 48H55Z" fill="${a}"/><circle cx="27" cy="73" r="10" fill="#1f2937"/><circle cx="27" cy="73" r="4" fill="${a}"/><circle cx="75" cy="73" r="10" fill="#1f2937"/><circle cx="75" cy="73" r="4" fill="${a}"/>`,
  ],
  planning: [
    (c, a) =>
      `<rect x="12" y="22" width="76" height="68" rx="7" fill="${c}"/><rect x="12" y="22" width="76" height="17" rx="7" fill="${a}"/><rect x="27" y="11" width="7" height="20" rx="3" fill="${c}"/><rect x="66" y="11" width="7" height="20" rx="3" fill="${c}"/><path d="M33 63L46 76L69 50" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  "invitations-printing": [
    (c, a) =>
      `<rect x="8" y="26" width="84" height="58" rx="5" fill="${c}"/><path d="M8 29L50 60L92 29" stroke="${a}" stroke-width="5" fill="none"/><circle cx="50" cy="60" r="9" fill="${a}"/>`,
    (c, a) =>
      `<rect x="22" y="8" width="56" height="84" rx="4" fill="${c}"/><rect x="32" y="22" width="36" height="5" fill="${a}"/><rect x="32" y="34" width="36" height="3" fill="${a}" opacity="0.6"/><rect x="32" y="42" width="28" height="3" fill="${a}" opacity="0.6"/><path d="M38 66Q50 54 62 66Q50 80 38 66Z" fill="${a}"/>`,
  ],
  security: [
    (c, a) =>
      `<path d="M50 6L88 21V48Q88 79 50 95Q12 79 12 48V21Z" fill="${c}"/><path d="M35 50L46 61L67 39" stroke="${a}" stroke-width="8" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  ],
  cleaning: [
    (c, a) =>
      `<path d="M50 8Q55 45 92 50Q55 55 50 92Q45 55 8 50Q45 45 50 8Z" fill="${c}"/><circle cx="82" cy="18" r="9" fill="${a}"/><circle cx="20" cy="82" r="7" fill="${a}"/><circle cx="84" cy="80" r="4" fill="${a}"/>`,
  ],
  "kids-entertainment": [
    (c, a) =>
      [
        [30, 36, c],
        [56, 28, a],
        [74, 44, c],
      ]
        .map(
          ([x, y, f]) =>
            `<path d="M${x} ${Number(y) + 22}Q${Number(x) + 6} ${Number(y) + 50} 50 96" stroke="${c}" stroke-width="2" fill="none"/><ellipse cx="${x}" cy="${y}" rx="15" ry="19" fill="${f}"/>`,
        )
        .join(""),
  ],
};

const DEFAULT_MOTIF = MOTIFS.cleaning[0];

function rngFor(seed: string): Rng {
  let h = 2166136261;
  for (const ch of seed) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return `#${pa
    .map((v, i) =>
      Math.round(v + (pb[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** A motif placed at (x, y) with size `s` (its 100-unit box scaled). */
const place = (motif: string, x: number, y: number, s: number, extra = "") =>
  `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${(s / 100).toFixed(3)})"${extra}>${motif}</g>`;

/** Latin initials of the English name (articles skipped), at most two letters. */
export function initialsOf(nameEn: string): string {
  const skip = new Set(["al", "the", "and", "&", "of", "for", "el"]);
  const words = nameEn.split(/[\s-]+/).filter((w) => /^[A-Za-z]/.test(w) && !skip.has(w.toLowerCase()));
  return (words.length ? words : [nameEn])
    .slice(0, 2)
    .map((w) => w[0].toUpperCase())
    .join("");
}

type Look = { p: Palette; motifs: Array<(c: string, a: string) => string>; rng: Rng; angle: number; bg1: string; bg2: string };

function lookFor(slug: string, category: string): Look {
  const rng = rngFor(slug);
  const base = PALETTES[category] ?? DEFAULT_PALETTE;
  // Each vendor shifts its category's palette a little, so two florists differ.
  const shift = rng() * 0.3;
  const p = { ...base, deep: mix(base.deep, "#000000", shift / 2), bright: mix(base.bright, base.accent, shift) };
  const motifs = MOTIFS[category] ?? [DEFAULT_MOTIF];
  const swap = rng() < 0.5;
  return { p, motifs, rng, angle: Math.floor(rng() * 360), bg1: swap ? p.bright : p.deep, bg2: swap ? p.deep : p.bright };
}

const pick = <T>(rng: Rng, list: T[]): T => list[Math.floor(rng() * list.length) % list.length];

const gradient = (id: string, look: Look) =>
  `<linearGradient id="${id}" gradientTransform="rotate(${look.angle} 0.5 0.5)"><stop offset="0" stop-color="${look.bg1}"/><stop offset="1" stop-color="${look.bg2}"/></linearGradient>` +
  `<radialGradient id="glow"><stop offset="0" stop-color="${look.p.accent}" stop-opacity="0.45"/><stop offset="1" stop-color="${look.p.accent}" stop-opacity="0"/></radialGradient>`;

const svg = (w: number, h: number, defs: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;

/** Faint motifs scattered over an area. */
function scatter(look: Look, w: number, h: number, count: number, min: number, max: number): string {
  let out = "";
  for (let i = 0; i < count; i++) {
    const s = min + look.rng() * (max - min);
    const motif = pick(look.rng, look.motifs)(look.p.ink, look.p.accent);
    out += place(motif, look.rng() * (w - s), look.rng() * (h - s), s, ` opacity="0.1"`);
  }
  return out;
}

export function logoSvg(slug: string, category: string, nameEn: string): string {
  const look = lookFor(`${slug}:logo`, category);
  const { p } = look;
  const motif = pick(look.rng, look.motifs);
  const round = look.rng() < 0.5;
  const frame = round
    ? `<circle cx="200" cy="200" r="200" fill="url(#bg)"/><circle cx="200" cy="200" r="178" fill="none" stroke="${p.accent}" stroke-width="6"/>`
    : `<rect width="400" height="400" rx="64" fill="url(#bg)"/><rect x="22" y="22" width="356" height="356" rx="48" fill="none" stroke="${p.accent}" stroke-width="6"/>`;
  const initials = initialsOf(nameEn);
  return svg(
    400,
    400,
    gradient("bg", look),
    `${frame}${place(motif(p.ink, p.accent), 140, 62, 120)}` +
      `<text x="200" y="318" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${initials.length > 1 ? 118 : 140}" fill="${p.ink}" letter-spacing="4">${initials}</text>`,
  );
}

export function coverSvg(slug: string, category: string): string {
  const look = lookFor(`${slug}:cover`, category);
  const { p } = look;
  const right = look.rng() < 0.5;
  // Near the middle: cards crop the cover to 16:10 around its centre.
  const x = right ? 780 : 400;
  const wave = `<path d="M0 ${480 + look.rng() * 40}Q400 ${420 + look.rng() * 60} 800 ${470 + look.rng() * 40}T1600 ${450 + look.rng() * 60}V600H0Z" fill="${p.deep}" opacity="0.55"/>`;
  return svg(
    1600,
    600,
    gradient("bg", look),
    `<rect width="1600" height="600" fill="url(#bg)"/>${scatter(look, 1600, 600, 14, 60, 150)}${wave}` +
      `<circle cx="${x + 210}" cy="300" r="300" fill="url(#glow)"/>${place(pick(look.rng, look.motifs)(p.ink, p.accent), x, 90, 420)}`,
  );
}

/** Three gallery scenes: the motif as a hero, a pattern, and a small "stage". */
export function gallerySvgs(slug: string, category: string): string[] {
  const hero = (() => {
    const look = lookFor(`${slug}:g1`, category);
    const { p } = look;
    return svg(
      1200,
      900,
      gradient("bg", look),
      `<rect width="1200" height="900" fill="url(#bg)"/>${scatter(look, 1200, 900, 10, 80, 180)}<circle cx="600" cy="450" r="380" fill="url(#glow)"/>` +
        place(pick(look.rng, look.motifs)(p.ink, p.accent), 340, 190, 520),
    );
  })();
  const pattern = (() => {
    const look = lookFor(`${slug}:g2`, category);
    const { p } = look;
    let cells = "";
    for (let row = 0; row < 4; row++) {
      for (let col = 0; col < 5; col++) {
        const motif = look.motifs[(row + col) % look.motifs.length];
        const on = (row + col) % 2 === 0;
        cells += `<rect x="${col * 240 + 12}" y="${row * 225 + 12}" width="216" height="201" rx="24" fill="${on ? p.deep : p.bright}" opacity="0.85"/>`;
        cells += place(on ? motif(p.ink, p.accent) : motif(p.accent, p.ink), col * 240 + 50, row * 225 + 42, 140);
      }
    }
    return svg(1200, 900, gradient("bg", look), `<rect width="1200" height="900" fill="url(#bg)"/>${cells}`);
  })();
  const stage = (() => {
    const look = lookFor(`${slug}:g3`, category);
    const { p } = look;
    const lights = Array.from({ length: 13 }, (_, i) => {
      const x = 50 + i * 92;
      const y = 70 + Math.sin((i / 12) * Math.PI) * 70;
      return `<circle cx="${x}" cy="${y}" r="26" fill="${p.accent}" opacity="0.25"/><circle cx="${x}" cy="${y}" r="10" fill="${p.accent}"/>`;
    }).join("");
    const sizes = [260, 380, 260];
    const figures = sizes
      .map((s, i) =>
        place(look.motifs[i % look.motifs.length](i === 1 ? p.ink : p.accent, i === 1 ? p.accent : p.ink), 150 + i * 330 + (380 - s) / 2, 690 - s, s),
      )
      .join("");
    return svg(
      1200,
      900,
      gradient("bg", look),
      `<rect width="1200" height="900" fill="url(#bg)"/><path d="M0 70Q600 210 1200 70" stroke="${p.ink}" stroke-width="3" fill="none" opacity="0.6"/>${lights}` +
        `<rect y="690" width="1200" height="210" fill="${p.deep}"/><ellipse cx="600" cy="700" rx="560" ry="36" fill="${p.accent}" opacity="0.35"/>${figures}`,
    );
  })();
  return [hero, pattern, stage];
}

export type RenderedImage = { bytes: Buffer; mime: "image/webp"; filename: string };

/** `scale` rasterises the drawing smaller than it is drawn (SVG's 72 dpi times the scale). */
async function render(svgText: string, filename: string, scale = 1): Promise<RenderedImage> {
  const bytes = await sharp(Buffer.from(svgText), { density: 72 * scale })
    .webp({ quality: 70, effort: 2 })
    .toBuffer();
  return { bytes, mime: "image/webp", filename };
}

export type VendorArt = { logo: RenderedImage; cover: RenderedImage; gallery: RenderedImage[] };

// Cover and gallery are drawn at 1600x600 and 1200x900 and rasterised at three quarters: 1200x450
// and 900x675, above the upload policy's minimums (server/media/policy.ts), at about half the
// pixels for the seed to draw and for the pipeline to re-encode on a first start.
const PHOTO_SCALE = 0.75;

/** Logo 400x400, cover 1200x450, three gallery images 900x675, as WebP. */
export async function renderVendorArt(v: { slug: string; nameEn: string }, category: string): Promise<VendorArt> {
  const [logo, cover, ...gallery] = await Promise.all([
    render(logoSvg(v.slug, category, v.nameEn), `${v.slug}-logo.webp`),
    render(coverSvg(v.slug, category), `${v.slug}-cover.webp`, PHOTO_SCALE),
    ...gallerySvgs(v.slug, category).map((s, i) => render(s, `${v.slug}-gallery-${i + 1}.webp`, PHOTO_SCALE)),
  ]);
  return { logo, cover, gallery };
}
