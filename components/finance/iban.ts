// IBANs as people read them: upper case in groups of four ("KW81 CBKU 0000 ...").
// What is sent to the API is the compact form; the server validates it (ibantools).

export function compactIban(value: string): string {
  return value.replace(/\s+/g, "").toUpperCase();
}

export function groupIban(value: string): string {
  return compactIban(value).replace(/(.{4})(?=.)/g, "$1 ");
}
