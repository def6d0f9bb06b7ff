import type { Trial } from "@/shared/trials/contracts";
import { formatAgeRange } from "@/shared/trials/eligibility";
import { phaseLabel, statusLabel, titleCase, trialUrl } from "@/shared/trials/options";
import { RemoteDataError } from "../../core/remote/remote-client";

/**
 * Reads ClinicalTrials.gov API v2 study records (data-sources.md §3.4, §3.5). Every piece is
 * optional: `fields` shrinks the modules, observational studies have no phases. Text is kept
 * exactly as served (the registry's own mojibake included).
 */
export type StudyPage = { studies: Trial[]; totalCount: number | null; nextPageToken: string | null };

type Json = Record<string, unknown>;

function record(value: unknown): Json {
  return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Json) : {};
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

function text(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value : null;
}

function texts(value: unknown): string[] {
  return list(value).filter((item): item is string => typeof item === "string" && item.trim() !== "");
}

/** One study; null when the record has no NCT id (nothing to show or link to). */
export function parseStudy(value: unknown): Trial | null {
  const protocol = record(record(value).protocolSection);
  const identification = record(protocol.identificationModule);
  const id = text(identification.nctId);
  if (!id) return null;
  const status = record(protocol.statusModule);
  const sponsor = record(record(protocol.sponsorCollaboratorsModule).leadSponsor);
  const design = record(protocol.designModule);
  const enrollment = record(design.enrollmentInfo);
  const eligibility = record(protocol.eligibilityModule);
  const arms = record(protocol.armsInterventionsModule);
  const phases = texts(design.phases);
  const interventions = list(arms.interventions)
    .map(record)
    .map((intervention) => ({ name: text(intervention.name), type: text(intervention.type) }))
    .filter((intervention): intervention is { name: string; type: string | null } => intervention.name !== null);
  const minimumAge = text(eligibility.minimumAge);
  const maximumAge = text(eligibility.maximumAge);
  const overallStatus = text(status.overallStatus);

  return {
    id,
    title: text(identification.briefTitle) ?? text(identification.officialTitle) ?? id,
    officialTitle: text(identification.officialTitle),
    conditions: texts(record(protocol.conditionsModule).conditions),
    phases,
    phase: phaseLabel(phases),
    status: overallStatus,
    statusLabel: statusLabel(overallStatus),
    studyType: text(design.studyType),
    sponsor: text(sponsor.name),
    sponsorClass: text(sponsor.class),
    locations: list(record(protocol.contactsLocationsModule).locations)
      .map(record)
      .map((location) => ({
        facility: text(location.facility),
        city: text(location.city),
        state: text(location.state),
        country: text(location.country),
        status: text(location.status),
      })),
    enrollment: typeof enrollment.count === "number" ? enrollment.count : null,
    enrollmentType: text(enrollment.type),
    minimumAge,
    maximumAge,
    ageRange: formatAgeRange(minimumAge, maximumAge),
    sex: text(eligibility.sex),
    startDate: text(record(status.startDateStruct).date),
    completionDate: text(record(status.completionDateStruct).date),
    lastUpdate: text(record(status.lastUpdatePostDateStruct).date) ?? text(status.lastUpdateSubmitDate),
    summary: text(record(protocol.descriptionModule).briefSummary),
    eligibility: text(eligibility.eligibilityCriteria),
    interventions,
    interventionTypes: [...new Set(interventions.flatMap((intervention) => (intervention.type ? [titleCase(intervention.type)] : [])))],
    arms: list(arms.armGroups)
      .map(record)
      .flatMap((arm) => {
        const label = text(arm.label);
        return label ? [{ label, description: text(arm.description) }] : [];
      }),
    url: trialUrl(id),
  };
}

/** A `/studies` page: `studies` must be a list; `totalCount` comes on the first page only. */
export function parseStudyPage(body: unknown): StudyPage {
  const page = record(body);
  if (!Array.isArray(page.studies)) throw new RemoteDataError("the answer held no list of studies");
  return {
    studies: page.studies.map(parseStudy).filter((study): study is Trial => study !== null),
    totalCount: typeof page.totalCount === "number" ? page.totalCount : null,
    nextPageToken: text(page.nextPageToken),
  };
}
