import { readFileSync } from "node:fs";
import path from "node:path";
import { NodeCompiler } from "@myriaddreamin/typst-ts-node-compiler";

// PDFs (invoices, credit notes, settlement statements) are Typst documents
// compiled in process (docs/finance.md "PDFs"). The fonts ship with the app
// (public/fonts, SIL Open Font License), never the machine's. Data reaches a
// template only as JSON through `sys.inputs.data`: names and notes people
// typed are never spliced into Typst markup, so they cannot inject any.

const FONT_FILES = ["NotoNaskhArabic-Regular.ttf", "NotoNaskhArabic-Bold.ttf", "NotoSans-Regular.ttf", "NotoSans-Bold.ttf"];

let compiler: NodeCompiler | null = null;

function typst(): NodeCompiler {
  if (!compiler) {
    const dir = path.join(process.cwd(), "public", "fonts");
    compiler = NodeCompiler.create({ fontArgs: [{ fontBlobs: FONT_FILES.map((file) => readFileSync(path.join(dir, file))) }] });
  }
  return compiler;
}

/** Compiles `template` (Typst source that reads `json(bytes(sys.inputs.data))`) with `data` to a PDF. */
export function renderPdf(template: string, data: unknown): Buffer {
  const compiled = typst().compile({ mainFileContent: template, inputs: { data: JSON.stringify(data) } });
  const doc = compiled.result;
  if (!doc) {
    const error = compiled.takeDiagnostics() ?? compiled.takeError();
    throw new Error(`PDF template did not compile: ${JSON.stringify(error?.shortDiagnostics ?? [])}`);
  }
  return typst().pdf(doc);
}
