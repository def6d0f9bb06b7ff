import type { CatalystType } from "@/shared/catalysts/vocabulary";
import type { Trigger, TriggerLanguage } from "./event-triggers";

// The catalyst kinds the event triggers (event-triggers.ts) do not read, and the forward-looking
// words of the kinds they do: a PDUFA date, an advisory committee, a CHMP opinion either way, a
// congress presentation, data or a decision to come ("topline data expected", "an FDA decision
// by", 顶线数据, トップライン結果, 톱라인 결과, Zulassungsentscheidung). Written per language
// from the phrasing of press releases, 公告, 適時開示, 공시 and Ad-hoc-Mitteilungen; the same
// rules as the event triggers (a Latin pattern matches whole words, case ignored; a CJK one anywhere;
// where patterns overlap the longest wins, the event triggers' included).

/** An event trigger's fields (event-triggers.ts), for a catalyst kind, with two of its own. */
export type CatalystTrigger = Omit<Trigger, "type" | "outcome" | "cased"> & {
  readonly type: CatalystType | "block";
  readonly outcome?: "positive" | "negative";
  /** The sentence must name a congress (catalysts.ts CONGRESS). */
  readonly congress?: boolean;
  /** The words say it is ahead ("an FDA decision", "data expected"): never a step that took place. */
  readonly ahead?: boolean;
};

const DATA_EN = String.raw`(?:topline|top-line|interim|final|pivotal|key|primary|readout|Phase\s+\S+|\d+-week|updated|first|new|full|long-term)?\s*(?:data|results)`;

const ENGLISH: readonly CatalystTrigger[] = [
  { type: "pdufa", pattern: String.raw`PDUFA(?:\s+(?:target\s+)?(?:action|goal))?(?:\s+date)?|(?:target|goal)\s+action\s+date|(?:PDUFA\s+)?goal\s+date|action\s+date`, strength: 0.9 },
  { type: "advisory-committee", pattern: String.raw`(?:\p{Lu}[\p{L}\s]{2,60}?\s)?Advisory\s+Committee|advisory\s+(?:committee|panel)|ad\s?com|ODAC|CTGTAC|PCNS(?:DAC)?|VRBPAC|EMDAC|CRDAC|PADAC|expert\s+panel`, strength: 0.85 },
  { type: "block", pattern: String.raw`(?:no|without\s+an?)\s+advisory\s+(?:committee|panel)(?:\s+(?:meeting|will))?`, strength: 0 },
  { type: "chmp-opinion", pattern: String.raw`positive\s+(?:CHMP\s+)?opinion|(?:CHMP|Committee\s+for\s+Medicinal\s+Products\s+for\s+Human\s+Use)(?:'s)?\s+(?:\S+\s+){0,3}?opinion|(?:CHMP|committee)\s+(?:has\s+)?(?:adopted|issued|gave|granted)\s+a\s+positive\s+opinion|CHMP\s+recommend\p{L}*`, strength: 0.9, outcome: "positive" },
  { type: "chmp-opinion", pattern: String.raw`negative\s+(?:CHMP\s+)?opinion|(?:CHMP|committee)\s+(?:has\s+)?(?:adopted|issued)\s+a\s+negative\s+opinion|CHMP\s+recommended\s+(?:against|refusal)`, strength: 0.9, outcome: "negative" },
  { type: "conference-presentation", pattern: String.raw`(?:present|report|unveil|share|showcase|feature|highlight)(?:s|ed|ing)?|presentation|oral\s+(?:session|presentation)|late-breaking|poster(?:\s+session)?|will\s+be\s+presented`, strength: 0.8, congress: true },
  { type: "readout", pattern: String.raw`${DATA_EN}\s+(?:readout|read-out|read\s+out)|readouts?|read-outs?|(?:report|announce|release)\s+(?:${DATA_EN})|(?:topline|top-line|interim|pivotal|primary|Phase\s+\S+)\s+(?:\S+\s+){0,2}?(?:data|results|readout)`, strength: 0.8 },
  { type: "readout", pattern: String.raw`(?:data|results)(?=\s+(?:are|is)\s+(?:now\s+)?(?:expected|anticipated|due|slated))|(?:data|results)\s+(?:expected|anticipated|due)`, strength: 0.75, ahead: true },
  { type: "readout", pattern: String.raw`stopped\s+(?:\S+\s+){0,4}?early\s+for\s+efficacy|(?:met|meeting|achieved|hit)\s+(?:both\s+|all\s+|its\s+|the\s+)?(?:co-)?primary\s+end\s?points?`, strength: 0.9 },
  { type: "approval", pattern: String.raw`(?:put|puts|place|places)\s+a\s+decision|rule\s+on|decision`, strength: 0.6, requires: String.raw`FDA|EMA|agency|regulator|Commission|approval|NDA|BLA|sNDA|MAA|review|Health Canada|MHRA`, ahead: true },
  { type: "approval", pattern: String.raw`(?:FDA|EMA|EU|European\s+Commission|regulatory|approval|agency|Commission|Health\s+Canada|MHRA|PMDA|NMPA)(?:'s)?\s+decision|decision\s+(?:on|from)\s+(?:the\s+)?(?:\S+\s+){0,3}?(?:application|NDA|BLA|MAA|approval)|decision\s+(?:is\s+)?(?:expected|anticipated|due)|(?:expects?|anticipates?)\s+(?:an?\s+)?(?:\S+\s+)?decision|expect\s+approval|approval\s+(?:is\s+)?(?:expected|anticipated)|(?:US|U\.S\.|EU|Japanese|Chinese)\s+approval`, strength: 0.8, ahead: true },
  { type: "submission", pattern: String.raw`(?:submit|file|filing|resubmit|resubmission|complete\s+(?:the\s+)?rolling\s+submission)\p{L}*\s+(?:\S+\s+){0,3}?(?:NDA|BLA|MAA|sNDA|sBLA|NDS|application|dossier|filing)|(?:file|submit)\s+for\s+(?:\S+\s+){0,2}?(?:approval|authori[sz]ation)|(?:NDA|BLA|MAA|sNDA|sBLA|regulatory|marketing|U\.S\.|US|EU|European|Japanese|Chinese)\s+(?:submission|filing)|accelerated\s+approval\s+filing|plans?\s+to\s+submit|(?:submit|file)\s+(?:it|them)`, strength: 0.8 },
  { type: "chmp-opinion", pattern: String.raw`(?:CHMP|committee)\s+(?:is\s+)?(?:expected\s+)?(?:to\s+)?(?:issue|adopt|deliver|give|render)\s+(?:an?\s+|its\s+)?opinion|CHMP\s+opinion`, strength: 0.85 },
  { type: "approval", pattern: String.raw`Notice\s+of\s+Compliance`, strength: 0.9 },
  { type: "filing-acceptance", pattern: String.raw`accept(?:s|ed)?\s+(?:\S+\s+){0,3}?for\s+(?:filing|review)(?:\s+(?:its|the|an?)\s+(?:\S+\s+){0,4}?(?:Application|NDA|BLA|MAA|sNDA|sBLA))?`, strength: 0.9 },
  { type: "submission", pattern: String.raw`(?:its|the|a)\s+resubmitted\s+(?:NDA|BLA|MAA|sNDA|sBLA|application)`, strength: 0.6 },
  { type: "block", pattern: String.raw`submitt?(?:ed|s|ing)?\s+(?:additional|new|more|further|updated)\s+(?:\S+\s+){0,2}?(?:data|information|analyses|results)|(?:discuss|discussing|align\s+on|path\s+to|pathway\s+to|route\s+to)\s+(?:\S+\s+){0,3}?(?:approval|filing|submission)`, strength: 0 },
  { type: "readout", pattern: String.raw`(?:failed|fails)\s+to\s+(?:separate|show|demonstrate|achieve|beat|reach)|did\s+not\s+(?:separate|show|demonstrate)|(?:primary|final|interim|\d+-week)\s+(?:\S+\s+)?analysis`, strength: 0.8 },
  { type: "block", pattern: String.raw`(?:meeting|met|on|ahead\s+of|before)\s+(?:its|the)\s+(?:PDUFA\s+)?(?:target\s+action|goal|PDUFA)(?:\s+goal)?\s+date`, strength: 0 },
  { type: "block", pattern: String.raw`(?:positive\s+)?opinion\s+(?:from|of|by)\s+(?:the\s+)?(?:EMA's\s+)?(?:COMP|Committee\s+for\s+Orphan\s+Medicinal\s+Products)|COMP(?:'s)?\s+(?:positive\s+)?opinion`, strength: 0 },
  { type: "block", pattern: String.raw`(?:IND|CTA|investigational\s+new\s+drug)(?:\s+application)?|requested\s+priority\s+review|request\s+(?:for\s+)?priority\s+review`, strength: 0 },
  { type: "block", pattern: String.raw`launch|investor\s+(?:day|conference|meeting)|J\.?P\.?\s*Morgan(?:\s+Healthcare\s+Conference)?|earnings\s+call|conference\s+call`, strength: 0 },
];

const CHINESE: readonly CatalystTrigger[] = [
  { type: "pdufa", pattern: String.raw`PDUFA(?:目标)?(?:日期|日|审评日期|截止日期?)?|目标审评日期|审评截止日期?|目标行动日期`, strength: 0.9 },
  { type: "advisory-committee", pattern: String.raw`(?:肿瘤药物|药物)?咨询委员会(?:会议)?|专家咨询(?:委员会|会)|顾问委员会|ODAC`, strength: 0.85 },
  { type: "chmp-opinion", pattern: String.raw`(?:积极|正面|肯定)(?:的)?(?:审评)?意见|推荐批准`, strength: 0.9, outcome: "positive", requires: String.raw`CHMP|人用药品委员会|欧洲药品管理局|EMA` },
  { type: "chmp-opinion", pattern: String.raw`(?:负面|否定|消极)(?:的)?意见`, strength: 0.9, outcome: "negative", requires: String.raw`CHMP|人用药品委员会|欧洲药品管理局|EMA` },
  { type: "conference-presentation", pattern: String.raw`(?:年会|大会|会议|学会)(?:上|期间)?(?:以\S{0,10}?形式)?(?:公布|发布|展示|报告|披露|亮相|公布了|发布了|展示了)|口头报告|壁报|(?:公布|发布|展示|披露)(?:了)?\S{0,30}?(?:数据|结果)`, strength: 0.8, congress: true },
  { type: "readout", pattern: String.raw`(?:顶线|主要|中期|关键|最终|III期|Ⅲ期|三期|II期|二期)?(?:数据|结果)(?:读出|公布|揭盲)|读出|揭盲|顶线(?:数据|结果)|(?:公布|发布|获得)\S{0,20}?(?:顶线|中期|关键)?(?:数据|结果)|达到(?:了)?(?:预设的|预定的)?(?:主要|全部主要|共同主要)(?:疗效)?终点|未(?:能)?达到(?:预设的)?(?:主要)?终点`, strength: 0.8 },
  { type: "chmp-opinion", pattern: String.raw`(?:CHMP|人用药品委员会)(?:的)?(?:审评)?意见|(?:CHMP|人用药品委员会)\S{0,12}?(?:给出|出具|发布|作出)\S{0,4}?意见`, strength: 0.85 },
  { type: "filing-acceptance", pattern: String.raw`(?:获|获得|被)?\S{0,12}?受理`, strength: 0.85, requires: String.raw`申请|NDA|BLA|MAA` },
  { type: "approval", pattern: String.raw`获批(?:上市)?|批准(?:上市)?|审批结论|上市许可(?!申请)`, strength: 0.8 },
  { type: "block", pattern: String.raw`(?:共|累计|合计|全年)批准|优先审评\S{0,6}?(?:时限|时间|周期|工作日)`, strength: 0 },
  { type: "submission", pattern: String.raw`(?:重新)?(?:递交|提交|申报)(?:了)?\S{0,12}?(?:上市申请|NDA|BLA|MAA|新药申请|许可申请|申请)`, strength: 0.8 },
  { type: "submission", pattern: String.raw`上市申请|许可申请`, strength: 0.6 },
];

const JAPANESE: readonly CatalystTrigger[] = [
  { type: "pdufa", pattern: String.raw`PDUFA(?:日|目標日|期日)?|審査終了目標日|審査期限`, strength: 0.9 },
  { type: "advisory-committee", pattern: String.raw`(?:薬事審議会|薬食審|薬事・食品衛生審議会)?(?:の)?(?:医薬品)?(?:第[一二三1-3１-３])?部会|諮問委員会|アドバイザリー・?コミッティ(?:ー)?`, strength: 0.85 },
  { type: "chmp-opinion", pattern: String.raw`(?:肯定的|前向き)(?:な)?見解|承認勧告|承認を勧告`, strength: 0.9, outcome: "positive", requires: String.raw`CHMP|欧州医薬品委員会|欧州医薬品庁|EMA` },
  { type: "chmp-opinion", pattern: String.raw`否定的(?:な)?見解`, strength: 0.9, outcome: "negative", requires: String.raw`CHMP|欧州医薬品委員会|欧州医薬品庁|EMA` },
  { type: "conference-presentation", pattern: String.raw`(?:学会|総会|年次総会|年会|学術集会|大会|会議|シンポジウム)(?:\S{0,10})?で(?:\S{0,10})?(?:発表|報告|公表)|(?:口頭|ポスター)(?:発表|演題)`, strength: 0.8, congress: true },
  { type: "readout", pattern: String.raw`トップライン(?:結果|データ)?|(?:主要|中間|最終)(?:解析)?(?:結果|データ)|(?:結果|データ)(?:を|が)(?:\S{0,8})?(?:取得|判明|得られ|公表|発表|開示)|主要評価項目を(?:達成|満たし|未達)`, strength: 0.8 },
  { type: "approval", pattern: String.raw`(?:製造販売)?承認(?:を)?(?:取得|する|される|の見通し)|承認(?:を|が)(?:\S{0,4})?(?:見込|得|下り)|承認(?!申請|事項)`, strength: 0.75 },
  { type: "chmp-opinion", pattern: String.raw`見解を(?:示す|示し|示した|出す|採択)|CHMP(?:の)?見解`, strength: 0.85, requires: String.raw`CHMP|欧州医薬品委員会|欧州医薬品庁|EMA` },
  { type: "filing-acceptance", pattern: String.raw`(?:受理|バリデート)(?:され|し|を)`, strength: 0.85, requires: String.raw`申請|NDA|BLA|MAA` },
  { type: "submission", pattern: String.raw`(?:(?:製造販売|販売)?承認(?:事項一部変更)?申請|一部変更承認申請|申請)を(?:行|実施|提出|完了|する|した)|再申請`, strength: 0.8 },
  { type: "submission", pattern: String.raw`(?:製造販売|販売)?承認(?:事項一部変更)?申請|一部変更承認申請`, strength: 0.6 },
];

const KOREAN: readonly CatalystTrigger[] = [
  { type: "pdufa", pattern: String.raw`PDUFA(?:\s?목표일|\s?날짜|\s?일자|\s?기한)?|(?:허가\s?)?목표\s?(?:심사\s?)?(?:완료\s?)?일|심사\s?완료\s?목표일`, strength: 0.9, },
  { type: "advisory-committee", pattern: String.raw`중앙약사심의위원회|(?:항암제\s?)?자문\s?위원회|자문위원회|ODAC`, strength: 0.85 },
  { type: "chmp-opinion", pattern: String.raw`(?:긍정|허가\s?권고|승인\s?권고)(?:적)?\s?의견|허가\s?권고|승인\s?권고`, strength: 0.9, outcome: "positive", requires: String.raw`CHMP|약물사용자문위원회|유럽의약품청|EMA` },
  { type: "chmp-opinion", pattern: String.raw`CHMP\)?(?:의)?\s?의견`, strength: 0.85 },
  { type: "submission", pattern: String.raw`재신청|재제출`, strength: 0.8 },
  { type: "chmp-opinion", pattern: String.raw`부정(?:적)?\s?의견`, strength: 0.9, outcome: "negative", requires: String.raw`CHMP|약물사용자문위원회|유럽의약품청|EMA` },
  { type: "conference-presentation", pattern: String.raw`(?:학회|학술대회|연례\s?회의|총회|심포지엄)\S{0,8}?에서\s?(?:\S+\s?){0,4}?(?:발표|공개|보고)|(?:구두|포스터)\s?(?:발표|로\s?발표)`, strength: 0.8, congress: true },
  { type: "readout", pattern: String.raw`톱라인(?:\s?결과|\s?데이터)?|탑라인(?:\s?결과|\s?데이터)?|(?:중간|최종|주요)\s?(?:결과|데이터)|(?:결과|데이터)를?\s?(?:\S+\s?){0,2}?(?:발표|공개|확보|도출)|1차\s?평가\s?변수를?\s?(?:충족|달성)`, strength: 0.8 },
  { type: "approval", pattern: String.raw`(?:품목\s?)?허가를?\s?(?:받|획득|취득)|(?:FDA|식약처|EMA)?\s?승인|(?:품목\s?)?허가`, strength: 0.75 },
  { type: "submission", pattern: String.raw`(?:(?:NDA|BLA|MAA|신청서?)(?:\))?를?\s?(?:\S+\s?){0,2}?제출|(?:허가|승인)\s?신청(?:을|서를)?\s?(?:완료|했|하였|제출|진행))`, strength: 0.85 },
  { type: "submission", pattern: String.raw`(?:품목\s?)?허가\s?신청|신약\s?허가\s?신청|허가신청|승인\s?신청`, strength: 0.6 },
  { type: "filing-acceptance", pattern: String.raw`접수(?:했|됐|되었|하였|돼)`, strength: 0.85, requires: String.raw`신청|NDA|BLA|MAA` },
];

const GERMAN: readonly CatalystTrigger[] = [
  { type: "pdufa", pattern: String.raw`PDUFA(?:-Termin|-Datum|-Zieldatum|\s+Termin|\s+Datum)?|Zieldatum|Entscheidungstermin`, strength: 0.9 },
  { type: "advisory-committee", pattern: String.raw`beratende\p{L}*\s+Ausschuss\p{L}*|Beratungs(?:ausschuss|gremium)|Beratergremium|Expertengremium|Advisory\s+Committee|ODAC`, strength: 0.85 },
  { type: "chmp-opinion", pattern: String.raw`positive\p{L}*\s+(?:Stellungnahme|Votum|Empfehlung|Gutachten)|Zulassungsempfehlung|empfiehlt\s+(?:\S+\s+){0,4}?Zulassung|Empfehlung\s+(?:\S+\s+){0,3}?Zulassung`, strength: 0.9, outcome: "positive", requires: String.raw`CHMP|Ausschuss|EMA|Arzneimittel-Agentur` },
  { type: "chmp-opinion", pattern: String.raw`negative\p{L}*\s+(?:Stellungnahme|Votum|Empfehlung|Gutachten)`, strength: 0.9, outcome: "negative", requires: String.raw`CHMP|Ausschuss|EMA|Arzneimittel-Agentur` },
  { type: "conference-presentation", pattern: String.raw`(?:vorstellen|vorgestellt|präsentier\p{L}*|vorstellt|stellt\s+(?:\S+\s+){0,8}?vor|Präsentation|Vortrag|Poster)`, strength: 0.8, congress: true },
  { type: "readout", pattern: String.raw`(?:Topline|Top-Line)-?(?:Daten|Ergebnisse)?|(?:Studien|Zwischen|End|Interims)?(?:daten|ergebnisse)|Daten|Ergebnisse|primären\s+Endpunkt\s+(?:erreicht|verfehlt)`, strength: 0.7 },
  { type: "approval", pattern: String.raw`Zulassungsentscheidung|Entscheidung\s+(?:der|über|zur)\s+(?:\S+\s+){0,3}?(?:Zulassung|Kommission|FDA|EMA)|Entscheidung|Zulassung(?!santr|sstudie|sverfahren|sprozess|sbehörde|sinhaber|serweiterungsantr)\p{L}*`, strength: 0.75 },
  { type: "submission", pattern: String.raw`(?:Zulassungsantr(?:ag|äge)\p{L}*|Antrag)\s+(?:\S+\s+){0,8}?(?:einreichen|eingereicht|einzureichen|stellen|gestellt)|(?:einreichen|eingereicht|einzureichen)`, strength: 0.8 },
  { type: "submission", pattern: String.raw`Zulassungsantr(?:ag|äge)\p{L}*`, strength: 0.6 },
  { type: "filing-acceptance", pattern: String.raw`(?:zur\s+Prüfung\s+)?(?:angenommen|validiert|akzeptiert)`, strength: 0.85, requires: String.raw`Antrag|NDA|BLA|MAA` },
  { type: "chmp-opinion", pattern: String.raw`CHMP-(?:Stellungnahme|Votum|Gutachten|Empfehlung)|(?:Stellungnahme|Votum)\s+des\s+CHMP`, strength: 0.85 },
  { type: "designation", pattern: String.raw`bahnbrechende\p{L}*\s+Therapie|Durchbruchstherapie|Breakthrough-Therapy(?:-Status|-Designation)?|Orphan-Drug-Status|Orphan-Drug-Designation|Fast-Track-Status|PRIME-Status|Status\s+als\s+Arzneimittel\s+für\s+seltene\s+Leiden`, strength: 0.85 },
  { type: "block", pattern: String.raw`Markteinführung|Markteinfuhr`, strength: 0 },
];

export const CATALYST_TRIGGERS: Readonly<Partial<Record<TriggerLanguage, readonly CatalystTrigger[]>>> = {
  en: ENGLISH,
  zh: CHINESE,
  ja: JAPANESE,
  ko: KOREAN,
  de: GERMAN,
};

/** Medical congresses by their short names (the catalyst reader's, and the dates', where a year follows one). */
export const CONGRESS_ACRONYMS = "ASCO|ESMO|ASH|EHA|AACR|ATS|EASD|AAN|ERS|AASLD|EULAR|WCLC|SABCS|ESC|AHA|DDW|ISTH|CROI|EASL|ECCO|ASGCT|SITC|UEGW|ECTRIMS|CTAD|ACC";

/** Words that make a dated statement an estimate of the article's own, from a rule (a review clock), not a date anyone set. */
export const ESTIMATE = /by our (?:count|calculation|estimate|reckoning)|we (?:estimate|calculate)|our estimate|推算|测算|逆算|計算(?:だ|になる|となる)|추산|계산하면|nach unserer (?:Rechnung|Berechnung|Schätzung)|rechnerisch/iu;

/**
 * Words that take a dated plan back: it is not expected before, or no longer, or has no date:
 * "does not expect data before 2027", 不会早于, より前に…ない, 확정하지 않았다, "keine … vor".
 */
export const NOT_EXPECTED =
  /(?<![\p{L}])(?:does not expect|do not expect|doesn't expect|not expected|no longer expects?|no longer|not before|no timeline|has not (?:yet )?been (?:set|scheduled)|not been set|withdr[ae]w\p{L}* (?:its )?guidance|keine\p{L}*\s+(?:\S+\s+){0,4}?vor|nicht\s+(?:mehr|vor)|kein(?:en)?\s+(?:Zeitplan|Termin))(?![\p{L}])|不会早于|不早于|不再|尚未确定|未定|未确定|より前に|見込みはない|予定はない|未定|않았다|않을|않는다|않기로|미정|철회|見送|見合わせ|보류/iu;
