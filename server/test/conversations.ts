import { expect } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { auth, signedIn, type TestUser } from "@/server/test/identity";
import { vendorMember, vendorWithOwner } from "@/server/test/fixtures";

// Conversation API clients for the tests: a customer, or a vendor member
// acting in the vendor's context (the session's active context, as the
// context switch leaves it).

export type Caller = { token: string; locale?: "ar" | "en" };

export function api(caller: Caller) {
  const headers = auth(caller.token, caller.locale ?? "en");
  return {
    list: (query: Record<string, string> = {}) => call("/conversations", { headers, query }),
    start: (body: unknown) => call("/conversations", { method: "POST", headers, body }),
    get: (id: string) => call(`/conversations/${id}`, { headers }),
    messages: (id: string, query: Record<string, string> = {}) => call(`/conversations/${id}/messages`, { headers, query }),
    send: (id: string, body: unknown) => call(`/conversations/${id}/messages`, { method: "POST", headers, body }),
    read: (id: string) => call(`/conversations/${id}/read`, { method: "POST", headers }),
  };
}

/** Puts the user's session in the vendor's context. */
export async function actAsVendor(user: TestUser, vendorId: string): Promise<TestUser> {
  await db.session.update({ where: { id: user.sessionId }, data: { activeContext: `vendor:${vendorId}` } });
  return user;
}

/** An approved vendor with its owner (vendor context) and one staff member (vendor context). */
export async function vendorTeam(opts: { ownerLocale?: "ar" | "en" } = {}) {
  const { vendor, owner } = await vendorWithOwner({ ownerLocale: opts.ownerLocale });
  await actAsVendor(owner, vendor.id);
  const staff = await actAsVendor(await vendorMember(vendor.id, "vendor_staff"), vendor.id);
  return { vendor, owner, staff };
}

/** A customer with a conversation with the vendor (opened with `message` when given). */
export async function conversationWith(vendorId: string, message?: string, customer?: TestUser) {
  const who = customer ?? (await signedIn({ firstName: "Noura", lastName: "Al-Mutairi" }));
  const res = await api(who).start({ vendor_id: vendorId, ...(message ? { message } : {}) });
  expect(res.status, JSON.stringify(res.json)).toBeLessThan(300);
  return { customer: who, conversationId: res.json.data.id as string };
}
