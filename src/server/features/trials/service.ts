import type {
  CompareResponse,
  EligibilityResponse,
  PatientProfile,
  SearchTrialsResponse,
  Trial,
  TrendsResponse,
  TrialSearchFilters,
} from "@/shared/trials/contracts";
import { rankTrials } from "@/shared/trials/eligibility";
import { ELIGIBILITY_RESULTS, TRENDS_MAX_STUDIES, TRIALS_SOURCE } from "@/shared/trials/options";
import { countTrends } from "@/shared/trials/trends";
import type { Database } from "../../core/db/client";
import { sharedRateLimiter, type RateLimiter } from "../../core/remote/rate-limiter";
import { createRemoteClient, type RemoteClient } from "../../core/remote/remote-client";
import { askedStatus, compareQuery, eligibilityQuery, searchQuery, trendsQuery, type CtgovQuery } from "./ctgov-query";
import { parseStudyPage, type StudyPage } from "./ctgov-parse";

/** Searches change slowly (the registry refreshes once a weekday): an hour of cache is plenty. */
const CACHE_SECONDS = 60 * 60;

// ClinicalTrials.gov: about 1 request a second (data-sources.md §0, §3.7), shared by every user of
// this process. A burst of 3 lets trends fetch its two pages and a search without waiting.
const limiter = (): RateLimiter => sharedRateLimiter("clinicaltrials.gov", 1, 3);

export type TrialsService = ReturnType<typeof createTrialsService>;

export function createTrialsService({ db, baseUrl }: { db: Database; baseUrl: string }) {
  const client: RemoteClient = createRemoteClient(db, { name: TRIALS_SOURCE, baseUrl, limiter: limiter() });

  function studies(query: CtgovQuery, signal?: AbortSignal): Promise<StudyPage> {
    return client.request({ path: "/studies", query, ttlSeconds: CACHE_SECONDS, read: parseStudyPage, signal });
  }

  /** A study the registry answers with another status than the one asked for is left out and counted. */
  async function searchTrials(filters: TrialSearchFilters, signal?: AbortSignal): Promise<SearchTrialsResponse> {
    const page = await studies(searchQuery(filters), signal);
    const status = askedStatus(filters);
    const trials = status ? page.studies.filter((study) => study.status === status) : page.studies;
    return { trials, totalCount: page.totalCount, otherStatusCount: page.studies.length - trials.length, source: TRIALS_SOURCE };
  }

  /** Recruiting studies the patient is eligible for, best first; every other answer set aside with its reasons. */
  async function findEligibleTrials(patient: PatientProfile, signal?: AbortSignal): Promise<EligibilityResponse> {
    const page = await studies(eligibilityQuery(patient), signal);
    const { eligible, setAside } = rankTrials(page.studies, patient);
    return {
      trials: eligible.slice(0, ELIGIBILITY_RESULTS),
      eligibleCount: eligible.length,
      setAside: setAside.map(({ id, title, url, statusLabel, conditions, ageRange, setAsideReasons }) => ({
        id,
        title,
        url,
        statusLabel,
        conditions,
        ageRange,
        setAsideReasons,
      })),
      candidates: page.studies.length,
      source: TRIALS_SOURCE,
    };
  }

  /** Counts over up to TRENDS_MAX_STUDIES studies of the condition, following nextPageToken. */
  async function analyzeTrends(condition: string, signal?: AbortSignal): Promise<TrendsResponse> {
    const collected: Trial[] = [];
    let totalCount: number | null = null;
    let pageToken: string | null = null;
    do {
      const page: StudyPage = await studies(trendsQuery(condition, pageToken), signal);
      totalCount ??= page.totalCount;
      collected.push(...page.studies);
      pageToken = page.studies.length > 0 ? page.nextPageToken : null;
    } while (pageToken && collected.length < TRENDS_MAX_STUDIES);
    return {
      condition,
      totalCount,
      source: TRIALS_SOURCE,
      ...countTrends(collected.slice(0, TRENDS_MAX_STUDIES)),
    };
  }

  /** The chosen studies in the order chosen; ids the registry does not know are listed as missing. */
  async function compareTrials(ids: readonly string[], signal?: AbortSignal): Promise<CompareResponse> {
    const page = await studies(compareQuery(ids), signal);
    const byId = new Map(page.studies.map((study) => [study.id, study]));
    return {
      trials: ids.flatMap((id) => byId.get(id) ?? []),
      missing: ids.filter((id) => !byId.has(id)),
      source: TRIALS_SOURCE,
    };
  }

  return { searchTrials, findEligibleTrials, analyzeTrends, compareTrials };
}
