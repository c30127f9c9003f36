import { db } from "../core/db/client";
import { notFound } from "../core/errors";
import { pageWindow, pagination, type PageInput } from "../core/http/query";
import type { RequestContext } from "../core/http/request-context";
import { ULID_PATTERN } from "../core/ids";
import { currentVendorId } from "../identity/sessions/current-vendor";
import type { InvoiceWithPdfView } from "./schemas";
import { invoiceView, invoiceWithPdf } from "./views";

// The vendor owner's invoices and credit notes: those of the vendor's own
// plan payments (a booking deposit's invoice belongs to the customer who paid).

const ownDocuments = (vendorId: string) => ({ vendorId, purpose: { in: ["subscription", "subscription_renewal"] } });

/** GET /invoices: newest first, page-paginated. */
export async function listVendorInvoices(query: PageInput, ctx: RequestContext) {
  const vendorId = await currentVendorId(ctx, "subscription.manage");
  const where = ownDocuments(vendorId);
  const [total, rows] = await Promise.all([
    db.financeDocument.count({ where }),
    db.financeDocument.findMany({ where, orderBy: [{ issuedAt: "desc" }, { id: "desc" }], ...pageWindow(query) }),
  ]);
  return { items: rows.map(invoiceView), pagination: pagination(query, total) };
}

/** GET /invoices/{id}: one of the vendor's own, with its PDF link; anything else 404. */
export async function getVendorInvoice(id: string, ctx: RequestContext): Promise<InvoiceWithPdfView> {
  const vendorId = await currentVendorId(ctx, "subscription.manage");
  const doc = ULID_PATTERN.test(id) ? await db.financeDocument.findFirst({ where: { id, ...ownDocuments(vendorId) } }) : null;
  if (!doc) throw notFound();
  return invoiceWithPdf(doc);
}
