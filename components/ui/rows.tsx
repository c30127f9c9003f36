import { block } from "./block";
import "./rows.css";

// Rows of money lists (payments, refunds, settlements): a main line (the
// subject and its amount) over a line of facts. In a card: `<Card as="li">`.

/** A row that is not a card of its own. */
export const Row = block("rows-item", "li", "Row");
/** The row's main line: its subject at the start, its amount at the end. */
export const RowMain = block("rows-item__main", "div", "RowMain");
/** The row's facts: dates, references, status. */
export const RowMeta = block("rows-item__meta", "div", "RowMeta");
/** The row's amount. */
export const RowAmount = block("rows-item__amount", "span", "RowAmount");
