// Synthetic marketplace for the search benchmark: N approved, published
// vendors with bilingual names built from Kuwaiti word lists, 1-3 categories
// (venues, catering and photography most common), spread over the
// governorates and areas of the reference data, services with prices (some
// quote-only), ratings (many vendors under 3 reviews) and a share on paid
// plans. Deterministic for a given N (seeded PRNG); rows go in with bulk
// `INSERT ... SELECT FROM unnest(...)`, a chunk at a time.
import type pg from "pg";
import { monotonicFactory } from "ulid";
import { rng, type Rng } from "./random";

const pick = <T>(r: Rng, items: readonly T[]): T => items[Math.floor(r() * items.length)];

function weighted<T>(r: Rng, items: ReadonlyArray<readonly [T, number]>): T {
  const total = items.reduce((s, [, w]) => s + w, 0);
  let x = r() * total;
  for (const [item, w] of items) if ((x -= w) < 0) return item;
  return items[items.length - 1][0];
}

type Pair = readonly [ar: string, en: string];
/** A service a vendor of the category offers, with its usual price range (KWD). */
type ServiceSeed = readonly [ar: string, en: string, min: number, max: number];

type CategoryWords = { weight: number; types: Pair[]; activities: Pair[]; phrase: Pair; services: ServiceSeed[] };

// Top-level categories of prisma/seed/data/categories.ts. Weight: how often
// it is a vendor's primary category.
export const CATEGORY_WORDS: Record<string, CategoryWords> = {
  venues: {
    weight: 18,
    types: [
      ["قاعة", "Hall"],
      ["صالة", "Hall"],
      ["قصر", "Palace"],
      ["شاليهات", "Chalets"],
      ["منتجع", "Resort"],
      ["ديوانية", "Diwaniya"],
    ],
    activities: [
      ["للأفراح", "Weddings"],
      ["للحفلات", "Events"],
      ["للمناسبات", "Occasions"],
    ],
    phrase: ["قاعات وصالات للأفراح والمناسبات", "wedding halls and event spaces"],
    services: [
      ["حجز القاعة لليلة الزفاف", "Wedding Night Hall Booking", 800, 6000],
      ["قاعة اجتماعات", "Meeting Room", 100, 600],
      ["حفل استقبال", "Reception Package", 300, 2500],
      ["إيجار شاليه ليوم واحد", "Chalet Day Rental", 80, 400],
    ],
  },
  catering: {
    weight: 16,
    types: [
      ["مطبخ", "Kitchen"],
      ["مطعم", "Restaurant"],
      ["ضيافة", "Hospitality"],
      ["بوفيه", "Buffet"],
      ["مخبز", "Bakery"],
      ["حلويات", "Sweets"],
    ],
    activities: [
      ["للضيافة", "Catering"],
      ["للولائم", "Banquets"],
      ["للتموين الغذائي", "Food Supply"],
    ],
    phrase: ["بوفيهات وولائم وضيافة", "buffets, banquets and hospitality"],
    services: [
      ["بوفيه مفتوح لكل 100 ضيف", "Open Buffet per 100 Guests", 250, 1500],
      ["عشاء الأفراح", "Wedding Dinner", 400, 3000],
      ["ضيافة قهوة وشاي", "Coffee & Tea Service", 40, 200],
      ["صينية مجبوس", "Machboos Platter", 15, 80],
    ],
  },
  photography: {
    weight: 14,
    types: [
      ["استوديو", "Studio"],
      ["عدسة", "Lens"],
      ["كاميرا", "Camera"],
      ["لقطة", "Shot"],
    ],
    activities: [
      ["للتصوير", "Photography"],
      ["للتصوير الفوتوغرافي", "Photography"],
    ],
    phrase: ["تصوير الأعراس والمناسبات والمنتجات", "wedding, event and product photography"],
    services: [
      ["تصوير حفل زفاف", "Wedding Photography", 150, 1200],
      ["جلسة تصوير عائلية", "Family Photo Session", 40, 200],
      ["تصوير منتجات", "Product Photography", 50, 400],
    ],
  },
  videography: {
    weight: 6,
    types: [
      ["إنتاج", "Productions"],
      ["فيديو", "Video"],
      ["سينما", "Cinema"],
    ],
    activities: [
      ["للإنتاج الفني", "Media Production"],
      ["لتصوير الفيديو", "Videography"],
    ],
    phrase: ["تصوير فيديو ومونتاج وبث مباشر", "videography, editing and live streaming"],
    services: [
      ["تصوير فيديو للزفاف", "Wedding Videography", 200, 1500],
      ["فيديو ترويجي", "Promo Video", 150, 900],
      ["بث مباشر", "Live Streaming", 100, 600],
    ],
  },
  "decor-lighting": {
    weight: 9,
    types: [
      ["تنسيق", "Design"],
      ["ديكور", "Decor"],
      ["كوشة", "Kosha"],
      ["إضاءة", "Lighting"],
      ["لمسة", "Touch"],
    ],
    activities: [
      ["للتنسيق", "Styling"],
      ["للديكور", "Decor"],
      ["لتنسيق الحفلات", "Event Styling"],
    ],
    phrase: ["كوشات وديكور وإضاءة للحفلات", "kosha stages, decor and event lighting"],
    services: [
      ["تصميم كوشة", "Kosha Design", 300, 3000],
      ["إضاءة الحفلات", "Event Lighting", 100, 900],
      ["تنسيق طاولات", "Table Styling", 50, 400],
    ],
  },
  entertainment: {
    weight: 7,
    types: [
      ["فرقة", "Band"],
      ["دي جي", "DJ"],
      ["صوتيات", "Sound"],
      ["طرب", "Tarab"],
    ],
    activities: [
      ["للفنون الشعبية", "Folk Arts"],
      ["للصوتيات", "Audio"],
    ],
    phrase: ["فرق شعبية ودي جي وأنظمة صوت", "folk bands, DJs and sound systems"],
    services: [
      ["دي جي لحفلة", "DJ for a Party", 100, 600],
      ["فرقة شعبية", "Folk Band", 300, 2000],
      ["نظام صوت", "Sound System", 80, 500],
    ],
  },
  flowers: {
    weight: 6,
    types: [
      ["ورود", "Roses"],
      ["زهور", "Flowers"],
      ["مشتل", "Nursery"],
      ["باقة", "Bouquet"],
    ],
    activities: [
      ["للورود", "Flowers"],
      ["لتنسيق الزهور", "Floral Design"],
    ],
    phrase: ["ورود وتنسيق زهور للأعراس", "flowers and floral design for weddings"],
    services: [
      ["باقة ورد للعروس", "Bridal Bouquet", 25, 200],
      ["تنسيق زهور للقاعة", "Hall Floral Arrangement", 200, 2500],
    ],
  },
  transportation: {
    weight: 4,
    types: [
      ["ليموزين", "Limousine"],
      ["نقليات", "Transport"],
      ["سيارات", "Cars"],
    ],
    activities: [
      ["للنقل", "Transport"],
      ["لتأجير السيارات", "Car Rental"],
    ],
    phrase: ["سيارات زفاف وليموزين ونقل ضيوف", "wedding cars, limousines and guest transport"],
    services: [
      ["ليموزين للعروسين", "Wedding Limousine", 80, 400],
      ["باص لنقل الضيوف", "Guest Shuttle Bus", 100, 500],
    ],
  },
  planning: {
    weight: 6,
    types: [
      ["تنظيم", "Events"],
      ["مناسبات", "Occasions"],
      ["تخطيط", "Planning"],
    ],
    activities: [
      ["لتنظيم الحفلات", "Event Planning"],
      ["لتنظيم المؤتمرات", "Conferences"],
    ],
    phrase: ["تنظيم حفلات الزفاف والمؤتمرات", "wedding and conference planning"],
    services: [
      ["تنظيم حفل زفاف متكامل", "Full Wedding Planning", 1000, 10000],
      ["تنظيم مؤتمر", "Conference Organisation", 800, 8000],
    ],
  },
  "invitations-printing": {
    weight: 4,
    types: [
      ["مطبعة", "Press"],
      ["بطاقات", "Cards"],
      ["دعوات", "Invitations"],
    ],
    activities: [
      ["للطباعة", "Printing"],
      ["لبطاقات الدعوة", "Invitation Cards"],
    ],
    phrase: ["بطاقات دعوة وطباعة فاخرة", "invitation cards and fine printing"],
    services: [
      ["بطاقات دعوة مطبوعة", "Printed Invitation Cards", 30, 400],
      ["دعوة إلكترونية", "E-invitation", 10, 60],
    ],
  },
  security: {
    weight: 3,
    types: [
      ["حراسة", "Guards"],
      ["أمن", "Security"],
    ],
    activities: [["للحراسات الأمنية", "Security Services"]],
    phrase: ["حراسة الحفلات وتنظيم المواقف", "event security and valet parking"],
    services: [
      ["حراسة حفل", "Event Security Guards", 100, 800],
      ["تنظيم مواقف", "Valet Parking", 80, 500],
    ],
  },
  cleaning: {
    weight: 3,
    types: [
      ["تنظيف", "Cleaning"],
      ["نظافة", "Cleaners"],
    ],
    activities: [
      ["للتنظيف", "Cleaning"],
      ["لخدمات النظافة", "Cleaning Services"],
    ],
    phrase: ["تنظيف القاعات قبل وبعد الحفلات", "hall cleaning before and after events"],
    services: [["تنظيف بعد الحفل", "Post-event Cleaning", 50, 400]],
  },
  "kids-entertainment": {
    weight: 4,
    types: [
      ["ألعاب", "Games"],
      ["مرح", "Fun"],
      ["نطيطة", "Bouncy"],
    ],
    activities: [
      ["لألعاب الأطفال", "Kids Games"],
      ["لحفلات الأطفال", "Kids Parties"],
    ],
    phrase: ["ألعاب وعروض لحفلات الأطفال", "games and shows for kids parties"],
    services: [
      ["نطيطة وألعاب", "Bouncy Castle & Games", 40, 250],
      ["مهرج وعروض أطفال", "Clown & Kids Show", 50, 300],
    ],
  },
};

/** Kuwaiti family, place and evocative names (the "الراية" of "قاعة الراية" / "Al Raya Hall"). */
export const ROOTS: Pair[] = [
  ["الراية", "Al Raya"],
  ["الدانة", "Al Dana"],
  ["الجوهرة", "Al Jawhara"],
  ["اللؤلؤة", "Al Lulua"],
  ["النخيل", "Al Nakheel"],
  ["الياسمين", "Al Yasmin"],
  ["الريان", "Al Rayyan"],
  ["الخليج", "Al Khaleej"],
  ["الكوت", "Al Kout"],
  ["المها", "Al Maha"],
  ["الفنار", "Al Fanar"],
  ["السدرة", "Al Sidra"],
  ["الوفرة", "Al Wafra"],
  ["البيان", "Al Bayan"],
  ["النسيم", "Al Naseem"],
  ["الديرة", "Al Deera"],
  ["الأصالة", "Al Asala"],
  ["السنابل", "Al Sanabel"],
  ["الأندلس", "Al Andalus"],
  ["الزهراء", "Al Zahra"],
  ["المنار", "Al Manar"],
  ["الأمل", "Al Amal"],
  ["الغانم", "Al Ghanim"],
  ["المطيري", "Al Mutairi"],
  ["العتيبي", "Al Otaibi"],
  ["الرشيد", "Al Rasheed"],
  ["الخرافي", "Al Kharafi"],
  ["المرزوق", "Al Marzouq"],
  ["البحر", "Al Bahar"],
  ["الصقر", "Al Saqer"],
  ["الشايع", "Al Shaya"],
  ["العنزي", "Al Enezi"],
  ["العجمي", "Al Ajmi"],
  ["الهاجري", "Al Hajri"],
  ["الكندري", "Al Kandari"],
  ["الفضلي", "Al Fadhli"],
  ["الرومي", "Al Roumi"],
  ["القطامي", "Al Qatami"],
  ["البدر", "Al Badr"],
  ["الساير", "Al Sayer"],
  ["الحمد", "Al Hamad"],
  ["الخالد", "Al Khaled"],
  ["السالم", "Al Salem"],
  ["الفهد", "Al Fahad"],
  ["الأمير", "Al Ameer"],
  ["الأصيل", "Al Aseel"],
  ["المصطفى", "Al Mustafa"],
  ["الهدى", "Al Huda"],
  ["ليلى", "Layla"],
  ["سلمى", "Salma"],
  ["نجوى", "Najwa"],
  ["منى", "Mona"],
  ["ضحى", "Doha"],
  ["مرسى", "Marsa"],
  ["فيلكا", "Failaka"],
  ["القرين", "Al Qurain"],
  ["الخيران", "Al Khairan"],
  ["البشاير", "Al Bashayer"],
  ["الفخامة", "Al Fakhama"],
  ["السعادة", "Al Saada"],
  ["الليالي", "Al Layali"],
  ["القمر", "Al Qamar"],
  ["النجمة", "Al Najma"],
  ["الريم", "Al Reem"],
  ["الغزال", "Al Ghazal"],
  ["الشروق", "Al Shorouq"],
  ["الهلال", "Al Hilal"],
  ["الواحة", "Al Waha"],
  ["المرجان", "Al Marjan"],
  ["الفيروز", "Al Fairouz"],
];

const ADJECTIVES: Pair[] = [
  ["الذهبية", "Golden"],
  ["الملكية", "Royal"],
  ["الحديثة", "Modern"],
  ["الفاخرة", "Luxury"],
  ["الكبرى", "Grand"],
  ["الماسية", "Diamond"],
  ["الراقية", "Elite"],
  ["الأولى", "First"],
  ["الدولية", "International"],
  ["الخليجية", "Gulf"],
];

// Invented brand names (Latin and Arabic spelling), so the vocabulary grows
// with N as a real marketplace's does.
const SYLLABLES: Pair[] = [
  ["با", "ba"],
  ["را", "ra"],
  ["كا", "ka"],
  ["مي", "mi"],
  ["لو", "lo"],
  ["نا", "na"],
  ["سي", "si"],
  ["تا", "ta"],
  ["زو", "zu"],
  ["فا", "fa"],
  ["دا", "da"],
  ["يا", "ya"],
  ["ها", "ha"],
  ["مو", "mo"],
  ["ري", "ri"],
  ["سا", "sa"],
  ["لا", "la"],
  ["نو", "no"],
  ["في", "vi"],
  ["زي", "ze"],
  ["رو", "ro"],
  ["تي", "ti"],
  ["ما", "ma"],
  ["كو", "ku"],
];
const ENDINGS: Pair[] = [
  ["", ""],
  ["ن", "n"],
  ["ر", "r"],
  ["س", "s"],
  ["ل", "l"],
];

function brand(r: Rng): Pair {
  const parts = Array.from({ length: 2 + Math.floor(r() * 2) }, () => pick(r, SYLLABLES));
  const end = pick(r, ENDINGS);
  const en = parts.map((p) => p[1]).join("") + end[1];
  return [parts.map((p) => p[0]).join("") + end[0], en[0].toUpperCase() + en.slice(1)];
}

const OCCASIONS: Pair[] = [
  ["لحفلات الزفاف", "weddings"],
  ["للخطوبة والملكة", "engagements"],
  ["لأعياد الميلاد", "birthdays"],
  ["للمؤتمرات", "conferences"],
  ["لحفلات التخرج", "graduations"],
  ["للقرقيعان", "Gergean nights"],
  ["للاستقبالات", "receptions"],
  ["للعزائم العائلية", "family gatherings"],
  ["لحفلات الشركات", "corporate events"],
  ["للديوانيات", "diwaniya gatherings"],
];

const FIRST_NAMES = [
  "Fahad",
  "Nasser",
  "Abdullah",
  "Mohammad",
  "Khaled",
  "Sara",
  "Noura",
  "Fatma",
  "Dalal",
  "Hessa",
  "Yousef",
  "Bader",
  "Mariam",
  "Shaikha",
  "Ali",
];
const LAST_NAMES = ["Al-Mutairi", "Al-Otaibi", "Al-Ajmi", "Al-Enezi", "Al-Rashidi", "Al-Hajri", "Al-Kandari", "Al-Fadhli", "Al-Shammari", "Al-Azmi"];

export type Refs = {
  categories: Array<{ id: string; slug: string; parentSlug: string | null }>;
  governorates: Array<{ id: string; slug: string; cityId: string }>;
  areas: Array<{ id: string; slug: string; governorateId: string; nameAr: string; nameEn: string }>;
  plans: Map<string, string>;
  roles: Map<string, string>;
};

export async function loadRefs(client: pg.Client): Promise<Refs> {
  const q = async <T>(sql: string) => (await client.query(sql)).rows as T[];
  const categories = await q<{ id: string; slug: string; parentSlug: string | null }>(
    `SELECT c.id, c.slug, p.slug AS "parentSlug" FROM categories c LEFT JOIN categories p ON p.id = c.parent_id WHERE c.status = 'active'`,
  );
  const governorates = await q<{ id: string; slug: string; cityId: string }>(`SELECT id, slug, city_id AS "cityId" FROM governorates`);
  const areas = await q<Refs["areas"][number]>(
    `SELECT id, slug, governorate_id AS "governorateId", name_ar AS "nameAr", name_en AS "nameEn" FROM areas ORDER BY slug`,
  );
  const plans = new Map((await q<{ id: string; code: string }>(`SELECT id, code FROM plans`)).map((p) => [p.code, p.id]));
  const roles = new Map((await q<{ id: string; code: string }>(`SELECT id, code FROM roles`)).map((p) => [p.code, p.id]));
  return { categories, governorates, areas, plans, roles };
}

// Where vendors are (Hawalli and Farwaniya busiest).
const GOVERNORATE_WEIGHTS: Record<string, number> = { capital: 15, hawalli: 30, farwaniya: 20, "mubarak-al-kabeer": 10, ahmadi: 15, jahra: 10 };

const money = (kwd: number) => kwd.toFixed(3);

type Rows = Record<string, unknown[]>;
const rows = (...columns: string[]): Rows => Object.fromEntries(columns.map((c) => [c, []]));
function push(target: Rows, values: Record<string, unknown>) {
  for (const [k, v] of Object.entries(values)) target[k].push(v);
}

/** `INSERT INTO table (cols) SELECT * FROM unnest($1::type[], ...)`; constants as extra SELECT expressions. */
async function insert(client: pg.Client, table: string, data: Rows, types: Record<string, string>, constants: Record<string, string> = {}) {
  const cols = Object.keys(data);
  const unnest = cols.map((c, i) => `$${i + 1}::${types[c] ?? "text"}[]`).join(", ");
  const constCols = Object.keys(constants);
  const sql = `INSERT INTO ${table} (${[...cols, ...constCols].map((c) => `"${c}"`).join(", ")})
    SELECT u.*${constCols.map((c) => `, ${constants[c]}`).join("")} FROM unnest(${unnest}) AS u(${cols.map((c) => `"${c}"`).join(", ")})`;
  await client.query(
    sql,
    cols.map((c) => data[c]),
  );
}

/** Seeds vendors [from, to) of the synthetic marketplace. */
export async function seedVendorChunk(client: pg.Client, refs: Refs, from: number, to: number, nowMs: number): Promise<{ services: number }> {
  const newId = monotonicFactory();
  const users = rows("id", "email", "first_name", "last_name", "email_verified_at");
  const vendors = rows(
    "id",
    "slug",
    "name_ar",
    "name_en",
    "description_ar",
    "description_en",
    "city_id",
    "area_id",
    "owner_user_id",
    "approved_at",
    "rating_avg",
    "rating_count",
  );
  const vendorCategories = rows("vendor_id", "category_id", "is_primary");
  const members = rows("id", "vendor_id", "user_id");
  const userRoles = rows("id", "user_id", "role_id", "vendor_id");
  const services = rows("id", "vendor_id", "category_id", "name_ar", "name_en", "description_ar", "description_en", "price_from", "published_at");
  const subscriptions = rows("id", "vendor_id", "plan_id", "current_period_start", "current_period_end");

  const topLevel = Object.entries(CATEGORY_WORDS).map(([slug, w]) => [slug, w.weight] as const);
  const bySlug = new Map(refs.categories.map((c) => [c.slug, c]));
  const childrenOf = (slug: string) => refs.categories.filter((c) => c.parentSlug === slug);
  const govWeights = refs.governorates.map((g) => [g, GOVERNORATE_WEIGHTS[g.slug] ?? 1] as const);
  const ownerRole = refs.roles.get("vendor_owner")!;
  const day = 86_400_000;

  for (let i = from; i < to; i++) {
    const r = rng(0x5eed0000 + i);
    // Categories: a weighted primary, sometimes its subcategory; 1-3 in all.
    const primarySlug = weighted(r, topLevel);
    const count = weighted(r, [
      [1, 55],
      [2, 35],
      [3, 10],
    ] as const);
    const tops = [primarySlug];
    while (tops.length < count) {
      const next = weighted(r, topLevel);
      if (!tops.includes(next)) tops.push(next);
    }
    const categoryIds = tops.map((slug) => {
      const children = childrenOf(slug);
      return (children.length > 0 && r() < 0.3 ? pick(r, children) : bySlug.get(slug)!).id;
    });

    // Place.
    const gov = weighted(r, govWeights);
    const govAreas = refs.areas.filter((a) => a.governorateId === gov.id);
    const area = r() < 0.95 && govAreas.length > 0 ? pick(r, govAreas) : null;

    // Name: mostly "<type> <root>" / "<root> <type>", also with an adjective,
    // an activity ("الغانم للتصوير" / "Al Ghanim Photography"), an invented
    // brand, the area, or half Latin ("استوديو Zumira").
    const words = CATEGORY_WORDS[primarySlug];
    const type = pick(r, words.types);
    const root = pick(r, ROOTS);
    const style = weighted(r, [
      ["plain", 35],
      ["adjective", 15],
      ["activity", 15],
      ["brand", 15],
      ["area", 10],
      ["mixed", 10],
    ] as const);
    let nameAr: string;
    let nameEn: string;
    if (style === "adjective") {
      const adj = pick(r, ADJECTIVES);
      [nameAr, nameEn] = [`${type[0]} ${root[0]} ${adj[0]}`, `${root[1]} ${adj[1]} ${type[1]}`];
    } else if (style === "activity") {
      const act = pick(r, words.activities);
      [nameAr, nameEn] = [`${root[0]} ${act[0]}`, `${root[1]} ${act[1]}`];
    } else if (style === "brand") {
      const b = brand(r);
      [nameAr, nameEn] = [`${type[0]} ${b[0]}`, `${b[1]} ${type[1]}`];
    } else if (style === "area" && area) {
      [nameAr, nameEn] = [`${type[0]} ${root[0]} - ${area.nameAr}`, `${root[1]} ${type[1]} ${area.nameEn}`];
    } else if (style === "mixed") {
      const b = brand(r);
      [nameAr, nameEn] = [`${type[0]} ${b[1]}`, `${b[1]} ${type[1]}`];
    } else {
      [nameAr, nameEn] = [`${type[0]} ${root[0]}`, `${root[1]} ${type[1]}`];
    }
    const occasion = pick(r, OCCASIONS);
    const place = area ?? { nameAr: "الكويت", nameEn: "Kuwait" };
    const descriptionAr = r() < 0.9 ? `${nameAr} في ${place.nameAr}: ${words.phrase[0]} ${occasion[0]} وجميع المناسبات بأسعار مناسبة وخدمة احترافية.` : null;
    const descriptionEn =
      r() < 0.7 ? `${nameEn} in ${place.nameEn}: ${words.phrase[1]} for ${occasion[1]} and every occasion, with professional service.` : null;

    // Reviews: a third without any, a fifth with 1-2 (the "new" label), the rest 3+.
    const kind = weighted(r, [
      ["none", 35],
      ["few", 20],
      ["many", 45],
    ] as const);
    const ratingCount = kind === "none" ? 0 : kind === "few" ? 1 + Math.floor(r() * 2) : 3 + Math.floor(-Math.log(1 - r()) * 25);
    const ratingAvg = ratingCount === 0 ? 0 : Math.max(1, Math.min(5, 5 - Math.abs((r() + r() + r() - 1.5) * 1.6)));
    const approvedAt = nowMs - Math.floor(r() * 3 * 365 * day);

    const vendorId = newId();
    const ownerId = newId();
    const slug = `${nameEn
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "")}-${i.toString(36)}`;
    push(users, {
      id: ownerId,
      email: `owner-${i}@bench.example.kw`,
      first_name: pick(r, FIRST_NAMES),
      last_name: pick(r, LAST_NAMES),
      email_verified_at: new Date(approvedAt).toISOString(),
    });
    push(vendors, {
      id: vendorId,
      slug,
      name_ar: nameAr,
      name_en: nameEn,
      description_ar: descriptionAr,
      description_en: descriptionEn,
      city_id: gov.cityId,
      area_id: area?.id ?? null,
      owner_user_id: ownerId,
      approved_at: new Date(approvedAt).toISOString(),
      rating_avg: ratingAvg.toFixed(2),
      rating_count: ratingCount,
    });
    categoryIds.forEach((categoryId, k) => push(vendorCategories, { vendor_id: vendorId, category_id: categoryId, is_primary: k === 0 }));
    push(members, { id: newId(), vendor_id: vendorId, user_id: ownerId });
    push(userRoles, { id: newId(), user_id: ownerId, role_id: ownerRole, vendor_id: vendorId });

    // Services: 1-4, in the vendor's categories; a fifth are quote-only.
    const serviceCount = weighted(r, [
      [1, 30],
      [2, 35],
      [3, 25],
      [4, 10],
    ] as const);
    const tiers: Array<readonly [string, string, number]> = [
      ["", "", 1],
      [" - الذهبية", " Gold", 1.6],
      [" - الماسية", " Diamond", 2.5],
      [" - الاقتصادية", " Economy", 0.6],
    ];
    for (let s = 0; s < serviceCount; s++) {
      const k = Math.floor(r() * categoryIds.length);
      const seed = pick(r, CATEGORY_WORDS[tops[k]].services);
      const tier = pick(r, tiers);
      const price = r() < 0.2 ? null : money(Math.round((seed[2] + r() * (seed[3] - seed[2])) * tier[2] * 4) / 4);
      push(services, {
        id: newId(),
        vendor_id: vendorId,
        category_id: categoryIds[k],
        name_ar: `${seed[0]}${tier[0]}`,
        name_en: `${seed[1]}${tier[1]}`,
        description_ar: r() < 0.5 ? `${seed[0]} من ${nameAr} ${occasion[0]}` : null,
        description_en: r() < 0.4 ? `${seed[1]} by ${nameEn} for ${occasion[1]}` : null,
        price_from: price,
        published_at: new Date(approvedAt + day).toISOString(),
      });
    }

    // Plans: 15% Basic, 8% Professional, 3% Enterprise (featured-eligible), the rest Free.
    const plan = weighted(r, [
      ["free", 74],
      ["basic", 15],
      ["professional", 8],
      ["enterprise", 3],
    ] as const);
    if (plan !== "free") {
      const start = nowMs - Math.floor(r() * 28 * day);
      push(subscriptions, {
        id: newId(),
        vendor_id: vendorId,
        plan_id: refs.plans.get(plan)!,
        current_period_start: new Date(start).toISOString(),
        current_period_end: new Date(start + 30 * day).toISOString(),
      });
    }
  }

  const ts = "timestamptz";
  await client.query("BEGIN");
  await insert(client, "users", users, { email_verified_at: ts }, { status: "'active'", user_type: "'vendor'", updated_at: "now()" });
  await insert(
    client,
    "vendors",
    vendors,
    { approved_at: ts, rating_avg: "numeric", rating_count: "int" },
    {
      status: "'approved'",
      published_at: "u.approved_at",
      submitted_at: "u.approved_at - interval '1 day'",
      created_at: "u.approved_at - interval '1 day'",
      updated_at: "u.approved_at",
    },
  );
  await insert(client, "vendor_categories", vendorCategories, { is_primary: "boolean" });
  await insert(client, "vendor_members", members, {}, { role: "'vendor_owner'" });
  await insert(client, "user_roles", userRoles, {});
  await insert(
    client,
    "services",
    services,
    { price_from: "numeric", published_at: ts },
    { status: "'published'", created_at: "u.published_at", updated_at: "u.published_at" },
  );
  await insert(client, "subscriptions", subscriptions, { current_period_start: ts, current_period_end: ts }, { status: "'active'", updated_at: "now()" });
  await client.query("COMMIT");
  return { services: services.id.length };
}
