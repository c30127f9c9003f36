import { validationFailed } from "../core/errors";
import { checkTarget, OutboundError } from "../core/outbound-http";
import { webhookPolicy } from "./policy";

/** The endpoint URL, refused with a field error unless it is https and every address of its host is public (core/outbound-http.ts). */
export async function checkEndpointUrl(raw: string): Promise<string> {
  try {
    return (await checkTarget(raw, webhookPolicy())).url.toString();
  } catch (e) {
    if (e instanceof OutboundError) throw validationFailed({ url: [`validation.webhook_url_${e.code}`] });
    throw e;
  }
}
