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

const CELL = "px-3 py-2.5 align-top";
const COLUMNS = ["Created", "Title", "Source URL", "Tags", "Action"] as const;

/** Created, Title, Source URL, Tags, Action (spec §2 /review). */
export function ReviewTable({ label, rows, state, onEdit }: ReviewTableProps) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white">
      <ScrollTable label={label}>
        <table className="w-full min-w-[44rem] text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
            <tr>
              {COLUMNS.map((column) => (
                <th key={column} scope="col" className={CELL}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {state !== "ready" || rows.length === 0 ? (
              <tr>
                <td colSpan={COLUMNS.length} className="px-3 py-10 text-center text-slate-500">
                  {state === "loading" ? "Loading..." : state === "error" ? "Failed to load items" : "No items"}
                </td>
              </tr>
            ) : (
              rows.map((row) => (
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
              ))
            )}
          </tbody>
        </table>
      </ScrollTable>
    </div>
  );
}
