import type { ReactNode } from "react";

/**
 * The one look of an error line (a refused action, a failed load, a field's errors): pass `id` when a control's
 * aria-describedby names it. `alert={false}` for a standing note that is not news (a table cell's "no account"),
 * or one inside an element that is already the alert.
 */
export function ErrorText({
  children,
  id,
  as: Tag = "p",
  testId,
  alert = true,
}: {
  children: ReactNode;
  id?: string;
  as?: "p" | "span" | "ul" | "div";
  testId?: string;
  alert?: boolean;
}) {
  return (
    <Tag id={id} className="form-field__error" role={alert ? "alert" : undefined} data-testid={testId}>
      {children}
    </Tag>
  );
}
