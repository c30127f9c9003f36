import { electronicFormatIBAN, isValidIBAN } from "ibantools";
import { validationFailed } from "../core/errors";

// Payout IBANs: normalized (upper case, no spaces), checksum-valid, and
// Kuwaiti (KW + 28 characters = 30): settlements are paid by local transfer.

export function normalizeKuwaitIban(input: string): string {
  const iban = electronicFormatIBAN(input) ?? "";
  if (!iban.startsWith("KW")) throw validationFailed({ iban: ["validation.iban_not_kuwait"] });
  if (iban.length !== 30 || !isValidIBAN(iban)) throw validationFailed({ iban: ["validation.iban_invalid"] });
  return iban;
}

/** "KW81 **** **** **** **** **** **12 34": groups of 4, only the country, check digits and last 4 shown. */
export function maskIban(iban: string): string {
  const masked = iban.slice(0, 4) + "*".repeat(iban.length - 8) + iban.slice(-4);
  return masked.replace(/(.{4})/g, "$1 ").trim();
}
