/** A PDF as an endpoint streams it: private, never cached, never sniffed; `inline` opens it in the browser, `attachment` downloads it. */
export function pdfFile(pdf: Uint8Array, filename: string, disposition: "inline" | "attachment" = "inline") {
  return {
    body: new Blob([new Uint8Array(pdf)]).stream(),
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${disposition}; filename="${filename}"`,
      "Content-Length": String(pdf.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "private, no-store",
    },
  };
}
