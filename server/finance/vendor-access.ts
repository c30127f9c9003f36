import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { assertSignedIn, type RequestContext } from "../core/http/request-context";
import { hasPermission } from "../identity/sessions/authenticate";

// Who reads a vendor's ledger, settlements and statements: the owner of that
// vendor (settlement.view granted for it) and Finance or Super admins
// (settlement.manage or report.finance). To anyone else the vendor does not
// exist (404), so another vendor's id reveals nothing.

export async function assertVendorFinanceReader(ctx: RequestContext, vendorId: string): Promise<void> {
  assertSignedIn(ctx);
  const vendor = await db.vendor.findUnique({ where: { id: vendorId }, select: { id: true } });
  if (!vendor) throw notFound();
  if ((await hasPermission(ctx.userId, "settlement.manage")) || (await hasPermission(ctx.userId, "report.finance"))) return;
  const member = await db.vendorMember.findFirst({ where: { vendorId, userId: ctx.userId }, select: { id: true } });
  if (!member) throw notFound();
  const grant = await db.userRole.findFirst({
    where: { userId: ctx.userId, vendorId, role: { permissions: { has: "settlement.view" } } },
    select: { id: true },
  });
  if (!grant) throw notFound();
}
