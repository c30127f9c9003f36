import { currentViewer } from "@/components/shell/current-viewer";
import { redirect } from "@/i18n/navigation";
import { resolveLocaleParam, type LocaleParams } from "@/i18n/locale-param";
import { homeOf } from "@/server/identity/sessions/viewer";

/** After signing in without a `next`: each person goes where they work (admin area, vendor dashboard, account). */
export default async function ContinuePage({ params }: { params: LocaleParams }) {
  const locale = await resolveLocaleParam(params);
  const { viewer } = await currentViewer(locale);
  redirect({ href: viewer ? homeOf(viewer) : "/login", locale });
}
