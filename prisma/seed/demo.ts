import type { PrismaClient } from "../../server/core/db/generated/client";
import { newId } from "../../server/core/ids";
import { hashPassword } from "../../server/identity/passwords";
import type { RoleCode } from "../../server/identity/roles";
import { demoVendors } from "./data/demo-vendors";
import { cityForGovernorate } from "./data/locations";

// Demo data for the embedded default: one account per role and a few dozen
// approved vendors with published services. Idempotent (upserts by email/slug).

export const DEMO_PASSWORD = "Demo-Souq-2026!";

export const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; role: RoleCode; phone: string }[] = [
  { email: "customer@demo.kw", firstName: "نورة", lastName: "العتيبي", role: "customer", phone: "+96550000001" },
  { email: "vendor@demo.kw", firstName: "Fahad", lastName: "Al-Sabah", role: "vendor_owner", phone: "+96550000002" },
  { email: "super@demo.kw", firstName: "Super", lastName: "Admin", role: "admin_super", phone: "+96550000003" },
  { email: "operations@demo.kw", firstName: "Operations", lastName: "Admin", role: "admin_operations", phone: "+96550000004" },
  { email: "support@demo.kw", firstName: "Support", lastName: "Admin", role: "admin_support", phone: "+96550000005" },
  { email: "finance@demo.kw", firstName: "Finance", lastName: "Admin", role: "admin_finance", phone: "+96550000006" },
  { email: "moderator@demo.kw", firstName: "Content", lastName: "Moderator", role: "admin_moderator", phone: "+96550000007" },
];

export async function seedDemoData(db: PrismaClient): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const verifiedAt = new Date("2026-01-01T00:00:00Z");
  const users = new Map<string, string>();
  for (const account of DEMO_ACCOUNTS) {
    const fields = {
      firstName: account.firstName,
      lastName: account.lastName,
      phone: account.phone,
      status: "active" as const,
      userType: account.role.startsWith("admin") ? "admin" : account.role === "vendor_owner" ? "vendor" : "customer",
      emailVerifiedAt: verifiedAt,
      phoneVerifiedAt: verifiedAt,
      termsVersion: "2026-01",
      termsAcceptedAt: verifiedAt,
    };
    const user = await db.user.upsert({
      where: { email: account.email },
      create: { id: newId(), email: account.email, passwordHash, ...fields },
      update: fields,
    });
    users.set(account.role, user.id);
  }

  const roles = new Map((await db.role.findMany()).map((r) => [r.code, r.id]));
  const categories = new Map((await db.category.findMany()).map((c) => [c.slug, c.id]));
  const cities = new Map((await db.city.findMany()).map((c) => [c.slug, c.id]));
  const areas = new Map((await db.area.findMany()).map((a) => [a.slug, a.id]));
  const plans = new Map((await db.plan.findMany()).map((p) => [p.code, p.id]));

  for (const account of DEMO_ACCOUNTS.filter((a) => a.role !== "vendor_owner")) {
    const userId = users.get(account.role)!;
    const roleId = roles.get(account.role)!;
    if (!(await db.userRole.findFirst({ where: { userId, roleId, vendorId: null } }))) {
      await db.userRole.create({ data: { id: newId(), userId, roleId } });
    }
  }

  const ownerId = users.get("vendor_owner")!;
  for (const [index, v] of demoVendors.entries()) {
    // The first demo vendor belongs to the demo vendor account; the others to
    // their own (login-less) owner users.
    const vendorOwnerId =
      index === 0
        ? ownerId
        : (
            await db.user.upsert({
              where: { email: `owner+${v.slug}@demo.kw` },
              create: { id: newId(), email: `owner+${v.slug}@demo.kw`, firstName: v.nameEn, lastName: "Owner", status: "active", userType: "vendor", emailVerifiedAt: verifiedAt },
              update: {},
            })
          ).id;
    const approvedAt = new Date(Date.UTC(2026, 0, 1 + index));
    const fields = {
      nameAr: v.nameAr,
      nameEn: v.nameEn,
      descriptionAr: v.descriptionAr,
      descriptionEn: v.descriptionEn,
      status: "approved" as const,
      cityId: cities.get(cityForGovernorate[v.governorateSlug])!,
      areaId: areas.get(v.areaSlug)!,
      contactEmail: `hello@${v.slug}.example.kw`,
      contactPhone: `+9656${String(1000000 + index).slice(-7)}`,
      ownerUserId: vendorOwnerId,
      approvedAt,
      publishedAt: approvedAt,
    };
    const vendor = await db.vendor.upsert({ where: { slug: v.slug }, create: { id: newId(), slug: v.slug, ...fields }, update: fields });

    await db.$transaction(async (tx) => {
      await tx.vendorCategory.deleteMany({ where: { vendorId: vendor.id } });
      await tx.vendorCategory.createMany({
        data: v.categorySlugs.map((slug, i) => ({ vendorId: vendor.id, categoryId: categories.get(slug)!, isPrimary: i === 0 })),
      });
      await tx.vendorMember.upsert({
        where: { vendorId_userId: { vendorId: vendor.id, userId: vendorOwnerId } },
        create: { id: newId(), vendorId: vendor.id, userId: vendorOwnerId, role: "vendor_owner" },
        update: {},
      });
      if (!(await tx.userRole.findFirst({ where: { userId: vendorOwnerId, roleId: roles.get("vendor_owner")!, vendorId: vendor.id } }))) {
        await tx.userRole.create({ data: { id: newId(), userId: vendorOwnerId, roleId: roles.get("vendor_owner")!, vendorId: vendor.id } });
      }
      await tx.service.deleteMany({ where: { vendorId: vendor.id } });
      await tx.service.createMany({
        data: v.services.map((s) => ({
          id: newId(),
          vendorId: vendor.id,
          categoryId: categories.get(s.categorySlug)!,
          nameAr: s.nameAr,
          nameEn: s.nameEn,
          descriptionAr: s.descriptionAr,
          descriptionEn: s.descriptionEn,
          priceFrom: s.priceFrom,
          status: "published" as const,
        })),
      });
      if (!(await tx.subscription.findFirst({ where: { vendorId: vendor.id } }))) {
        await tx.subscription.create({
          data: { id: newId(), vendorId: vendor.id, planId: plans.get(v.planCode)!, status: "active", currentPeriodStart: approvedAt },
        });
      }
    });
  }
}
