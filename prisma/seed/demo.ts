import type { PrismaClient } from "../../server/core/db/generated/client";
import { newId } from "../../server/core/ids";
import { seedDemoConversation } from "./demo-conversation";
import { seedDemoRfqs } from "./demo-rfqs";
import { seedDemoReviews } from "./demo-reviews";
import { hashPassword } from "../../server/identity/password-hash";
import { sealSecret } from "../../server/identity/two-factor/totp";
import type { RoleCode } from "../../server/identity/roles";
import { createService, updateService } from "../../server/catalog/services";
import { createServiceBody, updateServiceBody } from "../../server/catalog/service-schemas";
import { freezeClock, now, resetClock } from "../../server/core/clock";
import { db as appDb } from "../../server/core/db/client";
import type { RequestContext } from "../../server/core/http/request-context";
import { moveVendor } from "../../server/vendors/admin-review";
import { applyForVendor } from "../../server/vendors/apply";
import { applyBody } from "../../server/vendors/schemas";
import { activateSubscription, subscribe, subscribeBody } from "../../server/vendors/subscriptions";
import { demoVendors, type DemoVendorSeed } from "./data/demo-vendors";
import { seedDemoMedia } from "./demo-media";
import { cityForGovernorate } from "./data/locations";

// Demo data for the embedded default: one account per role, a few dozen
// approved vendors with published services, and demo reviewers' reviews of
// completed bookings (./demo-reviews.ts). Idempotent (upserts by email/slug).

export const DEMO_PASSWORD = "Demo-Souq-2026!";

/**
 * The authenticator secret of the demo staff accounts (two-step verification is mandatory for
 * staff): add it to an authenticator app by hand (README "Demo accounts"). Demo data only: a
 * production deployment never seeds it (scripts/seed.ts).
 */
export const DEMO_TOTP_SECRET = "Y4OKY343DFN46LW4FNBPRFNLO6AONGCG";

export const DEMO_ACCOUNTS: { email: string; firstName: string; lastName: string; role: RoleCode; phone: string }[] = [
  { email: "customer@demo.kw", firstName: "نورة", lastName: "العتيبي", role: "customer", phone: "+96550000001" },
  { email: "vendor@demo.kw", firstName: "Fahad", lastName: "Al-Sabah", role: "vendor_owner", phone: "+96550000002" },
  { email: "super@demo.kw", firstName: "Super", lastName: "Admin", role: "admin_super", phone: "+96550000003" },
  { email: "operations@demo.kw", firstName: "Operations", lastName: "Admin", role: "admin_operations", phone: "+96550000004" },
  { email: "support@demo.kw", firstName: "Support", lastName: "Admin", role: "admin_support", phone: "+96550000005" },
  { email: "finance@demo.kw", firstName: "Finance", lastName: "Admin", role: "admin_finance", phone: "+96550000006" },
  { email: "moderator@demo.kw", firstName: "Content", lastName: "Moderator", role: "admin_moderator", phone: "+96550000007" },
];

/** `images: false` skips the drawn logos, covers and galleries (the relevance bench and its test need only the text). */
export async function seedDemoData(db: PrismaClient, options: { images?: boolean } = {}): Promise<void> {
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

  for (const account of DEMO_ACCOUNTS.filter((a) => a.role !== "vendor_owner")) {
    const userId = users.get(account.role)!;
    const roleId = roles.get(account.role)!;
    if (!(await db.userRole.findFirst({ where: { userId, roleId, vendorId: null } }))) {
      await db.userRole.create({ data: { id: newId(), userId, roleId } });
    }
  }

  for (const account of DEMO_ACCOUNTS.filter((a) => a.role.startsWith("admin_"))) await enableDemoTwoFactor(db, users.get(account.role)!);

  const ownerId = users.get("vendor_owner")!;
  const adminId = users.get("admin_super")!;
  for (const [index, v] of demoVendors.entries()) {
    if (await db.vendor.findUnique({ where: { slug: v.slug }, select: { id: true } })) continue; // seeded before
    const ownerUserId = index === 0 ? ownerId : await demoOwner(db, v.slug, v.nameEn, index, verifiedAt);
    await seedVendor(v, ownerUserId, adminId, { categories, cities, areas }, new Date(Date.UTC(2026, 0, 1 + index)));
  }
  // Logo, cover and gallery for every demo vendor that has no logo yet (new ones, and those of an older .data).
  if (options.images !== false) await seedDemoMedia(db, demoVendors);
  await seedDemoConversation(db, { customerId: users.get("customer")!, vendorOwnerId: ownerId, vendorSlug: demoVendors[0].slug }, (userId, activeContext) => ({
    ...seedContext(userId),
    activeContext,
  }));
  await seedDemoRfqs(db, { customerId: users.get("customer")!, vendorSlugs: [demoVendors[0].slug, "qasr-al-andalus-hall"] });
  await seedDemoReviews(db, passwordHash);
}

/** Two-step verification on with DEMO_TOTP_SECRET, unless it is on already (a re-seed keeps the used steps and any own enrollment). */
async function enableDemoTwoFactor(db: PrismaClient, userId: string): Promise<void> {
  if ((await db.twoFactor.findUnique({ where: { userId } }))?.enabledAt) return;
  const secretSealed = await sealSecret(DEMO_TOTP_SECRET, userId);
  const at = new Date("2026-01-01T00:00:00Z");
  await db.twoFactor.upsert({
    where: { userId },
    create: { userId, secretSealed, enabledAt: at, createdAt: at },
    update: { secretSealed, enabledAt: at, lastUsedStep: null },
  });
}

/** Each demo vendor but the first has its own owner account (phone verified: vendors need one to apply). */
async function demoOwner(db: PrismaClient, slug: string, name: string, index: number, verifiedAt: Date): Promise<string> {
  const email = `owner+${slug}@demo.kw`;
  const phone = `+96555${String(100000 + index).slice(-6)}`;
  const fields = {
    firstName: name,
    lastName: "Owner",
    phone,
    status: "active" as const,
    userType: "vendor",
    emailVerifiedAt: verifiedAt,
    phoneVerifiedAt: verifiedAt,
  };
  const user = await db.user.upsert({ where: { email }, create: { id: newId(), email, ...fields }, update: fields });
  const customerRole = await db.role.findUniqueOrThrow({ where: { code: "customer" } });
  if (!(await db.userRole.findFirst({ where: { userId: user.id, roleId: customerRole.id, vendorId: null } }))) {
    await db.userRole.create({ data: { id: newId(), userId: user.id, roleId: customerRole.id } });
  }
  return user.id;
}

const seedContext = (userId: string): RequestContext => ({
  requestId: newId(),
  locale: "en",
  ip: "127.0.0.1",
  url: new URL("http://localhost/seed"),
  method: "SEED",
  userId,
  activeContext: "customer",
});

/**
 * One demo vendor through the same services the API uses: the owner applies
 * and the Super Admin approves (on `since`, so the marketplace has a history),
 * then the owner subscribes to the vendor's plan (a paid plan is activated as
 * the payment module will on PaymentSucceeded, from today), creates and
 * publishes its services.
 */
async function seedVendor(
  v: DemoVendorSeed,
  ownerUserId: string,
  adminId: string,
  refs: { categories: Map<string, string>; cities: Map<string, string>; areas: Map<string, string> },
  since: Date,
): Promise<void> {
  const owner = seedContext(ownerUserId);
  const index = demoVendors.indexOf(v);
  const application = applyBody.parse({
    name_ar: v.nameAr,
    name_en: v.nameEn,
    slug: v.slug,
    category_ids: v.categorySlugs.map((slug) => refs.categories.get(slug)!),
    city_id: refs.cities.get(cityForGovernorate[v.governorateSlug])!,
    area_id: refs.areas.get(v.areaSlug)!,
    description_ar: v.descriptionAr,
    description_en: v.descriptionEn,
    contact_email: `hello@${v.slug}.example.kw`,
    contact_phone: `+9656${String(1000000 + index).slice(-7)}`,
  });
  const clock = freezeClock(since);
  let vendorId: string;
  try {
    vendorId = (await applyForVendor(application, owner)).id;
    clock.advance(60 * 60_000);
    await moveVendor(vendorId, "approve", undefined, seedContext(adminId));
  } finally {
    resetClock();
  }

  const ownerForVendor = { ...owner, activeContext: `vendor:${vendorId}` };
  if (v.planCode !== "free") {
    await subscribe(subscribeBody.parse({ plan_code: v.planCode }), ownerForVendor);
    await appDb.$transaction(async (tx) => {
      const pending = await tx.subscription.findFirstOrThrow({ where: { vendorId, status: "pending_payment" } });
      await activateSubscription(tx, pending.id, now());
    });
  }
  for (const service of v.services) {
    const created = await createService(
      vendorId,
      createServiceBody.parse({
        name_ar: service.nameAr,
        name_en: service.nameEn,
        description_ar: service.descriptionAr,
        description_en: service.descriptionEn,
        category_id: refs.categories.get(service.categorySlug)!,
        price_from: service.priceFrom,
      }),
      ownerForVendor,
    );
    await updateService(vendorId, created.id, updateServiceBody.parse({ status: "published" }), ownerForVendor);
  }
}
