// Labelled pairs over STORY_ITEMS (items.ts). Positives: every pair inside each story.
// Hard negatives: hand-picked pairs of different stories within 0-5 days that share a company, a drug,
// a target, or the event type. Negatives: ordinary pairs of different stories. See README.md.

export type StoryGoldPair = {
  a: string;
  b: string;
  same_story: boolean;
  kind:
    | "duplicate"
    | "syndicated"
    | "same-language"
    | "cross-language"
    | "hard-negative-same-company"
    | "hard-negative-same-drug"
    | "hard-negative-same-week"
    | "hard-negative-same-target"
    | "negative";
};

export const STORY_PAIRS: StoryGoldPair[] = [
  // helixor-hxr7-mhra-authorisation
  { a: "g2-001", b: "g2-002", same_story: true, kind: "same-language" },
  // helixor-hxr7-health-canada-approval
  { a: "g2-003", b: "g2-004", same_story: true, kind: "cross-language" },
  // verdana-vrd277-fda-breakthrough
  { a: "g2-005", b: "g2-006", same_story: true, kind: "syndicated" },
  { a: "g2-005", b: "g2-007", same_story: true, kind: "syndicated" },
  { a: "g2-005", b: "g2-008", same_story: true, kind: "cross-language" },
  { a: "g2-005", b: "g2-010", same_story: true, kind: "cross-language" },
  { a: "g2-006", b: "g2-007", same_story: true, kind: "syndicated" },
  { a: "g2-006", b: "g2-008", same_story: true, kind: "cross-language" },
  { a: "g2-006", b: "g2-010", same_story: true, kind: "cross-language" },
  { a: "g2-007", b: "g2-008", same_story: true, kind: "cross-language" },
  { a: "g2-007", b: "g2-010", same_story: true, kind: "cross-language" },
  { a: "g2-008", b: "g2-010", same_story: true, kind: "cross-language" },
  // sewoon-swb73-fda-ind-clearance
  { a: "g2-009", b: "g2-012", same_story: true, kind: "same-language" },
  { a: "g2-009", b: "g2-013", same_story: true, kind: "cross-language" },
  { a: "g2-012", b: "g2-013", same_story: true, kind: "cross-language" },
  // verdana-public-offering
  { a: "g2-011", b: "g2-014", same_story: true, kind: "same-language" },
  // meridian-rock-series-b
  { a: "g2-015", b: "g2-016", same_story: true, kind: "duplicate" },
  { a: "g2-015", b: "g2-017", same_story: true, kind: "same-language" },
  { a: "g2-016", b: "g2-017", same_story: true, kind: "same-language" },
  // daon-series-b
  { a: "g2-018", b: "g2-019", same_story: true, kind: "same-language" },
  { a: "g2-018", b: "g2-020", same_story: true, kind: "cross-language" },
  { a: "g2-019", b: "g2-020", same_story: true, kind: "cross-language" },
  // anze-series-a
  { a: "g2-021", b: "g2-022", same_story: true, kind: "same-language" },
  // sewoon-anze-az017-korea-license
  { a: "g2-023", b: "g2-024", same_story: true, kind: "cross-language" },
  { a: "g2-023", b: "g2-025", same_story: true, kind: "same-language" },
  { a: "g2-024", b: "g2-025", same_story: true, kind: "cross-language" },
  // oncovera-ovp512-ema-prime
  { a: "g2-026", b: "g2-027", same_story: true, kind: "cross-language" },
  { a: "g2-026", b: "g2-028", same_story: true, kind: "same-language" },
  { a: "g2-027", b: "g2-028", same_story: true, kind: "cross-language" },
  // lumirna-lmr08-ema-prime
  { a: "g2-029", b: "g2-030", same_story: true, kind: "cross-language" },
  { a: "g2-029", b: "g2-031", same_story: true, kind: "same-language" },
  { a: "g2-030", b: "g2-031", same_story: true, kind: "cross-language" },
  // oncovera-series-b
  { a: "g2-032", b: "g2-033", same_story: true, kind: "cross-language" },
  // huayue-hy3021-nmpa-approval-breast
  { a: "g2-034", b: "g2-035", same_story: true, kind: "cross-language" },
  { a: "g2-034", b: "g2-037", same_story: true, kind: "same-language" },
  { a: "g2-034", b: "g2-038", same_story: true, kind: "cross-language" },
  { a: "g2-034", b: "g2-039", same_story: true, kind: "cross-language" },
  { a: "g2-035", b: "g2-037", same_story: true, kind: "cross-language" },
  { a: "g2-035", b: "g2-038", same_story: true, kind: "cross-language" },
  { a: "g2-035", b: "g2-039", same_story: true, kind: "cross-language" },
  { a: "g2-037", b: "g2-038", same_story: true, kind: "cross-language" },
  { a: "g2-037", b: "g2-039", same_story: true, kind: "cross-language" },
  { a: "g2-038", b: "g2-039", same_story: true, kind: "cross-language" },
  // huayue-astrazeneca-hy5107-license
  { a: "g2-040", b: "g2-041", same_story: true, kind: "cross-language" },
  { a: "g2-040", b: "g2-042", same_story: true, kind: "same-language" },
  { a: "g2-040", b: "g2-043", same_story: true, kind: "cross-language" },
  { a: "g2-041", b: "g2-042", same_story: true, kind: "cross-language" },
  { a: "g2-041", b: "g2-043", same_story: true, kind: "cross-language" },
  { a: "g2-042", b: "g2-043", same_story: true, kind: "cross-language" },
  // huayue-hy3021-fero-lung03-readout
  { a: "g2-044", b: "g2-045", same_story: true, kind: "cross-language" },
  // baihong-bh1802-ph3-first-patient
  { a: "g2-047", b: "g2-048", same_story: true, kind: "cross-language" },
  { a: "g2-047", b: "g2-049", same_story: true, kind: "same-language" },
  { a: "g2-048", b: "g2-049", same_story: true, kind: "cross-language" },
  // aoba-ab218-phase1-start
  { a: "g2-050", b: "g2-051", same_story: true, kind: "same-language" },
  // baihong-series-d
  { a: "g2-052", b: "g2-053", same_story: true, kind: "cross-language" },
  { a: "g2-052", b: "g2-054", same_story: true, kind: "same-language" },
  { a: "g2-053", b: "g2-054", same_story: true, kind: "cross-language" },
  // seirei-srp740-china-ph3-first-patient
  { a: "g2-055", b: "g2-056", same_story: true, kind: "cross-language" },
  { a: "g2-055", b: "g2-057", same_story: true, kind: "same-language" },
  { a: "g2-056", b: "g2-057", same_story: true, kind: "cross-language" },
  // corvane-cvn118-ph2-topline
  { a: "g2-060", b: "g2-061", same_story: true, kind: "same-language" },
  { a: "g2-060", b: "g2-062", same_story: true, kind: "cross-language" },
  { a: "g2-061", b: "g2-062", same_story: true, kind: "cross-language" },
  // hanbit-hb0712-mfds-ind
  { a: "g2-063", b: "g2-064", same_story: true, kind: "same-language" },
  { a: "g2-063", b: "g2-065", same_story: true, kind: "cross-language" },
  { a: "g2-064", b: "g2-065", same_story: true, kind: "cross-language" },
  // runkang-rk2208-nmpa-nda-accepted
  { a: "g2-066", b: "g2-067", same_story: true, kind: "same-language" },
  // hanbit-zhengning-hb0931-license
  { a: "g2-068", b: "g2-069", same_story: true, kind: "cross-language" },
  { a: "g2-068", b: "g2-070", same_story: true, kind: "same-language" },
  { a: "g2-068", b: "g2-071", same_story: true, kind: "cross-language" },
  { a: "g2-069", b: "g2-070", same_story: true, kind: "cross-language" },
  { a: "g2-069", b: "g2-071", same_story: true, kind: "same-language" },
  { a: "g2-070", b: "g2-071", same_story: true, kind: "cross-language" },
  // sewoon-swu21-fda-approval
  { a: "g2-074", b: "g2-075", same_story: true, kind: "same-language" },
  { a: "g2-074", b: "g2-076", same_story: true, kind: "cross-language" },
  { a: "g2-075", b: "g2-076", same_story: true, kind: "cross-language" },
  // zhengning-znu45-fda-approval
  { a: "g2-077", b: "g2-078", same_story: true, kind: "same-language" },
  { a: "g2-077", b: "g2-079", same_story: true, kind: "cross-language" },
  { a: "g2-078", b: "g2-079", same_story: true, kind: "cross-language" },
  // corvane-cvn118-ph2-full-data-ada
  { a: "g2-080", b: "g2-082", same_story: true, kind: "cross-language" },
  // mitsuba-mp1306-japan-filing
  { a: "g2-081", b: "g2-083", same_story: true, kind: "same-language" },
  // mitsuba-efgonimab-japan-approval
  { a: "g2-084", b: "g2-085", same_story: true, kind: "same-language" },
  { a: "g2-084", b: "g2-086", same_story: true, kind: "cross-language" },
  { a: "g2-085", b: "g2-086", same_story: true, kind: "cross-language" },
  // daon-boehringer-dt301-license
  { a: "g2-087", b: "g2-088", same_story: true, kind: "cross-language" },
  { a: "g2-087", b: "g2-091", same_story: true, kind: "same-language" },
  { a: "g2-087", b: "g2-092", same_story: true, kind: "cross-language" },
  { a: "g2-088", b: "g2-091", same_story: true, kind: "cross-language" },
  { a: "g2-088", b: "g2-092", same_story: true, kind: "cross-language" },
  { a: "g2-091", b: "g2-092", same_story: true, kind: "cross-language" },
  // isarion-efgonimab-chmp-opinion
  { a: "g2-089", b: "g2-090", same_story: true, kind: "cross-language" },
  { a: "g2-089", b: "g2-093", same_story: true, kind: "same-language" },
  { a: "g2-089", b: "g2-094", same_story: true, kind: "cross-language" },
  { a: "g2-090", b: "g2-093", same_story: true, kind: "cross-language" },
  { a: "g2-090", b: "g2-094", same_story: true, kind: "cross-language" },
  { a: "g2-093", b: "g2-094", same_story: true, kind: "cross-language" },
  // rheinwerk-bayer-rwb0455-license
  { a: "g2-095", b: "g2-096", same_story: true, kind: "cross-language" },
  { a: "g2-095", b: "g2-097", same_story: true, kind: "same-language" },
  { a: "g2-095", b: "g2-098", same_story: true, kind: "cross-language" },
  { a: "g2-096", b: "g2-097", same_story: true, kind: "cross-language" },
  { a: "g2-096", b: "g2-098", same_story: true, kind: "same-language" },
  { a: "g2-097", b: "g2-098", same_story: true, kind: "cross-language" },
  // palisade-pls310-ph2b-uc-readout
  { a: "g2-099", b: "g2-100", same_story: true, kind: "same-language" },
  { a: "g2-099", b: "g2-103", same_story: true, kind: "cross-language" },
  { a: "g2-100", b: "g2-103", same_story: true, kind: "cross-language" },
  // takeda-kereida-krd330-license
  { a: "g2-101", b: "g2-102", same_story: true, kind: "cross-language" },
  { a: "g2-101", b: "g2-104", same_story: true, kind: "same-language" },
  { a: "g2-101", b: "g2-105", same_story: true, kind: "cross-language" },
  { a: "g2-102", b: "g2-104", same_story: true, kind: "cross-language" },
  { a: "g2-102", b: "g2-105", same_story: true, kind: "cross-language" },
  { a: "g2-104", b: "g2-105", same_story: true, kind: "cross-language" },
  // kereida-krd106-nmpa-approval
  { a: "g2-107", b: "g2-108", same_story: true, kind: "cross-language" },
  { a: "g2-107", b: "g2-110", same_story: true, kind: "same-language" },
  { a: "g2-107", b: "g2-111", same_story: true, kind: "cross-language" },
  { a: "g2-107", b: "g2-112", same_story: true, kind: "cross-language" },
  { a: "g2-108", b: "g2-110", same_story: true, kind: "cross-language" },
  { a: "g2-108", b: "g2-111", same_story: true, kind: "cross-language" },
  { a: "g2-108", b: "g2-112", same_story: true, kind: "cross-language" },
  { a: "g2-110", b: "g2-111", same_story: true, kind: "cross-language" },
  { a: "g2-110", b: "g2-112", same_story: true, kind: "cross-language" },
  { a: "g2-111", b: "g2-112", same_story: true, kind: "cross-language" },
  // roche-ravotamig-harmony-lung01-readout
  { a: "g2-113", b: "g2-114", same_story: true, kind: "same-language" },
  { a: "g2-113", b: "g2-115", same_story: true, kind: "cross-language" },
  { a: "g2-114", b: "g2-115", same_story: true, kind: "cross-language" },
  // novartis-tidewell-acquisition
  { a: "g2-117", b: "g2-118", same_story: true, kind: "same-language" },
  { a: "g2-117", b: "g2-119", same_story: true, kind: "cross-language" },
  { a: "g2-117", b: "g2-120", same_story: true, kind: "same-language" },
  { a: "g2-117", b: "g2-121", same_story: true, kind: "cross-language" },
  { a: "g2-117", b: "g2-122", same_story: true, kind: "cross-language" },
  { a: "g2-118", b: "g2-119", same_story: true, kind: "cross-language" },
  { a: "g2-118", b: "g2-120", same_story: true, kind: "same-language" },
  { a: "g2-118", b: "g2-121", same_story: true, kind: "cross-language" },
  { a: "g2-118", b: "g2-122", same_story: true, kind: "cross-language" },
  { a: "g2-119", b: "g2-120", same_story: true, kind: "cross-language" },
  { a: "g2-119", b: "g2-121", same_story: true, kind: "cross-language" },
  { a: "g2-119", b: "g2-122", same_story: true, kind: "cross-language" },
  { a: "g2-120", b: "g2-121", same_story: true, kind: "cross-language" },
  { a: "g2-120", b: "g2-122", same_story: true, kind: "cross-language" },
  { a: "g2-121", b: "g2-122", same_story: true, kind: "cross-language" },
  // abbvie-quartzline-acquisition
  { a: "g2-123", b: "g2-124", same_story: true, kind: "same-language" },
  { a: "g2-123", b: "g2-125", same_story: true, kind: "cross-language" },
  { a: "g2-124", b: "g2-125", same_story: true, kind: "cross-language" },
  // hokuto-lanternfish-acquisition
  { a: "g2-126", b: "g2-127", same_story: true, kind: "cross-language" },
  { a: "g2-126", b: "g2-128", same_story: true, kind: "same-language" },
  { a: "g2-127", b: "g2-128", same_story: true, kind: "cross-language" },
  // hokuto-hkt552-ph3-ad-readout
  { a: "g2-129", b: "g2-130", same_story: true, kind: "cross-language" },
  { a: "g2-129", b: "g2-131", same_story: true, kind: "same-language" },
  { a: "g2-130", b: "g2-131", same_story: true, kind: "cross-language" },
  // medigencell-mgc19-mfds-approval
  { a: "g2-133", b: "g2-134", same_story: true, kind: "duplicate" },
  { a: "g2-133", b: "g2-135", same_story: true, kind: "same-language" },
  { a: "g2-133", b: "g2-136", same_story: true, kind: "cross-language" },
  { a: "g2-134", b: "g2-135", same_story: true, kind: "same-language" },
  { a: "g2-134", b: "g2-136", same_story: true, kind: "cross-language" },
  { a: "g2-135", b: "g2-136", same_story: true, kind: "cross-language" },
  // medigencell-series-c
  { a: "g2-137", b: "g2-138", same_story: true, kind: "same-language" },
  // nordavia-taverokimab-ec-approval
  { a: "g2-141", b: "g2-142", same_story: true, kind: "same-language" },
  { a: "g2-141", b: "g2-143", same_story: true, kind: "cross-language" },
  { a: "g2-141", b: "g2-144", same_story: true, kind: "cross-language" },
  { a: "g2-141", b: "g2-146", same_story: true, kind: "cross-language" },
  { a: "g2-142", b: "g2-143", same_story: true, kind: "cross-language" },
  { a: "g2-142", b: "g2-144", same_story: true, kind: "cross-language" },
  { a: "g2-142", b: "g2-146", same_story: true, kind: "cross-language" },
  { a: "g2-143", b: "g2-144", same_story: true, kind: "cross-language" },
  { a: "g2-143", b: "g2-146", same_story: true, kind: "cross-language" },
  { a: "g2-144", b: "g2-146", same_story: true, kind: "cross-language" },
  // nordavia-taverokimab-fda-bla-accepted
  { a: "g2-145", b: "g2-147", same_story: true, kind: "same-language" },
  // havelgen-daiichi-hvg177-license
  { a: "g2-150", b: "g2-151", same_story: true, kind: "cross-language" },
  { a: "g2-150", b: "g2-152", same_story: true, kind: "same-language" },
  { a: "g2-150", b: "g2-153", same_story: true, kind: "cross-language" },
  { a: "g2-151", b: "g2-152", same_story: true, kind: "cross-language" },
  { a: "g2-151", b: "g2-153", same_story: true, kind: "cross-language" },
  { a: "g2-152", b: "g2-153", same_story: true, kind: "cross-language" },
  // boehringer-isarion-acquisition
  { a: "g2-155", b: "g2-156", same_story: true, kind: "same-language" },
  { a: "g2-155", b: "g2-157", same_story: true, kind: "cross-language" },
  { a: "g2-155", b: "g2-158", same_story: true, kind: "cross-language" },
  { a: "g2-155", b: "g2-159", same_story: true, kind: "cross-language" },
  { a: "g2-156", b: "g2-157", same_story: true, kind: "cross-language" },
  { a: "g2-156", b: "g2-158", same_story: true, kind: "cross-language" },
  { a: "g2-156", b: "g2-159", same_story: true, kind: "cross-language" },
  { a: "g2-157", b: "g2-158", same_story: true, kind: "same-language" },
  { a: "g2-157", b: "g2-159", same_story: true, kind: "cross-language" },
  { a: "g2-158", b: "g2-159", same_story: true, kind: "cross-language" },
  // hard negatives
  { a: "g2-034", b: "g2-041", same_story: false, kind: "hard-negative-same-company" }, // huayue-hy3021-nmpa-approval-breast / huayue-astrazeneca-hy5107-license
  { a: "g2-035", b: "g2-040", same_story: false, kind: "hard-negative-same-company" }, // huayue-hy3021-nmpa-approval-breast / huayue-astrazeneca-hy5107-license
  { a: "g2-040", b: "g2-045", same_story: false, kind: "hard-negative-same-company" }, // huayue-astrazeneca-hy5107-license / huayue-hy3021-fero-lung03-readout
  { a: "g2-041", b: "g2-044", same_story: false, kind: "hard-negative-same-company" }, // huayue-astrazeneca-hy5107-license / huayue-hy3021-fero-lung03-readout
  { a: "g2-043", b: "g2-038", same_story: false, kind: "hard-negative-same-company" }, // huayue-astrazeneca-hy5107-license / huayue-hy3021-nmpa-approval-breast
  { a: "g2-047", b: "g2-052", same_story: false, kind: "hard-negative-same-company" }, // baihong-bh1802-ph3-first-patient / baihong-series-d
  { a: "g2-048", b: "g2-053", same_story: false, kind: "hard-negative-same-company" }, // baihong-bh1802-ph3-first-patient / baihong-series-d
  { a: "g2-049", b: "g2-054", same_story: false, kind: "hard-negative-same-company" }, // baihong-bh1802-ph3-first-patient / baihong-series-d
  { a: "g2-005", b: "g2-011", same_story: false, kind: "hard-negative-same-company" }, // verdana-vrd277-fda-breakthrough / verdana-public-offering
  { a: "g2-007", b: "g2-014", same_story: false, kind: "hard-negative-same-company" }, // verdana-vrd277-fda-breakthrough / verdana-public-offering
  { a: "g2-008", b: "g2-011", same_story: false, kind: "hard-negative-same-company" }, // verdana-vrd277-fda-breakthrough / verdana-public-offering
  { a: "g2-133", b: "g2-137", same_story: false, kind: "hard-negative-same-company" }, // medigencell-mgc19-mfds-approval / medigencell-series-c
  { a: "g2-136", b: "g2-138", same_story: false, kind: "hard-negative-same-company" }, // medigencell-mgc19-mfds-approval / medigencell-series-c
  { a: "g2-135", b: "g2-138", same_story: false, kind: "hard-negative-same-company" }, // medigencell-mgc19-mfds-approval / medigencell-series-c
  { a: "g2-063", b: "g2-068", same_story: false, kind: "hard-negative-same-company" }, // hanbit-hb0712-mfds-ind / hanbit-zhengning-hb0931-license
  { a: "g2-065", b: "g2-069", same_story: false, kind: "hard-negative-same-company" }, // hanbit-hb0712-mfds-ind / hanbit-zhengning-hb0931-license
  { a: "g2-064", b: "g2-070", same_story: false, kind: "hard-negative-same-company" }, // hanbit-hb0712-mfds-ind / hanbit-zhengning-hb0931-license
  { a: "g2-084", b: "g2-081", same_story: false, kind: "hard-negative-same-company" }, // mitsuba-efgonimab-japan-approval / mitsuba-mp1306-japan-filing
  { a: "g2-085", b: "g2-083", same_story: false, kind: "hard-negative-same-company" }, // mitsuba-efgonimab-japan-approval / mitsuba-mp1306-japan-filing
  { a: "g2-086", b: "g2-081", same_story: false, kind: "hard-negative-same-company" }, // mitsuba-efgonimab-japan-approval / mitsuba-mp1306-japan-filing
  { a: "g2-126", b: "g2-129", same_story: false, kind: "hard-negative-same-company" }, // hokuto-lanternfish-acquisition / hokuto-hkt552-ph3-ad-readout
  { a: "g2-127", b: "g2-130", same_story: false, kind: "hard-negative-same-company" }, // hokuto-lanternfish-acquisition / hokuto-hkt552-ph3-ad-readout
  { a: "g2-128", b: "g2-131", same_story: false, kind: "hard-negative-same-company" }, // hokuto-lanternfish-acquisition / hokuto-hkt552-ph3-ad-readout
  { a: "g2-026", b: "g2-032", same_story: false, kind: "hard-negative-same-company" }, // oncovera-ovp512-ema-prime / oncovera-series-b
  { a: "g2-027", b: "g2-033", same_story: false, kind: "hard-negative-same-company" }, // oncovera-ovp512-ema-prime / oncovera-series-b
  { a: "g2-021", b: "g2-024", same_story: false, kind: "hard-negative-same-company" }, // anze-series-a / sewoon-anze-az017-korea-license
  { a: "g2-022", b: "g2-023", same_story: false, kind: "hard-negative-same-company" }, // anze-series-a / sewoon-anze-az017-korea-license
  { a: "g2-034", b: "g2-044", same_story: false, kind: "hard-negative-same-drug" }, // huayue-hy3021-nmpa-approval-breast / huayue-hy3021-fero-lung03-readout
  { a: "g2-039", b: "g2-045", same_story: false, kind: "hard-negative-same-drug" }, // huayue-hy3021-nmpa-approval-breast / huayue-hy3021-fero-lung03-readout
  { a: "g2-037", b: "g2-036", same_story: false, kind: "hard-negative-same-drug" }, // huayue-hy3021-nmpa-approval-breast / huayue-hy3021-fda-breakthrough-nsclc
  { a: "g2-035", b: "g2-036", same_story: false, kind: "hard-negative-same-drug" }, // huayue-hy3021-nmpa-approval-breast / huayue-hy3021-fda-breakthrough-nsclc
  { a: "g2-044", b: "g2-036", same_story: false, kind: "hard-negative-same-drug" }, // huayue-hy3021-fero-lung03-readout / huayue-hy3021-fda-breakthrough-nsclc
  { a: "g2-089", b: "g2-084", same_story: false, kind: "hard-negative-same-drug" }, // isarion-efgonimab-chmp-opinion / mitsuba-efgonimab-japan-approval
  { a: "g2-090", b: "g2-086", same_story: false, kind: "hard-negative-same-drug" }, // isarion-efgonimab-chmp-opinion / mitsuba-efgonimab-japan-approval
  { a: "g2-094", b: "g2-085", same_story: false, kind: "hard-negative-same-drug" }, // isarion-efgonimab-chmp-opinion / mitsuba-efgonimab-japan-approval
  { a: "g2-001", b: "g2-003", same_story: false, kind: "hard-negative-same-drug" }, // helixor-hxr7-mhra-authorisation / helixor-hxr7-health-canada-approval
  { a: "g2-002", b: "g2-004", same_story: false, kind: "hard-negative-same-drug" }, // helixor-hxr7-mhra-authorisation / helixor-hxr7-health-canada-approval
  { a: "g2-107", b: "g2-115", same_story: false, kind: "hard-negative-same-drug" }, // kereida-krd106-nmpa-approval / roche-ravotamig-harmony-lung01-readout
  { a: "g2-108", b: "g2-113", same_story: false, kind: "hard-negative-same-drug" }, // kereida-krd106-nmpa-approval / roche-ravotamig-harmony-lung01-readout
  { a: "g2-112", b: "g2-114", same_story: false, kind: "hard-negative-same-drug" }, // kereida-krd106-nmpa-approval / roche-ravotamig-harmony-lung01-readout
  { a: "g2-141", b: "g2-145", same_story: false, kind: "hard-negative-same-drug" }, // nordavia-taverokimab-ec-approval / nordavia-taverokimab-fda-bla-accepted
  { a: "g2-143", b: "g2-147", same_story: false, kind: "hard-negative-same-drug" }, // nordavia-taverokimab-ec-approval / nordavia-taverokimab-fda-bla-accepted
  { a: "g2-142", b: "g2-147", same_story: false, kind: "hard-negative-same-drug" }, // nordavia-taverokimab-ec-approval / nordavia-taverokimab-fda-bla-accepted
  { a: "g2-060", b: "g2-065", same_story: false, kind: "hard-negative-same-target" }, // corvane-cvn118-ph2-topline / hanbit-hb0712-mfds-ind
  { a: "g2-062", b: "g2-063", same_story: false, kind: "hard-negative-same-target" }, // corvane-cvn118-ph2-topline / hanbit-hb0712-mfds-ind
  { a: "g2-061", b: "g2-066", same_story: false, kind: "hard-negative-same-target" }, // corvane-cvn118-ph2-topline / runkang-rk2208-nmpa-nda-accepted
  { a: "g2-063", b: "g2-067", same_story: false, kind: "hard-negative-same-target" }, // hanbit-hb0712-mfds-ind / runkang-rk2208-nmpa-nda-accepted
  { a: "g2-066", b: "g2-069", same_story: false, kind: "hard-negative-same-target" }, // runkang-rk2208-nmpa-nda-accepted / hanbit-zhengning-hb0931-license
  { a: "g2-067", b: "g2-068", same_story: false, kind: "hard-negative-same-target" }, // runkang-rk2208-nmpa-nda-accepted / hanbit-zhengning-hb0931-license
  { a: "g2-090", b: "g2-088", same_story: false, kind: "hard-negative-same-target" }, // isarion-efgonimab-chmp-opinion / daon-boehringer-dt301-license
  { a: "g2-089", b: "g2-092", same_story: false, kind: "hard-negative-same-target" }, // isarion-efgonimab-chmp-opinion / daon-boehringer-dt301-license
  { a: "g2-084", b: "g2-087", same_story: false, kind: "hard-negative-same-target" }, // mitsuba-efgonimab-japan-approval / daon-boehringer-dt301-license
  { a: "g2-086", b: "g2-088", same_story: false, kind: "hard-negative-same-target" }, // mitsuba-efgonimab-japan-approval / daon-boehringer-dt301-license
  { a: "g2-047", b: "g2-050", same_story: false, kind: "hard-negative-same-target" }, // baihong-bh1802-ph3-first-patient / aoba-ab218-phase1-start
  { a: "g2-048", b: "g2-051", same_story: false, kind: "hard-negative-same-target" }, // baihong-bh1802-ph3-first-patient / aoba-ab218-phase1-start
  { a: "g2-005", b: "g2-013", same_story: false, kind: "hard-negative-same-target" }, // verdana-vrd277-fda-breakthrough / sewoon-swb73-fda-ind-clearance
  { a: "g2-008", b: "g2-009", same_story: false, kind: "hard-negative-same-target" }, // verdana-vrd277-fda-breakthrough / sewoon-swb73-fda-ind-clearance
  { a: "g2-096", b: "g2-099", same_story: false, kind: "hard-negative-same-target" }, // rheinwerk-bayer-rwb0455-license / palisade-pls310-ph2b-uc-readout
  { a: "g2-095", b: "g2-103", same_story: false, kind: "hard-negative-same-target" }, // rheinwerk-bayer-rwb0455-license / palisade-pls310-ph2b-uc-readout
  { a: "g2-098", b: "g2-105", same_story: false, kind: "hard-negative-same-target" }, // rheinwerk-bayer-rwb0455-license / takeda-kereida-krd330-license
  { a: "g2-097", b: "g2-101", same_story: false, kind: "hard-negative-same-target" }, // rheinwerk-bayer-rwb0455-license / takeda-kereida-krd330-license
  { a: "g2-099", b: "g2-105", same_story: false, kind: "hard-negative-same-target" }, // palisade-pls310-ph2b-uc-readout / takeda-kereida-krd330-license
  { a: "g2-103", b: "g2-102", same_story: false, kind: "hard-negative-same-target" }, // palisade-pls310-ph2b-uc-readout / takeda-kereida-krd330-license
  { a: "g2-074", b: "g2-077", same_story: false, kind: "hard-negative-same-target" }, // sewoon-swu21-fda-approval / zhengning-znu45-fda-approval
  { a: "g2-076", b: "g2-079", same_story: false, kind: "hard-negative-same-target" }, // sewoon-swu21-fda-approval / zhengning-znu45-fda-approval
  { a: "g2-075", b: "g2-078", same_story: false, kind: "hard-negative-same-target" }, // sewoon-swu21-fda-approval / zhengning-znu45-fda-approval
  { a: "g2-117", b: "g2-123", same_story: false, kind: "hard-negative-same-week" }, // novartis-tidewell-acquisition / abbvie-quartzline-acquisition
  { a: "g2-119", b: "g2-125", same_story: false, kind: "hard-negative-same-week" }, // novartis-tidewell-acquisition / abbvie-quartzline-acquisition
  { a: "g2-121", b: "g2-126", same_story: false, kind: "hard-negative-same-week" }, // novartis-tidewell-acquisition / hokuto-lanternfish-acquisition
  { a: "g2-124", b: "g2-127", same_story: false, kind: "hard-negative-same-week" }, // abbvie-quartzline-acquisition / hokuto-lanternfish-acquisition
  { a: "g2-118", b: "g2-127", same_story: false, kind: "hard-negative-same-week" }, // novartis-tidewell-acquisition / hokuto-lanternfish-acquisition
  { a: "g2-026", b: "g2-029", same_story: false, kind: "hard-negative-same-week" }, // oncovera-ovp512-ema-prime / lumirna-lmr08-ema-prime
  { a: "g2-027", b: "g2-030", same_story: false, kind: "hard-negative-same-week" }, // oncovera-ovp512-ema-prime / lumirna-lmr08-ema-prime
  { a: "g2-028", b: "g2-031", same_story: false, kind: "hard-negative-same-week" }, // oncovera-ovp512-ema-prime / lumirna-lmr08-ema-prime
  { a: "g2-015", b: "g2-020", same_story: false, kind: "hard-negative-same-week" }, // meridian-rock-series-b / daon-series-b
  { a: "g2-017", b: "g2-021", same_story: false, kind: "hard-negative-same-week" }, // meridian-rock-series-b / anze-series-a
  { a: "g2-018", b: "g2-022", same_story: false, kind: "hard-negative-same-week" }, // daon-series-b / anze-series-a
  { a: "g2-049", b: "g2-056", same_story: false, kind: "hard-negative-same-week" }, // baihong-bh1802-ph3-first-patient / seirei-srp740-china-ph3-first-patient
  { a: "g2-050", b: "g2-055", same_story: false, kind: "hard-negative-same-week" }, // aoba-ab218-phase1-start / seirei-srp740-china-ph3-first-patient
  { a: "g2-107", b: "g2-109", same_story: false, kind: "hard-negative-same-week" }, // kereida-krd106-nmpa-approval / zhengning-znd60-nmpa-approval
  { a: "g2-108", b: "g2-109", same_story: false, kind: "hard-negative-same-week" }, // kereida-krd106-nmpa-approval / zhengning-znd60-nmpa-approval
  { a: "g2-141", b: "g2-140", same_story: false, kind: "hard-negative-same-week" }, // nordavia-taverokimab-ec-approval / sakura-skr11-japan-approval
  { a: "g2-143", b: "g2-140", same_story: false, kind: "hard-negative-same-week" }, // nordavia-taverokimab-ec-approval / sakura-skr11-japan-approval
  // ordinary negatives
  { a: "g2-060", b: "g2-080", same_story: false, kind: "negative" }, // corvane-cvn118-ph2-topline / corvane-cvn118-ph2-full-data-ada
  { a: "g2-062", b: "g2-082", same_story: false, kind: "negative" }, // corvane-cvn118-ph2-topline / corvane-cvn118-ph2-full-data-ada
  { a: "g2-087", b: "g2-018", same_story: false, kind: "negative" }, // daon-boehringer-dt301-license / daon-series-b
  { a: "g2-088", b: "g2-020", same_story: false, kind: "negative" }, // daon-boehringer-dt301-license / daon-series-b
  { a: "g2-089", b: "g2-156", same_story: false, kind: "negative" }, // isarion-efgonimab-chmp-opinion / boehringer-isarion-acquisition
  { a: "g2-090", b: "g2-157", same_story: false, kind: "negative" }, // isarion-efgonimab-chmp-opinion / boehringer-isarion-acquisition
  { a: "g2-084", b: "g2-159", same_story: false, kind: "negative" }, // mitsuba-efgonimab-japan-approval / boehringer-isarion-acquisition
  { a: "g2-009", b: "g2-074", same_story: false, kind: "negative" }, // sewoon-swb73-fda-ind-clearance / sewoon-swu21-fda-approval
  { a: "g2-075", b: "g2-149", same_story: false, kind: "negative" }, // sewoon-swu21-fda-approval / sewoon-songdo-plant-completion
  { a: "g2-066", b: "g2-148", same_story: false, kind: "negative" }, // runkang-rk2208-nmpa-nda-accepted / runkang-hkex-ipo
  { a: "g2-050", b: "g2-154", same_story: false, kind: "negative" }, // aoba-ab218-phase1-start / aoba-tse-growth-listing
  { a: "g2-040", b: "g2-048", same_story: false, kind: "negative" }, // huayue-astrazeneca-hy5107-license / baihong-bh1802-ph3-first-patient
  { a: "g2-069", b: "g2-077", same_story: false, kind: "negative" }, // hanbit-zhengning-hb0931-license / zhengning-znu45-fda-approval
  { a: "g2-078", b: "g2-109", same_story: false, kind: "negative" }, // zhengning-znu45-fda-approval / zhengning-znd60-nmpa-approval
  { a: "g2-107", b: "g2-101", same_story: false, kind: "negative" }, // kereida-krd106-nmpa-approval / takeda-kereida-krd330-license
  { a: "g2-035", b: "g2-005", same_story: false, kind: "negative" }, // huayue-hy3021-nmpa-approval-breast / verdana-vrd277-fda-breakthrough
  { a: "g2-117", b: "g2-157", same_story: false, kind: "negative" }, // novartis-tidewell-acquisition / boehringer-isarion-acquisition
  { a: "g2-125", b: "g2-146", same_story: false, kind: "negative" }, // abbvie-quartzline-acquisition / nordavia-taverokimab-ec-approval
  { a: "g2-029", b: "g2-144", same_story: false, kind: "negative" }, // lumirna-lmr08-ema-prime / nordavia-taverokimab-ec-approval
  { a: "g2-004", b: "g2-073", same_story: false, kind: "negative" }, // helixor-hxr7-health-canada-approval / calanque-clq52-phase1-start
  { a: "g2-095", b: "g2-150", same_story: false, kind: "negative" }, // rheinwerk-bayer-rwb0455-license / havelgen-daiichi-hvg177-license
  { a: "g2-153", b: "g2-159", same_story: false, kind: "negative" }, // havelgen-daiichi-hvg177-license / boehringer-isarion-acquisition
  { a: "g2-052", b: "g2-021", same_story: false, kind: "negative" }, // baihong-series-d / anze-series-a
  { a: "g2-137", b: "g2-018", same_story: false, kind: "negative" }, // medigencell-series-c / daon-series-b
  { a: "g2-133", b: "g2-111", same_story: false, kind: "negative" }, // medigencell-mgc19-mfds-approval / kereida-krd106-nmpa-approval
  { a: "g2-001", b: "g2-106", same_story: false, kind: "negative" }, // helixor-hxr7-mhra-authorisation / blueheron-bht402-ema-maa-validated
  { a: "g2-099", b: "g2-058", same_story: false, kind: "negative" }, // palisade-pls310-ph2b-uc-readout / saltmarsh-smp31-fda-crl
  { a: "g2-059", b: "g2-132", same_story: false, kind: "negative" }, // vitrea-septiq-ivdr-certification / medalis-mdl88-phase2-start
  { a: "g2-026", b: "g2-116", same_story: false, kind: "negative" }, // oncovera-ovp512-ema-prime / biogalicia-bgt3-aemps-trial-authorisation
  { a: "g2-126", b: "g2-051", same_story: false, kind: "negative" }, // hokuto-lanternfish-acquisition / aoba-ab218-phase1-start
  { a: "g2-129", b: "g2-140", same_story: false, kind: "negative" }, // hokuto-hkt552-ph3-ad-readout / sakura-skr11-japan-approval
  { a: "g2-063", b: "g2-046", same_story: false, kind: "negative" }, // hanbit-hb0712-mfds-ind / bionex-bnx07-fda-orphan
  { a: "g2-122", b: "g2-101", same_story: false, kind: "negative" }, // novartis-tidewell-acquisition / takeda-kereida-krd330-license
  { a: "g2-010", b: "g2-130", same_story: false, kind: "negative" }, // verdana-vrd277-fda-breakthrough / hokuto-hkt552-ph3-ad-readout
  { a: "g2-115", b: "g2-097", same_story: false, kind: "negative" }, // roche-ravotamig-harmony-lung01-readout / rheinwerk-bayer-rwb0455-license
  { a: "g2-145", b: "g2-139", same_story: false, kind: "negative" }, // nordavia-taverokimab-fda-bla-accepted / kestrel-kg201-discontinued
  { a: "g2-015", b: "g2-072", same_story: false, kind: "negative" }, // meridian-rock-series-b / northgate-restructuring
  { a: "g2-047", b: "g2-107", same_story: false, kind: "negative" }, // baihong-bh1802-ph3-first-patient / kereida-krd106-nmpa-approval
  { a: "g2-081", b: "g2-140", same_story: false, kind: "negative" }, // mitsuba-mp1306-japan-filing / sakura-skr11-japan-approval
  { a: "g2-092", b: "g2-155", same_story: false, kind: "negative" }, // daon-boehringer-dt301-license / boehringer-isarion-acquisition
  { a: "g2-032", b: "g2-125", same_story: false, kind: "negative" }, // oncovera-series-b / abbvie-quartzline-acquisition
  { a: "g2-120", b: "g2-142", same_story: false, kind: "negative" }, // novartis-tidewell-acquisition / nordavia-taverokimab-ec-approval
  { a: "g2-068", b: "g2-023", same_story: false, kind: "negative" }, // hanbit-zhengning-hb0931-license / sewoon-anze-az017-korea-license
  { a: "g2-043", b: "g2-136", same_story: false, kind: "negative" }, // huayue-astrazeneca-hy5107-license / medigencell-mgc19-mfds-approval
  { a: "g2-044", b: "g2-047", same_story: false, kind: "negative" }, // huayue-hy3021-fero-lung03-readout / baihong-bh1802-ph3-first-patient
];
