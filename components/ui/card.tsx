import type { HTMLAttributes, ReactNode } from "react";
import { block, type BlockTag } from "./block";
import "./card.css";

type HeadingLevel = 2 | 3 | 4;

/** A card's title line (a list row's name, a section's heading). */
export const CardTitle = block("ui-card__title", "h2", "CardTitle");
/** A line of facts under a card's title: type, date, count. */
export const CardMeta = block("ui-card__meta", "p", "CardMeta");
/** A list of cards, one under another. */
export const CardList = block("ui-card-list", "ul", "CardList");

/**
 * A card: the surface, border, radius and padding around one thing (a list
 * row, a section of a page), its children one under another. `title` opens it
 * as a heading of `headingLevel`; `footer` closes it (its actions, a link).
 * `align="start"` keeps each child its own width (a badge, a button) instead
 * of the card's.
 */
export function Card({
  as = "section",
  title,
  headingLevel = 2,
  footer,
  align,
  className,
  children,
  ...rest
}: HTMLAttributes<HTMLElement> & {
  as?: Extract<BlockTag, "article" | "div" | "li" | "section">;
  title?: ReactNode;
  headingLevel?: HeadingLevel;
  footer?: ReactNode;
  align?: "start";
}) {
  const Tag = as;
  const classes = ["ui-card", align === "start" && "ui-card--start", className].filter(Boolean).join(" ");
  return (
    <Tag className={classes} {...rest}>
      {title ? <CardTitle as={`h${headingLevel}`}>{title}</CardTitle> : null}
      {children}
      {footer ? <footer className="ui-card__footer">{footer}</footer> : null}
    </Tag>
  );
}
