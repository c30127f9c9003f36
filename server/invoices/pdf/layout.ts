// The Typst preamble every finance PDF starts with: A4, the shipped fonts,
// and the legal entity's bilingual header. A template appends its body and
// reads its fields from `data` (JSON from sys.inputs, see typst.ts).
// `bi(ar, en)` prints a label in Arabic (right to left, flush right: the
// block spans its table cell) over its English; `biv` the same for a value.

export const PREAMBLE = String.raw`
#let data = json(bytes(sys.inputs.data))
#set document(title: data.title)
#let ar(body) = text(font: ("Noto Naskh Arabic", "Noto Sans"), lang: "ar", dir: rtl, body)
#set page(paper: "a4", margin: (x: 16mm, y: 14mm), footer: context text(size: 8pt, fill: luma(110), grid(columns: (1fr, auto, 1fr), align(left, data.entity.name_en), counter(page).display("1 / 1", both: true), align(right, ar(data.entity.name_ar)))))
#set text(font: ("Noto Sans", "Noto Naskh Arabic"), size: 10pt, lang: "en")
#let biv(a, e) = block(width: 100%, spacing: 3pt, stack(spacing: 3pt, align(right, ar(a)), align(left, e)))
#let bi(a, e) = biv(a, text(size: 8.5pt, fill: luma(90), e))
#let entity = data.entity
#grid(columns: (1fr, 1fr), gutter: 8pt,
  align(left)[#text(weight: "bold", size: 13pt, entity.name_en) \ #text(size: 8.5pt)[#entity.address_en \ CR #entity.cr_number · #entity.email]],
  align(right, ar[#text(weight: "bold", size: 13pt, entity.name_ar) \ #text(size: 8.5pt)[#entity.address_ar \ سجل تجاري #entity.cr_number]]),
)
#line(length: 100%, stroke: 0.6pt + luma(150))
`;
