import { callerId, type RequestContext } from "../../core/http/request-context";
import { branchLimit } from "../../branches/scope";
import { currentVendorId } from "../../identity/sessions/current-vendor";

// Whose templates a caller sees and deletes: the whole vendor's for the owner
// and unlimited managers; a member limited to branches only the ones they
// saved (templates belong to no branch; docs/quote-drafts.md "API").

export async function templateScope(ctx: RequestContext): Promise<{ vendorId: string; userId: string; where: { vendorId: string; createdByUserId?: string } }> {
  const vendorId = await currentVendorId(ctx, "quote.submit");
  const userId = callerId(ctx);
  const limit = await branchLimit(vendorId, userId);
  return { vendorId, userId, where: limit === null ? { vendorId } : { vendorId, createdByUserId: userId } };
}
