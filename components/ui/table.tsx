import type { ReactNode } from "react";

/**
 * A table of records (admin oversight, vendor lists): it scrolls sideways inside
 * its own box on a phone instead of the page, and says when it is refetching.
 * `columns` are the header cells, `caption` the table's name; `children` the body rows.
 */
export function DataTable({
  columns,
  caption,
  busy,
  className,
  testId,
  children,
}: {
  columns: ReactNode[];
  caption?: ReactNode;
  busy?: boolean;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="admin-table-wrap" aria-busy={busy}>
      <table className={className ? `admin-table ${className}` : "admin-table"} data-testid={testId}>
        {caption !== undefined && <caption>{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column, i) => (
              <th key={i} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
