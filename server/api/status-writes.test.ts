import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Every status column moves through a machine made with defineMachine
// (server/core/state-machine.ts), or the write is one of the exceptions
// docs/architecture.md "State machines" lists with its reason. This test
// reads the server's source: a Prisma update whose data sets `status`, in a
// file that defines no machine, must be listed here (and there).

const ROOT = path.resolve(import.meta.dirname, "../..");

/** File -> why its status write is not a machine move (keep docs/architecture.md in step). */
const EXCEPTIONS: Record<string, string> = {
  "server/identity/admin-users/role-grants.ts": "a Super Admin role request is decided once (pending -> confirmed), claimed by a conditional update",
  "server/identity/profile/data-export.ts": "a job's own progress (requested -> ready -> expired), conditional updates by the job",
  "server/vendors/documents.ts": "a document review: its own from/to table (DOCUMENT_TRANSITIONS), a conditional update, 409 otherwise, audited",
  "server/finance/mark-settlement-paid.ts": "pending_payout -> paid once, claimed by a conditional update (409 otherwise), audited",
  "server/reviews/decide-case.ts": "a moderation case is a work item (open -> escalated), not a lifecycle the spec gives",
  "server/reviews/close-cases.ts": "every open case of a review closed with the decision the review's machine move applies",
  "server/reviews/create-review.ts": "the draft is created in its first status (no move); the matched update sets content only",
  "server/payments/process-webhook.ts": "a webhook delivery's processing record (received -> processed | quarantined), not a domain status",
  "server/payments/providers/sandbox-gateway.ts": "the sandbox gateway's own session, standing in for the provider's records",
  "server/payments/providers/sandbox-deliveries.ts": "the sandbox's outgoing webhook attempts (a delivery queue)",
  "server/rfq/decline-rfq.ts": "a recipient's answer on an RFQ (-> declined) under the RFQ row's lock, audited; the RFQ itself moves through its machine",
  "server/rfq/get-vendor-rfq.ts": "a recipient's read receipt (sent -> viewed), conditional",
  "server/rfq/submit-quote.ts": "a recipient's answer (-> quoted) written with the quote's machine move",
};

const STATUS_WRITE = /\.(update|updateMany)\(\{\s*where:[^;]*?data:\s*(\{[^;]*?\bstatus:|[a-zA-Z]+\s*\?)/gs;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return ["generated", "test"].includes(entry.name) ? [] : sources(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

function directStatusWriters(): string[] {
  return sources(path.join(ROOT, "server"))
    .filter((file) => {
      const text = readFileSync(file, "utf8");
      if (/defineMachine(<[^;]*?>)?\(/s.test(text)) return false; // with or without type arguments
      return [...text.matchAll(STATUS_WRITE)].some(([match]) => match.length <= 400 && /\bstatus\b/.test(match.split("data:")[1].slice(0, 200)));
    })
    .map((file) => path.relative(ROOT, file).split(path.sep).join("/"));
}

describe("status writes", () => {
  it("go through a defineMachine machine, or are a listed exception", () => {
    const unlisted = directStatusWriters().filter((file) => !(file in EXCEPTIONS));
    expect(unlisted).toEqual([]);
  });

  it("lists no exception that no longer writes a status (the list stays true)", () => {
    const writers = new Set(directStatusWriters());
    expect(Object.keys(EXCEPTIONS).filter((file) => !writers.has(file))).toEqual([]);
  });

  it("every exception is named in docs/architecture.md", () => {
    const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
    expect(Object.keys(EXCEPTIONS).filter((file) => !file.includes("test-support") && !doc.includes(file.replace(/^server\//, "server/")))).toEqual([]);
  });
});
