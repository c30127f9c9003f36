// The search benchmark's fixed query mix: GET /search/vendors query strings,
// ~200 per mix, built from the word lists of bench/search-data.ts so every
// mix finds vendors at every size. Ids of governorates and areas come from
// the reference data of the database under test.
import type { Refs } from "./search-data";

export type Mix = { name: string; what: string; requests: URLSearchParams[] };

export const REQUESTS_PER_MIX = 200;

type Params = Record<string, string>;

/** Cycles through `base` until `count` requests; `vary(i, round)` may change each one per round. */
function cycle(base: Params[], vary: (p: Params, round: number) => Params = (p) => p, count = REQUESTS_PER_MIX): URLSearchParams[] {
  return Array.from({ length: count }, (_, i) => new URLSearchParams(vary(base[i % base.length], Math.floor(i / base.length))));
}

const q = (...texts: string[]): Params[] => texts.map((text) => ({ q: text }));

export function queryMixes(refs: Refs): Mix[] {
  const gov = (slug: string) => refs.governorates.find((g) => g.slug === slug)?.id ?? fail(`governorate ${slug}`);
  const area = (slug: string) => refs.areas.find((a) => a.slug === slug)?.id ?? fail(`area ${slug}`);
  const govs = ["capital", "hawalli", "farwaniya", "mubarak-al-kabeer", "ahmadi", "jahra"].map(gov);

  return [
    {
      name: "exact_ar",
      what: "Arabic names and words as written (1-3 words)",
      requests: cycle(
        q("قاعة الراية", "الراية", "استوديو", "بوفيه", "كوشة", "ليموزين", "مطبخ الدانة", "الغانم للتصوير", "ورود", "حلويات", "فرقة شعبية", "منتجع الخيران",
          "الجوهرة", "تنظيف", "حراسة", "بطاقات دعوة", "إضاءة", "قصر الأندلس", "تصوير زفاف", "ضيافة", "مشتل الياسمين", "شاليهات", "ديوانية", "العتيبي",
          "المطيري", "سيارات", "عدسة", "دعوات", "ألعاب الأطفال", "قاعة اجتماعات", "بوفيه مفتوح", "نطيطة", "مطبعة", "صالة أفراح", "الكوت", "المرجان"),
      ),
    },
    {
      name: "exact_en",
      what: "English names and words as written (1-3 words)",
      requests: cycle(
        q("Al Raya Hall", "Raya", "studio", "buffet", "kosha", "limousine", "Dana Kitchen", "Ghanim Photography", "roses", "sweets", "folk band",
          "Khairan Resort", "Jawhara", "cleaning", "security", "invitation cards", "lighting", "Andalus Palace", "wedding photography", "catering",
          "Yasmin Nursery", "chalets", "diwaniya", "Otaibi", "Mutairi", "cars", "lens", "invitations", "kids games", "meeting room", "open buffet",
          "bouncy", "press", "wedding hall", "Kout", "Marjan"),
      ),
    },
    {
      name: "typo",
      what: "1 typo in 5-8 letter words, 2 typos in 9+ letter words (Arabic and English)",
      requests: cycle(
        q("studoi", "kitchn", "limousin", "restuarnt", "fotography", "hosptalty", "engagmints", "weding", "flowres", "Jawhra", "Nakheal", "Yasmen",
          "lighitng", "bouqet", "entertanmen", "invetatons", "Khaleeg", "Marzoq", "konferance", "catring", "استديو", "تصوبر", "الجوهرا", "ليموزبن",
          "حلوبات", "الياسمبن", "الفتوغرفي", "المناصباه", "الضيافا", "مطبعت", "الأندلوس", "الخرفي", "التخطيت", "weding hal", "قاعة الرايا"),
      ),
    },
    {
      name: "arabic_variants",
      what: "ة/ه, أ/ا/إ, ى/ي, ؤ/و, with/without ال, tashkeel",
      requests: cycle(
        q("قاعه الرايه", "قاعة الرايه", "الجوهره", "اللؤلؤه", "اللولوه", "ليلي", "سلمي", "المصطفي", "الهدي", "الاندلس", "الامير", "الاصيل", "اضاءة",
          "الفخامه", "منتجع السدره", "قَاعَة الرَّايَة", "مَطْبَخ", "اِسْتُودْيُو", "راية", "الدانه", "دانة", "جوهرة", "القاعه", "الاستوديو", "الكوشه",
          "ياسمين", "ورود ياسمين", "قصر الاندلس", "صاله افراح", "حلويات الدانه", "مطبعه منار", "ديوانيه", "ضحي", "انتاج", "العاب"),
      ),
    },
    {
      name: "prefix",
      what: "as-you-type: the last word partial",
      requests: cycle(
        q("قاعة الر", "الجوه", "استود", "كوش", "ليموز", "بوف", "مطبخ الد", "حلوي", "Al Raya Ha", "stud", "photog", "limou", "Jawh", "cater", "kos",
          "wedding ph", "Andal", "flow", "mutai", "الغان", "للتص", "تنظي", "Ghanim Ph", "diwa", "بطاقات د", "منتجع الخ", "secur", "Khair", "invita", "الياس"),
      ),
    },
    {
      name: "filters_q",
      what: "a query plus category, governorate, area, price range or rating_min",
      requests: cycle(
        [
          { q: "قاعة", governorate_id: gov("hawalli") },
          { q: "studio", governorate_id: gov("capital") },
          { q: "catering", price_min: "100", price_max: "500" },
          { q: "تصوير", rating_min: "4" },
          { q: "wedding", category: "venues" },
          { q: "الراية", area_id: area("salmiya") },
          { q: "buffet", rating_min: "4.5" },
          { q: "كوشة", price_max: "1000" },
          { q: "limousine", governorate_id: gov("ahmadi"), rating_min: "3" },
          { q: "ورود", category: "flowers", price_min: "20" },
          { q: "Al Raya", category: "catering" },
          { q: "حفلات", governorate_id: gov("jahra"), price_max: "800" },
          { q: "photography", area_id: area("jabriya") },
          { q: "ضيافة", category: "catering", rating_min: "4" },
          { q: "hall", price_min: "500", price_max: "3000" },
        ],
        (p, round) => (p.governorate_id ? { ...p, governorate_id: govs[(govs.indexOf(p.governorate_id) + round) % govs.length] } : p),
      ),
    },
    {
      name: "filters_browse",
      what: "no query: category, governorate, area, price range, rating_min combined",
      requests: cycle(
        [
          { category: "photography", governorate_id: gov("farwaniya") },
          { area_id: area("salmiya") },
          { price_min: "100", price_max: "300" },
          { rating_min: "4.5" },
          { category: "catering", price_max: "200" },
          { governorate_id: gov("jahra"), rating_min: "4" },
          { category: "wedding-halls", area_id: area("fahaheel") },
          { category: "venues", rating_min: "4", price_min: "500" },
          { category: "flowers", governorate_id: gov("hawalli"), price_max: "100" },
          { area_id: area("mangaf"), rating_min: "3" },
        ],
        (p, round) => (p.governorate_id ? { ...p, governorate_id: govs[(govs.indexOf(p.governorate_id) + round) % govs.length] } : p),
      ),
    },
    {
      name: "browse_facets",
      what: "no query, default sort: one category (3 featured on top), a governorate, everything",
      requests: cycle([
        { category: "venues" },
        { category: "photography" },
        { category: "wedding-halls" },
        { governorate_id: gov("hawalli") },
        {},
        { category: "kids-entertainment" },
        { category: "catering" },
        { category: "decor-lighting" },
      ]),
    },
    {
      name: "sort",
      what: "rating, price up/down, newest/oldest, with a query or a category",
      requests: cycle([
        { q: "قاعة", sort: "rating" },
        { q: "studio", sort: "price_asc" },
        { category: "catering", sort: "price_desc" },
        { category: "venues", sort: "-created_at" },
        { q: "wedding", sort: "-rating" },
        { governorate_id: gov("capital"), sort: "created_at" },
        { q: "بوفيه", sort: "price_min" },
        { category: "flowers", sort: "-price_min" },
        { sort: "rating" },
        { q: "Raya", sort: "distance", near_area_id: area("salmiya") },
      ]),
    },
    {
      name: "deep_pages",
      what: "pages 20-25 at per_page 20 (offsets 380-480 of the 500 cap)",
      requests: cycle(
        [{ q: "قاعة" }, { q: "studio" }, { category: "venues" }, { governorate_id: gov("hawalli") }, {}, { q: "wedding" }, { category: "catering", sort: "rating" }, { q: "تصوير" }],
        (p, round) => ({ ...p, per_page: "20", page: String(20 + (round % 6)) }),
      ),
    },
  ];
}

function fail(what: string): never {
  throw new Error(`reference data lacks ${what}`);
}
