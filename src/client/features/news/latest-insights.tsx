import { useState } from "react";
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { NEWS_LIMITS } from "@/shared/limits";
import { ROUTES } from "@/shared/site/routes";
import { Button } from "@/client/components/ui/button";
import { Spinner } from "@/client/components/ui/spinner";
import { NewsCardGrid } from "./news-card";
import { TopicChip, TopicChips } from "./topic-chips";
import { useListNews } from "./use-list-news";
import { useListTopics } from "./use-list-topics";

/** Home's Latest Insights (agents-accounts-admin.md §2): six cards, one topic at a time. */
export function LatestInsights() {
  const [topic, setTopic] = useState<string | null>(null);
  const topics = useListTopics();
  const news = useListNews({ q: "", tags: topic ? [topic] : [], limit: NEWS_LIMITS.homeItems });
  const items = news.data?.items ?? [];

  return (
    <section aria-labelledby="latest-insights" className="bg-white">
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-16 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="space-y-2">
            <h2 id="latest-insights" className="text-3xl font-bold tracking-tight text-slate-900">
              Latest Insights
            </h2>
            <p className="text-slate-600">English summaries of biotech and pharma news, linked to their sources.</p>
          </div>
          <Button asChild variant="outline">
            <Link to={ROUTES.news}>
              View All News
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
        {(topics.data?.length ?? 0) > 0 && (
          <TopicChips
            topics={topics.data ?? []}
            isSelected={(label) => label === topic}
            onToggle={(label) => setTopic(label === topic ? null : label)}
            leading={
              <TopicChip isSelected={topic === null} onClick={() => setTopic(null)}>
                All
              </TopicChip>
            }
          />
        )}
        {news.isPending ? (
          <div className="flex justify-center py-10">
            <Spinner />
          </div>
        ) : items.length > 0 ? (
          <NewsCardGrid items={items} />
        ) : news.isSuccess ? (
          <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-slate-600">
            {topic ? "No news items match this topic" : "No published news yet"}
          </p>
        ) : null}
      </div>
    </section>
  );
}
