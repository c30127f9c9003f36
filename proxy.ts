import createMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import { routing } from "./i18n/routing";
import { pageSecurityHeaders } from "./server/core/http/security-headers";

// Next 16 `proxy.ts` (formerly middleware): locale negotiation and the
// rewrite of unprefixed (Arabic) paths to `/ar/...`, plus the security
// headers of every page. A fresh nonce per request goes into the request's
// Content-Security-Policy, where Next reads it and stamps its own scripts.
const handleLocale = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const nonce = Buffer.from(crypto.randomUUID()).toString("base64");
  const security = pageSecurityHeaders(nonce);
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  // The address as the browser asked for it (the area layouts send signed-out
  // visitors to sign in with it as `next`); always ours, never the client's.
  headers.set("x-url", request.nextUrl.pathname + request.nextUrl.search);
  headers.set("Content-Security-Policy", security["Content-Security-Policy"]);
  const response = handleLocale(new NextRequest(request, { headers }));
  for (const [name, value] of Object.entries(security)) response.headers.set(name, value);
  return response;
}

export const config = {
  // Every path except `/api`, `/trpc`, `/_next`, `/_vercel` and files with a dot (favicon.ico, robots.txt, ...).
  matcher: "/((?!api|trpc|_next|_vercel|.*\\..*).*)",
};
