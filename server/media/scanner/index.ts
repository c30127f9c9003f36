import { config } from "../../core/config";
import { ClamavScanner } from "./clamav";
import { SignatureScanner } from "./signature";
import type { MalwareScanner } from "./types";

export type { MalwareScanner, ScanResult } from "./types";

/** clamd when CLAMAV_HOST is set, else the built-in signature list. */
export function malwareScanner(): MalwareScanner {
  const c = config();
  return c.CLAMAV_HOST ? new ClamavScanner(c.CLAMAV_HOST, c.CLAMAV_PORT) : new SignatureScanner();
}
