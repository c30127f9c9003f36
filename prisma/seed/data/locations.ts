// Location seed data: Kuwait governorates/areas and GCC countries/cities.
// Pure data module: no runtime dependencies.

export type AreaSeed = { slug: string; nameAr: string; nameEn: string };

export type GovernorateSeed = {
  slug: string;
  nameAr: string;
  nameEn: string;
  areas: AreaSeed[];
};

export type CountrySeed = {
  code: string /* ISO 3166-1 alpha-2 */;
  nameAr: string;
  nameEn: string;
  phoneCode: string /* e.g. "+965" */;
  currency: string /* ISO 4217 */;
  supportedMarket: boolean;
  cities: { slug: string; nameAr: string; nameEn: string }[];
};

export const kuwaitGovernorates: GovernorateSeed[] = [
  {
    slug: "capital",
    nameAr: "العاصمة",
    nameEn: "Capital (Al Asimah)",
    areas: [
      { slug: "sharq", nameAr: "شرق", nameEn: "Sharq" },
      { slug: "mirqab", nameAr: "المرقاب", nameEn: "Mirqab" },
      { slug: "qibla", nameAr: "القبلة", nameEn: "Qibla" },
      { slug: "dasman", nameAr: "دسمان", nameEn: "Dasman" },
      { slug: "bneid-al-gar", nameAr: "بنيد القار", nameEn: "Bneid Al-Gar" },
      { slug: "dasma", nameAr: "الدسمة", nameEn: "Dasma" },
      { slug: "daiya", nameAr: "الدعية", nameEn: "Daiya" },
      { slug: "shamiya", nameAr: "الشامية", nameEn: "Shamiya" },
      { slug: "shuwaikh", nameAr: "الشويخ", nameEn: "Shuwaikh" },
      { slug: "kaifan", nameAr: "كيفان", nameEn: "Kaifan" },
      { slug: "khaldiya", nameAr: "الخالدية", nameEn: "Khaldiya" },
      { slug: "adailiya", nameAr: "العديلية", nameEn: "Adailiya" },
      { slug: "rawda", nameAr: "الروضة", nameEn: "Rawda" },
      { slug: "faiha", nameAr: "الفيحاء", nameEn: "Faiha" },
      { slug: "nuzha", nameAr: "النزهة", nameEn: "Nuzha" },
      { slug: "qadsiya", nameAr: "القادسية", nameEn: "Qadsiya" },
      { slug: "mansouriya", nameAr: "المنصورية", nameEn: "Mansouriya" },
      { slug: "yarmouk", nameAr: "اليرموك", nameEn: "Yarmouk" },
      { slug: "surra", nameAr: "السرة", nameEn: "Surra" },
      { slug: "qortuba", nameAr: "قرطبة", nameEn: "Qortuba" },
      { slug: "abdullah-al-salem", nameAr: "ضاحية عبدالله السالم", nameEn: "Abdullah Al-Salem" },
      { slug: "granada", nameAr: "غرناطة", nameEn: "Granada" },
      { slug: "sulaibikhat", nameAr: "الصليبيخات", nameEn: "Sulaibikhat" },
    ],
  },
  {
    slug: "hawalli",
    nameAr: "حولي",
    nameEn: "Hawalli",
    areas: [
      { slug: "hawalli", nameAr: "حولي", nameEn: "Hawalli" },
      { slug: "salmiya", nameAr: "السالمية", nameEn: "Salmiya" },
      { slug: "jabriya", nameAr: "الجابرية", nameEn: "Jabriya" },
      { slug: "rumaithiya", nameAr: "الرميثية", nameEn: "Rumaithiya" },
      { slug: "bayan", nameAr: "بيان", nameEn: "Bayan" },
      { slug: "mishref", nameAr: "مشرف", nameEn: "Mishref" },
      { slug: "salwa", nameAr: "سلوى", nameEn: "Salwa" },
      { slug: "shaab", nameAr: "الشعب", nameEn: "Shaab" },
      { slug: "shuhada", nameAr: "الشهداء", nameEn: "Shuhada" },
      { slug: "hitteen", nameAr: "حطين", nameEn: "Hitteen" },
      { slug: "salam", nameAr: "السلام", nameEn: "Salam" },
      { slug: "zahra", nameAr: "الزهراء", nameEn: "Zahra" },
      { slug: "siddiq", nameAr: "الصديق", nameEn: "Siddiq" },
      { slug: "mubarak-al-abdullah", nameAr: "مبارك العبدالله", nameEn: "Mubarak Al-Abdullah" },
      { slug: "maidan-hawalli", nameAr: "ميدان حولي", nameEn: "Maidan Hawalli" },
      { slug: "anjafa", nameAr: "أنجفة", nameEn: "Anjafa" },
    ],
  },
  {
    slug: "farwaniya",
    nameAr: "الفروانية",
    nameEn: "Farwaniya",
    areas: [
      { slug: "farwaniya", nameAr: "الفروانية", nameEn: "Farwaniya" },
      { slug: "khaitan", nameAr: "خيطان", nameEn: "Khaitan" },
      { slug: "jleeb-al-shuyoukh", nameAr: "جليب الشيوخ", nameEn: "Jleeb Al-Shuyoukh" },
      { slug: "abraq-khaitan", nameAr: "أبرق خيطان", nameEn: "Abraq Khaitan" },
      { slug: "andalous", nameAr: "الأندلس", nameEn: "Andalous" },
      { slug: "ardiya", nameAr: "العارضية", nameEn: "Ardiya" },
      { slug: "ishbiliya", nameAr: "إشبيلية", nameEn: "Ishbiliya" },
      { slug: "rabiya", nameAr: "الرابية", nameEn: "Rabiya" },
      { slug: "rehab", nameAr: "الرحاب", nameEn: "Rehab" },
      { slug: "omariya", nameAr: "العمرية", nameEn: "Omariya" },
      { slug: "firdous", nameAr: "الفردوس", nameEn: "Firdous" },
      { slug: "riggae", nameAr: "الرقعي", nameEn: "Riggae" },
      { slug: "sabah-al-nasser", nameAr: "صباح الناصر", nameEn: "Sabah Al-Nasser" },
      { slug: "dhajeej", nameAr: "الضجيج", nameEn: "Dhajeej" },
      { slug: "abdullah-al-mubarak", nameAr: "عبدالله المبارك", nameEn: "Abdullah Al-Mubarak" },
    ],
  },
  {
    slug: "mubarak-al-kabeer",
    nameAr: "مبارك الكبير",
    nameEn: "Mubarak Al-Kabeer",
    areas: [
      { slug: "mubarak-al-kabeer", nameAr: "مبارك الكبير", nameEn: "Mubarak Al-Kabeer" },
      { slug: "adan", nameAr: "العدان", nameEn: "Adan" },
      { slug: "qurain", nameAr: "القرين", nameEn: "Qurain" },
      { slug: "qusour", nameAr: "القصور", nameEn: "Qusour" },
      { slug: "sabah-al-salem", nameAr: "صباح السالم", nameEn: "Sabah Al-Salem" },
      { slug: "messila", nameAr: "المسيلة", nameEn: "Messila" },
      { slug: "abu-futaira", nameAr: "أبو فطيرة", nameEn: "Abu Futaira" },
      { slug: "abu-al-hasaniya", nameAr: "أبو الحصانية", nameEn: "Abu Al-Hasaniya" },
      { slug: "fnaitees", nameAr: "الفنيطيس", nameEn: "Fnaitees" },
      { slug: "masayel", nameAr: "المسايل", nameEn: "Masayel" },
      { slug: "sabhan", nameAr: "صبحان", nameEn: "Sabhan" },
    ],
  },
  {
    slug: "ahmadi",
    nameAr: "الأحمدي",
    nameEn: "Ahmadi",
    areas: [
      { slug: "ahmadi", nameAr: "الأحمدي", nameEn: "Ahmadi" },
      { slug: "fahaheel", nameAr: "الفحيحيل", nameEn: "Fahaheel" },
      { slug: "mangaf", nameAr: "المنقف", nameEn: "Mangaf" },
      { slug: "fintas", nameAr: "الفنطاس", nameEn: "Fintas" },
      { slug: "abu-halifa", nameAr: "أبو حليفة", nameEn: "Abu Halifa" },
      { slug: "mahboula", nameAr: "المهبولة", nameEn: "Mahboula" },
      { slug: "egaila", nameAr: "العقيلة", nameEn: "Egaila" },
      { slug: "riqqa", nameAr: "الرقة", nameEn: "Riqqa" },
      { slug: "hadiya", nameAr: "هدية", nameEn: "Hadiya" },
      { slug: "sabahiya", nameAr: "الصباحية", nameEn: "Sabahiya" },
      { slug: "fahad-al-ahmad", nameAr: "فهد الأحمد", nameEn: "Fahad Al-Ahmad" },
      { slug: "dhaher", nameAr: "الظهر", nameEn: "Dhaher" },
      { slug: "jaber-al-ali", nameAr: "جابر العلي", nameEn: "Jaber Al-Ali" },
      { slug: "ali-sabah-al-salem", nameAr: "علي صباح السالم", nameEn: "Ali Sabah Al-Salem" },
      { slug: "sabah-al-ahmad-city", nameAr: "مدينة صباح الأحمد", nameEn: "Sabah Al-Ahmad City" },
      { slug: "khairan", nameAr: "الخيران", nameEn: "Khairan" },
      { slug: "wafra", nameAr: "الوفرة", nameEn: "Wafra" },
      { slug: "zour", nameAr: "الزور", nameEn: "Zour" },
      { slug: "mina-abdullah", nameAr: "ميناء عبدالله", nameEn: "Mina Abdullah" },
    ],
  },
  {
    slug: "jahra",
    nameAr: "الجهراء",
    nameEn: "Jahra",
    areas: [
      { slug: "jahra", nameAr: "الجهراء", nameEn: "Jahra" },
      { slug: "qasr", nameAr: "القصر", nameEn: "Qasr" },
      { slug: "naeem", nameAr: "النعيم", nameEn: "Naeem" },
      { slug: "oyoun", nameAr: "العيون", nameEn: "Oyoun" },
      { slug: "taima", nameAr: "تيماء", nameEn: "Taima" },
      { slug: "waha", nameAr: "الواحة", nameEn: "Waha" },
      { slug: "nasseem", nameAr: "النسيم", nameEn: "Nasseem" },
      { slug: "saad-al-abdullah", nameAr: "سعد العبدالله", nameEn: "Saad Al-Abdullah" },
      { slug: "sulaibiya", nameAr: "الصليبية", nameEn: "Sulaibiya" },
      { slug: "amghara", nameAr: "أمغرة", nameEn: "Amghara" },
      { slug: "abdali", nameAr: "العبدلي", nameEn: "Abdali" },
      { slug: "kabd", nameAr: "كبد", nameEn: "Kabd" },
      { slug: "mutlaa", nameAr: "المطلاع", nameEn: "Mutlaa" },
      { slug: "subiya", nameAr: "الصبية", nameEn: "Subiya" },
    ],
  },
];

export const gccCountries: CountrySeed[] = [
  {
    code: "KW",
    nameAr: "الكويت",
    nameEn: "Kuwait",
    phoneCode: "+965",
    currency: "KWD",
    supportedMarket: true,
    cities: [
      { slug: "kuwait-city", nameAr: "مدينة الكويت", nameEn: "Kuwait City" },
      { slug: "hawalli", nameAr: "حولي", nameEn: "Hawalli" },
      { slug: "farwaniya", nameAr: "الفروانية", nameEn: "Farwaniya" },
      { slug: "mubarak-al-kabeer", nameAr: "مبارك الكبير", nameEn: "Mubarak Al-Kabeer" },
      { slug: "ahmadi", nameAr: "الأحمدي", nameEn: "Ahmadi" },
      { slug: "jahra", nameAr: "الجهراء", nameEn: "Jahra" },
    ],
  },
  {
    code: "SA",
    nameAr: "المملكة العربية السعودية",
    nameEn: "Saudi Arabia",
    phoneCode: "+966",
    currency: "SAR",
    supportedMarket: false,
    cities: [
      { slug: "riyadh", nameAr: "الرياض", nameEn: "Riyadh" },
      { slug: "jeddah", nameAr: "جدة", nameEn: "Jeddah" },
      { slug: "mecca", nameAr: "مكة المكرمة", nameEn: "Mecca" },
      { slug: "medina", nameAr: "المدينة المنورة", nameEn: "Medina" },
      { slug: "dammam", nameAr: "الدمام", nameEn: "Dammam" },
      { slug: "khobar", nameAr: "الخبر", nameEn: "Khobar" },
    ],
  },
  {
    code: "AE",
    nameAr: "الإمارات العربية المتحدة",
    nameEn: "United Arab Emirates",
    phoneCode: "+971",
    currency: "AED",
    supportedMarket: false,
    cities: [
      { slug: "dubai", nameAr: "دبي", nameEn: "Dubai" },
      { slug: "abu-dhabi", nameAr: "أبوظبي", nameEn: "Abu Dhabi" },
      { slug: "sharjah", nameAr: "الشارقة", nameEn: "Sharjah" },
      { slug: "ajman", nameAr: "عجمان", nameEn: "Ajman" },
      { slug: "ras-al-khaimah", nameAr: "رأس الخيمة", nameEn: "Ras Al Khaimah" },
      { slug: "al-ain", nameAr: "العين", nameEn: "Al Ain" },
    ],
  },
  {
    code: "QA",
    nameAr: "قطر",
    nameEn: "Qatar",
    phoneCode: "+974",
    currency: "QAR",
    supportedMarket: false,
    cities: [
      { slug: "doha", nameAr: "الدوحة", nameEn: "Doha" },
      { slug: "al-rayyan", nameAr: "الريان", nameEn: "Al Rayyan" },
      { slug: "al-wakrah", nameAr: "الوكرة", nameEn: "Al Wakrah" },
      { slug: "al-khor", nameAr: "الخور", nameEn: "Al Khor" },
    ],
  },
  {
    code: "BH",
    nameAr: "البحرين",
    nameEn: "Bahrain",
    phoneCode: "+973",
    currency: "BHD",
    supportedMarket: false,
    cities: [
      { slug: "manama", nameAr: "المنامة", nameEn: "Manama" },
      { slug: "muharraq", nameAr: "المحرق", nameEn: "Muharraq" },
      { slug: "riffa", nameAr: "الرفاع", nameEn: "Riffa" },
      { slug: "isa-town", nameAr: "مدينة عيسى", nameEn: "Isa Town" },
    ],
  },
  {
    code: "OM",
    nameAr: "سلطنة عمان",
    nameEn: "Oman",
    phoneCode: "+968",
    currency: "OMR",
    supportedMarket: false,
    cities: [
      { slug: "muscat", nameAr: "مسقط", nameEn: "Muscat" },
      { slug: "salalah", nameAr: "صلالة", nameEn: "Salalah" },
      { slug: "sohar", nameAr: "صحار", nameEn: "Sohar" },
      { slug: "nizwa", nameAr: "نزوى", nameEn: "Nizwa" },
      { slug: "sur", nameAr: "صور", nameEn: "Sur" },
    ],
  },
];

/** Maps each Kuwait governorate slug to its Kuwait city slug in `gccCountries`. */
export const cityForGovernorate: Record<string, string> = {
  capital: "kuwait-city",
  hawalli: "hawalli",
  farwaniya: "farwaniya",
  "mubarak-al-kabeer": "mubarak-al-kabeer",
  ahmadi: "ahmadi",
  jahra: "jahra",
};
