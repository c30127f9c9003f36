/**
 * Splits a page body (plain text / markdown source) into paragraphs at blank
 * lines, each a list of its lines. The portal renders these as text nodes, so
 * markup in a body is shown, never interpreted.
 */
export function splitParagraphs(body: string): string[][] {
  return body
    .replace(/\r\n?/g, "\n")
    .split(/\n[ \t]*\n+/)
    .map((block) => block.split("\n").map((line) => line.trimEnd()))
    .map((lines) => lines.filter((line, i) => line !== "" || (i > 0 && i < lines.length - 1)))
    .filter((lines) => lines.some((line) => line.trim() !== ""));
}
