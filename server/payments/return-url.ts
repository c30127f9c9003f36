import { returnUrlAllowlist } from "../core/config";
import { validationFailed } from "../core/errors";
import { appUrl } from "../core/app-url";

/**
 * Where the provider sends the payer back: a path of this site or a URL on
 * its own origin, made absolute; or, for mobile apps, a URL on one of the app
 * schemes or universal-link origins of RETURN_URL_ALLOWLIST
 * (docs/operations.md). Anything else (another host, `//host`, `javascript:`)
 * is refused, so a payment link is never an open redirect.
 */
export function safeReturnUrl(value: string, field = "return_url"): string {
  const own = new URL(appUrl("/"));
  const relative = value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\");
  let url: URL;
  try {
    url = relative ? new URL(value, own) : new URL(value);
  } catch {
    throw validationFailed({ [field]: ["validation.return_url_origin"] });
  }
  if (url.origin !== own.origin && !allowedApp(url)) throw validationFailed({ [field]: ["validation.return_url_origin"] });
  return url.toString();
}

/** The return URL with our payment id, as the payer lands on it. */
export function withPaymentId(returnUrl: string, paymentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("payment", paymentId);
  return url.toString();
}

/** An app's own return address: its scheme, or its universal-link origin, is configured. */
function allowedApp(url: URL): boolean {
  const { schemes, origins } = returnUrlAllowlist();
  if (schemes.includes(url.protocol)) return !url.username && !url.password;
  return url.protocol === "https:" && origins.includes(url.origin);
}
