import { describe, expect, it } from "vitest";
import { listOutboxMessages } from "@/server/messaging/send";
import { call } from "@/server/test/http";
import { registerUser, TEST_PASSWORD, uniqueEmail } from "@/server/test/identity";

// Registering again with a known email mails its owner a
// notice; like forgot-password, at most 5 attempts a minute per address, and
// the cap looks the same for an address without an account.

const attempt = (email: string) =>
  call("/auth/register", {
    method: "POST",
    body: {
      first_name: "Noura",
      last_name: "Al-Mutairi",
      email,
      password: TEST_PASSWORD,
      preferred_locale: "en",
      terms_accepted: true,
      terms_version: "2026-01",
    },
  });

describe("registration notices to a known address", () => {
  it("stop at the per-address cap: the 6th attempt within a minute is 429, for known and unknown addresses alike", async () => {
    const { email } = await registerUser();
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await attempt(email)).status);
    // registerUser spent one attempt on the address
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
    const notices = (await listOutboxMessages({ to: email, page: 1, per_page: 50 })).items.filter((m) => m.template === "register_existing");
    expect(notices).toHaveLength(4);

    const unknown = uniqueEmail();
    const fresh: number[] = [];
    for (let i = 0; i < 6; i++) fresh.push((await attempt(unknown)).status);
    expect(fresh.slice(5)).toEqual([429]);
  });
});
