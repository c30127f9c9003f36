import type { PrismaClient } from "../../server/core/db/generated/client";
import { newId } from "../../server/core/ids";

// The content pages the footer links to (terms, privacy, contact, about), in
// Arabic and English, published. Created only when missing: once an admin
// edits a page (or turns it back into a draft) the admin's version stays.
// Bodies are plain text with blank lines between paragraphs (server/content).

type SeedPage = { slug: string; titleAr: string; titleEn: string; bodyAr: string; bodyEn: string };

export const FOOTER_PAGES: SeedPage[] = [
  {
    slug: "terms",
    titleAr: "الشروط والأحكام",
    titleEn: "Terms of use",
    bodyAr: [
      "باستخدامك منصة مناسبات فإنك توافق على هذه الشروط. المنصة سوق إلكتروني يربط العملاء بمقدمي خدمات المناسبات في الكويت، ولا تقدم الخدمات بنفسها.",
      "يلتزم كل مستخدم بتقديم معلومات صحيحة عند التسجيل، والمحافظة على سرية كلمة المرور، وعدم استخدام المنصة لأي غرض غير مشروع.",
      "تُحدَّد أسعار الخدمات وشروط تنفيذها بين العميل والمزوّد في عرض السعر والحجز. المبالغ بالدينار الكويتي، وتخضع المدفوعات والاسترداد لسياسة الحجز المعلنة في كل عرض.",
      "يحق للمنصة تعليق أي حساب يخالف هذه الشروط. قد نحدّث هذه الشروط، وسنبلغك بأي تغيير جوهري قبل سريانه.",
    ].join("\n\n"),
    bodyEn: [
      "By using Munasabat you agree to these terms. The platform is an online marketplace that connects customers with event service providers in Kuwait; it does not provide the services itself.",
      "Every user gives accurate information when registering, keeps their password secret and does not use the platform for any unlawful purpose.",
      "Prices and terms of each service are agreed between the customer and the vendor in the quote and the booking. Amounts are in Kuwaiti dinars; payments and refunds follow the booking policy stated in each quote.",
      "The platform may suspend any account that breaks these terms. We may update these terms and will tell you about any material change before it takes effect.",
    ].join("\n\n"),
  },
  {
    slug: "privacy",
    titleAr: "سياسة الخصوصية",
    titleEn: "Privacy policy",
    bodyAr: [
      "نجمع ما نحتاجه لتشغيل حسابك فقط: الاسم والبريد الإلكتروني ورقم الهاتف وتفاصيل الطلبات والحجوزات التي تنشئها.",
      "لا نشارك بيانات التواصل الخاصة بك مع المزوّدين إلا عند طلبك عرض سعر أو إتمام حجز معهم، ولا نبيع بياناتك لأي طرف.",
      "يمكنك في أي وقت تنزيل نسخة من بياناتك أو طلب حذف حسابك من صفحة الخصوصية في حسابك. تُحذف البيانات بعد فترة سماح مدتها 30 يوماً، باستثناء ما يلزمنا القانون بالاحتفاظ به.",
    ].join("\n\n"),
    bodyEn: [
      "We collect only what your account needs: your name, email address, phone number and the details of the requests and bookings you create.",
      "We share your contact details with a vendor only when you ask them for a quote or book with them, and we never sell your data.",
      "At any time you can download a copy of your data or ask for your account to be deleted from the privacy page of your account. Data is deleted after a 30-day grace period, except what the law requires us to keep.",
    ].join("\n\n"),
  },
  {
    slug: "contact",
    titleAr: "اتصل بنا",
    titleEn: "Contact us",
    bodyAr: [
      "يسعدنا سماعك. فريق الدعم متاح من الأحد إلى الخميس، من الساعة 9 صباحاً حتى 6 مساءً بتوقيت الكويت.",
      "البريد الإلكتروني: support@munasabat.kw",
      "لأسئلة المزوّدين حول التسجيل والاشتراكات: vendors@munasabat.kw",
    ].join("\n\n"),
    bodyEn: [
      "We are happy to hear from you. Our support team is available Sunday to Thursday, 9 am to 6 pm Kuwait time.",
      "Email: support@munasabat.kw",
      "Vendors with questions about registration and subscriptions: vendors@munasabat.kw",
    ].join("\n\n"),
  },
  {
    slug: "about",
    titleAr: "من نحن",
    titleEn: "About us",
    bodyAr: [
      "مناسبات منصة كويتية تجمع في مكان واحد القاعات والضيافة والتصوير والتنسيق وكل ما تحتاجه مناسبتك.",
      "نساعد العملاء على طلب عروض الأسعار ومقارنتها والحجز بأمان، ونساعد المزوّدين على الوصول إلى عملاء جدد وإدارة طلباتهم بسهولة.",
    ].join("\n\n"),
    bodyEn: [
      "Munasabat is a Kuwaiti platform that brings venues, catering, photography, decoration and everything your event needs into one place.",
      "We help customers request and compare quotes and book securely, and we help vendors reach new customers and manage their requests with ease.",
    ].join("\n\n"),
  },
];

/** Creates each footer page that does not exist yet (by slug), published. Existing pages are left as they are. */
export async function seedCmsPages(db: Pick<PrismaClient, "cmsPage">): Promise<void> {
  for (const page of FOOTER_PAGES) {
    const existing = await db.cmsPage.findUnique({ where: { slug: page.slug }, select: { id: true } });
    if (existing) continue;
    await db.cmsPage.create({ data: { id: newId(), ...page, status: "published", publishedAt: new Date() } });
  }
}
