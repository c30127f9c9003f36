import { afterEach, describe, expect, it } from "vitest";
import { extractText } from "unpdf";
import { freezeClock, now, resetClock } from "@/server/core/clock";
import { db } from "@/server/core/db/client";
import { newId } from "@/server/core/ids";
import { completeRefund } from "@/server/payments/refunds/complete-refund";
import { call, freshIp, serve } from "@/server/test/http";
import { auth, signedIn } from "@/server/test/identity";
import { pay, pendingDeposits, pendingPlanPayment } from "@/server/test/invoices";
import { paymentApi } from "@/server/test/payment-api";

// The invoice endpoints as payers, vendor owners and Finance use them, and
// the signed PDF link (the only credential of the file endpoint).

afterEach(resetClock);

const api = (token: string) => {
  const headers = auth(token);
  return {
    paymentInvoice: (id: string) => call(`/payments/${id}/invoice`, { headers }),
    creditNote: (id: string) => call(`/refunds/${id}/credit-note`, { headers }),
    list: (query: Record<string, string> = {}) => call("/invoices", { headers, query }),
    one: (id: string, method = "GET") => call(`/invoices/${id}`, { method, headers }),
  };
};

/** Follows a signed link to the file route (no HTTP server in tests): status, headers and bytes. */
async function download(url: string) {
  const u = new URL(url);
  const res = await serve(new Request(u, { headers: { "x-forwarded-for": freshIp() } }));
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

const pdfText = async (bytes: Uint8Array) => (await extractText(bytes, { mergePages: true })).text;

describe("GET /payments/{id}/invoice", () => {
  it("the payer gets the invoice with a PDF link valid at most 5 minutes; another customer and an unpaid payment get 404", async () => {
    const setup = await pendingDeposits(2);
    const [paid, unpaid] = setup.payments;
    const invoice = await pay(paid);
    const buyer = api(setup.buyer.token);
    const res = await buyer.paymentInvoice(paid.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      id: invoice.id,
      kind: "invoice",
      number: invoice.number,
      invoice_number: null,
      purpose: "booking_deposit",
      payment_id: paid.id,
      method: "knet",
      refund_id: null,
    });
    const expiresAt = Date.parse(res.json.data.pdf.expires_at);
    expect(expiresAt - now().getTime()).toBeLessThanOrEqual(5 * 60_000);
    expect(expiresAt).toBeGreaterThan(now().getTime());
    expect(res.json.data.pdf.url).toContain(`/api/v1/files/documents/invoice/${invoice.id}?expires=`);

    const stranger = await signedIn();
    expect((await api(stranger.token).paymentInvoice(paid.id)).status).toBe(404);
    expect((await buyer.paymentInvoice(unpaid.id)).status).toBe(404);
    expect((await buyer.paymentInvoice("not-a-ulid")).status).toBe(404);
  });

  it("payment views carry invoice {id, number} once paid, null before (single read, the payer's list, the admin list)", async () => {
    const setup = await pendingDeposits(2);
    const invoice = await pay(setup.payments[0]);
    const payments = paymentApi(setup.buyer.token);
    expect((await payments.get(setup.payments[0].id)).json.data.invoice).toEqual({ id: invoice.id, number: invoice.number });
    expect((await payments.get(setup.payments[1].id)).json.data.invoice).toBeNull();
    const mine = (await payments.mine()).json.data as { id: string; invoice: unknown }[];
    expect(mine.find((p) => p.id === setup.payments[0].id)?.invoice).toEqual({ id: invoice.id, number: invoice.number });
    expect(mine.find((p) => p.id === setup.payments[1].id)?.invoice).toBeNull();
    const overseer = await signedIn({ roles: ["admin_finance"] });
    const adminList = (await paymentApi(overseer.token).admin({ per_page: "50" })).json.data as { id: string; invoice: unknown }[];
    expect(adminList.find((p) => p.id === setup.payments[0].id)?.invoice).toEqual({ id: invoice.id, number: invoice.number });
  });
});

describe("GET /files/documents/{kind}/{id}", () => {
  it("the signed link serves the PDF; it prints the number, the amount and the amount in Arabic and English words", async () => {
    const setup = await pendingDeposits(1, "1900.500");
    const invoice = await pay(setup.payments[0]);
    const link = (await api(setup.buyer.token).paymentInvoice(setup.payments[0].id)).json.data.pdf.url as string;
    const file = await download(link);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toBe(`inline; filename="${invoice.number}.pdf"`);
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    const text = await pdfText(file.bytes);
    expect(text).toContain(invoice.number);
    expect(text).toContain("1,900.500 KWD");
    expect(text).toContain("One thousand nine hundred Kuwaiti dinars and five hundred fils only");
    expect(text).toContain("Invoice");
    expect(text).toContain(setup.booking.reference);
    // Arabic comes out word by word in visual order (and a prefixed "و" apart), so look for whole words.
    for (const word of ["فاتورة", "ألف", "تسعمائة", "دينار", "كويتي", "خمسمائة", "فلس"]) expect(text).toContain(word);
  });

  it("a tampered link, another document's signature or an expired link (301 s later) answers 404", async () => {
    const setup = await pendingDeposits(2);
    const clock = freezeClock();
    await pay(setup.payments[0]);
    await pay(setup.payments[1]);
    const buyer = api(setup.buyer.token);
    const link = (await buyer.paymentInvoice(setup.payments[0].id)).json.data.pdf.url as string;
    const other = (await buyer.paymentInvoice(setup.payments[1].id)).json.data.pdf.url as string;

    const tampered = new URL(link);
    tampered.searchParams.set("signature", `${tampered.searchParams.get("signature")!.slice(0, -2)}AA`);
    expect((await download(tampered.toString())).status).toBe(404);
    const swapped = new URL(link);
    swapped.searchParams.set("signature", new URL(other).searchParams.get("signature")!);
    expect((await download(swapped.toString())).status).toBe(404);
    const unsigned = new URL(link);
    unsigned.search = "";
    expect((await download(unsigned.toString())).status).toBe(404);
    const asCreditNote = link.replace("/documents/invoice/", "/documents/credit_note/");
    expect((await download(asCreditNote)).status).toBe(404);

    expect((await download(link)).status).toBe(200);
    clock.advance(301_000);
    expect((await download(link)).status).toBe(404);
  });
});

describe("GET /invoices and /invoices/{id} (vendor owner)", () => {
  it("a vendor owner lists and reads only its own plan invoices; another vendor's is 404; no PATCH or DELETE exists", async () => {
    const a = await pendingPlanPayment();
    const b = await pendingPlanPayment();
    const invoiceA = await pay(a.payment, new Date("2036-01-31T22:00:00Z"));
    const invoiceB = await pay(b.payment);
    // Paid 1 Feb 01:00 Kuwait: the month paid for starts that Kuwait day.
    expect(invoiceA.snapshot).toMatchObject({
      purpose: { en: "Plan subscription" },
      line: { type: "subscription", period_start: "2036-02-01", period_end: "2036-03-01" },
    });
    const owner = api(a.owner.token);

    const list = await owner.list();
    expect(list.status, JSON.stringify(list.json)).toBe(200);
    expect(list.json.data.map((d: { id: string }) => d.id)).toEqual([invoiceA.id]);
    expect(list.json.data[0]).toMatchObject({ number: invoiceA.number, purpose: "subscription", kind: "invoice" });
    expect(list.json.meta.pagination).toMatchObject({ page: 1, total: 1 });

    const one = await owner.one(invoiceA.id);
    expect(one.status).toBe(200);
    expect(one.json.data.pdf.url).toContain(invoiceA.id);
    expect((await owner.one(invoiceB.id)).status).toBe(404);
    const customer = await signedIn();
    expect((await api(customer.token).list()).status).toBe(404);

    for (const method of ["PATCH", "DELETE", "PUT"]) expect((await owner.one(invoiceA.id, method)).status).toBe(405);
    expect(await db.financeDocument.count({ where: { id: invoiceA.id } })).toBe(1);
  });
});

describe("GET /refunds/{id}/credit-note", () => {
  it("404 until processed; then the payer and Finance read it (for invoice INV-...), another customer gets 404; its PDF says so", async () => {
    const setup = await pendingDeposits(1);
    const invoice = await pay(setup.payments[0]);
    const refund = await db.refund.create({
      data: {
        id: newId(),
        paymentId: setup.payments[0].id,
        bookingId: setup.bookingId,
        amount: "12.250",
        reason: "goodwill",
        note: "Sorry for the wait",
        status: "processing",
        createdAt: now(),
      },
    });
    const buyer = api(setup.buyer.token);
    expect((await buyer.creditNote(refund.id)).status).toBe(404);

    await completeRefund(refund.id, "prov_refund_9", { type: "system" });
    const res = await buyer.creditNote(refund.id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect(res.json.data).toMatchObject({
      kind: "credit_note",
      invoice_number: invoice.number,
      refund_id: refund.id,
      amount: { amount: "12.250", currency: "KWD" },
    });
    expect(res.json.data.number).toMatch(/^CRN-\d{4}-000001$/);

    const finance = await signedIn({ roles: ["admin_finance"] });
    expect((await api(finance.token).creditNote(refund.id)).status).toBe(200);
    const stranger = await signedIn();
    expect((await api(stranger.token).creditNote(refund.id)).status).toBe(404);

    const text = await pdfText((await download(res.json.data.pdf.url)).bytes);
    expect(text).toContain(res.json.data.number);
    expect(text).toContain(`for invoice ${invoice.number}`);
    expect(text).toContain("12.250 KWD");
    expect(text).toContain("Twelve Kuwaiti dinars and two hundred fifty fils only");
  });
});
