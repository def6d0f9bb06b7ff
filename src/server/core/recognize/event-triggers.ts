import type { EventType } from "./types";

// The words and patterns that report an event, per language, and the words that take an event
// back (a plan, a forecast, a negation, a past event told as background). Written from the
// phrasing of biotech press releases and trade news in each language (company announcements,
// regulators' notices, the trade press: Fierce/Endpoints, 医药魔方/新浪医药, 日経バイオテク/
// ミクスOnline, 약업신문/바이오스펙테이터, DAZ/Transkript, APM/Les Echos, Diariofarma/PMFarma).
//
// A pattern is a regular expression source. In Latin-script languages it matches whole words
// (letter boundaries are added when compiled) and ignores case unless `cased`; in Chinese,
// Japanese and Korean it matches anywhere. Where patterns overlap in a sentence the longest wins,
// so a longer phrase settles what a shorter one inside it means ("Biologics License Application"
// is a submission, not a licence; "未达到主要终点" a missed endpoint, not a met one); a `block`
// entry is such a phrase that reports nothing ("seek approval", "subject to regulatory approval").

export const TRIGGER_LANGUAGES = ["en", "zh", "ja", "ko", "de", "fr", "es"] as const;
export type TriggerLanguage = (typeof TRIGGER_LANGUAGES)[number];

export type Trigger = {
  /** The event reported, or "block" for a phrase that reports none. */
  readonly type: EventType | "block";
  readonly pattern: string;
  /** Base confidence: 0.9 says the event outright, 0.6 is a word that often but not always does. */
  readonly strength: number;
  readonly detail?: string;
  readonly outcome?: "met" | "missed";
  /** The sentence must also match this: "accepted" is an acceptance only near an application. */
  readonly requires?: string;
  readonly cased?: boolean;
};

/** A Latin word inside a Chinese, Japanese or Korean pattern (which match anywhere): whole, so that "MARIPOSA" holds no IPO. */
const LATIN = (word: string) => String.raw`(?<![A-Za-z])(?:${word})(?![A-Za-z])`;

/**
 * A regulator taking an approval back (revoked, withdrawn, suspended) or a medicine off the market (a
 * recall): no event of the list, so each language's triggers block it ("품목허가를 취소", "承認を取り消し"
 * are no approvals), and a lead that tells one makes an approval told later the past it takes back
 * (the brief, ai/builtin/brief.ts).
 */
export const WITHDRAWAL: Readonly<Record<TriggerLanguage, string>> = {
  en: String.raw`(?:revok|withdr[ae]w|suspend)\p{L}* (?:\S+ ){0,4}?(?:approval|authori[sz]ation|licen[cs]e)|(?:approval|authori[sz]ation|licen[cs]e) (?:was |is |has been )?(?:revoked|withdrawn|suspended)|recall(?:s|ed|ing)? (?:\S+ ){0,4}?(?:lots?|batch(?:es)?|products?|units)|(?:lots?|batch(?:es)?) (?:\S+ ){0,3}?recalled`,
  zh: String.raw`(?:撤销|注销|吊销|暂停)[^，。；]{0,12}?(?:批准|注册证?|上市许可|许可证|批文)|(?:批准文号|注册证书?|许可证)[^，。；]{0,4}?(?:被)?(?:撤销|注销|吊销)|召回|(?:主动|自主)?回收[^，。；]{0,10}?(?:批次|产品)`,
  ja: String.raw`承認(?:を|の)?取り?消|承認取消|(?:自主)?回収`,
  ko: String.raw`(?:품목\s?)?허가(?:를|가|의)?\s?(?:취소|정지)|회수\s?(?:명령|조치|결정|한다|했|하기로)`,
  de: String.raw`(?:Zulassung|Lizenz|Genehmigung)\p{L}* (?:\S+ ){0,4}?(?:entzogen|widerrufen|ausgesetzt|suspendiert)|(?:entzieht|entzog|widerruft|widerrief)\p{L}* (?:\S+ ){0,5}?(?:Zulassung|Lizenz)|Rückruf\p{L}*|zurückgerufen|ruf\p{L}* (?:\S+ ){0,6}?zurück`,
  fr: String.raw`(?:(?:suspen|retir|abrog|révoqu)\p{L}* (?:\S+ ){0,6}?|retrait (?:\S+ ){0,3}?)(?:l['’])?(?:licence|autorisation|AMM|approbation)(?: de mise sur le marché)?|(?:fait |faire )?rappel(?:er|le|lent|é|ée|és|ées)? (?:\S+ ){0,4}?lots?|rappel de (?:\S+ ){0,3}?lots?`,
  es: String.raw`(?:suspen|retir|revoc)\p{L}* (?:\S+ ){0,6}?(?:licencia|autorización|aprobación|registro sanitario)(?: de comercialización)?|retirada de (?:\S+ ){0,2}?lotes?|retir\p{L}* (?:\S+ ){0,4}?lotes?|retiro del mercado`,
};

const APPLICATION_EN = String.raw`NDA|BLA|MAA|sNDA|sBLA|application|filing|submission|dossier`;
const AMOUNT_EN = String.raw`[$€£]|USD|EUR|CHF|million|billion`;

const ENGLISH: readonly Trigger[] = [
  // A treatment that failed the patients before is their setting, not a trial that failed: "après échec d'au moins deux lignes".
  { type: "block", pattern: String.raw`(?:after|following|despite) (?:the )?failure of|failed (?:at least )?(?:one|two|three|\d) (?:or more )?(?:prior|previous)`, strength: 0 },
  { type: "block", pattern: WITHDRAWAL.en, strength: 0 },
  { type: "block", pattern: String.raw`(?:seek|seeks|seeking|sought|support|supports|supporting|toward|towards|pending|subject to|needs?|require[sd]?|continued|for)\s+(?:the\s+)?(?:(?:full|regulatory|marketing|accelerated|conditional|FDA|EU)\s+)*approvals?`, strength: 0 },
  { type: "block", pattern: String.raw`post-approval|after approval|once approved|upon approval|if approved`, strength: 0 },
  { type: "block", pattern: String.raw`approved by (?:the )?(?:board|shareholders|stockholders|directors)|approval decision|approval process|approvals? (?:pathway|timeline)|regulatory approvals`, strength: 0 },
  { type: "approval", pattern: String.raw`accelerated approval`, strength: 0.9, detail: "accelerated-approval" },
  { type: "approval", pattern: String.raw`Notice of Compliance`, strength: 0.9 },
  // The EMA's committee (CHMP) recommending approval: an approval step, told apart by its detail;
  // weaker than an approval, so that "approved … after a positive CHMP opinion" is the approval.
  { type: "approval", pattern: String.raw`positive (?:CHMP )?opinion|(?:CHMP|committee) (?:has )?(?:adopted|issued|gave|granted) a positive opinion|(?:CHMP|committee) recommend(?:s|ed)? (?:\S+ ){0,6}?(?:approval|marketing authori[sz]ation)|recommend(?:s|ed)? (?:\S+ ){0,4}?for (?:EU )?approval`, strength: 0.75, detail: "positive-opinion" },
  { type: "block", pattern: String.raw`negative (?:CHMP )?opinion|(?:CHMP|committee) (?:has )?(?:adopted|issued) a negative opinion`, strength: 0 },
  { type: "approval", pattern: String.raw`conditional (?:marketing )?(?:approval|authori[sz]ation)`, strength: 0.9, detail: "conditional-approval" },
  { type: "approval", pattern: String.raw`(?:cleared|clears|clearance of|approved|accepted)\s+(?:the |its |an? )?(?:IND|CTA|investigational new drug application|clinical trial application)|(?:IND|CTA) (?:clearance|approval)|go-ahead to (?:start|begin|initiate|run)\s+(?:\S+\s+){0,3}?(?:trial|study)`, strength: 0.85, detail: "trial-authorization" },
  { type: "approval", pattern: String.raw`(?:grant(?:s|ed)?|receive[sd]?|win[s]?|won|secure[sd]?|obtain(?:s|ed)?|gain(?:s|ed)?|earn(?:s|ed)?)\s+(?:\S+\s+){0,3}?(?:approval|authori[sz]ation|clearance|nod)`, strength: 0.9 },
  { type: "approval", pattern: String.raw`approv(?:es|ed|al)`, strength: 0.8 },
  { type: "approval", pattern: String.raw`marketing authori[sz]ation|(?:FDA|EU|EMA) nod|green light|clears`, strength: 0.7 },
  { type: "submission", pattern: String.raw`(?:New Drug|Biologics License|Marketing Authori[sz]ation|supplemental (?:New Drug|Biologics License)) Application|(?:NDA|BLA|MAA|sNDA|sBLA) (?:submission|filing)`, strength: 0.75 },
  { type: "submission", pattern: String.raw`submit(?:s|ted)?|submission of|filed|files`, strength: 0.85, requires: APPLICATION_EN },
  { type: "filing-acceptance", pattern: String.raw`accept(?:s|ed)? (?:for (?:filing|review)|the (?:filing|submission))|accepted|accepts|validated|validates`, strength: 0.85, requires: APPLICATION_EN },
  { type: "designation", pattern: String.raw`breakthrough therapy(?: designation)?|breakthrough designation`, strength: 0.9, detail: "breakthrough-therapy" },
  { type: "designation", pattern: String.raw`priority review(?: designation| voucher)?`, strength: 0.85, detail: "priority-review" },
  { type: "designation", pattern: String.raw`fast[- ]track(?: designation| status)?`, strength: 0.85, detail: "fast-track" },
  { type: "designation", pattern: String.raw`orphan[- ]drug(?: designation| status)|orphan designation|orphan drug`, strength: 0.85, detail: "orphan-drug" },
  { type: "designation", pattern: String.raw`rare pediatric disease designation`, strength: 0.9, detail: "rare-pediatric-disease" },
  { type: "designation", pattern: String.raw`RMAT designation|regenerative medicine advanced therapy designation`, strength: 0.9, detail: "rmat" },
  { type: "designation", pattern: String.raw`PRIME (?:designation|status|scheme|eligibility)`, strength: 0.9, detail: "prime", cased: true },
  // The UK's Innovative Licensing and Access Pathway opens with an Innovation Passport (pasaporte de innovación, passeport d'innovation).
  { type: "designation", pattern: String.raw`Innovation Passport|ILAP designation|pasaporte (?:de )?innovación|passeport (?:d['’])?innovation|Innovationspass`, strength: 0.85, detail: "innovation-passport" },
  { type: "designation", pattern: String.raw`SAKIGAKE(?: designation)?`, strength: 0.9, detail: "sakigake" },
  { type: "complete-response-letter", pattern: String.raw`complete response letter|CRL`, strength: 0.95 },
  { type: "trial-start", pattern: String.raw`first (?:patient|participant|subject)s? (?:has been |have been |was |were )?(?:dosed|treated|enrolled|randomi[sz]ed)|dos(?:ed|es|ing) (?:of )?(?:the |its )?first (?:patient|participant|subject)`, strength: 0.9 },
  { type: "trial-start", pattern: String.raw`(?:initiat|start|launch|commenc|beg[iau]n)\p{L}*\s+(?:dosing in\s+)?(?:a |an |the |its )?(?:global |pivotal |registrational |first-in-human )?(?:Phase\s+\S+\s+)?(?:clinical\s+)?(?:trial|study)`, strength: 0.7 },
  { type: "readout", pattern: String.raw`(?:met|meets|meet|achieved|achieves|hit|hits|reached|reaches)\s+(?:its |the |both |all |their )?(?:co-)?primary (?:efficacy |and key secondary )?end ?points?`, strength: 0.95, outcome: "met" },
  // The endpoint by its name: "met its progression-free survival endpoint", "hits PFS goal".
  { type: "readout", pattern: String.raw`(?:met|meets|achieved|hit|hits|reached)\s+(?:its |the |their )?(?:[\p{L}-]+\s+){0,3}?(?:end ?point|goal)s?`, strength: 0.85, outcome: "met", requires: String.raw`trial|study|Phase|survival|PFS|OS|remission|response` },
  // A result told as a win over the comparator or placebo: "beat Keytruda on progression-free survival",
  // "nearly tripled remission rates versus placebo", "clears Phase 2b bar", "succeeds in Phase 3".
  { type: "readout", pattern: String.raw`(?:beat|beats|outperform(?:s|ed)?|bested)\s+(?:\S+\s+){1,4}?on\s+(?:progression-free|overall|event-free|disease-free)?\s?(?:survival|PFS|OS|efficacy|response)`, strength: 0.8, outcome: "met" },
  { type: "readout", pattern: String.raw`(?:improved|reduced|tripled|doubled|increased|lowered|cut|raised)\s+(?:\S+\s+){0,8}?(?:versus|vs\.?|compared with|over|against)\s+placebo`, strength: 0.65 },
  { type: "readout", pattern: String.raw`clears?\s+(?:a |the |its )?(?:Phase\s+\S+\s+)?(?:bar|hurdle)|succeeds? in (?:a |the |its )?(?:\S+\s+){0,2}?(?:Phase|trial|study)`, strength: 0.8, outcome: "met" },
  { type: "readout", pattern: String.raw`(?:did not|didn't|does not|failed to|fails to|fail to)\s+(?:meet|achieve|reach|hit)\s+(?:its |the |their )?(?:co-)?primary (?:efficacy )?end ?points?|miss(?:es|ed)? (?:its |the )?primary end ?points?`, strength: 0.95, outcome: "missed" },
  { type: "readout", pattern: String.raw`fail(?:s|ed)?\s+(?:\S+\s+){0,3}?(?:trial|study)`, strength: 0.7, outcome: "missed" },
  { type: "readout", pattern: String.raw`positive (?:topline |top-line |interim )?(?:results|data)`, strength: 0.7, outcome: "met" },
  { type: "readout", pattern: String.raw`(?:topline|top-line)(?: results| data)?`, strength: 0.7, detail: "topline" },
  { type: "readout", pattern: String.raw`interim (?:results|data|analysis)`, strength: 0.7, detail: "interim" },
  { type: "readout", pattern: String.raw`final (?:results|data|analysis)`, strength: 0.6, detail: "final" },
  { type: "readout", pattern: String.raw`futility`, strength: 0.85, outcome: "missed" },
  { type: "readout", pattern: String.raw`(?:stopped|halted|terminated|ended) (?:\S+ ){0,3}?early|(?:stops|halts) (?:\S+ ){0,4}?(?:trial|study)`, strength: 0.75 },
  { type: "readout", pattern: String.raw`(?:present|unveil|share)(?:s|ed|ing)? (?:\S+ ){0,4}?(?:data|results)`, strength: 0.7, requires: String.raw`trial|study|Phase|patients|ASCO|ASH|ESMO|EHA|AACR|congress|meeting` },
  { type: "block", pattern: String.raw`(?:suspend|revok|withdr[ae]w)\p{L}*,? (?:\S+ ){0,5}?licen[cs]e`, strength: 0 },
  // Buying the rights to a drug is licensing it, not buying the company.
  { type: "licensing", pattern: String.raw`(?:acquir(?:e|es|ed|ing)|buy|buys|bought|to buy)\s+(?:\S+\s+){0,3}?rights`, strength: 0.8 },
  { type: "licensing", pattern: String.raw`(?:ex-\S+|exclusive|global|worldwide|regional|commercial(?:ization)?|development|territorial)(?: and \S+)? rights(?: to| for| in)?`, strength: 0.7 },
  { type: "licensing", pattern: String.raw`(?:exclusive |global |worldwide )?licens(?:e|es|ed|ing)(?: agreement| deal| rights)?|in-licens\p{L}*|out-licens\p{L}*|sublicens\p{L}*`, strength: 0.85 },
  { type: "partnership", pattern: String.raw`collaborat(?:ion|e|es|ed|ing)|partnership|partner(?:s|ed|ing) with|joint venture|alliance|co-development|co-commerciali[sz]ation`, strength: 0.8 },
  // "buy into TL1A": joining a field, not buying a company; "a drug, licensed from X": what it is, not news.
  { type: "block", pattern: String.raw`buy(?:s|ing)? into|bought into|(?<=,\s)(?:originally |which was |in-)?licensed from`, strength: 0 },
  // An upfront payment is a licence's: "paying Rheinwerk €80 million upfront for RWB-0455".
  { type: "licensing", pattern: String.raw`(?:pay(?:s|ing)?|paid)\s+(?:\S+\s+){0,8}?(?:upfront|up front|up-front)|(?:upfront|up-front)(?: payment)? for`, strength: 0.8 },
  { type: "acquisition", pattern: String.raw`acquir(?:e|es|ed|ing)|acquisition|to buy|buys|bought|takeover|merger agreement|tender offer|buyout|buy-out|(?:pay(?:s|ing)?|paid) (?:a |an )?(?:\S+ )?premium|(?:receive|get|be paid) (?:US)?\$\s?\d+(?:\.\d+)? (?:a|per) share in cash`, strength: 0.85 },
  { type: "financing", pattern: String.raw`Series [A-F](?:-?\d)?(?: financing| round| funding)?|initial public offering|IPO|private placement|registered direct offering|public offering|financing round|funding round|venture financing|seed round`, strength: 0.85 },
  { type: "financing", pattern: String.raw`rais(?:es|ed|ing)|financing|funding|closed`, strength: 0.75, requires: AMOUNT_EN },
];

const CHINESE: readonly Trigger[] = [
  { type: "block", pattern: WITHDRAWAL.zh, strength: 0 },
  { type: "approval", pattern: String.raw`附条件批准|有条件批准`, strength: 0.9, detail: "conditional-approval" },
  { type: "approval", pattern: String.raw`加速批准`, strength: 0.9, detail: "accelerated-approval" },
  { type: "approval", pattern: String.raw`(?:临床试验申请|临床试验|IND)(?:已)?[^，。；]{0,10}?(?:获得?|获)[^，。；]{0,12}?(?:批准|默示许可|许可)|获批(?:开展)?临床|临床(?:试验)?默示许可|临床试验批准通知书`, strength: 0.9, detail: "trial-authorization" },
  { type: "block", pattern: String.raw`获批后|上市后|获批的`, strength: 0 },
  // 核准 is how Taiwan's press and its TFDA say it: "美国食品药物管理局（FDA）已核准其…上市".
  { type: "approval", pattern: String.raw`获批上市|批准上市|获准上市|获得上市批准|获批|获得批准|获准|批准|核准`, strength: 0.85 },
  { type: "submission", pattern: String.raw`(?:递交|提交|申报)(?:了)?[^，。；]{0,25}?(?:上市申请|上市许可申请|NDA|BLA|新药申请)|申报上市`, strength: 0.9 },
  { type: "filing-acceptance", pattern: String.raw`受理`, strength: 0.9 },
  { type: "designation", pattern: String.raw`突破性(?:治疗|疗法)(?:药物|品种|认定|资格)?`, strength: 0.9, detail: "breakthrough-therapy" },
  // The CDE's public notice: "拟纳入突破性治疗品种" is the designation news; the 拟 is part of it.
  { type: "designation", pattern: String.raw`拟(?:被)?纳入突破性治疗(?:药物|品种)?`, strength: 0.9, detail: "breakthrough-therapy" },
  { type: "designation", pattern: String.raw`优先审评`, strength: 0.85, detail: "priority-review" },
  { type: "designation", pattern: String.raw`孤儿药(?:资格|认定|地位)?`, strength: 0.85, detail: "orphan-drug" },
  { type: "designation", pattern: String.raw`快速通道(?:资格|认定)?`, strength: 0.85, detail: "fast-track" },
  { type: "designation", pattern: String.raw`罕见儿科疾病(?:资格|认定)?`, strength: 0.85, detail: "rare-pediatric-disease" },
  // A step still to be approved by shareholders, the board or "the authorities" is a condition, not an approval.
  { type: "block", pattern: String.raw`(?:仍需|尚需|尚待|仍待|需经|须经|有待)[^，。；]{0,16}?(?:批准|审议|同意|审批)+`, strength: 0 },
  // A company's shareholders or board approve its own decisions, not medicines.
  { type: "block", pattern: String.raw`(?:股东大会|股东会|董事会|监事会)(?:审议)?(?:批准|通过|同意)`, strength: 0 },
  { type: "complete-response-letter", pattern: String.raw`完全回复函|完整回复函|完全回应函`, strength: 0.95 },
  { type: "trial-start", pattern: String.raw`首(?:例|批)(?:患者|受试者|病人|参与者)?(?:成功)?(?:给药|入组|用药)|首次(?:人体)?给药|首例给药`, strength: 0.9 },
  // A cell therapy's first patient is infused (回输), often with the patient's disease between: 首例难治性…患者的细胞回输.
  { type: "trial-start", pattern: String.raw`首(?:例|位|名)[^，。；]{0,20}?(?:患者|受试者)(?:的)?(?:细胞)?(?:回输|给药|入组)`, strength: 0.9 },
  { type: "trial-start", pattern: String.raw`启动[^，。；]{0,24}?(?:临床试验|临床研究|试验|期研究)|(?:临床研究|临床试验)(?:（[^）]{0,24}）)?(?:已)?(?:正式)?启动`, strength: 0.7 },
  { type: "readout", pattern: String.raw`未(?:能)?达到(?:预设的?)?[^，。；、]{0,10}?(?:主要|全部主要|共同主要)(?:研究|疗效)?终点|未达主要终点`, strength: 0.95, outcome: "missed" },
  { type: "readout", pattern: String.raw`达到(?:了)?(?:预设的?)?[^，。；、]{0,10}?(?:主要|全部主要|双主要|共同主要)(?:研究|疗效)?终点|达成主要终点`, strength: 0.95, outcome: "met" },
  { type: "readout", pattern: String.raw`积极结果|积极的?顶线`, strength: 0.7, outcome: "met" },
  { type: "readout", pattern: String.raw`顶线(?:结果|数据)`, strength: 0.7, detail: "topline" },
  { type: "readout", pattern: String.raw`中期分析(?:结果)?|期中分析`, strength: 0.7, detail: "interim" },
  { type: "readout", pattern: String.raw`(?:公布|发布|披露)(?:了)?[^，。；]{0,60}?(?:研究)?(?:数据|结果)|(?:数据|结果)(?:公布|发布|出炉|亮相)`, strength: 0.7 },
  { type: "licensing", pattern: String.raw`(?:独家)?授权(?:给|予)?|许可协议|独家许可|对外授权|${LATIN("License-?(?:out|in)")}`, strength: 0.85 },
  // Rights granted or licensed to another ("海外权益授予默沙东", "商业化权利许可给"), and in-licensing
  // ("从曜辰药业引进…权益"): 引进 alone also brings in staff or equipment, so a source or the rights go with it.
  { type: "licensing", pattern: String.raw`(?:权益|权利)[^，。；]{0,20}?(?:授予|转让给)|许可给|(?:从|自)[^，。；]{1,20}?引进|引进[^，。；]{0,30}?(?:权益|权利)`, strength: 0.85 },
  // Rights bought are licensed, not a company bought ("收购…的海外权益", "获得…的独家开发权").
  { type: "licensing", pattern: String.raw`(?:收购|获得|取得|购买)[^，。；]{0,20}?(?:权益|(?:开发|商业化|销售|独家)\p{Script=Han}{0,4}权)`, strength: 0.85 },
  // A deal told as what a medicine is ("与杨森合作开发的CAR-T疗法", "阿斯利康与安进合作的TSLP单抗"): an attribute, not news.
  { type: "block", pattern: String.raw`(?:合作|共同|联合)(?:开发|研发)?的`, strength: 0 },
  { type: "partnership", pattern: String.raw`战略合作|合作协议|达成合作|共同开发|联合开发|合作`, strength: 0.75 },
  { type: "acquisition", pattern: String.raw`收购|并购|全资子公司化`, strength: 0.9 },
  // "拟以8亿元收购": how a listed company announces an agreed acquisition; the 拟 is part of it.
  { type: "acquisition", pattern: String.raw`拟(?:以)?[^，。；]{0,20}?(?:收购|并购)`, strength: 0.85 },
  { type: "financing", pattern: String.raw`[A-E天种]\+?轮融资|Pre-[A-E]\+?轮|融资|募资|募集资金|定向增发|${LATIN("IPO")}|首次公开发行`, strength: 0.9 },
];

const JAPANESE: readonly Trigger[] = [
  { type: "block", pattern: WITHDRAWAL.ja, strength: 0 },
  // A company's shareholders or board approve its own decisions, not medicines.
  { type: "block", pattern: String.raw`(?:株主総会|取締役会)(?:で|の|において)?(?:承認|決議|可決)`, strength: 0 },
  { type: "block", pattern: String.raw`承認(?:取得)?後|承認された(?:新薬|薬|医薬品|品目|製品|治療薬)|承認済み`, strength: 0 },
  // "世界に先駆け日本で承認": ahead of the world, not a SAKIGAKE designation.
  { type: "block", pattern: String.raw`(?:世界|他国|欧米|海外)に先駆け(?:て)?`, strength: 0 },
  { type: "approval", pattern: String.raw`条件付き(?:早期)?承認|条件・期限付き(?:で)?承認|条件及び期限付き承認`, strength: 0.9, detail: "conditional-approval" },
  { type: "approval", pattern: String.raw`迅速承認|加速承認`, strength: 0.9, detail: "accelerated-approval" },
  { type: "approval", pattern: String.raw`(?:製造販売)?承認を(?:取得|受け|得)|承認取得|(?:製造販売)?承認された|承認した|承認を発表`, strength: 0.9 },
  { type: "approval", pattern: String.raw`(?:日本|国内|米国|欧州|中国)で(?:の)?(?:製造販売)?承認(?![^、。]{0,16}申請|後)`, strength: 0.85 },
  { type: "submission", pattern: String.raw`(?:製造販売|新薬)?承認申請(?:を(?:行|実施|提出)|した)?|(?:製造販売|新薬)?承認を申請|国内申請`, strength: 0.85 },
  // Japan's clinical trial notification (治験計画届) clears a trial after the PMDA's 30-day review.
  { type: "approval", pattern: String.raw`治験計画届`, strength: 0.8, detail: "trial-authorization" },
  { type: "filing-acceptance", pattern: String.raw`受理`, strength: 0.9 },
  { type: "designation", pattern: String.raw`先駆(?:け|的医薬品|的再生医療等製品|的医療機器)(?:審査)?(?:指定)?`, strength: 0.9, detail: "sakigake" },
  { type: "designation", pattern: String.raw`希少疾病用医薬品|オーファンドラッグ`, strength: 0.85, detail: "orphan-drug" },
  { type: "designation", pattern: String.raw`希少小児疾患(?:指定)?|レア・?ペディアトリック`, strength: 0.9, detail: "rare-pediatric-disease" },
  { type: "designation", pattern: String.raw`優先審査`, strength: 0.85, detail: "priority-review" },
  { type: "designation", pattern: String.raw`ブレ[ーイ]クスルー・?セラピー|画期的治療薬`, strength: 0.9, detail: "breakthrough-therapy" },
  { type: "designation", pattern: String.raw`ファスト・?トラック`, strength: 0.85, detail: "fast-track" },
  { type: "complete-response-letter", pattern: String.raw`審査完了報告通知|完全回答書`, strength: 0.95 },
  { type: "trial-start", pattern: String.raw`初回投与|最初の(?:患者|被験者)[^。、]{0,6}投与|投与を開始|${LATIN("first patient")}`, strength: 0.85 },
  { type: "trial-start", pattern: String.raw`試験を開始`, strength: 0.7 },
  // The first patient treated: "1例目の患者への移植を実施", "1例目に投与".
  { type: "trial-start", pattern: String.raw`[1１一]例目(?:の(?:患者|被験者))?(?:への|に|の)?(?:投与|移植|登録|組み入れ|組入れ)`, strength: 0.85 },
  // A primary endpoint not separated from placebo: "主要評価項目である…がプラセボと統計学的な有意差を示さなかった".
  { type: "readout", pattern: String.raw`(?:統計学的な?|統計的に)?有意差を(?:示さなかった|示せなかった|示さず|認めなかった)|有意差(?:は|が)(?:認められ|見られ|得られ)(?:なかった|ず)`, strength: 0.9, outcome: "missed", requires: String.raw`主要評価項目|主要エンドポイント` },
  { type: "readout", pattern: String.raw`主要評価項目を(?:達成できなかった|達成できず|達成しなかった|満たさなかった|満たせなかった)|主要評価項目(?:は)?未達`, strength: 0.95, outcome: "missed" },
  { type: "readout", pattern: String.raw`主要評価項目(?:を)?(?:達成|満た)`, strength: 0.95, outcome: "met" },
  { type: "readout", pattern: String.raw`トップライン(?:結果|データ)?`, strength: 0.7, detail: "topline" },
  { type: "readout", pattern: String.raw`中間解析`, strength: 0.7, detail: "interim" },
  // A survival gain is a result: "OSを有意に延長", "無増悪生存期間を改善", "OSほぼ倍増".
  { type: "readout", pattern: String.raw`(?:全生存期間|無増悪生存期間|生存期間|${LATIN("OS|PFS")})(?:を|が)?[^。、]{0,8}?(?:延長|改善|倍増)`, strength: 0.7 },
  // A primary endpoint or the placebo arm significantly beaten: "主要評価項目である寛解率がプラセボを有意に上回った".
  { type: "readout", pattern: String.raw`主要評価項目[^。]{0,40}?有意に(?:上回|改善|延長|低下|減少|抑制)`, strength: 0.9, outcome: "met" },
  { type: "readout", pattern: String.raw`(?:プラセボ|対照)(?:群)?[^。、]{0,8}?有意に(?:上回|改善|延長|低下|減少|抑制)`, strength: 0.7 },
  { type: "readout", pattern: String.raw`(?:データ|結果)を[^。、]{0,6}?(?:発表|公表|報告)`, strength: 0.7, requires: String.raw`試験|第[1-3１-３]相|学会|${LATIN("ASCO|ESMO|ASH|EHA|AACR")}` },
  { type: "licensing", pattern: String.raw`ライセンス(?:契約|供与|導入|アウト|イン)?|導出`, strength: 0.85 },
  { type: "licensing", pattern: String.raw`(?:独占的な?)?(?:開発・販売|開発|販売)権`, strength: 0.7 },
  // Rights bought are licensed: "欧州での権利を取得" is no acquisition.
  { type: "licensing", pattern: String.raw`(?:権利|権)を(?:取得|獲得|買い取)`, strength: 0.9 },
  { type: "partnership", pattern: String.raw`提携|共同研究|共同開発|協業|パートナーシップ`, strength: 0.8 },
  { type: "acquisition", pattern: String.raw`買収|子会社化|株式公開買い付け`, strength: 0.9 },
  // Buying a medicine or a business: "TYK2阻害剤を取得する契約" (an approval is 承認を取得, not this).
  { type: "acquisition", pattern: String.raw`(?:阻害剤|阻害薬|化合物|候補(?:薬|品|物質)?|開発品|資産|事業|パイプライン|全株式|株式)を取得`, strength: 0.85 },
  { type: "financing", pattern: String.raw`資金調達|第三者割当増資|シリーズ[A-FＡ-Ｆ]|${LATIN("IPO")}|新規上場`, strength: 0.9 },
];

const KOREAN: readonly Trigger[] = [
  { type: "block", pattern: WITHDRAWAL.ko, strength: 0 },
  // A company's shareholders or board approve its own decisions, not medicines.
  { type: "block", pattern: String.raw`(?:주주총회|이사회)(?:의|에서)?\s?(?:승인|의결|통과)`, strength: 0 },
  { type: "approval", pattern: String.raw`조건부\s?(?:품목)?(?:허가|승인)`, strength: 0.9, detail: "conditional-approval" },
  { type: "block", pattern: String.raw`(?:허가|승인)\s?(?:이후|후)`, strength: 0 },
  { type: "approval", pattern: String.raw`(?:임상|시험)\s?계획(?:서)?(?:\(IND\))?(?:을|를)?\s?승인|IND(?:\))?(?:을|를)?\s?승인`, strength: 0.9, detail: "trial-authorization" },
  { type: "approval", pattern: String.raw`가속\s?승인`, strength: 0.9, detail: "accelerated-approval" },
  { type: "approval", pattern: String.raw`(?:품목)?허가(?:를)?\s?(?:받|획득|취득|내[주줬])|(?:판매)?승인(?:을)?\s?(?:받|획득|취득)|품목허가\s?획득|허가\s?획득`, strength: 0.9 },
  { type: "approval", pattern: String.raw`허가(?:했|하였)|(?:신약|의약품|품목)(?:으로)?\s?(?:(?:식약처|식품의약품안전처|${LATIN("FDA|EMA")})(?:로부터|의|에서)?\s?)?허가(?!\s?신청)`, strength: 0.85 },
  { type: "approval", pattern: String.raw`임상(?:은|이)\s[^.,]{0,30}?승인`, strength: 0.85, detail: "trial-authorization" },
  { type: "approval", pattern: String.raw`품목허가|승인`, strength: 0.6 },
  { type: "submission", pattern: String.raw`(?:품목)?허가(?:를|을)?[^.,]{0,15}?신청|신약허가신청(?:서)?(?:\((?:NDA|BLA)\))?(?:를|을)?\s?제출|허가신청서(?:를|을)?\s?제출|(?:NDA|BLA)(?:를|을)?\s?제출`, strength: 0.9 },
  { type: "filing-acceptance", pattern: String.raw`수락|접수`, strength: 0.85, requires: "신청" },
  // An application validated and under review is an acceptance: "MAA가 … 유효성 검증을 통과해 본격 심사에 들어갔다", "허가 심사 착수".
  { type: "filing-acceptance", pattern: String.raw`(?:유효성\s?)?검증(?:을)?\s?통과|(?<!우선\s?)심사(?:에)?\s?(?:착수|돌입|들어[가갔])`, strength: 0.9, requires: String.raw`허가|신청|${LATIN("MAA|NDA|BLA")}` },
  { type: "designation", pattern: String.raw`희귀의약품`, strength: 0.85, detail: "orphan-drug" },
  { type: "designation", pattern: String.raw`희귀\s?소아\s?질환(?:\s?의약품)?(?:\s?지정)?`, strength: 0.9, detail: "rare-pediatric-disease" },
  { type: "designation", pattern: String.raw`패스트\s?트랙|신속심사`, strength: 0.85, detail: "fast-track" },
  { type: "designation", pattern: String.raw`혁신\s?치료제|획기적\s?치료제|혁신신약\s?지정`, strength: 0.9, detail: "breakthrough-therapy" },
  { type: "designation", pattern: String.raw`우선\s?심사`, strength: 0.85, detail: "priority-review" },
  { type: "complete-response-letter", pattern: String.raw`(?:최종)?보완요구서|${LATIN("CRL")}`, strength: 0.95 },
  { type: "trial-start", pattern: String.raw`첫\s?(?:번째\s?)?(?:환자|피험자|대상자)\s?(?:투여|등록|투약)|최초\s?(?:투여|투약)|첫\s?(?:투여|투약)`, strength: 0.9 },
  // "글로벌 3상 개시", "3상 임상시험을 … 개시했다", "임상 3상이 본격적으로 시작됐다".
  { type: "trial-start", pattern: String.raw`[1-3](?:\/[1-3])?상(?:\s?임상(?:시험)?)?(?:이|을|를)?\s?[^.,]{0,30}?(?:개시|시작(?:됐|했|한다|되었))`, strength: 0.7 },
  { type: "trial-start", pattern: String.raw`임상\s?(?:시험\s?)?(?:\d[a-zA-Z]?(?:\/\d[a-zA-Z]?)?상(?:을|를|에)?\s?)?(?:개시|착수|돌입)`, strength: 0.7 },
  { type: "readout", pattern: String.raw`(?:1차|주)\s?(?:유효성\s?)?평가\s?(?:변수|지표)(?:를|을)?\s?(?:모두\s?)?(?:충족하지\s?못|달성하지\s?못|미충족|미달)`, strength: 0.95, outcome: "missed" },
  // "1차 지표 실패", "1차 평가지표인 PFS에서 통계적 유의성을 확보하지 못했다".
  { type: "readout", pattern: String.raw`1차\s?(?:평가\s?)?(?:변수|지표)[^.]{0,70}?(?:실패|확보하지\s?못|입증하지\s?못|유의성을\s?보이지\s?못)`, strength: 0.9, outcome: "missed" },
  { type: "readout", pattern: String.raw`[1-3](?:\/[1-3])?상\s?(?:임상\s?)?(?:시험\s?)?(?:에서\s?)?실패`, strength: 0.85, outcome: "missed" },
  { type: "readout", pattern: String.raw`(?:1차|주)\s?(?:유효성\s?)?평가\s?(?:변수|지표)(?:를|을)?\s?(?:모두\s?)?(?:충족|달성)`, strength: 0.95, outcome: "met" },
  { type: "readout", pattern: String.raw`톱라인|탑라인`, strength: 0.7, detail: "topline" },
  { type: "readout", pattern: String.raw`무용성`, strength: 0.85, outcome: "missed" },
  { type: "readout", pattern: String.raw`중간\s?분석`, strength: 0.7, detail: "interim" },
  { type: "readout", pattern: String.raw`(?:임상|[1-3]상)[^.]{0,40}?결과(?:를)?\s?(?:[^.]{0,30}?에서\s?)?(?:발표|공개)|(?:무진행\s?생존|${LATIN("PFS")}|전체\s?생존)[^.]{0,40}?(?:연장|개선)`, strength: 0.7 },
  { type: "licensing", pattern: String.raw`기술\s?이전|기술\s?수출|라이[선센]스(?:\s?(?:아웃|인))?`, strength: 0.9 },
  // Rights bought are licensed: "유럽 판권을 인수" is no acquisition.
  { type: "licensing", pattern: String.raw`(?:판권|권리|사업권|개발권|상업화\s?권리)(?:을|를)?\s?(?:인수|확보|취득|도입)`, strength: 0.9 },
  { type: "partnership", pattern: String.raw`공동\s?연구|공동\s?개발|파트너십|업무\s?협약|전략적\s?협력|협약|제휴`, strength: 0.8 },
  // A contract manufacturing deal: "위탁생산(CMO) 계약을 맺었다".
  { type: "partnership", pattern: String.raw`위탁\s?(?:생산|개발생산|개발)(?:\s?\([A-Z]{3,4}\))?\s?계약|${LATIN("CMO|CDMO")}\s?계약`, strength: 0.8 },
  { type: "acquisition", pattern: String.raw`인수(?!인계)`, strength: 0.85 },
  { type: "financing", pattern: String.raw`투자(?:를|금을)?\s?유치|시리즈\s?[A-F]|자금\s?조달|유상증자|${LATIN("IPO")}|기업공개`, strength: 0.9 },
  // A listing's public offering, or an amount raised: "코스닥 상장 공모로 450억원 조달", "약 450억원을 조달했다".
  { type: "financing", pattern: String.raw`상장\s?(?:을\s?위한\s?)?공모|억\s?원(?:을|를)?\s?조달`, strength: 0.85 },
  // A listing is the company's IPO: "유가증권시장(코스피)에 상장했다", "코스닥 상장".
  { type: "financing", pattern: String.raw`(?:유가증권시장|코스피|코스닥|${LATIN("KOSPI|KOSDAQ")})[^.,]{0,12}?상장(?:했|됐|한다|하였|되었|\s?첫날)`, strength: 0.85 },
];

const APPLICATION_DE = String.raw`Antrag|Zulassungsantrag|Zulassungsgesuch|Biologics License Application|New Drug Application|BLA|NDA|MAA`;

const GERMAN: readonly Trigger[] = [
  { type: "block", pattern: WITHDRAWAL.de, strength: 0 },
  // A company's shareholders or board approve its own decisions, not medicines.
  { type: "block", pattern: String.raw`(?:Zustimmung|Genehmigung) (?:der|durch die) (?:Hauptversammlung|Aktionäre|Aktionärinnen und Aktionäre|Gesellschafter)|(?:genehmigt|gebilligt|zugestimmt)(?<=(?:Hauptversammlung|Aktionäre|Aufsichtsrat|Gesellschafterversammlung) (?:\S{1,40} ){0,6}\p{L}+)`, strength: 0 },
  { type: "approval", pattern: String.raw`bedingte(?:n|r)? Zulassung`, strength: 0.9, detail: "conditional-approval" },
  { type: "approval", pattern: String.raw`beschleunigte(?:n|r)? Zulassung`, strength: 0.9, detail: "accelerated-approval" },
  { type: "approval", pattern: String.raw`positive(?:s|n)? (?:CHMP-)?(?:Votum|Gutachten|Stellungnahme|Empfehlung)|CHMP-Empfehlung|Zulassungsempfehlung|empfiehlt (?:\S+ ){0,6}?(?:die )?Zulassung`, strength: 0.75, detail: "positive-opinion" },
  { type: "block", pattern: String.raw`negative(?:s|n)? (?:CHMP-)?(?:Votum|Gutachten|Stellungnahme)`, strength: 0 },
  { type: "approval", pattern: String.raw`(?:FDA|EU|US)-Zulassung|Zulassung (?:erhalten|erteilt)|(?:erteilt|erhält|erhielt)\p{L}* (?:\S+ ){0,3}?Zulassung|zugelassen|genehmigt`, strength: 0.9 },
  // "Die FDA ließ das Präparat … zu": the separable verb of zulassen, said of an authority.
  { type: "approval", pattern: String.raw`(?:ließ|lässt|ließen)\s+(?:\S+\s+){1,16}?zu(?=\s*[.,;:]|$)`, strength: 0.85, requires: String.raw`FDA|EMA|Behörde|Kommission|BfArM|PEI|Paul-Ehrlich-Institut|Swissmedic|MHRA|NMPA|PMDA|Arzneimittelbehörde|Gesundheitsbehörde` },
  { type: "approval", pattern: String.raw`erweitert\p{L}* (?:\S+ ){0,3}?(?:[\p{L}\p{N}]{1,30}-){0,3}Zulassung|Zulassungserweiterung|grünes Licht`, strength: 0.85 },
  { type: "approval", pattern: String.raw`genehmigt\p{L}* (?:die |eine )?(?:klinische )?(?:[\p{L}\p{N}]{1,30}-){0,3}Studie|Studiengenehmigung|Genehmigung (?:\S+ ){0,3}?klinische(?:n|r)? (?:[\p{L}\p{N}]{1,30}-){0,3}(?:Prüfung|Studie)|(?:klinische(?:n)? )?(?:[\p{L}\p{N}]{1,30}-){0,3}(?:Prüfung|Studie) (?:\S+ ){0,4}?genehmigt`, strength: 0.85, detail: "trial-authorization" },
  { type: "block", pattern: String.raw`nach (?:der )?Zulassung|an die Zulassung geknüpft|bei (?:einer )?Zulassung`, strength: 0 },
  // A refusal is no approval: "FDA verweigert … die Zulassung", "die Zulassung wurde abgelehnt".
  { type: "block", pattern: String.raw`verweiger\p{L}* (?:\S+ ){0,8}?(?:[\p{L}\p{N}]{1,30}-){0,3}Zulassung\p{L}*|Zulassung\p{L}* (?:\S+ ){0,4}?(?:verweigert|abgelehnt|versagt)|(?:Ablehnung|Versagung) (?:\S+ ){0,2}?Zulassung\p{L}*`, strength: 0 },
  { type: "approval", pattern: String.raw`Zulassung`, strength: 0.6 },
  { type: "submission", pattern: String.raw`Zulassungsantrag|Zulassungsantrags|Zulassungsgesuch`, strength: 0.8 },
  // "beantragt die EU-Zulassung", "hat bei der EMA die Zulassung … beantragt", "reicht den Zulassungsantrag ein".
  { type: "submission", pattern: String.raw`beantrag\p{L}* (?:\S+ ){0,3}?(?:[\p{L}\p{N}]{1,30}-){0,3}Zulassung\p{L}*|(?:[\p{L}\p{N}]{1,30}-){0,3}Zulassung\p{L}* (?:\S+ ){0,16}?beantragt|(?:Zulassungsantrag|Antrag)\p{L}* (?:\S+ ){0,10}?(?:eingereicht|gestellt)|reich\p{L}* (?:\S+ ){0,6}?(?:Zulassungsantrag|Antrag)\p{L}* (?:\S+ ){0,8}?ein(?=\s*[.,;:]|$)`, strength: 0.9 },
  { type: "filing-acceptance", pattern: String.raw`validiert|zur Prüfung angenommen|angenommen`, strength: 0.85, requires: APPLICATION_DE },
  // "FDA prüft Zulassungsantrag": reviewing is what follows an acceptance, but a headline may say it of a filing.
  { type: "filing-acceptance", pattern: String.raw`prüft (?:\S+ ){0,3}?(?:Zulassungsantrag|Antrag)\p{L}*`, strength: 0.6 },
  // The application and its acceptance in one sentence are an acceptance, not a submission:
  // "hat den Zulassungsantrag von X … angenommen", "FDA nimmt Zulassungsantrag für X an".
  { type: "filing-acceptance", pattern: String.raw`(?:Zulassungsantrag|Antrag)\p{L}*\s+(?:\S+\s+){0,16}?(?:angenommen|validiert)|nimmt\s+(?:\S+\s+){0,3}?(?:Zulassungsantrag|Antrag)\p{L}*\s+(?:\S+\s+){0,8}?an(?=\s*[.,;:]|$)`, strength: 0.9 },
  { type: "designation", pattern: String.raw`Orphan-Drug-(?:Status|Designation|Bezeichnung)|Orphan-Drug|Arzneimittel für seltene Leiden`, strength: 0.85, detail: "orphan-drug" },
  { type: "designation", pattern: String.raw`PRIME(?:-Programm|-Status)?`, strength: 0.85, detail: "prime", cased: true },
  { type: "designation", pattern: String.raw`Breakthrough-Therapy(?:-Status|-Designation)?|Durchbruchstherapie`, strength: 0.9, detail: "breakthrough-therapy" },
  { type: "designation", pattern: String.raw`Fast-Track(?:-Status|-Designation)?`, strength: 0.85, detail: "fast-track" },
  { type: "designation", pattern: String.raw`Rare-Pediatric-Disease(?:-Status|-Designation)?|Rare Pediatric Disease(?: Designation)?|seltene(?:n|r)? pädiatrische(?:n|r)? Erkrankung`, strength: 0.9, detail: "rare-pediatric-disease" },
  { type: "designation", pattern: String.raw`Priority Review|vorrangige(?:n)? Prüfung|beschleunigte(?:n|s)? (?:Prüfung|Prüfverfahren)`, strength: 0.85, detail: "priority-review" },
  { type: "complete-response-letter", pattern: String.raw`Complete Response Letter|vollständige(?:s|n)? Antwortschreiben`, strength: 0.95 },
  { type: "trial-start", pattern: String.raw`erste(?:n|r)? Patient(?:en|in)?\s+(?:\S+\s+){0,10}?(?:dosiert|behandelt|eingeschlossen|randomisiert)|(?:behandelt|dosiert|randomisiert)\p{L}* (?:\S+ ){0,2}?erste(?:n|r)? Patient(?:en|in)?|Studienstart|Erstdosierung`, strength: 0.9 },
  { type: "trial-start", pattern: String.raw`startet|starten|gestartet|beginnt|begonnen`, strength: 0.7, requires: String.raw`(?:[\p{L}\p{N}]{1,30}-){0,3}[\p{L}]{0,20}Studie|Phase[\s-]?(?:I{1,3}|[1-3])` },
  // Results told with the endpoint they lowered: "verringerte … den kombinierten primären Endpunkt".
  { type: "readout", pattern: String.raw`(?:verringerte|senkte|reduzierte|verbesserte|verlängerte)\p{L}* (?:\S+ ){0,16}?primären Endpunkt`, strength: 0.85, outcome: "met" },
  { type: "readout", pattern: String.raw`(?:vollständigen |ersten |finalen )?Ergebnisse (?:der |aus der )?(?:[\p{L}\p{N}]{1,30}-){0,3}Studie (?:\S+ ){0,4}?(?:vorgestellt|präsentiert|veröffentlicht)`, strength: 0.75 },
  // An application refused for now is a complete response ("vorerst abgelehnt").
  { type: "complete-response-letter", pattern: String.raw`(?:vorerst|vorläufig) (?:abgelehnt|verweigert)|verweigert (?:\S+ ){0,2}?(?:vorerst|vorläufig) (?:die )?Zulassung`, strength: 0.85 },
  // Rights secured are licensed: "hat sich die Vermarktungsrechte … gesichert".
  { type: "licensing", pattern: String.raw`\p{L}{0,20}[Rr]echte (?:\S+ ){0,10}?(?:gesichert|erworben)|sichert sich (?:\S+ ){0,6}?(?:die )?\p{L}{0,20}[Rr]echte`, strength: 0.85 },
  { type: "readout", pattern: String.raw`(?:primären|primärer) Endpunkt (?:verfehlt|nicht erreicht)|verfehlt\p{L}* (?:\S+ ){0,2}?primären Endpunkt`, strength: 0.95, outcome: "missed" },
  // "scheitert in Phase III", "Studie gescheitert": a failed trial.
  { type: "readout", pattern: String.raw`scheiter\p{L}*|gescheitert`, strength: 0.8, outcome: "missed", requires: String.raw`(?:[\p{L}\p{N}]{1,30}-){0,3}\p{L}{0,20}(?:Studie|Phase)\p{L}*` },
  { type: "readout", pattern: String.raw`(?:Hauptziel|Studienziel|primäre Ziel|Ziel) (?:verfehlt|nicht erreicht)|verfehlt\p{L}* (?:\S+ ){0,2}?(?:Hauptziel|Studienziel|Ziel)`, strength: 0.8, outcome: "missed" },
  { type: "readout", pattern: String.raw`(?:Hauptziel|Studienziel|primäre Ziel) erreicht|erreicht\p{L}* (?:\S+ ){0,2}?(?:Hauptziel|Studienziel)`, strength: 0.8, outcome: "met" },
  { type: "readout", pattern: String.raw`(?:primären|primärer) Endpunkt (?:erreicht|erfüllt)|erreicht\p{L}* (?:\S+ ){0,2}?primären Endpunkt`, strength: 0.95, outcome: "met" },
  { type: "readout", pattern: String.raw`primäre Endpunkt (?:wurde|ist) (?:\S+ ){0,4}?(?:nicht erreicht|verfehlt)`, strength: 0.95, outcome: "missed" },
  { type: "readout", pattern: String.raw`primäre Endpunkt (?:wurde|ist) (?:(?!nicht )\S+ ){0,4}?(?:erreicht|erfüllt)`, strength: 0.95, outcome: "met" },
  { type: "readout", pattern: String.raw`positive (?:[\p{L}\d]{1,30}-){0,4}\p{L}*(?:Daten|Ergebnisse)`, strength: 0.7, outcome: "met" },
  // Data presented at a congress or published: "legt Amberlisib-Daten vor", "hat neue Daten … vorgestellt";
  // not data a company had submitted earlier ("hatte Daten … vorgelegt", a benefit assessment's basis).
  { type: "block", pattern: String.raw`hatte\p{L}* (?:\S+ ){0,12}?(?:vorgelegt|vorgestellt|präsentiert|eingereicht)`, strength: 0 },
  { type: "readout", pattern: String.raw`(?:legt|stellt)\p{L}* (?:\S+ ){0,5}?(?:[\p{L}\p{N}]{1,30}-){0,3}(?:Daten|Ergebnisse)\p{L}* (?:\S+ ){0,6}?vor(?=\s*[.,;:]|$)|(?:[\p{L}\p{N}]{1,30}-){0,3}(?:Daten|Ergebnisse) (?:\S+ ){0,10}?(?:vorgestellt|präsentiert|vorgelegt|veröffentlicht)|(?:präsentiert|veröffentlicht|zeigt|zeigen)\p{L}* (?:\S+ ){0,5}?(?:[\p{L}\p{N}]{1,30}-){0,3}(?:Daten|Ergebnisse)`, strength: 0.7, requires: String.raw`(?:[\p{L}\p{N}]{1,30}-){0,3}\p{L}{0,20}(?:Studie|Phase|Patient)\p{L}*|ASCO|ASH|ESMO|EHA|AACR|Kongress\p{L}*` },
  { type: "readout", pattern: String.raw`Topline-(?:Daten|Ergebnisse)|Top-Line-(?:Daten|Ergebnisse)`, strength: 0.7, detail: "topline" },
  { type: "readout", pattern: String.raw`überzeugt\p{L}* (?:\S+ ){0,3}?(?:Phase|Studie)\p{L}*`, strength: 0.7, outcome: "met" },
  { type: "readout", pattern: String.raw`Zwischenanalyse|Interimsanalyse`, strength: 0.7, detail: "interim" },
  { type: "readout", pattern: String.raw`Futilität|Aussichtslosigkeit`, strength: 0.85, outcome: "missed" },
  // A trial stopped early on its monitoring committee's advice: what it found is the news.
  { type: "readout", pattern: String.raw`vorzeitig (?:beendet|gestoppt|abgebrochen|eingestellt)|Studienabbruch|(?:stoppt|beendet|bricht) (?:\S+ ){0,4}?(?:[\p{L}\p{N}]{1,30}-){0,3}Studie (?:\S+ ){0,3}?(?:vorzeitig|ab)`, strength: 0.75 },
  { type: "licensing", pattern: String.raw`Lizenz(?:vereinbarung|abkommen|vertrag|deal|rechte)?|lizenziert|auslizenziert|einlizenziert`, strength: 0.85 },
  { type: "licensing", pattern: String.raw`(?:weltweiten|exklusiven|globalen) (?:\S+ )?Rechte|Rechte an`, strength: 0.7 },
  // Buying the rights to a medicine is licensing it, not buying the company ("erwirbt die europäischen Rechte an").
  { type: "licensing", pattern: String.raw`(?:erwirbt|erwarb|erworben|erwerben|kauft|kaufte|gekauft) (?:\S+ ){0,3}?Rechte`, strength: 0.85 },
  // Handing a product over: "CureVac überträgt mRNA-Impfstoffe … an GSK".
  { type: "licensing", pattern: String.raw`(?:überträgt|übertrug|übertragen) (?:\S+ ){0,8}?an`, strength: 0.8 },
  { type: "partnership", pattern: String.raw`\p{L}{0,20}[Kk]ooperation|\p{L}{0,20}[Pp]artnerschaft|Zusammenarbeit|arbeitet(?: \S+){0,4} zusammen|Allianz`, strength: 0.8 },
  // "X und Y wollen den Antikörper gemeinsam entwickeln und vermarkten": how a co-development
  // deal is announced; the "wollen" is part of the phrase, not a plan to make one.
  { type: "partnership", pattern: String.raw`(?:wollen\s+(?:\S+\s+){0,8}?)?gemeinsam (?:\S+ ){0,8}?(?:entwickeln|vermarkten|entwickelt|vermarktet|weiterentwickeln|zur Marktreife bringen|auf den Markt bringen)|entwickeln (?:\S+ ){0,3}?gemeinsam|Ko-Entwicklung|Co-Entwicklung`, strength: 0.8 },
  // "übernimmt die Vermarktung in Europa": a partner's task, not a takeover.
  { type: "block", pattern: String.raw`übernimmt (?:\S+ ){0,6}?(?:Vermarktung|Entwicklung|Kosten|Verantwortung|Führung|Leitung|Produktion|Herstellung|Vertrieb|Rolle|Aufgabe|Finanzierung|Vorsitz|Posten|Amt)`, strength: 0 },
  // "seit der Übernahme von X": what a company has had since, not news.
  { type: "block", pattern: String.raw`seit (?:der |dem )?(?:Übernahme|Kauf|Erwerb|Fusion)`, strength: 0 },
  { type: "acquisition", pattern: String.raw`übernimmt|Übernahme|übernommen|übernehmen|erwirbt|Akquisition|kauft|Übernahmeangebot|Umtauschangebot|schluck\p{L}*`, strength: 0.85 },
  // "X will Y vollständig übernehmen": how an agreed takeover bid is announced; the "will" is part of the phrase.
  { type: "acquisition", pattern: String.raw`(?:will|wollen)\s+(?:\S+\s+){1,8}?(?:übernehmen|kaufen|erwerben|schlucken)`, strength: 0.85 },
  { type: "financing", pattern: String.raw`(?:von|bei) (?:\S+ ){0,3}?(?:Investoren|Geldgebern|Kapitalgebern|Wagniskapitalgebern)`, strength: 0.8, requires: String.raw`Mio\.|Millionen|Mrd\.|Milliarden` },
  { type: "financing", pattern: String.raw`Finanzierungsrunde|Serie-[A-F]-Finanzierung|Kapitalerhöhung|Börsengang|eingesammelt|sammelt\s+(?:\S+\s+){0,6}?ein`, strength: 0.9 },
];

const APPLICATION_FR = String.raw`demande|dossier`;

const FRENCH: readonly Trigger[] = [
  // A treatment that failed the patients before is their setting, not a trial that failed: "après échec d'au moins deux lignes".
  { type: "block", pattern: String.raw`(?:après|en cas d['’]|suite à|malgré)\s+(?:l['’]|un |une )?échec`, strength: 0 },
  { type: "block", pattern: WITHDRAWAL.fr, strength: 0 },
  // A company's shareholders or board approve its own decisions, not medicines.
  { type: "block", pattern: String.raw`approbation (?:de l['’]assemblée générale|des actionnaires)|approuvée? par (?:l['’]assemblée générale|les actionnaires|le conseil d['’]administration)`, strength: 0 },
  { type: "approval", pattern: String.raw`autorisation (?:de mise sur le marché )?conditionnelle|AMM conditionnelle`, strength: 0.9, detail: "conditional-approval" },
  { type: "approval", pattern: String.raw`(?:approbation|autorisation) accélérée`, strength: 0.9, detail: "accelerated-approval" },
  // Health Canada's marketing authorization is a notice of compliance; Québec's press says it "homologue" a medicine.
  { type: "approval", pattern: String.raw`avis de conformité|homolog(?:ue|uent|ué|uée|ués|uées|ation)`, strength: 0.9 },
  { type: "approval", pattern: String.raw`avis (?:favorable|positif)|recommand\p{L}* (?:\S+ ){0,6}?(?:l['’])?(?:octroi|approbation|autorisation)`, strength: 0.75, detail: "positive-opinion" },
  { type: "block", pattern: String.raw`avis (?:défavorable|négatif)`, strength: 0 },
  { type: "approval", pattern: String.raw`(?:obtenu|obtient|accordé|reçu|délivré|octroyé)e?s?\s+(?:\S+\s+){0,5}?(?:une |l['’]|son |sa )?(?:autorisation|AMM|approbation)|approuv(?:e|é|ée|és|ées|ent)|autoris(?:e|é|ée)`, strength: 0.9 },
  { type: "approval", pattern: String.raw`autoris\p{L}* (?:l['’]|un |son |le )?(?:essai|étude)|(?:essai|étude)\p{L}*,? (?:clinique,? )?(?:\S+ ){0,3}?autorisée?`, strength: 0.85, detail: "trial-authorization" },
  { type: "block", pattern: String.raw`refus\p{L}* (?:\S+ ){0,3}?(?:l['’]|d['’])?(?:autorisation(?: de mise sur le marché)?|AMM|approbation)`, strength: 0 },
  { type: "block", pattern: String.raw`depuis (?:le |l['’])?(?:rachat|acquisition|fusion)`, strength: 0 },
  // Patients "en échec des immunothérapies" failed an earlier treatment: no trial's result.
  { type: "block", pattern: String.raw`en échec (?:de |des |du |d['’]|aux? )`, strength: 0 },
  { type: "block", pattern: String.raw`après (?:l['’])?(?:approbation|autorisation|AMM)|liée? à l['’](?:approbation|autorisation)|(?<=,\s)(?:autorisée?s?|approuvée?s?) (?:aux|en|dans|par)`, strength: 0 },
  { type: "approval", pattern: String.raw`approbation|feu vert|AMM|autorisation de mise sur le marché`, strength: 0.7 },
  { type: "submission", pattern: String.raw`(?:déposé|dépose|soumis|soumet)\p{L}*`, strength: 0.85, requires: APPLICATION_FR },
  { type: "submission", pattern: String.raw`demande d['’](?:autorisation de mise sur le marché|AMM)|demande de licence(?: de produits? biologiques?)?`, strength: 0.7 },
  { type: "filing-acceptance", pattern: String.raw`accept\p{L}* d['’]examiner|accept\p{L}* (?:la |sa |le |son )(?:demande|dossier)(?: d['’](?:autorisation de mise sur le marché|AMM))?|valid\p{L}* (?:la|sa) demande|valid\p{L}* (?:le|son) dossier|recevabilité`, strength: 0.9 },
  { type: "designation", pattern: String.raw`(?:statut|désignation) de médicament orphelin|médicament orphelin`, strength: 0.85, detail: "orphan-drug" },
  { type: "designation", pattern: String.raw`thérapie innovante|Breakthrough Therapy`, strength: 0.9, detail: "breakthrough-therapy" },
  { type: "designation", pattern: String.raw`examen prioritaire|évaluation prioritaire`, strength: 0.85, detail: "priority-review" },
  { type: "designation", pattern: String.raw`Fast Track|procédure accélérée`, strength: 0.85, detail: "fast-track" },
  { type: "designation", pattern: String.raw`(?:désignation|statut) de maladie pédiatrique rare|maladie pédiatrique rare|Rare Pediatric Disease`, strength: 0.9, detail: "rare-pediatric-disease" },
  { type: "complete-response-letter", pattern: String.raw`lettre de réponse complète|Complete Response Letter`, strength: 0.95 },
  { type: "trial-start", pattern: String.raw`premier patient (?:a été )?(?:traité|dosé|inclus|recruté|randomisé)|(?:traité|dosé|inclus|recruté|randomisé) (?:son |le )?premier patient`, strength: 0.9 },
  { type: "trial-start", pattern: String.raw`traitement du premier patient|premi[eè]re dose|(?:lanc|début|démarr|initi)\p{L}* (?:\S+ ){0,4}?(?:un |une |son |sa |le |la |l['’])?(?:essai|étude|phase (?:I{1,3}|[1-3])(?![\p{L}\p{N}]))`, strength: 0.75 },
  { type: "readout", pattern: String.raw`(?:n['’]a pas|n['’]ont pas|ne pas)\s+(?:atteint|rempli)\s+(?:son |le |ses |leur )?critère (?:d['’]évaluation |de jugement )?principal|échec`, strength: 0.9, outcome: "missed" },
  { type: "readout", pattern: String.raw`(?:atteint|rempli|atteignent)\s+(?:son |le |ses |leur )?critère (?:d['’]évaluation |de jugement )?principal`, strength: 0.95, outcome: "met" },
  { type: "readout", pattern: String.raw`résultats principaux|résultats de premier niveau|données principales`, strength: 0.7, detail: "topline" },
  { type: "readout", pattern: String.raw`(?:résultats|données) (?:[\p{L}\d]+ ){0,3}?positi(?:fs|ves)|résultats\s+(?:\S+\s+){0,10}?(?:sont|étaient) positifs`, strength: 0.7, outcome: "met" },
  { type: "readout", pattern: String.raw`résultats intermédiaires|analyse intermédiaire`, strength: 0.7, detail: "interim" },
  // An effect measured against placebo is a result: "a réduit de 30 % les exacerbations … par rapport au placebo".
  { type: "readout", pattern: String.raw`(?:réduit|amélioré|prolongé|diminué|abaissé|ralenti)e?s? (?:\S+ ){0,14}?(?:par rapport au|comparé au|versus|vs\.?|face au|plus que le|que sous) placebo`, strength: 0.65 },
  { type: "readout", pattern: String.raw`(?:arrêté|arrêtée|interrompu|interrompue|stoppé|stoppée)s? prématurément|arrêt prématuré`, strength: 0.75 },
  { type: "readout", pattern: String.raw`échou\p{L}*`, strength: 0.8, outcome: "missed", requires: String.raw`essai|étude|phase` },
  { type: "readout", pattern: String.raw`futilité`, strength: 0.85, outcome: "missed" },
  { type: "readout", pattern: String.raw`(?:arrêt|arrête|arrêté)\p{L}* (?:de l['’]|son |l['’]|d['’]un )?(?:essai|étude)`, strength: 0.75 },
  { type: "readout", pattern: String.raw`(?:présent|communiqu|publi|dévoil)\p{L}* (?:\S+ ){0,4}?(?:données|résultats)(?! (?:[\p{L}\d]+ ){0,3}?positi)|(?:données|résultats) (?:\S+ ){0,3}?(?:ont été |sont |seront )?(?:présenté|publié|dévoilé)\p{L}*`, strength: 0.7, requires: String.raw`essai|étude|phase|patients|ASCO|ASH|ESMO|congrès` },
  { type: "block", pattern: String.raw`(?:suspend|retir|révoqu)\p{L}*,? (?:\S+ ){0,5}?licence|licence (?:suspendue|retirée)`, strength: 0 },
  { type: "licensing", pattern: String.raw`accord de licence|licence(?: exclusive)?|sous licence`, strength: 0.85 },
  { type: "licensing", pattern: String.raw`c[èé]d\p{L}* (?:les |ses )?droits|droits (?:exclusifs|mondiaux|de commercialisation)`, strength: 0.75 },
  // Buying the rights to a medicine is licensing it, not buying the company.
  { type: "licensing", pattern: String.raw`acqu(?:iert|is|ise|ièrent|érir)\p{L}* (?:\S+ ){0,8}?(?:droits|licence)|s['’]offr\p{L}* (?:les |des )?droits`, strength: 0.85 },
  { type: "partnership", pattern: String.raw`partenariat|collaboration|alliance|s['’]associe|s['’]allie|co-?d[ée]velopp\p{L}*|d[ée]velopp\p{L}* (?:\S+ ){0,3}?conjointement`, strength: 0.8 },
  { type: "acquisition", pattern: String.raw`rach(?:ète|eter|at|eté)|acqu(?:iert|érir|isition)|acquis|met(?:tre|tent)? la main sur`, strength: 0.85 },
  { type: "financing", pattern: String.raw`levée de fonds|lève|levé|tour de table|introduction en bourse|augmentation de capital`, strength: 0.9 },
];

const APPLICATION_ES = String.raw`solicitud|expediente|dossier`;

const SPANISH: readonly Trigger[] = [
  // A treatment that failed the patients before is their setting, not a trial that failed: "après échec d'au moins deux lignes".
  { type: "block", pattern: String.raw`(?:tras|después de|luego de)\s+(?:el |un )?fracaso`, strength: 0 },
  { type: "block", pattern: WITHDRAWAL.es, strength: 0 },
  // A company's shareholders or board approve its own decisions, not medicines.
  { type: "block", pattern: String.raw`aprobación de (?:la junta(?: general)?(?: de accionistas)?|los accionistas|el consejo de administración)|aprobad[oa] por (?:la junta|los accionistas|el consejo)`, strength: 0 },
  { type: "approval", pattern: String.raw`aprobación acelerada`, strength: 0.9, detail: "accelerated-approval" },
  { type: "approval", pattern: String.raw`(?:opinión|dictamen) (?:positiv[ao]|favorable)|recomend\p{L}* (?:\S+ ){0,6}?(?:la )?(?:aprobación|autorización)|recomienda (?:\S+ ){0,6}?(?:la )?(?:aprobación|autorización|aprobar|autorizar)`, strength: 0.75, detail: "positive-opinion" },
  { type: "block", pattern: String.raw`(?:opinión|dictamen) (?:negativ[ao]|desfavorable)`, strength: 0 },
  { type: "approval", pattern: String.raw`aprobación condicional|autorización condicional`, strength: 0.9, detail: "conditional-approval" },
  { type: "approval", pattern: String.raw`aprueba|aprobado|aprobada|aprobó|autoriza|autorizado|autorizada|(?:concedido|otorgado|obtenido|recibido)\s+(?:la |una )?(?:autorización|aprobación)`, strength: 0.9 },
  { type: "approval", pattern: String.raw`(?:da|dio|ha dado|otorga|otorgó) (?:la )?luz verde`, strength: 0.8 },
  { type: "approval", pattern: String.raw`autoriz\p{L}* (?:el |un |su )?(?:ensayo|estudio)|(?:ensayo|estudio),? (?:clínico,? )?(?:\S+ ){0,3}?autorizado`, strength: 0.85, detail: "trial-authorization" },
  { type: "block", pattern: String.raw`(?:rechaz|deneg|denieg)\p{L}* (?:\S+ ){0,3}?(?:la |su )?(?:autorización|aprobación)`, strength: 0 },
  { type: "block", pattern: String.raw`desde (?:la |el )?(?:compra|adquisición|fusión)`, strength: 0 },
  { type: "block", pattern: String.raw`(?:tras|después de) (?:la )?(?:aprobación|autorización)|(?:ligad|sujet)[oa]s? a (?:la )?(?:aprobación|autorización)|(?<=,\s)(?:aprobad|autorizad)[oa]s? (?:en|por)`, strength: 0 },
  { type: "approval", pattern: String.raw`aprobación|autorización de comercialización`, strength: 0.65 },
  { type: "submission", pattern: String.raw`(?:presentad[oa]|presenta|presentó|presentaron|remitido|enviado|registrado)\p{L}*`, strength: 0.85, requires: APPLICATION_ES },
  // Submitting to a regulator: "somete a la COFEPRIS su antiviral".
  { type: "submission", pattern: String.raw`(?:somet|sometid)\p{L}* (?:\S+ ){0,6}?a (?:la |el )?(?:EMA|FDA|AEMPS|COFEPRIS|ANVISA|ANMAT|INVIMA|NMPA|PMDA|Agencia|Comisión)`, strength: 0.85 },
  { type: "submission", pattern: String.raw`solicitud de (?:autorización de comercialización|nuevo fármaco|licencia(?: de productos? biológicos?)?)`, strength: 0.7 },
  { type: "filing-acceptance", pattern: String.raw`acept\p{L}* a trámite|admit\p{L}* a trámite|validad[oa] la solicitud|valid\p{L}* la solicitud`, strength: 0.9 },
  { type: "designation", pattern: String.raw`(?:designación|estatus|condición) de medicamento huérfano|medicamento huérfano`, strength: 0.85, detail: "orphan-drug" },
  { type: "designation", pattern: String.raw`terapia innovadora|terapia de avance|Breakthrough Therapy`, strength: 0.9, detail: "breakthrough-therapy" },
  { type: "designation", pattern: String.raw`revisión prioritaria|evaluación prioritaria`, strength: 0.85, detail: "priority-review" },
  { type: "designation", pattern: String.raw`vía rápida|Fast Track`, strength: 0.85, detail: "fast-track" },
  { type: "designation", pattern: String.raw`(?:designación|calificación|estatus) (?:de|como) enfermedad pediátrica rara|enfermedad pediátrica rara|designación pediátrica`, strength: 0.9, detail: "rare-pediatric-disease" },
  { type: "complete-response-letter", pattern: String.raw`carta de respuesta completa|Complete Response Letter`, strength: 0.95 },
  { type: "trial-start", pattern: String.raw`primer paciente (?:ha sido )?(?:tratado|dosificado|reclutado|incluido|aleatorizado|randomizado)|(?:tratado|dosificado|reclutado|incluido|aleatorizado|randomizado) (?:al|a su) primer paciente`, strength: 0.9 },
  { type: "trial-start", pattern: String.raw`(?:comienza|empieza|comenzó|empezó) a (?:probar|ensayar|administrar)|primera dosis|(?:inici|comienz|arranc|lanz)\p{L}* (?:un |una |el |la |su )?(?:ensayo|estudio|fase (?:I{1,3}|[1-3]))|(?:puesto|pone|puso) en marcha (?:\S+ ){0,3}?(?:ensayo|estudio)`, strength: 0.75 },
  // An application validated is accepted for review: "la EMA ha validado su solicitud".
  { type: "filing-acceptance", pattern: String.raw`valid(?:a|ó|ado|ada|ación) (?:de )?(?:\S+ ){0,2}?solicitud(?: de (?:autorización de comercialización|nuevo fármaco|licencia(?: de productos? biológicos?)?))?`, strength: 0.9 },
  { type: "readout", pattern: String.raw`no (?:ha |han |habría |habrían )?(?:alcanz|cumpl|logr)\p{L}*\s+(?:el |su |la |sus |los |las )?(?:dos |ambos )?(?:criterios? de valoración|objetivos?|criterios?|variables?) (?:principal(?:es)?|primari[oa]s?)`, strength: 0.95, outcome: "missed" },
  { type: "readout", pattern: String.raw`(?:alcanz|cumpl|logr)\p{L}*\s+(?:el |su |la |sus |los |las )?(?:dos |ambos )?(?:criterios? de valoración|objetivos?|criterios?|variables?) (?:principal(?:es)?|primari[oa]s?)`, strength: 0.95, outcome: "met" },
  { type: "readout", pattern: String.raw`resultados principales|datos principales|resultados de primera línea`, strength: 0.7, detail: "topline" },
  { type: "readout", pattern: String.raw`(?:resultados|datos) (?:[\p{L}\d]+ ){0,3}?positivos|resultados\s+(?:\S+\s+){0,10}?(?:son|fueron) positivos`, strength: 0.7, outcome: "met" },
  { type: "readout", pattern: String.raw`análisis intermedio|resultados intermedios`, strength: 0.7, detail: "interim" },
  { type: "readout", pattern: String.raw`(?:detenid|interrumpid|suspendid|parad)[oa]s? (?:de forma )?(?:prematura|anticipada)(?:mente)?`, strength: 0.75 },
  { type: "readout", pattern: String.raw`(?:supera|superó|mejora|mejoró|prolonga|prolongó)\p{L}* (?:\S+ ){0,6}?(?:en |la )?supervivencia`, strength: 0.7 },
  { type: "readout", pattern: String.raw`futilidad`, strength: 0.85, outcome: "missed" },
  { type: "readout", pattern: String.raw`(?:present|comunic|public)\p{L}* (?:\S+ ){0,4}?(?:datos|resultados)(?! (?:[\p{L}\d]+ ){0,3}?positiv)|(?:datos|resultados) (?:\S+ ){0,3}?(?:se |fueron |han sido |serán )?(?:present|public)\p{L}*`, strength: 0.7, requires: String.raw`ensayo|estudio|fase|pacientes|ASCO|ASH|ESMO|congreso` },
  // An effect measured against placebo is a result: "redujeron la presión arterial … más que el placebo".
  { type: "readout", pattern: String.raw`(?:redujo|redujeron|reduce|reducen|mejoró|mejoraron|prolongó|prolongaron|disminuyó|disminuyeron)\p{L}* (?:\S+ ){0,14}?(?:frente a|frente al|comparado con|en comparación con|respecto a|respecto al|versus|vs\.?|más que|que con)(?: el)? placebo`, strength: 0.65 },
  { type: "block", pattern: String.raw`(?:suspend|retir|revoc)\p{L}*,? (?:\S+ ){0,5}?licencia`, strength: 0 },
  { type: "licensing", pattern: String.raw`acuerdo de licencia|licencia(?: exclusiva)?|licenci\p{L}+`, strength: 0.85 },
  { type: "licensing", pattern: String.raw`ced\p{L}* (?:los |sus )?derechos|cesión de (?:los )?derechos|derechos (?:exclusivos|mundiales|de comercialización)`, strength: 0.75 },
  // Buying the rights to a medicine is licensing it, not buying the company ("adquiere los derechos europeos de SRN-8").
  { type: "licensing", pattern: String.raw`(?:adquier|adquiri|compr)\p{L}* (?:\S+ ){0,3}?derechos`, strength: 0.85 },
  { type: "partnership", pattern: String.raw`alianza(?: estratégica)?|colaboración|acuerdo de colaboración|co-?desarroll\p{L}*|desarrollo conjunto|desarroll\p{L}* (?:\S+ ){0,3}?conjuntamente`, strength: 0.8 },
  // In lower case only: "la Asociación Americana de Diabetes" is a society, not a partnership.
  { type: "partnership", pattern: String.raw`asociación`, strength: 0.8, cased: true },
  { type: "acquisition", pattern: String.raw`adquier\p{L}*|adquiri\p{L}*|adquisición|compra|comprado|compró`, strength: 0.85 },
  // In Spain the public payer's "financiación" of a medicine is its reimbursement, not a funding round.
  { type: "block", pattern: String.raw`precios? y (?:la )?financiación|financiación (?:pública|del fármaco|del medicamento|del tratamiento)|financiación y (?:el )?precio`, strength: 0 },
  { type: "financing", pattern: String.raw`ronda de financiación|ronda (?:serie|de inversión)|financiación|salida a bolsa|ampliación de capital|(?:capta|recauda|levanta)\p{L}*`, strength: 0.85 },
];

export const TRIGGERS: Readonly<Record<TriggerLanguage, readonly Trigger[]>> = {
  en: ENGLISH,
  zh: CHINESE,
  ja: JAPANESE,
  ko: KOREAN,
  de: GERMAN,
  fr: FRENCH,
  es: SPANISH,
};

/**
 * Words that make an event a plan, a forecast or a possibility ("plans to file", 计划, 予定, 예정,
 * "plant", "prévoit de", "prevé"): looked for just before the trigger, and in Japanese and Korean,
 * whose verbs come last, also just after it ("申請を行う予定", "신청할 예정").
 */
export const HEDGES: Readonly<Record<TriggerLanguage, { readonly before: string; readonly after?: string }>> = {
  en: {
    before: String.raw`plans? to|planning to|planned|intends? to|intending to|expects? to|expected to|expect|aims? to|hopes? to|seeks? to|seeking|will seek|looking (?:for|to)|in talks|exploring|considering|rumou?red|reportedly|could|may|might|would|potential(?:ly)?|possible|poised to|set to|if approved|anticipates?|forecast|likely`,
    after: String.raw`(?:is|are|was|were|would be|could be)\s+(?:now\s+)?(?:expected|anticipated|planned|likely|possible|unlikely)`,
  },
  zh: { before: String.raw`计划|拟|预计|有望|将于|将在|将有|将尽快|尽快|即将|准备|预期|可能|或将|争取|打算|寻求|未来|传闻|洽谈` },
  // "創出を目指す共同研究契約": 目指す before a noun says what the agreement is for, not that it is a plan.
  ja: { before: String.raw`予定(?!適応)|見込み|見通し|目指(?!す(?:\p{Script=Han}|$))|計画`, after: String.raw`予定|見込み|見通し|目指|方針|計画|する考え|可能性|来年|来期|年内|必要` },
  ko: { before: String.raw`예정|계획|전망|추진|목표|기대`, after: String.raw`예정|계획|전망|추진|목표|기대|\s수\s?있|내년|방침|타진|가능성|확대` },
  de: { before: String.raw`plant|planen|will|wollen|soll|sollen|sollte|sollten|sobald|falls|sofern|beabsichtigt|erwartet|rechnet mit|könnte|könnten|möglich|voraussichtlich|strebt|verhandelt|Gespräche`, after: String.raw`(?:wird|werden)\s+(?:\S+\s+){0,3}?(?:erwartet|angestrebt)|geplant|erwartet` },
  fr: { before: String.raw`dès que|une fois que|s['’]il est|si elle est|prévoit|prévoient|envisage|compte|devrait|devraient|pourrait|pourraient|pourra|souhaite|entend|vise à|projette|espère|négocie|discussions`, after: String.raw`(?:est|sont) (?:attendue?s?|prévue?s?)` },
  es: { before: String.raw`una vez que|en cuanto|llega a ser|llegue a ser|llegara a ser|de ser|prevé|prevén|planea|podría|podrían|espera|pretende|tiene previsto|estudia|busca|buscará|solicitar|negocia|negociaciones`, after: String.raw`(?:se )?(?:espera|prevé)|(?:está|están) prevista?s?` },
};

/** Words that deny the event just before the trigger ("not yet approved", 未获批, 尚未) or, in Japanese and Korean, just after it. */
export const NEGATIONS: Readonly<Record<TriggerLanguage, { readonly before: string; readonly after?: string }>> = {
  en: { before: String.raw`not|no|never|without|yet to|lacks?(?: an?)?|lacking(?: an?)?` },
  zh: { before: String.raw`未|尚未|没有|未能|不` },
  ja: { before: String.raw`未`, after: String.raw`^[^。、]{0,4}(?:なかった|ない|ず)` },
  ko: { before: String.raw`미`, after: String.raw`^[^.,]{0,6}(?:못|않|없)` },
  de: { before: String.raw`nicht|kein|keine|keinen|noch nicht|ohne` },
  fr: { before: String.raw`pas|jamais|sans` },
  es: { before: String.raw`no|nunca|sin` },
};

/** Words that make an event background, not news: a rival's approval, last year's deal. */
export const BACKGROUND: Readonly<Record<TriggerLanguage, string>> = {
  en: String.raw`last year|years ago|a year ago|previously|rival|competitor|competing|already approved|remains the only|only approved|(?:one|two|three|four|five|six|several|a few|\d+) (?:days|weeks|months) after`,
  zh: String.raw`去年|此前|早前|竞品|竞争对手|亦已|也已|均已|目前已有|此前已有|同类产品|同类药物|同靶点|也曾|曾经|曾获|曾于|等多个(?:国家|市场|地区)|已在全球`,
  ja: String.raw`昨年|前年|以前|競合|すでに|既に|(?:19|20)\d\d年の|これまでに`,
  // 경쟁적 is "competitive" in a class name (칼륨경쟁적 위산분비억제제, a P-CAB), not a rival.
  ko: String.raw`지난해|작년|앞서|이미|경쟁(?!적)|(?:치료제|치료법|약물|신약)(?:으)?로는`,
  de: String.raw`zuvor|seit (?:Langem|langem|Jahren)|wegen (?:der|des) \S*(?:Übernahme|Kaufs?|Zulassung)|war(?:en)? (?:\S+ ){0,14}?(?:zugelassen|genehmigt|übernommen|lizenziert|erworben|gekauft) worden|(?:bereits|schon) (?:im Jahr |Ende |Anfang )?(?:19|20)\d\d|hatten? (?:sich )?(?:\S+ ){0,12}?(?:im Jahr )?(?:19|20)\d\d|letzte[ns]? Jahr|vergangene[ns]? Jahr|Vorjahr|Konkurrenz\p{L}*|konkurrier\p{L}*|Rivale|Wettbewerber|bereits (?:\S+ ){0,8}?zugelassen\p{L}*|(?:bislang|bisher) (?:\S+ ){0,5}?nur|(?:ist|sind) seit (?:\S+ ){0,14}?zugelassen|bislang einzige|einzige zugelassene`,
  fr: String.raw`jusqu['’]alors|il y a (?:\S+ )?ans|aucune? (?:\S+ ){0,5}?n['’](?:a|avait|ont|avaient)|l['’]an dernier|l['’]année dernière|concurrent|concurrencera|rival|déjà (?:approuvée?s?|autorisée?s?|commercialisée?s?)|reste le seul|reste la seule|seule option|jusqu['’]ici seul`,
  es: String.raw`hace (?:\S+ )?años|(?:obtuvo|adquirió|compró|firmó|licenció) en (?:19|20)\d\d|adquirid[oa] (?:después|luego|más tarde|posteriormente)|previamente|con anterioridad|el año pasado|rival|competidor|ya (?:aprobad|autorizad|comercializad)[oa]s?|únic[oa] (?:aprobad|autorizad)[oa]`,
};
