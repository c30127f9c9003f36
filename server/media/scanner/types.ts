/** Result of a malware scan: clean, or the name of what was found. */
export type ScanResult = { clean: true } | { clean: false; signature: string };

/** A malware scanner. It throws when it cannot scan (the verification is retried, never skipped). */
export interface MalwareScanner {
  readonly name: string;
  scan(bytes: Buffer): Promise<ScanResult>;
}
