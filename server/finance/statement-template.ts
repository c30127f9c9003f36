import { PREAMBLE } from "../invoices/pdf/layout";

// The settlement statement's Typst body (fields from `data`, see
// server/invoices/pdf/typst.ts): vendor, reference, run date, payout account,
// one row per ledger entry (reversals negative), totals, the net in words.
// Columns say "Reference" and "Paid": a line is a booking's deposit, a
// direct order's payment or a tip, not always a deposit.

export const STATEMENT_TEMPLATE =
  PREAMBLE +
  String.raw`
#v(6pt)
#grid(columns: (1fr, 1fr),
  align(left, text(weight: "bold", size: 15pt)[Settlement statement]),
  align(right, ar(text(weight: "bold", size: 15pt)[كشف تسوية])),
)
#v(4pt)
#let row(a, e, value) = (bi(a, e), align(horizon, value))
#table(columns: (38%, 62%), stroke: 0.4pt + luma(190), inset: 5pt,
  ..row("المزود", "Vendor", [#data.vendor.name_en · #ar(data.vendor.name_ar)]),
  ..row("مرجع التسوية", "Settlement reference", text(weight: "bold", data.reference)),
  ..row("تاريخ التسوية", "Run date", data.run_date),
  ..row("صاحب الحساب", "Account holder", data.account.holder),
  ..row("رقم الحساب الدولي", "IBAN", data.account.iban),
  ..row("الحالة", "Status", data.status),
)
#v(6pt)
#let head(a, e) = table.cell(fill: luma(235), bi(a, e))
#table(columns: (1.3fr, 0.9fr, 1fr, 1fr, 1.2fr, 1fr), stroke: 0.4pt + luma(190), inset: 5pt,
  align: (left, left, right, right, right, right),
  head("المرجع", "Reference"), head("تاريخ الخدمة", "Service date"), head("الإجمالي", "Total"), head("المدفوع", "Paid"), head("العمولة", "Commission"), head("حصة المزود", "Vendor share"),
  ..data.entries.map(e => (e.booking_ref, e.service_date, e.booking_total, e.deposit, e.commission, e.vendor_share)).flatten(),
  table.cell(fill: luma(245), bi("المجموع", "Totals")), table.cell(fill: luma(245), []), table.cell(fill: luma(245), []),
  table.cell(fill: luma(245), text(weight: "bold", data.totals.deposit)),
  table.cell(fill: luma(245), text(weight: "bold", data.totals.commission)),
  table.cell(fill: luma(245), text(weight: "bold", data.totals.vendor_share)),
)
// The commission is a rate of the booking total, taken out of the deposit: said so nobody reads it as a rate of the deposit.
#grid(columns: (1fr, 1fr),
  align(left, text(size: 9pt)[Commission = its rate × the booking total, taken from the deposit.]),
  align(right, ar(text(size: 9pt)[العمولة = نسبتها × إجمالي الحجز، وتُقتطع من العربون.])),
)
#v(8pt)
#block(width: 100%, inset: 8pt, stroke: 0.6pt + luma(150))[
  #grid(columns: (1fr, 1fr),
    align(left, text(weight: "bold", size: 12pt)[Net payout: #data.net.amount KWD]),
    align(right, ar(text(weight: "bold", size: 12pt)[صافي المبلغ المستحق: #data.net.amount د.ك])),
  )
  #v(4pt)
  #align(right, ar(data.net.words_ar))
  #align(left, text(size: 9pt, data.net.words_en))
]
`;
