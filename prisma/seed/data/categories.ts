// Category seed data for the Kuwait event-services marketplace (bilingual AR/EN).
// Pure data module: no runtime dependencies.

export type CategorySeed = {
  slug: string;
  nameAr: string;
  nameEn: string;
  icon: string;
  sortOrder: number;
  seoTitleAr: string;
  seoTitleEn: string;
  seoDescriptionAr: string;
  seoDescriptionEn: string;
  children?: Omit<CategorySeed, 'children'>[];
};

export const categories: CategorySeed[] = [
  {
    slug: 'venues',
    nameAr: 'قاعات وأماكن الفعاليات',
    nameEn: 'Venues & Event Spaces',
    icon: 'building',
    sortOrder: 1,
    seoTitleAr: 'قاعات الأفراح وأماكن الفعاليات في الكويت',
    seoTitleEn: 'Wedding Halls & Event Venues in Kuwait',
    seoDescriptionAr:
      'قارن بين صالات الأفراح وقاعات الفنادق والشاليهات في جميع محافظات الكويت، واطلب عروض أسعار مباشرة من أصحاب القاعات.',
    seoDescriptionEn:
      'Compare wedding halls, hotel ballrooms and chalets across all Kuwait governorates and request quotations directly from venue owners.',
    children: [
      {
        slug: 'hotel-ballrooms',
        nameAr: 'قاعات الفنادق',
        nameEn: 'Hotel Ballrooms',
        icon: 'building',
        sortOrder: 1,
        seoTitleAr: 'قاعات الفنادق للحفلات والمؤتمرات في الكويت',
        seoTitleEn: 'Hotel Ballrooms for Events in Kuwait',
        seoDescriptionAr:
          'احجز قاعة فندقية فاخرة لحفل الزفاف أو المؤتمر أو حفل الشركة مع خدمات الضيافة المتكاملة.',
        seoDescriptionEn:
          'Book a luxury hotel ballroom for weddings, conferences and corporate dinners with full in-house hospitality.',
      },
      {
        slug: 'wedding-halls',
        nameAr: 'صالات الأفراح',
        nameEn: 'Wedding Halls',
        icon: 'building',
        sortOrder: 2,
        seoTitleAr: 'صالات الأفراح في الكويت',
        seoTitleEn: 'Wedding Halls in Kuwait',
        seoDescriptionAr:
          'صالات أفراح للرجال والنساء بسعات مختلفة، مع الكوشة والإضاءة والضيافة حسب الطلب.',
        seoDescriptionEn:
          'Wedding halls for ladies and gents sections in every size, with stage, lighting and catering on request.',
      },
      {
        slug: 'chalets-outdoor',
        nameAr: 'الشاليهات والأماكن الخارجية',
        nameEn: 'Chalets & Outdoor Spaces',
        icon: 'building',
        sortOrder: 3,
        seoTitleAr: 'شاليهات ومخيمات للمناسبات في الكويت',
        seoTitleEn: 'Chalets & Outdoor Event Spaces in Kuwait',
        seoDescriptionAr:
          'شاليهات على البحر ومخيمات ربيعية وحدائق خارجية لحفلات الخطوبة والتجمعات العائلية.',
        seoDescriptionEn:
          'Beach chalets, spring camps and gardens for engagements, family gatherings and private parties.',
      },
    ],
  },
  {
    slug: 'catering',
    nameAr: 'الضيافة والتموين',
    nameEn: 'Catering & Hospitality',
    icon: 'utensils',
    sortOrder: 2,
    seoTitleAr: 'شركات الضيافة والتموين للحفلات في الكويت',
    seoTitleEn: 'Event Catering Companies in Kuwait',
    seoDescriptionAr:
      'بوفيهات مفتوحة وأكلات كويتية شعبية وحلويات وقهوة عربية لجميع المناسبات، مع أسعار واضحة للفرد.',
    seoDescriptionEn:
      'Open buffets, traditional Kuwaiti dishes, desserts and Arabic coffee service for every occasion, with clear per-guest pricing.',
    children: [
      {
        slug: 'buffet',
        nameAr: 'البوفيهات المفتوحة',
        nameEn: 'Buffet Catering',
        icon: 'utensils',
        sortOrder: 1,
        seoTitleAr: 'بوفيه مفتوح للحفلات في الكويت',
        seoTitleEn: 'Buffet Catering for Events in Kuwait',
        seoDescriptionAr: 'بوفيهات عربية وعالمية للأعراس والمؤتمرات والحفلات الخاصة مع طاقم خدمة كامل.',
        seoDescriptionEn:
          'Arabic and international buffets for weddings, conferences and private parties with full service staff.',
      },
      {
        slug: 'kuwaiti-cuisine',
        nameAr: 'المأكولات الكويتية الشعبية',
        nameEn: 'Traditional Kuwaiti Cuisine',
        icon: 'utensils',
        sortOrder: 2,
        seoTitleAr: 'أكلات كويتية شعبية للمناسبات: مجبوس وهريس وقوزي',
        seoTitleEn: 'Kuwaiti Dishes for Events: Machboos, Harees & Ghoozi',
        seoDescriptionAr: 'صواني مجبوس اللحم والدجاج والهريس والقوزي للعزائم والغبقات الرمضانية.',
        seoDescriptionEn: 'Machboos, harees and ghoozi trays for family feasts and Ramadan ghabgas.',
      },
      {
        slug: 'desserts-sweets',
        nameAr: 'الحلويات والمعجنات',
        nameEn: 'Desserts & Sweets',
        icon: 'utensils',
        sortOrder: 3,
        seoTitleAr: 'حلويات وكيك المناسبات في الكويت',
        seoTitleEn: 'Event Desserts & Cakes in Kuwait',
        seoDescriptionAr: 'كيك الأعراس وطاولات الحلويات والمعجنات والشوكولاتة المغلفة للتوزيعات.',
        seoDescriptionEn: 'Wedding cakes, dessert tables, pastries and wrapped chocolate giveaways.',
      },
    ],
  },
  {
    slug: 'photography',
    nameAr: 'التصوير الفوتوغرافي',
    nameEn: 'Photography',
    icon: 'camera',
    sortOrder: 3,
    seoTitleAr: 'مصورون محترفون للحفلات والأعراس في الكويت',
    seoTitleEn: 'Professional Event & Wedding Photographers in Kuwait',
    seoDescriptionAr:
      'مصورات ومصورون محترفون لتصوير الأعراس والخطوبة والمنتجات والفعاليات، مع ألبومات مطبوعة وصور رقمية.',
    seoDescriptionEn:
      'Female and male professional photographers for weddings, engagements, products and events, with printed albums and digital galleries.',
    children: [
      {
        slug: 'wedding-photography',
        nameAr: 'تصوير الأعراس',
        nameEn: 'Wedding Photography',
        icon: 'camera',
        sortOrder: 1,
        seoTitleAr: 'تصوير الأعراس والخطوبة في الكويت',
        seoTitleEn: 'Wedding & Engagement Photography in Kuwait',
        seoDescriptionAr: 'مصورات للقسم النسائي ومصورون لقسم الرجال مع جلسات تصوير للعروسين.',
        seoDescriptionEn: 'Female photographers for ladies halls, male photographers for gents, plus couple sessions.',
      },
      {
        slug: 'product-event-photography',
        nameAr: 'تصوير المنتجات والفعاليات',
        nameEn: 'Product & Event Photography',
        icon: 'camera',
        sortOrder: 2,
        seoTitleAr: 'تصوير المنتجات والفعاليات التجارية في الكويت',
        seoTitleEn: 'Product & Corporate Event Photography in Kuwait',
        seoDescriptionAr: 'تصوير المعارض والمؤتمرات وإطلاق المنتجات ومحتوى وسائل التواصل الاجتماعي.',
        seoDescriptionEn: 'Coverage for exhibitions, conferences, product launches and social media content.',
      },
    ],
  },
  {
    slug: 'videography',
    nameAr: 'التصوير المرئي والفيديو',
    nameEn: 'Videography',
    icon: 'video',
    sortOrder: 4,
    seoTitleAr: 'تصوير فيديو الأعراس والفعاليات في الكويت',
    seoTitleEn: 'Wedding & Event Videography in Kuwait',
    seoDescriptionAr:
      'أفلام سينمائية للأعراس وتغطية مرئية للمؤتمرات وتصوير جوي بالدرون وبث مباشر للفعاليات.',
    seoDescriptionEn:
      'Cinematic wedding films, conference coverage, drone aerial shots and live streaming for events.',
  },
  {
    slug: 'decor-lighting',
    nameAr: 'الديكور والإضاءة',
    nameEn: 'Decor & Lighting',
    icon: 'lamp',
    sortOrder: 5,
    seoTitleAr: 'تنسيق الكوشة وديكور وإضاءة الحفلات في الكويت',
    seoTitleEn: 'Wedding Stage, Decor & Event Lighting in Kuwait',
    seoDescriptionAr:
      'تصميم الكوشة والمداخل وطاولات الاستقبال والإضاءة المسرحية والليزر لحفلات الزفاف والشركات.',
    seoDescriptionEn:
      'Kosha stage design, entrances, reception tables, stage lighting and lasers for weddings and corporate events.',
    children: [
      {
        slug: 'stage-kosha-design',
        nameAr: 'تصميم الكوشة والمسارح',
        nameEn: 'Kosha & Stage Design',
        icon: 'lamp',
        sortOrder: 1,
        seoTitleAr: 'تصميم كوشة العروس في الكويت',
        seoTitleEn: 'Bridal Kosha & Stage Design in Kuwait',
        seoDescriptionAr: 'كوشات أعراس بتصاميم حديثة وكلاسيكية مع الورود والإضاءة والخلفيات.',
        seoDescriptionEn: 'Modern and classic bridal kosha stages with flowers, lighting and backdrops.',
      },
      {
        slug: 'event-lighting',
        nameAr: 'إضاءة الفعاليات',
        nameEn: 'Event Lighting',
        icon: 'lamp',
        sortOrder: 2,
        seoTitleAr: 'إضاءة مسرحية وليد للفعاليات في الكويت',
        seoTitleEn: 'Stage & LED Event Lighting in Kuwait',
        seoDescriptionAr: 'إضاءة ليد ومسرحية وشاشات عرض وتأثيرات ضبابية للحفلات والمؤتمرات.',
        seoDescriptionEn: 'LED and stage lighting, screens and haze effects for parties and conferences.',
      },
    ],
  },
  {
    slug: 'entertainment',
    nameAr: 'الترفيه والموسيقى',
    nameEn: 'Entertainment & Music',
    icon: 'music',
    sortOrder: 6,
    seoTitleAr: 'فرق شعبية ودي جي وترفيه للحفلات في الكويت',
    seoTitleEn: 'Bands, DJs & Event Entertainment in Kuwait',
    seoDescriptionAr:
      'فرق شعبية كويتية وفرق نسائية ومنسقو أغانٍ وأنظمة صوت لإحياء الأعراس والحفلات الخاصة.',
    seoDescriptionEn:
      'Traditional Kuwaiti bands, ladies bands, DJs and sound systems to bring weddings and private parties to life.',
    children: [
      {
        slug: 'dj-sound',
        nameAr: 'دي جي وأنظمة الصوت',
        nameEn: 'DJs & Sound Systems',
        icon: 'music',
        sortOrder: 1,
        seoTitleAr: 'دي جي وأنظمة صوت للحفلات في الكويت',
        seoTitleEn: 'DJs & Sound Systems for Parties in Kuwait',
        seoDescriptionAr: 'منسقو أغانٍ محترفون مع سماعات ومكسرات ومايكات لاسلكية.',
        seoDescriptionEn: 'Professional DJs with speakers, mixers and wireless microphones.',
      },
      {
        slug: 'live-bands',
        nameAr: 'الفرق الشعبية والموسيقية',
        nameEn: 'Live & Folk Bands',
        icon: 'music',
        sortOrder: 2,
        seoTitleAr: 'فرق شعبية كويتية للأعراس',
        seoTitleEn: 'Traditional Kuwaiti Bands for Weddings',
        seoDescriptionAr: 'فرق العرضة والسامري والفرق النسائية لإحياء ليالي الأفراح.',
        seoDescriptionEn: 'Ardha, samri and ladies bands for wedding nights.',
      },
    ],
  },
  {
    slug: 'flowers',
    nameAr: 'الزهور وتنسيق الورود',
    nameEn: 'Flowers & Floral Design',
    icon: 'flower',
    sortOrder: 7,
    seoTitleAr: 'محلات الزهور وتنسيق الورود للمناسبات في الكويت',
    seoTitleEn: 'Florists & Event Floral Design in Kuwait',
    seoDescriptionAr:
      'باقات العروس وتنسيقات الطاولات وجدران الورود الطبيعية مع توصيل إلى جميع مناطق الكويت.',
    seoDescriptionEn:
      'Bridal bouquets, table centerpieces and fresh flower walls with delivery to all areas of Kuwait.',
  },
  {
    slug: 'transportation',
    nameAr: 'النقل والمواصلات',
    nameEn: 'Transportation',
    icon: 'car',
    sortOrder: 8,
    seoTitleAr: 'سيارات الزفاف والليموزين ونقل الضيوف في الكويت',
    seoTitleEn: 'Wedding Cars, Limousines & Guest Transport in Kuwait',
    seoDescriptionAr:
      'سيارات زفاف فاخرة وكلاسيكية وليموزين وحافلات لنقل الضيوف من وإلى مكان الحفل.',
    seoDescriptionEn:
      'Luxury and classic wedding cars, limousines and buses to shuttle guests to and from the venue.',
  },
  {
    slug: 'planning',
    nameAr: 'تنظيم وتخطيط الفعاليات',
    nameEn: 'Event Planning',
    icon: 'clipboard',
    sortOrder: 9,
    seoTitleAr: 'شركات تنظيم الحفلات والمؤتمرات في الكويت',
    seoTitleEn: 'Event Planners & Conference Organizers in Kuwait',
    seoDescriptionAr:
      'منظمو حفلات ومؤتمرات يتولون التخطيط والتنسيق مع المزوّدين وإدارة يوم المناسبة بالكامل.',
    seoDescriptionEn:
      'Planners who handle concept, vendor coordination and full day-of management for weddings and conferences.',
  },
  {
    slug: 'invitations-printing',
    nameAr: 'بطاقات الدعوة والطباعة',
    nameEn: 'Invitations & Printing',
    icon: 'envelope',
    sortOrder: 10,
    seoTitleAr: 'طباعة بطاقات الأعراس والدعوات الإلكترونية في الكويت',
    seoTitleEn: 'Wedding Invitation Cards & E-Invites in Kuwait',
    seoDescriptionAr:
      'بطاقات دعوة مطبوعة بالخط العربي وطباعة ذهبية ودعوات إلكترونية وتوزيعات مخصصة.',
    seoDescriptionEn:
      'Printed invitations with Arabic calligraphy, gold foil, digital e-invites and custom giveaways.',
  },
  {
    slug: 'security',
    nameAr: 'الأمن والحراسة',
    nameEn: 'Security & Guarding',
    icon: 'shield',
    sortOrder: 11,
    seoTitleAr: 'حراسة أمنية وتنظيم مواقف للفعاليات في الكويت',
    seoTitleEn: 'Event Security & Valet Parking in Kuwait',
    seoDescriptionAr:
      'حراس أمن مرخصون وحارسات للقسم النسائي وتنظيم الدخول والمواقف وخدمة صف السيارات.',
    seoDescriptionEn:
      'Licensed security guards, female guards for ladies sections, entry control, parking and valet service.',
  },
  {
    slug: 'cleaning',
    nameAr: 'خدمات التنظيف',
    nameEn: 'Cleaning Services',
    icon: 'broom',
    sortOrder: 12,
    seoTitleAr: 'شركات تنظيف قبل وبعد الحفلات في الكويت',
    seoTitleEn: 'Pre- & Post-Event Cleaning in Kuwait',
    seoDescriptionAr:
      'تنظيف القاعات والشاليهات والمنازل قبل المناسبة وبعدها، وغسيل السجاد والكراسي.',
    seoDescriptionEn:
      'Cleaning for halls, chalets and homes before and after events, plus carpet and chair washing.',
  },
  {
    slug: 'kids-entertainment',
    nameAr: 'ترفيه الأطفال',
    nameEn: 'Kids Entertainment',
    icon: 'balloon',
    sortOrder: 13,
    seoTitleAr: 'حفلات أعياد ميلاد وألعاب أطفال في الكويت',
    seoTitleEn: 'Kids Birthday Parties & Entertainment in Kuwait',
    seoDescriptionAr:
      'ألعاب نفخ ومهرجون ورسم على الوجه وعروض سحرية وبالونات لحفلات الأطفال وأعياد الميلاد.',
    seoDescriptionEn:
      'Bouncy castles, clowns, face painting, magic shows and balloons for kids parties and birthdays.',
  },
];
