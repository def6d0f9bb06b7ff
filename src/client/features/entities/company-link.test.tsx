import type { ReactNode } from "react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { FilingResult } from "@/shared/filings/contracts";
import type { Patent } from "@/shared/patents/contracts";
import type { Trial } from "@/shared/trials/contracts";
import type { EntityRef } from "@/shared/entities/vocabulary";
import { SAMPLE_FILING, SAMPLE_PAPER } from "../../../../tests/support/samples";
import { FilingCard } from "../filings/filing-card";
import { PaperCard } from "../literature/paper-card";
import { PatentResultCard } from "../patents/patent-result-card";
import { TrialCard } from "../trials/trial-card";

// Intelligence results lead to the entity page of each company they name (issue 17 §4).

function render(children: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>,
  );
}

const linkTo = (path: string, name: string) => new RegExp(`<a [^>]*href="${path}"[^>]*>${name}</a>`);

const patent: Patent = {
  id: "US11234567",
  kindCode: "B2",
  title: "Bispecific antibodies",
  inventors: ["Doe J"],
  assignee: "Pfizer Inc; BioNTech SE",
  filingDate: "2021-03-01",
  publicationDate: "2022-02-01",
  abstract: null,
  citations: null,
  relevance: null,
  category: null,
  country: "US",
  status: "GRANT",
  url: null,
};

const trial: Trial = {
  id: "NCT01234567",
  title: "A study of corvalimab",
  officialTitle: null,
  conditions: ["NSCLC"],
  phases: ["PHASE2"],
  phase: "Phase 2",
  status: "RECRUITING",
  statusLabel: "Recruiting",
  studyType: "INTERVENTIONAL",
  sponsor: "Corvalis Therapeutics, Inc.",
  sponsorClass: "INDUSTRY",
  locations: [],
  enrollment: null,
  enrollmentType: null,
  minimumAge: null,
  maximumAge: null,
  ageRange: "18+",
  sex: null,
  startDate: null,
  completionDate: null,
  lastUpdate: null,
  summary: null,
  eligibility: null,
  interventions: [],
  interventionTypes: [],
  arms: [],
  url: "https://clinicaltrials.gov/study/NCT01234567",
};

const filing: FilingResult = {
  ...SAMPLE_FILING,
  financial_highlights: { ...SAMPLE_FILING.financial_highlights, market_cap_basis: "public_float" },
  filing_type: "10-K",
  form: "10-K",
  amendments: [],
  sections: "not_read",
};

describe("a company named by intelligence results", () => {
  it("links each of a patent's applicants to its entity page", () => {
    const html = render(<PatentResultCard patent={patent} />);
    expect(html).toMatch(linkTo("/entities/company-pfizer-inc", "Pfizer Inc"));
    expect(html).toMatch(linkTo("/entities/company-biontech-se", "BioNTech SE"));
  });

  it("links a filing's registrant to its entity page", () => {
    const html = render(<FilingCard filing={filing} onSectionsRead={() => {}} />);
    expect(html).toMatch(linkTo("/entities/company-snowflake-inc", "Snowflake Inc."));
  });

  it("links a trial's industry sponsor to its entity page, and names a university without a link", () => {
    const props = { isSelected: false, canSelectMore: true, onToggle: () => {} };
    expect(render(<TrialCard trial={trial} {...props} />)).toMatch(linkTo("/entities/company-corvalis-therapeutics-inc", "Corvalis Therapeutics, Inc."));
    const academic = render(<TrialCard trial={{ ...trial, sponsor: "Stanford University", sponsorClass: "OTHER" }} {...props} />);
    expect(academic).toContain("Stanford University");
    expect(academic).not.toMatch(/<a [^>]*href="\/entities\//);
  });
});

describe("the entities an intelligence result names, as chips", () => {
  const named: EntityRef[] = [
    { slug: "drug-pembrolizumab", name: "pembrolizumab", type: "drug" },
    { slug: "indication-melanoma", name: "Melanoma", type: "indication" },
  ];
  const trialProps = { isSelected: false, canSelectMore: true, onToggle: () => {} };
  const cards = [
    ["trial", (entities?: EntityRef[]) => <TrialCard trial={{ ...trial, entities }} {...trialProps} />],
    ["patent", (entities?: EntityRef[]) => <PatentResultCard patent={{ ...patent, entities }} />],
    ["preprint", (entities?: EntityRef[]) => <PaperCard paper={{ ...SAMPLE_PAPER, entities }} number={1} />],
    ["filing", (entities?: EntityRef[]) => <FilingCard filing={{ ...filing, entities }} onSectionsRead={() => {}} />],
  ] as const;

  it.each(cards)("lists on a %s's card each entity it names, leading to its page, its type said", (kind, card) => {
    const html = render(card(named));
    expect(html).toContain(`<ul aria-label="Entities in this ${kind}"`);
    expect(html).toMatch(/<a [^>]*title="Drug" href="\/entities\/drug-pembrolizumab"[^>]*>pembrolizumab<span class="sr-only"> \(Drug\)<\/span><\/a>/);
    expect(html).toMatch(/<a [^>]*href="\/entities\/indication-melanoma"[^>]*>Melanoma</);
  });

  it.each(cards)("shows no list on a %s's card that names none", (kind, card) => {
    expect(render(card([]))).not.toContain(`Entities in this ${kind}`);
    expect(render(card(undefined))).not.toContain(`Entities in this ${kind}`);
  });
});
