/**
 * Hand-written, hand-labelled news passages for the date benchmark (issue 17 §2–§3, the dates the
 * catalyst calendar of issue 21 builds on), in en, zh, ja, ko, de, fr and es. Companies and drugs
 * are fictional (their names must work on shapes no list knows), so no fact about a real company
 * is stated. Written for this benchmark: the first set before the date recognizer was tuned on it,
 * the held-out set after, never to be tuned on.
 *
 * Each passage lists every date it writes, in text order, as written (`text`), normalized
 * (`value`: `2027-03-14` a day, `2027-03` a month, `2027-Q2` a quarter, `2027-H1` a half, `2027` a
 * year; "mid-2027", "end of 2027", 年内 with a year are the year), and its role:
 * - `past`: the date an event the passage reports took place ("approved on 14 March 2027");
 * - `expected`: the date an event is expected ("PDUFA target action date of", "expected in",
 *   预计, 予定, 예정, erwartet, prévu, prevista);
 * - `other`: a date that is no event's date: a publication dateline, a founding year, a data
 *   cut-off, a fiscal year's revenue.
 * Relative phrases ("next year", "by year-end", 明年, 年内 without a year, "today") are not labelled:
 * they are dates only against the article's date, which a passage does not carry.
 * The labels are the truth: the recognizer is tuned on its rules, never by editing a label.
 */

type GoldLanguage = "en" | "zh" | "ja" | "ko" | "de" | "fr" | "es";

export type GoldDate = {
  /** As written in the passage. */
  readonly text: string;
  readonly value: string;
  readonly role: "past" | "expected" | "other";
};

export type GoldDatePassage = {
  readonly language: GoldLanguage;
  readonly text: string;
  readonly dates: readonly GoldDate[];
  /** Why a trap is labelled as it is. */
  readonly note?: string;
};

const past = (text: string, value: string): GoldDate => ({ text, value, role: "past" });
const expected = (text: string, value: string): GoldDate => ({ text, value, role: "expected" });
const other = (text: string, value: string): GoldDate => ({ text, value, role: "other" });

function passage(language: GoldLanguage, text: string, dates: readonly GoldDate[], note?: string): GoldDatePassage {
  return { language, text, dates, ...(note ? { note } : {}) };
}

const ENGLISH: readonly GoldDatePassage[] = [
  passage("en", "Corvane Biotherapeutics said the FDA approved its antibody CVB-201 for generalized myasthenia gravis on March 14, 2027.", [past("March 14, 2027", "2027-03-14")]),
  passage("en", "The FDA accepted Halvern Pharma's new drug application for HLV-88 in generalized anxiety disorder and assigned a PDUFA target action date of November 2, 2027.", [expected("November 2, 2027", "2027-11-02")]),
  passage("en", "Brightwell Oncology dosed the first patient in its Phase 3 trial of BWO-14 in non-small cell lung cancer on 9 January 2027.", [past("9 January 2027", "2027-01-09")]),
  passage("en", "Tessaly Therapeutics was granted priority review for TSY-301 in sickle cell disease; the FDA is expected to decide in the first quarter of 2028.", [expected("first quarter of 2028", "2028-Q1")]),
  passage("en", "Osprey Bio completed enrollment in the Phase 2 ORCA study and expects topline data in Q2 2027.", [expected("Q2 2027", "2027-Q2")]),
  passage("en", "Quillon Pharmaceuticals raised $120 million in a Series C financing that closed in March 2027.", [past("March 2027", "2027-03")]),
  passage("en", "Neravia Therapeutics plans to submit a biologics license application for NRV-7 in H1 2027.", [expected("H1 2027", "2027-H1")], "a plan: the date is expected, though the passage reports no event"),
  passage("en", "BOSTON, Feb. 3, 2027 /PRNewswire/ -- Lumetra Biosciences today announced that the European Commission granted conditional marketing authorization to LMT-12 for Duchenne muscular dystrophy.", [other("Feb. 3, 2027", "2027-02-03")], "a dateline; 'today' is relative and not labelled"),
  passage("en", "Founded in 2019, Archway Genomics signed a licensing agreement with Dellmont Pharma worth up to $450 million.", [other("2019", "2019")], "the founding year is no event's date"),
  passage("en", "Velatrix Therapeutics reported that its Phase 3 trial of VLX-5 met its primary endpoint; the data cut-off was 2026-12-31.", [other("2026-12-31", "2026-12-31")], "the data cut-off is not the readout's date"),
  passage("en", "Harbor Ridge Therapeutics received a complete response letter from the FDA for HRT-22 in psoriasis.", []),
  passage("en", "Sorrel Biologics expects to start a pivotal trial of SRB-40 in 2Q27 after an end-of-phase 2 meeting with the FDA.", [expected("2Q27", "2027-Q2")]),
  passage("en", "Palisade Oncology said the EMA validated its marketing authorisation application for PLS-3, with a CHMP opinion anticipated by mid-2028.", [expected("mid-2028", "2028")]),
  passage("en", "Kestrel Immunology closed its acquisition of Pinecrest Bio on 30 June 2027 for $2.1 billion in cash.", [past("30 June 2027", "2027-06-30")]),
  passage("en", "Merrow Therapeutics will present interim data from its Phase 1/2 study of MRW-9 at a medical meeting next year.", [], "a relative date with no year written"),
];

const CHINESE: readonly GoldDatePassage[] = [
  passage("zh", "2027年3月14日，华康生物的PD-1单抗HK101获国家药监局批准上市，用于治疗晚期非小细胞肺癌。", [past("2027年3月14日", "2027-03-14")]),
  passage("zh", "恒辉药业的HH-205上市申请已获国家药监局受理，预计2027年第二季度获批。", [expected("2027年第二季度", "2027-Q2")]),
  passage("zh", "瑞安生物预计于2027年上半年公布其III期临床试验的顶线数据。", [expected("2027年上半年", "2027-H1")]),
  passage("zh", "博锐医药于2027年1月完成5亿元B轮融资。", [past("2027年1月", "2027-01")]),
  passage("zh", "2027年6月，泽辉生物的ZH-11在中国完成首例患者给药。", [past("2027年6月", "2027-06")]),
  passage("zh", "康泰医药成立于2015年，今日宣布与美国公司达成授权许可协议，首付款3000万美元。", [other("2015年", "2015")], "the founding year is no event's date"),
  passage("zh", "新源生物计划在2027年下半年向国家药监局提交上市申请。", [expected("2027年下半年", "2027-H2")]),
  passage("zh", "华泰药业的III期临床试验达到主要终点，公司计划明年提交上市申请。", [], "明年 is relative"),
  passage("zh", "恒瑞安医药宣布其ADC药物获得突破性治疗认定。", []),
  passage("zh", "云启生物预计2027年二季度启动III期临床试验，并于2028年获得数据。", [expected("2027年二季度", "2027-Q2"), expected("2028年", "2028")]),
  passage("zh", "2026年，公司营业收入为12亿元；近日，其新药YQ-3获批上市。", [other("2026年", "2026")], "a fiscal year's revenue; the approval's date is not written"),
  passage("zh", "国家药监局于2027-05-20批准了明德生物的MD-7上市。", [past("2027-05-20", "2027-05-20")]),
];

const JAPANESE: readonly GoldDatePassage[] = [
  passage("ja", "大和ファーマは2027年3月14日、抗体医薬YM-301について厚生労働省から製造販売承認を取得したと発表した。", [past("2027年3月14日", "2027-03-14")]),
  passage("ja", "桜井製薬は、SK-12の承認申請を2027年上半期に行う予定だ。", [expected("2027年上半期", "2027-H1")]),
  passage("ja", "北斗バイオは第3相試験のトップライン結果を2027年第2四半期に発表する見込みだと明らかにした。", [expected("2027年第2四半期", "2027-Q2")]),
  passage("ja", "東光製薬は2027年1月、第2相試験で最初の患者への投与を開始した。", [past("2027年1月", "2027-01")]),
  passage("ja", "みなと製薬は2027年下半期に国内で承認申請を予定している。", [expected("2027年下半期", "2027-H2")]),
  passage("ja", "2015年に設立された青葉バイオは、米国企業とライセンス契約を締結した。", [other("2015年", "2015")], "the founding year is no event's date"),
  passage("ja", "富士野製薬の第3相試験は主要評価項目を達成した。", []),
  passage("ja", "白鷺製薬はKR-88について2027年6月に承認申請を行った。", [past("2027年6月", "2027-06")]),
  passage("ja", "日向ファーマは来年にも第3相試験を開始する計画だ。", [], "来年 is relative"),
  passage("ja", "千歳バイオは2027年10月1日付で新薬CT-4の販売を開始した。", [past("2027年10月1日", "2027-10-01")]),
  passage("ja", "高嶺製薬は2027年中に欧州で承認申請を行う方針を示した。", [expected("2027年中", "2027")]),
  passage("ja", "2026年度の売上高は前年比12%増となり、同社は新たに提携契約を締結した。", [], "年度 is a fiscal year, written here only for revenue and not a calendar date"),
];

const KOREAN: readonly GoldDatePassage[] = [
  passage("ko", "한빛바이오는 2027년 3월 14일 식약처로부터 HB-101의 품목허가를 받았다고 밝혔다.", [past("2027년 3월 14일", "2027-03-14")]),
  passage("ko", "대성제약은 2027년 상반기 임상 3상 톱라인 결과를 발표할 예정이다.", [expected("2027년 상반기", "2027-H1")]),
  passage("ko", "미래바이오는 2027년 2분기 미국 FDA에 품목허가 신청을 할 계획이다.", [expected("2027년 2분기", "2027-Q2")]),
  passage("ko", "서진제약은 2027년 1월 글로벌 제약사와 1조 원 규모의 기술이전 계약을 체결했다.", [past("2027년 1월", "2027-01")]),
  passage("ko", "청운바이오는 2027년 하반기 임상 2상 첫 환자 투여를 목표로 하고 있다.", [expected("2027년 하반기", "2027-H2")]),
  passage("ko", "2016년 설립된 누리바이오는 시리즈 B 투자 유치로 300억 원을 확보했다.", [other("2016년", "2016")], "the founding year is no event's date"),
  passage("ko", "한결제약의 임상 3상이 주요 평가지표를 충족했다.", []),
  passage("ko", "가온바이오는 내년 중 기술이전 계약 체결을 추진하고 있다.", [], "내년 is relative"),
  passage("ko", "솔빛제약은 2027년 5월 20일 임상 1상 첫 환자 투여를 완료했다고 20일 밝혔다.", [past("2027년 5월 20일", "2027-05-20")], "20일 alone is the publication day, relative to an unwritten month"),
  passage("ko", "해든바이오는 2027년 3분기 중 식약처 허가를 받을 것으로 기대된다.", [expected("2027년 3분기", "2027-Q3")]),
  passage("ko", "새봄제약은 2028년 국내 출시를 목표로 하고 있다.", [expected("2028년", "2028")]),
  passage("ko", "2026년 매출은 1,200억 원이었으며, 회사는 최근 신약 허가를 받았다.", [other("2026년", "2026")], "a year's revenue; the approval's date is not written"),
];

const GERMAN: readonly GoldDatePassage[] = [
  passage("de", "Die Europäische Kommission hat am 14. März 2027 die Zulassung für Velomab der Heidelberger Nordvia AG erteilt.", [past("14. März 2027", "2027-03-14")]),
  passage("de", "Die Kestrona Biotech GmbH erwartet Topline-Daten der Phase-III-Studie im zweiten Quartal 2027.", [expected("zweiten Quartal 2027", "2027-Q2")]),
  passage("de", "Die Rhenavis AG hat im Januar 2027 den ersten Patienten in der Phase-II-Studie dosiert.", [past("Januar 2027", "2027-01")]),
  passage("de", "Die Zulassungsentscheidung der FDA für Ostrelin wird im ersten Halbjahr 2027 erwartet.", [expected("ersten Halbjahr 2027", "2027-H1")]),
  passage("de", "Die Mainvia Pharma GmbH schloss am 2. Juni 2027 eine Finanzierungsrunde über 40 Mio. Euro ab.", [past("2. Juni 2027", "2027-06-02")]),
  passage("de", "Die 2012 gegründete Lindacor AG hat eine Lizenzvereinbarung mit einem US-Partner unterzeichnet.", [other("2012", "2012")], "the founding year is no event's date"),
  passage("de", "Die Phase-III-Studie der Taunovia AG hat ihren primären Endpunkt erreicht.", []),
  passage("de", "Die Elbion Therapeutics GmbH will den Zulassungsantrag voraussichtlich Mitte 2027 einreichen.", [expected("Mitte 2027", "2027")]),
  passage("de", "Die Isarmed AG plant, im nächsten Jahr eine Phase-III-Studie zu starten.", [], "im nächsten Jahr is relative"),
  passage("de", "Die Neckarbio AG erhielt im Jahr 2027 die Zulassung der EMA für Rivastan.", [past("2027", "2027")]),
  passage("de", "Die Ergebnisse der Studie sollen im 2. Halbjahr 2027 vorliegen, teilte die Saaletra AG mit.", [expected("2. Halbjahr 2027", "2027-H2")]),
  passage("de", "Die Altmark Pharma AG hat am 2027-04-08 die Übernahme der Wesertal Bio GmbH abgeschlossen.", [past("2027-04-08", "2027-04-08")]),
];

const FRENCH: readonly GoldDatePassage[] = [
  passage("fr", "La société Lyonvia Biotech a obtenu le 14 mars 2027 l'autorisation de mise sur le marché de l'EMA pour son anticorps LVB-3.", [past("14 mars 2027", "2027-03-14")]),
  passage("fr", "Les résultats de l'essai de phase 3 de Garonna Pharma sont prévus au deuxième trimestre 2027.", [expected("deuxième trimestre 2027", "2027-Q2")]),
  passage("fr", "Rhodanis Therapeutics a traité le premier patient de son essai de phase 2 en janvier 2027.", [past("janvier 2027", "2027-01")]),
  passage("fr", "Bretalis Bio prévoit de déposer une demande d'autorisation au premier semestre 2027.", [expected("premier semestre 2027", "2027-H1")]),
  passage("fr", "La biotech nantaise Ouestia a levé 30 millions d'euros le 5 juin 2027.", [past("5 juin 2027", "2027-06-05")]),
  passage("fr", "Fondée en 2014, Alpinor Pharma a signé un accord de licence avec un laboratoire japonais.", [other("2014", "2014")], "the founding year is no event's date"),
  passage("fr", "L'essai de phase 3 de Provencia Bio a atteint son critère d'évaluation principal.", []),
  passage("fr", "Loirévia Pharma prévoit une décision de la FDA d'ici fin 2027.", [expected("fin 2027", "2027")]),
  passage("fr", "Vosgenix a annoncé le lancement d'un essai de phase 1 l'an prochain.", [], "l'an prochain is relative"),
  passage("fr", "Le rachat de Camarga Bio par Seinovia a été finalisé le 1er juillet 2027.", [past("1er juillet 2027", "2027-07-01")]),
  passage("fr", "Les données de l'étude pivot de Morvalis sont attendues au second semestre 2027.", [expected("second semestre 2027", "2027-H2")]),
  passage("fr", "En 2026, le chiffre d'affaires de Jurania a atteint 40 millions d'euros ; la société a récemment obtenu une autorisation de la FDA.", [other("2026", "2026")], "a year's revenue; the approval's date is not written"),
];

const SPANISH: readonly GoldDatePassage[] = [
  passage("es", "La EMA aprobó el 14 de marzo de 2027 el anticuerpo MDX-4 de la biotecnológica Madrivia.", [past("14 de marzo de 2027", "2027-03-14")]),
  passage("es", "Los resultados principales del ensayo de fase 3 de Cantabria Pharma están previstos para el segundo trimestre de 2027.", [expected("segundo trimestre de 2027", "2027-Q2")]),
  passage("es", "Valentix Bio trató al primer paciente de su ensayo de fase 2 en enero de 2027.", [past("enero de 2027", "2027-01")]),
  passage("es", "Andalusia Therapeutics prevé presentar la solicitud de autorización en el primer semestre de 2027.", [expected("primer semestre de 2027", "2027-H1")]),
  passage("es", "La biotecnológica catalana Nexora cerró el 3 de junio de 2027 una ronda de financiación de 25 millones de euros.", [past("3 de junio de 2027", "2027-06-03")]),
  passage("es", "Fundada en 2013, Galicure firmó un acuerdo de licencia con una farmacéutica estadounidense.", [other("2013", "2013")], "the founding year is no event's date"),
  passage("es", "El ensayo de fase 3 de Iberomed alcanzó su criterio de valoración principal.", []),
  passage("es", "Se espera que la FDA se pronuncie sobre el fármaco de Levantia a mediados de 2027.", [expected("mediados de 2027", "2027")]),
  passage("es", "Astura Bio iniciará un ensayo de fase 1 el próximo año.", [], "el próximo año is relative"),
  passage("es", "La adquisición de Toledia por Castellana Pharma se completó en 2027.", [past("2027", "2027")]),
  passage("es", "Los datos del estudio pivotal de Navarra Bio se esperan en la segunda mitad de 2027.", [expected("segunda mitad de 2027", "2027-H2")]),
  passage("es", "En 2026, las ventas de Riojana alcanzaron 50 millones de euros; la compañía obtuvo recientemente la aprobación de la EMA.", [other("2026", "2026")], "a year's revenue; the approval's date is not written"),
];

/** Passages over the seven languages (the first gold set; tune against it, never by editing a label). */
export const GOLD_DATE_PASSAGES: readonly GoldDatePassage[] = [...ENGLISH, ...CHINESE, ...JAPANESE, ...KOREAN, ...GERMAN, ...FRENCH, ...SPANISH];

// Written after the recognizer was tuned on the passages above, and never tuned on: how it does
// on wordings it was not built from (abbreviations, two-digit years, year-ends, fiscal periods).
const HELD_OUT: readonly GoldDatePassage[] = [
  passage("en", "Ridgefield Bio said the FDA approved RDG-4 for hereditary angioedema on Sept. 30, 2027.", [past("Sept. 30, 2027", "2027-09-30")]),
  passage("en", "The FDA accepted Calder Therapeutics' BLA for CLD-19 with a PDUFA goal date in Q4'27.", [expected("Q4'27", "2027-Q4")]),
  passage("en", "Ambrose Oncology began dosing in its Phase 2 trial of AMB-6 in late 2027.", [past("late 2027", "2027")]),
  passage("en", "Thistle Pharma entered a licensing agreement with Orrin Bio on 5 October 2027; first-half 2028 data are expected from the partnered program.", [past("5 October 2027", "2027-10-05"), expected("first-half 2028", "2028-H1")]),
  passage("en", "Fiscal 2026 revenue at Larkspur Therapeutics rose 30%, and the company completed a $60 million private placement.", [], "'Fiscal 2026' is a fiscal year's revenue, and no preposition makes it a date"),
  passage("en", "Winslow Biologics received FDA breakthrough therapy designation for WSB-2 in fourth-quarter 2027.", [past("fourth-quarter 2027", "2027-Q4")]),
  passage("zh", "2027年9月30日，国家药监局批准了安宁生物的AN-12上市申请。", [past("2027年9月30日", "2027-09-30")]),
  passage("zh", "瀚海医药预计在2027年底前完成III期临床试验入组。", [expected("2027年底", "2027")]),
  passage("zh", "嘉禾生物的上市申请获国家药监局受理，并被纳入优先审评，预计将于2027年3季度获批。", [expected("2027年3季度", "2027-Q3")]),
  passage("zh", "今年10月，鼎元药业与跨国药企达成授权合作，首付款2亿美元。", [], "今年10月 is relative"),
  passage("zh", "星河生物于2027年12月完成首例患者给药。", [past("2027年12月", "2027-12")]),
  passage("zh", "公司计划于2027年内向FDA提交新药上市申请。", [expected("2027年内", "2027")]),
  passage("ja", "朝霧製薬は、2027年9月30日にAK-3の国内製造販売承認を取得した。", [past("2027年9月30日", "2027-09-30")]),
  passage("ja", "若葉バイオは27年3月期の売上高見通しを上方修正した。", [], "27年3月期 is a fiscal period, not an event's date"),
  passage("ja", "霧島製薬はWK-7の承認申請を2027年第4四半期に予定している。", [expected("2027年第4四半期", "2027-Q4")]),
  passage("ja", "光陽ファーマは2027年11月、米社とライセンス契約を締結した。", [past("2027年11月", "2027-11")]),
  passage("ja", "早瀬バイオは2028年上半期にトップラインデータを発表する見込み。", [expected("2028年上半期", "2028-H1")]),
  passage("ja", "青嵐製薬は2027年末までに欧州で承認申請を行う計画だ。", [expected("2027年末", "2027")]),
  passage("ko", "한울바이오는 2027년 9월 30일 식약처로부터 HU-5 품목허가를 획득했다.", [past("2027년 9월 30일", "2027-09-30")]),
  passage("ko", "다온제약은 2027년 말까지 미국 FDA에 허가 신청을 완료할 계획이다.", [expected("2027년 말", "2027")]),
  passage("ko", "은하바이오는 2027년 4분기 임상 3상 톱라인 결과를 발표할 예정이다.", [expected("2027년 4분기", "2027-Q4")]),
  passage("ko", "하람제약은 27년 상반기 기술이전 계약 체결을 목표로 하고 있다.", [expected("27년 상반기", "2027-H1")]),
  passage("ko", "바른바이오는 2027년 11월 글로벌 제약사와 2억 달러 규모의 기술이전 계약을 체결했다.", [past("2027년 11월", "2027-11")]),
  passage("ko", "올해 3분기 매출은 500억 원으로 집계됐다.", [], "올해 3분기 is relative"),
  passage("de", "Die Rheinauen Pharma AG erhielt am 30. September 2027 die EU-Zulassung für Rhenotab.", [past("30. September 2027", "2027-09-30")]),
  passage("de", "Die Zulassungsentscheidung für Auvemab wird bis Ende 2027 erwartet.", [expected("Ende 2027", "2027")]),
  passage("de", "Die Moselbio GmbH hat im vierten Quartal 2027 den ersten Patienten dosiert.", [past("vierten Quartal 2027", "2027-Q4")]),
  passage("de", "Topline-Daten der Phase-III-Studie erwartet die Harzona AG im Q3 2027.", [expected("Q3 2027", "2027-Q3")]),
  passage("de", "Die Spreewerk Biotech GmbH sammelte im November 2027 in einer Series-B-Runde 35 Mio. Euro ein.", [past("November 2027", "2027-11")]),
  passage("de", "Im Geschäftsjahr 2026 stieg der Umsatz der Oderpharm AG um 8 Prozent.", [], "Geschäftsjahr 2026 is a fiscal year's revenue, no event's date"),
  passage("fr", "Sarthéa Bio a obtenu l'autorisation de la FDA le 30 septembre 2027 pour SRT-8.", [past("30 septembre 2027", "2027-09-30")]),
  passage("fr", "Les résultats de phase 3 de Cévenna sont attendus au T3 2027.", [expected("T3 2027", "2027-Q3")]),
  passage("fr", "Dordalis prévoit de déposer son dossier d'enregistrement courant 2027.", [expected("courant 2027", "2027")]),
  passage("fr", "Armorique Pharma a signé en novembre 2027 un accord de licence avec un groupe américain.", [past("novembre 2027", "2027-11")]),
  passage("fr", "Le premier patient de l'essai de phase 1 de Vendéa a été traité au quatrième trimestre 2027.", [past("quatrième trimestre 2027", "2027-Q4")]),
  passage("fr", "Ardennia a levé 12 millions d'euros, un an après sa création.", [], "no date is written"),
  passage("es", "La FDA aprobó el 30 de septiembre de 2027 el fármaco ZX-2 de la biotecnológica Zaragen.", [past("30 de septiembre de 2027", "2027-09-30")]),
  passage("es", "Se espera la decisión de la EMA sobre el fármaco de Asturgen a finales de 2027.", [expected("finales de 2027", "2027")]),
  passage("es", "Los datos principales del ensayo de fase 3 de Murcilab están previstos para el 3T de 2027.", [expected("3T de 2027", "2027-Q3")]),
  passage("es", "Extremadura Bio firmó en noviembre de 2027 un acuerdo de licencia con una farmacéutica japonesa.", [past("noviembre de 2027", "2027-11")]),
  passage("es", "Baleargen trató al primer paciente de su ensayo en el cuarto trimestre de 2027.", [past("cuarto trimestre de 2027", "2027-Q4")]),
  passage("es", "Canaria Therapeutics cerró una ronda de 18 millones de euros, dos años después de su fundación.", [], "no date is written"),
];

/** The held-out passages, measured apart. */
export const HELD_OUT_DATE_PASSAGES: readonly GoldDatePassage[] = HELD_OUT;
