// Demo vendor seed data (fictional businesses) for the Kuwait event-services marketplace.
// Arabic text intentionally mixes hamza/alef forms (أ إ آ ا), taa marbuta (ة),
// alef maqsura (ى) and the definite article (ال) so Arabic search normalisation can be tested.
// Prices are KWD strings with 3 decimals; `null` means "quote only".
// Pure data module: no runtime dependencies.

export type DemoVendorSeed = {
  slug: string;
  nameAr: string;
  nameEn: string;
  descriptionAr: string;
  descriptionEn: string;
  /* 1-3 category slugs from categories.ts: the first (the primary category) top-level,
     then the subcategories the vendor works in (they fill the category facets and pages) */
  categorySlugs: string[];
  governorateSlug: string;
  areaSlug: string /* must exist in locations.ts under that governorate */;
  planCode: 'free' | 'basic' | 'professional' | 'enterprise';
  services: {
    nameAr: string;
    nameEn: string;
    categorySlug: string /* one of the vendor's categorySlugs, or a subcategory of one */;
    priceFrom: string | null /* KWD 3 decimals string, null = quote only */;
    descriptionAr: string;
    descriptionEn: string;
  }[];
};

export const demoVendors: DemoVendorSeed[] = [
  // ───────────────────────────── venues ─────────────────────────────
  {
    slug: 'al-raya-hall',
    nameAr: 'قاعة الراية',
    nameEn: 'Al Raya Hall',
    descriptionAr:
      'قاعة فاخرة في قلب شرق تتسع إلى 800 ضيف، مجهزة بأحدث أنظمة الصوت والإضاءة ومواقف سيارات خاصة.',
    descriptionEn:
      'A luxury hall in the heart of Sharq seating up to 800 guests, with modern sound and lighting and private parking.',
    categorySlugs: ['venues', 'wedding-halls'],
    governorateSlug: 'capital',
    areaSlug: 'sharq',
    planCode: 'enterprise',
    services: [
      {
        nameAr: 'باقة حفل زفاف في القاعة الكبرى',
        nameEn: 'Grand Hall Wedding Package',
        categorySlug: 'wedding-halls',
        priceFrom: '1500.000',
        descriptionAr: 'حجز القاعة الكبرى لليلة كاملة مع الكوشة الأساسية والإضاءة وطاقم الاستقبال.',
        descriptionEn: 'Full-night booking of the grand hall with a standard kosha, lighting and reception staff.',
      },
      {
        nameAr: 'قاعة المؤتمرات والاجتماعات',
        nameEn: 'Conference & Meeting Room',
        categorySlug: 'venues',
        priceFrom: '450.000',
        descriptionAr: 'قاعة مؤتمرات تتسع لـ 150 شخصاً مع شاشة عرض وأنظمة ترجمة فورية.',
        descriptionEn: 'Conference room for 150 people with projection screen and simultaneous interpretation.',
      },
    ],
  },
  {
    slug: 'qasr-al-andalus-hall',
    nameAr: 'صالة قصر الأندلس للأفراح',
    nameEn: 'Qasr Al Andalus Wedding Hall',
    descriptionAr:
      'صالة أفراح بطراز أندلسي في منطقة الأندلس، بقسمين منفصلين للرجال والنساء وخدمة ضيافة داخلية.',
    descriptionEn:
      'An Andalusian-style wedding hall in Andalous with separate ladies and gents sections and in-house catering.',
    categorySlugs: ['venues', 'wedding-halls', 'catering'],
    governorateSlug: 'farwaniya',
    areaSlug: 'andalous',
    planCode: 'professional',
    services: [
      {
        nameAr: 'حجز الصالة لليلة الزفاف (القسم النسائي)',
        nameEn: 'Wedding Night Booking (Ladies Section)',
        categorySlug: 'wedding-halls',
        priceFrom: '2200.000',
        descriptionAr: 'القسم النسائي بسعة 600 ضيفة مع غرفة للعروس وممر مضاء.',
        descriptionEn: 'Ladies section for 600 guests with a bridal suite and illuminated walkway.',
      },
      {
        nameAr: 'عشاء الأفراح (لكل 100 ضيف)',
        nameEn: 'Wedding Dinner (per 100 guests)',
        categorySlug: 'buffet',
        priceFrom: '650.000',
        descriptionAr: 'عشاء بوفيه عربي مع المشروبات والحلويات يقدمه مطبخ الصالة.',
        descriptionEn: 'Arabic buffet dinner with drinks and desserts prepared by the hall kitchen.',
      },
    ],
  },
  {
    slug: 'marsa-al-khairan-chalets',
    nameAr: 'شاليهات مرسى الخيران',
    nameEn: 'Marsa Al Khairan Chalets',
    descriptionAr:
      'شاليهات على البحر مباشرة في الخيران مع مسبح خاص وحديقة، مثالية لحفلات الخطوبة والتجمعات العائلية.',
    descriptionEn:
      'Beachfront chalets in Khairan with private pool and garden, ideal for engagements and family gatherings.',
    categorySlugs: ['venues', 'chalets-outdoor'],
    governorateSlug: 'ahmadi',
    areaSlug: 'khairan',
    planCode: 'basic',
    services: [
      {
        nameAr: 'إيجار شاليه ليوم واحد',
        nameEn: 'Chalet Day Rental',
        categorySlug: 'chalets-outdoor',
        priceFrom: '180.000',
        descriptionAr: 'من الساعة 10 صباحاً حتى منتصف الليل، يتسع إلى 60 شخصاً.',
        descriptionEn: 'From 10 am until midnight, up to 60 guests.',
      },
      {
        nameAr: 'إيجار نهاية الأسبوع',
        nameEn: 'Weekend Rental',
        categorySlug: 'chalets-outdoor',
        priceFrom: '450.000',
        descriptionAr: 'من الخميس إلى السبت مع تنظيف الشاليه قبل الوصول.',
        descriptionEn: 'Thursday to Saturday including pre-arrival cleaning.',
      },
    ],
  },

  // ───────────────────────────── catering ─────────────────────────────
  {
    slug: 'layali-al-diyafa',
    nameAr: 'ليالي الضيافة للتموين',
    nameEn: 'Layali Al Diyafa Catering',
    descriptionAr:
      'شركة تموين كويتية تقدم البوفيهات المفتوحة وضيافة القهوة العربية للأعراس والمؤتمرات منذ أكثر من 15 سنة.',
    descriptionEn:
      'Kuwaiti catering company serving open buffets and Arabic coffee hospitality for weddings and conferences for over 15 years.',
    categorySlugs: ['catering', 'buffet'],
    governorateSlug: 'hawalli',
    areaSlug: 'salmiya',
    planCode: 'professional',
    services: [
      {
        nameAr: 'بوفيه مفتوح لـ 100 شخص',
        nameEn: 'Open Buffet for 100 Guests',
        categorySlug: 'buffet',
        priceFrom: '850.000',
        descriptionAr: 'مقبلات وأطباق رئيسية عربية وعالمية وحلويات مع طاقم خدمة كامل.',
        descriptionEn: 'Arabic and international starters, mains and desserts with full service staff.',
      },
      {
        nameAr: 'ضيافة القهوة العربية والتمر',
        nameEn: 'Arabic Coffee & Dates Service',
        categorySlug: 'catering',
        priceFrom: '120.000',
        descriptionAr: 'مباشرون بالزي الكويتي يقدمون القهوة والشاي والتمر لمدة 4 ساعات.',
        descriptionEn: 'Servers in traditional Kuwaiti dress pouring coffee, tea and dates for 4 hours.',
      },
    ],
  },
  {
    slug: 'matbakh-umm-ahmad',
    nameAr: 'مطبخ أم أحمد للأكلات الشعبية',
    nameEn: 'Umm Ahmad Kitchen',
    descriptionAr:
      'مطبخ منزلي مرخص في القصر يطبخ الأكلات الكويتية الشعبية للعزائم والغبقات بالطريقة التقليدية.',
    descriptionEn:
      'A licensed home kitchen in Qasr cooking traditional Kuwaiti dishes for family feasts and ghabgas.',
    categorySlugs: ['catering', 'kuwaiti-cuisine'],
    governorateSlug: 'jahra',
    areaSlug: 'qasr',
    planCode: 'free',
    services: [
      {
        nameAr: 'صينية مجبوس لحم (تكفي 10 أشخاص)',
        nameEn: 'Lamb Machboos Tray (serves 10)',
        categorySlug: 'kuwaiti-cuisine',
        priceFrom: '25.000',
        descriptionAr: 'رز مجبوس بالبهارات الكويتية مع لحم غنم محلي ودقوس.',
        descriptionEn: 'Spiced machboos rice with local lamb and daqoos sauce.',
      },
      {
        nameAr: 'قدر هريس',
        nameEn: 'Harees Pot',
        categorySlug: 'kuwaiti-cuisine',
        priceFrom: '18.000',
        descriptionAr: 'هريس بالقمح واللحم مطبوخ على نار هادئة، مناسب لشهر رمضان.',
        descriptionEn: 'Slow-cooked wheat and meat harees, perfect for Ramadan.',
      },
    ],
  },
  {
    slug: 'layla-sweets',
    nameAr: 'حلويات ليلى',
    nameEn: 'Layla Sweets',
    descriptionAr:
      'محل حلويات في الشامية متخصص في كيك الأعراس وطاولات الحلويات والتوزيعات المغلفة.',
    descriptionEn:
      'A Shamiya sweet shop specialising in wedding cakes, dessert tables and wrapped giveaways.',
    categorySlugs: ['catering', 'desserts-sweets'],
    governorateSlug: 'capital',
    areaSlug: 'shamiya',
    planCode: 'basic',
    services: [
      {
        nameAr: 'كيكة زفاف من ثلاثة أدوار',
        nameEn: 'Three-Tier Wedding Cake',
        categorySlug: 'desserts-sweets',
        priceFrom: '65.000',
        descriptionAr: 'كيكة بالفانيلا أو الشوكولاتة مزينة بالورد الطبيعي حسب اختيار العروس.',
        descriptionEn: 'Vanilla or chocolate cake decorated with fresh flowers of the bride’s choice.',
      },
      {
        nameAr: 'طاولة حلويات للمناسبات',
        nameEn: 'Event Dessert Table',
        categorySlug: 'desserts-sweets',
        priceFrom: '120.000',
        descriptionAr: 'تشكيلة من الحلويات العربية والفرنسية تكفي 80 ضيفاً مع التنسيق.',
        descriptionEn: 'Arabic and French dessert selection for 80 guests, styled on site.',
      },
    ],
  },

  // ───────────────────────────── photography ─────────────────────────────
  {
    slug: 'lens-art-studio',
    nameAr: 'استوديو لنس آرت',
    nameEn: 'Lens Art Studio',
    descriptionAr:
      'استوديو تصوير في الجابرية بطاقم نسائي بالكامل لتصوير الأعراس والخطوبة والمناسبات النسائية.',
    descriptionEn:
      'A Jabriya photo studio with an all-female team covering weddings, engagements and ladies events.',
    categorySlugs: ['photography', 'wedding-photography'],
    governorateSlug: 'hawalli',
    areaSlug: 'jabriya',
    planCode: 'professional',
    services: [
      {
        nameAr: 'تصوير زفاف نسائي بمصورة محترفة',
        nameEn: 'Ladies Wedding Photography',
        categorySlug: 'wedding-photography',
        priceFrom: '250.000',
        descriptionAr: 'تغطية كاملة لليلة الزفاف مع 300 صورة معدلة وألبوم فاخر.',
        descriptionEn: 'Full wedding-night coverage with 300 edited photos and a premium album.',
      },
      {
        nameAr: 'جلسة تصوير خطوبة',
        nameEn: 'Engagement Photo Session',
        categorySlug: 'wedding-photography',
        priceFrom: '120.000',
        descriptionAr: 'جلسة لمدة ساعتين في الاستوديو أو في موقع خارجي.',
        descriptionEn: 'Two-hour session in studio or on location.',
      },
    ],
  },
  {
    slug: 'thikra-photography',
    nameAr: 'ذكرى للتصوير الفوتوغرافي',
    nameEn: 'Thikra Photography',
    descriptionAr:
      'مصور مستقل في القرين يوثق حفلات التخرج وأعياد الميلاد والأعراس الرجالية بأسلوب طبيعي.',
    descriptionEn:
      'An independent Qurain photographer capturing graduations, birthdays and gents weddings in a natural style.',
    categorySlugs: ['photography', 'wedding-photography', 'product-event-photography'],
    governorateSlug: 'mubarak-al-kabeer',
    areaSlug: 'qurain',
    planCode: 'basic',
    services: [
      {
        nameAr: 'تصوير حفلات التخرج والميلاد',
        nameEn: 'Graduation & Birthday Photography',
        categorySlug: 'product-event-photography',
        priceFrom: '85.000',
        descriptionAr: 'تغطية لمدة 3 ساعات مع تسليم الصور خلال أسبوع.',
        descriptionEn: 'Three hours of coverage with delivery within one week.',
      },
      {
        nameAr: 'تصوير زفاف رجالي',
        nameEn: 'Gents Wedding Photography',
        categorySlug: 'wedding-photography',
        priceFrom: '180.000',
        descriptionAr: 'تصوير الزفة والعرضة والضيوف مع ألبوم مطبوع.',
        descriptionEn: 'Coverage of the zaffa, ardha and guests with a printed album.',
      },
    ],
  },
  {
    slug: 'pixel-box-studio',
    nameAr: 'بيكسل بوكس ستوديو',
    nameEn: 'Pixel Box Studio',
    descriptionAr:
      'استوديو إنتاج في الشويخ الصناعية يقدم تصوير المنتجات والتغطية المرئية للمعارض والمؤتمرات للشركات.',
    descriptionEn:
      'A Shuwaikh production studio offering product photography and video coverage of exhibitions and conferences.',
    categorySlugs: ['photography', 'product-event-photography', 'videography'],
    governorateSlug: 'capital',
    areaSlug: 'shuwaikh',
    planCode: 'enterprise',
    services: [
      {
        nameAr: 'تصوير منتجات (20 صورة)',
        nameEn: 'Product Photography (20 shots)',
        categorySlug: 'product-event-photography',
        priceFrom: '95.000',
        descriptionAr: 'تصوير على خلفية بيضاء أو بتنسيق إبداعي جاهز للمتاجر الإلكترونية.',
        descriptionEn: 'White-background or styled shots ready for e-commerce.',
      },
      {
        nameAr: 'تغطية مؤتمر بالصور والفيديو',
        nameEn: 'Conference Photo & Video Coverage',
        categorySlug: 'videography',
        priceFrom: '220.000',
        descriptionAr: 'فريق من مصورَين مع فيديو ملخص مدته دقيقتان.',
        descriptionEn: 'Two-person crew with a two-minute highlight video.',
      },
      {
        nameAr: 'تغطية معرض تجاري لعدة أيام',
        nameEn: 'Multi-Day Trade Show Coverage',
        categorySlug: 'videography',
        priceFrom: null,
        descriptionAr: 'يحدد السعر حسب عدد الأيام وحجم الفريق المطلوب.',
        descriptionEn: 'Priced on request depending on number of days and crew size.',
      },
    ],
  },

  // ───────────────────────────── videography ─────────────────────────────
  {
    slug: 'cinema-frames',
    nameAr: 'سينما فريمز للإنتاج',
    nameEn: 'Cinema Frames Productions',
    descriptionAr:
      'شركة إنتاج في سلوى متخصصة في أفلام الأعراس السينمائية والتصوير الجوي بالدرون.',
    descriptionEn:
      'A Salwa production house specialising in cinematic wedding films and drone aerial shots.',
    categorySlugs: ['videography'],
    governorateSlug: 'hawalli',
    areaSlug: 'salwa',
    planCode: 'professional',
    services: [
      {
        nameAr: 'فيلم زفاف سينمائي',
        nameEn: 'Cinematic Wedding Film',
        categorySlug: 'videography',
        priceFrom: '400.000',
        descriptionAr: 'فيلم مدته 5 دقائق وفيديو كامل للحفل بجودة 4K.',
        descriptionEn: 'A 5-minute film plus full-event footage in 4K.',
      },
      {
        nameAr: 'تصوير جوي بالدرون',
        nameEn: 'Drone Aerial Filming',
        categorySlug: 'videography',
        priceFrom: '150.000',
        descriptionAr: 'طيار مرخص ولقطات جوية لمكان الحفل والزفة.',
        descriptionEn: 'Licensed pilot with aerial shots of the venue and procession.',
      },
    ],
  },
  {
    slug: 'lamsa-films',
    nameAr: 'لمسة للإنتاج المرئي',
    nameEn: 'Lamsa Films',
    descriptionAr: 'فريق شاب في خيطان يصور المناسبات العائلية والتجمعات بأسعار مناسبة.',
    descriptionEn: 'A young Khaitan team filming family occasions and gatherings at friendly prices.',
    categorySlugs: ['videography'],
    governorateSlug: 'farwaniya',
    areaSlug: 'khaitan',
    planCode: 'free',
    services: [
      {
        nameAr: 'تصوير فيديو للمناسبات العائلية',
        nameEn: 'Family Event Videography',
        categorySlug: 'videography',
        priceFrom: null,
        descriptionAr: 'أرسل تفاصيل المناسبة لنرسل لك عرض سعر خلال يوم واحد.',
        descriptionEn: 'Send your event details and receive a quotation within one day.',
      },
    ],
  },

  // ───────────────────────────── decor-lighting ─────────────────────────────
  {
    slug: 'noor-al-masaa-decor',
    nameAr: 'نور المساء للديكور والإضاءة',
    nameEn: 'Noor Al Masaa Decor & Lighting',
    descriptionAr:
      'من أكبر منسقي الكوشات في الكويت، نصمم الكوشة والمدخل والإضاءة والورود لحفلات الزفاف الفاخرة.',
    descriptionEn:
      'One of Kuwait’s leading kosha designers, creating stages, entrances, lighting and florals for luxury weddings.',
    categorySlugs: ['decor-lighting', 'stage-kosha-design', 'flowers'],
    governorateSlug: 'capital',
    areaSlug: 'kaifan',
    planCode: 'enterprise',
    services: [
      {
        nameAr: 'تصميم وتنفيذ كوشة العروس',
        nameEn: 'Bridal Kosha Design & Build',
        categorySlug: 'stage-kosha-design',
        priceFrom: '950.000',
        descriptionAr: 'تصميم ثلاثي الأبعاد قبل التنفيذ مع التركيب والفك في يوم الحفل.',
        descriptionEn: '3D design preview, with installation and teardown on the day.',
      },
      {
        nameAr: 'إضاءة مسرحية وليزر',
        nameEn: 'Stage & Laser Lighting',
        categorySlug: 'event-lighting',
        priceFrom: '300.000',
        descriptionAr: 'إضاءة متحركة وليزر وآلة ضباب مع فني تشغيل طوال الحفل.',
        descriptionEn: 'Moving heads, lasers and haze machine with an operator for the whole event.',
      },
      {
        nameAr: 'تنسيق ورود الكوشة',
        nameEn: 'Kosha Floral Styling',
        categorySlug: 'flowers',
        priceFrom: '275.000',
        descriptionAr: 'ورود طبيعية مستوردة من هولندا لتزيين الكوشة والممر.',
        descriptionEn: 'Fresh Dutch-imported flowers for the kosha and aisle.',
      },
    ],
  },
  {
    slug: 'glow-events',
    nameAr: 'جلو إيفنتس للإضاءة',
    nameEn: 'Glow Events Lighting',
    descriptionAr: 'تأجير إضاءة ليد وإضاءة خارجية للحدائق والمخيمات في منطقة الفحيحيل وما حولها.',
    descriptionEn: 'LED and outdoor lighting rental for gardens and camps in Fahaheel and nearby areas.',
    categorySlugs: ['decor-lighting', 'event-lighting'],
    governorateSlug: 'ahmadi',
    areaSlug: 'fahaheel',
    planCode: 'basic',
    services: [
      {
        nameAr: 'إضاءة ليد للقاعات والحدائق',
        nameEn: 'LED Lighting for Halls & Gardens',
        categorySlug: 'event-lighting',
        priceFrom: '220.000',
        descriptionAr: 'إضاءة ملونة قابلة للبرمجة مع التركيب والفك.',
        descriptionEn: 'Programmable colour lighting including setup and removal.',
      },
    ],
  },
  {
    slug: 'rukn-al-ibdaa-decor',
    nameAr: 'ركن الإبداع للديكور',
    nameEn: 'Rukn Al Ibdaa Decor',
    descriptionAr: 'ديكورات بسيطة وأنيقة لاستقبال المواليد والغبقات الرمضانية في الجهراء.',
    descriptionEn: 'Simple, elegant decor for newborn receptions and Ramadan ghabgas in Jahra.',
    categorySlugs: ['decor-lighting'],
    governorateSlug: 'jahra',
    areaSlug: 'oyoun',
    planCode: 'free',
    services: [
      {
        nameAr: 'ديكور استقبال المواليد',
        nameEn: 'Newborn Reception Decor',
        categorySlug: 'decor-lighting',
        priceFrom: '75.000',
        descriptionAr: 'خلفية وطاولة استقبال وتوزيعات بألوان يختارها الأهل.',
        descriptionEn: 'Backdrop, reception table and favours in colours chosen by the family.',
      },
      {
        nameAr: 'ديكور الغبقة الرمضانية',
        nameEn: 'Ramadan Ghabga Decor',
        categorySlug: 'decor-lighting',
        priceFrom: null,
        descriptionAr: 'جلسات عربية وفوانيس وإضاءة دافئة، والسعر حسب المساحة.',
        descriptionEn: 'Arabic majlis seating, lanterns and warm lighting, priced by area.',
      },
    ],
  },

  // ───────────────────────────── entertainment ─────────────────────────────
  {
    slug: 'anghaam-al-khaleej',
    nameAr: 'فرقة أنغام الخليج',
    nameEn: 'Anghaam Al Khaleej Band',
    descriptionAr:
      'فرقة شعبية كويتية تحيي ليالي الأفراح بالعرضة والسامري، مع فرقة نسائية مستقلة للقسم النسائي.',
    descriptionEn:
      'A traditional Kuwaiti band performing ardha and samri at weddings, with a separate ladies ensemble.',
    categorySlugs: ['entertainment', 'live-bands'],
    governorateSlug: 'capital',
    areaSlug: 'dasma',
    planCode: 'professional',
    services: [
      {
        nameAr: 'فرقة شعبية لليلة الزفاف',
        nameEn: 'Folk Band for Wedding Night',
        categorySlug: 'live-bands',
        priceFrom: '600.000',
        descriptionAr: 'فرقة من 15 عازفاً ومؤدياً لمدة 3 ساعات.',
        descriptionEn: 'A 15-member ensemble performing for 3 hours.',
      },
      {
        nameAr: 'فرقة نسائية',
        nameEn: 'Ladies Band',
        categorySlug: 'live-bands',
        priceFrom: '450.000',
        descriptionAr: 'مطربة وفرقة نسائية بالكامل مع نظام صوت.',
        descriptionEn: 'Female singer and all-female band with sound system.',
      },
    ],
  },
  {
    slug: 'beat-drop-dj',
    nameAr: 'بيت دروب دي جي',
    nameEn: 'Beat Drop DJ',
    descriptionAr: 'دي جي محترف في بيان لحفلات التخرج والشركات وأعياد الميلاد مع معدات صوت كاملة.',
    descriptionEn: 'A professional Bayan-based DJ for graduations, corporate parties and birthdays, with full sound gear.',
    categorySlugs: ['entertainment', 'dj-sound'],
    governorateSlug: 'hawalli',
    areaSlug: 'bayan',
    planCode: 'basic',
    services: [
      {
        nameAr: 'دي جي لمدة 4 ساعات',
        nameEn: 'DJ Set (4 hours)',
        categorySlug: 'dj-sound',
        priceFrom: '150.000',
        descriptionAr: 'قائمة أغانٍ عربية وأجنبية حسب طلب العميل.',
        descriptionEn: 'Arabic and international playlist tailored to the client.',
      },
      {
        nameAr: 'تأجير نظام صوت',
        nameEn: 'Sound System Rental',
        categorySlug: 'dj-sound',
        priceFrom: '90.000',
        descriptionAr: 'سماعات ومكسر ومايكين لاسلكيين مع التوصيل والتركيب.',
        descriptionEn: 'Speakers, mixer and two wireless mics with delivery and setup.',
      },
    ],
  },
  {
    slug: 'al-sadaa-sound',
    nameAr: 'الصدى للصوتيات',
    nameEn: 'Al Sadaa Sound',
    descriptionAr: 'تأجير معدات صوت للمحاضرات والديوانيات والمناسبات الصغيرة في العدان.',
    descriptionEn: 'Sound equipment rental for lectures, diwaniyas and small events in Adan.',
    categorySlugs: ['entertainment', 'dj-sound'],
    governorateSlug: 'mubarak-al-kabeer',
    areaSlug: 'adan',
    planCode: 'free',
    services: [
      {
        nameAr: 'نظام صوت مع مايكات',
        nameEn: 'PA System with Microphones',
        categorySlug: 'dj-sound',
        priceFrom: '45.000',
        descriptionAr: 'مناسب حتى 150 شخصاً، يشمل التوصيل.',
        descriptionEn: 'Suitable for up to 150 people, delivery included.',
      },
    ],
  },

  // ───────────────────────────── flowers ─────────────────────────────
  {
    slug: 'yasmine-flowers',
    nameAr: 'ورود الياسمين',
    nameEn: 'Yasmine Flowers',
    descriptionAr: 'محل زهور في الرميثية يقدم باقات يومية ومسكات العروس وتنسيقات الطاولات مع توصيل سريع.',
    descriptionEn: 'A Rumaithiya florist offering daily bouquets, bridal bouquets and table arrangements with fast delivery.',
    categorySlugs: ['flowers'],
    governorateSlug: 'hawalli',
    areaSlug: 'rumaithiya',
    planCode: 'professional',
    services: [
      {
        nameAr: 'باقة ورد طبيعي',
        nameEn: 'Fresh Flower Bouquet',
        categorySlug: 'flowers',
        priceFrom: '35.500',
        descriptionAr: 'باقة من الورد الجوري والتوليب مع بطاقة إهداء.',
        descriptionEn: 'Roses and tulips bouquet with a gift card.',
      },
      {
        nameAr: 'مسكة العروس',
        nameEn: 'Bridal Bouquet',
        categorySlug: 'flowers',
        priceFrom: '45.000',
        descriptionAr: 'مسكة مصممة حسب فستان العروس وألوان الحفل.',
        descriptionEn: 'Designed to match the bride’s dress and event colours.',
      },
      {
        nameAr: 'تنسيق طاولة',
        nameEn: 'Table Centerpiece',
        categorySlug: 'flowers',
        priceFrom: '12.750',
        descriptionAr: 'تنسيق منخفض مناسب لطاولات العشاء، السعر للطاولة الواحدة.',
        descriptionEn: 'Low arrangement for dinner tables, price per table.',
      },
    ],
  },
  {
    slug: 'zahrat-al-bustan',
    nameAr: 'زهرة البستان',
    nameEn: 'Zahrat Al Bustan Florist',
    descriptionAr: 'محل زهور عائلي في المنقف بأسعار مناسبة للهدايا والمناسبات الصغيرة.',
    descriptionEn: 'A family florist in Mangaf with affordable flowers for gifts and small occasions.',
    categorySlugs: ['flowers'],
    governorateSlug: 'ahmadi',
    areaSlug: 'mangaf',
    planCode: 'free',
    services: [
      {
        nameAr: 'باقة ورد جوري',
        nameEn: 'Red Rose Bouquet',
        categorySlug: 'flowers',
        priceFrom: '18.500',
        descriptionAr: 'باقة من 12 وردة جوري حمراء.',
        descriptionEn: 'A bouquet of 12 red roses.',
      },
    ],
  },
  {
    slug: 'bloom-house',
    nameAr: 'بلوم هاوس',
    nameEn: 'Bloom House',
    descriptionAr: 'استوديو تنسيق زهور فاخر في الخالدية ينفذ ديكورات الورد الكاملة للأعراس وجدران التصوير.',
    descriptionEn: 'A luxury floral studio in Khaldiya delivering full wedding florals and photo flower walls.',
    categorySlugs: ['flowers', 'decor-lighting', 'stage-kosha-design'],
    governorateSlug: 'capital',
    areaSlug: 'khaldiya',
    planCode: 'enterprise',
    services: [
      {
        nameAr: 'تنسيق ورود حفل زفاف كامل',
        nameEn: 'Full Wedding Floral Design',
        categorySlug: 'flowers',
        priceFrom: '1200.000',
        descriptionAr: 'الكوشة والممر والطاولات ومسكة العروس بتصميم موحد.',
        descriptionEn: 'Kosha, aisle, tables and bridal bouquet in one coordinated design.',
      },
      {
        nameAr: 'جدار ورد للتصوير',
        nameEn: 'Flower Wall Backdrop',
        categorySlug: 'stage-kosha-design',
        priceFrom: '350.000',
        descriptionAr: 'جدار بعرض 3 أمتار مع إضاءة خاصة لزاوية التصوير.',
        descriptionEn: 'A 3-metre wall with dedicated lighting for the photo corner.',
      },
    ],
  },

  // ───────────────────────────── transportation ─────────────────────────────
  {
    slug: 'al-mawkib-limousine',
    nameAr: 'الموكب لليموزين والمواصلات',
    nameEn: 'Al Mawkib Limousine',
    descriptionAr: 'أسطول من سيارات الزفاف الفاخرة والحافلات لنقل الضيوف في جميع مناطق الكويت.',
    descriptionEn: 'A fleet of luxury wedding cars and buses for guest transport across Kuwait.',
    categorySlugs: ['transportation'],
    governorateSlug: 'farwaniya',
    areaSlug: 'rabiya',
    planCode: 'professional',
    services: [
      {
        nameAr: 'سيارة زفاف فاخرة مع سائق',
        nameEn: 'Luxury Wedding Car with Chauffeur',
        categorySlug: 'transportation',
        priceFrom: '120.000',
        descriptionAr: 'سيارة مزينة بالورود لمدة 5 ساعات مع سائق بزي رسمي.',
        descriptionEn: 'Flower-decorated car for 5 hours with uniformed chauffeur.',
      },
      {
        nameAr: 'حافلة نقل الضيوف',
        nameEn: 'Guest Shuttle Bus',
        categorySlug: 'transportation',
        priceFrom: '85.000',
        descriptionAr: 'حافلة مكيفة بسعة 30 راكباً بين الفندق ومكان الحفل.',
        descriptionEn: 'Air-conditioned 30-seat bus between hotel and venue.',
      },
    ],
  },
  {
    slug: 'eyab-transport',
    nameAr: 'إياب للنقل الجماعي',
    nameEn: 'Eyab Group Transport',
    descriptionAr: 'حافلات لنقل المجموعات إلى المخيمات الربيعية والرحلات العائلية من الجهراء.',
    descriptionEn: 'Group buses to spring camps and family trips departing from Jahra.',
    categorySlugs: ['transportation'],
    governorateSlug: 'jahra',
    areaSlug: 'jahra',
    planCode: 'basic',
    services: [
      {
        nameAr: 'باص 50 راكباً لرحلة مخيم',
        nameEn: '50-Seat Bus for Camp Trip',
        categorySlug: 'transportation',
        priceFrom: '65.000',
        descriptionAr: 'ذهاب وإياب في نفس اليوم داخل الكويت.',
        descriptionEn: 'Same-day return trip within Kuwait.',
      },
    ],
  },
  {
    slug: 'royal-ride-classics',
    nameAr: 'رويال رايد للسيارات الكلاسيكية',
    nameEn: 'Royal Ride Classic Cars',
    descriptionAr: 'سيارات كلاسيكية وأمريكية قديمة لزفة العروسين وجلسات التصوير.',
    descriptionEn: 'Vintage and classic American cars for the couple’s zaffa and photo shoots.',
    categorySlugs: ['transportation'],
    governorateSlug: 'mubarak-al-kabeer',
    areaSlug: 'qusour',
    planCode: 'free',
    services: [
      {
        nameAr: 'سيارة كلاسيكية لزفة العروسين',
        nameEn: 'Classic Car for Wedding Procession',
        categorySlug: 'transportation',
        priceFrom: '95.000',
        descriptionAr: 'سيارة مكشوفة من الستينيات لمدة 3 ساعات.',
        descriptionEn: 'A 1960s convertible for 3 hours.',
      },
    ],
  },

  // ───────────────────────────── planning ─────────────────────────────
  {
    slug: 'tamayoz-events',
    nameAr: 'تميز لتنظيم الفعاليات',
    nameEn: 'Tamayoz Events',
    descriptionAr:
      'شركة تنظيم فعاليات متكاملة في القادسية تدير الأعراس الكبرى وحفلات الشركات من الفكرة حتى التنفيذ.',
    descriptionEn:
      'A full-service event company in Qadsiya managing large weddings and corporate galas from concept to execution.',
    categorySlugs: ['planning', 'decor-lighting', 'catering'],
    governorateSlug: 'capital',
    areaSlug: 'qadsiya',
    planCode: 'enterprise',
    services: [
      {
        nameAr: 'تخطيط زفاف متكامل',
        nameEn: 'Full Wedding Planning',
        categorySlug: 'planning',
        priceFrom: null,
        descriptionAr: 'إدارة الموردين والميزانية والجدول الزمني ويوم الزفاف، والسعر حسب حجم الحفل.',
        descriptionEn: 'Vendors, budget, timeline and day-of coordination, priced by event size.',
      },
      {
        nameAr: 'تنظيم حفل الشركة السنوي',
        nameEn: 'Annual Corporate Gala',
        categorySlug: 'planning',
        priceFrom: '2500.000',
        descriptionAr: 'تنظيم كامل يشمل المسرح والعروض والضيافة لحتى 400 ضيف.',
        descriptionEn: 'Complete production including stage, shows and hospitality for up to 400 guests.',
      },
      {
        nameAr: 'ضيافة كبار الشخصيات',
        nameEn: 'VIP Hospitality',
        categorySlug: 'catering',
        priceFrom: '900.000',
        descriptionAr: 'ركن ضيافة فاخر مع طاقم خدمة مدرب على البروتوكول.',
        descriptionEn: 'Premium hospitality lounge with protocol-trained service staff.',
      },
    ],
  },
  {
    slug: 'fikra-events',
    nameAr: 'فكرة للفعاليات والمؤتمرات',
    nameEn: 'Fikra Events & Conferences',
    descriptionAr: 'منظمو مؤتمرات وحفلات تخرج في مشرف، مع خبرة في الفعاليات الحكومية والجامعية.',
    descriptionEn: 'Conference and graduation organisers in Mishref with experience in government and university events.',
    categorySlugs: ['planning'],
    governorateSlug: 'hawalli',
    areaSlug: 'mishref',
    planCode: 'professional',
    services: [
      {
        nameAr: 'إدارة مؤتمر ليوم واحد',
        nameEn: 'One-Day Conference Management',
        categorySlug: 'planning',
        priceFrom: '1800.000',
        descriptionAr: 'التسجيل والاستقبال وإدارة الجلسات والمتحدثين.',
        descriptionEn: 'Registration, reception, session and speaker management.',
      },
      {
        nameAr: 'تنظيم حفل تخرج',
        nameEn: 'Graduation Ceremony Planning',
        categorySlug: 'planning',
        priceFrom: '750.000',
        descriptionAr: 'المسرح وتوزيع الشهادات والتصوير والضيافة الخفيفة.',
        descriptionEn: 'Stage, certificate handover, photography and light refreshments.',
      },
    ],
  },
  {
    slug: 'bidaya-planners',
    nameAr: 'بداية لتنسيق المناسبات',
    nameEn: 'Bidaya Planners',
    descriptionAr: 'منسقة مناسبات في أبو حليفة للغبقات والتجمعات العائلية وحفلات الأطفال.',
    descriptionEn: 'An Abu Halifa event coordinator for ghabgas, family gatherings and kids parties.',
    categorySlugs: ['planning', 'kids-entertainment'],
    governorateSlug: 'ahmadi',
    areaSlug: 'abu-halifa',
    planCode: 'basic',
    services: [
      {
        nameAr: 'تنسيق غبقة رمضانية',
        nameEn: 'Ramadan Ghabga Coordination',
        categorySlug: 'planning',
        priceFrom: '300.000',
        descriptionAr: 'تنسيق الجلسات والضيافة والديكور لحتى 50 ضيفاً.',
        descriptionEn: 'Seating, hospitality and decor coordination for up to 50 guests.',
      },
      {
        nameAr: 'حفلة عيد ميلاد للأطفال',
        nameEn: 'Kids Birthday Party',
        categorySlug: 'kids-entertainment',
        priceFrom: '140.000',
        descriptionAr: 'ثيم كامل مع ألعاب ومنشطة أطفال لمدة ساعتين.',
        descriptionEn: 'Full theme with games and a kids host for two hours.',
      },
    ],
  },

  // ───────────────────────────── invitations-printing ─────────────────────────────
  {
    slug: 'dar-al-bitaqa',
    nameAr: 'دار البطاقة للطباعة',
    nameEn: 'Dar Al Bitaqa Printing',
    descriptionAr: 'مطبعة في المرقاب متخصصة في بطاقات الأعراس بالخط العربي والدعوات الإلكترونية.',
    descriptionEn: 'A Mirqab print house specialising in Arabic-calligraphy wedding cards and e-invitations.',
    categorySlugs: ['invitations-printing'],
    governorateSlug: 'capital',
    areaSlug: 'mirqab',
    planCode: 'professional',
    services: [
      {
        nameAr: '100 بطاقة دعوة زفاف',
        nameEn: '100 Wedding Invitation Cards',
        categorySlug: 'invitations-printing',
        priceFrom: '85.000',
        descriptionAr: 'ورق فاخر مع ظرف مطبوع بأسماء الضيوف.',
        descriptionEn: 'Premium paper with envelopes printed with guest names.',
      },
      {
        nameAr: 'دعوة إلكترونية متحركة',
        nameEn: 'Animated E-Invitation',
        categorySlug: 'invitations-printing',
        priceFrom: '25.000',
        descriptionAr: 'فيديو دعوة قصير مناسب للإرسال عبر واتساب.',
        descriptionEn: 'Short invitation video ready to share on WhatsApp.',
      },
    ],
  },
  {
    slug: 'paper-and-ink-studio',
    nameAr: 'بيبر آند إنك ستوديو',
    nameEn: 'Paper & Ink Studio',
    descriptionAr: 'مصممة مستقلة في إشبيلية تصمم بطاقات دعوة مخصصة بالرسم اليدوي.',
    descriptionEn: 'An independent designer in Ishbiliya creating custom hand-illustrated invitation cards.',
    categorySlugs: ['invitations-printing'],
    governorateSlug: 'farwaniya',
    areaSlug: 'ishbiliya',
    planCode: 'free',
    services: [
      {
        nameAr: 'تصميم بطاقة دعوة مخصصة',
        nameEn: 'Custom Invitation Design',
        categorySlug: 'invitations-printing',
        priceFrom: '40.000',
        descriptionAr: 'تصميم رقمي مع تعديلين، جاهز للطباعة أو الإرسال.',
        descriptionEn: 'Digital design with two revisions, print- or share-ready.',
      },
    ],
  },
  {
    slug: 'golden-invitation',
    nameAr: 'الدعوة الذهبية',
    nameEn: 'Golden Invitation',
    descriptionAr: 'بطاقات بطباعة ذهبية بارزة وتوزيعات للضيوف مع خدمة تنسيق الاستقبال في صباح السالم.',
    descriptionEn: 'Gold-foil invitations, guest giveaways and reception coordination in Sabah Al-Salem.',
    categorySlugs: ['invitations-printing', 'planning'],
    governorateSlug: 'mubarak-al-kabeer',
    areaSlug: 'sabah-al-salem',
    planCode: 'basic',
    services: [
      {
        nameAr: 'بطاقات بطباعة ذهبية (100 بطاقة)',
        nameEn: 'Gold Foil Cards (100 cards)',
        categorySlug: 'invitations-printing',
        priceFrom: '120.000',
        descriptionAr: 'طباعة ذهبية بارزة على ورق قطني سميك.',
        descriptionEn: 'Raised gold foil on thick cotton paper.',
      },
      {
        nameAr: 'توزيعات الضيوف (50 قطعة)',
        nameEn: 'Guest Giveaways (50 pieces)',
        categorySlug: 'invitations-printing',
        priceFrom: '60.000',
        descriptionAr: 'علب شوكولاتة أو بخور مغلفة مع ملصق باسم المناسبة.',
        descriptionEn: 'Wrapped chocolate or bakhoor boxes with a custom occasion label.',
      },
      {
        nameAr: 'تنسيق استقبال الضيوف',
        nameEn: 'Guest Reception Coordination',
        categorySlug: 'planning',
        priceFrom: '80.000',
        descriptionAr: 'مضيفات لاستقبال الضيوف وتوجيههم إلى طاولاتهم.',
        descriptionEn: 'Hostesses to welcome guests and guide them to their tables.',
      },
    ],
  },

  // ───────────────────────────── security ─────────────────────────────
  {
    slug: 'al-hisn-security',
    nameAr: 'الحصن للحراسات الأمنية',
    nameEn: 'Al Hisn Security',
    descriptionAr: 'شركة حراسة مرخصة من وزارة الداخلية توفر حراس أمن وحارسات للمعارض والأعراس والمؤتمرات.',
    descriptionEn: 'A Ministry of Interior licensed security firm providing male and female guards for exhibitions, weddings and conferences.',
    categorySlugs: ['security'],
    governorateSlug: 'hawalli',
    areaSlug: 'hawalli',
    planCode: 'enterprise',
    services: [
      {
        nameAr: 'حراس أمن للفعالية (10 حراس، 6 ساعات)',
        nameEn: 'Event Guards (10 guards, 6 hours)',
        categorySlug: 'security',
        priceFrom: '180.000',
        descriptionAr: 'تنظيم الدخول والتفتيش ومتابعة المواقف.',
        descriptionEn: 'Entry control, screening and parking supervision.',
      },
      {
        nameAr: 'حارسات للقسم النسائي',
        nameEn: 'Female Guards for Ladies Section',
        categorySlug: 'security',
        priceFrom: '95.000',
        descriptionAr: 'أربع حارسات لتنظيم الدخول ومنع التصوير غير المصرح به.',
        descriptionEn: 'Four female guards for entry control and phone-camera policy.',
      },
      {
        nameAr: 'إدارة الحشود للمعارض',
        nameEn: 'Crowd Management for Exhibitions',
        categorySlug: 'security',
        priceFrom: null,
        descriptionAr: 'خطة أمنية كاملة حسب حجم المعرض وعدد الزوار المتوقع.',
        descriptionEn: 'Full security plan based on exhibition size and expected footfall.',
      },
    ],
  },
  {
    slug: 'amana-security',
    nameAr: 'أمانة للخدمات الأمنية',
    nameEn: 'Amana Security Services',
    descriptionAr: 'خدمات صف السيارات وتنظيم المواقف للأعراس والديوانيات في النعيم والجهراء.',
    descriptionEn: 'Valet parking and parking control for weddings and diwaniyas in Naeem and Jahra.',
    categorySlugs: ['security'],
    governorateSlug: 'jahra',
    areaSlug: 'naeem',
    planCode: 'basic',
    services: [
      {
        nameAr: 'خدمة صف السيارات (فاليه)',
        nameEn: 'Valet Parking Service',
        categorySlug: 'security',
        priceFrom: '120.000',
        descriptionAr: 'ستة سائقين مرخصين لمدة 4 ساعات مع تأمين على السيارات.',
        descriptionEn: 'Six licensed drivers for 4 hours with vehicle insurance.',
      },
    ],
  },

  // ───────────────────────────── cleaning ─────────────────────────────
  {
    slug: 'sahab-cleaning',
    nameAr: 'سحاب للتنظيف',
    nameEn: 'Sahab Cleaning',
    descriptionAr: 'فريق تنظيف سريع في الفنطاس للمنازل والشاليهات بعد المناسبات.',
    descriptionEn: 'A fast cleaning crew in Fintas for homes and chalets after events.',
    categorySlugs: ['cleaning'],
    governorateSlug: 'ahmadi',
    areaSlug: 'fintas',
    planCode: 'free',
    services: [
      {
        nameAr: 'تنظيف بعد الحفل',
        nameEn: 'Post-Party Cleaning',
        categorySlug: 'cleaning',
        priceFrom: '75.000',
        descriptionAr: 'أربعة عمال لمدة 4 ساعات مع المواد والمعدات.',
        descriptionEn: 'Four cleaners for 4 hours including supplies and equipment.',
      },
    ],
  },
  {
    slug: 'bright-clean',
    nameAr: 'برايت كلين',
    nameEn: 'Bright Clean Co.',
    descriptionAr: 'شركة تنظيف في العمرية تخدم القاعات والفنادق قبل الفعاليات وبعدها على مدار الساعة.',
    descriptionEn: 'An Omariya cleaning company serving halls and hotels before and after events, around the clock.',
    categorySlugs: ['cleaning'],
    governorateSlug: 'farwaniya',
    areaSlug: 'omariya',
    planCode: 'professional',
    services: [
      {
        nameAr: 'تنظيف قاعة كاملة',
        nameEn: 'Full Hall Cleaning',
        categorySlug: 'cleaning',
        priceFrom: '150.000',
        descriptionAr: 'تنظيف الأرضيات ودورات المياه والمطبخ حتى 1000 متر مربع.',
        descriptionEn: 'Floors, restrooms and kitchen for up to 1,000 square metres.',
      },
      {
        nameAr: 'غسيل السجاد والكراسي',
        nameEn: 'Carpet & Chair Washing',
        categorySlug: 'cleaning',
        priceFrom: '60.000',
        descriptionAr: 'غسيل بالبخار لحتى 100 كرسي أو 200 متر من السجاد.',
        descriptionEn: 'Steam washing for up to 100 chairs or 200 m² of carpet.',
      },
    ],
  },
  {
    slug: 'al-mithaliya-services',
    nameAr: 'المثالية للتنظيف والخدمات',
    nameEn: 'Al Mithaliya Cleaning & Services',
    descriptionAr: 'تنظيف المخيمات والشاليهات وحراسة ليلية للمخيمات الربيعية في منطقة سعد العبدالله.',
    descriptionEn: 'Camp and chalet cleaning plus night watch for spring camps, based in Saad Al-Abdullah.',
    categorySlugs: ['cleaning', 'security'],
    governorateSlug: 'jahra',
    areaSlug: 'saad-al-abdullah',
    planCode: 'basic',
    services: [
      {
        nameAr: 'تنظيف مخيم بعد المناسبة',
        nameEn: 'Camp Clean-Up After Event',
        categorySlug: 'cleaning',
        priceFrom: '55.000',
        descriptionAr: 'جمع المخلفات وتنظيف الخيام والجلسات.',
        descriptionEn: 'Waste collection and cleaning of tents and seating.',
      },
      {
        nameAr: 'حارس ليلي للمخيم',
        nameEn: 'Camp Night Guard',
        categorySlug: 'security',
        priceFrom: '40.000',
        descriptionAr: 'حارس من المغرب حتى الفجر، السعر لليلة الواحدة.',
        descriptionEn: 'Guard from sunset to dawn, price per night.',
      },
    ],
  },

  // ───────────────────────────── kids-entertainment ─────────────────────────────
  {
    slug: 'fun-zone-kids',
    nameAr: 'فن زون لحفلات الأطفال',
    nameEn: 'Fun Zone Kids Parties',
    descriptionAr: 'أكبر مزود لألعاب النفخ وحفلات أعياد الميلاد في المسايل مع شخصيات كرتونية وعروض تفاعلية.',
    descriptionEn: 'Masayel’s largest provider of bouncy castles and birthday parties with cartoon characters and interactive shows.',
    categorySlugs: ['kids-entertainment'],
    governorateSlug: 'mubarak-al-kabeer',
    areaSlug: 'masayel',
    planCode: 'enterprise',
    services: [
      {
        nameAr: 'باقة عيد ميلاد متكاملة',
        nameEn: 'All-Inclusive Birthday Package',
        categorySlug: 'kids-entertainment',
        priceFrom: '95.000',
        descriptionAr: 'ألعاب نفخ وشخصية كرتونية وبالونات ومنشط لمدة 3 ساعات.',
        descriptionEn: 'Bouncy castle, cartoon character, balloons and host for 3 hours.',
      },
      {
        nameAr: 'لعبة نفخ',
        nameEn: 'Bouncy Castle Rental',
        categorySlug: 'kids-entertainment',
        priceFrom: '45.000',
        descriptionAr: 'لعبة نفخ كبيرة مع مشرف سلامة طوال الحفل.',
        descriptionEn: 'Large bouncy castle with a safety supervisor throughout.',
      },
    ],
  },
  {
    slug: 'alam-al-alwan-kids',
    nameAr: 'عالم الألوان لترفيه الأطفال',
    nameEn: 'Alam Al Alwan Kids',
    descriptionAr: 'رسم على الوجه وعروض سحرية ومهرجون لحفلات الأطفال والمدارس في تيماء والجهراء.',
    descriptionEn: 'Face painting, magic shows and clowns for kids and school parties in Taima and Jahra.',
    categorySlugs: ['kids-entertainment', 'entertainment'],
    governorateSlug: 'jahra',
    areaSlug: 'taima',
    planCode: 'professional',
    services: [
      {
        nameAr: 'الرسم على الوجه',
        nameEn: 'Face Painting',
        categorySlug: 'kids-entertainment',
        priceFrom: '35.000',
        descriptionAr: 'رسامتان لمدة ساعتين بألوان آمنة على البشرة.',
        descriptionEn: 'Two artists for two hours using skin-safe paints.',
      },
      {
        nameAr: 'عرض سحري للأطفال',
        nameEn: 'Kids Magic Show',
        categorySlug: 'kids-entertainment',
        priceFrom: '60.000',
        descriptionAr: 'عرض مدته 45 دقيقة مع مشاركة الأطفال.',
        descriptionEn: 'A 45-minute interactive show.',
      },
      {
        nameAr: 'مهرج وعروض مسرحية',
        nameEn: 'Clown & Stage Show',
        categorySlug: 'entertainment',
        priceFrom: '80.000',
        descriptionAr: 'عرض مسرحي ترفيهي للعائلات في المناسبات والمهرجانات.',
        descriptionEn: 'Family stage show for events and festivals.',
      },
    ],
  },

  // ─────────────── venues (appended: earlier vendors keep their places) ───────────────
  {
    slug: 'bayan-palace-ballroom',
    nameAr: 'قاعة بيان بالاس في فندق الخليج',
    nameEn: 'Bayan Palace Ballroom at Gulf Hotel',
    descriptionAr:
      'قاعة احتفالات داخل فندق في دسمان تتسع إلى 450 ضيفاً، مع ضيافة الفندق وغرف للعرسان والضيوف القادمين من خارج الكويت.',
    descriptionEn:
      'A hotel ballroom in Dasman seating up to 450 guests, with hotel catering and rooms for the couple and out-of-town guests.',
    categorySlugs: ['venues', 'hotel-ballrooms'],
    governorateSlug: 'capital',
    areaSlug: 'dasman',
    planCode: 'free',
    services: [
      {
        nameAr: 'حفل زفاف في قاعة الفندق',
        nameEn: 'Hotel Ballroom Wedding',
        categorySlug: 'hotel-ballrooms',
        priceFrom: '1900.000',
        descriptionAr: 'القاعة لليلة كاملة مع عشاء الفندق وجناح للعروسين.',
        descriptionEn: 'The ballroom for the night with hotel dinner and a bridal suite.',
      },
      {
        nameAr: 'عشاء الشركات في الفندق',
        nameEn: 'Corporate Dinner at the Hotel',
        categorySlug: 'hotel-ballrooms',
        priceFrom: null,
        descriptionAr: 'عشاء رسمي للشركات مع شاشات عرض وطاقم خدمة الفندق.',
        descriptionEn: 'A formal company dinner with screens and the hotel service staff.',
      },
    ],
  },
];
