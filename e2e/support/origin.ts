import { test } from "@playwright/test";

/**
 * The Origin header of our own site. Contexts a spec opens with its own
 * extraHTTPHeaders replace the config's (which carry it), and the API refuses
 * cookie-authenticated writes that name no origin of ours (CSRF).
 */
export function ownOrigin(): { Origin: string } {
  return { Origin: new URL(test.info().project.use.baseURL!).origin };
}
