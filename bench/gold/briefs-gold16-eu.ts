import type { BriefArticle } from "./briefs";

/**
 * Sixteenth held-out set for the English brief benchmark: 20 short articles each in German, French
 * and Spanish, in the styles of German, Austrian and Swiss, French, Belgian and Québec, and Spanish
 * and Latin American trade news, business press, ad-hoc announcements and press releases. Written
 * and labelled by hand on 2026-11-29 without the engine's code, its tests or any other gold set
 * open; to be measured once. The labels were set before any measurement and are not to be edited.
 *
 * Articles about real events (true to the author's knowledge; details not sure of left out):
 * - de: Novartis, acquisition of Tourmaline Bio for $48 a share, about $1.4B, pacibekitug (acquisition, September 2025)
 * - de: Galderma, nemolizumab (Nemluvio) approved by the FDA in prurigo nodularis (approval, August 2024)
 * - de: Roche with Zealand Pharma, co-development and co-commercialization of petrelintide, $1.65B upfront (partnership, March 2025)
 * - de: Lonza, purchase of Genentech's Vacaville biologics site from Roche for $1.2B (acquisition, March 2024)
 * - de: Bayer, darolutamide (Nubeqa) with ADT approved by the FDA in mHSPC on the ARANOTE data (approval, June 2025)
 * - fr: UCB, bimekizumab (Bimzelx) approved by the FDA in hidradenitis suppurativa (approval, November 2024)
 * - fr: argenx, efgartigimod alfa (Vyvgart) approved by the FDA in generalized myasthenia gravis (approval, December 2021)
 * - fr: Sanofi, acquisition of DR-0201 from Dren Bio, $600M upfront plus up to $1.3B (acquisition, March 2025)
 * - fr: Ipsen, acquisition of Albireo Pharma for $42 a share plus a $10 CVR, Bylvay/odevixibat (acquisition, January 2023)
 * - fr: Sanofi with Regeneron, itepekimab AERIFY-1 meets and AERIFY-2 misses its primary endpoint in COPD (readout, May 2025)
 * - es: Eli Lilly, tirzepatide (Zepbound) approved by the FDA in obstructive sleep apnea with obesity (approval, December 2024)
 * - es: Eli Lilly, acquisition of STX-478 from Scorpion Therapeutics for up to $2.5B (acquisition, January 2025)
 * - es: Johnson & Johnson, guselkumab (Tremfya) approved by the FDA in ulcerative colitis (approval, September 2024)
 * - es: Grifols, agreement to acquire control of Biotest via Tiancheng plus a tender offer at €43/€37 (acquisition, September 2021)
 * - es: Vertex Pharmaceuticals, suzetrigine (Journavx) approved by the FDA in moderate-to-severe acute pain (approval, January 2025)
 *
 * All other articles are invented: they are about fictional companies, investors and medicines
 * (names, brands and research codes checked, case-insensitively and with and without hyphens, not
 * to be in the registry files); real companies and medicines appear in them only as background.
 */
export const GOLD16_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "Novartis kauft Tourmaline Bio für rund 1,4 Milliarden Dollar",
      text: "Novartis übernimmt das US-Biotechunternehmen Tourmaline Bio für 48 Dollar je Aktie in bar, was einem Eigenkapitalwert von rund 1,4 Milliarden Dollar entspricht. Im Zentrum des Deals steht Pacibekitug, ein Antikörper gegen Interleukin-6, den Tourmaline zur Behandlung der atherosklerotischen Herz-Kreislauf-Erkrankung entwickelt. Entzündungen gelten als Risikofaktor für Herzinfarkt und Schlaganfall, den Cholesterinsenker wie Statine oder das hauseigene Leqvio (Inclisiran) nicht adressieren. In einer Phase-II-Studie hatte Pacibekitug den Entzündungsmarker hsCRP deutlich gesenkt. Der Basler Konzern hatte in diesem Jahr bereits die Übernahme von Regulus Therapeutics angekündigt. Der Abschluss wird nach Annahme des Angebots durch die Aktionäre und den behördlichen Freigaben erwartet.",
      labels: { event: "acquisition", company: "Novartis", asset: "pacibekitug", indication: "Atherosclerotic cardiovascular disease", regulator: null, also: ["Tourmaline Bio"] },
    },
    {
      title: "Galderma erhält US-Zulassung für Nemluvio bei Prurigo nodularis",
      text: "Die US-Arzneimittelbehörde FDA hat Nemluvio (Nemolizumab) von Galderma zur Behandlung von Erwachsenen mit Prurigo nodularis zugelassen. Der Antikörper blockiert den Rezeptor von Interleukin-31, einem Botenstoff, der bei der chronischen Hauterkrankung den quälenden Juckreiz auslöst. Grundlage der Zulassung sind die Phase-III-Studien des Programms OLYMPIA. In dieser Indikation war in den USA bisher nur Dupixent von Sanofi und Regeneron zugelassen. Die Rechte an Nemolizumab hatte Galderma 2016 von Chugai einlizenziert. Das Dermatologieunternehmen, seit März an der SIX kotiert, wartet zudem auf den Entscheid der FDA über einen Antrag bei atopischer Dermatitis.",
      labels: { event: "approval", company: "Galderma", asset: "nemolizumab", indication: "Prurigo nodularis", regulator: "FDA" },
    },
    {
      title: "Roche zahlt Zealand Pharma 1,65 Milliarden Dollar für Abnehm-Kandidaten",
      text: "Roche steigt mit einer grossen Partnerschaft tiefer in den Markt für Abnehmmittel ein. Der Basler Konzern und die dänische Zealand Pharma wollen das Amylin-Analogon Petrelintide gemeinsam entwickeln und vermarkten. Zealand erhält Vorauszahlungen von insgesamt 1,65 Milliarden Dollar; einschliesslich Meilensteinzahlungen beläuft sich das Volumen auf bis zu 5,3 Milliarden Dollar. In den USA und Europa teilen sich die Partner Gewinne und Kosten hälftig. Petrelintide befindet sich in der Phase II und soll später auch mit dem GLP-1/GIP-Kandidaten CT-388 kombiniert werden, den Roche mit der Übernahme von Carmot Therapeutics erworben hatte. Den Markt für Adipositas-Medikamente dominieren bisher Novo Nordisk und Eli Lilly.",
      labels: { event: "partnership", company: "Roche", asset: "petrelintide", indication: "Obesity", regulator: null, also: ["Zealand Pharma"] },
    },
    {
      title: "Lonza übernimmt Biologika-Werk in Kalifornien von Roche",
      text: "Der Auftragshersteller Lonza kauft von Roche den Produktionsstandort Vacaville in Kalifornien für 1,2 Milliarden Dollar. Das bisherige Werk der Roche-Tochter Genentech zählt mit rund 330'000 Litern Bioreaktorkapazität zu den grössten Anlagen für die Herstellung von Biologika weltweit. Lonza will in den kommenden Jahren zusätzlich rund 500 Millionen Franken in die Modernisierung investieren. Teil der Vereinbarung ist, dass Lonza am Standort weiterhin bestimmte Roche-Produkte herstellt. Mit dem Kauf will der Basler Konzern die steigende Nachfrage nach grossvolumiger Produktion von Antikörpern bedienen.",
      labels: { event: "acquisition", company: "Lonza", asset: null, indication: null, regulator: null, also: ["Roche"] },
    },
    {
      title: "Bayer: FDA erweitert Zulassung von Nubeqa beim hormonsensitiven Prostatakrebs",
      text: "Bayer hat in den USA eine weitere Zulassung für seinen Krebswirkstoff Darolutamid erhalten. Die FDA genehmigte Nubeqa in Kombination mit einer Androgendeprivationstherapie für Patienten mit metastasiertem hormonsensitivem Prostatakrebs (mHSPC), und zwar ohne begleitende Chemotherapie. Grundlage ist die Phase-III-Studie ARANOTE, in der Darolutamid das Risiko für radiologische Progression oder Tod gegenüber Placebo deutlich senkte. Bereits seit 2022 ist das Mittel in den USA zusammen mit Docetaxel in dieser Indikation zugelassen, zuvor schon beim nicht-metastasierten kastrationsresistenten Prostatakrebs. Darolutamid wurde gemeinsam mit dem finnischen Unternehmen Orion entwickelt und zählt zu den wichtigsten Wachstumsträgern der Leverkusener Pharmasparte.",
      labels: { event: "approval", company: "Bayer", asset: "darolutamide", indication: "Prostate cancer", regulator: "FDA" },
    },
    {
      title: "Aurenta reicht Zulassungsantrag für AUR-214 bei der EMA ein",
      text: "Heidelberg, 14. Oktober – Die Aurenta Therapeutics GmbH hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Antrag auf Marktzulassung für AUR-214 zur Vorbeugung von Attacken beim hereditären Angioödem (HAE) eingereicht. Der orale Kallikrein-Hemmer wird einmal täglich eingenommen. In der Phase-III-Studie HALCYON senkte AUR-214 die monatliche Attackenrate gegenüber Placebo um 71 Prozent. Viele Patienten werden heute mit injizierten Antikörpern wie Lanadelumab oder Garadacimab von CSL behandelt. Aurenta rechnet mit einer Entscheidung der Europäischen Kommission in der zweiten Jahreshälfte 2027 und bereitet parallel einen Antrag bei der FDA vor.",
      labels: { event: "submission", company: "Aurenta Therapeutics", companyOriginal: "Aurenta Therapeutics", asset: "AUR214", indication: "Hereditary angioedema", regulator: "EMA" },
    },
    {
      title: "FDA nimmt Zulassungsantrag von Quellwerk Pharma zur Prüfung an",
      text: "Basel (awp) - Die US-Gesundheitsbehörde FDA hat den Zulassungsantrag der Quellwerk Pharma AG für QW-3308 zur Behandlung der fokal segmentalen Glomerulosklerose (FSGS) angenommen und ihm eine vorrangige Prüfung gewährt. Ein Entscheid wird bis zum 18. Juni 2027 erwartet, wie das an der SIX kotierte Unternehmen am Montag mitteilte. QW-3308 ist ein oraler Hemmer des Ionenkanals TRPC6. Für FSGS gibt es bislang keine spezifisch zugelassene Therapie; das verwandte Sparsentan von Travere ist in den USA bei der IgA-Nephropathie zugelassen. Die Quellwerk-Aktie stieg im frühen Handel um 9 Prozent. Im Frühjahr hatte das Unternehmen eine Kapitalerhöhung über 120 Millionen Franken platziert.",
      labels: { event: "filing-acceptance", company: "Quellwerk Pharma", companyOriginal: "Quellwerk Pharma", asset: "QW3308", indication: "Focal segmental glomerulosclerosis", regulator: "FDA" },
    },
    {
      title: "Wiener Velantis Bio erhält Orphan-Drug-Status für Duchenne-Kandidaten",
      text: "Das Wiener Biotech-Start-up Velantis Bio hat für seinen Wirkstoffkandidaten VLT-07 von der US-Arzneimittelbehörde FDA den Status eines Arzneimittels für seltene Leiden (Orphan Drug Designation) erhalten. VLT-07 ist ein Exon-Skipping-Oligonukleotid, das Buben mit Duchenne-Muskeldystrophie die Bildung eines verkürzten, aber funktionsfähigen Dystrophins ermöglichen soll. Der Status bringt unter anderem sieben Jahre Marktexklusivität nach einer Zulassung sowie Gebührenerleichterungen. Derzeit läuft eine Phase-I/II-Studie an drei Zentren in Österreich und Deutschland. Mit Elevidys von Sarepta gibt es in den USA zwar bereits eine Gentherapie, sie ist aber nicht für alle Patienten geeignet. Velantis wurde 2021 als Ausgründung der Medizinischen Universität Wien gegründet.",
      labels: { event: "designation", company: "Velantis Bio", companyOriginal: "Velantis Bio", asset: "VLT07", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "Rückschlag für Kaltenbach: FDA verweigert vorerst die Zulassung",
      text: "Die Grazer Kaltenbach Biopharma hat von der US-Arzneimittelbehörde FDA einen Complete Response Letter für ihren Kaliumbinder KB-1120 erhalten. Die Behörde bemängelt nach Unternehmensangaben die Herstellung bei einem externen Lohnfertiger, nicht aber die Wirksamkeits- und Sicherheitsdaten. KB-1120 soll bei Patienten mit Hyperkaliämie eingesetzt werden, die wegen einer chronischen Nierenerkrankung oder Herzinsuffizienz auf RAAS-Hemmer angewiesen sind. In der EU hatte die Europäische Kommission das Mittel bereits im Frühjahr zugelassen. Kaltenbach will den Antrag nach einem Treffen mit der FDA im ersten Quartal erneut einreichen. Die Aktie brach an der Wiener Börse um 23 Prozent ein.",
      labels: { event: "complete-response-letter", company: "Kaltenbach Biopharma", companyOriginal: "Kaltenbach Biopharma", asset: "KB1120", indication: "Hyperkalemia", regulator: "FDA" },
    },
    {
      title: "Sylvarin Therapeutics startet Phase-II-Studie mit SYL-402",
      text: "Berlin – Die Sylvarin Therapeutics GmbH hat in ihrer Phase-II-Studie SCLERA-2 den ersten Patienten mit SYL-402 behandelt. Die placebokontrollierte Studie soll rund 180 Erwachsene mit diffuser kutaner systemischer Sklerose an 40 Zentren in Europa und Nordamerika einschließen; primärer Endpunkt ist die Veränderung des modifizierten Rodnan-Hautscores nach 52 Wochen. Das Bundesinstitut für Arzneimittel und Medizinprodukte (BfArM) hatte den Studienantrag im Sommer genehmigt. SYL-402 ist ein bispezifischer Antikörper, der die Signalwege von IL-4 und TGF-beta gleichzeitig blockiert. Krankheitsmodifizierende Therapien gibt es kaum; eingesetzt werden vor allem Immunsuppressiva und bei Lungenbeteiligung Nintedanib. Erste Daten erwartet Sylvarin Ende 2027.",
      labels: { event: "trial-start", company: "Sylvarin Therapeutics", companyOriginal: "Sylvarin Therapeutics", asset: "SYL402", indication: "Systemic sclerosis", regulator: null },
    },
    {
      title: "Lindwurm Biotech: LW-118 erreicht primären Endpunkt",
      text: "Innsbruck – Die Lindwurm Biotech AG hat positive Topline-Ergebnisse der Phase-IIb-Studie ALOPIA mit ihrem topischen JAK1-Hemmer LW-118 bei Alopecia areata veröffentlicht. Nach 24 Wochen erreichten 38 Prozent der Patienten in der höchsten Dosis einen SALT-Score von 20 oder weniger, gegenüber 6 Prozent unter Placebo. Schwere Nebenwirkungen traten nicht häufiger auf als unter Placebo. Anders als die oral verabreichten JAK-Hemmer Baricitinib und Ritlecitinib wird LW-118 als Lösung direkt auf die Kopfhaut aufgetragen, um systemische Risiken zu vermeiden. Das Unternehmen will nun mit FDA und EMA über ein Phase-III-Programm sprechen. Detaillierte Daten sollen im Frühjahr auf einem Dermatologie-Kongress vorgestellt werden.",
      labels: { event: "readout", company: "Lindwurm Biotech", companyOriginal: "Lindwurm Biotech", asset: "LW118", indication: "Alopecia areata", regulator: null },
    },
    {
      title: "Hochfeld Oncology scheitert mit Phase-III-Studie – Aktie bricht ein",
      text: "Schwerer Rückschlag für die Mainzer Hochfeld Oncology: Die zulassungsrelevante Phase-III-Studie PANDORA mit dem Antikörper-Wirkstoff-Konjugat HOC-561 beim metastasierten Bauchspeicheldrüsenkrebs hat ihr Hauptziel verfehlt. In Kombination mit Gemcitabin verlängerte HOC-561 das Gesamtüberleben nicht signifikant gegenüber Gemcitabin plus nab-Paclitaxel, der bisherigen Standardtherapie in der Erstlinie. Die Aktie verlor im Xetra-Handel zeitweise mehr als 60 Prozent. Hochfeld hatte erst im Frühjahr eine Finanzierungsrunde über 95 Millionen Euro abgeschlossen, vor allem um die Markteinführung vorzubereiten. Vorstandschefin Katrin Albers kündigte an, das Programm in dieser Indikation einzustellen und die Mittel auf den Kandidaten HOC-702 zu konzentrieren.",
      labels: { event: "readout", company: "Hochfeld Oncology", companyOriginal: "Hochfeld Oncology", asset: "HOC561", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "Brevion sichert sich Rechte an chinesischem GLP-1-Kandidaten",
      text: "Die Zuger Brevion Pharma hat von der chinesischen Hengyuan Biotech die exklusiven Rechte ausserhalb Chinas an dem oralen GLP-1-Rezeptor-Agonisten HY-2209 einlizenziert. Brevion zahlt 60 Millionen Dollar im Voraus sowie bis zu 1,1 Milliarden Dollar an Entwicklungs- und Verkaufsmeilensteinen; hinzu kommen gestaffelte Lizenzgebühren. In China hat HY-2209 eine Phase-II-Studie bei Adipositas abgeschlossen, in der die Teilnehmer nach 26 Wochen durchschnittlich 11 Prozent ihres Körpergewichts verloren. Orale Konkurrenten wie Orforglipron von Eli Lilly sind in der Entwicklung deutlich weiter. Brevion plant, im kommenden Jahr eine Phase-II-Studie in den USA zu beginnen.",
      labels: { event: "licensing", company: "Brevion Pharma", companyOriginal: "Brevion Pharma", asset: "HY2209", indication: "Obesity", regulator: null, also: ["Hengyuan Biotech"] },
    },
    {
      title: "Saarlux Biologics vergibt Asien-Rechte an NMOSD-Antikörper",
      text: "Die Saarlux Biologics GmbH aus Saarbrücken hat die Rechte an ihrem Antikörper SLX-17 für Japan, Südkorea und Taiwan an das japanische Unternehmen Kisaragi Pharmaceutical vergeben. Saarlux erhält eine Vorauszahlung von 35 Millionen Euro und kann mit weiteren Zahlungen von bis zu 240 Millionen Euro rechnen; dazu kommen Lizenzgebühren im zweistelligen Prozentbereich. SLX-17 richtet sich gegen den Rezeptor des Komplementfaktors C5a und wird bei Neuromyelitis-optica-Spektrum-Erkrankungen (NMOSD) entwickelt. Zugelassen sind in dieser Indikation bereits Inebilizumab, Satralizumab und Eculizumab. Kisaragi übernimmt Entwicklung und Zulassung in den Lizenzgebieten, die globale Phase-III-Studie führt Saarlux selbst weiter.",
      labels: { event: "licensing", company: "Saarlux Biologics", companyOriginal: "Saarlux Biologics", asset: "SLX17", indication: "Neuromyelitis optica spectrum disorder", regulator: null, also: ["Kisaragi Pharmaceutical"] },
    },
    {
      title: "Nordhafen Bio sammelt 85 Millionen Euro ein",
      text: "Das Hamburger Biotech Nordhafen Bio hat eine Series-B-Finanzierungsrunde über 85 Millionen Euro abgeschlossen. Angeführt wurde die Runde vom Münchner Investor Kesselberg Capital, auch die Bestandsinvestoren beteiligten sich. Mit dem Geld will Nordhafen vor allem die Phase-II-Studie seines RNA-Medikaments NH-605 gegen erhöhtes Lipoprotein(a) finanzieren. Hohe Lp(a)-Werte gelten als genetisch bedingter Risikofaktor für Herzinfarkt und Schlaganfall; Novartis mit Pelacarsen und Amgen mit Olpasiran testen ähnliche Ansätze bereits in Phase III. Das 2020 gegründete Unternehmen beschäftigt 48 Mitarbeitende.",
      labels: { event: "financing", company: "Nordhafen Bio", companyOriginal: "Nordhafen Bio", asset: "NH605", indication: "Elevated lipoprotein(a)", regulator: null, also: ["Kesselberg Capital"] },
    },
    {
      title: "Sentira Therapeutics gelingt der Sprung an die SIX",
      text: "Zürich – Die Sentira Therapeutics AG hat bei ihrem Börsengang an der SIX Swiss Exchange brutto 180 Millionen Franken eingenommen. Die Aktien wurden zu 31 Franken am oberen Ende der Preisspanne zugeteilt, beim ersten Handel stieg der Kurs auf 34.50 Franken. Den Erlös will das Unternehmen auf seine drei klinischen Programme in der Onkologie und Immunologie verteilen, darunter die Zelltherapie ST-301 beim diffusen grosszelligen B-Zell-Lymphom. Ankeraktionär bleibt der Gründungsinvestor Limmatbridge Partners mit rund 22 Prozent. Zuletzt hatten in der Schweiz vor allem grössere Unternehmen wie Galderma den Weg an die Börse gewählt.",
      labels: { event: "financing", company: "Sentira Therapeutics", companyOriginal: "Sentira Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Paul-Ehrlich-Institut genehmigt erste klinische Prüfung von Tavoris Bio",
      text: "Tübingen, 3. November – Die Tavoris Bio GmbH hat vom Paul-Ehrlich-Institut (PEI) die Genehmigung für die klinische Prüfung ihrer CAR-T-Zelltherapie TAV-19 bei systemischem Lupus erythematodes erhalten. Die Phase-I-Studie soll zwölf Patienten mit schwerem, therapierefraktärem Verlauf einschließen und an den Universitätskliniken Tübingen und Erlangen stattfinden. TAV-19 richtet sich gegen das Oberflächenmolekül CD19 und soll das fehlgeleitete Immunsystem mit einer einmaligen Gabe zurücksetzen. Erlanger Ärzte hatten 2022 mit einer ähnlichen Therapie erstmals Lupus-Patienten in eine anhaltende Remission gebracht. Den ersten Patienten will Tavoris im ersten Quartal 2027 behandeln.",
      labels: { event: "approval", company: "Tavoris Bio", companyOriginal: "Tavoris Bio", asset: "TAV19", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "CHMP empfiehlt Zulassung von Isarion-Mittel gegen PNH",
      text: "Der Ausschuss für Humanarzneimittel (CHMP) der Europäischen Arzneimittel-Agentur hat eine positive Stellungnahme für ISA-330 der Münchner Isarion Pharma abgegeben. Empfohlen wird die Zulassung des oralen Faktor-D-Hemmers als Monotherapie für Erwachsene mit paroxysmaler nächtlicher Hämoglobinurie (PNH), die trotz Behandlung mit einem C5-Inhibitor an einer Anämie leiden. Die Europäische Kommission folgt den Empfehlungen des Ausschusses in der Regel innerhalb von rund zwei Monaten. Auf dem Markt konkurriert ISA-330 mit Iptacopan von Novartis und Pegcetacoplan von Sobi und Apellis. Isarion will das Mittel zunächst in Deutschland und Österreich selbst vermarkten.",
      labels: { event: "approval", company: "Isarion Pharma", companyOriginal: "Isarion Pharma", asset: "ISA330", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "EMA" },
    },
    {
      title: "G-BA sieht keinen Zusatznutzen für Migränemittel von Weserbio",
      text: "Der Gemeinsame Bundesausschuss (G-BA) hat für das Migränemittel Dolvaria (WB-90) des Bremer Herstellers Weserbio keinen Zusatznutzen gegenüber der zweckmäßigen Vergleichstherapie festgestellt. Das Gremium folgte damit weitgehend der Bewertung des IQWiG, das die vorgelegten Daten für ungeeignet hielt, weil die Zulassungsstudie keinen direkten Vergleich mit Erenumab oder anderen CGRP-Antikörpern enthielt. Die Europäische Kommission hatte das Präparat im Frühjahr zur Migräneprophylaxe bei Erwachsenen zugelassen. Der Beschluss ist Grundlage für die anstehenden Preisverhandlungen mit dem GKV-Spitzenverband. Weserbio kündigte an, das Mittel vorerst weiter in Deutschland anzubieten.",
      labels: { event: null, company: "Weserbio", companyOriginal: "Weserbio", asset: "WB90", indication: "Migraine", regulator: "G-BA" },
    },
    {
      title: "Donauwerk Pharma eröffnet neues Abfüllwerk in Linz",
      text: "Der oberösterreichische Arzneimittelhersteller Donauwerk Pharma hat am Donnerstag in Linz ein neues Werk für die sterile Abfüllung von Injektionspräparaten eröffnet. Rund 140 Millionen Euro flossen in den Bau, 180 Arbeitsplätze entstehen neu. In der Anlage sollen jährlich bis zu 60 Millionen Fertigspritzen und Pens befüllt werden, unter anderem mit dem unternehmenseigenen Insulin-Biosimilar DW-104. Geschäftsführer Martin Hölzl sprach bei der Eröffnung von einem Beitrag zur Versorgungssicherheit in Europa, nachdem es in den vergangenen Jahren wiederholt zu Lieferengpässen gekommen sei. Das Land Oberösterreich hatte das Projekt mit einer Förderung unterstützt.",
      labels: { event: null, company: "Donauwerk Pharma", companyOriginal: "Donauwerk Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "UCB décroche le feu vert américain pour Bimzelx dans l'hidradénite suppurée",
      text: "La Food and Drug Administration (FDA) a approuvé Bimzelx (bimekizumab) pour le traitement de l'hidradénite suppurée modérée à sévère chez l'adulte, a annoncé UCB. Le groupe biopharmaceutique bruxellois s'appuie sur les études de phase III BE HEARD I et BE HEARD II. Bimzelx inhibe à la fois l'IL-17A et l'IL-17F, deux cytokines impliquées dans cette maladie inflammatoire chronique de la peau, aussi appelée maladie de Verneuil. Aux États-Unis, le médicament avait déjà été approuvé en octobre 2023 dans le psoriasis en plaques, puis dans le rhumatisme psoriasique et la spondyloarthrite axiale. Dans l'hidradénite suppurée, il affronte notamment Cosentyx de Novartis et Humira d'AbbVie. Les analystes voient dans Bimzelx le principal moteur de croissance d'UCB pour les années à venir.",
      labels: { event: "approval", company: "UCB", asset: "bimekizumab", indication: "Hidradenitis suppurativa", regulator: "FDA" },
    },
    {
      title: "argenx obtient l'approbation de la FDA pour Vyvgart dans la myasthénie grave",
      text: "La société de biotechnologie belgo-néerlandaise argenx a reçu l'approbation de l'agence américaine du médicament pour Vyvgart (efgartigimod alfa) dans la myasthénie grave généralisée chez les adultes porteurs d'anticorps anti-récepteurs de l'acétylcholine. Il s'agit du premier antagoniste du récepteur néonatal Fc (FcRn) autorisé aux États-Unis et du premier produit commercial de l'entreprise. L'approbation repose sur l'étude de phase III ADAPT. Le traitement s'administre par perfusion intraveineuse, en cycles. argenx, cotée sur Euronext Bruxelles et au Nasdaq, prépare le lancement avec sa propre force de vente américaine et développe l'efgartigimod dans plusieurs autres maladies auto-immunes, dont la PIDC.",
      labels: { event: "approval", company: "argenx", asset: "efgartigimod alfa", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "Sanofi rachète un anticorps bispécifique à Dren Bio pour 600 millions de dollars",
      text: "Sanofi poursuit ses emplettes dans l'immunologie. Le groupe pharmaceutique français a annoncé l'acquisition du DR-0201, un anticorps bispécifique développé par la biotech américaine Dren Bio, pour 600 millions de dollars payés d'avance et jusqu'à 1,3 milliard de dollars de paiements d'étape supplémentaires. La molécule, un engageur de cellules myéloïdes ciblant le CD20, doit éliminer en profondeur les lymphocytes B impliqués dans les maladies auto-immunes. Les premiers essais de phase 1 ont montré une déplétion profonde des lymphocytes B chez des patients atteints de maladies auto-immunes réfractaires. L'opération s'ajoute aux rachats de Provention Bio et d'Inhibrx, alors que Sanofi cherche des relais de croissance à Dupixent, son médicament vedette.",
      labels: { event: "acquisition", company: "Sanofi", asset: "DR0201", indication: "Autoimmune diseases", regulator: null, also: ["Dren Bio"] },
    },
    {
      title: "Ipsen met la main sur Albireo pour se renforcer dans les maladies rares du foie",
      text: "Ipsen a conclu un accord pour acquérir la biotech américaine Albireo Pharma, spécialiste des maladies hépatiques cholestatiques de l'enfant. Le laboratoire français offrira 42 dollars par action en numéraire, auxquels s'ajoute un certificat de valeur conditionnelle (CVR) de 10 dollars lié à l'approbation par la FDA de Bylvay dans l'atrésie des voies biliaires. Bylvay (odévixibat) est déjà autorisé aux États-Unis et en Europe dans la cholestase intrahépatique familiale progressive (PFIC), ce qui en fait le cœur de l'opération. Ipsen s'était déjà positionné dans l'hépatologie en 2021 en prenant sous licence l'élafibranor de Genfit dans la cholangite biliaire primitive. La transaction devrait être finalisée au premier trimestre 2023.",
      labels: { event: "acquisition", company: "Ipsen", asset: "odevixibat", indication: "Progressive familial intrahepatic cholestasis", regulator: null, also: ["Albireo Pharma"] },
    },
    {
      title: "BPCO : résultats contrastés pour l'itépékimab de Sanofi et Regeneron",
      text: "Sanofi et Regeneron ont publié vendredi les résultats des deux études de phase III AERIFY-1 et AERIFY-2 de l'itépékimab dans la bronchopneumopathie chronique obstructive (BPCO) chez d'anciens fumeurs. Dans AERIFY-1, l'anticorps anti-IL-33 a réduit de 27 % les exacerbations modérées ou sévères par rapport au placebo à 52 semaines, atteignant son critère principal. AERIFY-2 n'a en revanche pas atteint son critère d'évaluation principal. Les deux partenaires entendent discuter de ces données avec les autorités réglementaires avant de décider d'un éventuel dépôt. Leur anticorps Dupixent est déjà approuvé dans la BPCO associée à un phénotype éosinophile.",
      labels: { event: "readout", company: "Sanofi", asset: "itepekimab", indication: "COPD", regulator: null, also: ["Regeneron"] },
    },
    {
      title: "Lumédis dépose une demande d'autorisation européenne pour le LMD-451",
      text: "Lyon, le 6 octobre – Lumédis Therapeutics SA annonce avoir déposé auprès de l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour le LMD-451 dans la fibrose pulmonaire idiopathique (FPI). Le dossier s'appuie sur l'étude de phase III FIBRELLE, menée chez 612 patients, dans laquelle le LMD-451 a ralenti de 48 % le déclin de la capacité vitale forcée à 52 semaines par rapport au placebo. Les traitements de référence, le nintédanib et la pirfénidone, ne font que freiner la maladie et sont souvent mal tolérés. Une demande auprès de la FDA américaine doit suivre au premier semestre. Lumédis, cotée sur Euronext Growth, disposait de 84 millions d'euros de trésorerie à fin juin.",
      labels: { event: "submission", company: "Lumédis Therapeutics", companyOriginal: "Lumédis Therapeutics", asset: "LMD451", indication: "Idiopathic pulmonary fibrosis", regulator: "EMA" },
    },
    {
      title: "La FDA accepte d'examiner le dossier d'Ostréa Bio dans la thrombocytopénie immune",
      text: "La biotech nantaise Ostréa Bio a annoncé lundi que la Food and Drug Administration avait accepté d'examiner sa demande de licence de produit biologique (BLA) pour l'OST-12 dans la thrombocytopénie immune (PTI) chronique de l'adulte. L'agence américaine a fixé au 9 août 2027 la date cible de sa décision, dans le cadre d'un examen standard. L'OST-12 est un anticorps monoclonal qui bloque le récepteur FcRn, un mécanisme déjà exploité par l'efgartigimod d'argenx. Dans l'étude pivot, 41 % des patients traités ont obtenu une réponse plaquettaire durable, contre 4 % sous placebo. Le titre a gagné 12 % à la Bourse de Paris. En Europe, le dossier doit être soumis d'ici à la fin de l'année.",
      labels: { event: "filing-acceptance", company: "Ostréa Bio", companyOriginal: "Ostréa Bio", asset: "OST12", indication: "Immune thrombocytopenia", regulator: "FDA" },
    },
    {
      title: "Vallombre Pharma obtient le statut PRIME de l'EMA pour son candidat contre la SLA",
      text: "La société carolorégienne Vallombre Pharma a obtenu de l'Agence européenne des médicaments (EMA) l'éligibilité au programme PRIME pour VLB-88, un oligonucléotide antisens destiné aux patients atteints de sclérose latérale amyotrophique (SLA) porteurs d'une mutation du gène FUS. Ce statut, réservé aux médicaments susceptibles de répondre à un besoin médical non satisfait, donne accès à un dialogue renforcé avec l'agence et, le cas échéant, à une évaluation accélérée. Le seul traitement ciblé autorisé dans une forme génétique de la SLA, le tofersen de Biogen, vise les mutations du gène SOD1. VLB-88 est actuellement évalué dans une étude de phase I/II menée à Louvain et à Paris. La spin-off universitaire avait levé 40 millions d'euros l'an dernier.",
      labels: { event: "designation", company: "Vallombre Pharma", companyOriginal: "Vallombre Pharma", asset: "VLB88", indication: "Amyotrophic lateral sclerosis", regulator: "EMA" },
    },
    {
      title: "Lettre de réponse complète de la FDA : l'action de Calvane Biosciences s'effondre",
      text: "Coup dur pour Calvane Biosciences. La société montréalaise a reçu de la Food and Drug Administration une lettre de réponse complète concernant sa demande d'homologation du CLV-220, un antidépresseur à action rapide destiné aux adultes atteints de trouble dépressif majeur. Selon Calvane, l'agence américaine juge nécessaire une seconde étude de phase III, la première n'ayant démontré qu'un effet modeste à la sixième semaine. Santé Canada, qui examine le même dossier depuis le printemps, n'a pas encore rendu sa décision. L'action a perdu 58 % mardi à la Bourse de Toronto. Le président et chef de la direction, Étienne Lavallée, affirme que l'entreprise dispose de liquidités suffisantes jusqu'en 2028.",
      labels: { event: "complete-response-letter", company: "Calvane Biosciences", companyOriginal: "Calvane Biosciences", asset: "CLV220", indication: "Major depressive disorder", regulator: "FDA" },
    },
    {
      title: "Kerlann Bio traite un premier patient atteint de glioblastome avec son vaccin à ARN",
      text: "Rennes – Kerlann Bio a annoncé l'administration de la première dose de KRL-5, son vaccin thérapeutique personnalisé à ARN messager, à un patient atteint d'un glioblastome nouvellement diagnostiqué, dans le cadre de l'essai de phase I/II VIGIE. L'étude, autorisée en juillet par l'ANSM, prévoit de recruter 36 patients dans cinq centres français, dont le CHU de Rennes. Le vaccin est administré après la chirurgie, en association avec la radiothérapie et le témozolomide, le traitement standard depuis près de vingt ans. La survie médiane des patients reste inférieure à deux ans. Les premières données d'immunogénicité sont attendues au second semestre 2028.",
      labels: { event: "trial-start", company: "Kerlann Bio", companyOriginal: "Kerlann Bio", asset: "KRL5", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Toux chronique : le SYP-310 de Sylphide Thérapeutiques réussit sa phase 2b",
      text: "Québec – Sylphide Thérapeutiques a présenté jeudi les résultats principaux de son étude de phase 2b CALMEA sur le SYP-310 dans la toux chronique réfractaire. À la dose de 50 mg deux fois par jour, le candidat a réduit la fréquence de la toux sur 24 heures de 34 % de plus que le placebo après 12 semaines, atteignant le critère d'évaluation principal. Les troubles du goût, qui ont pesé sur le géfapixant de Merck, ont touché moins de 5 % des patients. Le SYP-310 cible lui aussi le récepteur P2X3, comme le camlipixant, que GSK a obtenu en rachetant la québécoise BELLUS Santé en 2023. Sylphide entend amorcer la phase 3 l'an prochain, seule ou avec un partenaire.",
      labels: { event: "readout", company: "Sylphide Therapeutics", companyOriginal: "Sylphide Thérapeutiques", asset: "SYP310", indication: "Chronic cough", regulator: null },
    },
    {
      title: "Hélianthe Pharma cède les droits japonais de l'HLT-902 à Mizunoe Pharmaceutical",
      text: "Hélianthe Pharma SA a signé un accord de licence exclusive avec le japonais Mizunoe Pharmaceutical pour le développement et la commercialisation de l'HLT-902 au Japon. Le laboratoire marseillais recevra un paiement initial de 25 millions d'euros et jusqu'à 180 millions d'euros de paiements d'étape liés au développement et aux ventes, ainsi que des redevances. L'HLT-902, un inhibiteur oral de la kallicréine plasmatique, est en phase III en Europe et aux États-Unis dans l'œdème maculaire diabétique. Mizunoe prendra en charge l'étude de bridging japonaise. Les injections intravitréennes d'anti-VEGF comme l'aflibercept ou le ranibizumab restent le traitement de référence. Le titre Hélianthe s'envolait de 18 % à la mi-séance.",
      labels: { event: "licensing", company: "Hélianthe Pharma", companyOriginal: "Hélianthe Pharma", asset: "HLT902", indication: "Diabetic macular edema", regulator: null, also: ["Mizunoe Pharmaceutical"] },
    },
    {
      title: "Biomérion prend sous licence un ADC coréen pour l'Europe",
      text: "La biotech liégeoise Biomérion a obtenu du coréen Saebom Bio les droits exclusifs pour l'Union européenne, le Royaume-Uni et la Suisse sur le SBB-301, un conjugué anticorps-médicament ciblant la protéine B7-H3. Biomérion versera 20 millions de dollars à la signature et jusqu'à 310 millions de dollars de paiements d'étape, plus des redevances à deux chiffres sur les ventes. Le SBB-301 fait l'objet d'une étude de phase 1 en Corée chez des patients atteints de cancer du poumon à petites cellules, où des réponses objectives ont été observées chez 38 % des patients évaluables. La concurrence est vive sur cette cible, où l'ifinatamab déruxtécan de Daiichi Sankyo et Merck est déjà en phase 3. Biomérion prévoit d'ouvrir des centres d'essai en Belgique et en France l'an prochain.",
      labels: { event: "licensing", company: "Biomérion", companyOriginal: "Biomérion", asset: "SBB301", indication: "Small cell lung cancer", regulator: null, also: ["Saebom Bio"] },
    },
    {
      title: "Noctéa Bio s'allie à Heliodata pour chercher de nouvelles cibles dans la maladie de Parkinson",
      text: "Noctéa Bio et la société d'intelligence artificielle Heliodata ont conclu une collaboration de recherche pluriannuelle afin d'identifier de nouvelles cibles thérapeutiques dans la maladie de Parkinson. Heliodata appliquera ses modèles d'apprentissage automatique aux données issues de neurones dérivés de cellules souches de patients, générées par Noctéa. Noctéa versera 8 millions d'euros à la signature et jusqu'à 190 millions d'euros de paiements d'étape par programme, Heliodata pouvant aussi percevoir des redevances. Les traitements actuels, comme la lévodopa, n'agissent que sur les symptômes. Il s'agit du deuxième accord de ce type pour la biotech parisienne, après celui conclu l'an dernier avec un groupe japonais.",
      labels: { event: "partnership", company: "Noctéa Bio", companyOriginal: "Noctéa Bio", asset: null, indication: "Parkinson's disease", regulator: null, also: ["Heliodata"] },
    },
    {
      title: "Estuaire Therapeutics et Kestrel Biopharma vont codévelopper l'EST-07 dans la drépanocytose",
      text: "Estuaire Therapeutics a signé avec l'américain Kestrel Biopharma un accord de codéveloppement et de cocommercialisation de l'EST-07, son activateur oral de la pyruvate kinase, dans la drépanocytose. Les deux sociétés partageront à parts égales les coûts de développement et les profits aux États-Unis et en Europe ; Kestrel versera 45 millions de dollars à la signature. Une étude de phase II/III doit débuter au premier semestre. Le marché s'est recomposé après le retrait en 2024 de l'Oxbryta de Pfizer, et le mitapivat d'Agios est également testé dans cette maladie. Basée à Bordeaux, Estuaire est soutenue par plusieurs fonds européens.",
      labels: { event: "partnership", company: "Estuaire Therapeutics", companyOriginal: "Estuaire Therapeutics", asset: "EST07", indication: "Sickle cell disease", regulator: null, also: ["Kestrel Biopharma"] },
    },
    {
      title: "Cordélia Bio lève 110 millions d'euros pour financer la phase 3 du CDL-14",
      text: "La biotech strasbourgeoise Cordélia Bio a bouclé une série C de 110 millions d'euros, l'un des plus importants tours de table de l'année dans les biotechnologies françaises. L'opération est menée par le fonds néerlandais Zuiderzee Life Sciences, rejoint par les investisseurs historiques. Les fonds serviront principalement à financer l'étude de phase 3 du CDL-14, une thérapie génique administrée en une seule injection dans la maladie de Wilson, une affection héréditaire qui provoque l'accumulation de cuivre dans le foie et le cerveau. Les patients doivent aujourd'hui prendre à vie des chélateurs ou du zinc. Cordélia prépare également une introduction en Bourse « lorsque les conditions de marché le permettront », selon son président.",
      labels: { event: "financing", company: "Cordélia Bio", companyOriginal: "Cordélia Bio", asset: "CDL14", indication: "Wilson disease", regulator: null, also: ["Zuiderzee Life Sciences"] },
    },
    {
      title: "Tramontane Biotech réussit une augmentation de capital de 32 millions d'euros",
      text: "Tramontane Biotech, cotée sur Euronext Growth, a annoncé le succès d'une augmentation de capital d'environ 32 millions d'euros par voie de placement privé auprès d'investisseurs spécialisés, au prix de 4,10 euros par action, soit une décote de 12 % sur le dernier cours. Le produit servira à financer les essais de phase 2 de ses deux candidats antibactériens, le TMB-201 dans les infections urinaires compliquées et le TMB-330 dans les infections à Clostridioides difficile, ainsi que ses besoins généraux. La trésorerie de la société montpelliéraine est ainsi prolongée jusqu'au troisième trimestre 2028. Le titre cédait 9 % à l'ouverture.",
      labels: { event: "financing", company: "Tramontane Biotech", companyOriginal: "Tramontane Biotech", asset: null, indication: null, regulator: null },
    },
    {
      title: "Santé Canada autorise la crème de Loriance Pharma contre la dermatite atopique",
      text: "Loriance Pharma, de Laval, a obtenu de Santé Canada un avis de conformité pour Dermalis (LRC-55), une crème non stéroïdienne destinée aux patients de deux ans et plus atteints de dermatite atopique légère à modérée. Il s'agit du premier médicament entièrement mis au point par l'entreprise québécoise à être homologué. L'autorisation repose sur deux essais de phase III totalisant 1 100 patients. Loriance prévoit un lancement au Canada au premier trimestre et a déposé une demande auprès de la FDA en juin. Les dermocorticoïdes et le tacrolimus topique restent les options de première intention, tandis que les formes sévères sont traitées par le dupilumab ou des inhibiteurs de JAK.",
      labels: { event: "approval", company: "Loriance Pharma", companyOriginal: "Loriance Pharma", asset: "LRC55", indication: "Atopic dermatitis", regulator: "Health Canada" },
    },
    {
      title: "La HAS juge insuffisant le service médical rendu du Fibrelan d'Aubépine Pharma",
      text: "La commission de la transparence de la Haute Autorité de santé (HAS) a rendu un avis défavorable au remboursement du Fibrelan (ABP-17), le traitement de l'endométriose développé par le laboratoire Aubépine Pharma. Elle estime le service médical rendu insuffisant, faute de comparaison directe avec les progestatifs utilisés en première intention et en raison d'un taux élevé d'arrêts de traitement dans l'étude pivot. Le médicament avait pourtant obtenu en janvier une autorisation de mise sur le marché de la Commission européenne. Sans remboursement, sa diffusion en France devrait rester limitée. Aubépine Pharma dit envisager une nouvelle demande à l'issue de l'étude de phase IIIb en cours.",
      labels: { event: null, company: "Aubépine Pharma", companyOriginal: "Aubépine Pharma", asset: "ABP17", indication: "Endometriosis", regulator: "Haute Autorité de Santé" },
    },
    {
      title: "L'ANSM fait rappeler plusieurs lots d'un antiépileptique de Verdane Pharma",
      text: "L'Agence nationale de sécurité du médicament et des produits de santé (ANSM) a demandé le rappel de six lots du Convulen 200 mg (VRD-12), un antiépileptique commercialisé par Verdane Pharma, après la détection d'une impureté de type nitrosamine au-delà du seuil autorisé. Le rappel concerne les pharmacies d'officine et les établissements de santé. Les patients ne doivent pas interrompre leur traitement sans avis médical, l'arrêt brutal d'un antiépileptique pouvant provoquer des crises, précise l'agence. Les autres lots restent disponibles, mais des tensions d'approvisionnement sont possibles jusqu'à la fin du mois. Verdane indique avoir identifié l'origine du problème chez un fournisseur de principe actif.",
      labels: { event: null, company: "Verdane Pharma", companyOriginal: "Verdane Pharma", asset: "VRD12", indication: "Epilepsy", regulator: "ANSM" },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepbound de Lilly como primer fármaco para la apnea obstructiva del sueño",
      text: "La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) aprobó Zepbound (tirzepatida), de Eli Lilly, para tratar la apnea obstructiva del sueño moderada a grave en adultos con obesidad. Es el primer medicamento autorizado específicamente para este trastorno, que hasta ahora se trataba sobre todo con dispositivos de presión positiva continua (CPAP). La decisión se basa en los ensayos SURMOUNT-OSA, en los que el fármaco redujo de forma significativa el número de episodios de apnea e hipopnea por hora. Zepbound ya estaba aprobado para el control crónico del peso desde noviembre de 2023, y el mismo principio activo se comercializa como Mounjaro para la diabetes tipo 2. El tratamiento debe acompañarse de una dieta baja en calorías y de actividad física.",
      labels: { event: "approval", company: "Eli Lilly", asset: "tirzepatide", indication: "Obstructive sleep apnea", regulator: "FDA" },
    },
    {
      title: "Lilly pagará hasta 2.500 millones de dólares por el STX-478 de Scorpion Therapeutics",
      text: "Eli Lilly anunció un acuerdo para adquirir el STX-478, un inhibidor de PI3Kα selectivo para las formas mutadas de la enzima desarrollado por la biotecnológica estadounidense Scorpion Therapeutics, por hasta 2.500 millones de dólares entre pago inicial y pagos por hitos. El fármaco oral se encuentra en un ensayo de fase 1/2 en pacientes con cáncer de mama y otros tumores sólidos con mutaciones de PI3Kα. Al dirigirse solo a la forma mutada, busca evitar la hiperglucemia que limita el uso de alpelisib, de Novartis. Como parte de la operación, los empleados y el resto de los programas de Scorpion pasarán a una nueva compañía independiente. En cáncer de mama, Lilly ya comercializa el inhibidor de CDK4/6 Verzenio (abemaciclib).",
      labels: { event: "acquisition", company: "Eli Lilly", asset: "STX478", indication: "Breast cancer", regulator: null, also: ["Scorpion Therapeutics"] },
    },
    {
      title: "Johnson & Johnson obtiene la aprobación de la FDA para Tremfya en colitis ulcerosa",
      text: "Johnson & Johnson informó de que la FDA aprobó Tremfya (guselkumab) para adultos con colitis ulcerosa activa de moderada a grave. La aprobación se basa en el programa de fase 3 QUASAR, en el que el fármaco logró tasas de remisión clínica superiores a las del placebo. Guselkumab, un inhibidor de la interleucina 23, está aprobado desde 2017 para la psoriasis en placas y después lo fue para la artritis psoriásica. En la colitis ulcerosa compite con otros inhibidores de IL-23 como mirikizumab (Omvoh), de Lilly, y risankizumab (Skyrizi), de AbbVie. La compañía también estudia el medicamento en la enfermedad de Crohn.",
      labels: { event: "approval", company: "Johnson & Johnson", asset: "guselkumab", indication: "Ulcerative colitis", regulator: "FDA" },
    },
    {
      title: "Grifols compra la alemana Biotest para reforzar su negocio de plasma",
      text: "Grifols ha alcanzado un acuerdo para hacerse con el control de la compañía alemana Biotest, especializada en hemoderivados. La operación se articula mediante la compra de Tiancheng, sociedad que controla la mayoría del capital con derecho a voto de Biotest, y una oferta pública voluntaria sobre el resto de las acciones a 43 euros por acción ordinaria y 37 euros por acción preferente. Con la compra, el grupo catalán suma la planta de Dreieich, cerca de Fráncfort, y proyectos en desarrollo como un nuevo concentrado de fibrinógeno y una inmunoglobulina de nueva generación. Grifols es uno de los mayores productores mundiales de medicamentos derivados del plasma. Sus acciones cotizan en el Ibex 35 y en el Nasdaq.",
      labels: { event: "acquisition", company: "Grifols", asset: null, indication: null, regulator: null, also: ["Biotest"] },
    },
    {
      title: "Estados Unidos aprueba el primer analgésico de una nueva clase en más de dos décadas",
      text: "La FDA aprobó Journavx (suzetrigina), de Vertex Pharmaceuticals, para el tratamiento del dolor agudo de moderado a intenso en adultos. El medicamento, en comprimidos, bloquea de forma selectiva el canal de sodio NaV1.8 en los nervios periféricos, lo que impide que las señales de dolor lleguen al cerebro. Según la agencia, es el primer analgésico de una nueva clase aprobado en más de veinte años y no presenta el potencial adictivo de los opioides. La aprobación se basa en dos ensayos de fase 3 realizados tras cirugías de abdominoplastia y de juanete. Vertex, conocida por sus tratamientos contra la fibrosis quística, también estudia la suzetrigina en el dolor neuropático periférico diabético.",
      labels: { event: "approval", company: "Vertex Pharmaceuticals", asset: "suzetrigine", indication: "Acute pain", regulator: "FDA" },
    },
    {
      title: "Biolerma solicita a la EMA la autorización de su crema contra el vitíligo",
      text: "La farmacéutica barcelonesa Biolerma ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de BLM-77, una crema para el vitíligo no segmentario en pacientes a partir de 12 años. El expediente incluye los datos de dos ensayos de fase 3 con 980 pacientes en Europa y Latinoamérica, en los que el 31% de los tratados logró una repigmentación facial de al menos el 75% a las 52 semanas. En la Unión Europea solo está autorizada para esta enfermedad la crema de ruxolitinib, de Incyte. Biolerma, que factura unos 140 millones de euros, prevé lanzar el producto en España y Alemania en 2028 si recibe el visto bueno. La compañía ha invertido más de 60 millones en el programa.",
      labels: { event: "submission", company: "Biolerma", companyOriginal: "Biolerma", asset: "BLM77", indication: "Vitiligo", regulator: "EMA" },
    },
    {
      title: "La EMA valida la solicitud de Oncovida para su biespecífico contra el mieloma múltiple",
      text: "Oncovida Therapeutics ha anunciado que la Agencia Europea de Medicamentos (EMA) ha validado su solicitud de autorización de comercialización para OVD-19, un anticuerpo biespecífico dirigido contra GPRC5D y CD3 para pacientes con mieloma múltiple en recaída o refractario que hayan recibido al menos tres líneas de tratamiento. La validación significa que el expediente está completo y que el Comité de Medicamentos de Uso Humano (CHMP) inicia su evaluación formal. En el ensayo pivotal MONTE-1, la tasa de respuesta global alcanzó el 68%. En este segmento ya están autorizados talquetamab, de Johnson & Johnson, y varias terapias CAR-T. La biotecnológica madrileña, fundada en 2017, espera una decisión a finales de 2027.",
      labels: { event: "filing-acceptance", company: "Oncovida Therapeutics", companyOriginal: "Oncovida Therapeutics", asset: "OVD19", indication: "Multiple myeloma", regulator: "EMA" },
    },
    {
      title: "La FDA concede la designación de terapia innovadora al NRB-3 de Nerea Biopharma",
      text: "Nerea Biopharma, con sede en Bilbao, ha recibido de la FDA la designación de terapia innovadora (Breakthrough Therapy) para NRB-3, su terapia génica en investigación contra la ataxia de Friedreich. La designación se apoya en los datos preliminares del ensayo de fase 1/2, en el que los ocho primeros pacientes mostraron un aumento de la frataxina y una estabilización de la escala mFARS a los 12 meses. Esta figura permite un diálogo más estrecho con la agencia y puede acelerar la revisión. El único tratamiento aprobado, omaveloxolona (Skyclarys), de Biogen, no actúa sobre la causa genética de la enfermedad. La compañía vasca cerró en marzo una ronda de 45 millones de euros.",
      labels: { event: "designation", company: "Nerea Biopharma", companyOriginal: "Nerea Biopharma", asset: "NRB3", indication: "Friedreich's ataxia", regulator: "FDA" },
    },
    {
      title: "Quiral Pharma recibe una carta de respuesta completa de la FDA para QRL-505",
      text: "Quiral Pharma ha comunicado a la Comisión Nacional del Mercado de Valores (CNMV) que la FDA ha emitido una carta de respuesta completa (CRL) sobre su solicitud de nuevo fármaco para QRL-505, indicado para la gota crónica no controlada. La agencia estadounidense pide datos adicionales de seguridad cardiovascular a largo plazo, una cuestión que ya marcó la historia de otros tratamientos de la gota como el febuxostat. La compañía valenciana subraya que la carta no cuestiona la eficacia demostrada en los ensayos de fase 3. Quiral mantiene su solicitud en Europa, donde la EMA emitirá su dictamen en el primer semestre del año próximo. Las acciones se desplomaron un 31% en el mercado continuo.",
      labels: { event: "complete-response-letter", company: "Quiral Pharma", companyOriginal: "Quiral Pharma", asset: "QRL505", indication: "Gout", regulator: "FDA" },
    },
    {
      title: "Tramuntana Bio inicia su ensayo de fase 3 con TRB-140 en psoriasis",
      text: "Tramuntana Bio ha tratado al primer paciente de PSORA-3, el ensayo de fase 3 de TRB-140, un inhibidor oral de la vía de la IL-23 para la psoriasis en placas moderada a grave. El estudio incluirá a unos 750 pacientes en 110 centros de España, Polonia, Estados Unidos, México y Argentina, y comparará TRB-140 con placebo y con deucravacitinib, de Bristol Myers Squibb. La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) autorizó el ensayo en septiembre. Si los resultados son positivos, la empresa mallorquina espera solicitar la autorización de comercialización en 2029. El mercado de la psoriasis moderada a grave está dominado por anticuerpos inyectables como secukinumab y risankizumab.",
      labels: { event: "trial-start", company: "Tramuntana Bio", companyOriginal: "Tramuntana Bio", asset: "TRB140", indication: "Psoriasis", regulator: null },
    },
    {
      title: "La chilena Andinia Biotech reporta resultados positivos contra la enfermedad de Chagas",
      text: "La biotecnológica chilena Andinia Biotech dio a conocer los resultados de su estudio de fase 2 con AND-21, un antiparasitario oral para la enfermedad de Chagas en fase crónica. Tras ocho semanas de tratamiento, el 82% de los pacientes presentó una PCR negativa para Trypanosoma cruzi a los 12 meses, frente al 71% con benznidazol, el tratamiento estándar, y con menos abandonos por efectos adversos. El ensayo incluyó a 240 adultos en Bolivia, Argentina y Colombia. La enfermedad afecta a unos seis millones de personas en América Latina, según la Organización Mundial de la Salud. Andinia busca ahora un socio para la fase 3 y prevé reunirse con la agencia argentina ANMAT.",
      labels: { event: "readout", company: "Andinia Biotech", companyOriginal: "Andinia Biotech", asset: "AND21", indication: null /* Chagas disease: not in the registry */, regulator: null },
    },
    {
      title: "El fármaco de Cefeida Biociencias para la insuficiencia cardíaca fracasa en fase 3",
      text: "El ensayo de fase 3 CORAZÓN-HF con CFD-808, el principal candidato de la argentina Cefeida Biociencias, no alcanzó su criterio de valoración principal, que combinaba muerte cardiovascular y hospitalizaciones por insuficiencia cardíaca. Tras una mediana de seguimiento de 20 meses, el riesgo se redujo un 6% frente a placebo, una diferencia sin significación estadística. Los pacientes recibían además el tratamiento estándar, que incluye inhibidores de SGLT2 como dapagliflozina y empagliflozina. Cefeida, que en 2023 había licenciado los derechos para Asia a un grupo japonés, analizará los subgrupos antes de decidir el futuro del programa. La acción se hundió un 44% en la bolsa de Buenos Aires.",
      labels: { event: "readout", company: "Cefeida Biosciences", companyOriginal: "Cefeida Biociencias", asset: "CFD808", indication: "Heart failure", regulator: null },
    },
    {
      title: "Alcanza Farma obtiene la licencia latinoamericana de un fármaco contra la hipertensión resistente",
      text: "La mexicana Alcanza Farma firmó un acuerdo de licencia exclusiva con la estadounidense Pelican Ridge Therapeutics para comercializar en México, Centroamérica y Sudamérica el PRT-260, un inhibidor de la aldosterona sintasa en desarrollo para la hipertensión resistente. Alcanza pagará 15 millones de dólares por adelantado y hasta 70 millones en hitos regulatorios y comerciales, además de regalías. El fármaco está en fase 3 en Estados Unidos y Europa, donde compite con baxdrostat, de AstraZeneca, y con lorundrostat. Alcanza se encargará de los trámites ante Cofepris y las demás agencias de la región. La compañía, con sede en Guadalajara, tiene ventas anuales cercanas a 9.000 millones de pesos.",
      labels: { event: "licensing", company: "Alcanza Pharma", companyOriginal: "Alcanza Farma", asset: "PRT260", indication: "Resistant hypertension", regulator: null, also: ["Pelican Ridge Therapeutics"] },
    },
    {
      title: "Guadalbio licencia en China su antifúngico contra la aspergilosis invasiva",
      text: "La biotecnológica sevillana Guadalbio ha cedido a la china Jinhai Pharmaceutical los derechos de desarrollo y comercialización en China continental, Hong Kong y Macao de GDB-12, un antifúngico intravenoso de nueva clase para la aspergilosis invasiva. Jinhai abonará 12 millones de euros a la firma del contrato y hasta 95 millones en pagos por hitos, además de royalties escalonados. GDB-12 ha completado un ensayo de fase 2 en pacientes hematológicos, en el que la respuesta global a las seis semanas fue del 58%. El voriconazol sigue siendo el tratamiento de elección, pero la resistencia a los azoles crece en Europa y Asia. Guadalbio conserva los derechos en el resto del mundo.",
      labels: { event: "licensing", company: "Guadalbio", companyOriginal: "Guadalbio", asset: "GDB12", indication: "Invasive aspergillosis", regulator: null, also: ["Jinhai Pharmaceutical"] },
    },
    {
      title: "Miravia Therapeutics y Norlund Biologics se alían contra la nefropatía por IgA",
      text: "Miravia Therapeutics ha firmado una alianza de investigación y codesarrollo con la danesa Norlund Biologics para descubrir anticuerpos dirigidos contra APRIL y BAFF en la nefropatía por IgA. Norlund aportará su plataforma de anticuerpos biespecíficos y Miravia su experiencia clínica en nefrología; ambas compartirán a partes iguales los costes y los beneficios futuros. Miravia recibirá 20 millones de euros por adelantado. Entre los competidores figuran atacicept, de Vera Therapeutics, y sibeprenlimab, de Otsuka. El acuerdo llega seis meses después de que la compañía madrileña cerrara una ronda de financiación de serie B.",
      labels: { event: "partnership", company: "Miravia Therapeutics", companyOriginal: "Miravia Therapeutics", asset: null, indication: "IgA nephropathy", regulator: null, also: ["Norlund Biologics"] },
    },
    {
      title: "Ebrotec Biologics cierra una ronda de 38 millones para su terapia génica ocular",
      text: "La zaragozana Ebrotec Biologics ha cerrado una ronda de financiación de serie A de 38 millones de euros liderada por el fondo Moncayo Capital, con la participación de varios family offices. El dinero se destinará principalmente a llevar a la clínica EBT-3, una terapia génica independiente de la mutación para la retinosis pigmentaria, una enfermedad hereditaria que causa ceguera progresiva. Ebrotec prevé iniciar el primer ensayo en humanos a finales del año próximo en hospitales de Barcelona y Madrid. La única terapia génica aprobada para la retina, voretigén neparvovec, solo sirve para pacientes con mutaciones en el gen RPE65. Es una de las mayores rondas de serie A de la biotecnología española este año.",
      labels: { event: "financing", company: "Ebrotec Biologics", companyOriginal: "Ebrotec Biologics", asset: "EBT3", indication: "Retinitis pigmentosa", regulator: null, also: ["Moncayo Capital"] },
    },
    {
      title: "Vitrea Oncología debuta en BME Growth tras captar 25 millones",
      text: "Vitrea Oncología se estrenó este miércoles en BME Growth con una subida del 14% tras colocar acciones por 25 millones de euros en una ampliación de capital dirigida a inversores institucionales y minoristas. La compañía barcelonesa, nacida en 2018 en un hospital universitario, destinará los fondos a sus tres programas de radiofármacos, el más avanzado de ellos en fase 1 en cáncer de próstata, y a ampliar su laboratorio. Su valoración en el debut rondó los 190 millones de euros. En el campo de los radioligandos compiten gigantes como Novartis, con Pluvicto. Vitrea es la segunda biotecnológica que sale a bolsa en España este año.",
      labels: { event: "financing", company: "Vitrea Oncology", companyOriginal: "Vitrea Oncología", asset: null, indication: null, regulator: null },
    },
    {
      title: "Cofepris aprueba la vacuna contra el dengue de Tonalá Biofarma",
      text: "La Comisión Federal para la Protección contra Riesgos Sanitarios (Cofepris) otorgó el registro sanitario a TNB-D4, la vacuna tetravalente contra el dengue desarrollada por la farmacéutica jalisciense Tonalá Biofarma, para personas de 6 a 45 años. Es la primera vacuna contra esta enfermedad diseñada y fabricada íntegramente en México. En el ensayo de fase 3, realizado en cinco estados del país, mostró una eficacia del 74% contra el dengue sintomático confirmado a los 24 meses. En otros países de la región ya se aplica Qdenga, de Takeda. La empresa prevé producir diez millones de dosis al año en su planta de Zapopan y negocia con el sector público su inclusión en el esquema de vacunación.",
      labels: { event: "approval", company: "Tonalá Biopharma", companyOriginal: "Tonalá Biofarma", asset: "TNBD4", indication: "Dengue", regulator: "COFEPRIS" },
    },
    {
      title: "Sanidad financiará el tratamiento de Almedia Pharma para la urticaria crónica",
      text: "La Comisión Interministerial de Precios de los Medicamentos (CIPM) ha acordado incluir en la prestación farmacéutica del Sistema Nacional de Salud ALM-45, de Almedia Pharma, para pacientes con urticaria crónica espontánea que no responden a omalizumab. El precio fijado incluye un descuento confidencial sobre el precio de lista y su uso quedará restringido al ámbito hospitalario. La Comisión Europea había autorizado el fármaco el año pasado, y el informe de posicionamiento terapéutico lo situaba como alternativa tras el fracaso de los antihistamínicos y del propio omalizumab. Almedia estima que unos 4.000 pacientes podrán beneficiarse en España. El medicamento estará disponible en los hospitales a partir del 1 de enero.",
      labels: { event: null, company: "Almedia Pharma", companyOriginal: "Almedia Pharma", asset: "ALM45", indication: "Chronic spontaneous urticaria", regulator: "CIPM" },
    },
    {
      title: "Caribia Biológicos nombra nueva presidenta ejecutiva",
      text: "La farmacéutica colombiana Caribia Biológicos designó a María Fernanda Otálora como su nueva presidenta ejecutiva a partir del 1 de enero, en reemplazo de Jorge Restrepo, quien dirigió la compañía durante once años y pasará a la junta directiva. Otálora, médica de formación, era hasta ahora vicepresidenta de operaciones comerciales para la región andina de una multinacional europea. Caribia, con sede en Barranquilla, produce antivenenos y vacunas veterinarias, y el año pasado inauguró una planta de sueros hiperinmunes. La compañía desarrolla además CRB-9, un antiveneno de nueva generación contra la mordedura de serpientes del género Bothrops, actualmente en fase 2. Sus ventas crecieron un 12% el último ejercicio.",
      labels: { event: null, company: "Caribia Biologics", companyOriginal: "Caribia Biológicos", asset: null, indication: null, regulator: null },
    },
  ],
};
