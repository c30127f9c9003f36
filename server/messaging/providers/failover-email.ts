import { MessagingProviderError, type EmailProvider, type SendResult } from "../types";

// Two email providers as one (send.ts composes it when both are configured: MAIL_PROVIDER names the
// primary, the other one's setting makes it the fallback). A send goes to the primary; when the
// primary fails for a reason of its own (no answer, 5xx, 429, a bad token or sender setup), the
// fallback is tried once within the same attempt. A refusal of the message itself (a malformed or
// suppressed recipient: `messageRefused`) is final: the fallback would refuse it too. The result
// and the error name the provider that delivered or failed last (`provider`), which send.ts
// records on the outbound message row. When both fail, the attempt fails as one provider would,
// retryable when either failure was (the next attempt tries both again).

/** Whether a failure of one provider leaves the other worth trying. */
export function failsOver(error: unknown): boolean {
  return !(error instanceof MessagingProviderError && error.messageRefused);
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

function retryableOf(error: unknown): boolean {
  // Anything unclassified (a thrown TypeError, a missing setting) is worth another attempt, as notifications treat it.
  return error instanceof MessagingProviderError ? error.retryable : true;
}

/** One provider's error, named after it (the row then says which provider refused). */
function named(error: unknown, provider: string): MessagingProviderError {
  const e = error instanceof MessagingProviderError ? error : undefined;
  return new MessagingProviderError(e ? e.message : describe(error), {
    status: e?.status,
    code: e?.code,
    retryable: retryableOf(error),
    retryAfterMs: e?.retryAfterMs,
    messageRefused: e?.messageRefused,
    provider,
  });
}

/** Both failed: the texts of both, the last one's status and code, retryable when either is. */
function bothFailed(primary: string, first: unknown, fallback: string, second: unknown): MessagingProviderError {
  const last = second instanceof MessagingProviderError ? second : undefined;
  const retryable = [first, second].filter(retryableOf);
  // The soonest time either provider may take it again: one without a Retry-After may be tried on the usual schedule.
  const waits = retryable.map((e) => (e instanceof MessagingProviderError ? e.retryAfterMs : undefined));
  const retryAfterMs = waits.length > 0 && waits.every((w) => w !== undefined) ? Math.min(...(waits as number[])) : undefined;
  return new MessagingProviderError(`${primary}: ${describe(first)}; then ${fallback}: ${describe(second)}`, {
    status: last?.status,
    code: last?.code,
    retryable: retryable.length > 0,
    retryAfterMs,
    messageRefused: last?.messageRefused,
    provider: fallback,
  });
}

export function createFailoverEmailProvider(primary: EmailProvider, fallback: EmailProvider): EmailProvider {
  return {
    name: `${primary.name}>${fallback.name}`,
    async send(m): Promise<SendResult> {
      let first: unknown;
      try {
        const result = await primary.send(m);
        return { ...result, provider: result.provider ?? primary.name };
      } catch (e) {
        if (!failsOver(e)) throw named(e, primary.name);
        first = e;
      }
      console.warn(`[messaging] email ${m.template} via ${primary.name} failed, trying ${fallback.name}: ${describe(first)}`);
      try {
        const result = await fallback.send(m);
        return { ...result, provider: result.provider ?? fallback.name };
      } catch (e) {
        throw bothFailed(primary.name, first, fallback.name, e);
      }
    },
  };
}
