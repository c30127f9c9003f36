import createMiddleware from "next-intl/middleware";
import { routing } from "./i18n/routing";

// Next 16 `proxy.ts` (formerly middleware): locale negotiation and the
// rewrite of unprefixed (Arabic) paths to `/ar/...`.
export default createMiddleware(routing);

export const config = {
  // Every path except `/api`, `/trpc`, `/_next`, `/_vercel` and files with a dot (favicon.ico, robots.txt, ...).
  matcher: "/((?!api|trpc|_next|_vercel|.*\\..*).*)",
};
