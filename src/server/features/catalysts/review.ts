import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Catalyst, reviewCatalystRequestSchema } from "@/shared/catalysts/contracts";
import type { Database } from "../../core/db/client";
import { catalysts } from "../../core/db/schema";
import { AppError } from "../../core/errors";
import { findCanonicalEntity } from "../entities";
import { readCatalyst } from "./repo";
import { spanProblem } from "./spans";
import { queueFollowers } from "./store";

// An editor's decision on an extracted catalyst (issue 21 §2): accept it, corrected or not, or
// reject it. Accepted catalysts are public; the saved searches following their asset or company
// hear of them.

type ReviewRequest = z.output<typeof reviewCatalystRequestSchema>;
type Edit = NonNullable<Extract<ReviewRequest, { action: "accept" }>["edit"]>;
type Row = typeof catalysts.$inferSelect;

const NOT_FOUND = () => new AppError("not_found", "No catalyst has this id.");

function unprocessable(field: string, message: string): AppError {
  return new AppError("unprocessable", message, { fields: { [field]: message } });
}

/** The columns an editor's correction changes, checked as a whole (the span against its precision, the asset a drug). */
async function corrected(db: Database, row: Row, edit: Edit): Promise<Partial<Row>> {
  const changes: Partial<Row> = {};
  if (edit.type) changes.type = edit.type;
  if (edit.start !== undefined || edit.end !== undefined || edit.precision !== undefined) {
    const start = edit.start ?? row.dateStart;
    const end = edit.end ?? row.dateEnd;
    const precision = edit.precision ?? row.precision;
    const problem = spanProblem(start, end, precision);
    if (problem) throw unprocessable(problem.field, problem.message);
    Object.assign(changes, { dateStart: start, dateEnd: end, precision });
    // The article's words no longer say this date: the calendar writes it from the span, unless the editor gave words.
    if (start !== row.dateStart || end !== row.dateEnd || precision !== row.precision) changes.dateText = "";
  }
  if (edit.date_text !== undefined) changes.dateText = edit.date_text;
  if (edit.asset === null) changes.assetId = null;
  if (edit.asset) {
    const entity = await findCanonicalEntity(db, edit.asset);
    if (!entity || entity.type !== "drug") throw unprocessable("asset", `No drug has the address “${edit.asset}”: choose a drug from its entity page.`);
    changes.assetId = entity.id;
  }
  return Object.keys(edit).length > 0 ? { ...changes, method: "editor", confidence: 1 } : changes;
}

/**
 * Accepts (with an editor's corrections, which make the catalyst the editor's: method editor,
 * confidence 1) or rejects a catalyst, whatever was decided before. A catalyst newly accepted, or
 * given another date, is told to the saved searches following its asset or company.
 */
export async function reviewCatalyst(db: Database, options: { id: string; request: ReviewRequest; reviewer: string; now?: Date }): Promise<Catalyst> {
  const { id, request, reviewer, now = new Date() } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(catalysts).where(eq(catalysts.id, id)).for("update");
    if (!row) throw NOT_FOUND();
    const decided = { reviewedBy: reviewer, reviewedAt: now, updatedAt: now };
    if (request.action === "reject") {
      await tx.update(catalysts).set({ ...decided, review: "rejected" }).where(eq(catalysts.id, id));
      return;
    }
    const changes = await corrected(tx, row, request.edit ?? {});
    const [after] = await tx.update(catalysts).set({ ...changes, ...decided, review: "accepted" }).where(eq(catalysts.id, id)).returning();
    const redated = after!.dateStart !== row.dateStart || after!.dateEnd !== row.dateEnd;
    if (row.review !== "accepted" || redated) await queueFollowers(tx, { ...after!, key: `${id}:reviewed:${now.getTime()}` });
  });
  return (await readCatalyst(db, id))!;
}
