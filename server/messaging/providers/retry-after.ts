import { now } from "../../core/clock";

/** How long a provider asked to wait (`Retry-After`: seconds or an HTTP date), or undefined when it did not say. */
export function retryAfterMs(response: Response): number | undefined {
  const header = response.headers.get("retry-after");
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now().getTime());
}
