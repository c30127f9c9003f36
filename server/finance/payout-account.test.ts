import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { vendorMember, vendorWithOwner } from "@/server/test/fixtures";
import { signedIn } from "@/server/test/identity";
import { GOOD_IBAN, financeApi } from "../test/finance";

// PUT/GET /vendors/me/payout-account: Kuwaiti IBANs only (ibantools checksum,
// 30 characters), stored normalized, shown masked; replacing keeps history.

describe("payout account", () => {
  it("refuses a bad checksum, a wrong length and a non-Kuwaiti IBAN with 422", async () => {
    const { owner } = await vendorWithOwner();
    const api = financeApi(owner.token);
    const bad = [
      "KW82CBKU0000000000001234560101", // checksum
      "KW81CBKU00000000000012345601", // 28 characters
      "GB82WEST12345698765432", // valid, not Kuwaiti
      "not an iban",
    ];
    for (const iban of bad) {
      const res = await api.putPayoutAccount({ holder_name: "Owner Name", iban });
      expect(res.status, iban).toBe(422);
      expect(res.json.error.code).toBe("VALIDATION_FAILED");
      expect(res.json.error.details.iban, iban).toBeDefined();
    }
    expect((await api.putPayoutAccount({ holder_name: "A", iban: GOOD_IBAN })).json.error.details.holder_name).toBeDefined();
    expect((await api.payoutAccount()).status).toBe(404);
  });

  it("stores the IBAN normalized, answers it masked, keeps the replaced account, audits and tells the owner", async () => {
    const { owner, vendor } = await vendorWithOwner();
    const api = financeApi(owner.token);
    const res = await api.putPayoutAccount({ holder_name: "Khaimat Bahar Co", iban: "kw81 cbku 0000 0000 0000 1234 5601 01", bank_name: "CBK" });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({ holder_name: "Khaimat Bahar Co", iban_masked: "KW81 **** **** **** **** **** **01 01", bank_name: "CBK" });
    expect(JSON.stringify(res.json)).not.toContain("1234560101");
    const first = await db.payoutAccount.findFirstOrThrow({ where: { vendorId: vendor.id } });
    expect(first.iban).toBe(GOOD_IBAN);

    const replaced = await api.putPayoutAccount({ holder_name: "New Holder", iban: "KW74NBOK0000000000001000372151" });
    expect(replaced.status, JSON.stringify(replaced.json)).toBe(200);
    expect((await api.payoutAccount()).json.data).toMatchObject({ holder_name: "New Holder", iban_masked: "KW74 **** **** **** **** **** **21 51" });
    const rows = await db.payoutAccount.findMany({ where: { vendorId: vendor.id }, orderBy: { id: "asc" } });
    expect(rows.map((r) => [r.current, r.replacedAt !== null])).toEqual([
      [false, true],
      [true, false],
    ]);
    const audits = await db.auditLog.findMany({
      where: { entityType: "vendor", entityId: vendor.id, action: { startsWith: "payout_account." } },
      orderBy: { id: "asc" },
    });
    expect(audits.map((a) => a.action)).toEqual(["payout_account.created", "payout_account.replaced"]);
    const notices = await db.notification.findMany({ where: { userId: owner.id, kind: "payout_account.changed" } });
    expect(notices).toHaveLength(2);
  });

  it("a staff member and a customer cannot read or set it", async () => {
    const { vendor } = await vendorWithOwner();
    const staff = await vendorMember(vendor.id, "vendor_staff");
    for (const user of [staff, await signedIn()]) {
      const api = financeApi(user.token);
      expect([403, 404]).toContain((await api.putPayoutAccount({ holder_name: "Staff Person", iban: GOOD_IBAN })).status);
      expect([403, 404]).toContain((await api.payoutAccount()).status);
    }
    expect(await db.payoutAccount.count({ where: { vendorId: vendor.id } })).toBe(0);
  });
});
