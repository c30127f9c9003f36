import { describe, expect, it } from "vitest";
import { db } from "@/server/core/db/client";
import { call } from "@/server/test/http";
import { vendorWithOwner } from "@/server/test/fixtures";
import { auth } from "@/server/test/identity";
import { create, get, patch, addPackage, patchPackage, deletePackage, pkg, serviceBody } from "@/server/test/services";

describe("packages", () => {
  it("creates, edits and deletes packages; price_from follows the lowest package price", async () => {
    const { owner } = await vendorWithOwner();
    const service = (await create(owner, await serviceBody({ price_from: "999.000" }))).json.data;
    const first = await addPackage(
      owner,
      service.id,
      pkg("300.000", {
        sort_order: 2,
        inclusions: [
          { ar: "ألبوم", en: "Album" },
          { ar: "فيديو", en: "Video" },
        ],
      }),
    );
    expect(first.status).toBe(201);
    expect(first.headers.get("location")).toBe(`/api/v1/vendors/me/services/${service.id}/packages/${first.json.data.id}`);
    expect(first.json.data).toMatchObject({ price: { amount: "300.000", currency: "KWD" }, sort_order: 2, inclusions: [{ text: "Album" }, { text: "Video" }] });
    const priceOf = async () => (await get(owner, service.id)).json.data.price_from.amount;
    expect(await priceOf()).toBe("300.000");

    const second = (await addPackage(owner, service.id, pkg("120.500"))).json.data;
    expect(await priceOf()).toBe("120.500");

    const edited = await patchPackage(owner, service.id, second.id, { price: "450.000", name_en: "Gold" });
    expect(edited.json.data).toMatchObject({ name_en: "Gold", price: { amount: "450.000" } });
    expect(await priceOf()).toBe("300.000");

    // While packages exist the starting price is theirs.
    const manual = await patch(owner, service.id, { price_from: "50.000" });
    expect(manual.status).toBe(422);
    expect(Object.keys(manual.json.error.details)).toEqual(["price_from"]);

    expect((await deletePackage(owner, service.id, first.json.data.id)).status).toBe(204);
    expect(await priceOf()).toBe("450.000");
    const read = await get(owner, service.id);
    expect(read.json.data.packages.map((p: { id: string }) => p.id)).toEqual([second.id]);
  });

  it("validates price (1.000 to 999999.999, 3 decimals) and inclusions (at most 20)", async () => {
    const { owner } = await vendorWithOwner();
    const service = (await create(owner, await serviceBody())).json.data;
    expect((await addPackage(owner, service.id, pkg("0.999"))).status).toBe(422);
    expect((await addPackage(owner, service.id, pkg("10.50"))).status).toBe(422);
    expect((await addPackage(owner, service.id, pkg("1000000.000"))).status).toBe(422);
    const many = Array.from({ length: 21 }, (_, i) => ({ ar: `بند ${i}`, en: `Item ${i}` }));
    const res = await addPackage(owner, service.id, pkg("10.000", { inclusions: many }));
    expect(res.status).toBe(422);
    expect(Object.keys(res.json.error.details)).toEqual(["inclusions"]);
    expect((await addPackage(owner, service.id, pkg("1.000", { inclusions: many.slice(0, 20) }))).status).toBe(201);
  });

  it("allows at most 10 packages per service", async () => {
    const { owner } = await vendorWithOwner();
    const service = (await create(owner, await serviceBody())).json.data;
    for (let i = 1; i <= 10; i++) expect((await addPackage(owner, service.id, pkg(`${i}0.000`))).status).toBe(201);
    const eleventh = await addPackage(owner, service.id, pkg("5.000"));
    expect(eleventh.status).toBe(422);
    expect(eleventh.json.error.details.packages).toEqual(["A service can have at most 10 packages."]);
    expect(await db.servicePackage.count({ where: { serviceId: service.id } })).toBe(10);
  });

  it("serves the spec's collection-path PATCH and DELETE with package_id in the body", async () => {
    const { owner } = await vendorWithOwner();
    const service = (await create(owner, await serviceBody())).json.data;
    const p = (await addPackage(owner, service.id, pkg("80.000"))).json.data;
    const edited = await call(`/vendors/me/services/${service.id}/packages`, {
      method: "PATCH",
      headers: auth(owner.token),
      body: { package_id: p.id, price: "70.000" },
    });
    expect(edited.json.data.price.amount).toBe("70.000");
    expect((await get(owner, service.id)).json.data.price_from.amount).toBe("70.000");
    const removed = await call(`/vendors/me/services/${service.id}/packages`, {
      method: "DELETE",
      headers: auth(owner.token),
      body: { package_id: p.id },
    });
    expect(removed.status).toBe(204);
    expect(await db.servicePackage.count({ where: { serviceId: service.id } })).toBe(0);
  });
});
