// Entities (issue 17): companies, drugs, targets, modalities, indications, regulators and trials
// that articles mention, resolved to one row each, with their mentions and pages.

export { recordRecognition } from "./store";
