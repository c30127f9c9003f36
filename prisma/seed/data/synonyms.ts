// Launch synonym dictionary for marketplace search (Arabic and English event
// words, Gulf spellings included). Each group's terms mean the same thing.
// Pure data module: no runtime dependencies. Admins edit it at /admin/search.

export const launchSynonymGroups: string[][] = [
  ["قاعة", "صالة", "hall", "venue"],
  ["قاعة أفراح", "صالة أفراح", "wedding hall", "ballroom"],
  ["تصوير", "مصور", "photography", "photographer"],
  ["فيديو", "تصوير فيديو", "videography", "videographer"],
  ["بوفيه", "ضيافة", "تموين", "catering", "buffet"],
  ["زفاف", "عرس", "فرح", "wedding"],
  ["ملكة", "خطوبة", "engagement"],
  ["كوشة", "kosha", "stage"],
  ["ورد", "زهور", "flowers", "florist"],
  ["حلويات", "حلا", "desserts", "sweets"],
  ["كيك", "كعك", "cake"],
  ["دي جي", "dj", "disc jockey"],
  ["فرقة", "فرقة شعبية", "band"],
  ["إضاءة", "lighting", "lights"],
  ["ديكور", "تزيين", "decor", "decoration"],
  ["شاليه", "chalet"],
  ["دعوة", "بطاقة دعوة", "invitation", "invitations"],
  ["تنظيم حفلات", "منظم حفلات", "event planner", "event planning"],
  ["حفلة", "حفل", "party", "event"],
  ["عيد ميلاد", "birthday"],
];
