import type { EVENT_TYPES } from "../schemas";

// The checklist each event type starts from: what to do and how long before
// the event, written for Kuwait (kosha, diwaniya, the "malka"). An item with a
// category opens a search or a quote request for it; `byBooking` items are
// ticked by the marketplace when a booking of that category is made
// (./tick-from-booking.ts). Keys are stable: items created from a template
// keep their key, so the texts can be improved without touching the rows.

export type TemplateItem = {
  key: string;
  ar: string;
  en: string;
  /** Due this many days before the event date. */
  daysBefore: number;
  /** Top-level category slug (prisma/seed/data/categories.ts). */
  category?: string;
  byBooking?: boolean;
};

type EventType = (typeof EVENT_TYPES)[number];

const book = (key: string, category: string, daysBefore: number, ar: string, en: string): TemplateItem => ({
  key,
  ar,
  en,
  daysBefore,
  category,
  byBooking: true,
});
const task = (key: string, daysBefore: number, ar: string, en: string): TemplateItem => ({ key, ar, en, daysBefore });

const budget = (daysBefore: number) => task("set_budget", daysBefore, "حدّد ميزانية المناسبة ووزّعها على البنود", "Set the budget and split it across the lines");
const guestList = (daysBefore: number) => task("guest_list", daysBefore, "جهّز قائمة الضيوف", "Draw up the guest list");
const confirmTimes = (daysBefore: number) =>
  task("confirm_vendors", daysBefore, "أكّد مع كل مزوّد موعد الوصول والتجهيز", "Confirm arrival and set-up times with every vendor");
const balances = (daysBefore: number) => task("pay_balances", daysBefore, "جهّز المبالغ المتبقية للمزوّدين", "Have the balances for the vendors ready");

export const CHECKLIST_TEMPLATES: Record<EventType, TemplateItem[]> = {
  wedding: [
    budget(365),
    book("book_venue", "venues", 330, "احجز القاعة", "Book the venue"),
    guestList(300),
    book("book_photography", "photography", 270, "احجز المصوّر", "Book the photographer"),
    book("book_videography", "videography", 240, "احجز مصوّر الفيديو", "Book the videographer"),
    book("book_catering", "catering", 210, "احجز الضيافة والبوفيه", "Book the catering"),
    book("book_decor", "decor-lighting", 180, "احجز تصميم الكوشة والإضاءة", "Book the kosha design and lighting"),
    book("book_entertainment", "entertainment", 150, "احجز الفرقة أو منسّق الأغاني", "Book the band or DJ"),
    book("book_invitations", "invitations-printing", 120, "اطلب بطاقات الدعوة", "Order the invitation cards"),
    book("book_flowers", "flowers", 60, "احجز تنسيق الزهور", "Book the flowers"),
    book("book_transport", "transportation", 45, "احجز سيارة الزفّة", "Book the wedding car"),
    task("send_invitations", 30, "وزّع بطاقات الدعوة", "Send the invitations"),
    confirmTimes(14),
    task("final_headcount", 7, "أرسل العدد النهائي للضيوف إلى الضيافة", "Give the caterer the final head count"),
    balances(2),
  ],
  engagement: [
    budget(120),
    book("book_venue", "venues", 90, "احجز مكان الملكة أو الخطوبة", "Book the venue for the engagement"),
    guestList(80),
    book("book_photography", "photography", 60, "احجز المصوّر", "Book the photographer"),
    book("book_catering", "catering", 45, "احجز الضيافة", "Book the catering"),
    book("book_decor", "decor-lighting", 45, "احجز الكوشة والديكور", "Book the kosha and decoration"),
    book("book_flowers", "flowers", 21, "احجز تنسيق الزهور", "Book the flowers"),
    task("send_invitations", 21, "أرسل الدعوات", "Send the invitations"),
    confirmTimes(7),
    balances(2),
  ],
  birthday: [
    budget(45),
    book("book_venue", "venues", 30, "احجز المكان", "Book the venue"),
    guestList(30),
    book("book_kids", "kids-entertainment", 21, "احجز فقرات الأطفال", "Book the kids' entertainment"),
    book("book_catering", "catering", 21, "اطلب الكيك والضيافة", "Order the cake and catering"),
    book("book_decor", "decor-lighting", 14, "احجز الديكور والبالونات", "Book the decoration and balloons"),
    task("send_invitations", 14, "أرسل الدعوات", "Send the invitations"),
    book("book_photography", "photography", 10, "احجز المصوّر", "Book the photographer"),
    confirmTimes(3),
  ],
  graduation: [
    budget(90),
    book("book_venue", "venues", 75, "احجز مكان حفل التخرّج", "Book the graduation venue"),
    guestList(60),
    book("book_catering", "catering", 45, "احجز الضيافة", "Book the catering"),
    book("book_decor", "decor-lighting", 40, "احجز المسرح والديكور", "Book the stage and decoration"),
    book("book_photography", "photography", 30, "احجز المصوّر", "Book the photographer"),
    book("book_entertainment", "entertainment", 30, "احجز الصوتيات والفقرات", "Book the sound and entertainment"),
    task("send_invitations", 21, "أرسل الدعوات", "Send the invitations"),
    confirmTimes(7),
    balances(2),
  ],
  corporate: [
    budget(120),
    task("agenda", 100, "حدّد برنامج المناسبة وأهدافها", "Set the event's agenda and goals"),
    book("book_venue", "venues", 90, "احجز المكان", "Book the venue"),
    book("book_catering", "catering", 60, "احجز الضيافة", "Book the catering"),
    book("book_decor", "decor-lighting", 45, "احجز المسرح والإضاءة", "Book the stage and lighting"),
    book("book_photography", "photography", 30, "احجز التصوير", "Book the photography"),
    book("book_printing", "invitations-printing", 30, "اطلب المطبوعات والدعوات", "Order the printing and invitations"),
    guestList(30),
    book("book_transport", "transportation", 21, "احجز نقل الضيوف", "Book the guests' transport"),
    book("book_security", "security", 14, "احجز الأمن والتنظيم", "Book security and ushers"),
    confirmTimes(7),
  ],
  conference: [
    budget(180),
    task("agenda", 150, "حدّد برنامج المؤتمر والمتحدثين", "Set the programme and the speakers"),
    book("book_venue", "venues", 150, "احجز قاعة المؤتمر", "Book the conference hall"),
    book("book_catering", "catering", 90, "احجز الضيافة والاستراحات", "Book the catering and breaks"),
    book("book_decor", "decor-lighting", 60, "احجز المسرح والشاشات والإضاءة", "Book the stage, screens and lighting"),
    book("book_printing", "invitations-printing", 45, "اطلب المطبوعات والبطاقات", "Order the printing and badges"),
    book("book_photography", "photography", 30, "احجز التصوير", "Book the photography"),
    book("book_transport", "transportation", 30, "احجز نقل الضيوف", "Book the guests' transport"),
    book("book_security", "security", 21, "احجز الأمن والتنظيم", "Book security and ushers"),
    guestList(21),
    confirmTimes(7),
    book("book_cleaning", "cleaning", 7, "احجز التنظيف بعد المؤتمر", "Book the cleaning after the conference"),
  ],
  diwaniya: [
    budget(30),
    guestList(21),
    book("book_catering", "catering", 14, "احجز الضيافة والقهوة", "Book the catering and coffee service"),
    book("book_decor", "decor-lighting", 10, "احجز الإضاءة والخيمة", "Book the lighting and the tent"),
    task("send_invitations", 7, "أرسل الدعوات", "Send the invitations"),
    book("book_cleaning", "cleaning", 3, "احجز التنظيف", "Book the cleaning"),
  ],
  baby_shower: [
    budget(45),
    book("book_venue", "venues", 30, "احجز المكان", "Book the venue"),
    guestList(30),
    book("book_catering", "catering", 21, "اطلب الحلويات والضيافة", "Order the sweets and catering"),
    book("book_decor", "decor-lighting", 14, "احجز الديكور", "Book the decoration"),
    book("book_flowers", "flowers", 10, "احجز تنسيق الزهور", "Book the flowers"),
    task("send_invitations", 14, "أرسل الدعوات", "Send the invitations"),
    book("book_photography", "photography", 7, "احجز المصوّر", "Book the photographer"),
  ],
  other: [
    budget(60),
    book("book_venue", "venues", 45, "احجز المكان", "Book the venue"),
    guestList(30),
    book("book_catering", "catering", 21, "احجز الضيافة", "Book the catering"),
    task("send_invitations", 14, "أرسل الدعوات", "Send the invitations"),
    confirmTimes(3),
  ],
};

/** The template item a row came from, for its texts. */
export function templateItem(eventType: string, key: string): TemplateItem | undefined {
  return CHECKLIST_TEMPLATES[eventType as EventType]?.find((i) => i.key === key);
}

/** Any event type's item of that key (a row keeps its key when the event type changes). */
export function anyTemplateItem(key: string): TemplateItem | undefined {
  for (const items of Object.values(CHECKLIST_TEMPLATES)) {
    const found = items.find((i) => i.key === key);
    if (found) return found;
  }
  return undefined;
}
