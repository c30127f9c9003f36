// The Typst preamble every finance PDF starts with: A4, the shipped fonts,
// and the legal entity's bilingual header. A template appends its body and
// reads its fields from `data` (JSON from sys.inputs, see typst.ts).
// `bi(ar, en)` prints a label in Arabic (right to left) over its English.

export const PREAMBLE = String.raw`
#let data = json(bytes(sys.inputs.data))
#set document(title: data.title)
#set page(paper: "a4", margin: (x: 16mm, y: 14mm), footer: context align(center, text(size: 8pt, fill: luma(110))[#data.entity.name_en · #data.entity.name_ar · #counter(page).display("1 / 1", both: true)]))
#set text(font: ("Noto Sans", "Noto Naskh Arabic"), size: 10pt, lang: "en")
#let ar(body) = text(font: ("Noto Naskh Arabic", "Noto Sans"), lang: "ar", dir: rtl, body)
#let bi(a, e) = block(spacing: 3pt)[#align(right, ar(a))#v(-4pt)#align(left, text(size: 8.5pt, fill: luma(90), e))]
#let entity = data.entity
#grid(columns: (1fr, 1fr), gutter: 8pt,
  align(left)[#text(weight: "bold", size: 13pt, entity.name_en) \ #text(size: 8.5pt)[#entity.address_en \ CR #entity.cr_number · #entity.email]],
  align(right, ar[#text(weight: "bold", size: 13pt, entity.name_ar) \ #text(size: 8.5pt)[#entity.address_ar \ سجل تجاري #entity.cr_number]]),
)
#line(length: 100%, stroke: 0.6pt + luma(150))
`;
