import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import * as registerRoute from "@/app/api/v1/auth/register/route";
import { call } from "./http";

// Shared by the identity tests: a registered user through the real endpoint.

export const TEST_PASSWORD = "Khaimat-Bahar-2026";

export const uniqueEmail = (prefix = "user") => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

export const bearer = (token: string, locale?: "ar" | "en") => ({
  authorization: `Bearer ${token}`,
  ...(locale ? { "accept-language": locale } : {}),
});

export async function registerUser(
  opts: { email?: string; phone?: string; firstName?: string; lastName?: string; locale?: "ar" | "en"; password?: string } = {},
) {
  const email = opts.email ?? uniqueEmail();
  const res = await call(registerRoute, "/auth/register", {
    method: "POST",
    body: {
      first_name: opts.firstName ?? "Noura",
      last_name: opts.lastName ?? "Al-Mutairi",
      email,
      ...(opts.phone ? { phone: opts.phone } : {}),
      password: opts.password ?? TEST_PASSWORD,
      preferred_locale: opts.locale ?? "en",
      terms_accepted: true,
      terms_version: "2026-01",
    },
  });
  expect(res.status).toBe(201);
  return {
    email,
    userId: res.json.data.user.id as string,
    token: res.json.data.token.access_token as string,
    refreshToken: res.json.data.token.refresh_token as string,
  };
}
