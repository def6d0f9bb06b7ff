import { afterEach, describe, expect, it, vi } from "vitest";
import type { MutationOptions } from "@tanstack/react-query";
import { toast } from "@/client/components/ui/toast";
import { ApiError } from "./api";
import { createQueryClient } from "./query-client";

/** Runs one mutation through the app's client, as useMutation would, and ignores its failure. */
async function run<TData, TVariables>(options: MutationOptions<TData, Error, TVariables>, variables: TVariables) {
  const queryClient = createQueryClient();
  await queryClient.getMutationCache().build(queryClient, options).execute(variables).catch(() => undefined);
}

describe("mutation toasts", () => {
  afterEach(() => vi.restoreAllMocks());

  it("words the success toast from the answer and what was sent", async () => {
    const success = vi.spyOn(toast, "success").mockReturnValue(undefined);
    await run(
      {
        mutationFn: async (count: number) => ({ found: count * 2 }),
        meta: { successToast: (answer: { found: number }, count: number) => ({ title: "Search Complete", description: `Found ${answer.found} of ${count}.` }) },
      },
      3,
    );
    expect(success).toHaveBeenCalledWith("Search Complete", { description: "Found 6 of 3." });
  });

  it("shows the screen's error toast instead of the generic one, and the generic one otherwise", async () => {
    const error = vi.spyOn(toast, "error").mockReturnValue(undefined);
    const failing = async () => {
      throw new ApiError(502, "remote_failed", "Europe PMC did not answer.");
    };

    await run({ mutationFn: failing, meta: { errorToast: (failure: Error, query: string) => ({ title: "Search Failed", description: `${query}: ${failure.message}` }) } }, "crispr");
    expect(error).toHaveBeenLastCalledWith("Search Failed", { description: "crispr: Europe PMC did not answer." });

    await run({ mutationFn: failing }, "crispr");
    expect(error).toHaveBeenLastCalledWith("Error", { description: "Europe PMC did not answer." });

    await run({ mutationFn: failing, meta: { handlesErrors: true } }, "crispr");
    expect(error).toHaveBeenCalledTimes(2);
  });
});
