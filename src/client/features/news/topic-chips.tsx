import { useId, type ReactNode } from "react";
import { cn } from "@/client/lib/class-names";

type TopicChipProps = { isSelected: boolean; onClick: () => void; children: ReactNode };

export function TopicChip({ isSelected, onClick, children }: TopicChipProps) {
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onClick}
      className={cn(
        "inline-flex items-center rounded-full border px-3 py-1 text-sm transition-colors",
        "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600",
        isSelected
          ? "border-teal-700 bg-teal-700 text-white"
          : "border-slate-300 bg-white text-slate-700 hover:border-teal-600 hover:text-teal-800",
      )}
    >
      {children}
    </button>
  );
}

type TopicChipsProps = {
  topics: readonly { label: string }[];
  isSelected: (label: string) => boolean;
  onToggle: (label: string) => void;
  /** Home shows an All chip before the topics (agents §2). */
  leading?: ReactNode;
};

/** 'Browse by Topic': the most frequent tag labels as toggle buttons. */
export function TopicChips({ topics, isSelected, onToggle, leading }: TopicChipsProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-sm font-semibold text-slate-700">
        Browse by Topic
      </h3>
      <div className="flex flex-wrap gap-2">
        {leading}
        {topics.map((topic) => (
          <TopicChip key={topic.label} isSelected={isSelected(topic.label)} onClick={() => onToggle(topic.label)}>
            {topic.label}
          </TopicChip>
        ))}
      </div>
    </section>
  );
}
