import type { BriefArticle } from "./briefs";

/**
 * Fifteenth held-out set for the English brief benchmark: 20 short articles each in German,
 * French and Spanish, written and labelled by hand on 2026-11-29 for this benchmark, in the styles
 * of German, Austrian and Swiss, French, Belgian and Québec, and Spanish and Latin American trade
 * news, business press, ad hoc announcements and press releases. Written without the engine's code,
 * tests, docs or any other gold set open. It is to be measured once; the labels were set before any
 * measurement and are not to be edited to fit a result.
 *
 * Articles about real events (true to the author's knowledge; details not sure of were left out):
 * - de: Novartis, takeover offer for MorphoSys at €68 a share, about €2.7B, pelabresib (acquisition, February 2024)
 * - de: Boehringer Ingelheim, survodutide phase II in MASH meets its primary endpoint, up to 83.0% vs 18.2% (readout, February 2024)
 * - de: Idorsia, daridorexant (Quviviq) approved by the FDA in insomnia (approval, January 2022)
 * - de: AC Immune, exclusive option and licence agreement with Takeda for ACI-24.060, $100M upfront (licensing, May 2024)
 * - de: Bayer, Bill Anderson appointed CEO with effect from 1 June 2023 (null, February 2023)
 * - fr: Sanofi, fitusiran (Qfitlia) approved by the FDA in haemophilia A or B with or without inhibitors (approval, March 2025)
 * - fr: Servier, acquisition of Agios Pharmaceuticals' oncology business, $1.8B upfront plus up to $200M (acquisition, December 2020)
 * - fr: Galapagos with Gilead Sciences, 10-year R&D collaboration, $3.95B upfront and $1.1B equity (partnership, July 2019)
 * - fr: Genfit, exclusive worldwide licence of elafibranor to Ipsen, €120M upfront, 8% stake (licensing, December 2021)
 * - fr: Sanofi, tolebrutinib HERCULES phase 3 meets its primary endpoint, GEMINI 1 and 2 miss (readout, September 2024)
 * - es: Pfizer, acquisition of Seagen for $229 a share, about $43B (acquisition, March 2023)
 * - es: Gilead Sciences, lenacapavir PURPOSE 1 phase 3 interim analysis, no HIV infections among women on lenacapavir (readout, June 2024)
 * - es: Merck & Co. (MSD), exclusive global licence of LM-299 from LaNova Medicines, $588M upfront (licensing, November 2024)
 * - es: Replimune, FDA complete response letter for RP1 (vusolimogene oderparepvec) with nivolumab in advanced melanoma (complete-response-letter, July 2025)
 * - es: HIPRA, Bimervax COVID-19 booster given a conditional marketing authorisation by the European Commission (approval, March 2023)
 *
 * All other articles are invented, about fictional companies, investors and medicines (Elbtal
 * Therapeutics, Vindobona Biologics, Laurentia Thérapeutiques, Ardennia Biotech, Tepeyac Biológicos,
 * Galaica Pharma…) whose names, invented INNs and research codes were checked not to be in the
 * registry files (companies.ts, drugs.ts, diseases.ts, regulators.ts), with and without hyphens.
 */
export const GOLD15_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "Novartis greift nach MorphoSys: 68 Euro je Aktie für den Myelofibrose-Hoffnungsträger Pelabresib",
      text: "Der Schweizer Pharmakonzern Novartis will die Planegger Biotechfirma MorphoSys für 68 Euro je Aktie in bar übernehmen. Das Angebot bewertet das Eigenkapital mit rund 2,7 Milliarden Euro und liegt 89 Prozent über dem Schlusskurs vom 25. Januar, bevor erste Übernahmegerüchte aufkamen. Im Zentrum steht Pelabresib, ein BET-Inhibitor, den MorphoSys in Kombination mit Ruxolitinib gegen Myelofibrose entwickelt; Vorstand und Aufsichtsrat empfehlen die Annahme. Parallel verkauft MorphoSys die weltweiten Rechte an dem Lymphom-Antikörper Tafasitamab für 25 Millionen Dollar an den langjährigen Partner Incyte. Der Abschluss wird für die erste Jahreshälfte 2024 erwartet, die Mindestannahmeschwelle liegt bei 65 Prozent.",
      labels: { event: "acquisition", company: "Novartis", asset: "pelabresib", indication: "Myelofibrosis", regulator: null, also: ["MorphoSys"] },
    },
    {
      title: "Survodutid: Boehringer Ingelheim meldet positive Phase-II-Daten bei MASH",
      text: "Boehringer Ingelheim hat die Topline-Ergebnisse einer Phase-II-Studie mit Survodutid bei metabolischer Dysfunktion-assoziierter Steatohepatitis (MASH) vorgelegt. Nach 48 Wochen zeigten bis zu 83,0 Prozent der behandelten Erwachsenen eine statistisch signifikante Verbesserung der MASH ohne Verschlechterung der Fibrose, unter Placebo waren es 18,2 Prozent. Auch alle sekundären Endpunkte, darunter eine Verbesserung der Leberfibrose, wurden erreicht. Der duale Glucagon-/GLP-1-Rezeptoragonist wurde gemeinsam mit dem dänischen Unternehmen Zealand Pharma erfunden, das an Meilensteinen und Umsätzen beteiligt ist; bei Adipositas läuft bereits ein Phase-III-Programm. Für MASH gibt es bislang kein zugelassenes Medikament, in den USA wartet Madrigal auf eine Entscheidung zu Resmetirom. Die vollständigen Daten sollen in den kommenden Monaten vorgestellt werden.",
      labels: { event: "readout", company: "Boehringer Ingelheim", asset: "survodutide", indication: "MASH", regulator: null, also: ["Zealand Pharma"] },
    },
    {
      title: "Idorsia erhält US-Zulassung für Schlafmittel Quviviq",
      text: "Das Allschwiler Biotechunternehmen Idorsia hat von der US-Arzneimittelbehörde FDA grünes Licht für sein Schlafmittel Quviviq (Daridorexant) erhalten. Zugelassen sind Dosierungen von 25 und 50 Milligramm zur Behandlung Erwachsener mit Insomnie, die Mühe mit dem Ein- oder Durchschlafen haben. Es ist die erste FDA-Zulassung in der Firmengeschichte; Grundlage ist ein Studienprogramm mit 1854 Patienten an über 160 Zentren in 18 Ländern. Weil der duale Orexin-Rezeptor-Antagonist als kontrollierte Substanz eingestuft werden soll, muss zunächst die Drogenbehörde DEA entscheiden, im Handel erwartet Idorsia das Mittel im Mai. In den USA trifft Quviviq auf Belsomra von MSD und Dayvigo von Eisai, die nach demselben Prinzip wirken. Ein Entscheid in Europa wird noch im ersten Quartal erwartet.",
      labels: { event: "approval", company: "Idorsia", asset: "daridorexant", indication: "Insomnia", regulator: "FDA" },
    },
    {
      title: "AC Immune: Takeda sichert sich Option auf Alzheimer-Immuntherapie ACI-24.060",
      text: "Das Lausanner Biotechunternehmen AC Immune hat mit dem japanischen Pharmakonzern Takeda eine exklusive weltweite Options- und Lizenzvereinbarung für seine aktiven Immuntherapien gegen toxische Formen von Amyloid-beta geschlossen. Im Mittelpunkt steht ACI-24.060, das derzeit in der Phase-1b/2-Studie ABATE bei Patienten mit Alzheimer im Prodromalstadium und bei Erwachsenen mit Down-Syndrom geprüft wird. AC Immune erhält 100 Millionen Dollar im Voraus; hinzu kommen eine Optionsgebühr und Meilensteinzahlungen von bis zu rund 2,1 Milliarden Dollar sowie gestaffelte zweistellige Lizenzgebühren. AC Immune schließt ABATE ab, danach übernimmt Takeda Entwicklung und Vermarktung. Die an der Nasdaq kotierten Aktien legten im frühen Handel um mehr als 30 Prozent zu. Erst zu Jahresbeginn hatte sich Roche aus der Zusammenarbeit bei zwei Antikörpern zurückgezogen.",
      labels: { event: "licensing", company: "AC Immune", asset: "ACI24.060", indication: "Alzheimer's disease", regulator: null, also: ["Takeda"] },
    },
    {
      title: "Führungswechsel in Leverkusen: Ex-Roche-Manager Bill Anderson wird Bayer-Chef",
      text: "Bayer bekommt früher als geplant einen neuen Vorstandsvorsitzenden. Der Aufsichtsrat hat den Amerikaner Bill Anderson einstimmig mit Wirkung zum 1. Juni 2023 an die Spitze des Konzerns berufen, wie das Unternehmen am Mittwoch mitteilte. Anderson leitete zuletzt die Pharmasparte von Roche und war davor Chef der Roche-Tochter Genentech. Der amtierende Vorstandschef Werner Baumann, dessen Vertrag eigentlich bis Ende April 2024 lief, geht Ende Mai nach 35 Dienstjahren in den Ruhestand. Baumann stand wegen der Monsanto-Übernahme und der Glyphosat-Klagen in den USA seit Langem in der Kritik; zuletzt hatten aktivistische Investoren eine Aufspaltung des Konzerns gefordert. Anderson soll bereits am 1. April in den Vorstand eintreten.",
      labels: { event: null, company: "Bayer", asset: null, indication: null, regulator: null },
    },
    {
      title: "Elbtal Therapeutics erhält Genehmigung des Paul-Ehrlich-Instituts für erste klinische Studie mit CAR-T-Zelltherapie ELB-214",
      text: "Dresden, 4. März – Die Elbtal Therapeutics GmbH gab heute bekannt, dass das Paul-Ehrlich-Institut (PEI) ihren Antrag auf Genehmigung einer klinischen Prüfung mit ELB-214 bewilligt hat. ELB-214 ist eine autologe, gegen CD19 gerichtete CAR-T-Zelltherapie, die das Unternehmen bei Patientinnen und Patienten mit schwerem, therapierefraktärem systemischem Lupus erythematodes einsetzen will. Die offene Phase-I/II-Studie soll an drei Universitätskliniken bis zu 24 Teilnehmende einschließen; die erste Behandlung ist für das zweite Quartal geplant. Akademische Fallserien aus Erlangen hatten zuvor anhaltende Remissionen nach einer CAR-T-Behandlung beschrieben. Elbtal hatte im vergangenen Jahr eine Seed-Finanzierung über 14 Millionen Euro abgeschlossen.",
      labels: { event: "approval", company: "Elbtal Therapeutics", companyOriginal: "Elbtal Therapeutics", asset: "ELB214", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Münchner Isarion Biopharma sammelt 85 Millionen Euro für Hirntumor-Programm ein",
      text: "Das Münchner Biotech-Start-up Isarion Biopharma hat eine Serie-B-Finanzierungsrunde über 85 Millionen Euro abgeschlossen. Angeführt wurde die Runde von Kronwald Capital, die bestehenden Investoren beteiligten sich erneut. Das Geld fließt vor allem in die klinische Entwicklung von ISN-3307, einem hirngängigen Kinase-Inhibitor gegen das Glioblastom, der gerade eine Phase-I-Studie abgeschlossen hat; eine randomisierte Phase-II-Studie soll Anfang kommenden Jahres starten. Beim Glioblastom hat sich der Behandlungsstandard aus Operation, Bestrahlung und Temozolomid seit fast zwei Jahrzehnten kaum verändert, die mittlere Überlebenszeit liegt bei rund 15 Monaten. Isarion wurde 2020 als Ausgründung aus der Technischen Universität München gegründet und beschäftigt 48 Mitarbeiter.",
      labels: { event: "financing", company: "Isarion Biopharma", companyOriginal: "Isarion Biopharma", asset: "ISN3307", indication: "Glioblastoma", regulator: null, also: ["Kronwald Capital"] },
    },
    {
      title: "Wiener Vindobona Biologics: EMA validiert Zulassungsantrag für Hämophilie-Gentherapie",
      text: "Die Europäische Arzneimittel-Agentur EMA hat den Antrag auf Marktzulassung für die Gentherapie VBX-110 der Wiener Vindobona Biologics validiert, womit das zentrale Prüfverfahren offiziell beginnt. VBX-110 soll Erwachsenen mit schwerer Hämophilie A nach einer einmaligen Infusion die eigene Produktion von Gerinnungsfaktor VIII ermöglichen. Den Antrag hatte das Unternehmen Ende Juli eingereicht; er stützt sich auf eine Phase-III-Studie mit 112 Patienten, in der die jährliche Blutungsrate gegenüber der vorherigen Prophylaxe um 86 Prozent sank. Mit einem Gutachten des CHMP rechnet Vindobona in der zweiten Jahreshälfte des kommenden Jahres. Der Markt gilt als schwierig: BioMarin hatte mit seiner Hämophilie-A-Gentherapie Roctavian nur schleppende Umsätze erzielt, viele Patienten setzen auf Emicizumab.",
      labels: { event: "filing-acceptance", company: "Vindobona Biologics", companyOriginal: "Vindobona Biologics", asset: "VBX110", indication: "Hemophilia A", regulator: "EMA" },
    },
    {
      title: "Limmat Therapeutics erhält Fast-Track-Status der FDA für ALS-Kandidaten",
      text: "Die Zürcher Limmat Therapeutics AG hat von der US-Gesundheitsbehörde FDA den Fast-Track-Status für LMT-082 erhalten. Das Antisense-Oligonukleotid richtet sich gegen eine genetisch definierte Form der amyotrophen Lateralsklerose (ALS) und wird derzeit in einer Phase-I/II-Studie in der Schweiz, Deutschland und den Niederlanden getestet. Die Einstufung erlaubt einen engeren Austausch mit der Behörde und die fortlaufende Einreichung von Teilen des späteren Zulassungsantrags. Für ALS gibt es nur wenige Therapien; Biogen hatte 2023 mit Tofersen eine beschleunigte Zulassung für Patienten mit SOD1-Mutation erhalten. Erste Wirksamkeitsdaten will Limmat Mitte nächsten Jahres vorlegen. Das Unternehmen ist nicht börsenkotiert und hatte zuletzt 32 Millionen Franken eingesammelt.",
      labels: { event: "designation", company: "Limmat Therapeutics", companyOriginal: "Limmat Therapeutics", asset: "LMT082", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Ad-hoc-Mitteilung: Juravia Therapeutics erhält Complete Response Letter der FDA für JUR-205",
      text: "Allschwil, 17. Oktober – Die Juravia Therapeutics AG (SIX: JURA) teilt mit, dass die US-amerikanische Food and Drug Administration (FDA) zum Zulassungsantrag für JUR-205 bei primär biliärer Cholangitis (PBC) einen Complete Response Letter ausgestellt hat. Die Behörde bemängelt Befunde aus der Inspektion eines externen Abfüllbetriebs; Fragen zur Wirksamkeit oder Sicherheit des Präparats wurden nach Angaben des Unternehmens nicht aufgeworfen. Juravia will umgehend ein Gespräch mit der FDA beantragen und rechnet mit einer erneuten Einreichung innerhalb von sechs bis neun Monaten. Der Antrag beruhte auf einer Phase-III-Studie, in der 61 Prozent der Patienten ein biochemisches Ansprechen erreichten. Im PBC-Markt sind bereits Elafibranor von Ipsen und Seladelpar von Gilead zugelassen.",
      labels: { event: "complete-response-letter", company: "Juravia Therapeutics", companyOriginal: "Juravia Therapeutics", asset: "JUR205", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "Nordhafen Bio behandelt ersten Patienten in Phase-II-Studie mit NHB-330 bei Lungenfibrose",
      text: "Die Hamburger Nordhafen Bio GmbH hat den ersten Patienten in ihre Phase-II-Studie FJORD mit NHB-330 aufgenommen. Der orale Wirkstoff soll bei idiopathischer Lungenfibrose (IPF) die Vernarbung des Lungengewebes bremsen; geprüft werden zwei Dosierungen gegen Placebo über 52 Wochen, zusätzlich zur bestehenden Therapie mit Nintedanib oder Pirfenidon. Das Bundesinstitut für Arzneimittel und Medizinprodukte hatte die Studie bereits im Sommer genehmigt. Insgesamt sollen rund 180 Patienten an 40 Zentren in Deutschland, Polen und Spanien teilnehmen, Ergebnisse erwartet das Unternehmen 2028. Mit Nerandomilast von Boehringer Ingelheim ist zuletzt ein weiterer Konkurrent auf den Markt gekommen.",
      labels: { event: "trial-start", company: "Nordhafen Bio", companyOriginal: "Nordhafen Bio", asset: "NHB330", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "Taunus Immunologics und Helvetor Pharma schmieden Allianz für bispezifische Antikörper",
      text: "Die Frankfurter Taunus Immunologics arbeitet künftig mit dem Basler Arzneimittelhersteller Helvetor Pharma bei der Entwicklung bispezifischer T-Zell-Engager zusammen. Im Rahmen der Forschungskooperation wollen die Partner gemeinsam bis zu vier Kandidaten gegen solide Tumoren entdecken und bis in die Klinik bringen; Kosten und spätere Gewinne werden hälftig geteilt. Taunus erhält eine Vorabzahlung von 25 Millionen Euro sowie Forschungsmittel, über die Höhe möglicher Meilensteine machten die Unternehmen keine Angaben. Helvetor hatte im Frühjahr ein eigenes Programm nach enttäuschenden Phase-I-Daten eingestellt. Für Taunus ist es nach einer Lizenzvereinbarung mit einem US-Partner im Jahr 2024 bereits der zweite größere Deal.",
      labels: { event: "partnership", company: "Taunus Immunologics", companyOriginal: "Taunus Immunologics", asset: null, indication: "Solid tumors", regulator: null, also: ["Helvetor Pharma"] },
    },
    {
      title: "Innsbrucker Alpenlicht Pharma reicht Zulassungsantrag für Neurodermitis-Creme bei der EMA ein",
      text: "Das Innsbrucker Pharmaunternehmen Alpenlicht Pharma hat bei der Europäischen Arzneimittel-Agentur EMA den Antrag auf Zulassung seiner Creme ALP-619 eingereicht. Der topische Wirkstoff soll Kinder ab zwei Jahren und Erwachsene mit leichter bis mittelschwerer atopischer Dermatitis behandeln. In zwei Phase-III-Studien mit zusammen 1.020 Teilnehmern erreichten nach acht Wochen 41 beziehungsweise 38 Prozent eine erscheinungsfreie oder fast erscheinungsfreie Haut, unter der wirkstofffreien Grundlage waren es 14 und 12 Prozent. Eine Validierung des Antrags erwartet das Unternehmen in den kommenden Wochen, eine Entscheidung 2027. Bei schwerer Neurodermitis sind Dupilumab und JAK-Hemmer etabliert, bei milderen Formen greifen Ärzte meist zu Kortisoncremes. Alpenlicht beschäftigt in Tirol rund 210 Mitarbeiter.",
      labels: { event: "submission", company: "Alpenlicht Pharma", companyOriginal: "Alpenlicht Pharma", asset: "ALP619", indication: "Atopic dermatitis", regulator: "EMA" },
    },
    {
      title: "Swissmedic lässt Migräne-Prophylaxe von Brunnhof Pharma zu",
      text: "Die Heilmittelbehörde Swissmedic hat Migrelo (BRH-451) der Basler Brunnhof Pharma zur vorbeugenden Behandlung der episodischen und chronischen Migräne bei Erwachsenen zugelassen. Das Präparat wird einmal im Quartal unter die Haut gespritzt und blockiert wie die bereits erhältlichen Antikörper Erenumab, Fremanezumab und Galcanezumab den CGRP-Signalweg. In der Zulassungsstudie sank die Zahl der monatlichen Migränetage im Schnitt um 4,6 Tage, verglichen mit 2,1 Tagen unter Placebo. Die Schweiz ist das erste Land, in dem das Mittel zugelassen wird; über die Aufnahme in die Spezialitätenliste muss nun das Bundesamt für Gesundheit entscheiden. Einen Antrag in der EU hat Brunnhof im Frühjahr gestellt.",
      labels: { event: "approval", company: "Brunnhof Pharma", companyOriginal: "Brunnhof Pharma", asset: "BRH451", indication: "Migraine", regulator: "Swissmedic" },
    },
    {
      title: "Hohenberg Pharma übernimmt Bieler Biotechfirma Seeland für 420 Millionen Franken",
      text: "Der Darmstädter Familienkonzern Hohenberg Pharma kauft die Seeland Biotherapeutics aus Biel. Für sämtliche Aktien des nicht kotierten Unternehmens zahlt Hohenberg 420 Millionen Franken in bar, hinzu kommen bis zu 180 Millionen Franken, falls bestimmte Entwicklungsziele erreicht werden. Seeland entwickelt RNA-basierte Wirkstoffe gegen seltene Stoffwechselkrankheiten und hat drei Programme in klinischen Studien, das am weitesten fortgeschrittene in Phase II. Hohenberg will mit dem Zukauf seine Präsenz in der Schweiz ausbauen; die rund 90 Stellen in Biel sollen erhalten bleiben. Erst im vergangenen Jahr hatte Hohenberg sein Geschäft mit rezeptfreien Schmerzmitteln verkauft. Der Abschluss wird vorbehaltlich der kartellrechtlichen Genehmigungen im ersten Quartal erwartet.",
      labels: { event: "acquisition", company: "Hohenberg Pharma", companyOriginal: "Hohenberg Pharma", asset: null, indication: null, regulator: null, also: ["Seeland Biotherapeutics"] },
    },
    {
      title: "Havelstein Biotech: HVS-88 verfehlt primären Endpunkt bei Hidradenitis suppurativa – Aktie bricht ein",
      text: "Die Potsdamer Havelstein Biotech AG hat in ihrer Phase-IIb-Studie mit dem Antikörper HVS-88 bei mittelschwerer bis schwerer Hidradenitis suppurativa den primären Endpunkt nicht erreicht. Nach 16 Wochen erzielten 44 Prozent der Patienten in der höchsten Dosisgruppe ein HiSCR75-Ansprechen, unter Placebo waren es 35 Prozent; der Unterschied war statistisch nicht signifikant. Das Sicherheitsprofil entsprach den Erwartungen. Die im Prime Standard gelistete Aktie verlor im Xetra-Handel zeitweise mehr als 60 Prozent. In der entzündlichen Hauterkrankung konkurriert Havelstein mit etablierten Mitteln wie Adalimumab, Secukinumab und Bimekizumab. Über die Zukunft des Programms will der Vorstand bis zum Jahresende entscheiden.",
      labels: { event: "readout", company: "Havelstein Biotech", companyOriginal: "Havelstein Biotech", asset: "HVS88", indication: "Hidradenitis suppurativa", regulator: null },
    },
    {
      title: "G-BA: Kein Zusatznutzen für Psoriasis-Antikörper Zelvantra",
      text: "Der Gemeinsame Bundesausschuss (G-BA) hat dem Antikörper Vemrikizumab (Zelvantra) der Berliner Auvia Pharma keinen Zusatznutzen gegenüber der zweckmäßigen Vergleichstherapie zuerkannt. Das Mittel ist seit dem Frühjahr von der Europäischen Kommission für Erwachsene mit mittelschwerer bis schwerer Plaque-Psoriasis zugelassen. Der Hersteller hatte im Dossier vor allem eine Studie gegen Placebo vorgelegt; ein direkter Vergleich mit Ustekinumab oder Secukinumab fehlte, was auch das IQWiG in seiner Nutzenbewertung bemängelt hatte. Auf Grundlage des Beschlusses verhandelt Auvia nun mit dem GKV-Spitzenverband über den Erstattungsbetrag. Das Unternehmen kündigte an, seine Vertriebspläne für Deutschland zu überprüfen.",
      labels: { event: null, company: "Auvia Pharma", companyOriginal: "Auvia Pharma", asset: "vemrikizumab", indication: "Psoriasis", regulator: "G-BA" },
    },
    {
      title: "Grazer Bergkristall Biosciences wagt den Gang an die Wiener Börse",
      text: "Die Grazer Bergkristall Biosciences hat bei ihrem Börsengang im Prime Market der Wiener Börse 62 Millionen Euro brutto eingenommen. Die neuen Aktien wurden zu 18 Euro und damit in der Mitte der Preisspanne platziert; der erste Kurs lag bei 18,60 Euro. Mit dem Geld will das 2016 gegründete Unternehmen seine Pipeline aus drei Enzymersatz- und Gentherapien gegen seltene Erkrankungen weiterentwickeln und eine Produktionsanlage in der Steiermark ausbauen. Es ist der erste Biotech-Börsengang in Wien seit Jahren. Ankerinvestor ist eine steirische Privatstiftung, die rund ein Fünftel der Emission zeichnete.",
      labels: { event: "financing", company: "Bergkristall Biosciences", companyOriginal: "Bergkristall Biosciences", asset: null, indication: null, regulator: null },
    },
    {
      title: "Kaltenbrunn Therapeutics lizenziert Magenkrebs-ADC nach China aus",
      text: "Die Tübinger Kaltenbrunn Therapeutics hat die Rechte an ihrem Antikörper-Wirkstoff-Konjugat KBT-560 für Festlandchina, Hongkong, Macau und Taiwan an das Unternehmen Kangrui Biopharma aus Suzhou vergeben. Kangrui zahlt 30 Millionen Dollar im Voraus und bis zu 410 Millionen Dollar an Meilensteinen, dazu kommen Lizenzgebühren im zweistelligen Prozentbereich. KBT-560 richtet sich gegen Claudin 18.2 und befindet sich in einer Phase-I-Studie bei fortgeschrittenem Magenkrebs; die Rechte außerhalb Großchinas behält Kaltenbrunn. Mit Zolbetuximab von Astellas ist bereits ein Claudin-18.2-Antikörper zugelassen, zahlreiche chinesische Firmen entwickeln eigene ADCs gegen das Zielmolekül. Kaltenbrunn will mit dem Geld die Studie um eine Kohorte beim Pankreaskarzinom erweitern.",
      labels: { event: "licensing", company: "Kaltenbrunn Therapeutics", companyOriginal: "Kaltenbrunn Therapeutics", asset: "KBT560", indication: "Gastric cancer", regulator: null, also: ["Kangrui Biopharma"] },
    },
    {
      title: "EMA nimmt Gentherapie WDT-701 von Wendelstein Therapeutics in PRIME-Programm auf",
      text: "Rosenheim – Die Wendelstein Therapeutics GmbH hat für ihre Gentherapie WDT-701 gegen Duchenne-Muskeldystrophie Zugang zum PRIME-Programm der Europäischen Arzneimittel-Agentur (EMA) erhalten. Mit PRIME unterstützt die Behörde Arzneimittel für einen ungedeckten medizinischen Bedarf durch frühzeitige wissenschaftliche Beratung und eine mögliche beschleunigte Bewertung. Grundlage waren Daten aus der laufenden Phase-I/II-Studie, in der bei zwölf Jungen im Alter von vier bis sieben Jahren eine Expression des verkürzten Dystrophins im Muskel nachgewiesen wurde. Die US-Behörde FDA hatte WDT-701 bereits den Orphan-Drug-Status verliehen. Sarepta vermarktet in den USA mit Elevidys eine Gentherapie für dieselbe Erkrankung, die in Europa nicht zugelassen ist.",
      labels: { event: "designation", company: "Wendelstein Therapeutics", companyOriginal: "Wendelstein Therapeutics", asset: "WDT701", indication: "Duchenne muscular dystrophy", regulator: "EMA" },
    },
  ],
  fr: [
    {
      title: "Hémophilie : feu vert américain pour le Qfitlia de Sanofi",
      text: "La Food and Drug Administration américaine a approuvé le Qfitlia (fitusiran) de Sanofi pour la prophylaxie de routine chez les adultes et les enfants de 12 ans et plus atteints d'hémophilie A ou B, avec ou sans inhibiteurs. C'est le premier traitement qui agit en abaissant l'antithrombine, une protéine qui freine la coagulation, et il peut être injecté en sous-cutané à raison de six fois par an seulement. Issu de la technologie d'ARN interférent d'Alnylam, le fitusiran est développé par le groupe français, qui en détient les droits mondiaux. Dans le programme de phase 3 ATLAS, il a nettement réduit le taux de saignements annualisé par rapport aux traitements à la demande. Sanofi est déjà présent dans l'hémophilie avec Altuviiio, un facteur VIII à demi-vie prolongée, et Alprolix.",
      labels: { event: "approval", company: "Sanofi", asset: "fitusiran", indication: "Hemophilia", regulator: "FDA" },
    },
    {
      title: "Servier rachète l'activité oncologie d'Agios pour 1,8 milliard de dollars",
      text: "Le laboratoire français Servier va acquérir l'ensemble de l'activité oncologique de l'américain Agios Pharmaceuticals, pour un montant pouvant atteindre 2 milliards de dollars. Le groupe indépendant versera 1,8 milliard à la clôture de l'opération, auquel pourront s'ajouter 200 millions liés à une étape réglementaire, ainsi que des redevances. L'accord comprend le Tibsovo (ivosidenib), déjà commercialisé aux États-Unis dans la leucémie aiguë myéloïde porteuse d'une mutation IDH1, le vorasidenib, en phase 3 dans les gliomes de bas grade, et plusieurs programmes de recherche. Servier, qui consacre la moitié de son budget de R&D au cancer, renforce ainsi nettement sa présence aux États-Unis. La finalisation, soumise à l'accord des actionnaires d'Agios, est attendue au deuxième trimestre 2021.",
      labels: { event: "acquisition", company: "Servier", asset: null, indication: null, regulator: null, also: ["Agios Pharmaceuticals"] },
    },
    {
      title: "Gilead injecte plus de 5 milliards de dollars dans Galapagos",
      text: "Coup de tonnerre à Malines : l'américain Gilead Sciences et la biotech belge Galapagos ont conclu une collaboration de recherche et développement d'une durée de dix ans. Gilead versera 3,95 milliards de dollars d'emblée et investira 1,1 milliard dans le capital de Galapagos, à 140,59 euros par action, portant sa participation d'environ 12 % à 22 %. En échange, le groupe californien obtient des droits de licence et d'option sur l'ensemble des programmes actuels et futurs de Galapagos hors d'Europe, dont six molécules en essais cliniques. Les deux partenaires revoient aussi l'accord sur le filgotinib, leur inhibiteur de JAK1 dans la polyarthrite rhumatoïde, Galapagos obtenant un rôle commercial élargi en Europe. Gilead s'engage par ailleurs à ne pas dépasser 29,9 % du capital pendant dix ans.",
      labels: { event: "partnership", company: "Galapagos", asset: null, indication: null, regulator: null, also: ["Gilead Sciences"] },
    },
    {
      title: "Genfit s'envole après un accord de licence avec Ipsen sur l'elafibranor",
      text: "(AOF) - Genfit bondit de plus de 40 % à la Bourse de Paris. La biotech lilloise a accordé à Ipsen une licence exclusive mondiale pour développer, fabriquer et commercialiser l'elafibranor dans la cholangite biliaire primitive (CBP), une maladie rare et chronique du foie. Genfit reçoit un paiement initial de 120 millions d'euros et pourra toucher jusqu'à 360 millions d'euros de paiements d'étapes réglementaires et commerciales, ainsi que des redevances pouvant atteindre 20 % des ventes. Ipsen prendra en outre 8 % du capital de Genfit pour 28 millions d'euros. L'elafibranor, qui avait échoué dans la NASH en 2020, est évalué dans l'étude de phase 3 ELATIVE, dont les premiers résultats sont attendus début 2023.",
      labels: { event: "licensing", company: "Genfit", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: null, also: ["Ipsen"] },
    },
    {
      title: "Sclérose en plaques : résultats contrastés pour le tolébrutinib de Sanofi",
      text: "Sanofi a publié des résultats en demi-teinte pour le tolébrutinib, son inhibiteur de BTK dans la sclérose en plaques. L'étude de phase 3 HERCULES, menée dans la forme secondairement progressive non active, a atteint son critère principal : le traitement a retardé de 31 % l'apparition d'une aggravation du handicap confirmée à six mois par rapport au placebo. En revanche, les essais GEMINI 1 et 2, dans les formes récurrentes, n'ont pas montré d'amélioration du taux annualisé de poussées par rapport au tériflunomide (Aubagio), un ancien produit phare du groupe. Des élévations des enzymes hépatiques ont été observées chez une petite partie des patients. Sanofi entend s'appuyer sur HERCULES pour déposer des demandes d'autorisation.",
      labels: { event: "readout", company: "Sanofi", asset: "tolebrutinib", indication: "Multiple sclerosis", regulator: null },
    },
    {
      title: "Santé Canada homologue le premier médicament de la québécoise Laurentia Thérapeutiques",
      text: "Québec — La société de biotechnologie Laurentia Thérapeutiques a obtenu de Santé Canada un avis de conformité pour Boréaline (LAU-907), un comprimé à prise quotidienne destiné aux adultes atteints de colite ulcéreuse modérée à sévère. Il s'agit du premier produit homologué de l'entreprise fondée en 2012 dans le parc technologique de Sainte-Foy. Dans l'étude pivot de phase 3, 29 % des patients traités étaient en rémission clinique après 52 semaines, contre 11 % sous placebo. Laurentia, inscrite à la Bourse de Toronto, doit maintenant négocier le prix avec l'Alliance pancanadienne pharmaceutique avant un lancement prévu au printemps. Le marché canadien de la colite ulcéreuse est dominé par des biologiques comme le védolizumab et l'ustékinumab. Une demande est aussi à l'étude auprès de la FDA américaine.",
      labels: { event: "approval", company: "Laurentia Therapeutics", companyOriginal: "Laurentia Thérapeutiques", asset: "LAU907", indication: "Ulcerative colitis", regulator: "Health Canada" },
    },
    {
      title: "Mucoviscidose : l'ANSM autorise le premier essai chez l'homme de la thérapie génique de Kerlann",
      text: "Rennes, le 9 septembre — Kerlann Therapeutics annonce que l'Agence nationale de sécurité du médicament et des produits de santé (ANSM) a autorisé son essai clinique de phase 1/2 avec KRL-15, une thérapie génique inhalée destinée aux patients atteints de mucoviscidose. KRL-15 vise notamment les quelque 10 % de patients qui ne peuvent bénéficier des modulateurs de la protéine CFTR, comme l'association elexacaftor-tezacaftor-ivacaftor de Vertex, faute de mutation éligible. L'étude, qui recrutera 18 adultes dans trois centres de ressources et de compétences de la mucoviscidose, devrait débuter au premier trimestre. La société, issue d'un laboratoire académique rennais, a levé 22 millions d'euros l'an dernier.",
      labels: { event: "approval", company: "Kerlann Therapeutics", companyOriginal: "Kerlann Therapeutics", asset: "KRL15", indication: "Cystic fibrosis", regulator: "ANSM" },
    },
    {
      title: "Opaline Biotherapeutics soumet à la FDA une demande de licence pour OPL-4410 dans le neuroblastome",
      text: "Strasbourg, le 2 juin — Opaline Biotherapeutics (Euronext Growth : ALOPB) annonce avoir soumis à la Food and Drug Administration américaine une demande de licence de produit biologique (BLA) pour OPL-4410, un anticorps anti-GD2 de nouvelle génération, dans le neuroblastome de haut risque en rechute ou réfractaire chez l'enfant. Le dossier repose sur l'étude de phase 2 NEURO-OPAL, où 43 % des 71 patients évaluables ont obtenu une réponse objective. La société a demandé un examen prioritaire et attend la décision de la FDA sur la recevabilité du dossier d'ici soixante jours. OPL-4410 bénéficie déjà de la désignation de médicament orphelin aux États-Unis et en Europe. Les anti-GD2 existants, comme le dinutuximab, sont associés à d'importantes douleurs neuropathiques.",
      labels: { event: "submission", company: "Opaline Biotherapeutics", companyOriginal: "Opaline Biotherapeutics", asset: "OPL4410", indication: "Neuroblastoma", regulator: "FDA" },
    },
    {
      title: "HTAP : l'EMA valide le dossier d'autorisation de Corvalis Pharma",
      text: "Le laboratoire montpelliérain Corvalis Pharma a annoncé que l'Agence européenne des médicaments (EMA) avait validé sa demande d'autorisation de mise sur le marché pour CVL-228 dans l'hypertension artérielle pulmonaire (HTAP). La validation marque le début de la procédure d'évaluation centralisée par le CHMP, qui dure normalement 210 jours hors suspensions. CVL-228, un traitement oral pris une fois par jour, a amélioré de 48 mètres la distance parcourue au test de marche de six minutes par rapport au placebo dans l'étude de phase 3 CALANQUE, en complément d'une bithérapie de fond. Le marché de l'HTAP a été bousculé par l'arrivée du sotatercept de MSD. Corvalis prévoit de déposer un dossier aux États-Unis au premier semestre de l'an prochain.",
      labels: { event: "filing-acceptance", company: "Corvalis Pharma", companyOriginal: "Corvalis Pharma", asset: "CVL228", indication: "Pulmonary arterial hypertension", regulator: "EMA" },
    },
    {
      title: "La FDA accepte d'examiner en priorité le dossier d'Ardennia dans la myasthénie",
      text: "Ardennia Biotech a franchi une étape clé aux États-Unis. La biotech de Gosselies a annoncé mardi que la FDA avait accepté sa demande de licence de produit biologique pour ARD-512 dans la myasthénie grave généralisée et lui avait accordé un examen prioritaire, avec une date d'action fixée au 14 août prochain. L'anticorps, administré par voie sous-cutanée toutes les quatre semaines, cible le complément. Le titre a gagné 9 % sur Euronext Bruxelles. Ardennia arriverait sur un marché déjà très concurrentiel, où le Vyvgart d'argenx, le Rystiggo et le Zilbrysq d'UCB ainsi que l'Ultomiris d'Alexion se disputent les patients. La société a aussi déposé un dossier auprès de l'Agence européenne des médicaments.",
      labels: { event: "filing-acceptance", company: "Ardennia Biotech", companyOriginal: "Ardennia Biotech", asset: "ARD512", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "Maladie de Fabry : Sambre Biologics obtient la désignation de médicament orphelin de la FDA",
      text: "Namur (Belgique), le 23 janvier — Sambre Biologics, société de biotechnologie spécialisée dans les maladies lysosomales, annonce que la FDA a accordé la désignation de médicament orphelin à SMB-07 pour le traitement de la maladie de Fabry. SMB-07 est une enzyme recombinante modifiée, conçue pour être administrée toutes les quatre semaines, contre toutes les deux semaines pour les enzymothérapies actuelles, agalsidase bêta et pégunigalsidase alfa. Ce statut ouvre droit à sept ans d'exclusivité commerciale aux États-Unis après une éventuelle approbation, ainsi qu'à des crédits d'impôt sur les essais cliniques. Une étude de phase 1/2 est en cours en Belgique et aux Pays-Bas, avec de premiers résultats attendus à l'automne. Sambre a levé 31 millions d'euros en 2024 auprès de fonds wallons et flamands.",
      labels: { event: "designation", company: "Sambre Biologics", companyOriginal: "Sambre Biologics", asset: "SMB07", indication: "Fabry disease", regulator: "FDA" },
    },
    {
      title: "Estérel Biosciences dévisse après une lettre de réponse complète de la FDA",
      text: "Lourde chute pour Estérel Biosciences : l'action de la biotech de Sophia Antipolis a perdu 58 % à l'ouverture, après l'annonce d'une lettre de réponse complète (CRL) de la FDA pour EST-44 dans la toux chronique réfractaire. L'agence américaine estime que les deux études de phase 3 ne démontrent pas un bénéfice cliniquement significatif sur la fréquence de la toux sur 24 heures et réclame un essai supplémentaire. Aucun problème de sécurité ou de fabrication n'a été soulevé. Le précédent n'est guère encourageant : le gefapixant de MSD, qui vise le même récepteur P2X3, s'est lui aussi heurté à deux refus de la FDA. Estérel, qui dispose de quatorze mois de trésorerie, va solliciter une réunion avec l'agence.",
      labels: { event: "complete-response-letter", company: "Estérel Biosciences", companyOriginal: "Estérel Biosciences", asset: "EST44", indication: "Chronic cough", regulator: "FDA" },
    },
    {
      title: "Lumenvie Therapeutics lance sa phase 3 dans l'atrophie géographique",
      text: "La biotech lyonnaise Lumenvie Therapeutics a traité le premier patient de son étude de phase 3 AURORE, qui évalue LUV-301 dans l'atrophie géographique, la forme avancée de la dégénérescence maculaire liée à l'âge dite sèche. L'essai recrutera environ 600 patients dans une centaine de centres en Europe et en Amérique du Nord ; le critère principal est la croissance des lésions à 18 mois. Contrairement au pegcetacoplan d'Apellis et à l'avacincaptad pegol d'Astellas, injectés dans l'œil tous les mois ou tous les deux mois, LUV-301 est une thérapie génique administrée une seule fois. L'essai avait été autorisé par la FDA et par plusieurs autorités européennes au cours de l'été. Lumenvie, cotée sur Euronext Growth, compte publier les premiers résultats en 2029.",
      labels: { event: "trial-start", company: "Lumenvie Therapeutics", companyOriginal: "Lumenvie Therapeutics", asset: "LUV301", indication: "Geographic atrophy", regulator: null },
    },
    {
      title: "Obésité : Mirabel BioPharma administre une première dose de son candidat oral",
      text: "Laval (Québec) — Mirabel BioPharma a administré la première dose de MBP-12 à un volontaire en santé dans le cadre d'une étude de phase 1 menée à Montréal. Le composé est une petite molécule agoniste du récepteur du GLP-1 prise par voie orale, une classe dans laquelle Eli Lilly a pris de l'avance avec l'orforglipron. L'essai à doses croissantes évaluera l'innocuité, la pharmacocinétique et l'effet sur le poids chez une soixantaine de participants, avec des données préliminaires attendues à la fin de l'été. L'entreprise de 35 employés a bouclé en mars un financement de 40 millions de dollars canadiens mené par des investisseurs institutionnels québécois. Le marché mondial des traitements de l'obésité pourrait dépasser 100 milliards de dollars au début de la prochaine décennie, selon plusieurs analystes.",
      labels: { event: "trial-start", company: "Mirabel BioPharma", companyOriginal: "Mirabel BioPharma", asset: "MBP12", indication: "Obesity", regulator: null },
    },
    {
      title: "Maladie de Crohn : Vauban Pharma rate son essai de phase 2, le titre s'effondre",
      text: "Vauban Pharma a annoncé jeudi que son candidat VBN-61 n'avait pas atteint le critère principal de son étude de phase 2b dans la maladie de Crohn modérée à sévère. Après douze semaines, 27 % des patients sous la dose la plus élevée étaient en rémission clinique, contre 21 % sous placebo, un écart non significatif. La réponse endoscopique, critère secondaire, n'a pas non plus été significativement améliorée. L'action de la société lilloise a chuté de 71 % à la Bourse de Paris. Dans une indication où les anti-IL-23 comme le risankizumab et le guselkumab s'imposent, Vauban espérait se distinguer avec une molécule orale. La direction va réévaluer le programme et concentrer ses ressources sur la rectocolite hémorragique.",
      labels: { event: "readout", company: "Vauban Pharma", companyOriginal: "Vauban Pharma", asset: "VBN61", indication: "Crohn's disease", regulator: null },
    },
    {
      title: "Mascaret Bio cède les droits japonais de son traitement de l'endométriose",
      text: "La biotech bordelaise Mascaret Bio a signé un accord de licence exclusif avec le laboratoire japonais Hoshizora Pharmaceutical pour le développement et la commercialisation de MCB-220 au Japon et en Corée du Sud. Hoshizora versera 18 millions d'euros à la signature et jusqu'à 95 millions d'euros de paiements d'étapes, ainsi que des redevances sur les ventes. MCB-220, un antagoniste non hormonal administré par voie orale, est en phase 2 chez des femmes souffrant de douleurs liées à l'endométriose ; Mascaret conserve les droits dans le reste du monde. Les traitements actuels, progestatifs ou antagonistes de la GnRH comme le rélugolix, entraînent souvent des effets secondaires hormonaux. Il s'agit du premier accord de licence de la société, créée en 2017.",
      labels: { event: "licensing", company: "Mascaret Bio", companyOriginal: "Mascaret Bio", asset: "MCB220", indication: "Endometriosis", regulator: null, also: ["Hoshizora Pharmaceutical"] },
    },
    {
      title: "Parkinson : la toulousaine Oréade Bio lève 42 millions d'euros",
      text: "Oréade Bio boucle une série A de 42 millions d'euros, l'une des plus importantes levées de l'année pour une biotech d'Occitanie. Le tour est mené par Cap Garonne Investissement, rejoint par plusieurs fonds français et un investisseur américain. L'argent doit principalement financer le développement clinique d'ORS-115, une petite molécule censée ralentir la progression de la maladie de Parkinson en ciblant l'agrégation de l'alpha-synucléine, jusqu'aux résultats d'une étude de phase 2. La start-up, créée en 2021 par des chercheurs toulousains, emploie 25 personnes. Aucun traitement ne modifie aujourd'hui l'évolution de la maladie, et les anticorps anti-alpha-synucléine comme le prasinezumab de Roche ont donné jusqu'ici des résultats décevants.",
      labels: { event: "financing", company: "Oréade Bio", companyOriginal: "Oréade Bio", asset: "ORS115", indication: "Parkinson's disease", regulator: null, also: ["Cap Garonne Investissement"] },
    },
    {
      title: "Charlevoix Pharma recueille 35 M$ par voie de placement",
      text: "Montréal — Charlevoix Pharma a conclu un placement par voie de prise ferme de 35 millions de dollars canadiens, dirigé par un syndicat de preneurs fermes. L'entreprise a émis 7 millions d'actions ordinaires au prix de 5 $, soit un escompte de 8 % sur le dernier cours de clôture à la Bourse de Toronto. Le produit net servira à faire avancer ses trois programmes en maladies rénales et hépatiques rares, à agrandir son laboratoire de Montréal et aux besoins généraux de l'entreprise. Avec cette opération, Charlevoix estime disposer de liquidités suffisantes jusqu'à la fin de 2028. L'action a reculé de 6 % dans la foulée de l'annonce. L'an dernier, la société avait conclu une entente de recherche avec un grand laboratoire européen.",
      labels: { event: "financing", company: "Charlevoix Pharma", companyOriginal: "Charlevoix Pharma", asset: null, indication: null, regulator: null },
    },
    {
      title: "Insomnie : la HAS juge insuffisant le service médical rendu de Noctavel",
      text: "La commission de la transparence de la Haute Autorité de santé (HAS) a rendu un avis défavorable au remboursement de Noctavel (zarnélorexant), l'hypnotique du laboratoire charentais Saintonge Pharma, dans l'insomnie chronique de l'adulte. Elle estime le service médical rendu insuffisant, faute de données comparatives face aux thérapies cognitivo-comportementales et aux autres antagonistes des récepteurs de l'orexine, comme le daridorexant. Le médicament avait pourtant obtenu une autorisation de mise sur le marché européenne au printemps. Sans prise en charge par l'Assurance maladie, Saintonge envisage une commercialisation à un prix fixé librement. Le laboratoire dispose d'un mois pour présenter ses observations.",
      labels: { event: null, company: "Saintonge Pharma", companyOriginal: "Saintonge Pharma", asset: "zarnelorexant", indication: "Insomnia", regulator: "Haute Autorité de Santé" },
    },
    {
      title: "Famenne BioProduction inaugure une usine de 150 millions d'euros à Marche-en-Famenne",
      text: "Le sous-traitant pharmaceutique Famenne BioProduction a inauguré vendredi sa nouvelle usine de production de thérapies cellulaires et géniques à Marche-en-Famenne, en présence du ministre-président wallon. L'investissement atteint 150 millions d'euros, dont une partie soutenue par la Région wallonne, et le site doit créer 220 emplois d'ici 2028. Il pourra produire des vecteurs viraux à l'échelle commerciale pour des clients de toute l'Europe. La Wallonie s'est imposée comme un pôle de la bioproduction, à l'image des sites de GSK à Wavre et de Catalent à Gosselies. Les premiers lots cliniques, destinés à un client américain, doivent sortir des lignes au premier trimestre.",
      labels: { event: null, company: "Famenne BioProduction", companyOriginal: "Famenne BioProduction", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "Pfizer compra Seagen por 43.000 millones de dólares para reforzarse en cáncer",
      text: "Pfizer ha acordado la compra de la biotecnológica estadounidense Seagen por 229 dólares por acción en efectivo, una operación que valora la compañía en unos 43.000 millones de dólares. La adquisición le da acceso a una cartera de conjugados anticuerpo-fármaco (ADC) y a cuatro medicamentos ya comercializados: Adcetris, Padcev, Tivdak y Tukysa. La farmacéutica neoyorquina, que ha visto caer sus ingresos por la vacuna y el antiviral contra la covid, calcula que Seagen podrá aportar más de 10.000 millones de dólares en ventas en 2030. El cierre, sujeto a la aprobación de los accionistas de Seagen y de las autoridades de competencia, se prevé para finales de 2023 o principios de 2024. Según la prensa estadounidense, Merck & Co. había mantenido conversaciones con Seagen el año pasado.",
      labels: { event: "acquisition", company: "Pfizer", asset: null, indication: null, regulator: null, also: ["Seagen"] },
    },
    {
      title: "El lenacapavir semestral de Gilead logra cero infecciones por VIH en mujeres en el ensayo PURPOSE 1",
      text: "Ninguna de las 2.134 mujeres que recibieron lenacapavir, una inyección cada seis meses, contrajo el VIH en el ensayo de fase 3 PURPOSE 1, según el análisis intermedio comunicado por Gilead Sciences. El estudio, realizado en Sudáfrica y Uganda con más de 5.300 mujeres jóvenes y adolescentes, demostró la superioridad del fármaco frente a la incidencia de fondo del VIH y frente a Truvada, la profilaxis oral diaria. A la vista de los datos, un comité independiente recomendó interrumpir la fase ciega y ofrecer lenacapavir a todas las participantes. El ensayo hermano PURPOSE 2, que incluye a hombres que tienen sexo con hombres en países como Argentina, Brasil, México y Perú, sigue en marcha. Gilead ya comercializa lenacapavir como Sunlenca para infecciones multirresistentes.",
      labels: { event: "readout", company: "Gilead Sciences", asset: "lenacapavir", indication: "HIV", regulator: null },
    },
    {
      title: "MSD paga 588 millones por un biespecífico chino para preparar la era post-Keytruda",
      text: "MSD, como se conoce fuera de Estados Unidos y Canadá a la estadounidense Merck & Co., ha adquirido la licencia mundial exclusiva de LM-299, un anticuerpo biespecífico contra PD-1 y VEGF desarrollado por la biotecnológica de Shanghái LaNova Medicines. La compañía china recibirá un pago inicial de 588 millones de dólares y podrá ingresar hasta 2.700 millones adicionales en hitos ligados a la transferencia tecnológica, el desarrollo, la aprobación regulatoria y las ventas. LM-299 se encuentra en un ensayo de fase 1 en China. La operación llega después de que el ivonescimab de Akeso y Summit Therapeutics superase a Keytruda en un ensayo en cáncer de pulmón y de que BioNTech comprase Biotheus para hacerse con un fármaco similar. Keytruda empezará a perder patentes clave en 2028.",
      labels: { event: "licensing", company: "Merck & Co.", asset: "LM299", indication: null, regulator: null, also: ["LaNova Medicines"] },
    },
    {
      title: "Replimune se desploma un 75% en el Nasdaq tras el rechazo de la FDA a su virus oncolítico",
      text: "La FDA ha emitido una carta de respuesta completa (CRL) a la solicitud de Replimune para RP1 (vusolimogene oderparepvec) combinado con nivolumab en el melanoma avanzado de pacientes que han progresado a una terapia anti-PD-1. La agencia considera que el ensayo IGNYTE, de un solo brazo, no es una investigación adecuada y bien controlada, en parte por la heterogeneidad de los pacientes incluidos, y cuestiona el diseño del estudio confirmatorio de fase 3. No se plantearon problemas de seguridad. Las acciones de la compañía cayeron alrededor de un 75% en la apertura. Su consejero delegado, Sushil Patel, se declaró sorprendido, ya que esas cuestiones no se habían planteado durante la revisión, y la empresa pedirá una reunión urgente con la agencia. RP1 contaba con la designación de terapia innovadora.",
      labels: { event: "complete-response-letter", company: "Replimune", companyOriginal: "Replimune", asset: "vusolimogene oderparepvec", indication: "Melanoma", regulator: "FDA" },
    },
    {
      title: "Bruselas autoriza la vacuna de Hipra contra la covid, la primera desarrollada en España",
      text: "La Comisión Europea ha concedido la autorización de comercialización condicional a Bimervax, la vacuna contra la covid-19 de la farmacéutica gerundense Hipra, como dosis de recuerdo para personas de 16 años o más ya vacunadas con una vacuna de ARN mensajero. El visto bueno llega un día después de la recomendación favorable del comité de medicamentos de uso humano (CHMP) de la Agencia Europea de Medicamentos, que evaluó el producto durante un año en revisión continua. Bimervax es una vacuna de proteína recombinante que se conserva entre 2 y 8 grados y se fabrica en las instalaciones de la compañía en Amer (Girona). En agosto, Bruselas firmó un contrato de compra conjunta que permite a los países participantes adquirir hasta 250 millones de dosis. Es la octava vacuna contra la covid autorizada en la UE.",
      labels: { event: "approval", company: "HIPRA", companyOriginal: "Hipra", asset: "PHH-1V", indication: "COVID-19", regulator: "European Commission" },
    },
    {
      title: "Cofepris aprueba el primer biosimilar de denosumab desarrollado en México",
      text: "La Comisión Federal para la Protección contra Riesgos Sanitarios (Cofepris) otorgó el registro sanitario al biosimilar de denosumab de Tepeyac Biológicos, con lo que la farmacéutica mexicana podrá comercializarlo para el tratamiento de la osteoporosis en mujeres posmenopáusicas con alto riesgo de fractura. El producto demostró equivalencia con el medicamento de referencia, Prolia de Amgen, en un estudio clínico con 520 pacientes realizado en México, Colombia y Guatemala. La compañía, con planta en el Estado de México, prevé lanzarlo en el primer semestre y participar en las compras consolidadas del sector público. En Estados Unidos y Europa ya se han aprobado varios biosimilares de denosumab desde 2024. Tepeyac también prepara su solicitud ante la ANMAT de Argentina.",
      labels: { event: "approval", company: "Tepeyac Biologics", companyOriginal: "Tepeyac Biológicos", asset: "denosumab", indication: "Osteoporosis", regulator: "COFEPRIS" },
    },
    {
      title: "La AEMPS autoriza el primer ensayo en pacientes de NRV-101, de Nervia Therapeutics, en síndrome de Dravet",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado el ensayo clínico de fase 1/2 de NRV-101, el oligonucleótido antisentido con el que la barcelonesa Nervia Therapeutics quiere aumentar la producción de la proteína Nav1.1 en niños con síndrome de Dravet. El estudio incluirá a 16 pacientes de entre 2 y 12 años en tres hospitales pediátricos de Barcelona, Madrid y Valencia, y se espera administrar la primera dosis antes del verano. La epilepsia de Dravet, causada en la mayoría de los casos por mutaciones en el gen SCN1A, sigue provocando crisis frecuentes pese a fármacos como la fenfluramina o el cannabidiol. Nervia, creada en 2019 por un grupo de investigadores catalanes, cerró el año pasado una ronda de 19 millones de euros.",
      labels: { event: "approval", company: "Nervia Therapeutics", companyOriginal: "Nervia Therapeutics", asset: "NRV101", indication: "Dravet syndrome", regulator: "AEMPS" },
    },
    {
      title: "Besaya Biopharma presenta a la EMA la solicitud de autorización de BSY-310 para el angioedema hereditario",
      text: "Santander, 12 de mayo. Besaya Biopharma ha presentado ante la Agencia Europea de Medicamentos la solicitud de autorización de comercialización de BSY-310, un inhibidor oral de la calicreína plasmática para la prevención de ataques en pacientes de 12 años o más con angioedema hereditario. La solicitud se basa en el ensayo de fase 3 CANTABRIA-HAE, en el que el fármaco redujo un 77% la tasa mensual de ataques frente a placebo. La empresa espera que la agencia valide el expediente en las próximas semanas y calcula una decisión de la Comisión Europea en 2027. Los pacientes europeos disponen hoy de profilaxis inyectables como lanadelumab o garadacimab y del comprimido berotralstat. Besaya cotiza en BME Growth desde 2023.",
      labels: { event: "submission", company: "Besaya Biopharma", companyOriginal: "Besaya Biopharma", asset: "BSY310", indication: "Hereditary angioedema", regulator: "EMA" },
    },
    {
      title: "La FDA admite a trámite el fármaco de Galaica Pharma contra la leucemia mieloide aguda",
      text: "La compostelana Galaica Pharma ha recibido la confirmación de que la FDA estadounidense ha aceptado a trámite su solicitud de nuevo fármaco (NDA) para GLC-27 en pacientes con leucemia mieloide aguda en recaída o refractaria portadores de una mutación de FLT3. La agencia ha fijado como fecha de decisión el 30 de septiembre, dentro del calendario de revisión estándar. El expediente se apoya en un ensayo de fase 2 con 148 pacientes, en el que el 34% alcanzó una remisión completa o una remisión completa con recuperación hematológica parcial. En esta indicación compite con gilteritinib, de Astellas, aprobado desde 2018. Galaica prepara además la solicitud ante la EMA para finales de año y busca un socio comercial para Estados Unidos.",
      labels: { event: "filing-acceptance", company: "Galaica Pharma", companyOriginal: "Galaica Pharma", asset: "GLC27", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "Levantia Biotech obtiene la designación de terapia innovadora de la FDA para su fármaco contra el cáncer de páncreas",
      text: "La valenciana Levantia Biotech ha recibido de la FDA la designación de terapia innovadora (Breakthrough Therapy) para LVB-45, un inhibidor oral de KRAS G12D, en pacientes con adenocarcinoma ductal de páncreas metastásico previamente tratados. La decisión se basa en datos de fase 1b en los que el 31% de 42 pacientes evaluables logró una respuesta objetiva. La designación permite una interacción más intensa con la agencia y opciones de revisión acelerada. Solo uno de cada diez pacientes con cáncer de páncreas sobrevive cinco años tras el diagnóstico, y en segunda línea apenas hay alternativas a la quimioterapia. Levantia, participada por fondos valencianos y catalanes, negocia la ampliación del estudio a centros de Estados Unidos. Revolution Medicines desarrolla un candidato con un mecanismo parecido.",
      labels: { event: "designation", company: "Levantia Biotech", companyOriginal: "Levantia Biotech", asset: "LVB45", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "Tramuntana Pharma inicia el ensayo de fase 3 de su gel contra la rosácea",
      text: "La farmacéutica mallorquina Tramuntana Pharma ha incluido al primer paciente en TRAMONTANA-1, el primero de dos ensayos de fase 3 con TRA-660, un gel tópico para la rosácea papulopustulosa moderada a grave. El estudio, aleatorizado frente a vehículo, reclutará a 540 adultos en España, Alemania, Polonia y Estados Unidos, y su variable principal es la reducción de lesiones inflamatorias a las 12 semanas. La compañía espera resultados a finales de 2027 y presentar la solicitud de comercialización en 2028. En rosácea, los tratamientos tópicos de referencia son la ivermectina, el metronidazol y el ácido azelaico. Fundada en 1987 como fabricante de genéricos dermatológicos, Tramuntana dedica hoy el 14% de sus ventas a investigación.",
      labels: { event: "trial-start", company: "Tramuntana Pharma", companyOriginal: "Tramuntana Pharma", asset: "TRA660", indication: "Rosacea", regulator: null },
    },
    {
      title: "Un laboratorio argentino comienza a probar en voluntarios un nuevo fármaco contra el Chagas",
      text: "El laboratorio porteño Pampa Biotech anunció que administró las primeras dosis de PMB-702 a voluntarios sanos en un ensayo de fase 1 que se desarrolla en Buenos Aires. El compuesto, una molécula oral de nueva generación, busca tratar la enfermedad de Chagas con un esquema más corto y mejor tolerado que el benznidazol y el nifurtimox, los únicos antiparasitarios disponibles, cuyos efectos adversos llevan a muchos pacientes a abandonar el tratamiento. El estudio, autorizado por la ANMAT el mes pasado, evaluará la seguridad y la farmacocinética en 48 participantes. Se estima que en la Argentina hay alrededor de 1,5 millones de personas con la infección. Si los resultados son favorables, la empresa planea iniciar una fase 2 en Bolivia y el norte argentino en 2027.",
      labels: { event: "trial-start", company: "Pampa Biotech", companyOriginal: "Pampa Biotech", asset: "PMB702", indication: null /* Chagas disease is not in the registry */, regulator: null },
    },
    {
      title: "Almendral Pharma se dispara en bolsa tras los resultados de fase 2b de su fármaco para la artrosis de rodilla",
      text: "Las acciones de Almendral Pharma subieron un 23% en el Mercado Continuo después de que la compañía madrileña comunicara que FAL-118 cumplió el objetivo principal de su ensayo de fase 2b en artrosis de rodilla. Tras 24 semanas, los pacientes tratados con una inyección intraarticular trimestral redujeron el dolor en la escala WOMAC un 41%, frente al 24% del grupo placebo, y mostraron mejoras significativas en la función articular. La tolerabilidad fue buena y no se observaron casos de osteonecrosis. La artrosis afecta a unos siete millones de personas en España, y las opciones actuales se limitan a analgésicos, antiinflamatorios e infiltraciones de corticoides o ácido hialurónico. Almendral buscará un socio para la fase 3, según su consejero delegado.",
      labels: { event: "readout", company: "Almendral Pharma", companyOriginal: "Almendral Pharma", asset: "FAL118", indication: "Osteoarthritis", regulator: null },
    },
    {
      title: "Quillay Biosciences licencia para América Latina un fármaco cardiovascular de la estadounidense Harrowfield",
      text: "Santiago. La farmacéutica chilena Quillay Biosciences firmó un acuerdo de licencia exclusiva con la estadounidense Harrowfield Therapeutics para registrar y comercializar HWT-209 en América Latina, incluidos Brasil y México. El fármaco, un inhibidor oral de la miosina cardiaca, está en fase 3 para la miocardiopatía hipertrófica obstructiva, un mercado en el que ya compite mavacamten, de Bristol Myers Squibb, y en el que Cytokinetics desarrolla aficamten. Quillay pagará 12 millones de dólares por adelantado y hasta 40 millones en hitos regulatorios y comerciales, además de regalías escalonadas sobre las ventas. La compañía, que factura unos 380 millones de dólares al año, busca ampliar su cartera de especialidad más allá de los genéricos. Harrowfield espera los resultados de fase 3 en el segundo semestre.",
      labels: { event: "licensing", company: "Quillay Biosciences", companyOriginal: "Quillay Biosciences", asset: "HWT209", indication: "Obstructive hypertrophic cardiomyopathy", regulator: null, also: ["Harrowfield Therapeutics"] },
    },
    {
      title: "Oncovía y la danesa Nordvik Pharma se alían para desarrollar conjugados anticuerpo-fármaco",
      text: "La biotecnológica barcelonesa Oncovía Therapeutics ha firmado una colaboración de investigación con la farmacéutica danesa Nordvik Pharma para descubrir y desarrollar conjugados anticuerpo-fármaco (ADC) con su plataforma de enlazadores. Nordvik aportará anticuerpos contra tres dianas tumorales y Oncovía diseñará las cargas y los enlazadores; ambas compartirán al 50% los costes hasta la fase 1 y después decidirán cuál de ellas lidera cada programa. Oncovía recibirá 15 millones de euros por adelantado y podrá cobrar pagos por hitos de hasta 600 millones. Los ADC viven un auge tras el éxito de trastuzumab deruxtecan, de AstraZeneca y Daiichi Sankyo. Oncovía, que cerró en 2024 una ronda de 40 millones, tiene su primer candidato propio en fase 1.",
      labels: { event: "partnership", company: "Oncovía Therapeutics", companyOriginal: "Oncovía Therapeutics", asset: null, indication: null, regulator: null, also: ["Nordvik Pharma"] },
    },
    {
      title: "Alcántara Farma compra la zaragozana Ebrovia Therapeutics por 310 millones para hacerse con EBR-14",
      text: "El grupo farmacéutico madrileño Alcántara Farma ha acordado la adquisición del 100% de Ebrovia Therapeutics por 310 millones de euros en efectivo, más hasta 150 millones adicionales ligados a hitos regulatorios, según comunicó a la CNMV. El atractivo principal de la operación es EBR-14, un anticuerpo en fase 3 para la nefropatía por IgA, la enfermedad glomerular primaria más frecuente, que podría presentarse a la EMA en 2027. Ebrovia, fundada en 2015 por investigadores aragoneses, mantendrá su sede y su equipo de 60 personas. En este campo ya compiten fármacos como sparsentan y atrasentan, y varias compañías desarrollan inhibidores de APRIL. Las acciones de Alcántara subieron un 4% en la sesión.",
      labels: { event: "acquisition", company: "Alcántara Pharma", companyOriginal: "Alcántara Farma", asset: "EBR14", indication: "IgA nephropathy", regulator: null, also: ["Ebrovia Therapeutics"] },
    },
    {
      title: "La granadina Sierra Nevada Bio capta 27 millones para llevar a la clínica su fármaco contra el Huntington",
      text: "Sierra Nevada Bio ha cerrado una ronda de financiación serie A de 27 millones de euros liderada por Albaicín Ventures, con la participación de inversores andaluces y de un fondo europeo especializado en salud. El dinero se destinará sobre todo a completar los estudios preclínicos regulatorios de SNB-401, un oligonucleótido antisentido que reduce la huntingtina mutante, y a iniciar en 2027 un ensayo de fase 1 en pacientes con enfermedad de Huntington. La compañía, nacida en el Parque Tecnológico de la Salud de Granada, prevé duplicar su plantilla hasta 30 personas. La enfermedad, hereditaria y neurodegenerativa, carece de tratamientos que frenen su avance, y varios candidatos de grandes farmacéuticas han fracasado en los últimos años.",
      labels: { event: "financing", company: "Sierra Nevada Bio", companyOriginal: "Sierra Nevada Bio", asset: "SNB401", indication: "Huntington's disease", regulator: null, also: ["Albaicín Ventures"] },
    },
    {
      title: "Inmunotec Andina completa una ampliación de capital de 45 millones de dólares",
      text: "Bogotá. La biotecnológica colombiana Inmunotec Andina completó una ampliación de capital por 45 millones de dólares, suscrita por sus accionistas de referencia y por un fondo de inversión regional, según informó a la Superintendencia Financiera. Los recursos se destinarán a la ampliación de su planta de vacunas en Rionegro (Antioquia), a los ensayos clínicos de sus candidatas contra la fiebre amarilla y el dengue, y a capital de trabajo. La empresa, que cotiza en la Bolsa de Valores de Colombia desde 2021, produce hoy vacunas veterinarias y biosimilares para el mercado local y regional. Tras el anuncio, la acción subió un 7%. La compañía prevé presentar a finales del próximo año los datos de fase 2 de su vacuna contra el dengue.",
      labels: { event: "financing", company: "Inmunotec Andina", companyOriginal: "Inmunotec Andina", asset: null, indication: null, regulator: null },
    },
    {
      title: "Sanidad incluye en la financiación pública el tratamiento de Duero Pharma para la hiperoxaluria primaria",
      text: "La Comisión Interministerial de Precios de los Medicamentos (CIPM) acordó en su última reunión incluir en la prestación farmacéutica del Sistema Nacional de Salud Oxalvia (dulmeristat), el tratamiento de Duero Pharma para la hiperoxaluria primaria de tipo 1, con un precio de venta del laboratorio de 21.400 euros por envase. El fármaco, autorizado por la Comisión Europea hace catorce meses, se dispensará exclusivamente en los servicios de farmacia hospitalaria y estará sujeto a un techo de gasto durante los tres primeros años. La financiación se limita a pacientes con filtrado glomerular conservado, como recomendaba el informe de posicionamiento terapéutico de la AEMPS. La alternativa disponible hasta ahora era el lumasirán, de Alnylam.",
      labels: { event: null, company: "Duero Pharma", companyOriginal: "Duero Pharma", asset: "dulmeristat", indication: "Primary hyperoxaluria", regulator: "CIPM" },
    },
    {
      title: "La AEMPS ordena retirar once lotes de valsartán de Laboratorios Guadalmina por una impureza",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha ordenado la retirada del mercado de once lotes de valsartán de 160 miligramos fabricados por la malagueña Laboratorios Guadalmina, tras detectar niveles de una nitrosamina por encima del límite aceptable. La medida afecta a farmacias, distribuidores y hospitales, que deberán devolver las unidades al laboratorio. La agencia recuerda a los pacientes que no interrumpan el tratamiento de la hipertensión sin consultar a su médico, ya que el riesgo de hacerlo es mayor que el derivado de la impureza. Guadalmina atribuye el problema a un proveedor de principio activo en la India y asegura que los demás lotes cumplen las especificaciones. En 2018, un problema similar obligó a retirar valsartán de numerosos fabricantes en toda Europa.",
      labels: { event: null, company: "Guadalmina Laboratories", companyOriginal: "Laboratorios Guadalmina", asset: "valsartan", indication: "Hypertension", regulator: "AEMPS" },
    },
  ],
};
