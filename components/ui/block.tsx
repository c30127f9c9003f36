import type { ElementType, HTMLAttributes } from "react";

/** The elements a shared block may render as (its markup stays the page's own: a p, a nav, a list item...). */
export type BlockTag =
  "article" | "div" | "dl" | "footer" | "h2" | "h3" | "h4" | "header" | "label" | "li" | "nav" | "ol" | "p" | "section" | "small" | "span" | "ul";

export type BlockProps = HTMLAttributes<HTMLElement> & { as?: BlockTag; htmlFor?: string };

/** A component that renders `tag` (or `as`) with `base` before the caller's own classes: one class of ui's CSS, one name. */
export function block(base: string, tag: BlockTag, displayName: string) {
  function Block({ as = tag, className, ...rest }: BlockProps) {
    const Tag = as as ElementType;
    return <Tag className={className ? `${base} ${className}` : base} {...rest} />;
  }
  Block.displayName = displayName;
  return Block;
}
