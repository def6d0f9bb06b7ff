import type { BriefArticle } from "./briefs";

/**
 * Eighth held-out set for the English brief benchmark: 20 short articles per language (German,
 * French, Spanish), written and labelled by hand by a helper session on 2026-11-29 without the
 * engine's code or any other set's articles open. To be measured once and not tuned against; the
 * labels were set before any measurement and are not to be edited to fit a result.
 *
 * Articles that report real events (true to the author's knowledge; details limited to those the
 * author was sure of):
 * - de: BioNTech with Pfizer, EU conditional marketing authorisation of Comirnaty (21 Dec 2020);
 *   Bayer, FDA approval of Kerendia (finerenone) in CKD with type 2 diabetes (9 July 2021);
 *   Boehringer Ingelheim, FIBRONEER-IPF phase III topline for nerandomilast (Sept 2024);
 *   BioNTech, BNT327 co-development deal with Bristol Myers Squibb (2 June 2025); Merck KGaA,
 *   acquisition of SpringWorks Therapeutics (28 Apr 2025).
 * - fr: Sanofi, acquisition of Provention Bio (13 Mar 2023); Ipsen with Genfit, FDA accelerated
 *   approval of Iqirvo (elafibranor) in PBC (10 June 2024); Sanofi and Regeneron, FDA approval of
 *   Dupixent in COPD (27 Sept 2024); Abivax, ABTECT-1/-2 induction topline for obefazimod in UC
 *   (22 July 2025); Nanobiotix, NBTXR3 licence to Janssen (July 2023); Servier, FDA approval of
 *   Voranigo (vorasidenib) (6 Aug 2024).
 * - es: PharmaMar, FDA accelerated approval of Zepzelca (lurbinectedin) (15 June 2020); Almirall,
 *   European Commission approval of Ebglyss (lebrikizumab) (Nov 2023); Eli Lilly, ACHIEVE-1 topline
 *   for orforglipron (17 Apr 2025); Merck & Co. (MSD), acquisition of Verona Pharma (9 July 2025);
 *   PharmaMar, US licence of lurbinectedin to Jazz Pharmaceuticals (Dec 2019).
 *
 * All other articles are invented, about fictional companies and medicines (Elbtal Pharma AG,
 * Lindenhain Therapeutics GmbH, Vercors Pharma SAS, Ebro Pharma S.A., Tramuntana Biotech S.L.…,
 * codes such as ELB-417, VCR-218, TEI-306, INN-like names elbacoplan and ebrokimab) whose names
 * and codes were checked not to be in the registry files (registry/companies.ts,
 * sec-companies.ts, drugs.ts).
 */
export const GOLD8_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "EU-Kommission erteilt bedingte Zulassung für Corona-Impfstoff von Biontech und Pfizer",
      text: "Die Europäische Kommission hat dem Covid-19-Impfstoff Comirnaty der Mainzer BioNTech SE und ihres US-Partners Pfizer am Montag eine bedingte Marktzulassung erteilt. Wenige Stunden zuvor hatte der Ausschuss für Humanarzneimittel (CHMP) der Europäischen Arzneimittel-Agentur EMA in einer Sondersitzung die Zulassung empfohlen. Der mRNA-Impfstoff BNT162b2 darf damit in allen 27 Mitgliedstaaten bei Personen ab 16 Jahren eingesetzt werden. Grundlage ist eine Phase-3-Studie mit rund 44.000 Teilnehmern, in der eine Wirksamkeit von 95 Prozent gezeigt wurde. Die Impfungen in der EU sollen noch vor dem Jahreswechsel beginnen.",
      labels: { event: "approval", company: "BioNTech", asset: "tozinameran", indication: "COVID-19", regulator: "European Commission", also: ["Pfizer"] },
    },
    {
      title: "Bayer: FDA lässt Nierenmedikament Kerendia zu",
      text: "Die US-Arzneimittelbehörde FDA hat das Bayer-Medikament Kerendia (Finerenon) zur Behandlung von Erwachsenen mit chronischer Nierenerkrankung in Verbindung mit Typ-2-Diabetes zugelassen. Das teilte die Bayer AG am Freitag in Leverkusen mit. Der nicht-steroidale Mineralokortikoid-Rezeptor-Antagonist soll das Risiko für eine anhaltende Abnahme der Nierenfunktion, Nierenversagen, kardiovaskulären Tod, nicht-tödliche Herzinfarkte und Krankenhausaufenthalte wegen Herzinsuffizienz senken. Grundlage ist die Phase-III-Studie FIDELIO-DKD mit mehr als 5.700 Patienten. Bayer zählt Finerenon zu den wichtigsten Wachstumsträgern seiner Pharmasparte, die unter dem nahenden Patentablauf des Gerinnungshemmers Xarelto leidet.",
      labels: { event: "approval", company: "Bayer", asset: "finerenone", indication: "Chronic kidney disease", regulator: "FDA" },
    },
    {
      title: "Boehringer Ingelheim: Nerandomilast erreicht primären Endpunkt bei IPF",
      text: "Boehringer Ingelheim hat positive Ergebnisse der zulassungsrelevanten Phase-III-Studie FIBRONEER-IPF mit seinem oralen PDE4B-Hemmer Nerandomilast (BI 1015550) bekannt gegeben. Die Studie erreichte ihren primären Endpunkt: Bei Patienten mit idiopathischer Lungenfibrose fiel der Rückgang der forcierten Vitalkapazität (FVC) nach 52 Wochen unter Nerandomilast geringer aus als unter Placebo. Ein Großteil der Teilnehmenden erhielt zusätzlich eine Hintergrundtherapie mit Nintedanib, Boehringers eigenem Medikament Ofev, oder mit Pirfenidon. Die Ergebnisse der Schwesterstudie FIBRONEER-ILD bei progredienter Lungenfibrose stehen noch aus. Das Familienunternehmen will die Daten mit den Zulassungsbehörden besprechen.",
      labels: { event: "readout", company: "Boehringer Ingelheim", asset: "nerandomilast", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "BioNTech und Bristol Myers Squibb schließen Milliardenallianz für BNT327",
      text: "Die BioNTech SE und Bristol Myers Squibb wollen den bispezifischen Antikörper BNT327 gemeinsam entwickeln und vermarkten. Wie beide Unternehmen am Montag mitteilten, zahlt BMS eine Vorabzahlung von 1,5 Milliarden US-Dollar sowie bis 2028 nicht an Bedingungen geknüpfte jährliche Zahlungen von insgesamt 2 Milliarden Dollar. Hinzu kommen mögliche Meilensteinzahlungen von bis zu 7,6 Milliarden Dollar. Entwicklungskosten und Gewinne sollen grundsätzlich hälftig geteilt werden. BNT327 richtet sich gegen PD-L1 und VEGF-A und wird unter anderem beim kleinzelligen und nicht-kleinzelligen Lungenkrebs sowie beim triple-negativen Brustkrebs geprüft. Die Mainzer hatten sich die vollständigen Rechte an dem Molekül durch die Übernahme des chinesischen Unternehmens Biotheus gesichert.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: null, regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Merck KGaA übernimmt SpringWorks Therapeutics für 3,9 Milliarden Dollar",
      text: "Der Darmstädter Wissenschafts- und Technologiekonzern Merck KGaA übernimmt das US-Biotechunternehmen SpringWorks Therapeutics. Merck bietet 47 US-Dollar je Aktie in bar, was einem Eigenkapitalwert von rund 3,9 Milliarden Dollar entspricht, wie das Unternehmen am Montag mitteilte. SpringWorks vermarktet in den USA Ogsiveo (Nirogacestat) gegen Desmoidtumoren und hat mit Gomekli (Mirdametinib) ein zweites Medikament gegen seltene Tumoren zugelassen bekommen. Mit dem Zukauf will Merck seine Healthcare-Sparte unabhängiger von älteren Produkten wie dem MS-Mittel Mavenclad machen. Der Abschluss der Transaktion wird für die zweite Jahreshälfte 2025 erwartet.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: "nirogacestat", indication: "Desmoid tumors", regulator: null, also: ["SpringWorks Therapeutics"] },
    },
    {
      title: "Elbtal Pharma erhält EU-Zulassung für Elbacoplan bei Myasthenia gravis",
      text: "Die Europäische Kommission hat der Hamburger Elbtal Pharma AG die Zulassung für Elbacoplan (ELB-417) zur Zusatzbehandlung der generalisierten Myasthenia gravis bei Erwachsenen mit Antikörpern gegen den Acetylcholinrezeptor erteilt. Der Entscheidung ging im Oktober eine positive Stellungnahme des CHMP voraus. Der oral verfügbare Komplementhemmer verbesserte in der Phase-III-Studie ELEVATE-MG den MG-ADL-Score nach zwölf Wochen signifikant gegenüber Placebo. Anders als die bereits zugelassenen C5-Antikörper Eculizumab und Ravulizumab muss Elbacoplan nicht als Infusion verabreicht werden. Elbtal will das Präparat zunächst in Deutschland einführen, wo anschließend die frühe Nutzenbewertung durch den G-BA ansteht.",
      labels: { event: "approval", company: "Elbtal Pharma", asset: "elbacoplan", indication: "Myasthenia gravis", regulator: "European Commission" },
    },
    {
      title: "Lindenhain Therapeutics reicht Zulassungsantrag für Stargardt-Gentherapie bei der EMA ein",
      text: "Die Lindenhain Therapeutics GmbH aus Tübingen hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Antrag auf Marktzulassung für ihre Gentherapie LHT-0112 zur Behandlung der Stargardt-Krankheit eingereicht. Das Unternehmen stützt den Antrag auf die Phase-II/III-Studie STELLA, in der die einmalige subretinale Injektion das Wachstum der Atrophiefläche nach 24 Monaten um 41 Prozent gegenüber unbehandelten Partneraugen verlangsamte. Für Morbus Stargardt, die häufigste erbliche Makuladystrophie bei Kindern und Jugendlichen, gibt es bislang keine zugelassene Therapie. LHT-0112 hat von der EMA bereits den PRIME-Status und eine Orphan-Designation erhalten. Mit einer Entscheidung rechnet Lindenhain frühestens Ende 2027.",
      labels: { event: "submission", company: "Lindenhain Therapeutics", asset: "LHT0112", indication: "Stargardt disease", regulator: "EMA" },
    },
    {
      title: "FDA prüft Zulassungsantrag für Lymphom-Antikörper von Isarvia",
      text: "Die Münchner Isarvia Biotherapeutics GmbH hat mitgeteilt, dass die US-Arzneimittelbehörde FDA den Zulassungsantrag (Biologics License Application, BLA) für den bispezifischen CD20xCD3-Antikörper IVB-210 zur Prüfung angenommen hat. Beantragt ist die Behandlung des rezidivierten oder refraktären follikulären Lymphoms nach mindestens zwei vorherigen Therapielinien. Als Zieldatum nach dem Prescription Drug User Fee Act (PDUFA) nannte das Unternehmen den 14. Juli 2027. Der Antrag beruht auf der einarmigen Phase-II-Studie ISAR-FL2 mit 112 Patienten, in der eine komplette Ansprechrate von 61 Prozent erreicht wurde. In dieser Indikation sind in den USA bereits Mosunetuzumab von Roche und Epcoritamab von Genmab und AbbVie zugelassen.",
      labels: { event: "filing-acceptance", company: "Isarvia Biotherapeutics", asset: "IVB210", indication: "Follicular lymphoma", regulator: "FDA" },
    },
    {
      title: "Neckarion: EMA validiert Zulassungsantrag für inhalatives PAH-Mittel",
      text: "Die Heidelberger Neckarion Pharma SE hat von der Europäischen Arzneimittel-Agentur die Validierung ihres Zulassungsantrags für NKP-0608 erhalten. Damit beginnt das zentralisierte Prüfverfahren für den inhalativen Wirkstoff, der zur Behandlung der pulmonalen arteriellen Hypertonie (PAH) bei Erwachsenen der WHO-Funktionsklassen II und III zugelassen werden soll. In der Phase-III-Studie NEPTUN verlängerte NKP-0608 zusätzlich zur Standardtherapie die Sechs-Minuten-Gehstrecke nach 24 Wochen im Mittel um 38 Meter gegenüber Placebo. Konkurrenz kommt unter anderem von MSD, deren Sotatercept (Winrevair) seit 2024 in der EU zugelassen ist. Neckarion-Aktien legten im Xetra-Handel um sechs Prozent zu.",
      labels: { event: "filing-acceptance", company: "Neckarion Pharma", asset: "NKP0608", indication: "Pulmonary arterial hypertension", regulator: "EMA" },
    },
    {
      title: "PRIME-Status für Friedreich-Ataxie-Gentherapie der Havelmed Biotech",
      text: "Die Potsdamer Havelmed Biotech AG hat für ihren Gentherapie-Kandidaten HVM-301 zur Behandlung der Friedreich-Ataxie den PRIME-Status (Priority Medicines) der Europäischen Arzneimittel-Agentur erhalten. Grundlage sind Daten aus einer laufenden Phase-I/II-Studie, in der sich nach einem Jahr eine Stabilisierung der neurologischen Funktion zeigte. PRIME ermöglicht eine frühe und intensivere wissenschaftliche Beratung durch die EMA und kann ein beschleunigtes Bewertungsverfahren nach sich ziehen. Mit Omaveloxolon von Biogen ist in der EU bislang nur ein Medikament gegen die Erkrankung zugelassen. Havelmed will Anfang 2027 eine zulassungsrelevante Studie starten und sucht dafür zusätzliche Investoren.",
      labels: { event: "designation", company: "Havelmed Biotech", asset: "HVM301", indication: "Friedreich's ataxia", regulator: "EMA" },
    },
    {
      title: "Breakthrough-Status für Mesotheliom-ADC von Spreewerk Oncology",
      text: "Die US-Arzneimittelbehörde FDA hat dem gegen Mesothelin gerichteten Antikörper-Wirkstoff-Konjugat SPW-2217 der Berliner Spreewerk Oncology GmbH den Status einer Breakthrough Therapy zuerkannt. Die Einstufung gilt für Erwachsene mit nicht resezierbarem malignem Pleuramesotheliom, deren Erkrankung nach einer Immuntherapie mit Nivolumab und Ipilimumab fortgeschritten ist. Basis waren Zwischendaten einer Phase-I/II-Studie, die Spreewerk im Oktober auf einem Fachkongress vorgestellt hatte. Der Status soll Entwicklung und Prüfung von Medikamenten gegen schwere Erkrankungen beschleunigen. Geschäftsführerin Katrin Vogel kündigte an, die Finanzierung einer Zulassungsstudie bis Mitte 2027 sichern zu wollen.",
      labels: { event: "designation", company: "Spreewerk Oncology", asset: "SPW2217", indication: "Mesothelioma", regulator: "FDA" },
    },
    {
      title: "Moselgen erhält Complete Response Letter für Zöliakie-Mittel",
      text: "Die Trierer Moselgen Biotherapeutics GmbH hat von der FDA einen Complete Response Letter zu ihrem Zulassungsantrag für MGB-18 erhalten, einen oralen Transglutaminase-2-Hemmer zur Behandlung der Zöliakie. Die Behörde fordert nach Unternehmensangaben eine zusätzliche Studie, die einen klinischen Nutzen bei Patienten unter glutenfreier Diät belegt; die in der Phase-III-Studie gezeigte Verbesserung der Darmschleimhaut reiche allein nicht aus. Sicherheitsbedenken habe die FDA nicht geäußert. Moselgen will das weitere Vorgehen in einem Typ-A-Meeting klären. Bislang ist weltweit kein Medikament gegen Zöliakie zugelassen; die einzige Behandlung bleibt eine lebenslange glutenfreie Ernährung.",
      labels: { event: "complete-response-letter", company: "Moselgen Biotherapeutics", asset: "MGB18", indication: "Celiac disease", regulator: "FDA" },
    },
    {
      title: "PEI genehmigt Studie mit allogener CAR-T-Therapie bei Multipler Sklerose",
      text: "Die Bremer Weserbiotics AG hat die Genehmigung des Paul-Ehrlich-Instituts (PEI) für eine Phase-I-Studie mit ihrer allogenen CAR-T-Zelltherapie WSB-19 bei therapierefraktärer Multipler Sklerose erhalten. Die Studie soll an drei deutschen Universitätskliniken bis zu 24 Patientinnen und Patienten mit progredientem Krankheitsverlauf einschließen; die erste Behandlung ist für das erste Quartal 2027 geplant. WSB-19 richtet sich gegen das B-Zell-Antigen CD19 und wird aus Spenderzellen hergestellt. Autologe CAR-T-Therapien hatten zuletzt in kleinen Fallserien bei Autoimmunerkrankungen wie Lupus für Aufsehen gesorgt. Die Kosten der Studie sind durch die im Frühjahr abgeschlossene Finanzierungsrunde gedeckt.",
      labels: { event: "trial-start", company: "Weserbiotics", asset: "WSB19", indication: "Multiple sclerosis", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Nordkamm Therapeutics startet Phase-IIb-Studie bei kreisrundem Haarausfall",
      text: "Die Nordkamm Therapeutics GmbH aus Kiel hat den ersten Patienten in ihrer Phase-IIb-Studie NORA-2 mit NKT-552 bei Alopecia areata behandelt. Die doppelblinde, placebokontrollierte Studie soll an rund 40 Zentren in Europa und Nordamerika etwa 260 Erwachsene mit schwerem kreisrundem Haarausfall einschließen. Primärer Endpunkt ist der Anteil der Patienten mit einem SALT-Score von höchstens 20 nach 24 Wochen. NKT-552 ist ein topisch angewendeter JAK1-Hemmer; die bereits zugelassenen JAK-Inhibitoren Baricitinib und Ritlecitinib werden dagegen als Tabletten eingenommen. Erste Daten erwartet Nordkamm Anfang 2028.",
      labels: { event: "trial-start", company: "Nordkamm Therapeutics", asset: "NKT552", indication: "Alopecia areata", regulator: null },
    },
    {
      title: "Harzmed Pharma meldet positive Phase-II-Daten bei HFpEF",
      text: "Die Harzmed Pharma GmbH aus Goslar hat positive Topline-Ergebnisse der Phase-II-Studie BROCKEN-HF mit HZM-0741 bei Herzinsuffizienz mit erhaltener Ejektionsfraktion (HFpEF) vorgelegt. Nach 16 Wochen sank der NT-proBNP-Spiegel unter der höheren Dosis um 31 Prozent stärker als unter Placebo, womit der primäre Endpunkt erreicht wurde. Beim Kansas City Cardiomyopathy Questionnaire zeigte sich ein numerischer Vorteil, der allerdings nicht statistisch signifikant war. Der orale Wirkstoff greift in den Energiestoffwechsel des Herzmuskels ein. Vollständige Daten will Harzmed im kommenden Jahr auf einem Kardiologiekongress präsentieren und parallel Gespräche über einen Partner für die Phase III führen.",
      labels: { event: "readout", company: "Harzmed Pharma", asset: "HZM0741", indication: "Heart failure with preserved ejection fraction", regulator: null },
    },
    {
      title: "Kaltenbrunn Biologics scheitert mit Sepsis-Antikörper in Phase III",
      text: "Schwerer Rückschlag für die Kaltenbrunn Biologics AG: Die Phase-III-Studie SEPTIMA mit dem Antikörper KBL-11 bei septischem Schock hat ihren primären Endpunkt verfehlt. Die 28-Tage-Sterblichkeit lag nach Angaben des Unternehmens im Verum-Arm bei 29,8 Prozent und im Placebo-Arm bei 31,2 Prozent; der Unterschied war statistisch nicht signifikant. KBL-11 sollte die überschießende Immunreaktion der Patienten dämpfen. Die Aktie brach im frühen Handel um mehr als 60 Prozent ein. Vorstandschef Jens Hoffmann kündigte an, das Programm einzustellen und die Kosten deutlich zu senken; ein Teil der 140 Stellen soll wegfallen.",
      labels: { event: "readout", company: "Kaltenbrunn Biologics", asset: "KBL11", indication: "Sepsis", regulator: null },
    },
    {
      title: "Feldberg Biotherapeutics lizenziert Lp(a)-siRNA an Calderwood",
      text: "Die Freiburger Feldberg Biotherapeutics GmbH hat die weltweiten Entwicklungs- und Vermarktungsrechte an ihrem Lp(a)-senkenden siRNA-Wirkstoff FBT-770 an das US-Unternehmen Calderwood Pharmaceuticals lizenziert. Feldberg erhält eine Vorabzahlung von 120 Millionen US-Dollar und kann zusätzlich bis zu 1,4 Milliarden Dollar an Meilensteinzahlungen sowie gestaffelte Lizenzgebühren im zweistelligen Prozentbereich erhalten. FBT-770 hat eine Phase-I-Studie abgeschlossen, in der eine Einzeldosis den Lipoprotein(a)-Spiegel über sechs Monate um mehr als 90 Prozent senkte. Calderwood übernimmt alle weiteren Studien. Mit Olpasiran von Amgen und Lepodisiran von Eli Lilly befinden sich Konkurrenzprodukte bereits in Phase III.",
      labels: { event: "licensing", company: "Feldberg Biotherapeutics", asset: "FBT770", indication: "Elevated lipoprotein(a)", regulator: null, also: ["Calderwood Pharmaceuticals"] },
    },
    {
      title: "Saalfeld Pharma sichert sich Europarechte an koreanischem EoE-Antikörper",
      text: "Die Saalfeld Pharma AG hat von der südkoreanischen Bitgaram Bio Co., Ltd. die exklusiven Rechte an dem Antikörper BGR-27 für Europa und den Nahen Osten einlizenziert. BGR-27 wird derzeit in einer Phase-II-Studie bei eosinophiler Ösophagitis geprüft, einer chronisch-entzündlichen Erkrankung der Speiseröhre. Saalfeld zahlt vorab 25 Millionen Euro; hinzu kommen mögliche Meilensteinzahlungen von bis zu 310 Millionen Euro sowie Umsatzbeteiligungen. In der EU ist für die Indikation unter anderem Dupilumab von Sanofi und Regeneron zugelassen. Für das mittelständische Unternehmen aus Thüringen ist es der bislang größte Lizenzdeal seiner Geschichte.",
      labels: { event: "licensing", company: "Saalfeld Pharma", asset: "BGR27", indication: "Eosinophilic esophagitis", regulator: null, also: ["Bitgaram Bio"] },
    },
    {
      title: "Auwald Therapeutics sammelt 82 Millionen Euro ein",
      text: "Die Leipziger Auwald Therapeutics GmbH hat eine Serie-B-Finanzierungsrunde über 82 Millionen Euro abgeschlossen. Angeführt wurde die Runde von einem europäischen Life-Science-Fonds; auch die Bestandsinvestoren, darunter mehrere Family Offices, beteiligten sich erneut. Mit dem Geld will das 2019 gegründete Unternehmen seinen T-Zell-Engager AWT-01 bis zu Phase-II-Daten beim platinresistenten Ovarialkarzinom bringen. Die erste Patientin der laufenden Phase-I-Studie war im Sommer behandelt worden. Zudem soll die Belegschaft von 45 auf rund 70 Beschäftigte wachsen, vor allem in der klinischen Entwicklung.",
      labels: { event: "financing", company: "Auwald Therapeutics", asset: "AWT01", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "Wendelstein Pharma eröffnet Abfüllwerk in Rosenheim",
      text: "Die Wendelstein Pharma GmbH hat im oberbayerischen Rosenheim ein neues Werk für die aseptische Abfüllung von Injektionslösungen eröffnet. Das Unternehmen investierte nach eigenen Angaben rund 190 Millionen Euro in den Standort, an dem künftig bis zu 60 Millionen Fertigspritzen und Pens pro Jahr produziert werden sollen. Damit reagiert der Lohnhersteller auf die steigende Nachfrage nach Kapazitäten, etwa für GLP-1-Präparate und Biosimilars. Am Standort entstehen 350 neue Arbeitsplätze. Die Inspektion durch die zuständige Aufsichtsbehörde ist für das Frühjahr geplant, die kommerzielle Produktion soll in der zweiten Jahreshälfte 2027 beginnen.",
      labels: { event: null, company: "Wendelstein Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "Sanofi rachète Provention Bio pour 2,9 milliards de dollars",
      text: "Sanofi a annoncé lundi avoir conclu un accord en vue d'acquérir la biotech américaine Provention Bio pour 25 dollars par action en numéraire, soit une valeur totale d'environ 2,9 milliards de dollars. L'opération permet au groupe français de mettre la main sur Tzield (téplizumab), premier traitement autorisé aux États-Unis pour retarder l'apparition du diabète de type 1 de stade 3 chez les patients à partir de 8 ans atteints d'un diabète de type 1 de stade 2. Sanofi disposait déjà des droits de co-promotion du produit aux États-Unis en vertu d'un accord signé à l'automne 2022. La finalisation de la transaction est attendue au deuxième trimestre 2023, sous réserve des conditions habituelles.",
      labels: { event: "acquisition", company: "Sanofi", asset: "teplizumab", indication: "Type 1 diabetes", regulator: null, also: ["Provention Bio"] },
    },
    {
      title: "Cholangite biliaire primitive : feu vert accéléré de la FDA pour l'élafibranor",
      text: "La Food and Drug Administration américaine a accordé une autorisation accélérée à Iqirvo (élafibranor), découvert par Genfit et licencié à Ipsen, pour le traitement de la cholangite biliaire primitive (CBP) en association avec l'acide ursodésoxycholique (AUDC) chez les adultes en réponse insuffisante à l'AUDC, ou en monothérapie chez ceux qui ne le tolèrent pas. Il s'agit du premier nouveau médicament approuvé dans cette maladie hépatique rare depuis près de dix ans. La décision s'appuie sur l'étude de phase III ELATIVE. Le maintien de l'autorisation pourra dépendre de la confirmation du bénéfice clinique dans un essai de confirmation. Genfit doit percevoir un paiement d'étape de 48,7 millions d'euros de la part d'Ipsen.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA", also: ["Genfit"] },
    },
    {
      title: "BPCO : Sanofi et Regeneron obtiennent l'approbation de Dupixent aux États-Unis",
      text: "La FDA a approuvé Dupixent (dupilumab) en traitement d'entretien additionnel chez les adultes atteints de bronchopneumopathie chronique obstructive (BPCO) insuffisamment contrôlée et présentant un phénotype éosinophilique, ont annoncé Sanofi et Regeneron vendredi. Il s'agit du premier médicament biologique autorisé dans cette indication aux États-Unis. L'approbation repose sur les études de phase III BOREAS et NOTUS, dans lesquelles Dupixent a réduit significativement les exacerbations modérées ou sévères et amélioré la fonction pulmonaire par rapport au placebo. L'Union européenne avait déjà autorisé le produit dans la BPCO en juillet. Pour Sanofi, cette indication constitue un nouveau relais de croissance pour son médicament phare.",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "COPD", regulator: "FDA", also: ["Regeneron"] },
    },
    {
      title: "Abivax : l'obéfazimod atteint son critère principal dans deux études de phase III",
      text: "La biotech française Abivax a annoncé mardi que son candidat oral obéfazimod (ABX464) avait atteint le critère d'évaluation principal de rémission clinique à la semaine 8 dans les deux essais d'induction de phase III ABTECT-1 et ABTECT-2, menés chez des patients atteints de rectocolite hémorragique (RCH) modérée à sévère. Le produit a été bien toléré, sans nouveau signal de sécurité. L'action, cotée à Paris et au Nasdaq, s'est envolée à l'annonce des résultats. Les données de l'étude de maintenance sont attendues en 2026, avant un éventuel dépôt de dossier auprès de la FDA. La RCH reste un marché concurrentiel, dominé par les biothérapies injectables et les inhibiteurs de JAK.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Nanobiotix signe un accord de licence mondial avec Janssen pour NBTXR3",
      text: "Nanobiotix a annoncé la signature avec Janssen Pharmaceutica NV, filiale de Johnson & Johnson, d'un accord de licence mondial portant sur le développement et la commercialisation de NBTXR3, son radioamplificateur à base de nanoparticules d'oxyde d'hafnium activé par la radiothérapie. La biotech française recevra un paiement initial de 30 millions de dollars, auquel pourront s'ajouter des paiements d'étape et des redevances sur les ventes. Nanobiotix conserve la conduite de l'essai de phase III NANORAY-312 chez des patients âgés atteints d'un cancer de la tête et du cou localement avancé, inéligibles au cisplatine. Le partenariat doit permettre d'étendre le développement de NBTXR3 à d'autres tumeurs solides.",
      labels: { event: "licensing", company: "Nanobiotix", asset: "NBTXR3", indication: "Head and neck cancer", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "Gliome de bas grade : la FDA approuve le vorasidénib de Servier",
      text: "Le groupe pharmaceutique français Servier a annoncé l'approbation par la FDA de Voranigo (vorasidénib), un inhibiteur oral des enzymes IDH1 et IDH2 mutées, pour le traitement des astrocytomes ou oligodendrogliomes de grade 2 porteurs d'une mutation IDH1 ou IDH2, chez les patients de 12 ans et plus, après une intervention chirurgicale. Il s'agit de la première thérapie ciblée approuvée aux États-Unis pour ces gliomes. La décision s'appuie sur l'étude de phase III INDIGO, dans laquelle le vorasidénib a significativement prolongé la survie sans progression par rapport au placebo. Servier avait acquis la molécule en 2021 en rachetant l'activité oncologie de l'américain Agios Pharmaceuticals.",
      labels: { event: "approval", company: "Servier", asset: "vorasidenib", indication: "Glioma", regulator: "FDA" },
    },
    {
      title: "Drépanocytose : Vercors Pharma dépose une demande d'AMM auprès de l'EMA",
      text: "La société grenobloise Vercors Pharma SAS a annoncé avoir soumis à l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché (AMM) pour VCR-218, un traitement oral de la drépanocytose chez les patients de 12 ans et plus. Le dossier repose sur l'étude de phase III VERSO-SCD, qui a montré une augmentation du taux d'hémoglobine et une réduction de 38 % des crises vaso-occlusives par rapport au placebo. Le voxelotor de Pfizer, qui avait suscité de grands espoirs dans cette maladie, a été retiré du marché en 2024. Vercors, qui compte 85 salariés, espère une décision de la Commission européenne en 2028 et recherche un partenaire pour la commercialisation.",
      labels: { event: "submission", company: "Vercors Pharma", asset: "VCR218", indication: "Sickle cell disease", regulator: "EMA" },
    },
    {
      title: "Calanques Biotech finalise le dépôt de sa BLA pour CLQ-07 dans le lymphome T cutané",
      text: "La biotech marseillaise Calanques Biotech SA a finalisé le dépôt auprès de la FDA de sa demande de licence de produit biologique (BLA) pour CLQ-07, un anticorps conjugué ciblant le CD7, dans le traitement des patients adultes atteints de lymphome T cutané (LTC) en rechute ou réfractaire après au moins deux traitements systémiques. Le dossier s'appuie sur l'essai pivot de phase II CALYPSO, avec un taux de réponse globale de 44 %. La société a sollicité un examen prioritaire ; l'agence américaine dispose de 60 jours pour décider de l'acceptation du dossier. Le mogamulizumab de Kyowa Kirin est aujourd'hui l'un des traitements de référence des formes avancées de la maladie.",
      labels: { event: "submission", company: "Calanques Biotech", asset: "CLQ07", indication: "Cutaneous T-cell lymphoma", regulator: "FDA" },
    },
    {
      title: "L'EMA valide la demande d'AMM de Morvan Bio dans l'hypophosphatasie",
      text: "Morvan Bio SAS a annoncé que l'Agence européenne des médicaments (EMA) avait validé sa demande d'autorisation de mise sur le marché pour MRV-101, une enzymothérapie de nouvelle génération destinée aux patients atteints d'hypophosphatasie à début pédiatrique. La validation marque le début de la procédure d'évaluation centralisée par le CHMP, dont l'avis pourrait intervenir au second semestre 2027. MRV-101 s'administre une fois par semaine, contre plusieurs injections hebdomadaires pour Strensiq (asfotase alfa) d'Alexion, seul traitement actuellement autorisé. La biotech dijonnaise avait obtenu la désignation de médicament orphelin dans l'Union européenne en 2023.",
      labels: { event: "filing-acceptance", company: "Morvan Bio", asset: "MRV101", indication: "Hypophosphatasia", regulator: "EMA" },
    },
    {
      title: "Narcolepsie : la FDA accepte d'examiner le dossier de Sologne Therapeutics",
      text: "Sologne Therapeutics SA a indiqué jeudi que la FDA avait accepté d'examiner sa demande d'autorisation de nouveau médicament (NDA) pour le SLG-404, un agoniste oral du récepteur de l'orexine 2, dans le traitement de la somnolence diurne excessive chez les adultes atteints de narcolepsie de type 1. L'agence américaine a fixé au 18 août 2027 la date cible de sa décision (PDUFA). La demande s'appuie sur deux études de phase III menées en Europe et en Amérique du Nord. Le japonais Takeda développe une molécule du même mécanisme, l'oveporexton, à un stade également avancé. Le titre Sologne a gagné 9 % à la Bourse de Paris.",
      labels: { event: "filing-acceptance", company: "Sologne Therapeutics", asset: "SLG404", indication: "Narcolepsy", regulator: "FDA" },
    },
    {
      title: "Paralysie supranucléaire progressive : Fast Track pour l'anticorps d'Armorique Biopharma",
      text: "La FDA a accordé la désignation Fast Track à AMQ-340, un anticorps anti-tau développé par Armorique Biopharma SAS, dans le traitement de la paralysie supranucléaire progressive (PSP), a annoncé la biotech brestoise. Cette procédure permet des échanges plus fréquents avec l'agence et, le cas échéant, un examen continu du dossier d'enregistrement. Aucun traitement ne modifie aujourd'hui l'évolution de cette maladie neurodégénérative rare. Plusieurs anticorps anti-tau de grands laboratoires, dont le gosuranemab de Biogen, ont échoué dans cette indication. AMQ-340 est actuellement évalué dans une étude de phase II dont les premiers résultats sont attendus fin 2027.",
      labels: { event: "designation", company: "Armorique Biopharma", asset: "AMQ340", indication: "Progressive supranuclear palsy", regulator: "FDA" },
    },
    {
      title: "Syndrome d'Alport : désignation orpheline européenne pour Garonne Pharma",
      text: "Garonne Pharma SA a reçu de la Commission européenne la désignation de médicament orphelin pour GRN-15, son candidat destiné au traitement du syndrome d'Alport, sur avis favorable du comité des médicaments orphelins (COMP) de l'Agence européenne des médicaments. Cette maladie rénale génétique, due à des mutations des gènes du collagène de type IV, évolue fréquemment vers l'insuffisance rénale terminale chez l'adulte jeune. GRN-15 est un oligonucléotide antisens administré par voie sous-cutanée. La désignation ouvre notamment droit à une exclusivité commerciale de dix ans dans l'UE après l'autorisation. La société toulousaine prévoit de lancer une étude de phase II en 2027.",
      labels: { event: "designation", company: "Garonne Pharma", asset: "GRN15", indication: "Alport syndrome", regulator: "European Commission" },
    },
    {
      title: "Schizophrénie : lettre de réponse complète de la FDA pour Luberon Biosciences",
      text: "Luberon Biosciences SAS a reçu de la FDA une lettre de réponse complète (Complete Response Letter) concernant sa demande d'autorisation pour LBR-310, une formulation injectable à libération prolongée administrée tous les deux mois dans la schizophrénie. Selon la société avignonnaise, l'agence a relevé des observations lors de l'inspection du site de production d'un sous-traitant en Italie, sans remettre en cause les données d'efficacité et de tolérance. Luberon entend solliciter une réunion de type A et prévoit une nouvelle soumission d'ici six à neuf mois. Le titre a chuté de 34 % à l'ouverture, effaçant l'essentiel de ses gains de l'année.",
      labels: { event: "complete-response-letter", company: "Luberon Biosciences", asset: "LBR310", indication: "Schizophrenia", regulator: "FDA" },
    },
    {
      title: "Atrophie géographique : l'ANSM autorise un premier essai pour la thérapie génique d'Iroise",
      text: "Iroise Therapeutics SAS a obtenu l'autorisation de l'Agence nationale de sécurité du médicament et des produits de santé (ANSM) ainsi qu'un avis favorable d'un comité de protection des personnes pour démarrer l'essai de phase I/II IROISE-1 avec IRO-7 dans l'atrophie géographique liée à la DMLA. L'étude recrutera 24 patients dans trois centres français ; le premier devrait être traité au premier trimestre 2027. IRO-7 vise à faire exprimer durablement par la rétine un inhibiteur du complément, afin d'éviter les injections intravitréennes répétées qu'exigent le pegcetacoplan et l'avacincaptad pegol, autorisés aux États-Unis.",
      labels: { event: "trial-start", company: "Iroise Therapeutics", asset: "IRO7", indication: "Geographic atrophy", regulator: "ANSM" },
    },
    {
      title: "Sclérodermie : premier patient traité dans l'essai de phase IIb de Camargue Biologics",
      text: "Camargue Biologics SA a annoncé l'administration de la première dose chez un patient dans son essai de phase IIb CAMELIA évaluant CMG-224 dans la sclérodermie systémique cutanée diffuse. L'essai randomisé en double aveugle inclura environ 180 patients en Europe et en Amérique du Nord, avec pour critère principal l'évolution du score cutané de Rodnan modifié à 52 semaines. CMG-224 est un anticorps bispécifique ciblant deux cytokines impliquées dans la fibrose. La sclérodermie reste dépourvue de traitement de fond approuvé, à l'exception du nintédanib pour la pneumopathie interstitielle associée. Les premiers résultats sont attendus au second semestre 2028.",
      labels: { event: "trial-start", company: "Camargue Biologics", asset: "CMG224", indication: "Systemic sclerosis", regulator: null },
    },
    {
      title: "Arthrose du genou : résultats positifs de phase IIb pour Orvalia Pharma",
      text: "Orvalia Pharma SAS a publié les résultats principaux positifs de son étude de phase IIb ORVA-OA2 évaluant l'ORV-512, injecté dans l'articulation, chez 312 patients atteints de gonarthrose douloureuse. À 12 semaines, la dose la plus élevée a réduit le score de douleur WOMAC de 2,1 points de plus que le placebo, atteignant ainsi le critère principal. Aucun effet indésirable grave lié au traitement n'a été rapporté. L'ORV-512 est une petite molécule à libération prolongée conçue pour une seule injection tous les six mois. La société lyonnaise compte discuter du schéma de la phase III avec la FDA et l'EMA au premier semestre 2027.",
      labels: { event: "readout", company: "Orvalia Pharma", asset: "ORV512", indication: "Osteoarthritis", regulator: null },
    },
    {
      title: "Cancer du pancréas : échec de la phase II pour le vaccin de Solenza Biotech",
      text: "Solenza Biotech SAS a annoncé que l'étude de phase II randomisée SOLPAN n'avait pas atteint son critère principal. L'ajout de son vaccin thérapeutique SLZ-9 à la chimiothérapie FOLFIRINOX n'a pas significativement prolongé la survie sans progression des patients atteints d'un adénocarcinome pancréatique métastatique (7,9 mois contre 7,2 mois). La survie globale, critère secondaire, n'est pas encore mature. La biotech nantaise va réduire ses effectifs d'environ un tiers et recentrer ses ressources sur son programme dans le cancer du poumon. Sa trésorerie lui permet de financer ses activités jusqu'au début de 2028.",
      labels: { event: "readout", company: "Solenza Biotech", asset: "SLZ9", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "Quercy Pharma prend en licence les droits européens d'un traitement japonais du SII",
      text: "Quercy Pharma SAS a conclu avec le laboratoire japonais Harukaze Pharma un accord de licence exclusive pour le développement et la commercialisation en Europe de HKZ-031, un traitement oral du syndrome de l'intestin irritable avec constipation prédominante. Quercy versera 18 millions d'euros à la signature, ainsi que des paiements d'étape pouvant atteindre 140 millions d'euros et des redevances à deux chiffres sur les ventes. HKZ-031 a été autorisé au Japon l'an dernier. Le laboratoire toulousain prévoit de mener une étude complémentaire en Europe avant de déposer une demande d'AMM, probablement en 2028.",
      labels: { event: "licensing", company: "Quercy Pharma", asset: "HKZ031", indication: "Irritable bowel syndrome", regulator: null, also: ["Harukaze Pharma"] },
    },
    {
      title: "Aubrac Therapeutics et Meuse Biologics s'allient dans le cancer colorectal",
      text: "Aubrac Therapeutics SAS et la société belge Meuse Biologics SA ont annoncé un partenariat stratégique pour co-développer AUB-12, un anticorps bispécifique destiné aux patients atteints d'un cancer colorectal métastatique avec stabilité des microsatellites (MSS), une population qui répond mal aux immunothérapies actuelles. Les deux entreprises partageront à parts égales les coûts de développement et les futurs bénéfices. Meuse Biologics apportera ses capacités de production, tandis qu'Aubrac pilotera les essais cliniques. Une étude de phase I doit débuter mi-2027 en France et en Belgique. Aucun montant n'a été communiqué.",
      labels: { event: "partnership", company: "Aubrac Therapeutics", asset: "AUB12", indication: "Colorectal cancer", regulator: null, also: ["Meuse Biologics"] },
    },
    {
      title: "Allergie à l'arachide : Vanoise Bio lève 64 millions d'euros",
      text: "Vanoise Bio SAS a annoncé une levée de fonds de 64 millions d'euros en série B auprès de plusieurs fonds européens et américains, ses investisseurs historiques ayant également participé au tour. La jeune pousse savoyarde développe VNB-03, une immunothérapie orale à base de peptides destinée aux enfants atteints d'allergie à l'arachide. Les fonds serviront à financer une étude de phase IIb qui doit démarrer au printemps 2027 dans une trentaine de centres. La société veut proposer une alternative aux protocoles de désensibilisation actuels, contraignants et associés à des réactions allergiques fréquentes.",
      labels: { event: "financing", company: "Vanoise Bio", asset: "VNB03", indication: "Peanut allergy", regulator: null },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepzelca, de PharmaMar, para el cáncer de pulmón microcítico metastásico",
      text: "La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) ha concedido la aprobación acelerada a Zepzelca (lurbinectedina), de la compañía española PharmaMar, para el tratamiento de pacientes adultos con cáncer de pulmón microcítico metastásico cuya enfermedad haya progresado durante o después de una quimioterapia basada en platino. La aprobación se basa en la tasa de respuesta global y la duración de la respuesta observadas en un ensayo de fase II tipo cesta. La continuidad de la aprobación podrá depender de la verificación del beneficio clínico en un ensayo confirmatorio. Jazz Pharmaceuticals, socio de PharmaMar en Estados Unidos, será la encargada de comercializar el fármaco en el país.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Bruselas aprueba Ebglyss, de Almirall, para la dermatitis atópica",
      text: "Almirall, S.A. ha recibido la autorización de la Comisión Europea para comercializar Ebglyss (lebrikizumab) en el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años con un peso mínimo de 40 kg que sean candidatos a terapia sistémica. Lebrikizumab es un anticuerpo monoclonal que se une a la interleucina 13 (IL-13) y bloquea su señalización. La aprobación se apoya en los ensayos de fase III ADvocate 1, ADvocate 2 y ADhere. La farmacéutica barcelonesa tiene los derechos del fármaco en Europa gracias a un acuerdo de licencia, mientras que Lilly conserva los derechos en Estados Unidos y el resto del mundo. Almirall prevé iniciar los lanzamientos por Alemania.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "Orforglipron cumple el objetivo principal en su primer ensayo de fase 3 en diabetes tipo 2",
      text: "Eli Lilly and Company ha comunicado los resultados principales del ensayo de fase 3 ACHIEVE-1, en el que orforglipron, su agonista oral del receptor de GLP-1 en investigación, alcanzó el objetivo principal de superioridad frente a placebo en la reducción de la HbA1c a las 40 semanas en adultos con diabetes tipo 2 controlados solo con dieta y ejercicio. Las reducciones medias de HbA1c oscilaron entre 1,3 y 1,6 puntos porcentuales, desde un valor basal de 8,0 %. Los pacientes con la dosis más alta perdieron de media un 7,9 % de su peso. A diferencia de la semaglutida oral de Novo Nordisk, orforglipron es una molécula pequeña no peptídica que puede tomarse sin restricciones de comida o agua. Lilly prevé solicitar la aprobación para el control del peso a finales de año.",
      labels: { event: "readout", company: "Eli Lilly", asset: "orforglipron", indication: "Type 2 diabetes", regulator: null },
    },
    {
      title: "MSD compra Verona Pharma por unos 10.000 millones de dólares",
      text: "MSD, conocida como Merck & Co. en Estados Unidos y Canadá, ha alcanzado un acuerdo definitivo para adquirir la británica Verona Pharma por 107 dólares por ADS (cada una equivale a ocho acciones ordinarias), en una operación valorada en unos 10.000 millones de dólares. Con la compra, MSD incorpora Ohtuvayre (ensifentrina), un inhibidor dual de las fosfodiesterasas 3 y 4 aprobado por la FDA en junio de 2024 como tratamiento de mantenimiento de la enfermedad pulmonar obstructiva crónica (EPOC) en adultos. La operación se ejecutará mediante un esquema de acuerdo (scheme of arrangement) conforme a la legislación inglesa y se cerraría en el cuarto trimestre de 2025. La adquisición ayuda a MSD a diversificar sus ingresos ante la futura pérdida de exclusividad de Keytruda.",
      labels: { event: "acquisition", company: "Merck & Co.", asset: "ensifentrine", indication: "COPD", regulator: null, also: ["Verona Pharma"] },
    },
    {
      title: "PharmaMar licencia lurbinectedina a Jazz en EE. UU. por 200 millones de dólares iniciales",
      text: "PharmaMar ha firmado un acuerdo de licencia exclusivo con Jazz Pharmaceuticals para el desarrollo y la comercialización en Estados Unidos de lurbinectedina, su antitumoral de origen marino para el cáncer de pulmón microcítico. Según los términos del acuerdo, la compañía española recibirá un pago inicial de 200 millones de dólares, además de pagos adicionales por hitos regulatorios y comerciales y royalties escalonados sobre las ventas netas. PharmaMar prevé completar en las próximas semanas la solicitud de registro ante la FDA por la vía de aprobación acelerada. Jazz ya comercializa en Estados Unidos otros tratamientos oncológicos, como Vyxeos para la leucemia mieloide aguda.",
      labels: { event: "licensing", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["Jazz Pharmaceuticals"] },
    },
    {
      title: "La Comisión Europea autoriza ebrokimab, de Ebro Pharma, para la psoriasis pustulosa generalizada",
      text: "La Comisión Europea ha concedido la autorización de comercialización a ebrokimab, de la compañía zaragozana Ebro Pharma, S.A., para el tratamiento de los brotes de psoriasis pustulosa generalizada (PPG) en adultos. El anticuerpo monoclonal, que bloquea el receptor de la interleucina 36, se administra por vía intravenosa en el brote y después por vía subcutánea. La autorización se basa en el ensayo de fase III EBRO-GPP1, en el que el 61 % de los pacientes tratados no presentaba pústulas visibles a la semana 1, frente al 7 % con placebo. Hasta ahora, el único tratamiento específico autorizado en la UE para esta enfermedad rara era el spesolimab de Boehringer Ingelheim. Ebro Pharma espera lanzar el fármaco en España a finales de 2027, tras la decisión de precio y financiación.",
      labels: { event: "approval", company: "Ebro Pharma", asset: "ebrokimab", indication: "Generalized pustular psoriasis", regulator: "European Commission" },
    },
    {
      title: "Tramuntana Biotech solicita a la EMA la autorización de TRM-44 en neuroblastoma",
      text: "Tramuntana Biotech, S.L., con sede en Palma, ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de TRM-44, un inhibidor oral para el tratamiento del neuroblastoma de alto riesgo en recaída o refractario en niños. La solicitud se apoya en un ensayo internacional de fase II con 96 pacientes pediátricos, en el que la tasa de respuesta objetiva fue del 38 %. El fármaco cuenta con la designación de medicamento huérfano en la UE y en Estados Unidos. La compañía, que nació como spin-off de un grupo de investigación hospitalario, espera la opinión del CHMP en el segundo semestre de 2027.",
      labels: { event: "submission", company: "Tramuntana Biotech", asset: "TRM44", indication: "Neuroblastoma", regulator: "EMA" },
    },
    {
      title: "Guadarrama Therapeutics completa la solicitud de licencia en EE. UU. para GDT-0219",
      text: "Guadarrama Therapeutics, S.L. ha completado la presentación a la FDA de la solicitud de licencia de producto biológico (BLA) para GDT-0219 en pacientes con mielofibrosis de riesgo intermedio o alto que presentan anemia dependiente de transfusiones. La compañía madrileña ha pedido a la agencia una revisión prioritaria. El expediente se basa en el ensayo de fase III GUARDA-MF, en el que GDT-0219 aumentó la proporción de pacientes independientes de transfusiones a la semana 24 frente al tratamiento estándar. Entre las opciones disponibles para estos pacientes figura momelotinib, de GSK. La FDA tiene 60 días para decidir si admite a trámite la solicitud.",
      labels: { event: "submission", company: "Guadarrama Therapeutics", asset: "GDT0219", indication: "Myelofibrosis", regulator: "FDA" },
    },
    {
      title: "La FDA admite a trámite la solicitud de Teide Therapeutics para la hiperoxaluria primaria",
      text: "La FDA ha aceptado a trámite la solicitud de nuevo fármaco (NDA) presentada por Teide Therapeutics, S.L. para TEI-306, un tratamiento oral de la hiperoxaluria primaria tipo 1, una enfermedad metabólica rara que provoca cálculos renales recurrentes y daño renal progresivo. La agencia ha fijado como fecha de decisión (PDUFA) el 3 de octubre de 2027. Lumasiran, de Alnylam, y nedosiran, de Novo Nordisk, son los tratamientos disponibles, ambos ARN de interferencia inyectables. La compañía canaria considera que la administración oral puede ser una ventaja relevante en niños. Teide prevé presentar también la solicitud en Europa el próximo año.",
      labels: { event: "filing-acceptance", company: "Teide Therapeutics", asset: "TEI306", indication: "Primary hyperoxaluria", regulator: "FDA" },
    },
    {
      title: "La EMA valida la solicitud de Albufera Biotech para la distrofia miotónica",
      text: "La Agencia Europea de Medicamentos (EMA) ha validado la solicitud de autorización de comercialización presentada por Albufera Biotech, S.L. para ABF-12, un oligonucleótido para el tratamiento de la distrofia miotónica tipo 1 en adultos. Con la validación comienza el procedimiento centralizado de evaluación, que seguirá el calendario estándar. El dossier se basa en un ensayo de fase II/III en el que ABF-12 mejoró la miotonía y la función muscular respecto a placebo tras 48 semanas. No existe ningún tratamiento aprobado que actúe sobre la causa de la enfermedad. La biotecnológica valenciana ya negocia con socios para la comercialización en los principales mercados europeos.",
      labels: { event: "filing-acceptance", company: "Albufera Biotech", asset: "ABF12", indication: "Myotonic dystrophy", regulator: "EMA" },
    },
    {
      title: "Cantabrico Pharma recibe la designación de terapia innovadora de la FDA",
      text: "La FDA ha concedido la designación de terapia innovadora (Breakthrough Therapy) a CNT-801, de Cantabrico Pharma, S.A., para el tratamiento del cáncer de vejiga no músculo invasivo de alto riesgo que no responde al BCG. CNT-801 es una terapia intravesical que combina un virus oncolítico con un inmunomodulador. La designación se apoya en los datos preliminares de un ensayo de fase II en el que el 58 % de los pacientes con carcinoma in situ alcanzó una respuesta completa a los tres meses. En esta indicación la FDA ya ha aprobado nadofaragene firadenovec, de Ferring. La compañía santanderina prevé iniciar un ensayo pivotal en 2027.",
      labels: { event: "designation", company: "Cantabrico Pharma", asset: "CNT801", indication: "Non-muscle-invasive bladder cancer", regulator: "FDA" },
    },
    {
      title: "Moncayo Biotech obtiene la designación de medicamento huérfano para MCY-5 en sarcoma de Ewing",
      text: "Moncayo Biotech, S.L. ha anunciado que la FDA ha otorgado la designación de medicamento huérfano y de enfermedad pediátrica rara a MCY-5, su candidato para el tratamiento del sarcoma de Ewing. El fármaco es una pequeña molécula que inhibe la actividad de la proteína de fusión EWS-FLI1, responsable de la mayoría de los casos de este tumor óseo que afecta sobre todo a adolescentes y adultos jóvenes. La designación huérfana ofrece incentivos fiscales y siete años de exclusividad comercial en Estados Unidos tras la aprobación. La empresa aragonesa prevé iniciar el primer ensayo clínico en pacientes en el segundo semestre de 2027.",
      labels: { event: "designation", company: "Moncayo Biotech", asset: "MCY5", indication: "Ewing sarcoma", regulator: "FDA" },
    },
    {
      title: "Carta de respuesta completa de la FDA para el fármaco de Gredos Biologics contra la vejiga hiperactiva",
      text: "Gredos Biologics, S.L. ha recibido una carta de respuesta completa (CRL) de la FDA sobre su solicitud de autorización de GRD-77, un tratamiento oral para la vejiga hiperactiva. Según la compañía, la agencia solicita datos adicionales de seguridad cardiovascular a largo plazo antes de aprobar el fármaco, aunque no ha cuestionado su eficacia. Gredos estudia si estos datos pueden obtenerse de la extensión abierta del ensayo de fase III o si será necesario un nuevo estudio. En la actualidad, los agonistas beta-3 como mirabegrón y vibegrón se han convertido en la alternativa preferida a los antimuscarínicos. La empresa pedirá una reunión con la FDA en las próximas semanas.",
      labels: { event: "complete-response-letter", company: "Gredos Biologics", asset: "GRD77", indication: "Overactive bladder", regulator: "FDA" },
    },
    {
      title: "La AEMPS autoriza el primer ensayo en niños de la terapia de Montseny Biotech para el síndrome de Dravet",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado a Montseny Biotech, S.L. el inicio de un ensayo clínico de fase I/II con MSY-210 en niños de 2 a 12 años con síndrome de Dravet. El estudio, que se llevará a cabo en cuatro hospitales españoles, evaluará la seguridad de dosis crecientes del oligonucleótido antisentido, administrado por vía intratecal, y su efecto sobre la frecuencia de crisis convulsivas. MSY-210 está diseñado para aumentar la producción de la proteína Nav1.1 a partir de la copia sana del gen SCN1A. La compañía barcelonesa espera tratar al primer paciente a comienzos de 2027.",
      labels: { event: "trial-start", company: "Montseny Biotech", asset: "MSY210", indication: "Dravet syndrome", regulator: "AEMPS" },
    },
    {
      title: "Bardenas Pharma trata al primer paciente de su fase III en nefritis lúpica",
      text: "Bardenas Pharma, S.A. ha tratado al primer paciente del ensayo de fase III BARLUP-3, que evalúa BDN-330 en combinación con el tratamiento estándar en pacientes con nefritis lúpica activa. El estudio, aleatorizado y controlado con placebo, prevé incluir a 420 pacientes en 18 países, y su variable principal es la tasa de respuesta renal completa a las 52 semanas. BDN-330 es un anticuerpo que elimina de forma selectiva las células plasmáticas productoras de autoanticuerpos. En los últimos años se han aprobado belimumab y voclosporina para esta complicación del lupus. Los resultados principales se esperan para 2029.",
      labels: { event: "trial-start", company: "Bardenas Pharma", asset: "BDN330", indication: "Lupus nephritis", regulator: null },
    },
    {
      title: "Miravet Therapeutics logra resultados positivos en fase II en eccema crónico de manos",
      text: "Miravet Therapeutics, S.L. ha comunicado que su crema MVT-15 alcanzó el objetivo principal en un ensayo de fase IIb con 240 adultos con eccema crónico de manos de moderado a grave. A las 16 semanas, el 41 % de los pacientes tratados con la concentración más alta consiguió una piel limpia o casi limpia en la escala IGA-CHE, frente al 12 % con el vehículo. El perfil de seguridad fue favorable y no se observaron efectos adversos graves relacionados con el tratamiento. En Europa ya está autorizada la crema de delgocitinib, de LEO Pharma. La compañía catalana buscará un socio para la fase III.",
      labels: { event: "readout", company: "Miravet Therapeutics", asset: "MVT15", indication: "Chronic hand eczema", regulator: null },
    },
    {
      title: "Timanfaya Biotech no alcanza el objetivo principal en depresión mayor",
      text: "Timanfaya Biotech, S.L. ha anunciado que su ensayo de fase IIb con TMF-6 en pacientes con trastorno depresivo mayor no ha alcanzado el objetivo principal. Tras seis semanas de tratamiento, la reducción en la escala de depresión MADRS fue de 13,1 puntos con la dosis alta, frente a 11,8 puntos con placebo, una diferencia sin significación estadística. La compañía atribuye parte del resultado a una respuesta al placebo mayor de lo esperado. TMF-6 es un modulador oral de receptores de glutamato que se desarrollaba como alternativa de acción rápida a los antidepresivos convencionales. Timanfaya analizará los datos antes de decidir el futuro del programa.",
      labels: { event: "readout", company: "Timanfaya Biotech", asset: "TMF6", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "Urbion Pharma licencia los derechos de UBN-22 fuera de Europa a Redwater Therapeutics",
      text: "Urbion Pharma, S.A. ha firmado un acuerdo de licencia exclusiva con la estadounidense Redwater Therapeutics, Inc. por el que esta obtiene los derechos de desarrollo y comercialización de UBN-22 fuera de Europa. UBN-22 es un inhibidor inhalado de la elastasa de neutrófilos en desarrollo para la bronquiectasia no debida a fibrosis quística. Urbion recibirá un pago inicial de 45 millones de dólares y podrá ingresar hasta 620 millones en hitos, además de royalties escalonados. La farmacéutica soriana conservará los derechos en Europa y continuará el ensayo de fase II en curso. En esta indicación, la FDA aprobó en 2025 brensocatib, de Insmed.",
      labels: { event: "licensing", company: "Urbion Pharma", asset: "UBN22", indication: "Bronchiectasis", regulator: null, also: ["Redwater Therapeutics"] },
    },
    {
      title: "Tabernas Biotech y Lusitana Biologics se alían para desarrollar una vacuna contra el dengue",
      text: "Tabernas Biotech, S.L. y la portuguesa Lusitana Biologics, S.A. han firmado una alianza estratégica para desarrollar conjuntamente TBV-4, una vacuna tetravalente de ARN mensajero contra el dengue. Ambas compañías compartirán al 50 % los costes de desarrollo y los beneficios futuros: Tabernas se encargará de los ensayos clínicos y Lusitana de la fabricación a escala comercial en su planta de Oporto. La primera fase clínica está previsto que arranque en 2027. El dengue se ha extendido en los últimos años al sur de Europa, y actualmente la vacuna Qdenga, de Takeda, es la principal opción autorizada en la UE.",
      labels: { event: "partnership", company: "Tabernas Biotech", asset: "TBV4", indication: "Dengue", regulator: null, also: ["Lusitana Biologics"] },
    },
    {
      title: "Somontano Therapeutics cierra una ronda serie A de 28 millones de euros",
      text: "Somontano Therapeutics, S.L., compañía especializada en terapia génica ocular, ha cerrado una ronda de financiación serie A de 28 millones de euros, liderada por un fondo europeo especializado en ciencias de la vida y con la participación de sus inversores iniciales. Los fondos se destinarán a completar el desarrollo preclínico regulatorio de SNT-101, una terapia génica para la amaurosis congénita de Leber, y a iniciar su primer ensayo en pacientes en 2028. La empresa oscense también ampliará su plantilla hasta 40 personas. La única terapia génica aprobada para una forma de esta enfermedad es voretigene neparvovec.",
      labels: { event: "financing", company: "Somontano Therapeutics", asset: "SNT101", indication: "Leber congenital amaurosis", regulator: null },
    },
  ],
};
