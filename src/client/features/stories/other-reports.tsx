import { Link } from "react-router";
import { storyPagePath } from "@/shared/stories/paths";
import { ReportFacts } from "./story-timeline";
import { useGetStory } from "./use-get-story";

/**
 * "Other reports of this story" on an item's page (issue 20 §2): the other published reports of
 * the event it reports, in other sources and languages. Nothing while it loads, fails or has none.
 */
export function OtherReports({ newsId, storyId }: { newsId: string; storyId: string }) {
  const story = useGetStory(storyId);
  const others = story.data?.reports.filter((report) => report.id !== newsId) ?? [];
  if (!story.data || others.length === 0) return null;
  return (
    <section aria-labelledby="other-reports" className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id="other-reports" className="text-lg font-semibold text-slate-900">
        Other reports of this story
      </h2>
      <ul className="space-y-3">
        {others.map((report) => (
          <li key={report.id} className="space-y-0.5">
            <Link to={`/news/${report.id}`} className="font-medium break-words text-teal-800 hover:underline">
              {report.title}
            </Link>
            <ReportFacts report={report} />
          </li>
        ))}
      </ul>
      <Link to={storyPagePath(story.data.id)} className="inline-flex text-sm font-medium text-teal-700 hover:underline">
        All reports of this story
      </Link>
    </section>
  );
}
