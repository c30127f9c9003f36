import type { HTMLAttributes } from "react";
import "./facts.css";

/** A list of facts (dt/dd), as many columns as fit; `tight` keeps one column (a narrow card). */
export function FactList({ tight, className, ...rest }: HTMLAttributes<HTMLElement> & { tight?: boolean }) {
  return <dl className={["ui-facts", tight && "ui-facts--tight", className].filter(Boolean).join(" ")} {...rest} />;
}
