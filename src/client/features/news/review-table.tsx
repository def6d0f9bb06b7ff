import type { z } from "zod";
import type { reviewRowSchema } from "@/shared/news/contracts";
import { Button } from "@/client/components/ui/button";
import { formatLocalDateTime } from "./news-format";

type ReviewRow = z.infer<typeof reviewRowSchema>;

type ReviewTableProps = {
  rows: readonly ReviewRow[];
  state: "loading" | "error" | "ready";
  onEdit: (id: string) => void;
};

const CELL = "px-3 py-2.5 align-top";

/** Created, Title, Source URL, Tags, Action (spec §2 /review). */
export function ReviewTable({ rows, state, onEdit }: ReviewTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full min-w-[44rem] text-left text-sm">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={CELL}>
              Created
            </th>
            <th scope="col" className={CELL}>
              Title
            </th>
            <th scope="col" className={CELL}>
              Source URL
            </th>
            <th scope="col" className={CELL}>
              Tags
            </th>
            <th scope="col" className={CELL}>
              Action
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {state !== "ready" || rows.length === 0 ? (
            <tr>
              <td colSpan={5} className="px-3 py-10 text-center text-slate-500">
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
    </div>
  );
}
