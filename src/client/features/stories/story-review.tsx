import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import type { StoryReport } from "@/shared/stories/contracts";
import { storyPagePath } from "@/shared/stories/paths";
import { FormField } from "@/client/components/ui/form-field";
import { Input } from "@/client/components/ui/input";
import { PendingButton } from "@/client/components/ui/pending-button";
import { NEWS_LIMITS } from "@/shared/limits";
import { storyIdOf } from "./story-address";
import { useMergeStories, useSplitReport } from "./use-story-review";

const NOT_A_STORY = "Enter a story's address (/stories/…) or its id.";

/** Split out: the report leaves this story for one of its own (reviewers). */
export function SplitReportButton({ storyId, report }: { storyId: string; report: StoryReport }) {
  const split = useSplitReport(storyId);
  return (
    <PendingButton size="sm" variant="outline" isPending={split.isPending} onClick={() => split.mutate(report)}>
      Split out
      <span className="sr-only"> “{report.title}”</span>
    </PendingButton>
  );
}

/** Merge into story: every report of this one moves to the story named, whose page then opens (reviewers). */
export function MergeStoryForm({ storyId }: { storyId: string }) {
  const id = useId();
  const navigate = useNavigate();
  const merge = useMergeStories(storyId);
  const [address, setAddress] = useState("");
  const [addressError, setAddressError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const into = storyIdOf(address);
    setAddressError(into ? undefined : NOT_A_STORY);
    if (into) merge.mutate(into, { onSuccess: (story) => void navigate(storyPagePath(story.id)) });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id={`${id}-heading`} className="text-base font-semibold text-slate-900">
        Merge into story
      </h2>
      <p className="text-sm text-slate-600">Every report of this story moves to the story you name, and this address then leads there.</p>
      <form noValidate onSubmit={submit} aria-label="Merge into story" className="space-y-3">
        <FormField id={`${id}-into`} label="Story address or id" hint="Its page's address, such as /stories/…, or its id." error={addressError ?? merge.error?.message}>
          <Input autoComplete="off" maxLength={NEWS_LIMITS.urlMax} value={address} onChange={(event) => setAddress(event.target.value)} />
        </FormField>
        <PendingButton type="submit" variant="outline" isPending={merge.isPending}>
          Merge
        </PendingButton>
      </form>
    </section>
  );
}
