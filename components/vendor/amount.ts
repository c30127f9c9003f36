/** "250" or "250.5" as the API's 3-decimal string ("250.000", "250.500"); anything else is passed on for the API to judge. */
export function normalizeAmount(input: string): string {
  const value = input.trim().replace(/[٠-٩]/g, (d) => String("٠١٢٣٤٥٦٧٨٩".indexOf(d))).replace("٫", ".");
  const match = /^(\d{1,9})(?:\.(\d{0,3}))?$/.exec(value);
  return match ? `${match[1]}.${(match[2] ?? "").padEnd(3, "0")}` : value;
}
