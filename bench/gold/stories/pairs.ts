// Gold pairs for story grouping, labelled by hand from items.ts (see README.md in this folder).
// same_story agrees with the items' story fields; check.ts verifies it.

type StoryGoldPairKind =
  | "duplicate"
  | "syndicated"
  | "same-language"
  | "cross-language"
  | "hard-negative-same-company"
  | "hard-negative-same-drug"
  | "hard-negative-same-week"
  | "hard-negative-same-target"
  | "negative";

export type StoryGoldPair = { a: string; b: string; same_story: boolean; kind: StoryGoldPairKind };

export const STORY_PAIRS: StoryGoldPair[] = [
  // positive: hengrui-zelfarasib-nmpa-approval
  { a: "sg001", b: "sg002", same_story: true, kind: "same-language" },
  { a: "sg001", b: "sg003", same_story: true, kind: "cross-language" },
  { a: "sg001", b: "sg004", same_story: true, kind: "cross-language" },
  { a: "sg002", b: "sg003", same_story: true, kind: "cross-language" },
  { a: "sg002", b: "sg004", same_story: true, kind: "cross-language" },
  { a: "sg003", b: "sg004", same_story: true, kind: "cross-language" },
  // positive: hengrui-hrs4729-kestrel-license
  { a: "sg005", b: "sg006", same_story: true, kind: "syndicated" },
  { a: "sg005", b: "sg007", same_story: true, kind: "same-language" },
  { a: "sg005", b: "sg008", same_story: true, kind: "cross-language" },
  { a: "sg005", b: "sg009", same_story: true, kind: "cross-language" },
  { a: "sg005", b: "sg010", same_story: true, kind: "cross-language" },
  { a: "sg006", b: "sg007", same_story: true, kind: "same-language" },
  { a: "sg006", b: "sg008", same_story: true, kind: "cross-language" },
  { a: "sg006", b: "sg009", same_story: true, kind: "cross-language" },
  { a: "sg006", b: "sg010", same_story: true, kind: "cross-language" },
  { a: "sg007", b: "sg008", same_story: true, kind: "cross-language" },
  { a: "sg007", b: "sg009", same_story: true, kind: "cross-language" },
  { a: "sg007", b: "sg010", same_story: true, kind: "cross-language" },
  { a: "sg008", b: "sg009", same_story: true, kind: "same-language" },
  { a: "sg008", b: "sg010", same_story: true, kind: "cross-language" },
  { a: "sg009", b: "sg010", same_story: true, kind: "cross-language" },
  // positive: daiichi-ds7421-nova-lung01
  { a: "sg012", b: "sg013", same_story: true, kind: "syndicated" },
  { a: "sg012", b: "sg014", same_story: true, kind: "cross-language" },
  { a: "sg012", b: "sg015", same_story: true, kind: "cross-language" },
  { a: "sg012", b: "sg016", same_story: true, kind: "cross-language" },
  { a: "sg013", b: "sg014", same_story: true, kind: "cross-language" },
  { a: "sg013", b: "sg015", same_story: true, kind: "cross-language" },
  { a: "sg013", b: "sg016", same_story: true, kind: "cross-language" },
  { a: "sg014", b: "sg015", same_story: true, kind: "same-language" },
  { a: "sg014", b: "sg016", same_story: true, kind: "cross-language" },
  { a: "sg015", b: "sg016", same_story: true, kind: "cross-language" },
  // positive: daiichi-ds7421-nova-net02
  { a: "sg017", b: "sg018", same_story: true, kind: "cross-language" },
  // positive: daiichi-ezarumitinib-mhlw-approval
  { a: "sg019", b: "sg020", same_story: true, kind: "same-language" },
  { a: "sg019", b: "sg021", same_story: true, kind: "cross-language" },
  { a: "sg020", b: "sg021", same_story: true, kind: "cross-language" },
  // positive: samsung-biologics-us-cmo-contract
  { a: "sg023", b: "sg024", same_story: true, kind: "same-language" },
  { a: "sg023", b: "sg025", same_story: true, kind: "cross-language" },
  { a: "sg023", b: "sg026", same_story: true, kind: "cross-language" },
  { a: "sg023", b: "sg027", same_story: true, kind: "cross-language" },
  { a: "sg024", b: "sg025", same_story: true, kind: "cross-language" },
  { a: "sg024", b: "sg026", same_story: true, kind: "cross-language" },
  { a: "sg024", b: "sg027", same_story: true, kind: "cross-language" },
  { a: "sg025", b: "sg026", same_story: true, kind: "duplicate" },
  { a: "sg025", b: "sg027", same_story: true, kind: "same-language" },
  { a: "sg026", b: "sg027", same_story: true, kind: "same-language" },
  // positive: samsung-biologics-plant6
  { a: "sg028", b: "sg029", same_story: true, kind: "cross-language" },
  // positive: celltrion-ctp61-mfds
  { a: "sg031", b: "sg032", same_story: true, kind: "same-language" },
  { a: "sg031", b: "sg033", same_story: true, kind: "cross-language" },
  { a: "sg032", b: "sg033", same_story: true, kind: "cross-language" },
  // positive: celltrion-ctp61-chmp
  { a: "sg034", b: "sg035", same_story: true, kind: "cross-language" },
  { a: "sg034", b: "sg036", same_story: true, kind: "cross-language" },
  { a: "sg035", b: "sg036", same_story: true, kind: "cross-language" },
  // positive: vireo-olmerasib-fda
  { a: "sg039", b: "sg040", same_story: true, kind: "same-language" },
  { a: "sg039", b: "sg041", same_story: true, kind: "cross-language" },
  { a: "sg040", b: "sg041", same_story: true, kind: "cross-language" },
  // positive: lumera-series-c
  { a: "sg045", b: "sg046", same_story: true, kind: "syndicated" },
  { a: "sg045", b: "sg047", same_story: true, kind: "cross-language" },
  { a: "sg046", b: "sg047", same_story: true, kind: "cross-language" },
  // positive: yunfan-yf0713-phase2
  { a: "sg048", b: "sg049", same_story: true, kind: "same-language" },
  { a: "sg048", b: "sg050", same_story: true, kind: "cross-language" },
  { a: "sg049", b: "sg050", same_story: true, kind: "cross-language" },
  // positive: hanmi-hm29408-mfds
  { a: "sg051", b: "sg052", same_story: true, kind: "same-language" },
  { a: "sg051", b: "sg053", same_story: true, kind: "cross-language" },
  { a: "sg052", b: "sg053", same_story: true, kind: "cross-language" },
  // positive: beone-tenvitoclax-nmpa
  { a: "sg055", b: "sg056", same_story: true, kind: "same-language" },
  { a: "sg055", b: "sg057", same_story: true, kind: "cross-language" },
  { a: "sg056", b: "sg057", same_story: true, kind: "cross-language" },
  // positive: beone-tenvitoclax-fda-btd
  { a: "sg058", b: "sg059", same_story: true, kind: "cross-language" },
  // positive: ruilin-rl1802-takeda-license
  { a: "sg061", b: "sg062", same_story: true, kind: "same-language" },
  { a: "sg061", b: "sg063", same_story: true, kind: "cross-language" },
  { a: "sg061", b: "sg064", same_story: true, kind: "cross-language" },
  { a: "sg061", b: "sg065", same_story: true, kind: "cross-language" },
  { a: "sg062", b: "sg063", same_story: true, kind: "cross-language" },
  { a: "sg062", b: "sg064", same_story: true, kind: "cross-language" },
  { a: "sg062", b: "sg065", same_story: true, kind: "cross-language" },
  { a: "sg063", b: "sg064", same_story: true, kind: "same-language" },
  { a: "sg063", b: "sg065", same_story: true, kind: "cross-language" },
  { a: "sg064", b: "sg065", same_story: true, kind: "cross-language" },
  // positive: takeda-revnatuzumab-ec
  { a: "sg066", b: "sg067", same_story: true, kind: "cross-language" },
  { a: "sg066", b: "sg068", same_story: true, kind: "cross-language" },
  { a: "sg067", b: "sg068", same_story: true, kind: "cross-language" },
  // positive: takeda-revnatuzumab-nmpa
  { a: "sg069", b: "sg070", same_story: true, kind: "cross-language" },
  // positive: ruilin-rl1802-esmo
  { a: "sg071", b: "sg072", same_story: true, kind: "cross-language" },
  // positive: merck-kgaa-hongyun-trop2
  { a: "sg074", b: "sg075", same_story: true, kind: "same-language" },
  { a: "sg074", b: "sg076", same_story: true, kind: "cross-language" },
  { a: "sg074", b: "sg077", same_story: true, kind: "cross-language" },
  { a: "sg074", b: "sg078", same_story: true, kind: "cross-language" },
  { a: "sg075", b: "sg076", same_story: true, kind: "cross-language" },
  { a: "sg075", b: "sg077", same_story: true, kind: "cross-language" },
  { a: "sg075", b: "sg078", same_story: true, kind: "cross-language" },
  { a: "sg076", b: "sg077", same_story: true, kind: "cross-language" },
  { a: "sg076", b: "sg078", same_story: true, kind: "cross-language" },
  { a: "sg077", b: "sg078", same_story: true, kind: "same-language" },
  // positive: chugai-zeltuzumab-mhlw
  { a: "sg080", b: "sg081", same_story: true, kind: "same-language" },
  { a: "sg080", b: "sg082", same_story: true, kind: "cross-language" },
  { a: "sg081", b: "sg082", same_story: true, kind: "cross-language" },
  // positive: hangyeol-daiwa-hg201-japan
  { a: "sg085", b: "sg086", same_story: true, kind: "cross-language" },
  // positive: sanofi-halcyon-acquisition
  { a: "sg087", b: "sg088", same_story: true, kind: "syndicated" },
  { a: "sg087", b: "sg089", same_story: true, kind: "same-language" },
  { a: "sg087", b: "sg090", same_story: true, kind: "cross-language" },
  { a: "sg087", b: "sg091", same_story: true, kind: "cross-language" },
  { a: "sg087", b: "sg092", same_story: true, kind: "cross-language" },
  { a: "sg087", b: "sg093", same_story: true, kind: "cross-language" },
  { a: "sg088", b: "sg089", same_story: true, kind: "same-language" },
  { a: "sg088", b: "sg090", same_story: true, kind: "cross-language" },
  { a: "sg088", b: "sg091", same_story: true, kind: "cross-language" },
  { a: "sg088", b: "sg092", same_story: true, kind: "cross-language" },
  { a: "sg088", b: "sg093", same_story: true, kind: "cross-language" },
  { a: "sg089", b: "sg090", same_story: true, kind: "cross-language" },
  { a: "sg089", b: "sg091", same_story: true, kind: "cross-language" },
  { a: "sg089", b: "sg092", same_story: true, kind: "cross-language" },
  { a: "sg089", b: "sg093", same_story: true, kind: "cross-language" },
  { a: "sg090", b: "sg091", same_story: true, kind: "same-language" },
  { a: "sg090", b: "sg092", same_story: true, kind: "cross-language" },
  { a: "sg090", b: "sg093", same_story: true, kind: "cross-language" },
  { a: "sg091", b: "sg092", same_story: true, kind: "cross-language" },
  { a: "sg091", b: "sg093", same_story: true, kind: "cross-language" },
  { a: "sg092", b: "sg093", same_story: true, kind: "cross-language" },
  // positive: sanofi-sar519207-aeris1
  { a: "sg094", b: "sg095", same_story: true, kind: "cross-language" },
  // positive: novartis-shunzhi-lpa-sirna
  { a: "sg096", b: "sg097", same_story: true, kind: "same-language" },
  { a: "sg096", b: "sg098", same_story: true, kind: "cross-language" },
  { a: "sg096", b: "sg099", same_story: true, kind: "cross-language" },
  { a: "sg097", b: "sg098", same_story: true, kind: "cross-language" },
  { a: "sg097", b: "sg099", same_story: true, kind: "cross-language" },
  { a: "sg098", b: "sg099", same_story: true, kind: "cross-language" },
  // positive: msd-connortai-lpa-sirna
  { a: "sg100", b: "sg101", same_story: true, kind: "same-language" },
  { a: "sg100", b: "sg102", same_story: true, kind: "cross-language" },
  { a: "sg100", b: "sg103", same_story: true, kind: "cross-language" },
  { a: "sg101", b: "sg102", same_story: true, kind: "cross-language" },
  { a: "sg101", b: "sg103", same_story: true, kind: "cross-language" },
  { a: "sg102", b: "sg103", same_story: true, kind: "same-language" },
  // positive: abbvie-tessellate-acquisition
  { a: "sg104", b: "sg105", same_story: true, kind: "same-language" },
  // positive: almirall-bridgeon-bo311
  { a: "sg106", b: "sg107", same_story: true, kind: "same-language" },
  { a: "sg106", b: "sg108", same_story: true, kind: "cross-language" },
  { a: "sg106", b: "sg109", same_story: true, kind: "cross-language" },
  { a: "sg107", b: "sg108", same_story: true, kind: "cross-language" },
  { a: "sg107", b: "sg109", same_story: true, kind: "cross-language" },
  { a: "sg108", b: "sg109", same_story: true, kind: "cross-language" },
  // positive: ipsen-zoraxibat-fda
  { a: "sg110", b: "sg111", same_story: true, kind: "cross-language" },
  // positive: cellveris-series-b
  { a: "sg112", b: "sg113", same_story: true, kind: "cross-language" },
  // positive: zexin-zx2021-bla-accepted
  { a: "sg115", b: "sg116", same_story: true, kind: "same-language" },
  { a: "sg115", b: "sg117", same_story: true, kind: "cross-language" },
  { a: "sg116", b: "sg117", same_story: true, kind: "cross-language" },
  // positive: pfizer-pf07934040-phase3-fpd
  { a: "sg119", b: "sg120", same_story: true, kind: "cross-language" },
  // positive: shionogi-brightwell-acquisition
  { a: "sg122", b: "sg123", same_story: true, kind: "same-language" },
  { a: "sg122", b: "sg124", same_story: true, kind: "cross-language" },
  { a: "sg122", b: "sg125", same_story: true, kind: "cross-language" },
  { a: "sg123", b: "sg124", same_story: true, kind: "cross-language" },
  { a: "sg123", b: "sg125", same_story: true, kind: "cross-language" },
  { a: "sg124", b: "sg125", same_story: true, kind: "same-language" },
  // positive: shionogi-s337395-phase2
  { a: "sg126", b: "sg127", same_story: true, kind: "cross-language" },
  // positive: ono-novacell-nc810-license
  { a: "sg128", b: "sg129", same_story: true, kind: "same-language" },
  { a: "sg128", b: "sg130", same_story: true, kind: "cross-language" },
  { a: "sg128", b: "sg131", same_story: true, kind: "cross-language" },
  { a: "sg129", b: "sg130", same_story: true, kind: "cross-language" },
  { a: "sg129", b: "sg131", same_story: true, kind: "cross-language" },
  { a: "sg130", b: "sg131", same_story: true, kind: "cross-language" },
  // positive: eisai-siyuan-e2371-license
  { a: "sg133", b: "sg134", same_story: true, kind: "cross-language" },
  { a: "sg133", b: "sg135", same_story: true, kind: "cross-language" },
  { a: "sg134", b: "sg135", same_story: true, kind: "same-language" },
  // positive: yuhan-boehringer-yh42881
  { a: "sg136", b: "sg137", same_story: true, kind: "duplicate" },
  { a: "sg136", b: "sg138", same_story: true, kind: "same-language" },
  { a: "sg136", b: "sg139", same_story: true, kind: "cross-language" },
  { a: "sg136", b: "sg140", same_story: true, kind: "cross-language" },
  { a: "sg137", b: "sg138", same_story: true, kind: "same-language" },
  { a: "sg137", b: "sg139", same_story: true, kind: "cross-language" },
  { a: "sg137", b: "sg140", same_story: true, kind: "cross-language" },
  { a: "sg138", b: "sg139", same_story: true, kind: "cross-language" },
  { a: "sg138", b: "sg140", same_story: true, kind: "cross-language" },
  { a: "sg139", b: "sg140", same_story: true, kind: "cross-language" },
  // positive: boehringer-bi3034701-lunar-ipf
  { a: "sg141", b: "sg142", same_story: true, kind: "cross-language" },
  // positive: rheinwerk-series-b
  { a: "sg143", b: "sg144", same_story: true, kind: "same-language" },
  { a: "sg143", b: "sg145", same_story: true, kind: "cross-language" },
  { a: "sg144", b: "sg145", same_story: true, kind: "cross-language" },
  // positive: quanta-bio-ipo
  { a: "sg146", b: "sg147", same_story: true, kind: "syndicated" },
  // positive: huachen-hkex-ipo
  { a: "sg148", b: "sg149", same_story: true, kind: "cross-language" },
  // positive: bayer-zelvanidine-ec
  { a: "sg150", b: "sg151", same_story: true, kind: "same-language" },
  { a: "sg150", b: "sg152", same_story: true, kind: "cross-language" },
  { a: "sg151", b: "sg152", same_story: true, kind: "cross-language" },
  // positive: bayer-zelvanidine-fda
  { a: "sg153", b: "sg154", same_story: true, kind: "syndicated" },
  { a: "sg153", b: "sg155", same_story: true, kind: "cross-language" },
  { a: "sg154", b: "sg155", same_story: true, kind: "cross-language" },
  // positive: roche-polaris-acquisition
  { a: "sg156", b: "sg157", same_story: true, kind: "same-language" },
  { a: "sg156", b: "sg158", same_story: true, kind: "cross-language" },
  { a: "sg156", b: "sg159", same_story: true, kind: "cross-language" },
  { a: "sg157", b: "sg158", same_story: true, kind: "cross-language" },
  { a: "sg157", b: "sg159", same_story: true, kind: "cross-language" },
  { a: "sg158", b: "sg159", same_story: true, kind: "cross-language" },
  // positive: astrazeneca-sinocon-acquisition
  { a: "sg160", b: "sg161", same_story: true, kind: "same-language" },
  { a: "sg160", b: "sg162", same_story: true, kind: "cross-language" },
  { a: "sg160", b: "sg163", same_story: true, kind: "cross-language" },
  { a: "sg161", b: "sg162", same_story: true, kind: "cross-language" },
  { a: "sg161", b: "sg163", same_story: true, kind: "cross-language" },
  { a: "sg162", b: "sg163", same_story: true, kind: "same-language" },
  // positive: astrazeneca-wuxi-investment
  { a: "sg164", b: "sg165", same_story: true, kind: "cross-language" },
  // positive: arbor-hemvanta-fda
  { a: "sg166", b: "sg167", same_story: true, kind: "duplicate" },
  { a: "sg166", b: "sg168", same_story: true, kind: "syndicated" },
  { a: "sg166", b: "sg169", same_story: true, kind: "same-language" },
  { a: "sg166", b: "sg170", same_story: true, kind: "cross-language" },
  { a: "sg167", b: "sg168", same_story: true, kind: "syndicated" },
  { a: "sg167", b: "sg169", same_story: true, kind: "same-language" },
  { a: "sg167", b: "sg170", same_story: true, kind: "cross-language" },
  { a: "sg168", b: "sg169", same_story: true, kind: "same-language" },
  { a: "sg168", b: "sg170", same_story: true, kind: "cross-language" },
  { a: "sg169", b: "sg170", same_story: true, kind: "cross-language" },
  // positive: hengrui-zelfarasib-zeal-lung02
  { a: "sg172", b: "sg173", same_story: true, kind: "cross-language" },
  // positive: veridian-veldoxapant-crl
  { a: "sg174", b: "sg175", same_story: true, kind: "same-language" },
  // positive: calder-sezalimab-fda
  { a: "sg176", b: "sg177", same_story: true, kind: "same-language" },
  { a: "sg176", b: "sg178", same_story: true, kind: "cross-language" },
  { a: "sg177", b: "sg178", same_story: true, kind: "cross-language" },
  // positive: maibokang-fcrn-nmpa
  { a: "sg179", b: "sg180", same_story: true, kind: "same-language" },
  // hard-negative-same-company
  { a: "sg001", b: "sg008", same_story: false, kind: "hard-negative-same-company" }, // Hengrui approval vs licensing, 2 days apart
  { a: "sg003", b: "sg005", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg004", b: "sg010", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg001", b: "sg011", same_story: false, kind: "hard-negative-same-company" }, // Hengrui approval vs Phase 1 first patient dosed
  { a: "sg009", b: "sg011", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg014", b: "sg019", same_story: false, kind: "hard-negative-same-company" }, // Daiichi Sankyo readout vs MHLW approval, same week
  { a: "sg012", b: "sg021", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg015", b: "sg022", same_story: false, kind: "hard-negative-same-company" }, // Daiichi share-price story vs ADC plant investment
  { a: "sg020", b: "sg022", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg018", b: "sg019", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg023", b: "sg028", same_story: false, kind: "hard-negative-same-company" }, // Samsung Biologics order vs plant groundbreaking
  { a: "sg027", b: "sg029", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg025", b: "sg028", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg033", b: "sg038", same_story: false, kind: "hard-negative-same-company" }, // Celltrion approval vs buyback, next day
  { a: "sg034", b: "sg038", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg055", b: "sg060", same_story: false, kind: "hard-negative-same-company" }, // BeiGene/BeOne approval vs share placement
  { a: "sg059", b: "sg060", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg057", b: "sg060", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg065", b: "sg068", same_story: false, kind: "hard-negative-same-company" }, // Takeda licensing vs EC approval, same week
  { a: "sg061", b: "sg066", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg062", b: "sg067", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg087", b: "sg094", same_story: false, kind: "hard-negative-same-company" }, // Sanofi acquisition vs Phase 3 readout, 2 days apart
  { a: "sg090", b: "sg095", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg092", b: "sg095", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg122", b: "sg126", same_story: false, kind: "hard-negative-same-company" }, // Shionogi acquisition vs Phase 2 readout
  { a: "sg125", b: "sg127", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg124", b: "sg126", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg128", b: "sg132", same_story: false, kind: "hard-negative-same-company" }, // NovaCell licensing vs IPO pricing
  { a: "sg130", b: "sg132", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg129", b: "sg132", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg139", b: "sg142", same_story: false, kind: "hard-negative-same-company" }, // Boehringer in-licensing vs Phase 3 readout, 1 day apart
  { a: "sg140", b: "sg141", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg160", b: "sg164", same_story: false, kind: "hard-negative-same-company" }, // AstraZeneca acquisition vs plant investment
  { a: "sg162", b: "sg165", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg161", b: "sg165", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg119", b: "sg121", same_story: false, kind: "hard-negative-same-company" }, // Pfizer first patient dosed vs EC approval
  { a: "sg148", b: "sg118", same_story: false, kind: "hard-negative-same-company" }, // Huachen IPO vs NDA acceptance
  { a: "sg149", b: "sg118", same_story: false, kind: "hard-negative-same-company" },
  { a: "sg083", b: "sg086", same_story: false, kind: "hard-negative-same-company" }, // Daiwa Pharma approval vs in-licensing
  // hard-negative-same-drug
  { a: "sg012", b: "sg017", same_story: false, kind: "hard-negative-same-drug" }, // DS-7421: two different Phase 3 trials, 3 days apart
  { a: "sg014", b: "sg018", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg016", b: "sg018", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg013", b: "sg018", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg015", b: "sg017", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg031", b: "sg036", same_story: false, kind: "hard-negative-same-drug" }, // CT-P61: MFDS approval vs CHMP opinion
  { a: "sg033", b: "sg034", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg032", b: "sg035", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg055", b: "sg059", same_story: false, kind: "hard-negative-same-drug" }, // tenvitoclax: NMPA approval vs FDA breakthrough designation, 2-3 days apart
  { a: "sg057", b: "sg058", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg056", b: "sg058", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg150", b: "sg155", same_story: false, kind: "hard-negative-same-drug" }, // zelvanidine: EC approval vs FDA approval, 5 days apart
  { a: "sg152", b: "sg153", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg152", b: "sg155", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg151", b: "sg153", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg001", b: "sg173", same_story: false, kind: "hard-negative-same-drug" }, // zelfarasib: NMPA approval vs Phase 3 first-line readout
  { a: "sg003", b: "sg172", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg008", b: "sg054", same_story: false, kind: "hard-negative-same-drug" }, // HRS-4729: licensing vs Phase 3 readout
  { a: "sg007", b: "sg054", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg061", b: "sg071", same_story: false, kind: "hard-negative-same-drug" }, // RL-1802: licensing vs ESMO data
  { a: "sg063", b: "sg072", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg066", b: "sg069", same_story: false, kind: "hard-negative-same-drug" }, // revnatuzumab: EC approval vs NMPA approval
  { a: "sg068", b: "sg070", same_story: false, kind: "hard-negative-same-drug" },
  { a: "sg037", b: "sg085", same_story: false, kind: "hard-negative-same-drug" }, // HG-201: MFDS approval vs Japan licensing
  { a: "sg037", b: "sg086", same_story: false, kind: "hard-negative-same-drug" },
  // hard-negative-same-week
  { a: "sg001", b: "sg044", same_story: false, kind: "hard-negative-same-week" }, // two NMPA approvals on the same day
  { a: "sg002", b: "sg044", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg031", b: "sg037", same_story: false, kind: "hard-negative-same-week" }, // two MFDS approvals on the same day
  { a: "sg032", b: "sg037", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg080", b: "sg083", same_story: false, kind: "hard-negative-same-week" }, // two MHLW approvals on the same day
  { a: "sg081", b: "sg083", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg082", b: "sg083", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg087", b: "sg104", same_story: false, kind: "hard-negative-same-week" }, // two acquisitions in J.P. Morgan week
  { a: "sg089", b: "sg105", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg093", b: "sg104", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg115", b: "sg118", same_story: false, kind: "hard-negative-same-week" }, // two NMPA filing acceptances on the same day
  { a: "sg116", b: "sg118", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg146", b: "sg149", same_story: false, kind: "hard-negative-same-week" }, // two IPOs, one day apart
  { a: "sg147", b: "sg148", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg174", b: "sg176", same_story: false, kind: "hard-negative-same-week" }, // two FDA decisions, one day apart
  { a: "sg175", b: "sg177", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg024", b: "sg030", same_story: false, kind: "hard-negative-same-week" }, // Samsung Biologics vs Samsung Bioepis (different companies), same week
  { a: "sg028", b: "sg030", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg169", b: "sg171", same_story: false, kind: "hard-negative-same-week" }, // gene/cell therapy approvals, same week
  { a: "sg170", b: "sg171", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg143", b: "sg146", same_story: false, kind: "hard-negative-same-week" }, // financings in the same week
  { a: "sg145", b: "sg149", same_story: false, kind: "hard-negative-same-week" },
  { a: "sg069", b: "sg150", same_story: false, kind: "hard-negative-same-week" }, // approvals 2 days apart, different regulators and companies
  { a: "sg069", b: "sg171", same_story: false, kind: "hard-negative-same-week" }, // two NMPA approvals, 6 days apart
  // hard-negative-same-target
  { a: "sg003", b: "sg039", same_story: false, kind: "hard-negative-same-target" }, // KRAS G12C: NMPA vs FDA approvals of different drugs, 1 day apart
  { a: "sg001", b: "sg041", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg004", b: "sg040", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg002", b: "sg041", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg040", b: "sg042", same_story: false, kind: "hard-negative-same-target" }, // KRAS G12C
  { a: "sg003", b: "sg042", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg172", b: "sg042", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg001", b: "sg043", same_story: false, kind: "hard-negative-same-target" }, // KRAS G12C vs G12D
  { a: "sg005", b: "sg045", same_story: false, kind: "hard-negative-same-target" }, // GLP-1: licensing vs financing, same day
  { a: "sg008", b: "sg047", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg010", b: "sg046", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg050", b: "sg053", same_story: false, kind: "hard-negative-same-target" }, // GLP-1
  { a: "sg048", b: "sg054", same_story: false, kind: "hard-negative-same-target" }, // GLP-1 readouts in China
  { a: "sg051", b: "sg005", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg054", b: "sg052", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg011", b: "sg063", same_story: false, kind: "hard-negative-same-target" }, // Claudin 18.2 ADCs
  { a: "sg062", b: "sg073", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg071", b: "sg073", same_story: false, kind: "hard-negative-same-target" }, // Claudin 18.2 data at ESMO, same day
  { a: "sg072", b: "sg073", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg076", b: "sg079", same_story: false, kind: "hard-negative-same-target" }, // TROP2, 1 day apart
  { a: "sg074", b: "sg079", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg077", b: "sg079", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg117", b: "sg119", same_story: false, kind: "hard-negative-same-target" }, // PD-1/VEGF bispecifics, 1-2 days apart
  { a: "sg115", b: "sg120", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg096", b: "sg102", same_story: false, kind: "hard-negative-same-target" }, // Lp(a) siRNA licensing deals, 6 days apart
  { a: "sg098", b: "sg100", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg099", b: "sg103", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg097", b: "sg103", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg176", b: "sg179", same_story: false, kind: "hard-negative-same-target" }, // FcRn approvals, 2 days apart
  { a: "sg178", b: "sg180", same_story: false, kind: "hard-negative-same-target" },
  { a: "sg177", b: "sg179", same_story: false, kind: "hard-negative-same-target" },
  // negative
  { a: "sg110", b: "sg108", same_story: false, kind: "negative" }, // same week, licensing vs approval
  { a: "sg111", b: "sg106", same_story: false, kind: "negative" },
  { a: "sg113", b: "sg114", same_story: false, kind: "negative" }, // same week, financing vs trial authorisation
  { a: "sg112", b: "sg114", same_story: false, kind: "negative" },
  { a: "sg096", b: "sg105", same_story: false, kind: "negative" }, // J.P. Morgan week, licensing vs acquisition
  { a: "sg080", b: "sg084", same_story: false, kind: "negative" }, // same week, approval vs trial start
  { a: "sg083", b: "sg084", same_story: false, kind: "negative" },
  { a: "sg110", b: "sg153", same_story: false, kind: "negative" }, // two FDA approvals, 3 weeks apart
  { a: "sg102", b: "sg104", same_story: false, kind: "negative" }, // licensing vs acquisition, 5 days apart
  { a: "sg040", b: "sg180", same_story: false, kind: "negative" },
  { a: "sg162", b: "sg182", same_story: false, kind: "negative" },
  { a: "sg003", b: "sg025", same_story: false, kind: "negative" },
  { a: "sg054", b: "sg059", same_story: false, kind: "negative" },
  { a: "sg013", b: "sg082", same_story: false, kind: "negative" },
  { a: "sg115", b: "sg160", same_story: false, kind: "negative" },
  { a: "sg045", b: "sg138", same_story: false, kind: "negative" },
  { a: "sg043", b: "sg024", same_story: false, kind: "negative" },
  { a: "sg015", b: "sg132", same_story: false, kind: "negative" },
  { a: "sg001", b: "sg152", same_story: false, kind: "negative" },
  { a: "sg095", b: "sg029", same_story: false, kind: "negative" },
  { a: "sg030", b: "sg123", same_story: false, kind: "negative" },
  { a: "sg072", b: "sg093", same_story: false, kind: "negative" },
  { a: "sg059", b: "sg119", same_story: false, kind: "negative" },
  { a: "sg014", b: "sg098", same_story: false, kind: "negative" },
  { a: "sg047", b: "sg064", same_story: false, kind: "negative" },
  { a: "sg076", b: "sg125", same_story: false, kind: "negative" },
  { a: "sg107", b: "sg080", same_story: false, kind: "negative" },
  { a: "sg125", b: "sg162", same_story: false, kind: "negative" },
  { a: "sg001", b: "sg034", same_story: false, kind: "negative" },
  { a: "sg091", b: "sg004", same_story: false, kind: "negative" },
  { a: "sg153", b: "sg061", same_story: false, kind: "negative" },
  { a: "sg135", b: "sg032", same_story: false, kind: "negative" },
  { a: "sg103", b: "sg144", same_story: false, kind: "negative" },
  { a: "sg168", b: "sg057", same_story: false, kind: "negative" },
  { a: "sg094", b: "sg024", same_story: false, kind: "negative" },
  { a: "sg082", b: "sg163", same_story: false, kind: "negative" },
  { a: "sg056", b: "sg041", same_story: false, kind: "negative" },
  { a: "sg161", b: "sg061", same_story: false, kind: "negative" },
  { a: "sg022", b: "sg179", same_story: false, kind: "negative" },
  { a: "sg158", b: "sg065", same_story: false, kind: "negative" },
  { a: "sg166", b: "sg132", same_story: false, kind: "negative" },
  { a: "sg134", b: "sg126", same_story: false, kind: "negative" },
  { a: "sg019", b: "sg075", same_story: false, kind: "negative" },
  { a: "sg120", b: "sg033", same_story: false, kind: "negative" },
  { a: "sg048", b: "sg075", same_story: false, kind: "negative" },
  { a: "sg096", b: "sg111", same_story: false, kind: "negative" },
  { a: "sg170", b: "sg072", same_story: false, kind: "negative" },
  { a: "sg034", b: "sg171", same_story: false, kind: "negative" },
  { a: "sg121", b: "sg019", same_story: false, kind: "negative" },
  { a: "sg037", b: "sg133", same_story: false, kind: "negative" },
  { a: "sg005", b: "sg016", same_story: false, kind: "negative" },
  { a: "sg158", b: "sg015", same_story: false, kind: "negative" },
  { a: "sg126", b: "sg168", same_story: false, kind: "negative" },
  { a: "sg080", b: "sg181", same_story: false, kind: "negative" },
];
