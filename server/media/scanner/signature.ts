import type { MalwareScanner, ScanResult } from "./types";

// The built-in scanner: the industry EICAR test file plus a short list of
// patterns that have no business in an image or a quotation PDF. It is a
// floor, not an antivirus: production points CLAMAV_HOST at clamd.

// Written in two halves so this source file is not itself flagged by antivirus tools.
export const EICAR = "X5O!P%@AP[4\\PZX54(P^)7CC)7}$" + "EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*";

const startsWith = (bytes: Buffer, prefix: string) => bytes.subarray(0, prefix.length).equals(Buffer.from(prefix, "latin1"));
const isPdf = (bytes: Buffer) => startsWith(bytes, "%PDF-");

type Rule = { signature: string; matches: (bytes: Buffer) => boolean };

export const SIGNATURE_RULES: Rule[] = [
  { signature: "Eicar-Test-Signature", matches: (b) => b.includes(EICAR, 0, "latin1") },
  // Executables renamed to .jpg/.pdf.
  { signature: "Executable.PE", matches: (b) => startsWith(b, "MZ") },
  { signature: "Executable.ELF", matches: (b) => startsWith(b, "\x7fELF") },
  // PDF actions that run code or programs when the file is opened.
  { signature: "PDF.LaunchAction", matches: (b) => isPdf(b) && /\/Launch[\s/<>[\]()]/.test(b.toString("latin1")) },
  { signature: "PDF.JavaScript", matches: (b) => isPdf(b) && /\/(JavaScript|JS)[\s/<>[\]()]/.test(b.toString("latin1")) },
];

export class SignatureScanner implements MalwareScanner {
  readonly name = "signature";

  async scan(bytes: Buffer): Promise<ScanResult> {
    const hit = SIGNATURE_RULES.find((rule) => rule.matches(bytes));
    return hit ? { clean: false, signature: hit.signature } : { clean: true };
  }
}
