import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Catalyst } from "@/shared/catalysts/contracts";
import { catalystEventName } from "@/shared/catalysts/format";
import { catalystsApi } from "@/client/lib/operations/catalysts";
import type { CatalystEdit } from "./catalyst-edit";

// Catalysts to review on News Review (issue 21 §2): the extracted catalysts waiting for an editor,
// each accepted (perhaps corrected) or rejected. The server decides who may (news:review).

const QUEUE_INPUT = { query: {} };

/** The queue, surest first. Editors only (401/403 otherwise). */
export function useCatalystQueue() {
  return useQuery({ ...catalystsApi.queue.queryOptions(QUEUE_INPUT), retry: false });
}

export type ReviewDecision = { catalyst: Catalyst } & ({ action: "accept"; edit?: CatalystEdit } | { action: "reject" });

const subjectOf = (catalyst: Catalyst) => catalyst.asset?.name ?? catalyst.company?.name;

function decisionToast(_answer: Catalyst, decision: ReviewDecision) {
  const event = catalystEventName(decision.catalyst.type, decision.catalyst.detail);
  const subject = subjectOf(decision.catalyst);
  const what = subject ? `${event} of ${subject}` : event;
  return decision.action === "accept"
    ? { title: "Catalyst accepted", description: `${what} is on the calendar.` }
    : { title: "Catalyst rejected", description: `${what} stays off the calendar.` };
}

/**
 * Accepts or rejects one catalyst: it leaves the queue at once and the calendar reloads. A failure
 * is the generic error toast, or with `handlesErrors` shown by the form that sent it.
 */
export function useReviewCatalyst(handlesErrors = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (decision: ReviewDecision) =>
      catalystsApi.review({
        params: { id: decision.catalyst.id },
        body: decision.action === "accept" ? { action: "accept", ...(decision.edit && { edit: decision.edit }) } : { action: "reject" },
      }),
    meta: { successToast: decisionToast, handlesErrors },
    onSuccess: (_answer, { catalyst }) => {
      queryClient.setQueryData(catalystsApi.queue.key(QUEUE_INPUT), (queue: { catalysts: Catalyst[] } | undefined) =>
        queue && { catalysts: queue.catalysts.filter((each) => each.id !== catalyst.id) },
      );
      void queryClient.invalidateQueries({ queryKey: catalystsApi.list.key() });
    },
  });
}
