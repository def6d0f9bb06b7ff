import type { ReactNode } from "react";
import type { z } from "zod";
import type { reviewRowSchema } from "@/shared/news/contracts";
import { Button } from "@/client/components/ui/button";
import { ScrollTable } from "@/client/components/ui/scroll-table";
import { formatLocalDateTime } from "./news-format";

type ReviewRow = z.infer<typeof reviewRowSchema>;

type ReviewTableProps = {
  /** Names the table's scrolling region ("Pending items"). */
  label: string;
  rows: readonly ReviewRow[];
  state: "loading" | "error" | "ready";
  onEdit: (id: string) => void;
};

export const CELL = "px-3 py-2.5 align-top";
const COLUMNS = ["Created", "Title", "Source URL", "Tags", "Action"] as const;

type ReviewTableFrameProps = {
  label: string;
  columns: readonly string[];
  /** The narrowest the table gets before it scrolls sideways (a Tailwind class). */
  minWidthClass: string;
  /** Shown across the table in place of its rows (loading, failed, nothing to show). */
  placeholder: string | null;
  children: ReactNode;
};

/** A review table's frame: bordered, scrolling sideways on a phone, a header row, and its rows or a placeholder. */
export function ReviewTableFrame({ label, columns, minWidthClass, placeholder, children }: ReviewTableFrameProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <ScrollTable label={label}>
        <table className={`w-full ${minWidthClass} text-left text-sm`}>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col" className={CELL}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {placeholder === null ? (
              children
            ) : (
              <tr>
                <td colSpan={columns.length} className="px-3 py-10 text-center text-slate-500">
                  {placeholder}
                </td>
              </tr>
            )}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}

/** Created, Title, Source URL, Tags, Action (spec §2 /review). */
export function ReviewTable({ label, rows, state, onEdit }: ReviewTableProps) {
  const placeholder = state === "loading" ? "Loading..." : state === "error" ? "Failed to load items" : rows.length === 0 ? "No items" : null;
  return (
    <ReviewTableFrame label={label} columns={COLUMNS} minWidthClass="min-w-[44rem]" placeholder={placeholder}>
      {rows.map((row) => (
        <tr key={row.id} className="hover:bg-slate-50">
          <td className={`${CELL} whitespace-nowrap text-slate-600`}>
            <time dateTime={row.created_at}>{formatLocalDateTime(row.created_at)}</time>
          </td>
          <td className={`${CELL} font-medium text-slate-900`}>{row.title}</td>
          <td className={`${CELL} max-w-64`}>
            <a
              href={row.source_url}
              target="_blank"
              rel="noopener noreferrer"
              className="block truncate text-teal-700 hover:underline"
              title={row.source_url}
            >
              {row.source_url}
            </a>
          </td>
          <td className={`${CELL} text-slate-600`}>{row.tag_count}</td>
          <td className={CELL}>
            <Button size="sm" variant="outline" onClick={() => onEdit(row.id)}>
              Edit
            </Button>
          </td>
        </tr>
      ))}
    </ReviewTableFrame>
  );
}
