import type { ReactNode } from "react";
import { ScrollTable } from "./scroll-table";

export const DATA_CELL = "px-3 py-2.5 align-top";

type DataTableProps = {
  /** Names the scrollable region for screen readers. */
  label: string;
  /** Column headings; an empty one is named `emptyHeading` for screen readers only. */
  columns: readonly string[];
  emptyHeading?: string;
  /** Tailwind min-width class: below it the table scrolls sideways. */
  minWidthClass: string;
  /** Shown across the table instead of rows (loading, an error, nothing yet); null shows the rows. */
  placeholder: string | null;
  children: ReactNode;
};

/** A bordered table of records with a heading row, and one line in its place while there are none. */
export function DataTable({ label, columns, emptyHeading = "Actions", minWidthClass, placeholder, children }: DataTableProps) {
  return (
    <div className="rounded-xl border border-slate-200 bg-white">
      <ScrollTable label={label}>
        <table className={`w-full ${minWidthClass} text-left text-sm`}>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column, index) => (
                <th key={index} scope="col" className={DATA_CELL}>
                  {column || <span className="sr-only">{emptyHeading}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {placeholder !== null ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500">
                  {placeholder}
                </td>
              </tr>
            ) : (
              children
            )}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}
