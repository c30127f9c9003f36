import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { AppError } from "../core/errors";
import {
  type BreachCorpus,
  checkPasswordNotBreached,
  emailAddress,
  hibpBreachCorpus,
  isDisposableDomain,
  kuwaitMobileNumber,
  locale,
  offlineBreachCorpus,
  parsePhone,
  password,
  personName,
  phoneNumber,
  termsAccepted,
  termsVersion,
} from "./fields";

type Parse = { success: true; data: unknown } | { success: false; error: { issues: { code: string; message: string }[] } };

function firstIssue(result: Parse): { code: string; message: string } | undefined {
  return result.success ? undefined : result.error.issues[0];
}

describe("personName", () => {
  it.each([
    ["نورة", "نورة"],
    ["عبد الله", "عبد الله"],
    ["مُحَمَّد", "مُحَمَّد"],
    ["O'Brien-Smith", "O'Brien-Smith"],
    ["O’Brien", "O’Brien"],
    ["José", "José"],
    ["Jose\u0301", "José"], // NFD input normalized to NFC
    ["  Zoë   Ann  ", "Zoë Ann"],
    ["a".repeat(50), "a".repeat(50)],
  ])("accepts %j", (input, expected) => {
    const result = personName.safeParse(input);
    expect(result.success && result.data).toBe(expected);
  });

  it.each([
    ["too long", "a".repeat(51), "too_big", undefined],
    ["digits", "Noura1", "invalid_format", "validation.name_chars"],
    ["Arabic-Indic digits", "نورة٣", "invalid_format", "validation.name_chars"],
    ["emoji", "Noura 😀", "invalid_format", "validation.name_chars"],
    ["punctuation", "Noura!", "invalid_format", "validation.name_chars"],
    ["Arabic comma", "نورة،", "invalid_format", "validation.name_chars"],
    ["separators only", "-'", "invalid_format", "validation.name_chars"],
    ["trimmed empty", "   ", "too_small", "validation.required"],
    ["empty", "", "too_small", "validation.required"],
  ])("rejects %s", (_label, input, code, message) => {
    const issue = firstIssue(personName.safeParse(input));
    expect(issue?.code).toBe(code);
    if (message) expect(issue?.message).toBe(message);
  });

  it("reports only `required` for an empty name", () => {
    const result = personName.safeParse(" ");
    expect(result.success ? [] : result.error.issues).toHaveLength(1);
  });
});

describe("emailAddress", () => {
  it.each([
    ["Noura@Example.COM", "noura@example.com"],
    ["  someone@gmail.com ", "someone@gmail.com"],
    ["first.last+tag@sub.example.co.uk", "first.last+tag@sub.example.co.uk"],
  ])("accepts %j", (input, expected) => {
    const result = emailAddress.safeParse(input);
    expect(result.success && result.data).toBe(expected);
  });

  it("accepts exactly 254 chars and rejects 255", () => {
    const domain = "@example.com";
    const ok = `${"a".repeat(254 - domain.length)}${domain}`;
    const long = `${"a".repeat(255 - domain.length)}${domain}`;
    expect(ok).toHaveLength(254);
    expect(emailAddress.safeParse(ok).success).toBe(true);
    expect(firstIssue(emailAddress.safeParse(long))?.code).toBe("too_big");
  });

  it.each([
    ["no at", "noura.example.com"],
    ["no domain", "noura@"],
    ["no tld", "noura@example"],
    ["space", "no ura@example.com"],
    ["double at", "a@b@example.com"],
  ])("rejects invalid syntax: %s", (_label, input) => {
    expect(firstIssue(emailAddress.safeParse(input))?.message).toBe("validation.email");
  });

  it.each(["user@mailinator.com", "user@MAILINATOR.com", "user@inbox.mailinator.com", "user@a.b.mailinator.com"])("rejects disposable %s", (input) => {
    expect(firstIssue(emailAddress.safeParse(input))?.message).toBe("validation.email_disposable");
  });

  it("does not treat look-alike domains as subdomains", () => {
    expect(isDisposableDomain("xmailinator.com")).toBe(false);
    expect(isDisposableDomain("gmail.com")).toBe(false);
    expect(isDisposableDomain("mailinator.com.")).toBe(true);
  });
});

describe("phone", () => {
  it.each([
    ["+96550000001", "+96550000001", "KW", true],
    ["+965 9000 0000", "+96590000000", "KW", true],
    ["+965 6000-0000", "+96560000000", "KW", true],
    ["0096550000001", "+96550000001", "KW", true],
    ["50000001", "+96550000001", "KW", true],
    ["+٩٦٥٥٠٠٠٠٠٠١", "+96550000001", "KW", true],
    ["+966501234567", "+966501234567", "SA", false],
    ["+966 50 123 4567", "+966501234567", "SA", false],
    ["+971501234567", "+971501234567", "AE", false],
    ["+97433123456", "+97433123456", "QA", false],
    ["+97336001234", "+97336001234", "BH", false],
    ["+96892123456", "+96892123456", "OM", false],
  ])("accepts %j", (input, e164, country, supportedMarket) => {
    expect(parsePhone(input)).toEqual({ e164, country, supportedMarket });
    const result = phoneNumber.safeParse(input);
    expect(result.success && result.data).toEqual({ e164, country, supportedMarket });
  });

  it.each([
    ["+96540000000", "validation.phone_kuwait_mobile"], // first digit 4
    ["+96520000000", "validation.phone_kuwait_mobile"], // landline
    ["+9655000000", "validation.phone_kuwait_mobile"], // 7 digits
    ["+965500000011", "validation.phone_kuwait_mobile"], // 9 digits
    ["+12025550123", "validation.phone_invalid"], // US
    ["+447911123456", "validation.phone_invalid"], // UK
    ["+96612345", "validation.phone_invalid"], // SA, not valid there
    ["abc", "validation.phone_invalid"],
    ["", "validation.phone_invalid"],
    ["96550000001", "validation.phone_invalid"], // no international prefix, not 8 digits
  ])("rejects %j with %s", (input, message) => {
    expect(parsePhone(input)).toBeNull();
    expect(firstIssue(phoneNumber.safeParse(input))?.message).toBe(message);
  });

  it("kuwaitMobileNumber accepts only Kuwait mobiles, as E.164", () => {
    const ok = kuwaitMobileNumber.safeParse("+965 5000 0001");
    expect(ok.success && ok.data).toBe("+96550000001");
    expect(firstIssue(kuwaitMobileNumber.safeParse("+966501234567"))?.message).toBe("validation.phone_kuwait_mobile");
    expect(firstIssue(kuwaitMobileNumber.safeParse("+96540000000"))?.message).toBe("validation.phone_kuwait_mobile");
    expect(firstIssue(kuwaitMobileNumber.safeParse("abc"))?.message).toBe("validation.phone_invalid");
  });
});

describe("password", () => {
  it.each([
    ["8 chars", "a".repeat(8)],
    ["128 chars", "a".repeat(128)],
    ["8 emoji (16 UTF-16 units)", "🔒".repeat(8)],
    ["65 emoji (130 UTF-16 units)", "🔒".repeat(65)],
    ["128 emoji (256 UTF-16 units)", "🔒".repeat(128)],
    ["8 Arabic letters", "كلمةسرية"],
    ["spaces kept", "  a b c  "],
  ])("accepts %s", (_label, input) => {
    const result = password.safeParse(input);
    expect(result.success && result.data).toBe(input);
  });

  it.each([
    ["7 chars", "a".repeat(7)],
    ["129 chars", "a".repeat(129)],
    ["7 emoji (14 UTF-16 units)", "🔒".repeat(7)],
    ["129 emoji", "🔒".repeat(129)],
    ["huge", "a".repeat(100_000)],
    ["empty", ""],
  ])("rejects %s", (_label, input) => {
    expect(firstIssue(password.safeParse(input))?.message).toBe("validation.password_length");
  });
});

describe("breach corpus", () => {
  const sha1 = (s: string) => createHash("sha1").update(s, "utf8").digest("hex").toUpperCase();
  const randomPassword = "Vq7#rT2!mZ9@kL4$wX8p";

  it.each(["password123", "qwertyuiop", "PASSWORD123", "iloveyou", "12345678"])("offline corpus flags %j", async (pw) => {
    expect(await offlineBreachCorpus.isBreached(pw)).toBe(true);
  });

  it("offline corpus passes a random 20-char string", async () => {
    expect(randomPassword).toHaveLength(20);
    expect(await offlineBreachCorpus.isBreached(randomPassword)).toBe(false);
  });

  function fakeFetch(body: string, status = 200) {
    return vi.fn(async (_url: string | URL | Request, _init?: RequestInit) => new Response(body, { status }));
  }

  it("sends only the 5-char SHA-1 prefix with Add-Padding and matches CRLF lines", async () => {
    const pw = "correct horse battery staple";
    const hash = sha1(pw);
    const body = ["0018A45C4D1DEF81644B54AB7F969B88D65:1", `${hash.slice(5)}:3861493`, "00D4F6E8FA6EECAD2A3AA415EEC418D38EC:2"].join("\r\n");
    const fetchImpl = fakeFetch(body);
    expect(await hibpBreachCorpus(fetchImpl as unknown as typeof fetch).isBreached(pw)).toBe(true);

    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(String(url)).toBe(`https://api.pwnedpasswords.com/range/${hash.slice(0, 5)}`);
    expect(new Headers(init?.headers).get("Add-Padding")).toBe("true");
    const sent = JSON.stringify([String(url), init?.headers ?? null, init?.body ?? null]);
    expect(sent).not.toContain(hash);
    expect(sent).not.toContain(hash.slice(5));
    expect(sent).not.toContain(pw);
  });

  it("matches suffixes case-insensitively and returns false when absent", async () => {
    const pw = "some password";
    const hash = sha1(pw);
    const hit = hibpBreachCorpus(fakeFetch(`${hash.slice(5).toLowerCase()}:2\r\n`) as unknown as typeof fetch);
    expect(await hit.isBreached(pw)).toBe(true);
    const miss = hibpBreachCorpus(fakeFetch("0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n") as unknown as typeof fetch);
    expect(await miss.isBreached(pw)).toBe(false);
  });

  it("treats padding lines (count 0) as not breached", async () => {
    const pw = randomPassword;
    const hash = sha1(pw);
    const body = `0018A45C4D1DEF81644B54AB7F969B88D65:1\r\n${hash.slice(5)}:0\r\n`;
    expect(await hibpBreachCorpus(fakeFetch(body) as unknown as typeof fetch).isBreached(pw)).toBe(false);
  });

  it("falls back to the offline corpus when fetch throws or answers an error", async () => {
    const failing = vi.fn(async () => {
      throw new TypeError("fetch failed");
    });
    const corpus = hibpBreachCorpus(failing as unknown as typeof fetch);
    expect(await corpus.isBreached("password123")).toBe(true);
    expect(await corpus.isBreached(randomPassword)).toBe(false);
    expect(failing).toHaveBeenCalledTimes(2);

    const unavailable = hibpBreachCorpus(fakeFetch("", 503) as unknown as typeof fetch);
    expect(await unavailable.isBreached("qwertyuiop")).toBe(true);
  });

  it("checkPasswordNotBreached throws VALIDATION_FAILED with the password detail", async () => {
    const corpus: BreachCorpus = { isBreached: async (pw) => pw === "password123" };
    await expect(checkPasswordNotBreached(randomPassword, corpus)).resolves.toBeUndefined();
    const error = await checkPasswordNotBreached("password123", corpus).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("VALIDATION_FAILED");
    expect((error as AppError).details).toEqual({ password: ["validation.password_breached"] });
  });
});

describe("locale and terms", () => {
  it("locale is ar or en", () => {
    expect(locale.safeParse("ar").success).toBe(true);
    expect(locale.safeParse("en").success).toBe(true);
    expect(locale.safeParse("fr").success).toBe(false);
  });

  it.each([false, "true", undefined])("termsAccepted rejects %j", (input) => {
    expect(firstIssue(termsAccepted.safeParse(input))?.message).toBe("validation.terms_required");
  });

  it("termsAccepted accepts true", () => {
    expect(termsAccepted.safeParse(true).success).toBe(true);
  });

  it("termsVersion is a non-empty string of at most 20 chars", () => {
    expect(termsVersion.safeParse("2025-01").success).toBe(true);
    expect(termsVersion.safeParse(" ").success).toBe(false);
    expect(termsVersion.safeParse("x".repeat(21)).success).toBe(false);
  });
});
