import { Fragment } from "react";
import { splitParagraphs } from "@/server/content/paragraphs";

/** A content page body: one <p> per blank-line-separated block, line breaks kept; text only (no HTML from the body). */
export function PageBody({ text }: { text: string }) {
  return (
    <div className="page-body">
      {splitParagraphs(text).map((lines, i) => (
        <p key={i}>
          {lines.map((line, j) => (
            <Fragment key={j}>
              {j > 0 && <br />}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
    </div>
  );
}
