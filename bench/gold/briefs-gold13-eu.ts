import type { BriefArticle } from "./briefs";

/**
 * Thirteenth held-out set for the English brief benchmark: 20 short articles each in German,
 * French and Spanish, written and labelled by hand on 2026-11-29 by a helper session, without the
 * engine's code, its tests or docs, or any other gold set open (only the label conventions and
 * types of briefs.ts and the registry data files were read, the latter to use the registry's names
 * and to check that invented names are not in it). It is to be measured once. The labels were set
 * before any measurement and are not to be edited to fit the engine.
 *
 * Outlets imitated: German, Austrian and Swiss trade and business press and ad hoc releases; French,
 * Belgian and Québec business press and press releases; Spanish and Latin American (Mexican,
 * Argentine, Chilean, Colombian) business press and agency copy.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure were
 * left out):
 * - de: Bayer, finerenone (Kerendia) approved by the FDA in heart failure with LVEF ≥40% (approval, July 2025)
 * - de: Novartis, acquisition of Avidity Biosciences for $72 a share, about $12B (acquisition, October 2025)
 * - de: ITM Isotope Technologies Munich, financing of €188M, mainly for ITM-11 (financing, June 2024)
 * - de: Novartis, ianalumab NEPTUNUS-1 and NEPTUNUS-2 phase III meet primary endpoints in Sjögren's (readout, August 2025)
 * - de: Roche, acquisition of Poseida Therapeutics for $9 a share plus a CVR of up to $4 (acquisition, November 2024)
 * - fr: Sanofi, acquisition of Vigil Neuroscience for $8 a share plus a $2 CVR, VG-3927 (acquisition, May 2025)
 * - fr: Abivax, offering of ADSs raising more than $650M after the ABTECT results (financing, July 2025)
 * - fr: Valneva, FDA suspends the US licence of the chikungunya vaccine Ixchiq (null, August 2025)
 * - fr: Milestone Pharmaceuticals, FDA complete response letter for etripamil (Cardamyst) in PSVT (complete-response-letter, March 2025)
 * - fr: Sanofi with Regeneron, dupilumab (Dupixent) approved by the FDA in chronic spontaneous urticaria (approval, April 2025)
 * - es: Novo Nordisk, acquisition of Akero Therapeutics for $54 a share plus a $6 CVR, efruxifermin (acquisition, October 2025)
 * - es: Novo Nordisk, subcutaneous amycretin phase 1b/2a results, 22% weight loss at 36 weeks (readout, January 2025)
 * - es: PharmaMar, lurbinectedin (Zepzelca) with atezolizumab approved by the FDA as first-line maintenance in ES-SCLC (approval, October 2025)
 * - es: Eli Lilly, acquisition of Verve Therapeutics for $10.50 a share plus a CVR of up to $3, VERVE-102 (acquisition, June 2025)
 * - es: Almirall, AI drug-discovery collaboration with Absci in dermatology, up to $650M (partnership, November 2023)
 *
 * All other articles are invented: they are about fictional companies, investors and medicines
 * (Brunnwald Pharma, Laurentia Thérapeutique, Tonalli Bio, nevoquibart, SRL-301…) whose names and
 * research codes were checked not to be in the registry files; real medicines and companies appear
 * in them only as background (competitors, standard of care).
 */
export const GOLD13_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "Bayer: FDA erweitert Zulassung von Kerendia auf Herzinsuffizienz",
      text: "Der Pharma- und Agrarkonzern Bayer hat in den USA grünes Licht für eine weitere Anwendung seines Medikaments Kerendia erhalten. Die US-Arzneimittelbehörde FDA ließ den Wirkstoff Finerenon zur Behandlung von Erwachsenen mit Herzinsuffizienz und einer linksventrikulären Ejektionsfraktion von mindestens 40 Prozent zu, wie das Leverkusener Unternehmen mitteilte. Grundlage ist die Phase-III-Studie FINEARTS-HF, in der Finerenon das Risiko für kardiovaskulären Tod und Herzinsuffizienz-Ereignisse gegenüber Placebo senkte. Kerendia ist in den USA seit 2021 bei chronischer Nierenerkrankung in Verbindung mit Typ-2-Diabetes auf dem Markt. Für Patienten mit leicht eingeschränkter oder erhaltener Pumpfunktion gab es bislang nur wenige Optionen, darunter die SGLT2-Hemmer Empagliflozin und Dapagliflozin. Bayer zählt Kerendia zu den Hoffnungsträgern, die das Auslaufen des Patentschutzes für den Gerinnungshemmer Xarelto abfedern sollen.",
      labels: { event: "approval", company: "Bayer", asset: "finerenone", indication: "Heart failure", regulator: "FDA" },
    },
    {
      title: "Novartis kauft Avidity Biosciences für rund 12 Milliarden Dollar",
      text: "Novartis tätigt den grössten Zukauf seit Jahren: Der Basler Pharmakonzern übernimmt das kalifornische Biotechunternehmen Avidity Biosciences für 72 Dollar je Aktie in bar. Das entspricht einem Eigenkapitalwert von rund 12 Milliarden Dollar und einem deutlichen Aufschlag auf den letzten Schlusskurs. Avidity entwickelt sogenannte Antikörper-Oligonukleotid-Konjugate gegen seltene neuromuskuläre Erkrankungen; Programme gegen myotone Dystrophie Typ 1, fazioskapulohumerale Muskeldystrophie und eine Form der Duchenne-Muskeldystrophie befinden sich in fortgeschrittener Entwicklung. Vor dem Abschluss soll Avidity seine frühen Herz-Kreislauf-Programme in eine neue, eigenständige Gesellschaft abspalten. Novartis rechnet mit dem Vollzug in der ersten Jahreshälfte 2026. Die Neurowissenschaften zählen zu den vier Therapiegebieten, auf die sich Novartis unter Konzernchef Vas Narasimhan konzentriert.",
      labels: { event: "acquisition", company: "Novartis", asset: null, indication: null, regulator: null, also: ["Avidity Biosciences"] },
    },
    {
      title: "ITM sammelt 188 Millionen Euro ein",
      text: "Die Münchner ITM Isotope Technologies Munich SE hat in einer Finanzierungsrunde 188 Millionen Euro eingeworben. Das Geld soll vor allem der Weiterentwicklung und der geplanten Vermarktung des Radiopharmazeutikums ITM-11 dienen, das in der Phase-III-Studie COMPETE bei Patienten mit gastroenteropankreatischen neuroendokrinen Tumoren gegen den Kinasehemmer Everolimus getestet wird. ITM-11 koppelt das radioaktive Isotop Lutetium-177 an ein Peptid, das an Somatostatin-Rezeptoren der Tumorzellen bindet. Mit Lutathera von Novartis ist ein Präparat mit ähnlichem Wirkprinzip bereits zugelassen. Daneben will das Unternehmen seine Produktionskapazitäten für Lutetium-177 ausbauen, mit dem es schon heute Kliniken und Pharmapartner weltweit beliefert.",
      labels: { event: "financing", company: "ITM Isotope Technologies Munich", asset: "ITM11", indication: "Neuroendocrine tumors", regulator: null },
    },
    {
      title: "Novartis: Ianalumab besteht zwei Phase-III-Studien bei Sjögren",
      text: "Novartis hat mit dem Antikörper Ianalumab (VAY736) in zwei Zulassungsstudien beim Sjögren-Syndrom die primären Endpunkte erreicht. In den Studien NEPTUNUS-1 und NEPTUNUS-2 verringerte die Behandlung die systemische Krankheitsaktivität, gemessen am ESSDAI-Index, statistisch signifikant stärker als Placebo, teilte der Basler Konzern mit. Das Medikament sei gut vertragen worden. Details will Novartis an einem kommenden Fachkongress vorstellen; Zulassungsanträge sind ab Anfang 2026 geplant. Für die Autoimmunerkrankung, die vor allem Tränen- und Speicheldrüsen angreift und zu quälender Trockenheit von Augen und Mund führt, gibt es bislang keine zugelassene krankheitsmodifizierende Therapie. Ianalumab richtet sich gegen den BAFF-Rezeptor auf B-Zellen und wird auch bei der Immunthrombozytopenie geprüft.",
      labels: { event: "readout", company: "Novartis", asset: "ianalumab", indication: "Sjögren's disease", regulator: null },
    },
    {
      title: "Roche übernimmt Zelltherapie-Spezialisten Poseida",
      text: "Roche baut sein Geschäft mit Zelltherapien aus. Der Schweizer Konzern kauft die amerikanische Poseida Therapeutics für 9 Dollar je Aktie in bar; hinzu kommt ein nicht handelbares Wertrecht (CVR) von bis zu 4 Dollar je Aktie, das an das Erreichen bestimmter Entwicklungsziele geknüpft ist. Insgesamt bewertet die Offerte das Unternehmen aus San Diego mit bis zu rund 1,5 Milliarden Dollar. Poseida entwickelt allogene CAR-T-Zelltherapien, die nicht für jeden Patienten einzeln aus dessen eigenen Zellen hergestellt werden müssen, darunter Kandidaten gegen das multiple Myelom und Autoimmunerkrankungen. Beide Unternehmen arbeiten bereits seit 2022 zusammen. Der Abschluss der Transaktion wird für das erste Quartal 2025 erwartet.",
      labels: { event: "acquisition", company: "Roche", asset: null, indication: null, regulator: null, also: ["Poseida Therapeutics"] },
    },
    {
      title: "Ad-hoc: Brunnwald Pharma erhält positive CHMP-Empfehlung für Nevoquibart",
      text: "Basel, 14. November – Brunnwald Pharma AG (SIX: BRWP) gibt bekannt, dass der Ausschuss für Humanarzneimittel (CHMP) der Europäischen Arzneimittel-Agentur eine positive Stellungnahme zur Zulassung von Nevoquibart (BWP-114) zur Behandlung erwachsener Patienten mit mittelschwerer bis schwerer Hidradenitis suppurativa abgegeben hat. Die Empfehlung stützt sich auf die beiden Phase-III-Studien HELVIA-1 und HELVIA-2 mit insgesamt 1.046 Patienten. Die endgültige Entscheidung der Europäischen Kommission wird in der Regel innerhalb von 67 Tagen erwartet. In der EU sind für die chronisch-entzündliche Hauterkrankung bereits Adalimumab, Secukinumab und Bimekizumab zugelassen. Brunnwald plant die Markteinführung zunächst in Deutschland und der Schweiz, wo ein separates Gesuch bei Swissmedic hängig ist.",
      labels: { event: "approval", company: "Brunnwald Pharma", companyOriginal: "Brunnwald Pharma", asset: "nevoquibart", indication: "Hidradenitis suppurativa", regulator: "EMA" },
    },
    {
      title: "Tauern Biologics darf Gentherapie bei Hämophilie B in Deutschland testen",
      text: "Das Salzburger Biotech-Unternehmen Tauern Biologics hat vom Paul-Ehrlich-Institut die Genehmigung für eine erste klinische Studie mit seiner Gentherapie TBX-31 erhalten. Die Phase-I/II-Studie soll an vier deutschen Hämophiliezentren bis zu 18 Männer mit schwerer oder mittelschwerer Hämophilie B aufnehmen; die erste Dosierung ist für das Frühjahr geplant. TBX-31 nutzt ein AAV-Kapsid aus eigener Entwicklung, das nach Firmenangaben auch bei Patienten mit vorbestehenden Antikörpern gegen gängige AAV-Typen wirken könnte. Mit Hemgenix ist in Europa bereits eine Gentherapie gegen die Bluterkrankheit zugelassen, die sich wegen ihres hohen Preises aber nur langsam durchsetzt. Tauern hatte im Sommer eine Serie-A-Finanzierung über 41 Millionen Euro abgeschlossen.",
      labels: { event: "approval", company: "Tauern Biologics", companyOriginal: "Tauern Biologics", asset: "TBX31", indication: "Hemophilia B", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Kaltenbach Therapeutics reicht Zulassungsantrag für Doralestat in Europa ein",
      text: "Die Heidelberger Kaltenbach Therapeutics hat bei der Europäischen Arzneimittel-Agentur (EMA) den Antrag auf Zulassung ihres Wirkstoffs Doralestat gestellt. Das Medikament soll Patienten mit primär biliärer Cholangitis (PBC) helfen, die auf Ursodeoxycholsäure nicht ausreichend ansprechen. In der Zulassungsstudie KALPRO-3 erreichten nach zwölf Monaten 58 Prozent der Patienten unter Doralestat das kombinierte biochemische Ansprechen, gegenüber 9 Prozent unter Placebo. Die Konkurrenz in der Zweitlinie ist allerdings gewachsen: Mit Elafibranor von Ipsen und Seladelpar von Gilead sind in der EU bereits zwei PPAR-Agonisten auf dem Markt. Doralestat wirkt über einen anderen Mechanismus und könnte nach Ansicht von Analysten auch in Kombination eingesetzt werden. Mit einer Entscheidung rechnet Kaltenbach im ersten Halbjahr 2028.",
      labels: { event: "submission", company: "Kaltenbach Therapeutics", companyOriginal: "Kaltenbach Therapeutics", asset: "doralestat", indication: "Primary biliary cholangitis", regulator: "EMA" },
    },
    {
      title: "FDA nimmt Zulassungsantrag von Mühlenhof Biopharma an – Entscheidung bis August",
      text: "HAMBURG (dpa-AFX) – Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag der Hamburger Mühlenhof Biopharma für das Narkolepsie-Mittel MHB-402 zur Prüfung angenommen. Als Stichtag für die Entscheidung (PDUFA-Datum) nannte das Unternehmen am Donnerstag den 21. August 2027. Eine beschleunigte Prüfung gewährte die Behörde nicht. MHB-402 ist ein oral verfügbarer Orexin-2-Rezeptor-Agonist, der in der Phase-III-Studie die Tagesschläfrigkeit bei Narkolepsie Typ 1 deutlich verringert hatte. Auch größere Konzerne entwickeln Wirkstoffe dieser Klasse, darunter Takeda mit Oveporexton. Die im Prime Standard notierte Aktie legte im Xetra-Handel um 6 Prozent zu. Einen Antrag bei der EMA will Mühlenhof im kommenden Jahr stellen.",
      labels: { event: "filing-acceptance", company: "Mühlenhof Biopharma", companyOriginal: "Mühlenhof Biopharma", asset: "MHB402", indication: "Narcolepsy", regulator: "FDA" },
    },
    {
      title: "Orphan-Drug-Status für ALS-Kandidaten von Veltheim Bio",
      text: "Die Berliner Veltheim Bio GmbH hat für ihren Wirkstoffkandidaten VB-0920 von der US-amerikanischen Food and Drug Administration den Orphan-Drug-Status zur Behandlung der amyotrophen Lateralsklerose (ALS) erhalten. Die Einstufung bringt unter anderem sieben Jahre Marktexklusivität nach einer Zulassung in den USA, Steuervergünstigungen und reduzierte Gebühren. VB-0920 ist ein Antisense-Oligonukleotid, das die Bildung toxischer Proteinaggregate in Motoneuronen verringern soll; eine Phase-I-Studie in Deutschland und den Niederlanden ist im Frühjahr angelaufen, erste Daten erwartet Veltheim Ende 2027. Bisher ist mit Tofersen nur für eine kleine genetische Untergruppe der ALS eine gezielte Therapie verfügbar. „Die Einstufung bestätigt den hohen ungedeckten Bedarf“, sagte Geschäftsführerin Almut Reinecke.",
      labels: { event: "designation", company: "Veltheim Bio", companyOriginal: "Veltheim Bio", asset: "VB0920", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Seeland Biosciences: EMA nimmt Duchenne-Therapie ins PRIME-Programm auf",
      text: "Die Bieler Seeland Biosciences hat für ihre Exon-Skipping-Therapie SLB-7 Zugang zum PRIME-Programm der Europäischen Arzneimittel-Agentur erhalten. Das Programm gewährt Entwicklern besonders vielversprechender Arzneimittel eine engere wissenschaftliche Begleitung und die Aussicht auf ein beschleunigtes Beurteilungsverfahren. Grundlage waren Daten aus der Phase-I/II-Studie, in der SLB-7 bei zwölf Knaben mit Duchenne-Muskeldystrophie die Dystrophin-Produktion im Muskel auf durchschnittlich 14 Prozent des Normalwerts anhob. Ältere Exon-Skipping-Präparate wie Eteplirsen erreichen meist nur einstellige Werte und sind in Europa nicht zugelassen. Seeland hatte im Frühjahr 30 Millionen Franken von bestehenden Investoren aufgenommen und bereitet eine Zulassungsstudie vor, die Ende 2027 starten soll.",
      labels: { event: "designation", company: "Seeland Biosciences", companyOriginal: "Seeland Biosciences", asset: "SLB7", indication: "Duchenne muscular dystrophy", regulator: "EMA" },
    },
    {
      title: "Complete Response Letter: FDA verweigert Rotach Pharma vorerst die Zulassung",
      text: "Rückschlag für Rotach Pharma: Die US-Gesundheitsbehörde FDA hat den Zulassungsantrag für das inhalierbare PAH-Medikament RP-330 nicht genehmigt und dem Zürcher Unternehmen einen sogenannten Complete Response Letter geschickt. Die Behörde bemängelt laut Rotach Befunde aus einer Inspektion beim Auftragshersteller, der den Inhalator abfüllt; zusätzliche Studien zur Wirksamkeit und Sicherheit habe die FDA nicht verlangt. Rotach will die Mängel beheben und den Antrag innerhalb von sechs Monaten erneut einreichen. Die Aktie brach an der SIX um 31 Prozent ein. Bei der pulmonal arteriellen Hypertonie hatten zuletzt neue Wirkprinzipien wie Sotatercept von MSD den Markt verändert; RP-330 sollte als Zusatztherapie zu Prostacyclin-Analoga positioniert werden.",
      labels: { event: "complete-response-letter", company: "Rotach Pharma", companyOriginal: "Rotach Pharma", asset: "RP330", indication: "Pulmonary arterial hypertension", regulator: "FDA" },
    },
    {
      title: "Ammersee Oncology behandelt ersten Patienten mit ADC AMO-12",
      text: "Martinsried – Die Ammersee Oncology GmbH hat in ihrer Phase-I/IIa-Studie mit dem Antikörper-Wirkstoff-Konjugat AMO-12 den ersten Patienten behandelt. Die Studie läuft an Zentren in München, Essen und Wien und soll bis zu 90 Patienten mit fortgeschrittenem, vorbehandeltem Bauchspeicheldrüsenkrebs aufnehmen. Das BfArM hatte den Antrag bereits im September genehmigt. AMO-12 richtet sich gegen das Oberflächenprotein Claudin-18.2 und trägt einen Topoisomerase-I-Hemmer als Wirkstofflast. Beim metastasierten Pankreaskarzinom liegt das mediane Überleben trotz Chemotherapie mit FOLFIRINOX oder Gemcitabin plus nab-Paclitaxel unter einem Jahr. Erste Sicherheitsdaten erwartet das Unternehmen in der zweiten Jahreshälfte 2027.",
      labels: { event: "trial-start", company: "Ammersee Oncology", companyOriginal: "Ammersee Oncology", asset: "AMO12", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "Elbtal Pharma verfehlt Studienziel – Aktie halbiert",
      text: "Die Aktie der Dresdner Elbtal Pharma AG ist am Dienstag um mehr als die Hälfte eingebrochen. Zuvor hatte das Unternehmen mitgeteilt, dass sein oraler Wirkstoff ELB-208 in der Phase-IIb-Studie ELDERA bei mittelschwerer bis schwerer atopischer Dermatitis den primären Endpunkt verfehlt hat. Nach 16 Wochen erreichten 29 Prozent der Patienten unter der höchsten Dosis eine 75-prozentige Verbesserung des EASI-Scores, unter Placebo waren es 22 Prozent – der Unterschied war statistisch nicht signifikant. Das Sicherheitsprofil sei unauffällig gewesen. Im Markt für Neurodermitis dominieren Biologika wie Dupilumab und Lebrikizumab sowie JAK-Hemmer wie Upadacitinib. Elbtal will die Daten analysieren und bis Jahresende über die Zukunft des Programms entscheiden; die Barmittel reichen nach eigenen Angaben bis Mitte 2028.",
      labels: { event: "readout", company: "Elbtal Pharma", companyOriginal: "Elbtal Pharma", asset: "ELB208", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Spreewerk Therapeutics lizenziert Colitis-Antikörper an Halvorsen Pharma aus",
      text: "Die Berliner Spreewerk Therapeutics hat die weltweiten Rechte an ihrem Antikörper SWT-511 gegen Colitis ulcerosa an das dänische Pharmaunternehmen Halvorsen Pharma lizenziert. Spreewerk erhält eine Vorabzahlung von 45 Millionen Euro sowie bis zu 610 Millionen Euro an erfolgsabhängigen Meilensteinzahlungen und gestaffelte Lizenzgebühren im niedrigen zweistelligen Prozentbereich. Halvorsen übernimmt die weitere klinische Entwicklung ab der Phase II und die Vermarktung. SWT-511 blockiert den Signalweg des Zytokins TL1A, auf den auch mehrere große Konzerne setzen, darunter Merck & Co. mit Tulisokibart und Sanofi mit Duvakitug. Für Spreewerk, 2019 als Ausgründung aus der Berliner Universitätsmedizin entstanden, ist es der erste Lizenzvertrag.",
      labels: { event: "licensing", company: "Spreewerk Therapeutics", companyOriginal: "Spreewerk Therapeutics", asset: "SWT511", indication: "Ulcerative colitis", regulator: null, also: ["Halvorsen Pharma"] },
    },
    {
      title: "Glarona Pharma sichert sich Europarechte an Magenkrebs-Antikörper aus Korea",
      text: "Glarona Pharma baut ihr Onkologie-Portfolio mit einer Einlizenzierung aus Südkorea aus. Das Unternehmen aus Glarus übernimmt von der Daesan Bio mit Sitz in Seoul die exklusiven Rechte für die EU, die Schweiz und Grossbritannien an DSB-1102, einem bispezifischen Antikörper gegen fortgeschrittenen Magenkrebs. Daesan erhält 20 Millionen Dollar im Voraus und kann bis zu 275 Millionen Dollar an Meilensteinen erhalten. DSB-1102 wird in Korea in einer Phase-II-Studie in Kombination mit Chemotherapie in der Erstlinie geprüft; Glarona will sich mit europäischen Zentren an der geplanten Phase III beteiligen. Standard in der Erstlinie sind heute Chemotherapie plus Nivolumab oder, bei Claudin-18.2-positiven Tumoren, Zolbetuximab. Im vergangenen Jahr hatte Glarona mit dem Kauf eines Generikaherstellers in Norditalien für Aufsehen gesorgt.",
      labels: { event: "licensing", company: "Glarona Pharma", companyOriginal: "Glarona Pharma", asset: "DSB1102", indication: "Gastric cancer", regulator: null, also: ["Daesan Bio"] },
    },
    {
      title: "Auwald Biosystems und Norrland Pharma schließen KI-Forschungsallianz gegen Lungenfibrose",
      text: "Leipzig/Stockholm – Die Leipziger Auwald Biosystems und das schwedische Unternehmen Norrland Pharma wollen gemeinsam neue Therapien gegen idiopathische Lungenfibrose (IPF) entdecken. Im Rahmen der Zusammenarbeit nutzt Auwald seine Plattform, die Einzelzell-Daten aus Lungengewebe mit maschinellem Lernen auswertet, um bis zu drei neue Zielstrukturen zu identifizieren; Norrland übernimmt die präklinische und klinische Entwicklung. Auwald erhält eine nicht genannte Vorabzahlung, Forschungsfinanzierung und Meilensteine von bis zu 380 Millionen Euro je Programm. Die seit Jahren zugelassenen Medikamente Nintedanib und Pirfenidon bremsen den Krankheitsverlauf nur; Boehringer Ingelheim brachte im vergangenen Jahr mit Nerandomilast ein weiteres Mittel auf den Markt. Für Auwald ist es die zweite Partnerschaft dieser Art.",
      labels: { event: "partnership", company: "Auwald Biosystems", companyOriginal: "Auwald Biosystems", asset: null, indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Norrland Pharma"] },
    },
    {
      title: "Klagenfurter Lindwurm Therapeutics schließt Serie B über 62 Millionen Euro ab",
      text: "Das Kärntner Biotech-Unternehmen Lindwurm Therapeutics hat eine Finanzierungsrunde der Serie B über 62 Millionen Euro abgeschlossen. Angeführt wurde die Runde vom Wiener Wagniskapitalgeber Karawanken Capital; auch die bisherigen Investoren beteiligten sich. Mit dem Geld will Lindwurm vor allem die Phase-II-Studie seines Komplement-Hemmers LWT-88 bei generalisierter Myasthenia gravis finanzieren, die im ersten Quartal 2027 in Europa und den USA beginnen soll. Der Markt für die Autoimmunerkrankung ist mit FcRn-Blockern wie Efgartigimod und Komplement-Inhibitoren wie Ravulizumab und Zilucoplan zuletzt stark gewachsen. LWT-88 soll als Tablette einmal täglich eingenommen werden können. Das 2021 gegründete Unternehmen beschäftigt 38 Mitarbeitende.",
      labels: { event: "financing", company: "Lindwurm Therapeutics", companyOriginal: "Lindwurm Therapeutics", asset: "LWT88", indication: "Myasthenia gravis", regulator: null, also: ["Karawanken Capital"] },
    },
    {
      title: "G-BA sieht nur geringen Zusatznutzen für Migränemittel von Wesertal Pharma",
      text: "Der Gemeinsame Bundesausschuss (G-BA) hat dem Migränemittel Velquiro (Pradomistat) der Bremer Wesertal Pharma einen Anhaltspunkt für einen geringen Zusatznutzen zuerkannt – allerdings nur für Patienten, bei denen mindestens drei vorbeugende Therapien versagt haben. Für alle übrigen Erwachsenen mit episodischer Migräne sah das Gremium einen Zusatznutzen als nicht belegt an. Das IQWiG hatte in seiner Bewertung im Sommer noch gar keinen Zusatznutzen erkennen können. Velquiro ist seit Februar in der EU zugelassen und konkurriert mit den CGRP-Antikörpern Erenumab, Fremanezumab und Galcanezumab. Auf Grundlage des Beschlusses verhandelt Wesertal nun mit dem GKV-Spitzenverband über den Erstattungsbetrag, der ab dem siebten Monat nach Markteintritt gilt.",
      labels: { event: null, company: "Wesertal Pharma", companyOriginal: "Wesertal Pharma", asset: "pradomistat", indication: "Migraine", regulator: "G-BA" },
    },
    {
      title: "Kestenholz Pharma: Neue Chefin kommt von der Konkurrenz",
      text: "Kestenholz Pharma bekommt eine neue Konzernchefin. Der Verwaltungsrat hat Isabelle Fankhauser zur CEO ernannt; sie tritt ihr Amt am 1. März an und folgt auf Markus Thalmann, der das Unternehmen nach elf Jahren verlässt. Fankhauser leitete zuletzt das Europageschäft eines grossen US-Biotechkonzerns. Unter Thalmann hatte sich die Oltner Firma von einem Generikahersteller zu einem Spezialpharma-Unternehmen mit Fokus auf Nierenkrankheiten gewandelt; das wichtigste Entwicklungsprojekt, KPH-2 gegen IgA-Nephropathie, befindet sich in Phase III, Daten werden 2027 erwartet. An der Börse wurde die Personalie mit einem Kursplus von 2 Prozent aufgenommen. Finanzchef Rolf Imhof führt das Unternehmen bis zum Amtsantritt interimistisch.",
      labels: { event: null, company: "Kestenholz Pharma", companyOriginal: "Kestenholz Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "Sanofi s'offre Vigil Neuroscience pour renforcer sa recherche dans Alzheimer",
      text: "Sanofi a annoncé l'acquisition de la biotech américaine Vigil Neuroscience, spécialisée dans les maladies neurodégénératives. Le groupe français proposera 8 dollars par action en numéraire, auxquels s'ajoute un certificat de valeur conditionnelle (CVR) de 2 dollars par action, payable en cas de première vente commerciale de VG-3927. La transaction valorise Vigil à environ 470 millions de dollars. C'est ce petit agoniste oral de TREM2, en développement clinique précoce dans la maladie d'Alzheimer, qui intéresse Sanofi : il vise à restaurer la fonction protectrice des cellules microgliales du cerveau. Le domaine reste marqué par les débuts commerciaux modestes des anticorps anti-amyloïdes lécanémab et donanémab. La finalisation est attendue dans les prochains mois, sous réserve de l'approbation des actionnaires de Vigil.",
      labels: { event: "acquisition", company: "Sanofi", asset: "VG3927", indication: "Alzheimer's disease", regulator: null, also: ["Vigil Neuroscience"] },
    },
    {
      title: "Abivax lève plus de 650 millions de dollars après le succès d'obefazimod",
      text: "Fort des résultats de phase III de son candidat-médicament dans la rectocolite hémorragique, Abivax a bouclé une levée de fonds de plus de 650 millions de dollars, sous forme d'American Depositary Shares cotées au Nasdaq. Le cours de la biotech française s'était envolé quelques jours plus tôt, après l'annonce que les deux essais d'induction ABTECT avaient atteint leur critère principal. Les fonds doivent servir principalement à mener à son terme le développement clinique d'obefazimod, dont les données de l'essai d'entretien sont attendues en 2026, et à préparer une demande d'autorisation auprès de la FDA. Le marché des maladies inflammatoires chroniques de l'intestin est dominé par des biologiques comme le védolizumab ou l'ustékinumab, ainsi que par les inhibiteurs de JAK.",
      labels: { event: "financing", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Chikungunya : la FDA suspend la licence du vaccin Ixchiq de Valneva",
      text: "Coup dur pour Valneva. L'Agence américaine du médicament (FDA) a suspendu avec effet immédiat la licence de son vaccin contre le chikungunya Ixchiq (VLA1553) aux États-Unis, invoquant des effets indésirables graves signalés après vaccination. Au printemps, les autorités sanitaires américaines avaient déjà recommandé de suspendre son utilisation chez les personnes âgées de 60 ans et plus. Le laboratoire, qui avait obtenu fin 2023 le premier feu vert mondial pour un vaccin contre cette maladie transmise par les moustiques, dit évaluer ses options. Les ventes américaines d'Ixchiq restent modestes au regard du chiffre d'affaires du groupe, porté par ses vaccins du voyageur. Le vaccin demeure autorisé dans l'Union européenne, où il a été utilisé lors de l'épidémie à La Réunion.",
      labels: { event: null, company: "Valneva", asset: "VLA1553", indication: "Chikungunya fever", regulator: "FDA" },
    },
    {
      title: "Milestone Pharmaceuticals : la FDA refuse pour l'instant d'approuver Cardamyst",
      text: "La société montréalaise Milestone Pharmaceuticals a reçu une lettre de réponse complète (CRL) de la Food and Drug Administration américaine concernant sa demande d'homologation de l'étripamil en vaporisateur nasal, sous le nom de Cardamyst, pour traiter les épisodes de tachycardie supraventriculaire paroxystique (TSVP). Selon l'entreprise, l'agence ne demande pas de nouvel essai clinique d'efficacité, mais soulève des questions de chimie, de fabrication et de contrôles, liées notamment aux impuretés de type nitrosamine et au calendrier d'inspection d'un site de fabrication. Milestone entend demander rapidement une rencontre avec la FDA. Le titre, inscrit au Nasdaq, a nettement reculé. L'étripamil permettrait aux patients de traiter eux-mêmes leurs crises, sans devoir se rendre à l'urgence pour une injection d'adénosine.",
      labels: { event: "complete-response-letter", company: "Milestone Pharmaceuticals", companyOriginal: "Milestone Pharmaceuticals", asset: "etripamil", indication: null /* paroxysmal supraventricular tachycardia: not in the registry */, regulator: "FDA" },
    },
    {
      title: "Urticaire chronique spontanée : feu vert de la FDA pour Dupixent",
      text: "Sanofi et son partenaire américain Regeneron ont obtenu de la FDA l'autorisation de commercialiser Dupixent (dupilumab) dans l'urticaire chronique spontanée chez les adultes et les adolescents de 12 ans et plus qui restent symptomatiques malgré un traitement par antihistaminiques H1. Cette approbation repose sur le programme de phase III LIBERTY-CUPID, dans lequel le dupilumab a réduit de manière significative les démangeaisons et l'urticaire par rapport au placebo. L'agence américaine avait refusé une première demande dans cette indication en 2023, réclamant des données d'efficacité supplémentaires. Dupixent, premier médicament du groupe avec plus de 13 milliards d'euros de ventes en 2024, est déjà approuvé dans la dermatite atopique, l'asthme et la BPCO. Dans l'urticaire, il se mesure à l'omalizumab (Xolair).",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "Chronic spontaneous urticaria", regulator: "FDA", also: ["Regeneron"] },
    },
    {
      title: "Vitiligo : la Commission européenne autorise la crème d'Orvalis Pharma",
      text: "Montpellier, le 18 novembre – Orvalis Pharma annonce que la Commission européenne a accordé une autorisation de mise sur le marché à Velisca (ordacitinib crème 1,5 %) pour le traitement du vitiligo non segmentaire avec atteinte faciale chez les patients à partir de 12 ans. Cette décision, valable dans les 27 États membres ainsi qu'en Islande, au Liechtenstein et en Norvège, fait suite à l'avis favorable rendu en septembre par le CHMP de l'Agence européenne des médicaments. Dans l'essai pivot VITAL-2, 34 % des patients traités ont obtenu une repigmentation d'au moins 75 % du visage à 24 semaines, contre 11 % sous véhicule. Velisca sera le deuxième inhibiteur de JAK topique disponible dans cette indication, après le ruxolitinib en crème. Orvalis prévoit un lancement en Allemagne dès le premier trimestre ; la France suivra après l'évaluation par la HAS et la négociation du prix avec le CEPS.",
      labels: { event: "approval", company: "Orvalis Pharma", companyOriginal: "Orvalis Pharma", asset: "ordacitinib", indication: "Vitiligo", regulator: "European Commission" },
    },
    {
      title: "Santé Canada homologue le traitement contre la goutte de Laurentia Thérapeutique",
      text: "LAVAL, QC – Laurentia Thérapeutique inc. a annoncé mardi que Santé Canada a délivré un avis de conformité pour Urivane (calvoprant), un inhibiteur oral de l'URAT1 destiné aux adultes atteints de goutte dont l'hyperuricémie n'est pas maîtrisée par l'allopurinol ou le fébuxostat. Il s'agit du premier produit commercialisé par la société lavalloise, fondée en 2014. Dans l'étude de phase III LTQ-301, menée au Canada et aux États-Unis, 61 % des patients ont atteint une uricémie inférieure à 360 µmol/L après six mois, contre 19 % sous placebo. Laurentia compte lancer Urivane au pays au printemps et négocie avec l'Alliance pancanadienne pharmaceutique en vue d'un remboursement par les régimes publics. Une demande auprès de la FDA doit être déposée en 2027.",
      labels: { event: "approval", company: "Laurentia Therapeutics", companyOriginal: "Laurentia Thérapeutique", asset: "calvoprant", indication: "Gout", regulator: "Health Canada" },
    },
    {
      title: "Sambre Biotherapeutics dépose sa demande d'autorisation aux États-Unis",
      text: "La biotech carolorégienne Sambre Biotherapeutics a soumis à la Food and Drug Administration (FDA) une demande de licence de produit biologique (BLA) pour SBT-220 dans la polyneuropathie inflammatoire démyélinisante chronique (PIDC). Basée à Gosselies, la société s'appuie sur les résultats de l'étude de phase III SAMBRA, présentés en juin, dans laquelle l'anticorps a réduit de 58 % le risque de rechute par rapport au placebo. Le marché de la PIDC, longtemps limité aux immunoglobulines et aux corticoïdes, a été bousculé par l'arrivée de l'efgartigimod de sa voisine argenx. Sambre espère un examen prioritaire ; la FDA dispose de 60 jours pour accepter le dossier. Un dépôt européen est prévu au premier semestre 2027. L'action, cotée sur Euronext Bruxelles, a gagné 4,2 %.",
      labels: { event: "submission", company: "Sambre Biotherapeutics", companyOriginal: "Sambre Biotherapeutics", asset: "SBT220", indication: "Chronic inflammatory demyelinating polyneuropathy", regulator: "FDA" },
    },
    {
      title: "Sorelis Therapeutics : la FDA accepte d'examiner SRL-301 en procédure prioritaire",
      text: "Paris, le 10 novembre – Sorelis Therapeutics (Euronext Growth) annonce que la Food and Drug Administration a accepté le dépôt de sa demande d'autorisation de mise sur le marché (NDA) pour SRL-301 dans le cholangiocarcinome avancé porteur d'une fusion FGFR2, et lui a accordé un examen prioritaire. La date cible d'action fixée par l'agence (PDUFA) est le 9 mai 2027. SRL-301 est un inhibiteur covalent de FGFR2 conçu pour rester actif face aux mutations de résistance qui apparaissent sous pémigatinib ou futibatinib, les deux traitements déjà autorisés. Le dossier repose sur l'étude de phase II SORA-2, où le taux de réponse objective atteignait 46 %. La société dispose d'une trésorerie de 78 millions d'euros, suffisante selon la direction jusqu'au lancement commercial.",
      labels: { event: "filing-acceptance", company: "Sorelis Therapeutics", companyOriginal: "Sorelis Therapeutics", asset: "SRL301", indication: "Biliary tract cancer", regulator: "FDA" },
    },
    {
      title: "Sclérodermie : désignation « Breakthrough Therapy » pour Aubrac Therapeutics",
      text: "La société toulousaine Aubrac Therapeutics a obtenu de la FDA la désignation de thérapie innovante (Breakthrough Therapy Designation) pour ATX-19 dans le traitement de la sclérodermie systémique avec atteinte pulmonaire interstitielle. Ce statut, réservé aux candidats dont les données cliniques préliminaires suggèrent une amélioration substantielle par rapport aux traitements existants, doit accélérer leur développement et leur examen. Il a été accordé sur la base de l'essai de phase II SCLERA, présenté au congrès de l'American College of Rheumatology : la capacité vitale forcée des patients traités s'est stabilisée sur 52 semaines, alors qu'elle déclinait de 120 ml en moyenne sous placebo. Les options restent rares, le nintédanib ne faisant que freiner le déclin respiratoire. Aubrac prépare un essai de phase III qui devrait démarrer mi-2027.",
      labels: { event: "designation", company: "Aubrac Therapeutics", companyOriginal: "Aubrac Therapeutics", asset: "ATX19", indication: "Systemic sclerosis", regulator: "FDA" },
    },
    {
      title: "Kerlann Bio obtient la désignation de médicament orphelin en Europe",
      text: "RENNES – La jeune pousse rennaise Kerlann Bio a obtenu de l'Agence européenne des médicaments (EMA) la désignation de médicament orphelin pour KLB-04, sa thérapie génique optogénétique destinée aux patients atteints de rétinite pigmentaire à un stade avancé. Le traitement vise à rendre photosensibles les cellules ganglionnaires de la rétine, quel que soit le gène en cause, alors que la seule thérapie génique autorisée dans les dystrophies rétiniennes, le voretigene neparvovec (Luxturna), ne s'adresse qu'aux patients porteurs de mutations du gène RPE65. La désignation ouvre droit à une assistance scientifique, à des réductions de redevances et à dix ans d'exclusivité commerciale après autorisation. Un premier essai chez l'homme doit débuter dans deux centres français au second semestre 2027. Kerlann a levé 14 millions d'euros l'an dernier.",
      labels: { event: "designation", company: "Kerlann Bio", companyOriginal: "Kerlann Bio", asset: "KLB04", indication: "Retinitis pigmentosa", regulator: "EMA" },
    },
    {
      title: "Nacre Biotech lance son essai de phase II dans les cancers ORL",
      text: "Marseille – Nacre Biotech a traité le premier patient de son essai de phase II NACRE-HN évaluant NCR-88, un anticorps bispécifique ciblant PD-L1 et le TGF-β, chez des patients atteints d'un carcinome épidermoïde de la tête et du cou en rechute après une immunothérapie. L'essai, autorisé par l'ANSM au printemps, recrutera 120 patients dans une vingtaine de centres en France, en Espagne et en Belgique. Le critère principal est le taux de réponse objective. Chez ces malades, les options après échec du pembrolizumab se limitent le plus souvent à une chimiothérapie ou au cétuximab, avec des survies médianes inférieures à un an. Les premiers résultats intermédiaires sont attendus fin 2027. La société, issue de la recherche académique marseillaise, emploie 45 personnes.",
      labels: { event: "trial-start", company: "Nacre Biotech", companyOriginal: "Nacre Biotech", asset: "NCR88", indication: "Head and neck cancer", regulator: null },
    },
    {
      title: "Endométriose : Valmorel Pharma publie des résultats positifs de phase IIb",
      text: "La société liégeoise Valmorel Pharma a annoncé lundi que son candidat VMP-12 a atteint le critère principal de l'étude de phase IIb EDEN, menée chez 312 femmes souffrant de douleurs modérées à sévères liées à l'endométriose. Après douze semaines, la dose de 40 mg a réduit la douleur pelvienne non menstruelle de 2,1 points de plus que le placebo, sur une échelle de 0 à 10. Contrairement aux antagonistes de la GnRH comme le rélugolix, VMP-12 n'entraîne pas de baisse des œstrogènes et donc pas de perte osseuse, selon l'entreprise. Les effets indésirables les plus fréquents étaient des céphalées et des nausées. Valmorel veut désormais trouver un partenaire pour la phase III. L'action a bondi de 38 % sur Euronext Bruxelles.",
      labels: { event: "readout", company: "Valmorel Pharma", companyOriginal: "Valmorel Pharma", asset: "VMP12", indication: "Endometriosis", regulator: null },
    },
    {
      title: "ESMO : Ardenne Therapeutics présente les premières données cliniques de son ADC ARD-7",
      text: "Lille – Ardenne Therapeutics a présenté au congrès de l'ESMO les premières données de son étude de phase I/II avec ARD-7, un conjugué anticorps-médicament dirigé contre le récepteur alpha du folate, chez des patientes atteintes d'un cancer de l'ovaire résistant au platine. Parmi les 41 patientes évaluables aux doses d'expansion, le taux de réponse objective s'est élevé à 39 %, indépendamment du niveau d'expression de la cible. Aucune toxicité oculaire de grade 3 n'a été observée, alors que ce type d'effet complique l'usage du mirvétuximab soravtansine, seul ADC anti-FRα autorisé. La médiane de survie sans progression n'est pas encore atteinte. Ardenne prévoit d'ouvrir un essai randomisé en 2027 et cherche un partenaire pour l'Asie.",
      labels: { event: "readout", company: "Ardenne Therapeutics", companyOriginal: "Ardenne Therapeutics", asset: "ARD7", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "Lavandou Biologics cède les droits japonais de son anti-TSLP à Hokuyo Pharmaceutical",
      text: "Sophia Antipolis – Lavandou Biologics a conclu un accord de licence exclusive avec le japonais Hokuyo Pharmaceutical portant sur le développement et la commercialisation de LVB-61 au Japon et en Corée du Sud. Hokuyo versera un paiement initial de 18 millions d'euros, puis jusqu'à 190 millions d'euros en fonction d'étapes réglementaires et commerciales, ainsi que des redevances. LVB-61 est un anticorps anti-TSLP à longue durée d'action, administré deux fois par an, en cours d'évaluation dans un essai de phase II dans l'asthme sévère. Il vise le même mécanisme que le tézépélumab d'Amgen et AstraZeneca, injecté toutes les quatre semaines. Lavandou conserve les droits pour le reste du monde et entend financer seule la phase III en Europe et aux États-Unis.",
      labels: { event: "licensing", company: "Lavandou Biologics", companyOriginal: "Lavandou Biologics", asset: "LVB61", indication: "Asthma", regulator: null, also: ["Hokuyo Pharmaceutical"] },
    },
    {
      title: "Sylvane Neurosciences et Helvanor Pharma s'allient pour codévelopper SYL-902 dans Parkinson",
      text: "COMMUNIQUÉ – Lyon, le 5 novembre – Sylvane Neurosciences et Helvanor Pharma annoncent un accord mondial de codéveloppement et de cocommercialisation de SYL-902, un inhibiteur de LRRK2 en phase II dans la maladie de Parkinson. Les deux sociétés partageront à parts égales les coûts de développement ainsi que les profits futurs ; Helvanor versera à Sylvane 60 millions d'euros à la signature et jusqu'à 400 millions d'euros de paiements d'étapes. Sylvane conservera la conduite des essais cliniques, tandis qu'Helvanor prendra en charge la commercialisation hors d'Europe. Aucun traitement ne ralentit aujourd'hui la progression de la maladie ; la lévodopa reste la référence pour les symptômes moteurs. Les résultats de l'étude de phase II sont attendus au second semestre 2027.",
      labels: { event: "partnership", company: "Sylvane Neurosciences", companyOriginal: "Sylvane Neurosciences", asset: "SYL902", indication: "Parkinson's disease", regulator: null, also: ["Helvanor Pharma"] },
    },
    {
      title: "Mirabel Bio s'associe à Halden Biologics pour son vaccin contre le VRS",
      text: "La biotech québécoise Mirabel Bio a conclu une entente de partenariat avec l'américaine Halden Biologics pour le développement et la fabrication de son candidat vaccin MBV-3 contre le virus respiratoire syncytial (VRS) chez les personnes âgées. Halden fournira ses capacités de production d'ARN messager et financera une partie de l'essai de phase II prévu en 2027, en échange d'une part des revenus futurs en Amérique du Nord. Les modalités financières n'ont pas été divulguées. Plusieurs vaccins contre le VRS sont déjà offerts aux aînés, dont Arexvy de GSK et Abrysvo de Pfizer, mais Mirabel mise sur une protection plus durable après une seule dose. Le président-directeur général, Éric Lapointe, a qualifié l'entente de « tournant » pour l'entreprise, qui compte une trentaine d'employés.",
      labels: { event: "partnership", company: "Mirabel Bio", companyOriginal: "Mirabel Bio", asset: "MBV3", indication: "RSV infection", regulator: null, also: ["Halden Biologics"] },
    },
    {
      title: "Rambert Pharma rachète Ciblea Bio pour 320 millions d'euros",
      text: "Le laboratoire familial lyonnais Rambert Pharma a annoncé l'acquisition de la biotech parisienne Ciblea Bio pour 320 millions d'euros, dont 210 millions payés à la signature et le reste sous forme de paiements conditionnels. L'opération vise avant tout CBL-5, un anticorps en phase II dans le prurigo nodulaire, une maladie de peau provoquant des démangeaisons intenses, où le dupilumab et le némolizumab sont déjà autorisés. Rambert, qui réalise 1,1 milliard d'euros de chiffre d'affaires, essentiellement en dermatologie, cherche à compenser l'arrivée des génériques sur son principal produit. Les actionnaires de Ciblea, parmi lesquels plusieurs fonds de capital-risque, ont déjà donné leur accord. La transaction devrait être finalisée d'ici la fin de l'année.",
      labels: { event: "acquisition", company: "Rambert Pharma", companyOriginal: "Rambert Pharma", asset: "CBL5", indication: "Prurigo nodularis", regulator: null, also: ["Ciblea Bio"] },
    },
    {
      title: "Saguenay Therapeutics récolte 85 millions $ pour son traitement contre la maladie de Huntington",
      text: "La biotech montréalaise Saguenay Therapeutics a clôturé une ronde de financement de série B de 85 millions de dollars canadiens menée par le fonds Capitale Boréale, avec la participation de ses investisseurs existants. Les fonds serviront principalement à faire progresser SGT-14, un petit ARN interférent administré par voie intrathécale qui réduit la production de la huntingtine mutée, jusqu'à la fin d'un essai de phase I/II au Canada et en Europe. La maladie de Huntington, héréditaire et mortelle, ne dispose d'aucun traitement modifiant son évolution ; plusieurs approches visant à abaisser la huntingtine ont échoué par le passé, dont le tominersen de Roche en 2021. Saguenay compte publier ses premières données sur la huntingtine dans le liquide céphalorachidien à la fin de 2027.",
      labels: { event: "financing", company: "Saguenay Therapeutics", companyOriginal: "Saguenay Therapeutics", asset: "SGT14", indication: "Huntington's disease", regulator: null, also: ["Capitale Boréale"] },
    },
    {
      title: "Mélanome : la HAS accorde une ASMR IV au tidrafénib de Lorvane Pharma",
      text: "La commission de la transparence de la Haute Autorité de santé (HAS) a rendu son avis sur le tidrafénib (Tidravo), l'inhibiteur de BRAF de nouvelle génération de Lorvane Pharma, dans le mélanome avancé porteur d'une mutation BRAF V600. Elle lui reconnaît un service médical rendu important, mais une amélioration du service médical rendu mineure (ASMR IV) par rapport à l'association dabrafénib-tramétinib. La commission relève l'absence de comparaison directe avec les immunothérapies anti-PD-1, qui restent le traitement de première intention. Cet avis ouvre la voie aux négociations de prix avec le Comité économique des produits de santé (CEPS). Autorisé par la Commission européenne en mai, le médicament est disponible en accès précoce dans une cinquantaine d'hôpitaux français depuis l'an dernier.",
      labels: { event: null, company: "Lorvane Pharma", companyOriginal: "Lorvane Pharma", asset: "tidrafenib", indication: "Melanoma", regulator: "Haute Autorité de Santé" },
    },
  ],
  es: [
    {
      title: "Novo Nordisk compra Akero Therapeutics por hasta 5.200 millones de dólares",
      text: "La danesa Novo Nordisk ha acordado la compra de la estadounidense Akero Therapeutics para reforzarse en las enfermedades hepáticas de origen metabólico. Pagará 54 dólares por acción en efectivo, más un derecho de valor contingente (CVR) de 6 dólares por acción ligado a la aprobación en Estados Unidos del efruxifermin para la cirrosis compensada causada por MASH. En total, la operación valora Akero en hasta unos 5.200 millones de dólares. El efruxifermin, un análogo de FGF21 que se administra una vez por semana, está en fase 3. La MASH, antes conocida como NASH, ya cuenta con tratamientos aprobados como el resmetirom de Madrigal y el propio Wegovy de Novo, pero ninguno para los pacientes que ya han desarrollado cirrosis. La operación debe recibir aún el visto bueno de los accionistas de Akero y de las autoridades de competencia.",
      labels: { event: "acquisition", company: "Novo Nordisk", asset: "efruxifermin", indication: "MASH", regulator: null, also: ["Akero Therapeutics"] },
    },
    {
      title: "Novo Nordisk sube en bolsa tras una pérdida de peso del 22% con amycretin",
      text: "Novo Nordisk ha presentado los resultados de un ensayo de fase 1b/2a con la versión inyectable de amycretin, su candidato contra la obesidad, en el que los pacientes con la dosis más alta perdieron un 22% de su peso corporal tras 36 semanas de tratamiento. El compuesto, que se administra una vez a la semana por vía subcutánea, actúa en una sola molécula sobre los receptores de GLP-1 y de amilina. Los inversores celebraron los datos tras la decepción de diciembre con CagriSema, que se quedó por debajo de lo esperado en su ensayo de fase 3, y la acción subió con fuerza en Copenhague. La farmacéutica danesa compite con Eli Lilly, cuya tirzepatida lidera el crecimiento del mercado estadounidense de la obesidad. Novo prevé seguir avanzando en el desarrollo clínico de amycretin.",
      labels: { event: "readout", company: "Novo Nordisk", asset: "amycretin", indication: "Obesity", regulator: null },
    },
    {
      title: "La FDA aprueba Zepzelca de PharmaMar con atezolizumab como mantenimiento en primera línea",
      text: "La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) ha aprobado Zepzelca (lurbinectedina) en combinación con atezolizumab (Tecentriq) como tratamiento de mantenimiento de primera línea para adultos con cáncer de pulmón microcítico en estadio extendido cuya enfermedad no ha progresado tras la inducción con atezolizumab, carboplatino y etopósido, según ha comunicado PharmaMar. La aprobación se basa en el ensayo de fase 3 IMforte, en el que la combinación redujo el riesgo de progresión y de muerte frente a atezolizumab en monoterapia. Jazz Pharmaceuticals, que tiene la licencia de lurbinectedina en Estados Unidos, se encargará de la comercialización. Zepzelca contaba desde 2020 con una aprobación acelerada en segunda línea. Para la compañía de Colmenar Viejo supone el salto a una población de pacientes mucho mayor.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA", also: ["Jazz Pharmaceuticals", "atezolizumab"] },
    },
    {
      title: "Eli Lilly adquiere Verve Therapeutics por hasta 1.300 millones para apostar por la edición genética",
      text: "Eli Lilly ha alcanzado un acuerdo para comprar Verve Therapeutics, la biotecnológica de Boston pionera en la edición de bases para enfermedades cardiovasculares. La farmacéutica de Indianápolis pagará 10,50 dólares por acción en efectivo más un derecho de valor contingente de hasta 3 dólares por acción, lo que eleva el valor total de la operación a unos 1.300 millones de dólares. El principal atractivo es VERVE-102, una terapia de edición génica de administración única diseñada para desactivar el gen PCSK9 en el hígado y reducir de forma duradera el colesterol LDL, en ensayo de fase 1b en pacientes con hipercolesterolemia familiar heterocigota o enfermedad coronaria prematura. El pago del CVR depende de que se dosifique al primer paciente en un ensayo de fase 3 en Estados Unidos. Lilly ya colaboraba con Verve desde 2023.",
      labels: { event: "acquisition", company: "Eli Lilly", asset: "VERVE102", indication: "Familial hypercholesterolemia", regulator: null, also: ["Verve Therapeutics"] },
    },
    {
      title: "Almirall se alía con Absci para diseñar anticuerpos con inteligencia artificial",
      text: "Almirall ha firmado un acuerdo de colaboración con la estadounidense Absci para descubrir y desarrollar dos nuevos tratamientos en dermatología mediante su plataforma de inteligencia artificial generativa. Absci podrá recibir hasta 650 millones de dólares entre pago inicial, financiación de la investigación y pagos por hitos, además de royalties sobre las ventas. Almirall asumirá el desarrollo clínico y la comercialización de los candidatos que surjan de la alianza. La compañía que preside Jorge Gallardo ha hecho de la dermatología médica su principal apuesta, con lanzamientos como Ebglyss (lebrikizumab) en la dermatitis atópica, y busca reforzar su cartera temprana con acuerdos de este tipo. Las condiciones concretas del pago inicial no se han hecho públicas.",
      labels: { event: "partnership", company: "Almirall", asset: null, indication: null, regulator: null, also: ["Absci"] },
    },
    {
      title: "Bruselas autoriza la crema de Barcino Pharma para el eccema crónico de manos",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Dermavex (brenamilast crema), el primer fármaco de desarrollo propio de la barcelonesa Barcino Pharma, para el tratamiento del eccema crónico de manos moderado a grave en adultos que no responden a los corticoides tópicos. La decisión llega dos meses después de la opinión positiva del CHMP de la Agencia Europea de Medicamentos. En el ensayo de fase 3 BARHAND, el 38% de los pacientes alcanzó una piel limpia o casi limpia a las 16 semanas, frente al 14% con vehículo. Hasta ahora, el único tratamiento tópico aprobado específicamente para esta enfermedad en Europa era la crema de delgocitinib. Barcino lanzará el producto primero en Alemania y los países nórdicos; en España, el precio y la financiación dependerán de la Comisión Interministerial de Precios de los Medicamentos.",
      labels: { event: "approval", company: "Barcino Pharma", companyOriginal: "Barcino Pharma", asset: "brenamilast", indication: "Chronic hand eczema", regulator: "European Commission" },
    },
    {
      title: "Cofepris autoriza ensayo clínico de antiviral mexicano contra el dengue",
      text: "CIUDAD DE MÉXICO.- La Comisión Federal para la Protección contra Riesgos Sanitarios (Cofepris) otorgó a la empresa mexicana Tonalli Bio la autorización para realizar un ensayo clínico de fase 1/2 con TNB-07, un antiviral oral contra el dengue desarrollado en sus laboratorios de Guadalajara. El estudio incluirá a 160 participantes en hospitales de Yucatán, Veracruz y Guerrero, estados con alta incidencia de la enfermedad. Actualmente no existe ningún antiviral aprobado contra el dengue: la atención se limita a la hidratación y el control de síntomas, y las vacunas disponibles en otros países tienen un uso restringido. Tras los brotes récord registrados en América Latina en 2024, la empresa ve un mercado regional importante. Tonalli Bio prevé reclutar al primer paciente en el primer trimestre de 2027.",
      labels: { event: "approval", company: "Tonalli Bio", companyOriginal: "Tonalli Bio", asset: "TNB07", indication: "Dengue", regulator: "COFEPRIS" },
    },
    {
      title: "Meseta Therapeutics solicita a la EMA la autorización de su fármaco contra la leucemia mieloide aguda",
      text: "La biotecnológica madrileña Meseta Therapeutics ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de MST-101 para pacientes con leucemia mieloide aguda en recaída o refractaria con mutación de NPM1. La compañía, que cotiza en BME Growth, basa la petición en el estudio pivotal de fase 2 MERIDA, en el que el 31% de los pacientes logró una remisión completa. MST-101 es un inhibidor oral de la interacción menina-KMT2A, la misma clase que la revumenib de Syndax y la ziftomenib de Kura Oncology, ya aprobadas en Estados Unidos. Meseta espera una decisión en el primer semestre de 2028 y ha iniciado conversaciones con posibles socios para la comercialización fuera de España. Las acciones subieron un 9% tras el anuncio.",
      labels: { event: "submission", company: "Meseta Therapeutics", companyOriginal: "Meseta Therapeutics", asset: "MST101", indication: "Acute myeloid leukemia", regulator: "EMA" },
    },
    {
      title: "La FDA admite a trámite el fármaco de Galaica Biotech para la alopecia areata",
      text: "Galaica Biotech, con sede en Santiago de Compostela, ha anunciado que la FDA estadounidense ha aceptado revisar su solicitud de nuevo fármaco (NDA) para GLB-220 en adultos y adolescentes con alopecia areata grave. La agencia ha fijado el 30 de junio de 2027 como fecha de decisión según la ley PDUFA. GLB-220 es un inhibidor oral de JAK1 de toma diaria que, en el ensayo de fase 3, consiguió que el 41% de los pacientes recuperara al menos el 80% del cabello del cuero cabelludo a las 24 semanas. El mercado ya cuenta con baricitinib de Lilly, ritlecitinib de Pfizer y deuruxolitinib de Sun Pharma. La compañía gallega cerró en septiembre una ronda de 45 millones de euros para preparar la comercialización en Estados Unidos, donde busca un socio.",
      labels: { event: "filing-acceptance", company: "Galaica Biotech", companyOriginal: "Galaica Biotech", asset: "GLB220", indication: "Alopecia areata", regulator: "FDA" },
    },
    {
      title: "Picos Bio recibe la designación Fast Track de la FDA para su terapia contra la ataxia de Friedreich",
      text: "La asturiana Picos Bio ha obtenido la designación de vía rápida (Fast Track) de la FDA para PCB-33, su terapia génica para la ataxia de Friedreich, una enfermedad neurodegenerativa hereditaria poco frecuente que suele manifestarse en la infancia o la adolescencia. La designación permite un diálogo más frecuente con la agencia y la posibilidad de presentar la solicitud de aprobación por partes. PCB-33 busca restaurar la producción de frataxina en las neuronas y en el corazón mediante un vector AAV de administración única. El único fármaco aprobado, la omaveloxolona (Skyclarys), mejora algunos síntomas pero no corrige el déficit de la proteína. Picos Bio, fundada en Oviedo en 2020, espera tratar al primer paciente de su ensayo de fase 1/2 en España a mediados de 2027.",
      labels: { event: "designation", company: "Picos Bio", companyOriginal: "Picos Bio", asset: "PCB33", indication: "Friedreich's ataxia", regulator: "FDA" },
    },
    {
      title: "Una biotecnológica argentina obtiene la designación de medicamento huérfano en Estados Unidos",
      text: "Pampa Biotech, una empresa de biotecnología con base en Buenos Aires, anunció que la FDA le otorgó la designación de medicamento huérfano a PBT-9, una terapia celular CAR-T que desarrolla para niños y jóvenes con leucemia linfoblástica aguda de células B en recaída. La designación otorga beneficios fiscales y siete años de exclusividad comercial en Estados Unidos si el producto es aprobado. PBT-9 se está probando en un estudio de fase 1 en dos hospitales porteños, con autorización de la ANMAT; según la compañía, 7 de los 9 pacientes tratados hasta ahora alcanzaron la remisión. En el mundo ya existen terapias CAR-T aprobadas para esta leucemia, como tisagenlecleucel, pero su costo supera los 400.000 dólares por paciente y resulta inaccesible para la mayoría de los sistemas de salud de la región.",
      labels: { event: "designation", company: "Pampa Biotech", companyOriginal: "Pampa Biotech", asset: "PBT9", indication: "Acute lymphoblastic leukemia", regulator: "FDA" },
    },
    {
      title: "Ribera Pharma se desploma en bolsa tras recibir una carta de respuesta completa de la FDA",
      text: "Las acciones de Ribera Pharma cayeron un 27% en el Mercado Continuo después de que la compañía valenciana comunicara que la FDA ha emitido una carta de respuesta completa (CRL) sobre su solicitud de aprobación de RBP-515 para la vejiga hiperactiva. La agencia considera que el ensayo de fase 3 no aporta pruebas suficientes de eficacia en los mayores de 65 años, el grueso del mercado potencial, y pide un estudio adicional. Ribera sostiene que los datos globales cumplieron los dos criterios principales y solicitará una reunión con la FDA en las próximas semanas. RBP-515 es un agonista beta-3 de una sola toma diaria, como el mirabegrón y el vibegrón, ya comercializados. La compañía había previsto lanzar el producto en Estados Unidos con un socio en la segunda mitad de 2027.",
      labels: { event: "complete-response-letter", company: "Ribera Pharma", companyOriginal: "Ribera Pharma", asset: "RBP515", indication: "Overactive bladder", regulator: "FDA" },
    },
    {
      title: "Gorbea Therapeutics inicia su ensayo de fase 2 en glioblastoma",
      text: "Derio (Bizkaia) – Gorbea Therapeutics ha tratado al primer paciente de su ensayo clínico de fase 2 con GRB-12, un virus oncolítico modificado para el glioblastoma recurrente. La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) autorizó el estudio en julio. El ensayo reclutará a 64 pacientes en España y Portugal, que recibirán GRB-12 mediante inyección en el tumor durante la cirugía, seguida de temozolomida. El glioblastoma es el tumor cerebral maligno más frecuente en adultos, y la supervivencia media apenas supera los 15 meses con el tratamiento estándar de cirugía, radioterapia y temozolomida. En la fase 1, tres de los 18 pacientes tratados seguían vivos a los dos años. Gorbea prevé comunicar datos preliminares a finales de 2027.",
      labels: { event: "trial-start", company: "Gorbea Therapeutics", companyOriginal: "Gorbea Therapeutics", asset: "GRB12", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Chilena Cordillera Bio reporta resultados positivos en ensayo contra el Chagas",
      text: "La biotecnológica chilena Cordillera Bio informó que su compuesto CRD-4 alcanzó el objetivo principal de un estudio de fase 2 en adultos con enfermedad de Chagas crónica, realizado en Bolivia, Argentina y Chile. Doce meses después de un tratamiento de ocho semanas, el 84% de los pacientes que recibieron CRD-4 tenía una PCR negativa para Trypanosoma cruzi, frente al 79% con benznidazol, el tratamiento estándar, y con la mitad de abandonos por efectos adversos. El benznidazol y el nifurtimox, desarrollados hace más de cincuenta años, provocan reacciones cutáneas y digestivas que llevan a muchos pacientes a dejar la terapia. La enfermedad afecta a unos seis millones de personas en América Latina. Cordillera buscará financiamiento de organismos internacionales para un ensayo de fase 3.",
      labels: { event: "readout", company: "Cordillera Bio", companyOriginal: "Cordillera Bio", asset: "CRD4", indication: null /* Chagas disease: not in the registry */, regulator: null },
    },
    {
      title: "Albufera Biotech licencia su terapia para la artrosis a la estadounidense Kessler Pharma",
      text: "Valencia – Albufera Biotech ha cerrado un acuerdo de licencia exclusiva con Kessler Pharma por el que la compañía estadounidense obtiene los derechos mundiales, salvo en España y Portugal, de ALB-3, una inyección intraarticular en desarrollo para la artrosis de rodilla. Kessler pagará 25 millones de dólares por adelantado y hasta 480 millones adicionales por hitos de desarrollo y ventas, además de royalties escalonados. ALB-3 completó el año pasado un ensayo de fase 2 en el que redujo el dolor a seis meses frente al ácido hialurónico. La artrosis afecta a más de 500 millones de personas en el mundo, y los tratamientos actuales, como los antiinflamatorios o las infiltraciones de corticoides, solo alivian los síntomas. Albufera conservará la comercialización en la península ibérica.",
      labels: { event: "licensing", company: "Albufera Biotech", companyOriginal: "Albufera Biotech", asset: "ALB3", indication: "Osteoarthritis", regulator: null, also: ["Kessler Pharma"] },
    },
    {
      title: "Tajo Pharma se hace con los derechos ibéricos de un nuevo fármaco para la hipertensión resistente",
      text: "Tajo Pharma ha firmado un acuerdo con la sueca Lindqvist Therapeutics para comercializar en España y Portugal el velodrostat, un inhibidor de la aldosterona sintasa para la hipertensión resistente que está en revisión por la Agencia Europea de Medicamentos. La farmacéutica toledana pagará 8 millones de euros a la firma del contrato y hasta 30 millones más ligados a la aprobación y a objetivos de ventas. La hipertensión resistente, que no se controla con tres o más antihipertensivos, afecta a alrededor del 10% de los hipertensos. En la misma clase compiten el baxdrostat de AstraZeneca y el lorundrostat. Tajo, con una facturación de 140 millones de euros, ha cerrado cinco acuerdos de licencia en los dos últimos años para ampliar su cartera cardiovascular.",
      labels: { event: "licensing", company: "Tajo Pharma", companyOriginal: "Tajo Pharma", asset: "velodrostat", indication: "Resistant hypertension", regulator: null, also: ["Lindqvist Therapeutics"] },
    },
    {
      title: "La granadina Nazarí Therapeutics cierra una ronda de 38 millones para su terapia contra la diabetes tipo 1",
      text: "Nazarí Therapeutics, biotecnológica con sede en el Parque Tecnológico de la Salud de Granada, ha cerrado una ronda de financiación serie A de 38 millones de euros liderada por el fondo Bética Capital, con la participación de inversores internacionales. El dinero se destinará principalmente a llevar a la clínica NZT-41, una terapia de células productoras de insulina encapsuladas que no requiere inmunosupresión, con un primer ensayo previsto en 2027. La diabetes tipo 1 obliga a los pacientes a depender de por vida de la insulina; el único fármaco que retrasa su aparición, el teplizumab, está aprobado en Estados Unidos desde 2022. La compañía, fundada en 2022, prevé duplicar su plantilla hasta los 50 empleados.",
      labels: { event: "financing", company: "Nazarí Therapeutics", companyOriginal: "Nazarí Therapeutics", asset: "NZT41", indication: "Type 1 diabetes", regulator: null, also: ["Bética Capital"] },
    },
    {
      title: "Dehesa Bio capta 25 millones en una ampliación de capital en BME Growth",
      text: "Dehesa Bio, la biotecnológica de Cáceres especializada en enfermedades respiratorias, ha completado una ampliación de capital de 25 millones de euros mediante una colocación acelerada entre inversores institucionales, a 4,10 euros por acción, con un descuento del 8% sobre el cierre del día anterior. Según la compañía, los fondos se repartirán entre sus tres programas clínicos —DHB-1 en fibrosis quística, DHB-4 en bronquiectasias y DHB-7 en fibrosis pulmonar idiopática— y permitirán extender la caja hasta 2028. En bronquiectasias, Dehesa competirá con el brensocatib de Insmed, ya aprobado en Estados Unidos. La acción cayó un 5% en la sesión.",
      labels: { event: "financing", company: "Dehesa Bio", companyOriginal: "Dehesa Bio", asset: null, indication: null, regulator: null },
    },
    {
      title: "Sanidad financiará el fármaco de Tarraco Pharma para el colesterol",
      text: "La Comisión Interministerial de Precios de los Medicamentos (CIPM) del Ministerio de Sanidad ha acordado incluir en la financiación pública el ledorisiran (Colvera), el ARN de interferencia de Tarraco Pharma para la hipercolesterolemia, aunque restringido a pacientes de muy alto riesgo cardiovascular que no alcanzan sus objetivos de colesterol LDL con estatinas y ezetimiba. El precio acordado no se ha hecho público. El fármaco, que se inyecta dos veces al año, recibió la autorización de la Comisión Europea hace catorce meses. Compite con el inclisiran de Novartis, con el mismo mecanismo y pauta, y con los anticuerpos anti-PCSK9 evolocumab y alirocumab. La compañía tarraconense espera que esté disponible en los hospitales a partir de enero.",
      labels: { event: null, company: "Tarraco Pharma", companyOriginal: "Tarraco Pharma", asset: "ledorisiran", indication: "Hypercholesterolemia", regulator: "CIPM" },
    },
    {
      title: "Quimbaya Biologics inaugura en Antioquia su planta de biosimilares",
      text: "MEDELLÍN – La farmacéutica colombiana Quimbaya Biologics inauguró en Rionegro (Antioquia) una planta de producción de anticuerpos monoclonales biosimilares en la que ha invertido 120 millones de dólares. La instalación, con biorreactores de un solo uso de hasta 2.000 litros, producirá inicialmente biosimilares de trastuzumab y bevacizumab para Colombia, Perú y Ecuador, y dará empleo a 350 personas. La empresa espera obtener en 2027 la certificación de buenas prácticas de manufactura necesaria para exportar a Centroamérica. Colombia importa hoy la mayor parte de los medicamentos biotecnológicos que consume, y el Gobierno ha hecho de la producción local una prioridad. El presidente de la compañía, Andrés Restrepo, dijo que la siguiente fase incluirá una línea de llenado de viales.",
      labels: { event: null, company: "Quimbaya Biologics", companyOriginal: "Quimbaya Biologics", asset: null, indication: null, regulator: null },
    },
  ],
};
