import { z } from "zod";

/** A text a request must carry: trimmed, not empty, at most `max` characters; `missing` also when it is not text. */
export function requiredText(missing: string, max: number, tooLong: string) {
  return z.string(missing).trim().min(1, missing).max(max, tooLong);
}
