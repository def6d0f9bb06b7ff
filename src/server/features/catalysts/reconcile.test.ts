import { describe, expect, it } from "vitest";
import { settledBy, withEstimatedGoalDates, type FoundCatalyst, type StoredCatalyst } from "./reconcile";

const acceptance: FoundCatalyst = {
  type: "filing-acceptance",
  detail: null,
  status: "actual",
  outcome: null,
  date: { start: "2026-03-02", end: "2026-03-02", precision: "day", text: "" },
  replaces: null,
  assetId: "asset-1",
  companyId: "company-1",
  indicationId: null,
  trialId: null,
  regulatorId: "fda-1",
  regulatorSlug: "regulator-fda",
  indicationSlug: null,
  quote: "The FDA has accepted the NDA for ZX-101.",
  confidence: 0.85,
  method: "rules",
};

describe("withEstimatedGoalDates", () => {
  it("estimates the PDUFA goal of an FDA acceptance with none stated: 10 months on, 6 under priority review, at month precision with its rule in words", () => {
    const [, standard] = withEstimatedGoalDates([acceptance]);
    expect(standard).toMatchObject({ type: "pdufa", status: "estimated", date: { start: "2027-01-01", end: "2027-01-31", precision: "month", text: "About 10 months after the FDA accepted the application (standard review)" } });
    const priority = { ...acceptance, type: "designation" as const, detail: "priority-review" };
    const estimated = withEstimatedGoalDates([acceptance, priority]).find((found) => found.type === "pdufa");
    expect(estimated?.date).toMatchObject({ start: "2026-09-01", end: "2026-09-30" });
  });

  it("estimates nothing when the article states the goal date, or the acceptance is another regulator's", () => {
    const stated = { ...acceptance, type: "pdufa" as const, status: "expected" as const, date: { start: "2026-12-18", end: "2026-12-18", precision: "day" as const, text: "December 18, 2026" } };
    expect(withEstimatedGoalDates([acceptance, stated])).toHaveLength(2);
    expect(withEstimatedGoalDates([{ ...acceptance, regulatorSlug: "regulator-nmpa" }])).toHaveLength(1);
  });
});

describe("settledBy", () => {
  const approval: FoundCatalyst = { ...acceptance, type: "approval", date: { start: "2026-11-20", end: "2026-11-20", precision: "day", text: "" }, indicationId: "pah", indicationSlug: "indication-pulmonary-arterial-hypertension" };
  const readout: StoredCatalyst = {
    id: "readout-1",
    type: "readout",
    detail: "topline",
    status: "expected",
    dateStart: "2026-07-01",
    dateEnd: "2026-09-30",
    precision: "quarter",
    dateText: "2026年第3四半期",
    assetId: "asset-1",
    companyId: null,
    indicationId: "ph",
    indicationSlug: "indication-pulmonary-hypertension",
    trialId: null,
    regulatorId: null,
    regulatorSlug: null,
    sourceItemId: "item-1",
    history: [],
    review: "accepted",
  };

  it("settles an expected readout of the asset dated before its approval, under a broader name of the same indication", () => {
    const [settled] = settledBy(approval, [readout], "item-2", new Set());
    expect(settled?.changes).toEqual({ quote: approval.quote, sourceItemId: "item-2", status: "happened" });
  });

  it("leaves a readout in another indication, or one dated after the approval, expected", () => {
    expect(settledBy(approval, [{ ...readout, indicationId: "ipf", indicationSlug: "indication-idiopathic-pulmonary-fibrosis" }], "item-2", new Set())).toEqual([]);
    expect(settledBy(approval, [{ ...readout, dateStart: "2027-01-01", dateEnd: "2027-03-31" }], "item-2", new Set())).toEqual([]);
  });
});
