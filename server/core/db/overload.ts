import { AppError } from "../errors";
import { Prisma } from "./generated/client";

// A database too busy to start a transaction in time (Prisma P2028: the
// interactive transaction's `maxWait` passed; P2024: no pooled connection in
// time) is the server being overloaded, not broken: the caller gets the
// deliberate 503 with Retry-After that load shedding gives (scripts/admission.mjs),
// never a 500. Nothing was written: the transaction never began.

const OVERLOADED = new Set(["P2024", "P2028"]);

/** Seconds a client is asked to wait before trying again when the server sheds load. */
export const RETRY_AFTER_SECONDS = 2;

/** The 503 for a database that could not take the request in time; undefined for any other error. */
export function overloadError(error: unknown): AppError | undefined {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || !OVERLOADED.has(error.code)) return undefined;
  return new AppError("SERVICE_UNAVAILABLE", {
    message: { en: "The server is busy; try again in a moment.", ar: "الخادم مشغول؛ حاول مجددًا بعد لحظة." },
    headers: { "Retry-After": String(RETRY_AFTER_SECONDS) },
  });
}
