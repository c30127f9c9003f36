// The judged query set for search relevance over the demo vendors
// (prisma/seed/data/demo-vendors.ts): what a customer types, in Arabic and
// English, with typos, Gulf spellings, synonyms, category words and vendor
// names, and per query the vendor slugs that should come first: 2 = ideal
// (what the customer is looking for), 1 = relevant (a fair answer further
// down). Unlisted vendors count 0. Scored by bench/relevance-metrics.ts
// (NDCG@5, precision@3); run by `npm run bench` and server/search/relevance.test.ts.
// Pure data module.
import type { Judgment } from "./relevance-metrics";

const photographers = { "lens-art-studio": 2, "thikra-photography": 2, "pixel-box-studio": 2 } as const;
const weddingPhotographers = { "lens-art-studio": 2, "thikra-photography": 2, "pixel-box-studio": 1 } as const;
const videographers = { "cinema-frames": 2, "lamsa-films": 2, "pixel-box-studio": 1 } as const;
const weddingHalls = { "al-raya-hall": 2, "qasr-al-andalus-hall": 2, "bayan-palace-ballroom": 1 } as const;
const florists = { "yasmine-flowers": 2, "zahrat-al-bustan": 2, "bloom-house": 2, "noor-al-masaa-decor": 1 } as const;
const planners = { "tamayoz-events": 2, "fikra-events": 2, "bidaya-planners": 2, "golden-invitation": 1 } as const;
const printers = { "dar-al-bitaqa": 2, "paper-and-ink-studio": 2, "golden-invitation": 2 } as const;
const cleaners = { "sahab-cleaning": 2, "bright-clean": 2, "al-mithaliya-services": 2 } as const;
const kids = { "fun-zone-kids": 2, "alam-al-alwan-kids": 2, "bidaya-planners": 1 } as const;
const decorators = { "noor-al-masaa-decor": 2, "rukn-al-ibdaa-decor": 2, "glow-events": 1, "bloom-house": 1, "tamayoz-events": 1 } as const;

export const judgments: Judgment[] = [
  // Photography: the two reported misrankings first.
  { q: "photgrapher", note: "typo of photographer", grades: photographers },
  { q: "مصور اعراس", note: "wedding photographer (Gulf: اعراس)", grades: weddingPhotographers },
  { q: "photographer", note: "synonym of the category word", grades: photographers },
  { q: "photography", note: "category word", grades: photographers },
  { q: "مصور", note: "photographer", grades: photographers },
  { q: "تصوير", note: "photography (category word)", grades: { ...photographers, "cinema-frames": 1, "lamsa-films": 1 } },
  { q: "wedding photography", note: "subcategory name", grades: weddingPhotographers },
  { q: "التصوير الفوتوغرافى", note: "category name, alef maqsura", grades: photographers },
  // Video.
  { q: "videographer", note: "synonym", grades: videographers },
  { q: "تصوير فيديو", note: "videography", grades: videographers },
  { q: "drone filming", note: "service words", grades: { "cinema-frames": 2 } },
  // Venues.
  { q: "wedding hall", note: "subcategory", grades: weddingHalls },
  { q: "صالة افراح", note: "Gulf wording of wedding hall", grades: weddingHalls },
  { q: "قاعه", note: "hall, taa marbuta as haa", grades: { ...weddingHalls, "bayan-palace-ballroom": 2, "marsa-al-khairan-chalets": 1 } },
  { q: "hotel ballroom", note: "subcategory", grades: { "bayan-palace-ballroom": 2, "al-raya-hall": 1 } },
  { q: "chalet", note: "venue type", grades: { "marsa-al-khairan-chalets": 2 } },
  { q: "شاليه", note: "chalet", grades: { "marsa-al-khairan-chalets": 2 } },
  // Catering.
  {
    q: "catering",
    note: "category word",
    grades: { "layali-al-diyafa": 2, "qasr-al-andalus-hall": 1, "matbakh-umm-ahmad": 1, "layla-sweets": 1, "tamayoz-events": 1 },
  },
  { q: "بوفيه", note: "buffet", grades: { "layali-al-diyafa": 2, "qasr-al-andalus-hall": 1 } },
  { q: "مجبوس", note: "Kuwaiti dish", grades: { "matbakh-umm-ahmad": 2 } },
  { q: "harees", note: "Kuwaiti dish, English", grades: { "matbakh-umm-ahmad": 2 } },
  { q: "wedding cake", note: "service", grades: { "layla-sweets": 2 } },
  { q: "حلويات", note: "sweets", grades: { "layla-sweets": 2 } },
  { q: "قهوة عربية", note: "coffee service", grades: { "layali-al-diyafa": 2 } },
  // Decor, lighting, flowers.
  { q: "kosha", note: "Gulf word for the bridal stage", grades: { "noor-al-masaa-decor": 2, "bloom-house": 1 } },
  { q: "كوشه", note: "kosha, taa marbuta as haa", grades: { "noor-al-masaa-decor": 2, "bloom-house": 1 } },
  { q: "lighting", note: "category word", grades: { "glow-events": 2, "noor-al-masaa-decor": 2 } },
  { q: "اضاءة", note: "lighting without hamza", grades: { "glow-events": 2, "noor-al-masaa-decor": 2 } },
  { q: "decor", note: "category word", grades: decorators },
  { q: "ديكور", note: "decor", grades: decorators },
  { q: "florist", note: "synonym of flowers", grades: florists },
  { q: "ورد", note: "flowers (Gulf)", grades: florists },
  { q: "flowrs", note: "typo", grades: florists },
  // Entertainment.
  { q: "dj", note: "short word", grades: { "beat-drop-dj": 2, "al-sadaa-sound": 1 } },
  { q: "دي جي", note: "DJ in Arabic letters", grades: { "beat-drop-dj": 2, "al-sadaa-sound": 1 } },
  { q: "فرقة شعبية", note: "folk band", grades: { "anghaam-al-khaleej": 2 } },
  { q: "sound system", note: "service", grades: { "al-sadaa-sound": 2, "beat-drop-dj": 2 } },
  // Transport.
  { q: "limousine", note: "service", grades: { "al-mawkib-limousine": 2, "royal-ride-classics": 1 } },
  { q: "ليموزين", note: "limousine", grades: { "al-mawkib-limousine": 2, "royal-ride-classics": 1 } },
  { q: "classic car", note: "service", grades: { "royal-ride-classics": 2, "al-mawkib-limousine": 1 } },
  // Planning, printing, security, cleaning, kids.
  { q: "event planner", note: "synonym of event planning", grades: planners },
  { q: "تنظيم حفلات", note: "party planning", grades: planners },
  { q: "conference", note: "service word", grades: { "fikra-events": 2, "al-raya-hall": 1, "pixel-box-studio": 1 } },
  { q: "invitations", note: "category word", grades: printers },
  { q: "بطاقات دعوة", note: "invitation cards", grades: printers },
  { q: "security guards", note: "category words", grades: { "al-hisn-security": 2, "amana-security": 2, "al-mithaliya-services": 1 } },
  { q: "حراسات", note: "guarding", grades: { "al-hisn-security": 2, "amana-security": 1, "al-mithaliya-services": 1 } },
  { q: "cleaning", note: "category word", grades: cleaners },
  { q: "تنظيف", note: "cleaning", grades: cleaners },
  { q: "kids party", note: "kids entertainment", grades: kids },
  { q: "حفلات اطفال", note: "kids parties", grades: kids },
  { q: "غبقة", note: "Ramadan gathering (Gulf)", grades: { "rukn-al-ibdaa-decor": 2, "bidaya-planners": 2, "matbakh-umm-ahmad": 1 } },
  { q: "valet parking", note: "service", grades: { "amana-security": 2 } },
  // Vendor names, with typos and spelling variants.
  { q: "Al Raya", note: "vendor name", grades: { "al-raya-hall": 2 } },
  { q: "الرايه", note: "vendor name, taa marbuta", grades: { "al-raya-hall": 2 } },
  { q: "قصر الاندلص", note: "vendor name with a typo", grades: { "qasr-al-andalus-hall": 2 } },
  { q: "lens art", note: "vendor name", grades: { "lens-art-studio": 2 } },
  { q: "ذكرى", note: "vendor name", grades: { "thikra-photography": 2 } },
  { q: "cinema frams", note: "vendor name with a typo", grades: { "cinema-frames": 2 } },
  { q: "بلوم هاوس", note: "vendor name, Arabic letters", grades: { "bloom-house": 2 } },
  { q: "tamayoz", note: "vendor name", grades: { "tamayoz-events": 2 } },
];
