import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { TEST_CAPTCHA_PASS } from "@/server/identity/sessions/captcha";
import { hashPassword } from "@/server/identity/password-hash";
import { call, freshIp } from "@/server/test/http";
import { signedIn, TEST_PASSWORD, uniqueEmail } from "@/server/test/identity";

// Sign-in limits that do not punish a shared IP (an office, a carrier-grade
// NAT): the per-minute budget is per account and IP together, and the IP
// itself only goes behind the CAPTCHA when it sprays many accounts.

let hash: string;
beforeAll(async () => {
  hash = await hashPassword(TEST_PASSWORD);
});

/** An active account with the test password, as a staff member of the office would have. */
async function colleague(): Promise<string> {
  const user = await signedIn({ email: uniqueEmail("staff") });
  await db.user.update({ where: { id: user.id }, data: { passwordHash: hash } });
  return user.email;
}

const login = (email: string, ip: string, password = TEST_PASSWORD, extra: Record<string, unknown> = {}) =>
  call("/auth/login", { method: "POST", body: { email, password, ...extra }, ip });

describe("one office IP", () => {
  it("lets seven colleagues sign in within a minute", async () => {
    const office = freshIp();
    const staff = await Promise.all(Array.from({ length: 7 }, colleague));
    const answers = [];
    for (const email of staff) answers.push(await login(email, office));
    expect(answers.map((a) => a.status)).toEqual(Array(7).fill(200));
    expect(answers.every((a) => typeof a.json.data.token.access_token === "string")).toBe(true);
  });

  it("allows 5 attempts a minute per account and IP together, not per IP or per account alone", async () => {
    const office = freshIp();
    const [email, other] = await Promise.all([colleague(), colleague()]);
    for (let i = 0; i < 5; i++) expect((await login(email, office)).status).toBe(200);
    const sixth = await login(email, office);
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.code).toBe("RATE_LIMITED");
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await login(other, office)).status).toBe(200); // a colleague behind the same IP
    expect((await login(email, freshIp())).status).toBe(200); // the same person on their phone
  });
});

describe("password spraying from one IP", () => {
  it("puts the IP behind the CAPTCHA after failures on 15 accounts; other IPs and the accounts themselves are untouched", async () => {
    const sprayer = freshIp();
    const targets = await Promise.all(Array.from({ length: 15 }, colleague));
    const answers = [];
    for (let round = 0; round < 2; round++) for (const email of targets) answers.push(await login(email, sprayer, "Spring2026!"));
    expect(answers).toHaveLength(30);
    expect(answers.every((a) => a.status === 401 && a.json.error.code === "AUTH_INVALID_CREDENTIALS")).toBe(true);
    // Failures on 14 accounts: nothing asked yet; the 15th account's failure says the CAPTCHA comes next, and from then on it is required.
    expect(answers.slice(0, 14).map((a) => a.json.error.captcha_required)).toEqual(Array(14).fill(undefined));
    expect(answers.slice(14).map((a) => a.json.error.captcha_required)).toEqual(Array(16).fill(true));

    // Anyone behind that IP now needs the CAPTCHA, the right password included, and gets in with it.
    const bystander = await colleague();
    const noCaptcha = await login(bystander, sprayer);
    expect(noCaptcha.status).toBe(401);
    expect(noCaptcha.json.error.captcha_required).toBe(true);
    expect((await login(bystander, sprayer, TEST_PASSWORD, { captcha_token: TEST_CAPTCHA_PASS })).status).toBe(200);

    // Two failures each: the sprayed accounts sign in from their own IPs without any CAPTCHA.
    expect((await login(targets[0], freshIp())).status).toBe(200);
    expect((await login(targets[14], freshIp())).status).toBe(200);
  });

  it("counts an account's failures from every IP: the 5th asks for the CAPTCHA wherever it comes from", async () => {
    const email = await colleague();
    for (let i = 1; i <= 4; i++) expect((await login(email, freshIp(), "wrong")).json.error.captcha_required).toBeUndefined();
    expect((await login(email, freshIp(), "wrong")).json.error).toMatchObject({ code: "AUTH_INVALID_CREDENTIALS", captcha_required: true });
  });
});
