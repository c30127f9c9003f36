import { block } from "./block";
import "./layout.css";

// Layout blocks the portal screens of several folders share (events, planner,
// bookings, orders, RFQs, reviews, finance): each is one class of layout.css,
// so no folder styles its markup with another folder's CSS.

/** A row of buttons and links that wraps. */
export const Actions = block("ui-actions", "div", "Actions");
/** Secondary text: dates, counts, hints beside the data. */
export const Muted = block("ui-muted", "p", "Muted");
/** A record page's column of sections, never wider than the page. */
export const DetailPage = block("ui-detail", "article", "DetailPage");
/** A record page's heading line: the name, its status and what stands beside them. */
export const DetailHead = block("ui-detail__head", "header", "DetailHead");
/** A short indented list inside a section (the RFQs of an event, a booking's days). */
export const SubList = block("ui-sublist", "ul", "SubList");
/** Form fields side by side on wide screens, stacked on phones. */
export const FieldRow = block("ui-field-row", "div", "FieldRow");
/** A list's sort or filter control: its words and its select on one line. */
export const SortLabel = block("ui-sort", "label", "SortLabel");
/** Radio choices side by side. */
export const ChoiceGroup = block("ui-choice", "div", "ChoiceGroup");
/** One radio choice with its words. */
export const ChoiceItem = block("ui-choice__item", "label", "ChoiceItem");
