import type { BriefArticle } from "./briefs";

/**
 * Fourteenth held-out set for the English brief benchmark: 20 short articles each in German
 * (German, Austrian and Swiss outlets), French (French, Belgian and Québec outlets) and Spanish
 * (Spanish and Latin American outlets), written as trade news, business press, regulated
 * announcements and press releases. Written and labelled by hand by a helper session on
 * 2026-11-29, without the engine's code, its tests or docs or any other gold set open; only the
 * registry data files (companies, drugs, diseases, regulators) were read, for the registry's names.
 * To be measured once. The labels were set before any measurement and are not to be edited.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure left out):
 * - de: Bayer, acquisition of Vividion Therapeutics for $1.5B upfront plus up to $500M (acquisition, August 2021)
 * - de: Boehringer Ingelheim, spesolimab (Spevigo) approved by the FDA for flares of generalized pustular psoriasis (approval, September 2022)
 * - de: Merck KGaA, evobrutinib EVOLUTION RMS 1 and 2 phase III miss the primary endpoint vs teriflunomide in relapsing MS (readout, December 2023)
 * - de: Roche, acquisition of Telavant from Roivant for $7.1B upfront plus a $150M milestone, RVT-3101/afimkibart (acquisition, October 2023)
 * - de: CureVac, new licence agreement giving GSK full control of the mRNA flu and COVID-19 vaccines, €400M upfront (licensing, July 2024)
 * - fr: Sanofi, acquisition of Kadmon for $9.50 a share, about $1.9B, Rezurock/belumosudil (acquisition, September 2021)
 * - fr: UCB, zilucoplan (Zilbrysq) approved by the FDA in generalized myasthenia gravis (approval, October 2023)
 * - fr: DBV Technologies, FDA complete response letter for Viaskin Peanut (complete-response-letter, August 2020)
 * - fr: Repare Therapeutics, worldwide licence of camonsertib (RP-3500) to Roche, $125M upfront (licensing, June 2022)
 * - fr: Sanofi, 78% cut of the US list price of Lantus and a $35 monthly out-of-pocket cap (null, March 2023)
 * - es: Grifols, shares plunge after a Gotham City Research short-seller report (null, January 2024)
 * - es: PharmaMar, exclusive US licence of lurbinectedin to Jazz Pharmaceuticals, $200M upfront (licensing, December 2019)
 * - es: Takeda, dengue vaccine Qdenga (TAK-003) approved by Brazil's Anvisa for ages 4 to 60 (approval, March 2023)
 * - es: AbbVie, acquisition of Cerevel Therapeutics for $45 a share, about $8.7B (acquisition, December 2023)
 * - es: Eli Lilly, retatrutide phase 2 obesity results at ADA, 24.2% weight loss at 48 weeks (readout, June 2023)
 *
 * All other articles are invented, about fictional companies (Elbtal Therapeutics, Tauernbio,
 * Säntis Pharma, Meuse Biotherapeutics, Laurentia Biosciences, Nordet Pharma, Almazara
 * Therapeutics, Xolobiotec, Cíes Biotech…) and medicines whose names, brands and research codes
 * were checked not to be in the registry files.
 */
export const GOLD14_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "Bayer kauft US-Biotechfirma Vividion für bis zu zwei Milliarden Dollar",
      text: "Bayer verstärkt sich in der Wirkstoffforschung mit einem Zukauf in Kalifornien. Der Leverkusener Konzern übernimmt die Vividion Therapeutics aus San Diego für 1,5 Milliarden US-Dollar in bar, hinzu kommen mögliche erfolgsabhängige Zahlungen von bis zu 500 Millionen Dollar. Vividion entwickelt mit einer chemoproteomischen Plattform niedermolekulare Wirkstoffe gegen Zielproteine, die bislang als nicht adressierbar galten, vor allem in der Onkologie und bei Immunerkrankungen. Das Unternehmen soll als eigenständige Einheit weitergeführt werden, ähnlich wie die Gentherapie-Tochter AskBio, die Bayer im Jahr zuvor übernommen hatte. Der Abschluss der Transaktion wird für das dritte Quartal erwartet, vorbehaltlich der kartellrechtlichen Freigaben.",
      labels: { event: "acquisition", company: "Bayer", asset: null, indication: null, regulator: null, also: ["Vividion Therapeutics"] },
    },
    {
      title: "FDA lässt Spevigo von Boehringer Ingelheim gegen Schübe der generalisierten pustulösen Psoriasis zu",
      text: "Die US-Arzneimittelbehörde FDA hat Spevigo (Spesolimab) von Boehringer Ingelheim zur Behandlung von Schüben der generalisierten pustulösen Psoriasis (GPP) bei Erwachsenen zugelassen. Damit steht in den USA erstmals eine gezielte Therapie für die seltene, potenziell lebensbedrohliche Hauterkrankung zur Verfügung. Der intravenös verabreichte Antikörper blockiert den Interleukin-36-Rezeptor. Grundlage der Entscheidung ist die Studie Effisayil 1, in der nach einer Woche 54 Prozent der Patienten unter Spesolimab keine sichtbaren Pusteln mehr aufwiesen, gegenüber 6 Prozent unter Placebo. Bisher wurden GPP-Schübe mit Retinoiden, Ciclosporin oder Biologika behandelt, die für die gewöhnliche Plaque-Psoriasis entwickelt worden waren.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "spesolimab", indication: "Generalized pustular psoriasis", regulator: "FDA" },
    },
    {
      title: "Rückschlag für Merck KGaA: Evobrutinib verfehlt Ziel in Phase-III-Studien zu Multipler Sklerose",
      text: "Der Darmstädter Merck-Konzern ist mit seinem Hoffnungsträger Evobrutinib in der Multiplen Sklerose gescheitert. Die beiden Phase-III-Studien EVOLUTION RMS 1 und 2 hätten den primären Endpunkt nicht erreicht, teilte das Unternehmen mit: Der BTK-Hemmer senkte die jährliche Schubrate bei schubförmiger MS nicht stärker als das Vergleichspräparat Teriflunomid (Aubagio) von Sanofi. Merck will die vollständigen Daten auf einem wissenschaftlichen Kongress vorstellen. Evobrutinib galt als eines der wichtigsten Pipeline-Projekte des Konzerns; konkurrierende BTK-Hemmer wie Tolebrutinib von Sanofi und Fenebrutinib von Roche befinden sich ebenfalls in späten Studien. Die Aktie geriet nach der Mitteilung deutlich unter Druck.",
      labels: { event: "readout", company: "Merck KGaA", asset: "evobrutinib", indication: "Multiple sclerosis", regulator: null },
    },
    {
      title: "Roche übernimmt Telavant von Roivant für 7,1 Milliarden Dollar",
      text: "Roche setzt bei chronisch entzündlichen Darmerkrankungen auf einen neuen Wirkmechanismus. Der Basler Pharmakonzern kauft dem US-Unternehmen Roivant Sciences die Tochter Telavant ab und zahlt dafür 7,1 Milliarden Dollar im Voraus; hinzu kommt eine kurzfristige Meilensteinzahlung von 150 Millionen Dollar. Kern des Geschäfts ist RVT-3101, ein Antikörper gegen das Protein TL1A, der in einer Phase-IIb-Studie bei Colitis ulcerosa überzeugt hatte und nun bei Colitis ulcerosa und Morbus Crohn in die Phase III gehen soll. Roche erhält die Rechte in den USA und Japan. Erst im Frühjahr hatte Merck & Co. für 10,8 Milliarden Dollar Prometheus Biosciences übernommen, das mit PRA023 einen ähnlichen Ansatz verfolgt.",
      labels: { event: "acquisition", company: "Roche", asset: "afimkibart", indication: "Inflammatory bowel disease", regulator: null, also: ["Roivant Sciences", "Telavant"] },
    },
    {
      title: "CureVac überträgt mRNA-Impfstoffe gegen Grippe und Covid an GSK",
      text: "Das Tübinger Biotechunternehmen CureVac ordnet seine Zusammenarbeit mit dem britischen Pharmakonzern GSK neu. Nach einer neuen Lizenzvereinbarung übernimmt GSK die volle Kontrolle über Entwicklung, Herstellung und Vermarktung der mRNA-Impfstoffkandidaten gegen Grippe und Covid-19 einschließlich möglicher Kombinationen. CureVac erhält dafür eine Vorabzahlung von 400 Millionen Euro sowie bis zu 1,05 Milliarden Euro an Entwicklungs-, Zulassungs- und Umsatzmeilensteinen und gestaffelte Lizenzgebühren. Gleichzeitig kündigte das Unternehmen einen Umbau an, bei dem rund 30 Prozent der Stellen wegfallen sollen. Die beiden Partner arbeiten seit 2020 zusammen.",
      labels: { event: "licensing", company: "CureVac", asset: null, indication: null, regulator: null, also: ["GSK"] },
    },
    {
      title: "Elbtal Therapeutics reicht Zulassungsantrag für ETL-417 bei der EMA ein",
      text: "Dresden, 12. November 2026 – Die Elbtal Therapeutics GmbH hat bei der Europäischen Arzneimittel-Agentur (EMA) den Antrag auf Marktzulassung für ETL-417 zur Behandlung erwachsener Patienten mit chronischer Immunthrombozytopenie (ITP) eingereicht. ETL-417 ist ein oral verfügbarer, reversibler BTK-Hemmer. Der Antrag stützt sich auf die Phase-III-Studie ELBE-1 mit 212 Patienten, in der 41 Prozent unter ETL-417 ein dauerhaftes Thrombozytenansprechen erreichten, verglichen mit 9 Prozent unter Placebo. Nach Kortikosteroiden stehen den Patienten bisher vor allem Thrombopoetin-Rezeptor-Agonisten wie Eltrombopag und Romiplostim zur Verfügung. Mit einer Entscheidung der EU-Kommission rechnet das Unternehmen im ersten Halbjahr 2028; für die Vermarktung in Europa sucht Elbtal einen Partner.",
      labels: { event: "submission", company: "Elbtal Therapeutics", companyOriginal: "Elbtal Therapeutics", asset: "ETL417", indication: "Immune thrombocytopenia", regulator: "EMA" },
    },
    {
      title: "Salzburger Tauernbio: FDA prüft Zulassung von TBX-08 gegen Erbkrankheit HAE",
      text: "Die Salzburger Tauernbio AG hat eine wichtige Hürde auf dem Weg in den US-Markt genommen. Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (BLA) für den Antikörper TBX-08 zur Vorbeugung von Attacken des hereditären Angioödems (HAE) zur Prüfung angenommen, wie das Unternehmen am Montag mitteilte. Als Entscheidungstermin nannte die Behörde den 14. Juli 2027. TBX-08 soll nur zweimal jährlich gespritzt werden, während etablierte Prophylaxen wie Lanadelumab (Takhzyro) von Takeda alle zwei bis vier Wochen verabreicht werden. Eingereicht hatte Tauernbio den Antrag im September, gestützt auf die Phase-III-Studie TAURUS mit 148 Patienten. Die Aktie legte an der Wiener Börse um 11 Prozent zu.",
      labels: { event: "filing-acceptance", company: "Tauernbio", companyOriginal: "Tauernbio", asset: "TBX08", indication: "Hereditary angioedema", regulator: "FDA" },
    },
    {
      title: "Limmatis Pharma erhält Breakthrough-Therapy-Status für LMT-301 bei FSGS",
      text: "Die Zürcher Limmatis Pharma AG hat von der US-Gesundheitsbehörde FDA die Breakthrough Therapy Designation für ihren Kandidaten LMT-301 zur Behandlung der fokal segmentalen Glomerulosklerose (FSGS) erhalten. Der Status soll die Entwicklung und Prüfung von Medikamenten beschleunigen, die gegenüber verfügbaren Therapien eine deutliche Verbesserung versprechen. Grundlage waren Daten einer Phase-II-Studie, in der LMT-301, ein oraler Hemmer des Ionenkanals TRPC6, die Eiweissausscheidung im Urin nach 24 Wochen um durchschnittlich 52 Prozent senkte. Die Standardbehandlung besteht bislang aus Kortikosteroiden, Immunsuppressiva und RAS-Blockern. Limmatis plant, im kommenden Jahr eine zulassungsrelevante Phase-III-Studie zu beginnen.",
      labels: { event: "designation", company: "Limmatis Pharma", companyOriginal: "Limmatis Pharma", asset: "LMT301", indication: "Focal segmental glomerulosclerosis", regulator: "FDA" },
    },
    {
      title: "Ad-hoc: Neckarbio SE erhält Complete Response Letter der FDA zu NKB-1120",
      text: "Heidelberg, 3. November 2026 – Die Neckarbio SE hat heute von der US-amerikanischen Food and Drug Administration (FDA) einen Complete Response Letter zum Zulassungsantrag für NKB-1120 zur Behandlung der primär biliären Cholangitis (PBC) erhalten. Die Behörde bemängelt darin Befunde einer Inspektion beim Auftragshersteller des Wirkstoffs; Einwände gegen die klinischen Daten zu Wirksamkeit und Sicherheit wurden nach Angaben der Gesellschaft nicht erhoben. Neckarbio beabsichtigt, kurzfristig ein Gespräch mit der FDA zu beantragen, und rechnet mit einer erneuten Einreichung innerhalb von sechs bis neun Monaten. Im PBC-Markt konkurrieren bereits die PPAR-Agonisten Elafibranor und Seladelpar als Zweitlinientherapien nach Ursodeoxycholsäure. Die Prognose für das Geschäftsjahr 2027 wird überprüft.",
      labels: { event: "complete-response-letter", company: "Neckarbio", companyOriginal: "Neckarbio", asset: "NKB1120", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "Donaustein Biologics startet Phase-II-Studie mit DST-205 bei Acne inversa",
      text: "Das Wiener Biotech-Unternehmen Donaustein Biologics hat in seiner Phase-II-Studie DANUBE-HS den ersten Patienten behandelt. Geprüft wird der bispezifische Nanobody DST-205, der die Entzündungsbotenstoffe IL-17A und TNF gleichzeitig bindet, bei rund 180 Erwachsenen mit mittelschwerer bis schwerer Hidradenitis suppurativa (Acne inversa). Die Studie läuft an 40 Zentren in Österreich, Deutschland, Polen und den USA; primärer Endpunkt ist das HiSCR75-Ansprechen nach 16 Wochen. Die klinische Prüfung war im Sommer von den Behörden genehmigt worden. Zugelassen sind in der Indikation bislang Adalimumab, Secukinumab und Bimekizumab. Erste Daten erwartet Donaustein Anfang 2028.",
      labels: { event: "trial-start", company: "Donaustein Biologics", companyOriginal: "Donaustein Biologics", asset: "DST205", indication: "Hidradenitis suppurativa", regulator: null },
    },
    {
      title: "Paul-Ehrlich-Institut genehmigt erste klinische Studie mit CAR-T-Therapie von Spreegen bei Lupus",
      text: "Das Berliner Start-up Spreegen Therapeutics darf seine CAR-T-Zelltherapie SPRG-19 erstmals am Menschen testen. Das Paul-Ehrlich-Institut (PEI) hat den Antrag auf Genehmigung einer Phase-I/II-Studie bei Patienten mit schwerem, therapierefraktärem systemischem Lupus erythematodes (SLE) bewilligt. SPRG-19 richtet sich gegen das Oberflächenprotein CD19 auf B-Zellen und wird in einem verkürzten, fünftägigen Verfahren hergestellt. Erlanger Mediziner hatten 2022 berichtet, dass eine CD19-CAR-T-Therapie bei Lupus-Patienten lang anhaltende Remissionen ohne weitere Medikamente auslösen kann. Die Studie soll an der Charité und zwei weiteren Universitätskliniken 24 Patienten aufnehmen; der erste Patient soll im ersten Quartal behandelt werden.",
      labels: { event: "approval", company: "Spreegen Therapeutics", companyOriginal: "Spreegen Therapeutics", asset: "SPRG19", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Swissmedic genehmigt Felvaro von Säntis Pharma gegen chronischen Husten",
      text: "Die St. Galler Säntis Pharma AG hat von der Schweizerischen Heilmittelbehörde Swissmedic die Zulassung für Felvaro (SNT-612) erhalten. Das Medikament ist für Erwachsene mit refraktärem oder unerklärtem chronischem Husten bestimmt, der länger als acht Wochen anhält. SNT-612 ist ein selektiver Antagonist des P2X3-Rezeptors; in der Phase-III-Studie SAENTIS-2 verringerte die Substanz die Hustenfrequenz über 24 Stunden um 38 Prozent gegenüber Placebo, Geschmacksstörungen traten bei 6 Prozent der Patienten auf. Der Konkurrent Gefapixant von MSD ist in der EU und in Japan zugelassen, in den USA jedoch von der FDA zweimal abgelehnt worden. Säntis will Felvaro ab dem zweiten Quartal 2027 in der Schweiz lancieren und hat Zulassungsanträge in der EU und in Grossbritannien eingereicht.",
      labels: { event: "approval", company: "Säntis Pharma", companyOriginal: "Säntis Pharma", asset: "SNT612", indication: "Chronic cough", regulator: "Swissmedic" },
    },
    {
      title: "Isarion Biotech lizenziert ALS-Kandidaten ISR-88 an Calder Bay Therapeutics aus",
      text: "Die Münchner Isarion Biotech GmbH hat die weltweiten Rechte an ihrem Antisense-Oligonukleotid ISR-88 an das US-Unternehmen Calder Bay Therapeutics vergeben. Isarion erhält eine Vorabzahlung von 45 Millionen US-Dollar sowie mögliche Entwicklungs-, Zulassungs- und Umsatzmeilensteine von bis zu 610 Millionen Dollar und gestaffelte Lizenzgebühren im zweistelligen Prozentbereich. ISR-88 zielt auf eine seltene erbliche Form der Amyotrophen Lateralsklerose (ALS) und wird in einer Phase-I/II-Studie in Deutschland und den Niederlanden geprüft. Calder Bay übernimmt die weitere klinische Entwicklung und deren Kosten. Vorbild ist Tofersen (Qalsody) von Biogen und Ionis, das 2023 in den USA für SOD1-ALS zugelassen wurde.",
      labels: { event: "licensing", company: "Isarion Biotech", companyOriginal: "Isarion Biotech", asset: "ISR88", indication: "Amyotrophic lateral sclerosis", regulator: null, also: ["Calder Bay Therapeutics"] },
    },
    {
      title: "Hanse Biologics und Velora Pharma entwickeln gemeinsam Adipositas-Antikörper",
      text: "Die Hamburger Hanse Biologics und das dänische Unternehmen Velora Pharma wollen gemeinsam lang wirksame Antikörper gegen Adipositas entwickeln. Im Rahmen der Partnerschaft teilen sich beide Seiten die Kosten bis zum Abschluss der Phase II je zur Hälfte und würden spätere Gewinne ebenfalls teilen. Hanse bringt seine Plattform für Antikörper ein, die die Muskelmasse während einer Gewichtsabnahme erhalten sollen; Velora steuert Erfahrung mit Peptidhormonen bei und zahlt zum Start 20 Millionen Euro. Der Markt für Abnehmmittel wird von Semaglutid (Wegovy) und Tirzepatid (Zepbound, Mounjaro) dominiert, deren Hersteller Novo Nordisk und Eli Lilly damit Milliarden umsetzen. Ein erster Kandidat soll 2028 in die Klinik gehen.",
      labels: { event: "partnership", company: "Hanse Biologics", companyOriginal: "Hanse Biologics", asset: null, indication: "Obesity", regulator: null, also: ["Velora Pharma"] },
    },
    {
      title: "Krebs-Start-up Taunus Oncology sammelt 85 Millionen Euro ein",
      text: "Das Frankfurter Biotech-Unternehmen Taunus Oncology hat eine Serie-B-Finanzierungsrunde über 85 Millionen Euro abgeschlossen. Angeführt wurde die Runde vom Wagniskapitalgeber Kronberg Ventures, bestehende Investoren beteiligten sich ebenfalls. Mit dem Geld will Taunus vor allem seinen führenden Kandidaten TAO-311, ein Antikörper-Wirkstoff-Konjugat, durch eine randomisierte Phase-II-Studie beim metastasierten Pankreaskarzinom bringen. Bauchspeicheldrüsenkrebs gehört zu den tödlichsten Krebsarten; die Standardtherapie besteht weiterhin aus Chemotherapien wie FOLFIRINOX. Zuvor hatte das 2021 gegründete Unternehmen 30 Millionen Euro eingeworben.",
      labels: { event: "financing", company: "Taunus Oncology", companyOriginal: "Taunus Oncology", asset: "TAO311", indication: "Pancreatic cancer", regulator: null, also: ["Kronberg Ventures"] },
    },
    {
      title: "Aarebio gelingt Börsengang an der SIX mit 140 Millionen Franken Erlös",
      text: "Das Berner Biotechunternehmen Aarebio hat seinen Börsengang an der SIX Swiss Exchange abgeschlossen. Die Aktien wurden zu 32 Franken platziert, am oberen Ende der Preisspanne, und schlossen am ersten Handelstag bei 35.40 Franken. Der Bruttoerlös beläuft sich auf rund 140 Millionen Franken. Aarebio will das Geld für drei klinische Programme bei seltenen Stoffwechselerkrankungen, den Ausbau der Produktion in Muri bei Bern sowie allgemeine Unternehmenszwecke verwenden. Grösste Aktionärin bleibt die Gründerfamilie, die nach dem Börsengang noch 38 Prozent hält.",
      labels: { event: "financing", company: "Aarebio", companyOriginal: "Aarebio", asset: null, indication: null, regulator: null },
    },
    {
      title: "Altmühl Therapeutics: AMH-552 verbessert Leberfibrose in Phase-IIb-Studie bei MASH",
      text: "Die Altmühl Therapeutics AG aus Ingolstadt hat positive Topline-Ergebnisse ihrer Phase-IIb-Studie ALTA-MASH mit dem oralen, leberspezifischen Wirkstoff AMH-552 vorgelegt. Bei 260 Patienten mit nicht-zirrhotischer MASH und Fibrose im Stadium F2 bis F3 erreichten nach 52 Wochen 34 Prozent unter der höchsten Dosis eine Verbesserung der Fibrose um mindestens ein Stadium, gegenüber 15 Prozent unter Placebo. Auch der zweite Hauptendpunkt, die Auflösung der MASH ohne Verschlechterung der Fibrose, wurde erreicht. Als erstes MASH-Medikament war 2024 in den USA Resmetirom (Rezdiffra) von Madrigal zugelassen worden. Altmühl will die Daten beim EASL-Kongress im Frühjahr präsentieren und danach mit der FDA über das Design der Phase III sprechen. Die Aktie stieg nachbörslich um 27 Prozent.",
      labels: { event: "readout", company: "Altmühl Therapeutics", companyOriginal: "Altmühl Therapeutics", asset: "AMH552", indication: "MASH", regulator: null },
    },
    {
      title: "EMA nimmt Gentherapie BRG-07 von Breisgau Biosciences in PRIME-Programm auf",
      text: "Freiburg, 19. November 2026 – Die Breisgau Biosciences GmbH gab heute bekannt, dass die Europäische Arzneimittel-Agentur (EMA) ihrer Gentherapie BRG-07 den PRIME-Status (PRIority MEdicines) zur Behandlung der Gliedergürtel-Muskeldystrophie Typ R9 zuerkannt hat. PRIME ermöglicht eine frühzeitige und verstärkte wissenschaftliche Beratung sowie potenziell eine beschleunigte Beurteilung des späteren Zulassungsantrags. Grundlage waren Daten aus der laufenden Phase-I/II-Studie, in der BRG-07 nach einmaliger Infusion die Bildung des Proteins FKRP in Muskelbiopsien deutlich steigerte. Für die Erkrankung gibt es bislang keine zugelassene Therapie. Im Frühjahr hatte die FDA BRG-07 bereits den Orphan-Drug-Status verliehen.",
      labels: { event: "designation", company: "Breisgau Biosciences", companyOriginal: "Breisgau Biosciences", asset: "BRG07", indication: "Limb-girdle muscular dystrophy", regulator: "EMA" },
    },
    {
      title: "G-BA sieht keinen Zusatznutzen für Migräne-Prophylaxe Tervexa",
      text: "Der Gemeinsame Bundesausschuss (G-BA) hat in der frühen Nutzenbewertung nach AMNOG für Tervexa (ODP-203) der Oderland Pharma GmbH keinen Zusatznutzen gegenüber der zweckmäßigen Vergleichstherapie festgestellt. Das Mittel zur Migräne-Prophylaxe bei Erwachsenen mit mindestens vier Migränetagen im Monat war im Mai von der EU-Kommission zugelassen worden. Der Hersteller hatte keine direkten Vergleichsdaten gegen die CGRP-Antikörper Erenumab, Fremanezumab oder Galcanezumab vorgelegt, die der G-BA für vorbehandelte Patienten als Vergleich festgelegt hatte. Auf Grundlage des Beschlusses verhandelt Oderland nun mit dem GKV-Spitzenverband über den Erstattungsbetrag. Das Unternehmen kündigte an, die Entscheidung zu prüfen.",
      labels: { event: null, company: "Oderland Pharma", companyOriginal: "Oderland Pharma", asset: "ODP203", indication: "Migraine", regulator: "G-BA" },
    },
    {
      title: "Kinzigtal Pharma eröffnet neues Werk für sterile Abfüllung in Offenburg",
      text: "Die Kinzigtal Pharma GmbH hat am Freitag in Offenburg ein neues Werk für die sterile Abfüllung von Spritzen und Autoinjektoren eröffnet. Das Familienunternehmen hat rund 230 Millionen Euro in den Standort investiert und will dort bis 2028 etwa 350 Arbeitsplätze schaffen. In der Anlage sollen vor allem biologische Arzneimittel und Peptide im Auftrag anderer Hersteller abgefüllt werden, nach Unternehmensangaben auch GLP-1-Präparate, bei denen die Nachfrage seit Jahren das Angebot übersteigt. Die Kapazität liegt in der ersten Ausbaustufe bei 120 Millionen Einheiten pro Jahr; eine zweite Ausbaustufe ist bereits geplant.",
      labels: { event: null, company: "Kinzigtal Pharma", companyOriginal: "Kinzigtal Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "Sanofi met la main sur Kadmon pour 1,9 milliard de dollars",
      text: "Sanofi poursuit ses emplettes outre-Atlantique. Le groupe pharmaceutique français a annoncé mercredi le rachat de la biotech américaine Kadmon pour 9,50 dollars par action en numéraire, soit une valeur d’environ 1,9 milliard de dollars. Kadmon commercialise depuis juillet aux États-Unis le Rezurock (belumosudil), autorisé par la FDA dans la maladie chronique du greffon contre l’hôte après échec d’au moins deux lignes de traitement systémique. Cette complication touche une partie des patients ayant reçu une greffe de cellules souches. L’opération renforce la franchise transplantation de Sanofi et s’ajoute aux acquisitions de Kymab et de Translate Bio réalisées cette année. La transaction devrait être finalisée au quatrième trimestre.",
      labels: { event: "acquisition", company: "Sanofi", asset: "belumosudil", indication: "Graft-versus-host disease", regulator: null, also: ["Kadmon"] },
    },
    {
      title: "UCB décroche le feu vert américain pour Zilbrysq dans la myasthénie",
      text: "Nouvelle autorisation pour UCB aux États-Unis. La Food and Drug Administration américaine a approuvé le Zilbrysq (zilucoplan) pour le traitement de la myasthénie grave généralisée chez les adultes porteurs d’anticorps anti-récepteurs de l’acétylcholine. Ce peptide inhibiteur du complément C5 s’administre une fois par jour en injection sous-cutanée par le patient lui-même. L’approbation repose sur l’étude de phase 3 RAISE. Le groupe biopharmaceutique bruxellois avait déjà obtenu en juin le feu vert de la FDA pour le Rystiggo (rozanolixizumab) dans la même maladie. Le zilucoplan est issu du rachat de Ra Pharmaceuticals, conclu en 2020 pour environ 2,1 milliards de dollars.",
      labels: { event: "approval", company: "UCB", asset: "zilucoplan", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "DBV Technologies : la FDA refuse en l’état le patch Viaskin Peanut",
      text: "Coup dur pour DBV Technologies. La biotech de Montrouge a reçu de l’agence américaine du médicament (FDA) une lettre de réponse complète (complete response letter) concernant sa demande d’autorisation pour Viaskin Peanut, un patch épicutané destiné à traiter l’allergie à l’arachide chez les enfants de 4 à 11 ans. La FDA s’interroge sur l’impact de l’adhésion du patch sur l’efficacité et réclame des données supplémentaires. DBV indique vouloir solliciter rapidement une réunion avec l’agence pour définir la marche à suivre. Aux États-Unis, le seul traitement autorisé dans cette allergie reste le Palforzia d’Aimmune, une immunothérapie orale approuvée en début d’année.",
      labels: { event: "complete-response-letter", company: "DBV Technologies", companyOriginal: "DBV Technologies", asset: "Viaskin Peanut", indication: "Peanut allergy", regulator: "FDA" },
    },
    {
      title: "Repare Therapeutics accorde à Roche une licence mondiale sur le camonsertib",
      text: "La biotech montréalaise Repare Therapeutics a cédé à Roche les droits mondiaux de son candidat anticancéreux camonsertib (RP-3500). Aux termes de l’entente de licence, le géant suisse versera 125 millions de dollars américains à la signature, et Repare pourra toucher jusqu’à 1,2 milliard en paiements d’étape liés au développement, à l’homologation et aux ventes, en plus de redevances. Le camonsertib, un inhibiteur oral de la kinase ATR, est évalué en phase 1/2, seul ou en association, chez des patients atteints de tumeurs solides présentant certaines altérations génétiques. Roche prendra en charge la suite du développement clinique. Repare, inscrite au Nasdaq, s’appuie sur une plateforme de létalité synthétique.",
      labels: { event: "licensing", company: "Repare Therapeutics", companyOriginal: "Repare Therapeutics", asset: "camonsertib", indication: "Solid tumors", regulator: null, also: ["Roche"] },
    },
    {
      title: "Sanofi baisse de 78 % le prix de son insuline Lantus aux États-Unis",
      text: "Après Eli Lilly et Novo Nordisk, c’est au tour de Sanofi. Le laboratoire français a annoncé jeudi qu’il allait réduire de 78 % le prix catalogue aux États-Unis de Lantus, son insuline glargine la plus prescrite, à compter du 1er janvier 2024, et de 70 % celui de l’insuline rapide Apidra. Il plafonnera également à 35 dollars par mois le reste à charge des patients disposant d’une assurance commerciale. Les trois fabricants, qui dominent le marché américain de l’insuline, sont sous la pression de la Maison-Blanche et du Congrès, alors que de nombreux Américains atteints de diabète peinent à payer leur traitement.",
      labels: { event: null, company: "Sanofi", asset: "insulin glargine", indication: "Diabetes", regulator: null },
    },
    {
      title: "Meuse Biotherapeutics dépose une demande d’autorisation de mise sur le marché pour MBT-310 en Europe",
      text: "Information réglementée – Liège (Belgique), le 16 novembre 2026 – Meuse Biotherapeutics SA annonce avoir soumis à l’Agence européenne des médicaments (EMA) une demande d’autorisation de mise sur le marché pour MBT-310 dans le traitement de la myélofibrose chez les patients anémiques. MBT-310 est un anticorps qui agit sur la régulation de l’hepcidine. Le dossier s’appuie sur l’étude de phase 3 MOSAÏQUE, menée chez 286 patients, dans laquelle 44 % des patients traités sont devenus indépendants des transfusions, contre 19 % sous placebo. Les inhibiteurs de JAK comme le ruxolitinib restent le traitement de référence mais aggravent souvent l’anémie ; le momelotinib (Omjjara) a été autorisé en Europe en 2024 pour les patients anémiques. L’évaluation devrait durer environ un an.",
      labels: { event: "submission", company: "Meuse Biotherapeutics", companyOriginal: "Meuse Biotherapeutics", asset: "MBT310", indication: "Myelofibrosis", regulator: "EMA" },
    },
    {
      title: "La FDA accepte d’examiner en priorité la demande de Laurentia Biosciences pour le LRN-24",
      text: "Laurentia Biosciences, de Montréal, a annoncé que la Food and Drug Administration (FDA) des États-Unis a accepté pour examen sa demande d’homologation (NDA) visant le LRN-24 dans l’hypertension artérielle pulmonaire (HTAP), en lui accordant un examen prioritaire. L’agence s’est fixé le 9 mai 2027 comme date cible pour rendre sa décision. Le LRN-24, une formule inhalée administrée deux fois par jour, a réduit de 41 % le risque d’aggravation clinique dans l’essai de phase 3 LAURIER. Le marché de l’HTAP a été bousculé par l’arrivée du sotatercept (Winrevair) de Merck en 2024. Laurentia a aussi déposé une demande auprès de Santé Canada.",
      labels: { event: "filing-acceptance", company: "Laurentia Biosciences", companyOriginal: "Laurentia Biosciences", asset: "LRN24", indication: "Pulmonary arterial hypertension", regulator: "FDA" },
    },
    {
      title: "Glioblastome : la biotech grenobloise Vercors Bio obtient le statut Fast Track de la FDA",
      text: "Vercors Bio a reçu de la Food and Drug Administration américaine la désignation Fast Track pour VCS-101, son candidat contre le glioblastome en récidive. Ce statut permet des échanges plus fréquents avec l’agence et, le cas échéant, une soumission progressive du dossier d’enregistrement. VCS-101 est un virus oncolytique injecté directement dans la tumeur lors de la chirurgie ; il est testé dans un essai de phase 1/2 chez 40 patients aux États-Unis et en France. Le glioblastome reste l’une des tumeurs cérébrales les plus agressives, avec une survie médiane d’environ 15 mois malgré le protocole standard associant chirurgie, radiothérapie et témozolomide. La jeune pousse prévoit de présenter ses premiers résultats d’efficacité fin 2027.",
      labels: { event: "designation", company: "Vercors Bio", companyOriginal: "Vercors Bio", asset: "VCS101", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "Maladie de Huntington : statut de médicament orphelin aux États-Unis pour l’AUB-12 d’Aubrac Biotech",
      text: "Montpellier – Aubrac Biotech a annoncé lundi que la FDA avait accordé la désignation de médicament orphelin à AUB-12, une petite molécule orale conçue pour réduire la production de la huntingtine mutée, dans la maladie de Huntington. Ce statut ouvre droit à sept ans d’exclusivité commerciale aux États-Unis après une éventuelle autorisation, ainsi qu’à des crédits d’impôt sur les essais cliniques. AUB-12 achève une étude de phase 1 chez des volontaires sains au Royaume-Uni. Aucun traitement ne modifie aujourd’hui l’évolution de la maladie ; plusieurs approches, dont la thérapie génique AMT-130 d’uniQure, sont en développement. Aubrac prévoit de lancer une étude de phase 2 chez des patients au second semestre 2027.",
      labels: { event: "designation", company: "Aubrac Biotech", companyOriginal: "Aubrac Biotech", asset: "AUB12", indication: "Huntington's disease", regulator: "FDA" },
    },
    {
      title: "Rennes : Armorique Biotech traite un premier patient atteint d’un cancer du foie",
      text: "La société rennaise Armorique Biotech a annoncé le traitement du premier patient dans son essai clinique de phase 1/2 évaluant AMQ-207 dans le carcinome hépatocellulaire avancé. L’étude, baptisée BREIZH-01, est conduite au CHU de Rennes, à Gustave-Roussy et dans quatre autres centres français. Elle doit recruter jusqu’à 90 patients dont la maladie a progressé après un traitement de première ligne associant atézolizumab et bévacizumab. AMQ-207 est une thérapie cellulaire CAR-T ciblant la protéine GPC3, exprimée à la surface de la plupart des tumeurs du foie. Fondée en 2020, la start-up emploie 35 personnes et avait levé 22 millions d’euros l’an dernier.",
      labels: { event: "trial-start", company: "Armorique Biotech", companyOriginal: "Armorique Biotech", asset: "AMQ207", indication: "Hepatocellular carcinoma", regulator: null },
    },
    {
      title: "Santé Canada autorise le Kavyra de Nordet Pharma contre le trouble lié à l’usage des opioïdes",
      text: "Santé Canada a délivré un avis de conformité pour Kavyra (NDT-450), un implant sous-cutané de buprénorphine à libération prolongée mis au point par l’entreprise de Québec Nordet Pharma. Le traitement, inséré tous les six mois, est destiné aux adultes atteints d’un trouble lié à l’usage des opioïdes déjà stabilisés par une dose sublinguale de buprénorphine. Dans l’essai pivot, 86 % des patients sont demeurés sans consommation illicite d’opioïdes pendant six mois, une proportion comparable à celle du traitement quotidien. La crise des surdoses a causé plus de 40 000 décès apparents au Canada depuis 2016. Nordet compte lancer Kavyra au Québec et en Ontario au printemps et négocie son remboursement avec les régimes publics.",
      labels: { event: "approval", company: "Nordet Pharma", companyOriginal: "Nordet Pharma", asset: "NDT450", indication: "Opioid use disorder", regulator: "Health Canada" },
    },
    {
      title: "Garonne Therapeutics reçoit l’autorisation de l’ANSM pour un premier essai chez l’homme",
      text: "Toulouse, le 5 novembre 2026 – Garonne Therapeutics annonce que l’Agence nationale de sécurité du médicament et des produits de santé (ANSM) a autorisé son essai clinique de phase 1 avec GAR-505 dans la fibrose pulmonaire idiopathique (FPI). L’étude évaluera la sécurité et la pharmacocinétique de doses croissantes chez 64 volontaires sains, puis chez 24 patients, au CHU de Toulouse et à l’hôpital Bichat. GAR-505 est un anticorps inhalé ciblant l’intégrine αvβ6. Le nintédanib et la pirfénidone ralentissent le déclin de la fonction respiratoire sans l’arrêter. Le premier volontaire devrait être inclus en janvier.",
      labels: { event: "approval", company: "Garonne Therapeutics", companyOriginal: "Garonne Therapeutics", asset: "GAR505", indication: "Idiopathic pulmonary fibrosis", regulator: "ANSM" },
    },
    {
      title: "Alsatis Bio : l’ATS-708 atteint son critère principal dans la rectocolite hémorragique",
      text: "Alsatis Bio a publié mardi les premiers résultats de son étude de phase 2b ARGOS évaluant ATS-708, un inhibiteur oral de l’intégrine α4β7, chez 248 patients atteints de rectocolite hémorragique modérée à sévère. Après 12 semaines, 27 % des patients recevant la dose la plus élevée étaient en rémission clinique, contre 8 % sous placebo, ce qui permet d’atteindre le critère principal. Le profil de tolérance est jugé favorable, sans signal hépatique. La biotech strasbourgeoise entend désormais rechercher un partenaire pour financer la phase 3. Le titre a plus que doublé en séance sur Euronext Growth, dans le sillage d’Abivax, dont l’obefazimod a montré l’an dernier des résultats positifs de phase 3 dans la même indication.",
      labels: { event: "readout", company: "Alsatis Bio", companyOriginal: "Alsatis Bio", asset: "ATS708", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Échec en phase 3 pour Calanques Pharma dans la dépression",
      text: "L’action Calanques Pharma a perdu 58 % mercredi à la Bourse de Paris. La biotech marseillaise a annoncé que son antidépresseur CLQ-19 n’avait pas fait mieux qu’un placebo dans l’étude de phase 3 HORIZON-D, menée chez 512 patients atteints de trouble dépressif majeur. La réduction du score MADRS après six semaines a été de 13,1 points sous traitement contre 12,4 points sous placebo, un écart non significatif. Calanques, qui mise sur un mécanisme ciblant le récepteur NMDA comme l’eskétamine de Johnson & Johnson, disposait de 41 millions d’euros de trésorerie à fin septembre. La direction va réexaminer ses options stratégiques, y compris une cession d’actifs.",
      labels: { event: "readout", company: "Calanques Pharma", companyOriginal: "Calanques Pharma", asset: "CLQ19", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "Escaut Biologics et Brightwater Therapeutics s’allient autour d’ESB-22 dans le myélome",
      text: "La société tournaisienne Escaut Biologics a signé un accord de co-développement et de co-commercialisation avec l’américaine Brightwater Therapeutics pour ESB-22, un anticorps trispécifique en phase 1 dans le myélome multiple. Les deux partenaires partageront à parts égales les coûts de développement ainsi que les profits aux États-Unis ; Escaut conserve les droits en Europe et Brightwater ceux du reste du monde. Brightwater versera 60 millions de dollars à la signature et jusqu’à 400 millions en paiements d’étape. Le marché du myélome est dominé par le daratumumab, mais les anticorps bispécifiques comme le teclistamab et l’elranatamab gagnent du terrain dans les lignes avancées.",
      labels: { event: "partnership", company: "Escaut Biologics", companyOriginal: "Escaut Biologics", asset: "ESB22", indication: "Multiple myeloma", regulator: null, also: ["Brightwater Therapeutics"] },
    },
    {
      title: "Nacre Therapeutics lève 48 millions d’euros pour son entrée en Bourse",
      text: "Nacre Therapeutics a bouclé son introduction en Bourse sur Euronext Growth Paris en levant 48 millions d’euros, clause d’extension comprise. Le prix a été fixé à 11,20 euros par action, dans le bas de la fourchette indicative. La biotech nantaise consacrera l’essentiel du produit à l’étude de phase 2b de NCR-301, une injection intra-articulaire destinée à freiner la dégradation du cartilage dans l’arthrose du genou, dont les résultats sont attendus fin 2028. L’arthrose touche près de 10 millions de personnes en France et ne dispose d’aucun traitement modifiant l’évolution de la maladie. Les premières cotations débuteront vendredi.",
      labels: { event: "financing", company: "Nacre Therapeutics", companyOriginal: "Nacre Therapeutics", asset: "NCR301", indication: "Osteoarthritis", regulator: null },
    },
    {
      title: "Sillon Bio boucle une série A de 32 millions d’euros contre les bactéries résistantes",
      text: "La start-up brestoise Sillon Bio annonce une levée de fonds de série A de 32 millions d’euros, menée par le Fonds Atlantique Santé avec la participation de plusieurs investisseurs européens. Fondée en 2022, la société développe des antibiotiques issus d’organismes marins contre les bactéries à Gram négatif résistantes aux carbapénèmes. Les fonds serviront à faire progresser trois programmes, dont deux doivent entrer en phase 1 d’ici 2028, et à doubler l’effectif pour atteindre 40 personnes. La résistance aux antimicrobiens est directement responsable de plus d’un million de décès par an dans le monde. Sillon Bio avait auparavant obtenu 6 millions d’euros en amorçage.",
      labels: { event: "financing", company: "Sillon Bio", companyOriginal: "Sillon Bio", asset: null, indication: null, regulator: null, also: ["Fonds Atlantique Santé"] },
    },
    {
      title: "Vauclair Pharma rachète Cassiopée Bio pour son traitement de l’endométriose",
      text: "Le laboratoire lyonnais Vauclair Pharma a annoncé l’acquisition de Cassiopée Bio, une biotech parisienne non cotée, pour 180 millions d’euros en numéraire, auxquels pourront s’ajouter jusqu’à 220 millions d’euros de compléments de prix. L’opération vise avant tout CPE-41, un traitement non hormonal de l’endométriose qui vient de terminer une étude de phase 2 chez 310 femmes, avec une réduction significative des douleurs pelviennes. Les traitements hormonaux actuels, dont le relugolix en association, ne conviennent pas à toutes les patientes. Vauclair, qui réalise 1,4 milliard d’euros de chiffre d’affaires, avait cédé l’an dernier son activité de génériques pour se recentrer sur la santé des femmes. La finalisation est attendue au premier trimestre 2027.",
      labels: { event: "acquisition", company: "Vauclair Pharma", companyOriginal: "Vauclair Pharma", asset: "CPE41", indication: "Endometriosis", regulator: null, also: ["Cassiopée Bio"] },
    },
    {
      title: "Ardennes Biopharma cède les droits chinois de l’ARD-512 à Tianmu Biopharma",
      text: "Ardennes Biopharma, établie à Namur, a accordé au groupe chinois Tianmu Biopharma une licence exclusive pour développer et commercialiser ARD-512 en Chine continentale, à Hong Kong, à Macao et à Taïwan. Le candidat, un anticorps dirigé contre la cytokine APRIL, est en phase 2 dans la néphropathie à IgA, une maladie rénale particulièrement fréquente en Asie de l’Est. Tianmu versera 25 millions de dollars à la signature et jusqu’à 190 millions en paiements d’étape, ainsi que des redevances à deux chiffres sur les ventes. Ardennes conserve les droits pour le reste du monde et prévoit de démarrer la phase 3 en 2027. Plusieurs concurrents, dont le sibeprenlimab d’Otsuka, sont à un stade plus avancé.",
      labels: { event: "licensing", company: "Ardennes Biopharma", companyOriginal: "Ardennes Biopharma", asset: "ARD512", indication: "IgA nephropathy", regulator: null, also: ["Tianmu Biopharma"] },
    },
    {
      title: "Psoriasis : la HAS n’accorde aucune amélioration du service médical rendu à Dermivia",
      text: "La commission de la transparence de la Haute Autorité de santé (HAS) a attribué une ASMR V, c’est-à-dire une absence d’amélioration du service médical rendu, à Dermivia (TRN-88) de Ternois Pharma dans le psoriasis en plaques modéré à sévère de l’adulte. Le service médical rendu est jugé important, ce qui ouvre la voie au remboursement, mais le laboratoire ne pourra pas revendiquer un prix supérieur à celui des comparateurs. La commission relève l’absence de comparaison directe avec les anti-IL-23 et anti-IL-17 déjà disponibles, comme le risankizumab ou le bimékizumab. Dermivia, un inhibiteur oral de TYK2, a obtenu son autorisation européenne en juin. Ternois doit désormais négocier son prix avec le Comité économique des produits de santé (CEPS).",
      labels: { event: null, company: "Ternois Pharma", companyOriginal: "Ternois Pharma", asset: "TRN88", indication: "Psoriasis", regulator: "Haute Autorité de Santé" },
    },
  ],
  es: [
    {
      title: "Grifols se desploma en bolsa tras un informe del fondo bajista Gotham City",
      text: "Grifols vivió este martes una de las peores sesiones de su historia en bolsa. Las acciones de la compañía catalana de hemoderivados llegaron a caer más de un 30 % y cerraron con un descenso cercano al 26 %, después de que el fondo bajista Gotham City Research publicara un informe en el que acusa al grupo de manipular sus cuentas para rebajar su nivel de endeudamiento. El informe se centra en la consolidación de Haema y BPC Plasma, sociedades vinculadas a Scranton Enterprises, accionista ligado a la familia fundadora. Grifols negó las acusaciones, defendió sus estados financieros y anunció que emprenderá acciones legales. La compañía, uno de los mayores productores mundiales de inmunoglobulinas, arrastra una deuda superior a 9.000 millones de euros.",
      labels: { event: null, company: "Grifols", asset: null, indication: null, regulator: null },
    },
    {
      title: "PharmaMar cede a Jazz los derechos de lurbinectedina en EE UU por 200 millones de dólares iniciales",
      text: "PharmaMar ha firmado un acuerdo de licencia exclusiva con la estadounidense Jazz Pharmaceuticals para desarrollar y comercializar lurbinectedina en Estados Unidos en cáncer de pulmón microcítico. La farmacéutica española recibirá un pago inicial de 200 millones de dólares, además de pagos adicionales ligados a hitos regulatorios y comerciales y royalties sobre las ventas. La compañía presidida por José María Fernández Sousa-Faro busca la aprobación acelerada de la FDA a partir de un ensayo de fase 2 en segunda línea. El cáncer de pulmón microcítico representa entre el 10 % y el 15 % de los tumores de pulmón y apenas ha tenido novedades terapéuticas en dos décadas. Las acciones de PharmaMar subieron con fuerza tras conocerse la operación.",
      labels: { event: "licensing", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["Jazz Pharmaceuticals"] },
    },
    {
      title: "Brasil aprueba la vacuna contra el dengue de Takeda para personas de 4 a 60 años",
      text: "La Agencia Nacional de Vigilancia Sanitaria de Brasil (Anvisa) aprobó la vacuna Qdenga (TAK-003), del laboratorio japonés Takeda, para prevenir el dengue en personas de entre 4 y 60 años, independientemente de si ya tuvieron la enfermedad. La vacuna, que se aplica en dos dosis con un intervalo de tres meses, protege contra los cuatro serotipos del virus. En el ensayo clínico de fase 3 TIDES, realizado en ocho países de Asia y América Latina, redujo un 84 % las hospitalizaciones. Qdenga ya había sido autorizada en Indonesia y en la Unión Europea. Brasil es uno de los países más afectados por el dengue, con más de un millón de casos probables el año pasado.",
      labels: { event: "approval", company: "Takeda", asset: "TAK003", indication: "Dengue", regulator: "ANVISA" },
    },
    {
      title: "AbbVie compra Cerevel por 8.700 millones de dólares para reforzarse en neurociencia",
      text: "AbbVie ha acordado la compra de Cerevel Therapeutics por 45 dólares por acción en efectivo, en una operación que valora la biotecnológica estadounidense en unos 8.700 millones de dólares. Cerevel desarrolla fármacos para enfermedades neurológicas y psiquiátricas, entre ellos emraclidina, en fase 2 para la esquizofrenia, y tavapadon, en fase 3 para la enfermedad de Parkinson. Con la compra, AbbVie busca diversificar sus ingresos ante la pérdida de exclusividad de Humira, su antiguo superventas. La operación llega apenas días después de que el grupo anunciara la adquisición de ImmunoGen por unos 10.100 millones de dólares. Se espera que la transacción se cierre a mediados de 2024.",
      labels: { event: "acquisition", company: "AbbVie", asset: null, indication: null, regulator: null, also: ["Cerevel Therapeutics"] },
    },
    {
      title: "La retatrutida de Lilly logra una pérdida de peso del 24 % en un ensayo de fase 2",
      text: "Un nuevo fármaco experimental de Eli Lilly contra la obesidad, la retatrutida, consiguió que los participantes de un ensayo de fase 2 perdieran de media un 24,2 % de su peso corporal tras 48 semanas con la dosis más alta. Los resultados se presentaron en el congreso de la Asociación Americana de Diabetes (ADA), celebrado en San Diego, y se publicaron en The New England Journal of Medicine. La retatrutida actúa sobre tres receptores hormonales —GLP-1, GIP y glucagón—, uno más que la tirzepatida, el principio activo de Mounjaro. El estudio incluyó a 338 adultos con obesidad o sobrepeso. Lilly ya ha puesto en marcha el programa de fase 3 TRIUMPH.",
      labels: { event: "readout", company: "Eli Lilly", asset: "retatrutide", indication: "Obesity", regulator: null },
    },
    {
      title: "Almazara Therapeutics solicita a la EMA la autorización de AZR-114 para la acondroplasia",
      text: "La biotecnológica sevillana Almazara Therapeutics ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de AZR-114 para el tratamiento de niños con acondroplasia a partir de los dos años. El fármaco es un análogo del péptido natriurético tipo C de administración mensual, frente a la inyección diaria de vosoritida (Voxzogo), de BioMarin, autorizada en Europa desde 2021. La solicitud se basa en el ensayo de fase 3 ACORDE, en el que la velocidad de crecimiento anual aumentó 1,9 centímetros frente a placebo tras un año. La compañía, fundada en 2017 como spin-off de la Universidad de Sevilla, espera una opinión del CHMP a finales de 2027. En paralelo, prepara la solicitud ante la FDA.",
      labels: { event: "submission", company: "Almazara Therapeutics", companyOriginal: "Almazara Therapeutics", asset: "AZR114", indication: "Achondroplasia", regulator: "EMA" },
    },
    {
      title: "La FDA admite a trámite la solicitud de Tajo Biopharma para TJB-02 en narcolepsia",
      text: "Tajo Biopharma, cotizada en BME Growth, comunicó ayer que la Administración de Alimentos y Medicamentos de Estados Unidos (FDA) ha aceptado a trámite la solicitud de nuevo fármaco (NDA) de TJB-02 para el tratamiento de la somnolencia diurna excesiva en adultos con narcolepsia tipo 1. La agencia ha fijado como fecha de decisión el 22 de agosto de 2027 y no prevé, por ahora, convocar un comité asesor. TJB-02 es un agonista oral del receptor de orexina 2, el mismo mecanismo que oveporexton, de Takeda. La compañía madrileña presentó la solicitud en octubre, respaldada por dos ensayos de fase 3. Las acciones subieron un 9 % en la apertura.",
      labels: { event: "filing-acceptance", company: "Tajo Biopharma", companyOriginal: "Tajo Biopharma", asset: "TJB02", indication: "Narcolepsy", regulator: "FDA" },
    },
    {
      title: "La FDA designa medicamento huérfano la terapia génica de Cantábrico Bio para la retinosis pigmentaria",
      text: "La empresa santanderina Cantábrico Bio ha recibido de la FDA la designación de medicamento huérfano para CNB-90, una terapia génica para pacientes con retinosis pigmentaria ligada al cromosoma X causada por mutaciones en el gen RPGR. La designación ofrece incentivos como exenciones de tasas, créditos fiscales y siete años de exclusividad de mercado en Estados Unidos si el producto llega a aprobarse. CNB-90 se administra mediante una única inyección subretiniana y su primer ensayo de fase 1/2 está previsto para 2027 en hospitales de Santander, Barcelona y Boston. La única terapia génica aprobada para una distrofia de retina hereditaria, voretigén neparvovec (Luxturna), solo sirve para los casos con mutaciones en RPE65. La compañía cerró el año pasado una ronda de 12 millones de euros.",
      labels: { event: "designation", company: "Cantábrico Bio", companyOriginal: "Cantábrico Bio", asset: "CNB90", indication: "Retinitis pigmentosa", regulator: "FDA" },
    },
    {
      title: "Ebrogen obtiene la designación PRIME de la EMA para EBG-33 en leucemia mieloide aguda",
      text: "Zaragoza, 24 de noviembre de 2026. Ebrogen Therapeutics ha anunciado que la Agencia Europea de Medicamentos (EMA) ha incluido su candidato EBG-33 en el programa PRIME, destinado a medicamentos que pueden cubrir necesidades médicas no atendidas. EBG-33 es un inhibidor oral de la menina para pacientes con leucemia mieloide aguda (LMA) en recaída o refractaria con mutación de NPM1. La decisión se basa en los datos del ensayo de fase 1/2 ARAGÓN-1, en el que el 31 % de los pacientes alcanzó la remisión completa. Revumenib, de Syndax, fue el primer inhibidor de menina aprobado por la FDA. La designación PRIME permite un diálogo temprano con la agencia y la posibilidad de una evaluación acelerada.",
      labels: { event: "designation", company: "Ebrogen Therapeutics", companyOriginal: "Ebrogen Therapeutics", asset: "EBG33", indication: "Acute myeloid leukemia", regulator: "EMA" },
    },
    {
      title: "Castellar Pharma recibe una carta de respuesta completa de la FDA para CSR-41",
      text: "Revés regulatorio para Castellar Pharma en Estados Unidos. La FDA ha emitido una carta de respuesta completa (CRL) sobre la solicitud de comercialización de CSR-41, un quelante oral de potasio para el tratamiento de la hiperpotasemia en pacientes con enfermedad renal crónica. Según la compañía barcelonesa, la agencia pide un estudio adicional de seguridad a largo plazo en pacientes en diálisis, pero no cuestiona la eficacia demostrada en el ensayo de fase 3. En este mercado compiten patirómero (Veltassa), de CSL Vifor, y ciclosilicato de sodio y zirconio (Lokelma), de AstraZeneca. Castellar, que ya comercializa CSR-41 en ocho países europeos tras su autorización por la Comisión Europea en 2025, cayó un 14 % en bolsa.",
      labels: { event: "complete-response-letter", company: "Castellar Pharma", companyOriginal: "Castellar Pharma", asset: "CSR41", indication: "Hyperkalemia", regulator: "FDA" },
    },
    {
      title: "Oncovida inicia en el Vall d’Hebron su primer ensayo en pacientes con cáncer de ovario",
      text: "La biotecnológica barcelonesa Oncovida ha tratado al primer paciente de su ensayo clínico de fase 1 con OVD-6 en el Hospital Universitario Vall d’Hebron. El estudio, que incluirá hasta 60 mujeres con cáncer de ovario resistente al platino en cuatro hospitales españoles, evaluará la seguridad y la dosis recomendada de este conjugado anticuerpo-fármaco dirigido contra la proteína B7-H4. El ensayo recibió la autorización de la Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) el pasado verano. En esta población las opciones son limitadas: mirvetuximab soravtansina solo está indicado en tumores con alta expresión del receptor de folato alfa. Oncovida cerró en 2025 una ronda de 18 millones de euros.",
      labels: { event: "trial-start", company: "Oncovida", companyOriginal: "Oncovida", asset: "OVD6", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "Cofepris aprueba el primer biocomparable de denosumab desarrollado en México",
      text: "La Comisión Federal para la Protección contra Riesgos Sanitarios (Cofepris) otorgó el registro sanitario a XLB-15, un biocomparable de denosumab desarrollado por la empresa mexicana Xolobiotec, para el tratamiento de la osteoporosis posmenopáusica en mujeres con alto riesgo de fractura. Es el primer biocomparable de este anticuerpo diseñado y producido íntegramente en el país, en la planta de la compañía en Jalisco. El medicamento de referencia, Prolia, de Amgen, perdió su exclusividad en varios mercados en 2025. Xolobiotec prevé lanzarlo en el primer trimestre de 2027 a un precio hasta 40 % inferior y participar en las compras consolidadas del sector público.",
      labels: { event: "approval", company: "Xolobiotec", companyOriginal: "Xolobiotec", asset: "denosumab", indication: "Osteoporosis", regulator: "COFEPRIS" },
    },
    {
      title: "La AEMPS autoriza a Cíes Biotech a probar en humanos su fármaco contra la sepsis",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado el primer ensayo clínico en humanos de CIB-303, el candidato de la biotecnológica viguesa Cíes Biotech para el tratamiento de la sepsis. El estudio de fase 1 se desarrollará en el Hospital Álvaro Cunqueiro y en el Clínico de Santiago, y evaluará la seguridad de dosis crecientes en 48 voluntarios sanos antes de pasar a pacientes de unidades de cuidados intensivos. CIB-303 es un péptido derivado de organismos marinos que neutraliza endotoxinas bacterianas. La sepsis causa alrededor de 11 millones de muertes al año en el mundo y no existe ningún fármaco específico aprobado. La empresa, con 22 empleados, prevé dosificar al primer voluntario en febrero.",
      labels: { event: "approval", company: "Cíes Biotech", companyOriginal: "Cíes Biotech", asset: "CIB303", indication: "Sepsis", regulator: "AEMPS" },
    },
    {
      title: "Pirineo Therapeutics anuncia resultados positivos de fase 2b de PIR-77 en dermatitis atópica",
      text: "Pirineo Therapeutics, con sede en Barcelona, ha comunicado resultados positivos del ensayo de fase 2b PYRENE con PIR-77, un anticuerpo anti-OX40L de administración trimestral, en 296 adultos con dermatitis atópica moderada a grave. A las 16 semanas, el 47 % de los pacientes con la dosis alta alcanzó una mejoría del 75 % en el índice EASI, frente al 14 % con placebo. El perfil de seguridad fue similar al del placebo. El mecanismo es el mismo que el de amlitelimab, de Sanofi, mientras que dupilumab sigue siendo el tratamiento biológico de referencia. Pirineo presentará los datos completos en un congreso médico en 2027 y busca un socio para la fase 3.",
      labels: { event: "readout", company: "Pirineo Therapeutics", companyOriginal: "Pirineo Therapeutics", asset: "PIR77", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Guadalbio y Keldon Therapeutics se alían para descubrir fármacos contra el cáncer colorrectal",
      text: "La biotecnológica andaluza Guadalbio ha firmado una alianza de investigación con la estadounidense Keldon Therapeutics para descubrir y desarrollar nuevos tratamientos contra el cáncer colorrectal metastásico. Guadalbio aportará su plataforma de organoides derivados de tumores de pacientes y Keldon, su tecnología de degradadores de proteínas. Las dos compañías compartirán los costes de investigación y los derechos sobre los candidatos que surjan, y la empresa sevillana recibirá un pago inicial de 15 millones de dólares. El cáncer colorrectal es el tumor más diagnosticado en España, con más de 40.000 casos nuevos al año.",
      labels: { event: "partnership", company: "Guadalbio", companyOriginal: "Guadalbio", asset: null, indication: "Colorectal cancer", regulator: null, also: ["Keldon Therapeutics"] },
    },
    {
      title: "La canaria Teide Therapeutics levanta 40 millones para su terapia contra la diabetes tipo 1",
      text: "Teide Therapeutics, con sede en La Laguna (Tenerife), ha cerrado una ronda de financiación serie B de 40 millones de euros liderada por el fondo Atlántida Ventures, con la participación de sus inversores actuales. El dinero se destinará principalmente a completar el ensayo de fase 2 de TDT-101, una terapia de células productoras de insulina encapsuladas que no requiere inmunosupresión, en pacientes con diabetes tipo 1. La compañía prevé tener los primeros datos de eficacia a mediados de 2028. En el campo de las terapias celulares compiten grandes grupos como Vertex, cuyo zimislecel exige inmunosupresión crónica.",
      labels: { event: "financing", company: "Teide Therapeutics", companyOriginal: "Teide Therapeutics", asset: "TDT101", indication: "Type 1 diabetes", regulator: null, also: ["Atlántida Ventures"] },
    },
    {
      title: "Andina Biologics recibe US$55 millones para ampliar su producción de vacunas en Colombia",
      text: "La farmacéutica colombiana Andina Biologics cerró una financiación de 55 millones de dólares, que combina una ampliación de capital suscrita por sus accionistas y un crédito de largo plazo de un banco multilateral de desarrollo. Los recursos se destinarán a terminar su planta de llenado y envasado en Rionegro (Antioquia) y a avanzar tres programas de vacunas, contra el dengue, la fiebre amarilla y el virus del papiloma humano, hoy en fase preclínica o en fase 1. La compañía espera que la planta entre en operación en 2028 y reduzca la dependencia de la región de vacunas importadas, una debilidad que quedó expuesta durante la pandemia de covid-19.",
      labels: { event: "financing", company: "Andina Biologics", companyOriginal: "Andina Biologics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Brisamar Pharma compra la valenciana Albufera Bio por hasta 260 millones de euros",
      text: "El grupo farmacéutico Brisamar Pharma ha alcanzado un acuerdo para adquirir el 100 % de Albufera Bio, biotecnológica con sede en Paterna (Valencia), por 110 millones de euros al contado y hasta 150 millones adicionales en pagos ligados a hitos clínicos y regulatorios. El principal activo de Albufera es ABF-9, un inhibidor oral de la quinasa IRAK4 en fase 2 para la artritis reumatoide, que en un estudio de 24 semanas obtuvo una tasa de respuesta ACR20 del 64 %, frente al 31 % con placebo. Brisamar, con 900 millones de euros de facturación, busca reducir su dependencia de los genéricos. El mercado de la artritis reumatoide está dominado por biológicos como adalimumab y por inhibidores de JAK como upadacitinib.",
      labels: { event: "acquisition", company: "Brisamar Pharma", companyOriginal: "Brisamar Pharma", asset: "ABF9", indication: "Rheumatoid arthritis", regulator: null, also: ["Albufera Bio"] },
    },
    {
      title: "Bierzo Pharma licencia a Ostara Pharmaceuticals su candidato para el temblor esencial",
      text: "Bierzo Pharma, con sede en Ponferrada, ha concedido a la estadounidense Ostara Pharmaceuticals una licencia exclusiva para desarrollar y comercializar BRZ-250 en Norteamérica. Ostara pagará 30 millones de dólares por adelantado, hasta 285 millones en hitos y regalías escalonadas sobre las ventas. BRZ-250, un modulador de canales de calcio tipo T, completó este año un ensayo de fase 2 en 180 pacientes con temblor esencial que mostró una reducción significativa del temblor en las manos. El propranolol y la primidona siguen siendo los tratamientos habituales desde hace décadas. Bierzo mantiene los derechos en Europa y el resto del mundo y planea iniciar la fase 3 en 2027.",
      labels: { event: "licensing", company: "Bierzo Pharma", companyOriginal: "Bierzo Pharma", asset: "BRZ250", indication: "Essential tremor", regulator: null, also: ["Ostara Pharmaceuticals"] },
    },
    {
      title: "Sanidad financiará el hipolipemiante Lipvara de Miravet Pharma con restricciones",
      text: "La Comisión Interministerial de Precios de los Medicamentos (CIPM) ha acordado incluir en la financiación del Sistema Nacional de Salud Lipvara (MRV-61), de Miravet Pharma, para pacientes con hipercolesterolemia que no alcanzan sus objetivos de colesterol LDL con estatinas a dosis máximas. La financiación se limita a pacientes con enfermedad cardiovascular establecida o hipercolesterolemia familiar y exige visado de inspección. El precio no se ha hecho público. Lipvara, un inhibidor oral de PCSK9 que se toma una vez al día, recibió la autorización de la Comisión Europea en marzo. Hasta ahora, estos pacientes disponían de anticuerpos inyectables como evolocumab y alirocumab o del ARN de interferencia inclisirán.",
      labels: { event: null, company: "Miravet Pharma", companyOriginal: "Miravet Pharma", asset: "MRV61", indication: "Hypercholesterolemia", regulator: "CIPM" },
    },
  ],
};
