import { ExternalLink, FolderGit2, GitFork, Star } from "lucide-react";
import { Badge } from "@/client/components/ui/badge";
import { Button } from "@/client/components/ui/button";
import { ROUTES } from "@/shared/site/routes";
import { PageHero, PageSection } from "./marketing-blocks";
import { TextLink } from "./text-link";
import { GITHUB_ORGANISATION, RESOURCES, type ResourceCard } from "./site-data/resources";

const NEW_TAB = " (opens in a new tab)";

function RepositoryCard({ resource }: { resource: ResourceCard }) {
  return (
    <li className="flex flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <span aria-hidden className="flex size-10 items-center justify-center rounded-lg bg-teal-50 text-teal-700">
          <FolderGit2 className="size-5" />
        </span>
        {resource.highlight && (
          <Badge variant="amber">
            <Star aria-hidden className="size-3" />
            Featured
          </Badge>
        )}
      </div>
      <h3 className="mt-4 font-mono text-lg font-semibold break-words text-slate-900">{resource.name}</h3>
      <p className="mt-2 flex-1 text-slate-600">{resource.description}</p>
      <ul aria-label="Topics" className="mt-4 flex flex-wrap gap-2">
        {resource.topics.map((topic) => (
          <li key={topic}>
            <Badge variant="teal">{topic}</Badge>
          </li>
        ))}
      </ul>
      <Button asChild variant="outline" className="mt-6 self-start">
        <a href={resource.url} target="_blank" rel="noopener noreferrer">
          View on GitHub
          <span className="sr-only">
            : {resource.name}
            {NEW_TAB}
          </span>
          <ExternalLink aria-hidden />
        </a>
      </Button>
    </li>
  );
}

/** /resources (news-community-support.md §2): our open source repositories. */
export function ResourcesPage() {
  return (
    <>
      <PageHero
        title="Open Source Resources"
        subtitle="Code we share with the community: building blocks for AI in biotech and pharma that you can use, study and improve."
      >
        <Button asChild size="lg" variant="outline">
          <a href={GITHUB_ORGANISATION.repositoriesUrl} target="_blank" rel="noopener noreferrer">
            <GitFork aria-hidden />
            All repositories on GitHub
            <span className="sr-only">{NEW_TAB}</span>
          </a>
        </Button>
      </PageHero>
      <PageSection tone="white" title="Featured Repositories">
        <ul className="grid gap-6 md:grid-cols-2">
          {RESOURCES.map((resource) => (
            <RepositoryCard key={resource.name} resource={resource} />
          ))}
        </ul>
      </PageSection>
      <PageSection title="Contributing">
        <div className="mx-auto max-w-3xl space-y-4 text-lg text-slate-700">
          <p>
            Contributions are welcome. Open an issue to report a bug or propose an idea, or send a pull request with a
            clear description of the change and tests that cover it. Every repository has a README with set-up steps, and
            contributions are accepted under the repository's licence.
          </p>
          <p>
            Please never include patient data, confidential company documents or credentials in issues, examples or test
            fixtures. To report a security problem, write to us privately through the{" "}
            <TextLink to={ROUTES.contact}>contact page</TextLink>{" "}
            instead of opening a public issue.
          </p>
        </div>
      </PageSection>
    </>
  );
}
