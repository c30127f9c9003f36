import { PREAMBLE } from "./layout";

// The invoice and credit note body (after the shared preamble). Everything
// printed comes from `data` (see server/invoices/render-document.ts):
// labels are bilingual, Arabic right to left above or beside the English.

export const DOCUMENT_TEMPLATE =
  PREAMBLE +
  String.raw`
#v(6pt)
#grid(columns: (1fr, 1fr),
  align(left)[#text(weight: "bold", size: 18pt, data.heading.en) \ #text(size: 11pt, weight: "bold", data.number)],
  align(right, ar(text(weight: "bold", size: 18pt, data.heading.ar))),
)
#v(4pt)
#let field(a, e, value) = (bi(a, e), value)
#table(columns: (38%, 62%), stroke: 0.4pt + luma(190), inset: 5pt,
  ..field("رقم المستند", "Document number", data.number),
  ..if data.invoice_number != none { field("عن الفاتورة", "For invoice", [for invoice #data.invoice_number]) } else { () },
  ..field("التاريخ", "Date", data.date),
  ..field("الدافع", "Payer", [#ar(data.payer.name) #if data.payer.contact != "" [\ #data.payer.contact]]),
  ..field("الغرض", "Purpose", biv(data.purpose.ar, data.purpose.en)),
  ..field("طريقة الدفع", "Payment method", if data.method != none { biv(data.method.ar, data.method.en) } else [—]),
  ..field("مرجع مزوّد الدفع", "Provider reference", if data.provider_reference != none { data.provider_reference } else [—]),
  ..if data.reason != none { field("سبب الاسترداد", "Refund reason", [#biv(data.reason.ar, data.reason.en) #if data.note != none [#data.note]]) } else { () },
)
#v(6pt)
#table(columns: (1fr, 40%), stroke: 0.4pt + luma(190), inset: 5pt, fill: (_, y) => if y == 0 { luma(235) },
  bi("البيان", "Description"), bi("المبلغ", "Amount"),
  ..data.lines.map(l => (biv(l.ar, text(size: 9pt, l.en)), align(right, l.value))).flatten(),
  bi("الإجمالي", "Total"), align(right, text(weight: "bold", data.amount_text)),
)
#v(6pt)
#block(width: 100%, inset: 8pt, stroke: 0.4pt + luma(190))[
  #align(right, ar(data.words.ar))
  #align(left, data.words.en)
]
`;
