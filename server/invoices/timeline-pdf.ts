import { db } from "../core/db/client";
import { callerId, type RequestContext } from "../core/http/request-context";
import { ownedEvent } from "../planner/owned-event";
import { dateOnly } from "../planner/views";
import { entryInclude, entryOrder } from "../planner/timeline/views";
import { legalEntity } from "./legal-entity";
import { PREAMBLE } from "./pdf/layout";
import { renderPdf } from "./pdf/typst";
import { pdfFile } from "./pdf/file-response";

// The event day's timeline as a bilingual PDF (GET /events/{id}/timeline/pdf),
// on the invoices' Typst pipeline and fonts: Arabic right to left above the
// English, one row per entry in time order. The planner owns the entries;
// the PDF lives here because the pipeline does (a layer above the planner).

const TIMELINE_TEMPLATE =
  PREAMBLE +
  String.raw`
#v(6pt)
#grid(columns: (1fr, 1fr),
  align(left)[#text(weight: "bold", size: 16pt)[Event day timeline] \ #text(size: 11pt, weight: "bold", data.event.title)],
  align(right, ar(text(weight: "bold", size: 16pt)[برنامج يوم المناسبة])),
)
#v(2pt)
#grid(columns: (1fr, 1fr),
  align(left, text(size: 9.5pt)[#data.event.date_en #if data.event.area_en != "" [· #data.event.area_en]]),
  align(right, ar(text(size: 9.5pt)[#data.event.date #if data.event.area_ar != "" [· #data.event.area_ar]])),
)
#v(6pt)
#if data.entries.len() == 0 {
  biv("لا توجد فقرات في البرنامج بعد.", "No entries in the timeline yet.")
} else {
  table(columns: (16%, 1fr, 28%), stroke: 0.4pt + luma(190), inset: 5pt, fill: (_, y) => if y == 0 { luma(235) },
    bi("الوقت", "Time"), bi("الفقرة", "What"), bi("المسؤول", "Who"),
    ..data.entries.map(e => (
      text(weight: "bold", e.time),
      [#biv(e.title_ar, e.title_en) #if e.notes != "" [#text(size: 8.5pt, fill: luma(80), e.notes)]],
      biv(e.who_ar, e.who_en),
    )).flatten(),
  )
}
`;

export async function timelinePdfData(eventId: string, ctx: RequestContext) {
  const event = await ownedEvent(callerId(ctx), eventId);
  const rows = await db.eventTimelineEntry.findMany({ where: { eventId: event.id }, include: entryInclude, orderBy: entryOrder });
  const date = event.eventDate ? dateOnly(event.eventDate) : "";
  return {
    title: `${event.title} · timeline`,
    entity: legalEntity(),
    event: {
      title: event.title,
      date: [date, event.eventTime].filter(Boolean).join(" "),
      date_en: [date, event.eventTime].filter(Boolean).join(" "),
      area_ar: event.city?.nameAr ?? "",
      area_en: event.city?.nameEn ?? "",
    },
    entries: rows.map((e) => ({
      time: e.endsAt ? `${e.startsAt}–${e.endsAt}` : e.startsAt,
      // One language written: it prints in both places rather than leave a gap.
      title_ar: e.titleAr ?? e.titleEn ?? "",
      title_en: e.titleEn ?? e.titleAr ?? "",
      who_ar: e.booking?.vendor.nameAr ?? e.personName ?? "",
      who_en: e.booking?.vendor.nameEn ?? e.personName ?? "",
      notes: e.notes ?? "",
    })),
  };
}

export async function renderTimelinePdf(eventId: string, ctx: RequestContext) {
  const data = await timelinePdfData(eventId, ctx);
  return pdfFile(renderPdf(TIMELINE_TEMPLATE, data), `timeline-${eventId}.pdf`, "attachment");
}
