import { getTranslations } from "next-intl/server";
import { ModerationQueue } from "@/components/reviews/moderation-queue";
import { framed, portalPage } from "@/components/shell/portal-page";
import { Link } from "@/i18n/navigation";

/** Review moderation: Support, Operations and Super (review.moderate); the API answers 403 to other admins. */
const page = portalPage({ area: "admin", namespace: "areas.admin.sections", title: "reviews" }, async ({ locale }) => {
  const ta = await getTranslations({ locale, namespace: "reviews.admin" });
  const tc = await getTranslations({ locale, namespace: "reviews.criteriaAdmin" });
  return framed({ intro: ta("intro"), actions: <Link href="/admin/reviews/criteria">{tc("link")}</Link> }, <ModerationQueue />);
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
