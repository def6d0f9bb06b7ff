import { entityKey, entitySlug } from "@/shared/entities/keys";

// The regulators the calendar's filter offers: those that set the dates the issue names (PDUFA,
// CHMP, NMPA, PMDA, MFDS approvals) and the other large markets'. Any other regulator's entity
// slug in the address still filters; the list shows it by its slug.
const NAMES = ["FDA", "EMA", "European Commission", "NMPA", "PMDA", "MFDS", "MHRA", "Health Canada", "TGA", "Swissmedic", "CDSCO", "ANVISA"] as const;

/** Each as an option: its entity slug ("regulator-fda") and its name. */
export const REGULATOR_OPTIONS = NAMES.map((name) => ({ value: entitySlug(entityKey("regulator", name)), label: name }));
