// Demo reviews (fictional): completed bookings of four demo customers with
// published reviews, so the home page's top-rated strip, vendor profiles and
// the search order have real data. Three vendors pass 3 reviews (an average
// shows); two stay under (the new-vendor label). Al Raya Hall (the demo vendor
// owner's), Qasr Al Andalus and Lens Art Studio are left alone: the browser
// tests rely on them. Pure data module.

export type DemoReviewer = { email: string; firstName: string; lastName: string; phone: string; locale: "ar" | "en" };

export const demoReviewers: DemoReviewer[] = [
  { email: "reem@demo.kw", firstName: "ريم", lastName: "الشمري", phone: "+96550000011", locale: "ar" },
  { email: "khaled@demo.kw", firstName: "خالد", lastName: "العنزي", phone: "+96550000012", locale: "ar" },
  { email: "sarah@demo.kw", firstName: "Sarah", lastName: "Mitchell", phone: "+96550000013", locale: "en" },
  { email: "omar@demo.kw", firstName: "Omar", lastName: "Haddad", phone: "+96550000014", locale: "en" },
];

export type DemoReview = {
  /** Index into demoReviewers. */
  reviewer: number;
  vendorSlug: string;
  eventType: "wedding" | "engagement" | "birthday" | "graduation" | "corporate" | "diwaniya" | "baby_shower";
  eventTitle: string;
  guests: number;
  total: string;
  /** Days before the seed run: when the event took place (the booking completed the day after; the review a few days later). */
  daysAgo: number;
  overall: number;
  criteria?: { quality?: number; punctuality?: number; value?: number };
  title: string;
  body: string;
};

export const demoReviews: DemoReview[] = [
  // Bayan Palace Ballroom: 4 reviews, 4.75 -> 4.8.
  {
    reviewer: 0,
    vendorSlug: "bayan-palace-ballroom",
    eventType: "wedding",
    eventTitle: "حفل زفاف ريم",
    guests: 350,
    total: "4200.000",
    daysAgo: 64,
    overall: 5,
    criteria: { quality: 5, punctuality: 5, value: 4 },
    title: "ليلة لا تُنسى",
    body: "القاعة كانت أجمل مما توقعنا، والتنظيم دقيق من الاستقبال حتى نهاية الحفل. فريق العمل متعاون جداً وكل التفاصيل كانت جاهزة في وقتها.",
  },
  {
    reviewer: 2,
    vendorSlug: "bayan-palace-ballroom",
    eventType: "corporate",
    eventTitle: "Annual company dinner",
    guests: 180,
    total: "2600.000",
    daysAgo: 48,
    overall: 5,
    criteria: { quality: 5, value: 5 },
    title: "Flawless corporate dinner",
    body: "The ballroom looked stunning and the banquet team handled 180 guests without a single delay. Our CEO asked to book it again next year.",
  },
  {
    reviewer: 1,
    vendorSlug: "bayan-palace-ballroom",
    eventType: "engagement",
    eventTitle: "ملكة خالد",
    guests: 200,
    total: "2900.000",
    daysAgo: 33,
    overall: 4,
    title: "مكان راقٍ وخدمة ممتازة",
    body: "الخدمة ممتازة والمكان راقٍ، لكن مواقف السيارات كانت مزدحمة قليلاً في بداية الحفل.",
  },
  {
    reviewer: 3,
    vendorSlug: "bayan-palace-ballroom",
    eventType: "wedding",
    eventTitle: "Omar & Lina's wedding",
    guests: 300,
    total: "3900.000",
    daysAgo: 21,
    overall: 5,
    criteria: { punctuality: 5 },
    title: "Worth every fils",
    body: "Elegant hall, attentive staff and the sound system was excellent. Setup was finished two hours before the guests arrived.",
  },
  // Layali Al Diyafa catering: 3 reviews, 4.00.
  {
    reviewer: 0,
    vendorSlug: "layali-al-diyafa",
    eventType: "wedding",
    eventTitle: "حفل زفاف ريم",
    guests: 350,
    total: "1750.000",
    daysAgo: 64,
    overall: 5,
    criteria: { quality: 5, value: 4 },
    title: "بوفيه شهي",
    body: "الأكل كان لذيذاً ومتنوعاً، والضيوف أثنوا على المشاوي والحلويات. التقديم أنيق والكميات كافية للجميع.",
  },
  {
    reviewer: 1,
    vendorSlug: "layali-al-diyafa",
    eventType: "diwaniya",
    eventTitle: "ديوانية العائلة",
    guests: 60,
    total: "420.000",
    daysAgo: 40,
    overall: 3,
    criteria: { quality: 4, punctuality: 2 },
    title: "طعام جيد لكن تأخروا",
    body: "جودة الطعام جيدة، لكن الفريق وصل متأخراً نصف ساعة عن الموعد المتفق عليه، واضطررنا لتأخير العشاء.",
  },
  {
    reviewer: 2,
    vendorSlug: "layali-al-diyafa",
    eventType: "birthday",
    eventTitle: "Noah's 40th birthday",
    guests: 45,
    total: "380.000",
    daysAgo: 26,
    overall: 4,
    title: "Great food, friendly team",
    body: "Generous portions and a good mix of Kuwaiti and international dishes. The team was friendly and cleaned up after themselves.",
  },
  // Thikra Photography: 3 reviews, 4.33 -> 4.3.
  {
    reviewer: 3,
    vendorSlug: "thikra-photography",
    eventType: "wedding",
    eventTitle: "Omar & Lina's wedding",
    guests: 300,
    total: "650.000",
    daysAgo: 21,
    overall: 5,
    criteria: { quality: 5, punctuality: 5, value: 4 },
    title: "Beautiful photos",
    body: "They caught every important moment and delivered the edited album in under three weeks. Very discreet during the ceremony.",
  },
  {
    reviewer: 0,
    vendorSlug: "thikra-photography",
    eventType: "graduation",
    eventTitle: "حفل تخرج أختي",
    guests: 80,
    total: "280.000",
    daysAgo: 52,
    overall: 4,
    criteria: { quality: 4 },
    title: "صور جميلة",
    body: "الصور جميلة والألوان طبيعية، لكن استلام الألبوم أخذ وقتاً أطول قليلاً مما وُعدنا به.",
  },
  {
    reviewer: 1,
    vendorSlug: "thikra-photography",
    eventType: "engagement",
    eventTitle: "ملكة خالد",
    guests: 200,
    total: "420.000",
    daysAgo: 33,
    overall: 4,
    title: "مصور محترف",
    body: "المصور محترف ويعرف كيف يوجه العائلة في الصور الجماعية بلطف. أنصح بهم للمناسبات العائلية.",
  },
  // Anghaam Al Khaleej band: 3 reviews, 3.67 -> 3.7.
  {
    reviewer: 1,
    vendorSlug: "anghaam-al-khaleej",
    eventType: "engagement",
    eventTitle: "ملكة خالد",
    guests: 200,
    total: "900.000",
    daysAgo: 33,
    overall: 4,
    criteria: { quality: 4, value: 3 },
    title: "أجواء جميلة",
    body: "الفرقة أشعلت الأجواء والضيوف استمتعوا كثيراً، لكن السعر مرتفع نوعاً ما مقارنة بالمدة.",
  },
  {
    reviewer: 2,
    vendorSlug: "anghaam-al-khaleej",
    eventType: "corporate",
    eventTitle: "Annual company dinner",
    guests: 180,
    total: "750.000",
    daysAgo: 48,
    overall: 3,
    title: "Good music, late start",
    body: "The band was talented, but they started forty minutes late and the first set was shorter than agreed.",
  },
  {
    reviewer: 0,
    vendorSlug: "anghaam-al-khaleej",
    eventType: "wedding",
    eventTitle: "حفل زفاف ريم",
    guests: 350,
    total: "1100.000",
    daysAgo: 64,
    overall: 4,
    criteria: { punctuality: 4 },
    title: "فرقة رائعة",
    body: "أداء رائع للأغاني الخليجية والشيلات، والتنسيق مع منسق الحفل كان سلساً.",
  },
  // Rukn Al Ibdaa decor (2 reviews) and Yasmine Flowers (1 review): still new vendors.
  {
    reviewer: 1,
    vendorSlug: "rukn-al-ibdaa-decor",
    eventType: "diwaniya",
    eventTitle: "ديوانية العائلة",
    guests: 60,
    total: "300.000",
    daysAgo: 40,
    overall: 5,
    criteria: { quality: 5 },
    title: "جلسة غبقة مريحة",
    body: "الجلسة العربية والفوانيس أعطت الديوانية جواً رمضانياً جميلاً، والتركيب كان في الموعد تماماً.",
  },
  {
    reviewer: 0,
    vendorSlug: "rukn-al-ibdaa-decor",
    eventType: "baby_shower",
    eventTitle: "استقبال مولود",
    guests: 40,
    total: "350.000",
    daysAgo: 15,
    overall: 4,
    title: "ديكور ناعم",
    body: "ديكور ناعم وألوان هادئة كما طلبنا، والتركيب كان سريعاً ونظيفاً.",
  },
  {
    reviewer: 2,
    vendorSlug: "yasmine-flowers",
    eventType: "birthday",
    eventTitle: "Noah's 40th birthday",
    guests: 45,
    total: "120.000",
    daysAgo: 26,
    overall: 5,
    criteria: { quality: 5, value: 5 },
    title: "Fresh and lovely",
    body: "The bouquets were fresh, delivered on time and lasted for days after the party.",
  },
];
