import { getTranslations } from "next-intl/server";
import { framed, portalPage } from "@/components/shell/portal-page";
import { FavoritesList } from "./favorites-list";

const page = portalPage({ area: "account", namespace: "areas.account.sections", title: "favorites" }, async ({ locale }) => {
  const tf = await getTranslations({ locale, namespace: "favorites.page" });
  return framed({ intro: tf("intro") }, <FavoritesList />);
});

export const generateMetadata = page.generateMetadata;
export default page.Page;
