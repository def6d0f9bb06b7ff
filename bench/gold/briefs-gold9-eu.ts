import type { BriefArticle } from "./briefs";

/**
 * Ninth held-out set for the English brief benchmark: 20 short articles per language (German,
 * French, Spanish), in the style of press releases and trade news, written and labelled by hand
 * by a helper session on 2026-11-29 without the engine's code or any other set's articles open.
 * To be measured once and not tuned against. Labels were set before any measurement and are not
 * to be edited to fit a result.
 *
 * Real events (true to the author's knowledge; only details the author was sure of):
 * - de[0]  BioNTech: agreement to acquire CureVac in an all-stock exchange offer valued at about
 *          $1.25bn, 12 Jun 2025.
 * - de[1]  BioNTech: global co-development and co-commercialisation partnership with Bristol
 *          Myers Squibb for BNT327 ($1.5bn upfront, $2bn non-contingent payments through 2028, up
 *          to $7.6bn milestones), 2 Jun 2025.
 * - de[2]  Bayer: phase 3 OCEANIC-AF of asundexian in atrial fibrillation stopped early for
 *          inferior efficacy versus apixaban, 19 Nov 2023.
 * - de[3]  Boehringer Ingelheim: FDA accelerated approval of zongertinib (Hernexeos) in
 *          previously treated HER2-mutant NSCLC, Aug 2025.
 * - de[4]  Merck KGaA: phase 3 TrilynX of xevinapant in head and neck cancer discontinued after
 *          an interim analysis showed it unlikely to meet its primary endpoint, June 2024.
 * - fr[0]  Sanofi: agreement to acquire Blueprint Medicines at $129 a share plus a CVR of up to $6
 *          (up to about $9.5bn), 2 Jun 2025.
 * - fr[1]  Abivax: both phase 3 induction trials ABTECT-1 and ABTECT-2 of obefazimod in ulcerative
 *          colitis met their primary endpoint, 22 Jul 2025.
 * - fr[2]  Ipsen: FDA accelerated approval of elafibranor (Iqirvo) in primary biliary
 *          cholangitis, 10 Jun 2024 (Genfit milestone).
 * - fr[3]  Valneva: FDA approval of the chikungunya vaccine Ixchiq (VLA1553), 9 Nov 2023.
 * - fr[4]  Sanofi (with Regeneron): itepekimab met the primary endpoint in AERIFY-1 but not in
 *          AERIFY-2 in COPD, 30 May 2025.
 * - es[0]  PharmaMar: FDA accelerated approval of lurbinectedin (Zepzelca) in metastatic SCLC,
 *          15 Jun 2020 (Jazz Pharmaceuticals commercialises in the US).
 * - es[1]  Almirall: European Commission marketing authorisation of lebrikizumab (Ebglyss) in
 *          atopic dermatitis, Nov 2023.
 * - es[2]  Eli Lilly: topline results of phase 3 ACHIEVE-1 of orforglipron in type 2 diabetes,
 *          17 Apr 2025.
 * - es[3]  Grifols: share price fall after a Gotham City Research short-seller report, 9 Jan 2024
 *          (no event of the labelled types).
 * - es[4]  Johnson & Johnson: agreement to acquire Intra-Cellular Therapies at $132 a share
 *          (about $14.6bn), 13 Jan 2025.
 * All other articles are invented, about fictional companies and medicines; their names and
 * research codes were checked not to be in the registry files (companies.ts, sec-companies.ts,
 * drugs.ts).
 */
export const GOLD9_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "BioNTech übernimmt CureVac für rund 1,25 Milliarden Dollar",
      text: "Die Mainzer BioNTech SE will den Tübinger mRNA-Spezialisten CureVac N.V. vollständig übernehmen. Wie beide Unternehmen am Donnerstag mitteilten, sollen die CureVac-Aktionäre im Rahmen eines Umtauschangebots American Depositary Shares (ADS) von BioNTech erhalten; je CureVac-Aktie entspricht das einem Wert von etwa 5,46 US-Dollar. Insgesamt wird CureVac mit rund 1,25 Milliarden Dollar bewertet. BioNTech will mit dem Zukauf seine mRNA-Kompetenzen in der Krebsimmuntherapie stärken. Die beiden Unternehmen hatten sich zuvor über Jahre in Patentstreitigkeiten um mRNA-Technologien gegenübergestanden. Der Vollzug steht unter anderem unter dem Vorbehalt behördlicher Genehmigungen und einer Mindestannahmequote.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["CureVac"] },
    },
    {
      title: "Bristol Myers Squibb zahlt BioNTech bis zu 11,1 Milliarden Dollar für BNT327",
      text: "BioNTech und Bristol Myers Squibb (BMS) wollen den bispezifischen Antikörper BNT327 künftig gemeinsam entwickeln und weltweit vermarkten. Der US-Konzern zahlt dafür 1,5 Milliarden US-Dollar vorab sowie bis 2028 insgesamt 2 Milliarden Dollar an nicht an Bedingungen geknüpften jährlichen Zahlungen; hinzu kommen bis zu 7,6 Milliarden Dollar an Meilensteinzahlungen. Gewinne und Verluste teilen sich die Partner hälftig. BNT327 richtet sich gegen PD-L1 und VEGF-A und wird unter anderem bei kleinzelligem und nicht-kleinzelligem Lungenkrebs sowie beim dreifach negativen Brustkrebs klinisch geprüft. BioNTech hatte sich die Rechte an dem Molekül über die Übernahme des chinesischen Entwicklers Biotheus gesichert.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: null, regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Rückschlag für Bayer: Phase-III-Studie mit Asundexian bei Vorhofflimmern abgebrochen",
      text: "Schwerer Rückschlag für die Pharmasparte von Bayer: Der Leverkusener Konzern hat die Phase-III-Studie OCEANIC-AF mit dem Gerinnungshemmer Asundexian vorzeitig beendet. Ein unabhängiges Datenüberwachungskomitee hatte bei einer laufenden Überprüfung eine unterlegene Wirksamkeit des Faktor-XIa-Hemmers gegenüber dem Vergleichspräparat Apixaban festgestellt, teilte Bayer am Sonntag mit. In die Studie waren Patienten mit Vorhofflimmern und erhöhtem Schlaganfallrisiko eingeschlossen. Asundexian galt als einer der wichtigsten Hoffnungsträger, um die Umsatzeinbußen beim Blockbuster Xarelto nach dessen Patentablauf aufzufangen. Die Aktie brach am Montag zweistellig ein. Die Studie OCEANIC-STROKE soll dagegen fortgesetzt werden.",
      labels: { event: "readout", company: "Bayer", asset: "asundexian", indication: "Atrial fibrillation", regulator: null },
    },
    {
      title: "FDA erteilt beschleunigte Zulassung für Boehringers Zongertinib",
      text: "Boehringer Ingelheim hat in den USA die beschleunigte Zulassung für Hernexeos (Zongertinib) erhalten. Die FDA gab den oralen Tyrosinkinasehemmer für Erwachsene mit nicht resezierbarem oder metastasiertem, nicht-plattenepithelialem nicht-kleinzelligem Lungenkarzinom (NSCLC) frei, deren Tumoren aktivierende Mutationen in der Tyrosinkinasedomäne von HER2 (ERBB2) aufweisen und die bereits eine systemische Therapie erhalten haben. Grundlage ist die Studie Beamion LUNG-1. Nach Angaben des Unternehmens ist Hernexeos die erste orale zielgerichtete Therapie für diese Patientengruppe. Die weitere Zulassung kann von der Bestätigung des klinischen Nutzens abhängen; die Phase-III-Studie Beamion LUNG-2 läuft bereits.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "zongertinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Merck KGaA stoppt Phase-III-Studie TrilynX mit Xevinapant",
      text: "Die Darmstädter Merck KGaA hat die zulassungsrelevante Phase-III-Studie TrilynX mit Xevinapant abgebrochen. Eine geplante Zwischenanalyse habe ergeben, dass die Studie ihr primäres Ziel, eine Verlängerung des ereignisfreien Überlebens, voraussichtlich nicht erreichen werde, teilte das Unternehmen mit. In TrilynX wurde der orale IAP-Hemmer in Kombination mit einer Chemoradiotherapie bei Patienten mit nicht operiertem, lokal fortgeschrittenem Plattenepithelkarzinom des Kopf-Hals-Bereichs untersucht. Merck hatte sich die weltweiten Rechte an dem Wirkstoff 2021 von der Schweizer Debiopharm gesichert und dafür 188 Millionen Euro vorab gezahlt. Xevinapant galt als einer der Hoffnungsträger der Onkologie-Pipeline.",
      labels: { event: "readout", company: "Merck KGaA", asset: "xevinapant", indication: "Head and neck cancer", regulator: null },
    },
    {
      title: "Paul-Ehrlich-Institut genehmigt klinische Prüfung von Isarwerks CAR-T-Therapie bei Lupus",
      text: "Die Münchner Isarwerk Biotherapeutics GmbH hat vom Paul-Ehrlich-Institut (PEI) die Genehmigung für eine Phase-I/II-Studie mit ihrem Zellprodukt IWB-19 erhalten. Geprüft werden soll die einmalige Gabe der gegen CD19 gerichteten, allogenen CAR-T-Zellen bei Patienten mit schwerem, therapierefraktärem systemischem Lupus erythematodes (SLE). Die Studie soll an vier Universitätskliniken in Deutschland rund 24 Patienten einschließen; die Behandlung des ersten Patienten ist für das erste Quartal 2027 geplant. Isarwerk hatte im Frühjahr eine Series-A-Finanzierung über 42 Millionen Euro abgeschlossen. Erlanger Ärzte hatten 2022 erstmals über anhaltende Remissionen bei Lupus-Patienten nach CAR-T-Therapie berichtet.",
      labels: { event: "approval", company: "Isarwerk Biotherapeutics", companyOriginal: "Isarwerk Biotherapeutics", asset: "IWB19", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "EU-Kommission lässt Lahnfelds Velmodra bei Myelofibrose zu",
      text: "Die Europäische Kommission hat Velmodra (Zerafotinib) der Lahnfeld Pharma AG zur Behandlung von Erwachsenen mit Myelofibrose und krankheitsbedingter Anämie zugelassen. Die Entscheidung folgt der positiven Empfehlung des CHMP der Europäischen Arzneimittel-Agentur vom September und gilt in allen 27 EU-Mitgliedstaaten sowie in Island, Liechtenstein und Norwegen. Grundlage ist die Phase-III-Studie ZEPHYR-MF, in der der orale JAK1/ACVR1-Hemmer im Vergleich zu Ruxolitinib die Transfusionsunabhängigkeit verbesserte. Lahnfeld will das Präparat zunächst in Deutschland einführen. Die Aktie des Gießener Unternehmens legte im Frankfurter Handel um knapp 6 Prozent zu.",
      labels: { event: "approval", company: "Lahnfeld Pharma", companyOriginal: "Lahnfeld Pharma", asset: "zerafotinib", indication: "Myelofibrosis", regulator: "European Commission" },
    },
    {
      title: "US-Zulassung für Nordkamm Bios HAE-Präparat Ravokallib",
      text: "Die Nordkamm Bio SE aus Kiel hat von der US-Arzneimittelbehörde FDA die Zulassung für Ravokallib (NKB-214) erhalten. Der orale Plasma-Kallikrein-Hemmer ist zur Langzeitprophylaxe von Attacken des hereditären Angioödems (HAE) bei Patienten ab zwölf Jahren zugelassen. In der Zulassungsstudie KALLISTO senkte die einmal tägliche Einnahme die monatliche Attackenrate im Vergleich zu Placebo um 71 Prozent. Im Markt konkurriert das Mittel unter anderem mit Berotralstat und injizierbaren Antikörpern wie Lanadelumab. Den US-Vertrieb übernimmt Nordkamm mit eigener Mannschaft; ein Zulassungsantrag bei der EMA soll Anfang 2027 folgen.",
      labels: { event: "approval", company: "Nordkamm Bio", companyOriginal: "Nordkamm Bio", asset: "ravokallib", indication: "Hereditary angioedema", regulator: "FDA" },
    },
    {
      title: "Taunus Biologics reicht EU-Zulassungsantrag für TBX-7 bei Myasthenia gravis ein",
      text: "Die Taunus Biologics GmbH hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Antrag auf Marktzulassung für ihren Komplement-C2-Antikörper TBX-7 zur Behandlung der generalisierten Myasthenia gravis eingereicht. Der Antrag stützt sich auf die Phase-III-Studie TAURIS mit 186 Patienten mit Antikörpern gegen den Acetylcholinrezeptor, in der TBX-7 den MG-ADL-Score nach 26 Wochen signifikant stärker verbesserte als Placebo. Das Unternehmen aus Bad Homburg rechnet mit einer Entscheidung der EU-Kommission in der zweiten Jahreshälfte 2027. In der Indikation sind bereits mehrere Komplementhemmer und FcRn-Blocker zugelassen, darunter Eculizumab, Ravulizumab und Efgartigimod.",
      labels: { event: "submission", company: "Taunus Biologics", companyOriginal: "Taunus Biologics", asset: "TBX7", indication: "Myasthenia gravis", regulator: "EMA" },
    },
    {
      title: "Weserbrück Pharma beantragt US-Zulassung für Hidradenitis-Mittel",
      text: "Die Weserbrück Pharma AG hat bei der US-Arzneimittelbehörde FDA den Zulassungsantrag (Biologics License Application, BLA) für WBP-3301 bei mittelschwerer bis schwerer Hidradenitis suppurativa eingereicht. Der Nanobody blockiert IL-17A und IL-17F und hatte in zwei Phase-III-Studien die HiSCR75-Ansprechrate nach 16 Wochen gegenüber Placebo signifikant erhöht. Nimmt die FDA den Antrag an, wäre mit einer Entscheidung im Herbst 2027 zu rechnen. Mit Secukinumab und Bimekizumab sind in den USA bereits zwei IL-17-Hemmer für die Hauterkrankung zugelassen. Die Bremer wollen für Europa einen Vertriebspartner suchen; Gespräche liefen bereits, hieß es.",
      labels: { event: "submission", company: "Weserbrück Pharma", companyOriginal: "Weserbrück Pharma", asset: "WBP3301", indication: "Hidradenitis suppurativa", regulator: "FDA" },
    },
    {
      title: "EMA validiert Zulassungsantrag von Spreeland Therapeutics bei Friedreich-Ataxie",
      text: "Die Europäische Arzneimittel-Agentur (EMA) hat den Antrag auf Marktzulassung der Berliner Spreeland Therapeutics GmbH für SPT-0412 zur Behandlung der Friedreich-Ataxie validiert. Damit beginnt das reguläre Prüfverfahren des Ausschusses für Humanarzneimittel (CHMP). SPT-0412 ist eine Proteinersatztherapie, die Frataxin mithilfe eines zellpenetrierenden Peptids in die Mitochondrien bringt. Bislang ist in der EU mit Omaveloxolon nur ein Medikament gegen die seltene neurodegenerative Erkrankung zugelassen. Spreeland rechnet mit einer CHMP-Stellungnahme Ende 2027; in den USA will das Unternehmen im kommenden Jahr mit der Einreichung beginnen.",
      labels: { event: "filing-acceptance", company: "Spreeland Therapeutics", companyOriginal: "Spreeland Therapeutics", asset: "SPT0412", indication: "Friedreich's ataxia", regulator: "EMA" },
    },
    {
      title: "Breakthrough-Therapy-Status für Moselgrunds Glioblastom-Kandidaten",
      text: "Die US-Arzneimittelbehörde FDA hat dem Glioblastom-Kandidaten MGB-117 der Moselgrund Biotech GmbH den Status einer Breakthrough Therapy zuerkannt. Das Trierer Unternehmen entwickelt das intratumoral verabreichte onkolytische Virus für Patienten mit rezidiviertem Glioblastom, für die es nach Operation, Bestrahlung und Temozolomid kaum noch Optionen gibt. Grundlage der Entscheidung sind Daten aus einer Phase-II-Studie, in der das mediane Gesamtüberleben 14,2 Monate erreichte. Der Status soll die Entwicklung beschleunigen und ermöglicht eine engere Abstimmung mit der Behörde. Moselgrund will im kommenden Jahr eine randomisierte Zulassungsstudie beginnen.",
      labels: { event: "designation", company: "Moselgrund Biotech", companyOriginal: "Moselgrund Biotech", asset: "MGB117", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "PRIME-Status der EMA für Kinzigtals Sichelzell-Therapie",
      text: "Die Europäische Arzneimittel-Agentur hat die Gen-Editierungstherapie KZB-301 der Kinzigtal Biotherapeutics GmbH in ihr PRIME-Programm aufgenommen. Der Status für prioritäre Arzneimittel soll die Entwicklung von Therapien für Krankheiten mit hohem ungedecktem Bedarf beschleunigen. KZB-301 richtet sich an Patienten ab zwölf Jahren mit schwerer Sichelzellkrankheit und wiederkehrenden vaso-okklusiven Krisen. Anders als das bereits zugelassene Casgevy kommt die In-vivo-Therapie ohne Stammzellentnahme und Konditionierung mit Busulfan aus. Erste Daten aus der laufenden Phase-I/II-Studie hatte das Unternehmen aus Gelnhausen im Juni präsentiert.",
      labels: { event: "designation", company: "Kinzigtal Biotherapeutics", companyOriginal: "Kinzigtal Biotherapeutics", asset: "KZB301", indication: "Sickle cell disease", regulator: "EMA" },
    },
    {
      title: "„Wir werden die Punkte zügig adressieren“: FDA verweigert Neckarstein Pharma vorerst die Zulassung",
      text: "Die Neckarstein Pharma AG hat von der US-Arzneimittelbehörde FDA einen Complete Response Letter für ihren VMAT2-Hemmer NSP-105 zur Behandlung von Spätdyskinesien erhalten. Die Behörde fordert nach Unternehmensangaben zusätzliche Daten zur Langzeitsicherheit sowie Nachbesserungen bei der Herstellung der Retardtabletten; eine weitere Wirksamkeitsstudie werde nicht verlangt. Die Aktie des Heidelberger Unternehmens verlor im Xetra-Handel zeitweise 27 Prozent. Der Vorstand will zeitnah ein Gespräch mit der FDA beantragen und rechnet mit einer erneuten Einreichung im zweiten Halbjahr 2027. Im US-Markt dominieren bislang Valbenazin und Deutetrabenazin.",
      labels: { event: "complete-response-letter", company: "Neckarstein Pharma", companyOriginal: "Neckarstein Pharma", asset: "NSP105", indication: "Tardive dyskinesia", regulator: "FDA" },
    },
    {
      title: "Havelmoor Bio behandelt ersten Patienten mit mRNA-Krebsimpfstoff",
      text: "Die Potsdamer Havelmoor Bio GmbH hat in ihrer Phase-I-Studie mit dem individualisierten mRNA-Krebsimpfstoff HMB-010 den ersten Patienten behandelt. Die Studie prüft HMB-010 in Kombination mit dem PD-1-Antikörper Pembrolizumab bei Patienten mit vollständig reseziertem Melanom im Stadium III oder IV und hohem Rückfallrisiko. Das Paul-Ehrlich-Institut hatte die klinische Prüfung im August genehmigt. Geplant ist der Einschluss von 30 Patienten an sechs deutschen Zentren. Mit einem ähnlichen Ansatz sind Moderna und Merck & Co. mit Intismeran Autogene bereits in der späten klinischen Entwicklung.",
      labels: { event: "trial-start", company: "Havelmoor Bio", companyOriginal: "Havelmoor Bio", asset: "HMB010", indication: "Melanoma", regulator: null },
    },
    {
      title: "Wetterau Biotech startet Phase-III-Studie bei IgA-Nephropathie",
      text: "Die Wetterau Biotech AG hat den ersten Patienten in ihre globale Phase-III-Studie APRICOT mit WTB-88 bei IgA-Nephropathie randomisiert. Die Studie soll rund 420 Erwachsene mit biopsiegesicherter IgA-Nephropathie und anhaltender Proteinurie trotz optimierter Therapie mit ACE-Hemmern oder Sartanen einschließen. Primärer Endpunkt ist die Veränderung des Protein-Kreatinin-Quotienten im Urin nach 36 Wochen. WTB-88 ist ein subkutan verabreichter Antikörper gegen APRIL. Mit Sibeprenlimab von Otsuka und Atacicept von Vera Therapeutics verfolgen mehrere Wettbewerber einen ähnlichen Ansatz. Erste Ergebnisse erwartet das Friedberger Unternehmen 2028.",
      labels: { event: "trial-start", company: "Wetterau Biotech", companyOriginal: "Wetterau Biotech", asset: "WTB88", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "Eifelbach Therapeutics meldet positive Phase-IIb-Daten bei Alopecia areata",
      text: "Die Eifelbach Therapeutics GmbH hat in einer Phase-IIb-Studie mit ihrem topischen JAK-Hemmer EFT-204 bei Alopecia areata den primären Endpunkt erreicht. Nach 24 Wochen erzielten 34 Prozent der Patienten in der höchsten Dosisgruppe einen SALT-Score von 20 oder weniger, verglichen mit 6 Prozent unter Vehikel. Schwerwiegende Nebenwirkungen traten nicht häufiger auf als in der Kontrollgruppe. Anders als die bereits zugelassenen oralen JAK-Hemmer Baricitinib und Ritlecitinib soll EFT-204 nur lokal auf der Kopfhaut wirken. Das Bonner Unternehmen will nun einen Partner für die Phase III suchen.",
      labels: { event: "readout", company: "Eifelbach Therapeutics", companyOriginal: "Eifelbach Therapeutics", asset: "EFT204", indication: "Alopecia areata", regulator: null },
    },
    {
      title: "Odenwald Pharma sichert sich Europarechte an koreanischem Adipositas-Kandidaten",
      text: "Die Odenwald Pharma AG hat vom südkoreanischen Biotechunternehmen Sohyun Bio die exklusiven Rechte zur Entwicklung und Vermarktung des GLP-1/Amylin-Agonisten SHB-1012 in Europa erworben. Odenwald zahlt vorab 35 Millionen Euro; hinzu kommen mögliche Meilensteinzahlungen von bis zu 410 Millionen Euro sowie gestaffelte Umsatzbeteiligungen. SHB-1012 wird einmal wöchentlich subkutan gespritzt und hat in Korea eine Phase-II-Studie bei Adipositas abgeschlossen, in der die Teilnehmer nach 36 Wochen im Mittel 15,1 Prozent ihres Körpergewichts verloren. Der Markt wird bislang von Semaglutid und Tirzepatid dominiert. Die Aktie des Weinheimer Unternehmens stieg um 9 Prozent.",
      labels: { event: "licensing", company: "Odenwald Pharma", companyOriginal: "Odenwald Pharma", asset: "SHB1012", indication: "Obesity", regulator: null, also: ["Sohyun Bio"] },
    },
    {
      title: "Altmühl Biosciences lizenziert ADC an Calder Ridge Oncology aus",
      text: "Die Altmühl Biosciences GmbH aus Regensburg hat die weltweiten Rechte an ihrem Antikörper-Wirkstoff-Konjugat AMB-0921 an die US-amerikanische Calder Ridge Oncology auslizenziert. Altmühl erhält eine Vorabzahlung von 60 Millionen US-Dollar und kann auf Meilensteinzahlungen von bis zu 1,04 Milliarden Dollar sowie Lizenzgebühren hoffen. Das gegen B7-H4 gerichtete ADC soll zunächst beim fortgeschrittenen Endometriumkarzinom entwickelt werden; eine Phase-I-Studie läuft derzeit in Deutschland und Spanien. Für das 2019 gegründete Unternehmen ist es der erste große Lizenzdeal. Die Erlöse will Altmühl in die Weiterentwicklung seiner Linker-Plattform investieren.",
      labels: { event: "licensing", company: "Altmühl Biosciences", companyOriginal: "Altmühl Biosciences", asset: "AMB0921", indication: "Endometrial cancer", regulator: null, also: ["Calder Ridge Oncology"] },
    },
    {
      title: "Fichtelberg Bio sammelt 85 Millionen Euro ein",
      text: "Die Fichtelberg Bio GmbH hat eine Series-B-Finanzierungsrunde über 85 Millionen Euro abgeschlossen. Angeführt wurde die Runde von einem europäischen Life-Science-Fonds; auch die bisherigen Investoren beteiligten sich. Das Dresdner Unternehmen will mit dem Geld seine Gentherapie FBB-301 gegen die Charcot-Marie-Tooth-Krankheit Typ 1A bis in eine Phase-II-Studie bringen und die eigene Vektorproduktion ausbauen. Die Finanzierung zählt zu den größten privaten Biotech-Runden in Deutschland in diesem Jahr. Zuletzt hatten deutsche Biotechs wiederholt über ein schwieriges Finanzierungsumfeld geklagt.",
      labels: { event: "financing", company: "Fichtelberg Bio", companyOriginal: "Fichtelberg Bio", asset: "FBB301", indication: "Charcot-Marie-Tooth disease", regulator: null },
    },
  ],
  fr: [
    {
      title: "Sanofi rachète Blueprint Medicines pour jusqu'à 9,5 milliards de dollars",
      text: "Sanofi a annoncé lundi la signature d'un accord en vue d'acquérir l'américaine Blueprint Medicines, spécialiste des maladies immunologiques rares, pour 129 dollars par action en numéraire, auxquels s'ajoute un certificat de valeur conditionnelle (CVR) pouvant rapporter jusqu'à 6 dollars par action en cas d'atteinte de jalons de développement et réglementaires. L'opération valorise Blueprint jusqu'à environ 9,5 milliards de dollars. Blueprint commercialise Ayvakit (avapritinib), seul médicament approuvé aux États-Unis et dans l'UE dans la mastocytose systémique avancée et indolente, et développe l'inhibiteur de KIT de nouvelle génération élénestinib. La finalisation est attendue au troisième trimestre 2025.",
      labels: { event: "acquisition", company: "Sanofi", asset: null, indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Abivax s'envole en Bourse après le succès de l'obéfazimod en phase 3",
      text: "L'action Abivax s'est envolée de plusieurs centaines de pour cent mardi, après l'annonce par la biotech française de résultats positifs pour ses deux essais de phase 3 d'induction ABTECT-1 et ABTECT-2 avec l'obéfazimod (ABX464) dans la rectocolite hémorragique modérée à sévère. Les deux études ont atteint leur critère principal, la rémission clinique à la semaine 8, avec la dose de 50 mg une fois par jour. Le profil de tolérance est resté conforme à celui observé lors des essais antérieurs, sans nouveau signal de sécurité. Les résultats de l'essai de maintenance, attendus en 2026, conditionneront le dépôt des demandes d'autorisation. Cotée à Paris et au Nasdaq, Abivax avait levé des fonds à plusieurs reprises pour financer ce programme.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Feu vert accéléré de la FDA pour Iqirvo, d'Ipsen, dans la cholangite biliaire primitive",
      text: "La Food and Drug Administration américaine a accordé une autorisation accélérée à Iqirvo (élafibranor), le traitement d'Ipsen contre la cholangite biliaire primitive (CBP), a annoncé lundi le laboratoire. Le médicament est indiqué en association avec l'acide ursodésoxycholique (AUDC) chez les adultes ayant une réponse inadéquate à l'AUDC, ou en monothérapie chez les patients qui ne le tolèrent pas. L'autorisation repose sur l'essai de phase 3 ELATIVE, qui a montré une amélioration de la réponse biochimique ; son maintien pourra dépendre de la confirmation du bénéfice clinique. Genfit, qui a découvert la molécule et en a cédé les droits à Ipsen en 2021, percevra un paiement d'étape de 48,7 millions d'euros.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA", also: ["Genfit"] },
    },
    {
      title: "La FDA approuve Ixchiq, premier vaccin au monde contre le chikungunya",
      text: "Valneva a obtenu de la FDA l'autorisation de mise sur le marché de son vaccin à injection unique contre le chikungunya, Ixchiq (VLA1553), chez les adultes de 18 ans et plus présentant un risque accru d'exposition au virus. Il s'agit du premier vaccin autorisé dans le monde contre cette maladie transmise par les moustiques. L'approbation a été accordée dans le cadre de la procédure accélérée, sur la base de la réponse en anticorps neutralisants, et pourra être subordonnée à la confirmation du bénéfice clinique. La biotech nantaise reçoit par ailleurs un bon d'examen prioritaire (PRV), qu'elle entend monétiser. Le dossier est également en cours d'examen par l'Agence européenne des médicaments.",
      labels: { event: "approval", company: "Valneva", asset: "VLA1553", indication: "Chikungunya fever", regulator: "FDA" },
    },
    {
      title: "BPCO : l'itépékimab de Sanofi et Regeneron ne réussit qu'un essai de phase 3 sur deux",
      text: "Sanofi et Regeneron ont annoncé vendredi des résultats contrastés pour l'itépékimab, leur anticorps anti-IL-33, dans la bronchopneumopathie chronique obstructive (BPCO). Dans l'essai de phase 3 AERIFY-1, mené chez d'anciens fumeurs, le traitement a réduit de manière statistiquement significative le taux annualisé d'exacerbations modérées ou sévères par rapport au placebo, atteignant le critère principal. L'essai jumeau AERIFY-2 n'a en revanche pas atteint ce critère. Les deux partenaires comptent analyser plus avant les données avant d'échanger avec les autorités réglementaires sur la suite du programme. Dans la BPCO, Sanofi mise déjà sur Dupixent, autorisé dans cette indication en 2024.",
      labels: { event: "readout", company: "Sanofi", asset: "itepekimab", indication: "COPD", regulator: null, also: ["Regeneron"] },
    },
    {
      title: "L'ANSM autorise le premier essai clinique de Vercors Pharma dans la LAM",
      text: "Vercors Pharma SAS a reçu l'autorisation de l'Agence nationale de sécurité du médicament et des produits de santé (ANSM) pour lancer un essai de phase 1/2 avec VCP-118 chez des patients atteints de leucémie aiguë myéloïde (LAM) en rechute ou réfractaire. La biotech grenobloise développe cet inhibiteur oral de la ménine pour les formes porteuses d'un réarrangement KMT2A ou d'une mutation NPM1. L'étude, qui recrutera jusqu'à 60 patients dans cinq centres français, évaluera la tolérance et l'activité antileucémique du produit. Le premier patient devrait être traité au premier trimestre 2027. Aux États-Unis, le revumenib de Syndax est déjà autorisé dans les leucémies aiguës avec réarrangement KMT2A.",
      labels: { event: "approval", company: "Vercors Pharma", companyOriginal: "Vercors Pharma", asset: "VCP118", indication: "Acute myeloid leukemia", regulator: "ANSM" },
    },
    {
      title: "Avis favorable du CHMP pour le soralicopan de Calanques Therapeutics dans l'HPN",
      text: "Le comité des médicaments à usage humain (CHMP) de l'Agence européenne des médicaments a rendu un avis favorable à l'autorisation de mise sur le marché du soralicopan, développé par la biotech marseillaise Calanques Therapeutics SA, dans l'hémoglobinurie paroxystique nocturne (HPN). Cet inhibiteur oral du facteur D du complément est recommandé chez les adultes présentant une anémie hémolytique résiduelle malgré un traitement par inhibiteur de C5, comme l'éculizumab ou le ravulizumab. La Commission européenne doit désormais se prononcer, en général sous 67 jours. Calanques prévoit un lancement en Allemagne, puis en France sous réserve d'un accord de prix. Le titre gagnait 12 % à Paris.",
      labels: { event: "approval", company: "Calanques Therapeutics", companyOriginal: "Calanques Therapeutics", asset: "soralicopan", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "EMA" },
    },
    {
      title: "Iroise Pharma dépose une demande d'AMM européenne dans l'endométriose",
      text: "Iroise Pharma SAS a soumis à l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour IRP-2020, un antagoniste oral de la GnRH destiné au traitement des douleurs associées à l'endométriose. Le dossier s'appuie sur deux études de phase 3 menées en Europe et en Amérique du Nord chez plus de 1 300 femmes, dans lesquelles le produit a réduit significativement la dysménorrhée et les douleurs pelviennes non menstruelles à six mois. La biotech brestoise attend la validation du dossier par l'agence dans les prochaines semaines. Dans cette indication, une association à base de relugolix est déjà disponible en Europe.",
      labels: { event: "submission", company: "Iroise Pharma", companyOriginal: "Iroise Pharma", asset: "IRP2020", indication: "Endometriosis", regulator: "EMA" },
    },
    {
      title: "Aubrac Biotech soumet à la FDA son dossier pour AUB-611",
      text: "Aubrac Biotech SA a annoncé avoir finalisé la soumission d'une demande d'autorisation de nouveau médicament (NDA) auprès de la FDA pour AUB-611 dans la prévention des récidives d'encéphalopathie hépatique manifeste chez l'adulte atteint de cirrhose. Le candidat, un modulateur du microbiote administré par voie orale, a réduit de 42 % le risque de récidive par rapport au placebo dans l'étude de phase 3 HEPATIX, en complément du lactulose. La FDA dispose de 60 jours pour décider si elle accepte d'examiner le dossier. Coté sur Euronext Growth, le titre de la société toulousaine a progressé de 8 %.",
      labels: { event: "submission", company: "Aubrac Biotech", companyOriginal: "Aubrac Biotech", asset: "AUB611", indication: "Hepatic encephalopathy", regulator: "FDA" },
    },
    {
      title: "NMOSD : la FDA accepte d'examiner en priorité la demande de Morvan Therapeutics",
      text: "La FDA a accepté d'examiner la demande de licence de produit biologique (BLA) déposée par Morvan Therapeutics SAS pour MVT-330 dans les troubles du spectre de la neuromyélite optique (NMOSD), et lui a accordé un examen prioritaire. La date cible fixée au titre du PDUFA est le 12 juin 2027. MVT-330, un anticorps anti-récepteur de l'IL-6 administré par voie sous-cutanée tous les deux mois, a réduit de 74 % le risque de poussée chez les patients séropositifs pour les anticorps anti-AQP4 dans l'essai de phase 3 NEPTUNE. La biotech rennaise prévoit également un dépôt en Europe au premier semestre 2027. Le satralizumab de Chugai et Roche cible le même récepteur.",
      labels: { event: "filing-acceptance", company: "Morvan Therapeutics", companyOriginal: "Morvan Therapeutics", asset: "MVT330", indication: "Neuromyelitis optica spectrum disorder", regulator: "FDA" },
    },
    {
      title: "Sancy Bio obtient la désignation de médicament orphelin de la FDA pour SNC-207",
      text: "La FDA a accordé la désignation de médicament orphelin à SNC-207, la thérapie génique de Sancy Bio SAS contre le syndrome de Sanfilippo de type A (mucopolysaccharidose de type IIIA). Cette maladie neurodégénérative rare de l'enfant, due à un déficit en sulfamidase, reste quasiment dépourvue d'options thérapeutiques. SNC-207 est administré en une seule injection intracérébroventriculaire. La désignation ouvre droit à des crédits d'impôt, à une exonération de certains frais et à sept ans d'exclusivité commerciale aux États-Unis en cas d'approbation. La société clermontoise, qui a levé 28 millions d'euros l'an dernier, prépare un essai de phase 1/2 en France et en Espagne.",
      labels: { event: "designation", company: "Sancy Bio", companyOriginal: "Sancy Bio", asset: "SNC207", indication: "Sanfilippo syndrome", regulator: "FDA" },
    },
    {
      title: "Désignation Fast Track pour l'ADC de Garonne Pharma dans le cancer du sein triple négatif",
      text: "Garonne Pharma SA a annoncé que la FDA a octroyé la désignation « Fast Track » à GRN-4410, son conjugué anticorps-médicament dirigé contre la protéine LIV-1, pour le traitement du cancer du sein triple négatif métastatique après au moins deux lignes de traitement. Cette procédure permet des échanges plus fréquents avec l'agence et, le cas échéant, un examen continu du dossier. L'essai de phase 1 en cours en France et aux États-Unis a montré un taux de réponse objective de 38 % chez 42 patientes lourdement prétraitées, dont une majorité avait reçu le sacituzumab govitécan. La société bordelaise prévoit de lancer une étude pivotale en 2027.",
      labels: { event: "designation", company: "Garonne Pharma", companyOriginal: "Garonne Pharma", asset: "GRN4410", indication: "Triple-negative breast cancer", regulator: "FDA" },
    },
    {
      title: "Hyperphosphatémie : lettre de réponse complète de la FDA pour Cévennes Biosciences",
      text: "Cévennes Biosciences SA a reçu de la FDA une lettre de réponse complète (CRL) concernant sa demande d'autorisation pour CEV-1203, un chélateur du phosphate non calcique destiné aux patients dialysés atteints d'hyperphosphatémie. Selon la société montpelliéraine, l'agence demande des données complémentaires démontrant un bénéfice cliniquement pertinent par rapport aux traitements existants, ainsi que des précisions sur le procédé de fabrication du principe actif. Aucun problème de sécurité n'a été soulevé. Le titre a chuté de 35 % à l'ouverture. La direction entend solliciter rapidement une réunion de type A avec la FDA.",
      labels: { event: "complete-response-letter", company: "Cévennes Biosciences", companyOriginal: "Cévennes Biosciences", asset: "CEV1203", indication: "Hyperphosphatemia", regulator: "FDA" },
    },
    {
      title: "Premier patient traité dans l'essai de phase 2 de Belledonne Therapeutics dans la maladie de Crohn",
      text: "Belledonne Therapeutics SAS a annoncé l'administration de la première dose de BLD-092 à un patient inclus dans son essai de phase 2a CROSS, dans la maladie de Crohn modérée à sévère. L'étude randomisée contre placebo doit inclure 90 patients en échec d'au moins un traitement biologique, dans une quinzaine de centres en Europe. BLD-092 est un anticorps bispécifique ciblant TL1A et l'IL-23, deux voies impliquées dans l'inflammation intestinale. Les premiers résultats sont attendus au second semestre 2028. La société, issue d'un laboratoire de recherche grenoblois, avait obtenu l'autorisation de l'essai au printemps.",
      labels: { event: "trial-start", company: "Belledonne Therapeutics", companyOriginal: "Belledonne Therapeutics", asset: "BLD092", indication: "Crohn's disease", regulator: null },
    },
    {
      title: "Quiberon Bio lance sa phase 3 face au dupilumab dans la dermatite atopique",
      text: "Quiberon Bio SAS a randomisé le premier patient de son essai de phase 3 HORIZON-AD, qui compare directement son anticorps anti-OX40 QBN-301 au dupilumab (Dupixent) chez des adultes atteints de dermatite atopique modérée à sévère. L'étude, conduite dans 14 pays, doit inclure environ 700 patients ; le critère principal est la proportion de patients atteignant l'EASI-75 à la semaine 24. QBN-301 est administré toutes les douze semaines, contre toutes les deux semaines pour le dupilumab. La biotech lorientaise a levé l'an dernier 95 millions d'euros pour financer ce programme. Les résultats sont attendus en 2029.",
      labels: { event: "trial-start", company: "Quiberon Bio", companyOriginal: "Quiberon Bio", asset: "QBN301", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Mercantour Pharma chute de 60 % après l'échec de sa phase 2b dans l'insuffisance cardiaque",
      text: "Le titre Mercantour Pharma SA s'est effondré de 60 % jeudi à la Bourse de Paris, après l'annonce de l'échec de l'essai de phase 2b SOLSTICE-HF avec MRC-77 dans l'insuffisance cardiaque à fraction d'éjection préservée. Le candidat, un activateur de la guanylate cyclase soluble, n'a pas amélioré de manière significative la distance parcourue au test de marche de six minutes après 24 semaines par rapport au placebo, critère principal de l'étude. La société niçoise a indiqué qu'elle allait réduire ses dépenses et examiner des options stratégiques. MRC-77 représentait l'essentiel de sa valorisation.",
      labels: { event: "readout", company: "Mercantour Pharma", companyOriginal: "Mercantour Pharma", asset: "MRC77", indication: "Heart failure with preserved ejection fraction", regulator: null },
    },
    {
      title: "Vanoise Therapeutics cède les droits nord-américains de son implant contre l'uvéite à Brightwater",
      text: "Vanoise Therapeutics SAS a conclu un accord de licence exclusive avec l'américain Brightwater Pharmaceuticals pour le développement et la commercialisation aux États-Unis et au Canada de VNS-550, un implant intravitréen à libération prolongée destiné au traitement de l'uvéite non infectieuse du segment postérieur. Vanoise recevra un paiement initial de 40 millions de dollars, jusqu'à 310 millions de dollars de paiements d'étape et des redevances à deux chiffres sur les ventes. La biotech annécienne conserve les droits pour l'Europe et le reste du monde. Une étude de phase 3, financée par Brightwater, doit démarrer en 2027.",
      labels: { event: "licensing", company: "Vanoise Therapeutics", companyOriginal: "Vanoise Therapeutics", asset: "VNS550", indication: "Uveitis", regulator: null, also: ["Brightwater Pharmaceuticals"] },
    },
    {
      title: "Ouessant Pharma acquiert auprès du japonais Hayase les droits européens d'un traitement de la cystite interstitielle",
      text: "Ouessant Pharma SAS a signé avec le laboratoire japonais Hayase Pharmaceutical un accord de licence lui conférant les droits exclusifs de développement et de commercialisation de HYS-408 en Europe. Ce traitement oral est développé dans la cystite interstitielle, ou syndrome de la vessie douloureuse, une pathologie chronique pour laquelle les options restent limitées. Ouessant versera 12 millions d'euros à la signature et jusqu'à 95 millions d'euros de paiements d'étape, ainsi que des redevances. HYS-408 a obtenu des résultats positifs en phase 2 au Japon. La société prévoit de solliciter un avis scientifique de l'EMA en 2027 afin de définir le plan de développement européen.",
      labels: { event: "licensing", company: "Ouessant Pharma", companyOriginal: "Ouessant Pharma", asset: "HYS408", indication: "Interstitial cystitis", regulator: null, also: ["Hayase Pharmaceutical"] },
    },
    {
      title: "Radiopharmaceutiques : Aravis Therapeutics et Armorique Isotopes nouent un partenariat stratégique",
      text: "Aravis Therapeutics SAS et Armorique Isotopes SAS ont annoncé un partenariat stratégique pour codévelopper AVS-177, un radioligand ciblant le PSMA couplé à l'actinium 225, dans le cancer de la prostate métastatique résistant à la castration. Armorique Isotopes assurera l'approvisionnement en isotopes et la production clinique dans son site breton, tandis qu'Aravis conduira les essais cliniques. Les deux sociétés partageront les coûts de développement et les revenus futurs. Le Pluvicto de Novartis, au lutécium 177, est déjà autorisé dans cette indication. Un premier essai de phase 1 doit débuter fin 2027.",
      labels: { event: "partnership", company: "Aravis Therapeutics", companyOriginal: "Aravis Therapeutics", asset: "AVS177", indication: "Prostate cancer", regulator: null, also: ["Armorique Isotopes"] },
    },
    {
      title: "Ventoux Biosciences lève 62 millions d'euros en série B",
      text: "Ventoux Biosciences SAS a bouclé une levée de fonds de série B de 62 millions d'euros, menée par un consortium d'investisseurs européens spécialisés dans la santé, aux côtés de ses actionnaires historiques. La biotech avignonnaise utilisera ces fonds pour mener jusqu'à la preuve de concept clinique VTB-204, une thérapie par ARN messager inhalé destinée aux patients atteints de mucoviscidose non éligibles aux modulateurs de CFTR. Environ 10 % des patients ne peuvent pas bénéficier de ces traitements, dont le Kaftrio de Vertex. Un essai de phase 1/2 doit démarrer au Royaume-Uni début 2027. Il s'agit de l'une des plus importantes levées de l'année pour une biotech française non cotée.",
      labels: { event: "financing", company: "Ventoux Biosciences", companyOriginal: "Ventoux Biosciences", asset: "VTB204", indication: "Cystic fibrosis", regulator: null },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepzelca, de PharmaMar, para el cáncer de pulmón microcítico metastásico",
      text: "La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) ha concedido la aprobación acelerada a Zepzelca (lurbinectedina), de PharmaMar, para el tratamiento de adultos con cáncer de pulmón microcítico metastásico cuya enfermedad ha progresado durante o después de la quimioterapia basada en platino. La aprobación se basa en la tasa de respuesta global y la duración de la respuesta observadas en un ensayo de fase II en monoterapia. Jazz Pharmaceuticals, que obtuvo en diciembre de 2019 la licencia de lurbinectedina para Estados Unidos, se encargará de su comercialización. Con la aprobación, PharmaMar recibirá de su socio un pago de 100 millones de dólares.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA", also: ["Jazz Pharmaceuticals"] },
    },
    {
      title: "Bruselas da luz verde a Ebglyss, de Almirall, para la dermatitis atópica",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Ebglyss (lebrikizumab), de Almirall, para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años con un peso corporal de al menos 40 kilos que sean candidatos a tratamiento sistémico. La decisión llega tras la opinión positiva del comité de medicamentos de uso humano (CHMP) de la Agencia Europea de Medicamentos. Lebrikizumab, un anticuerpo monoclonal que se une a la interleucina 13, es la gran apuesta de la farmacéutica catalana en dermatología médica. Almirall obtuvo en 2019 los derechos europeos del fármaco de Dermira, compañía adquirida después por Lilly. El lanzamiento comenzará por Alemania.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "Lilly logra con orforglipron, su GLP-1 oral, bajar la glucosa y el peso en fase 3",
      text: "Eli Lilly ha presentado los resultados principales de ACHIEVE-1, el primero de sus ensayos de fase 3 con orforglipron, un agonista oral del receptor de GLP-1 de molécula pequeña. En adultos con diabetes tipo 2 insuficientemente controlada con dieta y ejercicio, el fármaco redujo la hemoglobina glucosilada (HbA1c) entre un 1,3% y un 1,6% desde un valor basal de 8,0% a las 40 semanas, con lo que alcanzó el objetivo principal frente a placebo. Los pacientes con la dosis más alta perdieron de media un 7,9% de su peso. El perfil de seguridad fue coherente con el de los GLP-1 inyectables. Lilly prevé solicitar la aprobación para el control del peso a finales de este año y para la diabetes tipo 2 en 2026. Sus acciones subieron alrededor de un 14% en Wall Street.",
      labels: { event: "readout", company: "Eli Lilly", asset: "orforglipron", indication: "Type 2 diabetes", regulator: null },
    },
    {
      title: "Grifols se desploma en bolsa tras el informe de Gotham City Research",
      text: "Las acciones de Grifols se hundieron alrededor de un 26% el martes en la Bolsa de Madrid después de que el fondo bajista Gotham City Research publicara un informe en el que acusaba a la compañía de maquillar sus cifras de deuda y de Ebitda mediante operaciones con sociedades vinculadas a la familia fundadora, como Scranton Enterprises. Grifols rechazó las acusaciones, las calificó de falsas y anunció que emprendería acciones legales contra el fondo. La Comisión Nacional del Mercado de Valores (CNMV) indicó que analizaría el caso. La compañía catalana, uno de los mayores fabricantes mundiales de hemoderivados, arrastraba desde hace años un elevado endeudamiento.",
      labels: { event: null, company: "Grifols", asset: null, indication: null, regulator: null },
    },
    {
      title: "Johnson & Johnson comprará Intra-Cellular Therapies por 14.600 millones de dólares",
      text: "Johnson & Johnson ha alcanzado un acuerdo para adquirir la biotecnológica estadounidense Intra-Cellular Therapies por 132 dólares por acción en efectivo, lo que valora la operación en torno a 14.600 millones de dólares. Con la compra, anunciada en el arranque de la conferencia de JP Morgan en San Francisco, J&J incorpora Caplyta (lumateperona), aprobado en Estados Unidos para la esquizofrenia en adultos y para la depresión bipolar, y refuerza su negocio de neurociencia. Intra-Cellular busca además ampliar el uso del fármaco como tratamiento adyuvante del trastorno depresivo mayor. J&J espera cerrar la operación a lo largo de este año.",
      labels: { event: "acquisition", company: "Johnson & Johnson", asset: "lumateperone", indication: null, regulator: null, also: ["Intra-Cellular Therapies"] },
    },
    {
      title: "La AEMPS autoriza el primer ensayo clínico de Tramuntana Biotech en sarcoma de Ewing",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado a Tramuntana Biotech S.L. a iniciar un ensayo clínico de fase I/II con TRM-0417 en niños y adultos jóvenes con sarcoma de Ewing recidivante o refractario. La biotecnológica mallorquina desarrolla esta molécula, un degradador de la proteína de fusión EWS-FLI1, a partir de su propia plataforma de química médica. El estudio se realizará en cuatro hospitales españoles y prevé incluir 36 pacientes. Actualmente no existen terapias dirigidas aprobadas para esta enfermedad, cuyo tratamiento se basa en quimioterapia intensiva, cirugía y radioterapia. La compañía espera tratar al primer paciente en el primer trimestre de 2027.",
      labels: { event: "approval", company: "Tramuntana Biotech", companyOriginal: "Tramuntana Biotech", asset: "TRM0417", indication: "Ewing sarcoma", regulator: "AEMPS" },
    },
    {
      title: "La Comisión Europea autoriza la crema de Moncayo Pharma para el eccema crónico de manos",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Velmira (tevromilast crema al 0,3%), de Moncayo Pharma S.A., para el tratamiento del eccema crónico de manos de moderado a grave en adultos que no responden adecuadamente a los corticoides tópicos. La autorización, válida en los 27 Estados miembros, llega tras la opinión positiva del CHMP emitida en septiembre. Tevromilast es un inhibidor tópico de la fosfodiesterasa 4 (PDE4). En el ensayo de fase III MANOS-2, el 41% de los pacientes tratados alcanzó un aclaramiento casi completo de las lesiones a la semana 16, frente al 17% con vehículo. La farmacéutica aragonesa prevé lanzar el producto en Alemania y los países nórdicos en 2027, y en España tras la decisión de precio y financiación.",
      labels: { event: "approval", company: "Moncayo Pharma", companyOriginal: "Moncayo Pharma", asset: "tevromilast", indication: "Chronic hand eczema", regulator: "European Commission" },
    },
    {
      title: "Albufera Therapeutics presenta a la EMA la solicitud de autorización de ABF-118 para la enfermedad de Wilson",
      text: "La biotecnológica valenciana Albufera Therapeutics S.L. ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de ABF-118 para el tratamiento de la enfermedad de Wilson en pacientes a partir de 12 años. ABF-118 es un quelante oral de cobre de administración una vez al día que, en el ensayo pivotal de fase III COBRE, mostró un control del cobre no ligado a ceruloplasmina no inferior al de la penicilamina, con menos abandonos por efectos adversos. La compañía confía en que la agencia valide el expediente antes de que termine el año. El fármaco cuenta con la designación de medicamento huérfano en la UE desde 2023.",
      labels: { event: "submission", company: "Albufera Therapeutics", companyOriginal: "Albufera Therapeutics", asset: "ABF118", indication: "Wilson disease", regulator: "EMA" },
    },
    {
      title: "La FDA admite a trámite la solicitud de Gredos Pharma para el temblor esencial",
      text: "Gredos Pharma S.A. ha anunciado que la FDA estadounidense ha aceptado a trámite la solicitud de nuevo fármaco (NDA) de GRD-2230, un modulador de los canales de calcio de tipo T para el tratamiento del temblor esencial en adultos. La agencia ha fijado como fecha de decisión, según la ley PDUFA, el 3 de septiembre de 2027 y, por ahora, no tiene previsto convocar un comité asesor. El expediente se apoya en dos ensayos de fase III en los que el fármaco mejoró de forma significativa la puntuación de actividades de la vida diaria frente a placebo. El temblor esencial es el trastorno del movimiento más frecuente. Las acciones de la farmacéutica madrileña subieron un 5%.",
      labels: { event: "filing-acceptance", company: "Gredos Pharma", companyOriginal: "Gredos Pharma", asset: "GRD2230", indication: "Essential tremor", regulator: "FDA" },
    },
    {
      title: "Bruselas otorga a Cierzo Biotech la designación de medicamento huérfano para el síndrome de Alport",
      text: "La Comisión Europea ha concedido la designación de medicamento huérfano a CZB-501, de Cierzo Biotech S.L., para el tratamiento del síndrome de Alport, una nefropatía hereditaria causada por mutaciones en los genes del colágeno tipo IV. La decisión sigue a la recomendación favorable del Comité de Medicamentos Huérfanos (COMP) de la EMA. La designación permite acceder a asesoramiento científico con tasas reducidas y, en caso de aprobación, a diez años de exclusividad comercial en la UE. CZB-501 es un oligonucleótido antisentido que inhibe el microARN-21 y se encuentra en un ensayo de fase Ib en España y Portugal. La compañía riojana prepara una ronda de financiación para 2027.",
      labels: { event: "designation", company: "Cierzo Biotech", companyOriginal: "Cierzo Biotech", asset: "CZB501", indication: "Alport syndrome", regulator: "European Commission" },
    },
    {
      title: "Designación de terapia innovadora de la FDA para el biespecífico de Garraf Biosciences",
      text: "La FDA ha concedido la designación de terapia innovadora (Breakthrough Therapy) a GAR-771, el anticuerpo biespecífico CD20xCD3 de administración subcutánea desarrollado por Garraf Biosciences S.L., para el tratamiento de adultos con linfoma B difuso de células grandes en recaída o refractario tras al menos dos líneas de tratamiento, incluida una terapia CAR-T. La decisión se basa en datos del ensayo de fase I/II en curso, con una tasa de respuesta completa del 46%. La biotecnológica barcelonesa compite en un segmento en el que ya están aprobados glofitamab y epcoritamab. Garraf prevé iniciar un estudio confirmatorio de fase III en 2027.",
      labels: { event: "designation", company: "Garraf Biosciences", companyOriginal: "Garraf Biosciences", asset: "GAR771", indication: "Diffuse large B-cell lymphoma", regulator: "FDA" },
    },
    {
      title: "Turia Pharma recibe una carta de respuesta completa de la FDA para su buprenorfina mensual",
      text: "Turia Pharma S.A. ha recibido una carta de respuesta completa (CRL) de la FDA en relación con la solicitud de autorización de TUR-320, su formulación inyectable mensual de buprenorfina para el trastorno por consumo de opioides. Según la compañía, la agencia no ha cuestionado la eficacia ni la seguridad del producto, pero ha señalado deficiencias en la inspección de la planta de un proveedor externo encargado del llenado de las jeringas. Turia prevé volver a presentar la solicitud en un plazo de seis meses, una vez resueltas las observaciones. Las acciones de la farmacéutica valenciana caían un 11% a media sesión. En el mercado estadounidense ya compiten Sublocade, de Indivior, y Brixadi.",
      labels: { event: "complete-response-letter", company: "Turia Pharma", companyOriginal: "Turia Pharma", asset: "TUR320", indication: "Opioid use disorder", regulator: "FDA" },
    },
    {
      title: "Tabernas Biotech incluye al primer paciente en su ensayo de fase II en pancreatitis aguda",
      text: "Tabernas Biotech S.L. ha incluido al primer paciente en su ensayo clínico de fase II con TBN-610, un inhibidor de los canales CRAC administrado por vía intravenosa, en pacientes con pancreatitis aguda y síndrome de respuesta inflamatoria sistémica. El estudio, aleatorizado y controlado con placebo, reclutará 160 pacientes en 18 hospitales de España, Italia y Francia. El objetivo principal es reducir la aparición de insuficiencia orgánica persistente. La pancreatitis aguda carece de tratamientos específicos aprobados y su manejo se limita a medidas de soporte. La biotecnológica almeriense obtuvo el pasado julio la autorización de la AEMPS para iniciar el ensayo.",
      labels: { event: "trial-start", company: "Tabernas Biotech", companyOriginal: "Tabernas Biotech", asset: "TBN610", indication: "Acute pancreatitis", regulator: null },
    },
    {
      title: "Montsec Therapeutics inicia su ensayo de fase III en miocardiopatía hipertrófica obstructiva",
      text: "Montsec Therapeutics S.L. ha iniciado el ensayo de fase III CIMA-HCM con su inhibidor de la miosina cardiaca MNS-0208 en pacientes con miocardiopatía hipertrófica obstructiva sintomática, tras aleatorizar al primer paciente en un hospital de Barcelona. El estudio incluirá unos 380 pacientes en Europa y Norteamérica y medirá como objetivo principal el cambio en el consumo máximo de oxígeno a las 24 semanas. Mavacamten, de Bristol Myers Squibb, ya está aprobado para esta enfermedad, y aficamten, de Cytokinetics, ha completado su desarrollo en fase III. La compañía catalana defiende que su molécula tiene una semivida más corta que facilita los ajustes de dosis.",
      labels: { event: "trial-start", company: "Montsec Therapeutics", companyOriginal: "Montsec Therapeutics", asset: "MNS0208", indication: "Obstructive hypertrophic cardiomyopathy", regulator: null },
    },
    {
      title: "Alhambra Biotech cumple el objetivo principal de su fase IIb en artritis reumatoide",
      text: "Alhambra Biotech S.L. ha comunicado que su candidato ALH-330, un anticuerpo agonista de PD-1 de administración subcutánea, alcanzó el objetivo principal de su ensayo de fase IIb en pacientes con artritis reumatoide activa y respuesta inadecuada a fármacos anti-TNF. A la semana 12, el 62% de los pacientes tratados con la dosis alta logró una respuesta ACR20, frente al 31% del grupo placebo. No se observó un exceso de infecciones graves respecto al grupo control. La biotecnológica granadina buscará ahora un socio para financiar el desarrollo en fase III, según su consejero delegado.",
      labels: { event: "readout", company: "Alhambra Biotech", companyOriginal: "Alhambra Biotech", asset: "ALH330", indication: "Rheumatoid arthritis", regulator: null },
    },
    {
      title: "Cabrera Bio presenta datos intermedios de su terapia génica para la atrofia geográfica",
      text: "Cabrera Bio S.L. ha presentado en el congreso de la Academia Americana de Oftalmología los datos intermedios de su ensayo de fase I/II con CBR-12, una terapia génica de administración subretiniana que induce la expresión del factor H del complemento en pacientes con atrofia geográfica secundaria a degeneración macular asociada a la edad. A los 12 meses, la tasa de crecimiento de las lesiones se redujo un 29% frente al ojo no tratado en la cohorte de dosis alta, aunque la diferencia no alcanzó significación estadística en la de dosis baja. No se registraron casos de neovascularización. En Estados Unidos ya están disponibles pegcetacoplan y avacincaptad pegol.",
      labels: { event: "readout", company: "Cabrera Bio", companyOriginal: "Cabrera Bio", asset: "CBR12", indication: "Geographic atrophy", regulator: null },
    },
    {
      title: "Ribera Pharma licencia de la coreana Dowon Bio un tratamiento para la osteoporosis",
      text: "Ribera Pharma S.A. ha firmado un acuerdo de licencia con la surcoreana Dowon Bio para comercializar en España, Portugal y Latinoamérica DOB-205, un anticuerpo monoclonal contra la esclerostina para la osteoporosis posmenopáusica con alto riesgo de fractura. La farmacéutica española abonará un pago inicial de 8 millones de euros y hasta 46 millones en hitos regulatorios y comerciales, además de royalties escalonados sobre ventas. DOB-205 se administra cada tres meses, frente a la inyección mensual de romosozumab (Evenity). Dowon Bio completará el ensayo de fase III en Corea, cuyos resultados se esperan en 2027, y Ribera se encargará de las solicitudes ante la AEMPS y las agencias latinoamericanas.",
      labels: { event: "licensing", company: "Ribera Pharma", companyOriginal: "Ribera Pharma", asset: "DOB205", indication: "Osteoporosis", regulator: null, also: ["Dowon Bio"] },
    },
    {
      title: "Urbasa Biotech cede a la estadounidense Kestrel Bay los derechos de su siRNA contra la hepatitis B",
      text: "La biotecnológica navarra Urbasa Biotech S.L. ha licenciado a Kestrel Bay Therapeutics los derechos mundiales, excepto España, de URB-114, un ARN de interferencia dirigido contra el virus de la hepatitis B, en un acuerdo que puede alcanzar los 520 millones de dólares. Kestrel Bay pagará 25 millones por adelantado y asumirá el desarrollo clínico a partir de la fase II. El objetivo es lograr la curación funcional de la hepatitis B crónica, con la pérdida del antígeno de superficie (HBsAg) tras finalizar el tratamiento. URB-114 ha completado un ensayo de fase I en voluntarios sanos y pacientes en Nueva Zelanda. Es el mayor acuerdo de licencia de la historia de la compañía, fundada en Pamplona en 2018.",
      labels: { event: "licensing", company: "Urbasa Biotech", companyOriginal: "Urbasa Biotech", asset: "URB114", indication: "Hepatitis B", regulator: null, also: ["Kestrel Bay Therapeutics"] },
    },
    {
      title: "Empordà Therapeutics y Pirineo Diagnostics se alían para desarrollar un diagnóstico de compañía",
      text: "Empordà Therapeutics S.L. y Pirineo Diagnostics S.L. han firmado una alianza estratégica para codesarrollar una prueba de biopsia líquida que identifique a los pacientes con cáncer de próstata metastásico resistente a la castración candidatos a recibir EMP-402, un degradador oral del receptor de andrógenos en desarrollo clínico. Pirineo aportará su plataforma de secuenciación de ADN tumoral circulante y Empordà integrará la prueba en su ensayo de fase II. Ambas compañías compartirán los costes y los derechos comerciales del test en Europa. El acuerdo no incluye pagos iniciales.",
      labels: { event: "partnership", company: "Empordà Therapeutics", companyOriginal: "Empordà Therapeutics", asset: "EMP402", indication: "Prostate cancer", regulator: null, also: ["Pirineo Diagnostics"] },
    },
    {
      title: "Somontano Bio cierra una ronda de 30 millones para su terapia contra la AME",
      text: "Somontano Bio S.L. ha cerrado una ronda de financiación serie A de 30 millones de euros, liderada por un fondo de capital riesgo europeo especializado en biotecnología y con la participación de inversores españoles. La compañía destinará los fondos a completar los estudios preclínicos regulatorios y a iniciar en 2027 el primer ensayo en humanos de SOM-112, una terapia génica de segunda generación para la atrofia muscular espinal (AME) dirigida a pacientes que no responden plenamente a nusinersen o risdiplam. Se trata de una de las mayores rondas serie A del sector en España este año, según la firma oscense.",
      labels: { event: "financing", company: "Somontano Bio", companyOriginal: "Somontano Bio", asset: "SOM112", indication: "Spinal muscular atrophy", regulator: null },
    },
  ],
};
