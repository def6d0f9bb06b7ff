import type { NewsCredits } from "@/shared/news/contracts";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Spinner } from "@/client/components/ui/spinner";
import { useNewsCredits } from "@/client/features/news/use-news-credits";

type Balance = NewsCredits["previews"];

function creditLine(label: string, balance: Balance): string {
  return `${label} left: ${balance.remaining} of ${balance.limit} (${balance.period === "day" ? "today" : "lifetime"})`;
}

/** The credits the user has left for news previews and publications (spec §6). */
export function ProfileCredits() {
  const credits = useNewsCredits(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-lg">
          Credits
        </CardTitle>
        <CardDescription>News summaries you can still generate and publish.</CardDescription>
      </CardHeader>
      <CardContent>
        {credits.isPending ? (
          <Spinner label="Loading credits" />
        ) : credits.isError ? (
          <p className="text-sm text-slate-600">Credits could not be loaded.</p>
        ) : (
          <ul className="space-y-1 text-sm text-slate-800">
            <li>{creditLine("Previews", credits.data.previews)}</li>
            <li>{creditLine("Publications", credits.data.publications)}</li>
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
