import type { Feature } from "../../core/feature";
import { entityPageData } from "./page-data";
import { entityRoutes } from "./routes";

// Entities (issue 17): companies, drugs, targets, modalities, indications, regulators and trials
// that articles mention, resolved to one row each, with their mentions and pages.

export { findCanonicalEntity } from "./repo";
export { withEntityLinks, type LinkSource } from "./link";
export { recognizeKnownEntities, recordRecognition, resolveEntity } from "./store";

export const entitiesFeature: Feature = {
  routes: entityRoutes,
  pageData: ({ db, config, notifications }) => ({ entity: entityPageData(db, notifications, config.PUBLIC_URL) }),
};
