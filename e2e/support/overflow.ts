import type { Page } from "@playwright/test";

export type OverflowMeasure = { innerWidth: number; clientWidth: number; scrollWidth: number; culprits: string[] };

/**
 * The document's width against the window's, and when it is wider the elements that stick out
 * (not clipped by a scrolling or hidden-overflow ancestor), outermost first, described well enough
 * to find them. Used by e2e/no-overflow.spec.ts and the route walk (e2e/support/route-walk.ts).
 */
export function measureOverflow(page: Page): Promise<OverflowMeasure> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    const clientWidth = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > Math.min(clientWidth, window.innerWidth)) {
      const describe = (el: Element) => {
        const id = el.id ? `#${el.id}` : "";
        const cls = typeof el.className === "string" && el.className.trim() ? `.${el.className.trim().split(/\s+/).join(".")}` : "";
        const testId = el.getAttribute("data-testid");
        return `${el.tagName.toLowerCase()}${id}${cls}${testId ? `[data-testid=${testId}]` : ""}`;
      };
      // Clipped by a scrolling or overflow-hidden ancestor on its containing-block chain: an absolutely
      // positioned element escapes the clipping of the static ancestors between it and its containing block.
      const clipped = (el: Element) => {
        let position = getComputedStyle(el).position;
        for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
          const style = getComputedStyle(a);
          if (position === "fixed") return false;
          if (position === "absolute" && style.position === "static") continue;
          if (style.overflowX !== "visible") return true;
          position = style.position;
        }
        return false;
      };
      const sticksOut = (el: Element) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > clientWidth + 0.5 || r.left < -0.5);
      };
      for (const el of Array.from(document.body.querySelectorAll("*"))) {
        if (!sticksOut(el) || clipped(el)) continue;
        if (el.parentElement && el.parentElement !== document.body && sticksOut(el.parentElement) && !clipped(el.parentElement)) continue;
        const r = el.getBoundingClientRect();
        const path = [el.parentElement?.parentElement, el.parentElement, el]
          .filter((e): e is Element => !!e)
          .map(describe)
          .join(" > ");
        culprits.push(`${path} (x ${Math.round(r.left)}..${Math.round(r.right)}, width ${Math.round(r.width)})`);
        if (culprits.length >= 5) break;
      }
    }
    return { innerWidth: window.innerWidth, clientWidth, scrollWidth, culprits };
  });
}
