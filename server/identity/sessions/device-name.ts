import Bowser from "bowser";

// A short, human name for a web session in the sessions list ("Chrome · Windows"),
// read from the User-Agent with bowser. It is stored once and shown in either
// language, so it joins the two product names with a sign, not an English word.
// Mobile apps send their own device name; only web sign-ins are named this way.

const MAX_LENGTH = 100; // the Device schema's `name` limit

// Bowser's long display names, shortened to what people call the browser.
const SHORT_BROWSER_NAMES: Record<string, string> = {
  "Microsoft Edge": "Edge",
  "Samsung Internet for Android": "Samsung Internet",
  "NAVER Whale Browser": "Whale",
  "Android Browser": "Android browser",
};

/** "Chrome · Windows", "Safari · iOS", a browser or OS alone when only one is known, else null. */
export function deviceNameFromUserAgent(userAgent: string | null | undefined): string | null {
  const ua = userAgent?.trim();
  if (!ua) return null; // bowser throws on an empty string
  const { browser, os } = Bowser.parse(ua.slice(0, 1000));
  const browserName = browser.name ? (SHORT_BROWSER_NAMES[browser.name] ?? browser.name) : "";
  const osName = os.name ?? "";
  const name = browserName && osName ? `${browserName} · ${osName}` : browserName || osName;
  return name ? name.slice(0, MAX_LENGTH) : null;
}

/**
 * The name stored on a new session: web sign-ins are named from the
 * User-Agent (falling back to a name the client sent); mobile clients keep
 * the name they send.
 */
export function sessionDeviceName(platform: string | null, sentName: string | undefined, userAgent: string | undefined): string | null {
  if (platform === "web") return deviceNameFromUserAgent(userAgent) ?? sentName ?? null;
  return sentName ?? null;
}
