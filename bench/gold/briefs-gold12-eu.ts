import type { BriefArticle } from "./briefs";

/**
 * Twelfth held-out set for the English brief benchmark, European languages: 20 short articles each
 * in German, French and Spanish, in the styles of German, Austrian, Swiss, French, Belgian,
 * Québec, Spanish and Latin American trade news, business press, stock-exchange announcements and
 * press releases. Written and labelled by hand on 2026-11-29, without the engine's code, its tests
 * or any other gold or dev set open; to be measured once. Labels were set before any measurement
 * and are not to be edited to fit a result.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure left out):
 * - de: BioNTech with Bristol Myers Squibb, global co-development and co-commercialization of BNT327 (pumitamig), $1.5B upfront (partnership, Jun 2025)
 * - de: Bayer, OCEANIC-AF phase III of asundexian stopped early for inferior efficacy vs apixaban in atrial fibrillation (readout, Nov 2023)
 * - de: Boehringer Ingelheim, nerandomilast (Jascayd) approved by the FDA in idiopathic pulmonary fibrosis (approval, Oct 2025)
 * - de: Roche, acquisition of Carmot Therapeutics for $2.7B upfront (acquisition, Dec 2023)
 * - de: Novartis, remibrutinib (Rhapsido) approved by the FDA in chronic spontaneous urticaria (approval, Sep 2025)
 * - fr: UCB, rozanolixizumab (Rystiggo) approved by the FDA in generalized myasthenia gravis (approval, Jun 2023)
 * - fr: Ipsen, acquisition of Epizyme for $1.45 a share plus a $1 CVR, Tazverik (acquisition, Jun 2022)
 * - fr: Sanofi with Regeneron, dupilumab (Dupixent) approved by the FDA in COPD with an eosinophilic phenotype (approval, Sep 2024)
 * - fr: Sanofi with Teva, co-development and co-commercialization of TEV-48574 (duvakitug), $500M upfront (partnership, Oct 2023)
 * - fr: Sanofi, acquisition of Vicebio for $1.15B upfront (acquisition, Jul 2025)
 * - es: Eli Lilly, donanemab (Kisunla) approved by the FDA in early symptomatic Alzheimer's disease (approval, Jul 2024)
 * - es: Gilead Sciences, twice-yearly lenacapavir (Yeztugo) approved by the FDA for HIV PrEP (approval, Jun 2025)
 * - es: Johnson & Johnson, acquisition of Intra-Cellular Therapies for $132 a share, Caplyta (acquisition, Jan 2025)
 * - es: Amgen, MariTide (maridebart cafraglutide) phase 2 obesity results, up to about 20% weight loss, shares fall (readout, Nov 2024)
 * - es: AstraZeneca, acquisition of Fusion Pharmaceuticals for $21 a share plus a $3 CVR (acquisition, Mar 2024)
 *
 * All other articles are invented, about fictional companies, investors and medicines whose names,
 * brands and research codes were checked not to be in the registry files.
 */
export const GOLD12_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "BioNTech und Bristol Myers Squibb vereinbaren globale Partnerschaft für BNT327",
      text: "Mainz – BioNTech hat mit dem US-Konzern Bristol Myers Squibb eine weltweite Vereinbarung zur gemeinsamen Entwicklung und Vermarktung seines bispezifischen Antikörpers BNT327 (Pumitamig) geschlossen, der PD-L1 und VEGF-A gleichzeitig blockiert. BMS zahlt 1,5 Milliarden US-Dollar vorab sowie bis 2028 weitere zwei Milliarden Dollar an nicht erfolgsabhängigen jährlichen Zahlungen; hinzu kommen mögliche Meilensteinzahlungen von bis zu 7,6 Milliarden Dollar. Entwicklungskosten und Gewinne teilen sich die Partner hälftig. BNT327 wird derzeit unter anderem beim kleinzelligen und beim nicht-kleinzelligen Lungenkrebs sowie beim triple-negativen Brustkrebs geprüft. Die Mainzer hatten sich die vollen Rechte an dem Wirkstoff mit der Übernahme des chinesischen Entwicklers Biotheus gesichert. Als wichtigster Konkurrent in der Klasse gilt Ivonescimab von Akeso und Summit Therapeutics.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: null /* several cancers */, regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Bayer stoppt Phase-III-Studie mit Asundexian – Aktie bricht ein",
      text: "Herber Rückschlag für Bayer: Der Leverkusener Konzern hat die Phase-III-Studie OCEANIC-AF mit dem Gerinnungshemmer Asundexian vorzeitig beendet. Ein unabhängiges Datenüberwachungskomitee hatte dies empfohlen, nachdem sich der Faktor-XIa-Hemmer bei Patienten mit Vorhofflimmern und erhöhtem Schlaganfallrisiko in der Wirksamkeit dem Vergleichspräparat Apixaban als unterlegen erwiesen hatte. Asundexian galt als einer der wichtigsten Hoffnungsträger der Pharmasparte, die nach dem Patentablauf des Blutverdünners Xarelto neue Umsatzbringer sucht. Die Studie OCEANIC-STROKE zur Vorbeugung erneuter Schlaganfälle läuft weiter. Die Bayer-Aktie verlor am Montag zweistellig.",
      labels: { event: "readout", company: "Bayer", asset: "asundexian", indication: "Atrial fibrillation", regulator: null },
    },
    {
      title: "FDA lässt Boehringers Nerandomilast bei idiopathischer Lungenfibrose zu",
      text: "Ingelheim. Die US-Arzneimittelbehörde FDA hat Nerandomilast von Boehringer Ingelheim unter dem Markennamen Jascayd zur Behandlung Erwachsener mit idiopathischer Lungenfibrose (IPF) zugelassen. Der oral eingenommene Wirkstoff hemmt bevorzugt das Enzym PDE4B und wirkt antifibrotisch wie entzündungshemmend. Grundlage der Entscheidung ist die Phase-III-Studie FIBRONEER-IPF, in der Nerandomilast den Verlust an Lungenfunktion, gemessen an der forcierten Vitalkapazität nach 52 Wochen, gegenüber Placebo verringerte. Seit Pirfenidon und dem hauseigenen Nintedanib (Ofev), die beide 2014 in den USA auf den Markt kamen, war für die Erkrankung kein neues Medikament zugelassen worden. Für das Familienunternehmen ist es eine der wichtigsten Markteinführungen der kommenden Jahre.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "nerandomilast", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "Roche kauft Carmot Therapeutics und steigt ins Abnehm-Geschäft ein",
      text: "Basel – Roche wagt den Einstieg in den Markt für Adipositas-Medikamente. Der Pharmakonzern übernimmt das private US-Biotechunternehmen Carmot Therapeutics aus Berkeley für 2,7 Milliarden Dollar in bar; dazu kommen erfolgsabhängige Zahlungen von bis zu 400 Millionen Dollar. Roche erhält damit mehrere klinische Programme gegen Fettleibigkeit und Diabetes, darunter den injizierbaren GLP-1/GIP-Agonisten CT-388, die orale Substanz CT-996 und CT-868. Den Markt beherrschen bislang Novo Nordisk mit Wegovy und Eli Lilly mit Mounjaro und Zepbound; Analysten trauen der Wirkstoffklasse bis Anfang der 2030er Jahre Umsätze von rund 100 Milliarden Dollar zu. Der Abschluss der Transaktion wird im ersten Quartal 2024 erwartet.",
      labels: { event: "acquisition", company: "Roche", asset: null, indication: "Obesity", regulator: null, also: ["Carmot Therapeutics"] },
    },
    {
      title: "US-Zulassung für Novartis-Pille gegen chronische Nesselsucht",
      text: "Novartis hat von der amerikanischen Arzneimittelbehörde FDA grünes Licht für Remibrutinib erhalten. Das Medikament wird unter dem Namen Rhapsido bei Erwachsenen mit chronischer spontaner Urtikaria eingesetzt, deren Beschwerden trotz Antihistaminika anhalten. Remibrutinib ist ein oral einzunehmender Hemmer der Bruton-Tyrosinkinase (BTK) und das erste Mittel dieser Klasse für die Hautkrankheit. Die Zulassung stützt sich auf die Phase-III-Studien REMIX-1 und REMIX-2. Bislang kamen bei schweren Verläufen vor allem Spritzen zum Einsatz, etwa Xolair, das Novartis in den USA gemeinsam mit der Roche-Tochter Genentech vertreibt, oder Dupixent von Sanofi und Regeneron. Der Basler Konzern prüft Remibrutinib zudem bei Multipler Sklerose.",
      labels: { event: "approval", company: "Novartis", asset: "remibrutinib", indication: "Chronic spontaneous urticaria", regulator: "FDA" },
    },
    {
      title: "Isarvia Therapeutics sammelt 78 Millionen Euro ein",
      text: "Das Münchner Biotechunternehmen Isarvia Therapeutics hat eine Finanzierungsrunde der Serie B über 78 Millionen Euro abgeschlossen. Angeführt wurde sie vom Wagniskapitalgeber Karwendel Capital, die bisherigen Investoren zogen mit. Das Geld soll vor allem in die Phase-IIb-Studie des Komplementhemmers IVT-214 bei IgA-Nephropathie fließen, in die Anfang kommenden Jahres die ersten Patienten aufgenommen werden sollen. In der Indikation sind mit Sparsentan und Atrasentan bereits Medikamente zugelassen, viele Patienten verlieren dennoch über die Jahre Nierenfunktion. Isarvia wurde 2021 aus der Ludwig-Maximilians-Universität ausgegründet und beschäftigt 42 Mitarbeiter.",
      labels: { event: "financing", company: "Isarvia Therapeutics", companyOriginal: "Isarvia Therapeutics", asset: "IVT214", indication: "IgA nephropathy", regulator: null, also: ["Karwendel Capital"] },
    },
    {
      title: "Zürcher Start-up Limmatek Bio schliesst Serie-A-Runde über 45 Millionen Franken ab",
      text: "Die Limmatek Bio AG, ein Spin-off der ETH Zürich, hat in einer Serie-A-Finanzierung 45 Millionen Franken aufgenommen. Die Runde wurde von Uetliberg Ventures angeführt; beteiligt waren ausserdem mehrere Family Offices aus der Zentralschweiz. Limmatek entwickelt mit einer eigenen Plattform kleine Moleküle, die fehlgefaltete Proteine gezielt abbauen sollen, und verfolgt derzeit vier präklinische Programme in Neurologie und Onkologie. Mit den Mitteln will das Unternehmen die Belegschaft auf rund 60 Personen verdoppeln und bis Ende 2028 zwei Kandidaten in die Klinik bringen. Der Markt für Proteinabbau-Technologien hat zuletzt durch mehrere Grossdeals von Pharmakonzernen an Schwung gewonnen.",
      labels: { event: "financing", company: "Limmatek Bio", companyOriginal: "Limmatek Bio", asset: null, indication: null, regulator: null, also: ["Uetliberg Ventures"] },
    },
    {
      title: "Nordhafen Pharma beantragt EU-Zulassung für NHP-1120",
      text: "Hamburg, 12. November – Die Nordhafen Pharma SE hat bei der Europäischen Arzneimittel-Agentur EMA den Antrag auf Marktzulassung für NHP-1120 eingereicht. Das einmal wöchentlich gespritzte Peptid soll das Knochenwachstum bei Kindern mit Achondroplasie fördern. In der zulassungsrelevanten Studie mit 118 Kindern stieg die jährliche Wachstumsrate gegenüber Placebo um 1,9 Zentimeter. Als bislang einzige zugelassene Therapie muss Vosoritid (Voxzogo) von BioMarin täglich injiziert werden. Mit einer Empfehlung des CHMP rechnet das Unternehmen in der zweiten Jahreshälfte 2027; ein Antrag in den USA soll im ersten Quartal folgen.",
      labels: { event: "submission", company: "Nordhafen Pharma", companyOriginal: "Nordhafen Pharma", asset: "NHP1120", indication: "Achondroplasia", regulator: "EMA" },
    },
    {
      title: "Wiener Donaulab: FDA nimmt Zulassungsantrag für Hämophilie-Therapie an",
      text: "Wien (APA) – Das Wiener Biotech-Unternehmen Donaulab Biopharma hat einen wichtigen Schritt in Richtung US-Markt gemacht. Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (BLA) für DLB-0417, einen lang wirksamen Gerinnungsfaktor VIII zur Prophylaxe bei Hämophilie A, zur Prüfung angenommen und ihm eine bevorzugte Prüfung (Priority Review) gewährt. Eine Entscheidung wird damit bis Ende Mai erwartet. DLB-0417 muss nur alle zwei Wochen verabreicht werden; Konkurrenzprodukte wie Emicizumab (Hemlibra) werden teils wöchentlich gegeben. Donaulab beschäftigt in Wien-Landstraße rund 130 Mitarbeiter und sucht derzeit einen Vertriebspartner für Nordamerika.",
      labels: { event: "filing-acceptance", company: "Donaulab Biopharma", companyOriginal: "Donaulab Biopharma", asset: "DLB0417", indication: "Hemophilia A", regulator: "FDA" },
    },
    {
      title: "Orphan-Drug-Status für Kaltenbach Biosciences",
      text: "Die Freiburger Kaltenbach Biosciences GmbH hat für ihren Wirkstoffkandidaten KBB-55 von der US-Arzneimittelbehörde FDA den Status eines Arzneimittels für seltene Leiden (Orphan Drug Designation) erhalten. KBB-55 ist ein Antisense-Oligonukleotid, das bei Jungen mit Duchenne-Muskeldystrophie und bestimmten Mutationen das Überspringen von Exon 44 bewirken soll. Die Einstufung bringt unter anderem Steuervorteile und sieben Jahre Marktexklusivität nach einer Zulassung. Derzeit läuft eine Phase-I/II-Studie an vier europäischen Zentren, erste Daten erwartet Kaltenbach Mitte 2027. Mit Eteplirsen und weiteren Exon-Skipping-Präparaten sind in den USA bereits Mittel für andere Mutationen verfügbar.",
      labels: { event: "designation", company: "Kaltenbach Biosciences", companyOriginal: "Kaltenbach Biosciences", asset: "KBB55", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "EMA nimmt SFT-903 von Saalfeld Therapeutics ins PRIME-Programm auf",
      text: "Die Jenaer Saalfeld Therapeutics hat für ihre Gentherapie SFT-903 gegen die Friedreich-Ataxie den PRIME-Status der Europäischen Arzneimittel-Agentur EMA erhalten. Das Programm für vorrangige Arzneimittel sieht eine engere wissenschaftliche Begleitung und die Möglichkeit einer beschleunigten Bewertung des späteren Zulassungsantrags vor. Die EMA stützte sich auf erste Daten aus einer Phase-I-Studie mit neun Patienten, bei denen die Frataxin-Spiegel im Herzmuskel deutlich anstiegen. Einziges zugelassenes Medikament gegen die Erbkrankheit ist bisher Omaveloxolon (Skyclarys) von Biogen. Die Saalfeld-Gründer hatten das Unternehmen 2019 mit Mitteln des Freistaats Thüringen aufgebaut.",
      labels: { event: "designation", company: "Saalfeld Therapeutics", companyOriginal: "Saalfeld Therapeutics", asset: "SFT903", indication: "Friedreich's ataxia", regulator: "EMA" },
    },
    {
      title: "Taunus Pharma erhält Complete Response Letter – Aktie fällt um 23 Prozent",
      text: "Die Taunus Pharma AG aus Bad Homburg hat von der FDA einen Complete Response Letter für TPX-440 erhalten, ihren Antikörper zur Behandlung der generalisierten pustulösen Psoriasis. Nach Angaben des Unternehmens bemängelt die Behörde Befunde bei einer Inspektion des Lohnherstellers, der den Wirkstoff abfüllt; neue klinische Studien verlangt sie nicht. Taunus will die Mängel gemeinsam mit dem Hersteller beheben und den Antrag innerhalb von sechs Monaten erneut einreichen. Als bislang einziges spezifisch zugelassenes Mittel für die seltene Hauterkrankung gilt Spesolimab (Spevigo). Die Aktie verlor im Xetra-Handel bis zum Mittag 23 Prozent.",
      labels: { event: "complete-response-letter", company: "Taunus Pharma", companyOriginal: "Taunus Pharma", asset: "TPX440", indication: "Generalized pustular psoriasis", regulator: "FDA" },
    },
    {
      title: "Elbtal Biotech behandelt ersten Lupus-Patienten mit CAR-T-Zellen",
      text: "Dresden – In der Phase-I-Studie der Elbtal Biotech GmbH ist der erste Patient mit der CAR-T-Zelltherapie ELB-101 behandelt worden. Die Studie am Universitätsklinikum Carl Gustav Carus soll bei bis zu 24 Erwachsenen mit schwerem systemischem Lupus erythematodes Sicherheit und Dosis klären. Das Paul-Ehrlich-Institut hatte die klinische Prüfung im Sommer genehmigt. ELB-101 richtet sich gegen das Oberflächenmerkmal CD19 auf B-Zellen und wird in Dresden selbst hergestellt. Seit Erlanger Ärzte über anhaltende Remissionen nach CAR-T-Behandlung berichteten, drängen zahlreiche Firmen mit ähnlichen Ansätzen in die Autoimmunmedizin.",
      labels: { event: "trial-start", company: "Elbtal Biotech", companyOriginal: "Elbtal Biotech", asset: "ELB101", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "Paul-Ehrlich-Institut genehmigt Studie mit Gentherapie AVG-12",
      text: "Planegg-Martinsried. Die Auvera Genomics GmbH darf ihre Gentherapie AVG-12 erstmals am Menschen erproben: Das Paul-Ehrlich-Institut hat den Antrag auf Genehmigung einer klinischen Phase-I/II-Prüfung bewilligt. AVG-12 soll bei Patienten mit Retinitis pigmentosa infolge von Mutationen im RPGR-Gen eine funktionsfähige Kopie des Gens in die Netzhaut bringen. Die Studie mit zunächst zwölf Teilnehmern wird an den Augenkliniken in Tübingen und München durchgeführt; der erste Patient soll im ersten Quartal behandelt werden. Mit Voretigen Neparvovec (Luxturna) ist bisher nur eine Gentherapie für eine andere erbliche Netzhauterkrankung zugelassen.",
      labels: { event: "approval", company: "Auvera Genomics", companyOriginal: "Auvera Genomics", asset: "AVG12", indication: "Retinitis pigmentosa", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Birsig Pharma: Phase-IIb-Studie mit BSP-330 erreicht Hauptziel – Aktie springt an",
      text: "Basel – Die an der SIX kotierte Birsig Pharma hat mit ihrem Leberwirkstoff BSP-330 den primären Endpunkt einer Phase-IIb-Studie bei primär biliärer Cholangitis erreicht. Nach 24 Wochen sprachen 61 Prozent der Patienten in der höchsten Dosis auf die Behandlung an, gemessen an der alkalischen Phosphatase, gegenüber 8 Prozent unter Placebo. Schwerwiegende Nebenwirkungen traten nicht gehäuft auf, Juckreiz verbesserte sich leicht. Die Patienten hatten zuvor unzureichend auf Ursodeoxycholsäure angesprochen; in dieser Situation stehen mit Elafibranor und Seladelpar bereits zwei neuere Mittel zur Verfügung. Die Titel von Birsig schlossen 31 Prozent höher. Das Unternehmen will Anfang 2027 mit der FDA über die Phase III sprechen.",
      labels: { event: "readout", company: "Birsig Pharma", companyOriginal: "Birsig Pharma", asset: "BSP330", indication: "Primary biliary cholangitis", regulator: null },
    },
    {
      title: "Neckar Biologics lizenziert ADC aus Südkorea ein",
      text: "Die Heidelberger Neckar Biologics hat von der koreanischen Sejin Bio die weltweiten Rechte außerhalb Südkoreas an dem Antikörper-Wirkstoff-Konjugat SJB-707 erworben. Neckar zahlt 35 Millionen Euro vorab; hinzu kommen mögliche Entwicklungs-, Zulassungs- und Umsatzmeilensteine von bis zu 720 Millionen Euro sowie Lizenzgebühren. SJB-707 richtet sich gegen Claudin 18.2 und befindet sich in einer Phase-I-Studie bei fortgeschrittenem Magenkrebs. Der nackte Antikörper Zolbetuximab von Astellas ist gegen dasselbe Zielmolekül bereits zugelassen. Neckar will die Studie im kommenden Jahr auf Zentren in Deutschland und Frankreich ausweiten.",
      labels: { event: "licensing", company: "Neckar Biologics", companyOriginal: "Neckar Biologics", asset: "SJB707", indication: "Gastric cancer", regulator: null, also: ["Sejin Bio"] },
    },
    {
      title: "Spessart Pharma übernimmt dänische Lindholm Biotech",
      text: "Aschaffenburg. Die Spessart Pharma GmbH übernimmt die Kopenhagener Lindholm Biotech für 410 Millionen Euro in bar; weitere 150 Millionen Euro sind an das Erreichen klinischer und regulatorischer Ziele geknüpft. Im Mittelpunkt des Geschäfts steht Lindholms FcRn-Antikörper LHB-09, der in einer Phase-II-Studie bei generalisierter Myasthenia gravis geprüft wird. Das Familienunternehmen, bislang vor allem mit Generika und Spezialpräparaten in der Neurologie tätig, will damit ein eigenes innovatives Standbein aufbauen. Im FcRn-Markt sind bereits Efgartigimod von argenx und Rozanolixizumab von UCB zugelassen. Die Übernahme soll nach Zustimmung der Kartellbehörden im ersten Quartal vollzogen werden.",
      labels: { event: "acquisition", company: "Spessart Pharma", companyOriginal: "Spessart Pharma", asset: "LHB09", indication: "Myasthenia gravis", regulator: null, also: ["Lindholm Biotech"] },
    },
    {
      title: "G-BA sieht beträchtlichen Zusatznutzen für Korvida",
      text: "Berlin – Der Gemeinsame Bundesausschuss (G-BA) hat dem Medikament Korvida (OWP-12) der Odenwald Pharma zur Vorbeugung von Attacken beim hereditären Angioödem einen Anhaltspunkt für einen beträchtlichen Zusatznutzen bescheinigt. Das IQWiG hatte in seiner Nutzenbewertung im Sommer noch keinen belegten Zusatznutzen gesehen. Der G-BA folgte nun der Argumentation des Herstellers, dass die Zahl der Attacken gegenüber der zweckmäßigen Vergleichstherapie deutlich sinke. Der Beschluss ist Grundlage der anstehenden Preisverhandlungen mit dem GKV-Spitzenverband. Korvida ist seit Mai in Deutschland auf dem Markt.",
      labels: { event: null, company: "Odenwald Pharma", companyOriginal: "Odenwald Pharma", asset: "OWP12", indication: "Hereditary angioedema", regulator: "G-BA" },
    },
    {
      title: "Illertal Biologics eröffnet neues Werk in Kempten",
      text: "Der Auftragshersteller Illertal Biologics hat am Donnerstag in Kempten ein neues Werk für die sterile Abfüllung biologischer Arzneimittel eröffnet. Das Unternehmen hat nach eigenen Angaben rund 180 Millionen Euro in den Standort investiert, an dem bis 2028 etwa 250 Arbeitsplätze entstehen sollen. Die Anlage kann jährlich bis zu 40 Millionen Fertigspritzen und Fläschchen befüllen, unter anderem für Antikörper und Peptide. Bayerns Wirtschaftsminister sprach bei der Eröffnung von einem wichtigen Signal für die Arzneimittelproduktion in Europa. Illertal fertigt bislang vor allem für mittelgroße Biotechfirmen aus Europa und den USA.",
      labels: { event: null, company: "Illertal Biologics", companyOriginal: "Illertal Biologics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Swissmedic lässt Migräne-Mittel von Seeland Pharma zu",
      text: "Biel – Die Seeland Pharma AG hat von Swissmedic die Zulassung für Seravio (SLP-77) zur vorbeugenden Behandlung der Migräne bei Erwachsenen mit mindestens vier Migränetagen im Monat erhalten. Die Schweiz ist das erste Land, in dem das Medikament genehmigt wurde. Seravio ist eine Tablette, die einmal täglich eingenommen wird und den CGRP-Rezeptor blockiert; in der Phase-III-Studie reduzierte sie die monatlichen Migränetage um 4,1 Tage, gegenüber 2,6 Tagen unter Placebo. Auf dem Markt konkurrieren bereits Antikörper wie Erenumab sowie die Gepante Rimegepant und Atogepant. Den Antrag bei der EMA will Seeland Anfang kommenden Jahres stellen.",
      labels: { event: "approval", company: "Seeland Pharma", companyOriginal: "Seeland Pharma", asset: "SLP77", indication: "Migraine", regulator: "Swissmedic" },
    },
  ],
  fr: [
    {
      title: "Feu vert américain pour le Rystiggo d'UCB dans la myasthénie grave",
      text: "Le groupe biopharmaceutique bruxellois UCB a obtenu l'autorisation de la Food and Drug Administration américaine pour le rozanolixizumab, commercialisé sous le nom de Rystiggo, dans le traitement de la myasthénie grave généralisée chez les adultes porteurs d'anticorps anti-récepteurs de l'acétylcholine ou anti-MuSK. Il s'agit du premier traitement approuvé aux États-Unis pour ces deux sous-types. L'anticorps, qui cible le récepteur FcRn, s'administre en perfusion sous-cutanée. L'approbation repose sur l'étude de phase 3 MycarinG. Sur ce marché, UCB affronte le Vyvgart d'argenx, et attend encore une décision de la FDA pour un second médicament dans la même maladie, le zilucoplan.",
      labels: { event: "approval", company: "UCB", asset: "rozanolixizumab", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "Ipsen met la main sur l'américain Epizyme",
      text: "Ipsen a annoncé un accord en vue d'acquérir Epizyme, biotech du Massachusetts, au prix de 1,45 dollar par action en numéraire, auquel s'ajoute un certificat de valeur conditionnelle (CVR) d'un dollar par action. L'opération valorise la cible à environ 247 millions de dollars. Epizyme commercialise Tazverik (tazémétostat), un inhibiteur d'EZH2 autorisé aux États-Unis dans le lymphome folliculaire en rechute ou réfractaire, ainsi que dans le sarcome épithélioïde. Le laboratoire français mise notamment sur l'étude de confirmation SYMPHONY-1, qui évalue Tazverik en association dans le lymphome folliculaire dès la deuxième ligne. L'opération prendra la forme d'une offre publique d'achat.",
      labels: { event: "acquisition", company: "Ipsen", asset: "tazemetostat", indication: "Follicular lymphoma", regulator: null, also: ["Epizyme"] },
    },
    {
      title: "BPCO : la FDA autorise Dupixent, premier biologique dans la maladie",
      text: "Sanofi et son partenaire américain Regeneron ont annoncé que la FDA avait approuvé Dupixent (dupilumab) comme traitement d'entretien additionnel des adultes atteints de bronchopneumopathie chronique obstructive (BPCO) insuffisamment contrôlée et présentant un phénotype éosinophilique. C'est le premier médicament biologique autorisé dans cette indication aux États-Unis. La décision s'appuie sur les essais de phase 3 BOREAS et NOTUS, dans lesquels le dupilumab a réduit significativement les exacerbations modérées ou sévères. L'Union européenne avait donné son feu vert quelques mois plus tôt. Dupixent, premier produit de Sanofi, a dépassé les 10 milliards d'euros de ventes en 2023.",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "COPD", regulator: "FDA", also: ["Regeneron"] },
    },
    {
      title: "Sanofi s'allie à Teva dans les maladies inflammatoires de l'intestin",
      text: "Sanofi va codévelopper et cocommercialiser avec l'israélien Teva l'anticorps TEV-48574, dirigé contre TL1A et actuellement en phase 2 dans la rectocolite hémorragique et la maladie de Crohn, les deux principales maladies inflammatoires chroniques de l'intestin (MICI). Le groupe français versera 500 millions de dollars à la signature et jusqu'à un milliard de dollars de paiements d'étape liés au développement et au lancement. Les deux sociétés partageront à parts égales les coûts de développement et les bénéfices nets sur les principaux marchés ; Sanofi pilotera la phase 3. La cible TL1A suscite un vif intérêt depuis le rachat de Prometheus Biosciences par Merck pour près de 11 milliards de dollars au printemps.",
      labels: { event: "partnership", company: "Sanofi", asset: "duvakitug", indication: "Inflammatory bowel disease", regulator: null, also: ["Teva"] },
    },
    {
      title: "Vaccins respiratoires : Sanofi rachète la biotech britannique Vicebio",
      text: "Sanofi a conclu un accord pour acquérir Vicebio, société non cotée basée à Londres, pour 1,15 milliard de dollars payés à la signature et jusqu'à 450 millions de dollars de paiements d'étape. Vicebio développe des vaccins contre les virus respiratoires grâce à sa technologie « Molecular Clamp », qui maintient les protéines virales dans leur forme d'origine. Son candidat le plus avancé, VXB-241, vaccin bivalent contre le virus respiratoire syncytial (VRS) et le métapneumovirus humain, est en phase 1. Le laboratoire français, déjà présent sur le VRS chez le nourrisson avec Beyfortus, veut ainsi renforcer son offre de vaccins combinés.",
      labels: { event: "acquisition", company: "Sanofi", asset: null, indication: null /* RSV and hMPV, several */, regulator: null, also: ["Vicebio"] },
    },
    {
      title: "Glioblastome : l'ANSM autorise l'essai de Calanque Therapeutics",
      text: "La start-up marseillaise Calanque Therapeutics a reçu de l'Agence nationale de sécurité du médicament (ANSM) l'autorisation de lancer un essai clinique de phase 1/2 avec CLQ-301, un virus oncolytique modifié, chez des patients atteints de glioblastome en récidive. L'étude, menée à l'AP-HM et dans deux autres centres français, doit inclure jusqu'à 36 patients. Le premier patient devrait être traité au premier trimestre 2027. Le pronostic du glioblastome reste sombre malgré le protocole standard associant chirurgie, radiothérapie et témozolomide, avec une survie médiane d'environ quinze mois. Calanque a levé 14 millions d'euros l'an dernier.",
      labels: { event: "approval", company: "Calanque Therapeutics", companyOriginal: "Calanque Therapeutics", asset: "CLQ301", indication: "Glioblastoma", regulator: "ANSM" },
    },
    {
      title: "Santé Canada homologue le Somniva de la lavalloise Laurentis Pharma",
      text: "Laurentis Pharma, entreprise établie à Laval, a obtenu de Santé Canada un avis de conformité pour Somniva (LRP-220), un comprimé à prise unique le soir destiné aux adultes atteints de narcolepsie. Le médicament, un agoniste des récepteurs de l'orexine, a réduit la somnolence diurne excessive et le nombre d'épisodes de cataplexie dans l'étude pivot menée au Canada et aux États-Unis. Les patients recourent jusqu'ici surtout à l'oxybate de sodium, qui doit être pris la nuit en deux doses. Laurentis prévoit un lancement au Québec et en Ontario au printemps, le temps de négocier le remboursement avec les régimes provinciaux. L'action a gagné 18 % à la Bourse de Toronto.",
      labels: { event: "approval", company: "Laurentis Pharma", companyOriginal: "Laurentis Pharma", asset: "LRP220", indication: "Narcolepsy", regulator: "Health Canada" },
    },
    {
      title: "Escaut Therapeutics dépose sa demande d'autorisation auprès de la FDA",
      text: "La biotech gantoise Escaut Therapeutics a soumis à la Food and Drug Administration américaine une demande de licence de produit biologique (BLA) pour ESC-18, son anticorps anti-IL-31 destiné aux adultes et adolescents atteints de dermatite atopique modérée à sévère. Le dossier repose sur deux études de phase 3 portant sur plus de 1 400 patients. La FDA dispose de 60 jours pour décider si elle accepte d'examiner la demande. Le marché est dominé par le Dupixent de Sanofi, auquel se sont ajoutés l'Ebglyss et plusieurs inhibiteurs de JAK. Une demande européenne est prévue au second semestre. Le titre a progressé de 6 % sur Euronext Bruxelles.",
      labels: { event: "submission", company: "Escaut Therapeutics", companyOriginal: "Escaut Therapeutics", asset: "ESC18", indication: "Atopic dermatitis", regulator: "FDA" },
    },
    {
      title: "L'EMA valide le dossier d'ARB-06 d'Armorique Biosciences",
      text: "Rennes, le 4 novembre – Armorique Biosciences annonce que l'Agence européenne des médicaments (EMA) a validé sa demande d'autorisation de mise sur le marché pour ARB-06 dans la drépanocytose chez les patients de 12 ans et plus. La validation ouvre la procédure d'évaluation centralisée ; un avis du CHMP est attendu au second semestre 2027. ARB-06, pris par voie orale une fois par jour, active la pyruvate kinase des globules rouges et a réduit de 46 % les crises vaso-occlusives dans l'étude de phase 3 HERMINE. Les options restent limitées en Europe depuis le retrait de l'Oxbryta en 2024. La société a par ailleurs obtenu la désignation de médicament orphelin.",
      labels: { event: "filing-acceptance", company: "Armorique Biosciences", companyOriginal: "Armorique Biosciences", asset: "ARB06", indication: "Sickle cell disease", regulator: "EMA" },
    },
    {
      title: "Cancer du pancréas : désignation « breakthrough » pour Garonne Biosciences",
      text: "La biotech toulousaine Garonne Biosciences a obtenu de la FDA la désignation de thérapie innovante (Breakthrough Therapy) pour GRB-512, un inhibiteur oral de KRAS G12D, dans l'adénocarcinome du pancréas métastatique déjà traité. La décision s'appuie sur les résultats de la phase 1, présentés au congrès de l'ESMO, avec un taux de réponse de 32 % chez 41 patients. La désignation permet des échanges plus fréquents avec l'agence et, le cas échéant, un examen prioritaire. La mutation KRAS G12D est présente dans environ 40 % des cancers du pancréas, pour lesquels la chimiothérapie reste le traitement de référence. Garonne prépare une étude pivot pour 2027.",
      labels: { event: "designation", company: "Garonne Biosciences", companyOriginal: "Garonne Biosciences", asset: "GRB512", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "Ardenne Pharma obtient le statut Fast Track pour ADP-09 dans la SLA",
      text: "La société liégeoise Ardenne Pharma a reçu la désignation Fast Track de l'agence américaine du médicament pour ADP-09, petite molécule visant à freiner la dégénérescence des motoneurones dans la sclérose latérale amyotrophique (SLA). Le statut facilite un dialogue rapproché avec la FDA et autorise un dépôt progressif du dossier. ADP-09 est actuellement évalué dans une étude de phase 2 chez 90 patients en Belgique, aux Pays-Bas et en France, dont les résultats sont attendus fin 2027. Hormis le tofersen, réservé aux formes liées au gène SOD1, les traitements disponibles ne ralentissent que modestement la maladie.",
      labels: { event: "designation", company: "Ardenne Pharma", companyOriginal: "Ardenne Pharma", asset: "ADP09", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Alpilles Pharma chute de 41 % après une lettre de réponse complète de la FDA",
      text: "Douche froide pour Alpilles Pharma. La biotech montpelliéraine, cotée sur Euronext Growth, a reçu une lettre de réponse complète (Complete Response Letter) de la FDA pour APL-770, son chélateur du potassium destiné aux patients souffrant d'hyperkaliémie chronique. L'agence demande une étude supplémentaire évaluant le médicament sur douze mois, estimant insuffisante la durée d'exposition du dossier actuel. La direction dit vouloir rencontrer la FDA d'ici la fin du premier trimestre avant d'arrêter un calendrier. Le titre a perdu 41 % en séance, ramenant la capitalisation sous les 90 millions d'euros. Le marché est occupé par le patiromère et le cyclosilicate de zirconium sodique.",
      labels: { event: "complete-response-letter", company: "Alpilles Pharma", companyOriginal: "Alpilles Pharma", asset: "APL770", indication: "Hyperkalemia", regulator: "FDA" },
    },
    {
      title: "Endométriose : premier patient traité dans l'essai de phase 2 d'Ouessant Bio",
      text: "Ouessant Bio, jeune pousse brestoise, a annoncé l'inclusion et le traitement de la première patiente dans EMERAUDE, son essai de phase 2 évaluant OSB-14 dans l'endométriose associée à des douleurs modérées à sévères. Cet anticorps anti-inflammatoire, administré une fois par mois, doit réduire la douleur sans effet hormonal, contrairement aux agonistes et antagonistes de la GnRH utilisés aujourd'hui. L'étude randomisée contre placebo prévoit de recruter 180 femmes dans une vingtaine de centres en France, en Espagne et en Italie. Les premiers résultats sont attendus au second semestre 2028. L'endométriose touche environ une femme sur dix.",
      labels: { event: "trial-start", company: "Ouessant Bio", companyOriginal: "Ouessant Bio", asset: "OSB14", indication: "Endometriosis", regulator: null },
    },
    {
      title: "Sclérodermie : échec de la phase 2 pour Vercors Therapeutics",
      text: "Vercors Therapeutics a annoncé mardi soir que son essai de phase 2 AIGUILLE avec VCT-21 chez des patients atteints de sclérodermie systémique diffuse n'avait pas atteint son critère principal. Après 52 semaines, l'amélioration du score cutané de Rodnan modifié n'était pas statistiquement différente de celle du groupe placebo. Le profil de tolérance est jugé satisfaisant, et la société examine des analyses de sous-groupes concernant l'atteinte pulmonaire. Vercors, qui avait misé l'essentiel de ses ressources sur ce programme, dit disposer d'une trésorerie suffisante jusqu'à mi-2027 et étudie des options stratégiques. L'action a été suspendue avant d'ouvrir en repli de 58 %.",
      labels: { event: "readout", company: "Vercors Therapeutics", companyOriginal: "Vercors Therapeutics", asset: "VCT21", indication: "Systemic sclerosis", regulator: null },
    },
    {
      title: "Toux chronique : résultats positifs de phase 2b pour Belledonne Pharma",
      text: "Grenoble – Belledonne Pharma publie des résultats de phase 2b positifs pour BDP-330 dans la toux chronique réfractaire. À la dose la plus élevée, la fréquence des quintes sur 24 heures a baissé de 38 % par rapport au placebo après douze semaines, critère principal de l'étude. Les troubles du goût, qui avaient pénalisé le gefapixant de MSD, sont restés rares (4 % des patients). BDP-330, antagoniste sélectif du récepteur P2X3, sera présenté en détail lors d'un congrès de pneumologie au printemps. La société entend démarrer un programme de phase 3 en 2027, éventuellement avec un partenaire.",
      labels: { event: "readout", company: "Belledonne Pharma", companyOriginal: "Belledonne Pharma", asset: "BDP330", indication: "Chronic cough", regulator: null },
    },
    {
      title: "Brocéliande Biotech cède les droits nord-américains de BRC-44",
      text: "La biotech rennaise Brocéliande Biotech a signé un accord de licence exclusive avec l'américain Halvorsen Therapeutics, qui obtient les droits de développement et de commercialisation de BRC-44 aux États-Unis et au Canada. BRC-44, inhibiteur oral de TYK2 en phase 2 dans la pelade, a permis une repousse significative des cheveux chez près d'un tiers des patients dans une étude exploratoire. Halvorsen versera 40 millions de dollars à la signature, jusqu'à 385 millions de dollars de paiements d'étape et des redevances à deux chiffres. Brocéliande conserve les droits en Europe et dans le reste du monde. Les inhibiteurs de JAK baricitinib et ritlécitinib sont déjà autorisés dans cette maladie.",
      labels: { event: "licensing", company: "Brocéliande Biotech", companyOriginal: "Brocéliande Biotech", asset: "BRC44", indication: "Alopecia areata", regulator: null, also: ["Halvorsen Therapeutics"] },
    },
    {
      title: "MASH : Kerlys Bio lève 62 millions d'euros",
      text: "Kerlys Bio boucle un tour de table de série B de 62 millions d'euros, mené par le fonds Iroise Santé Capital aux côtés de ses investisseurs historiques. La biotech parisienne consacrera l'essentiel de cette somme à l'étude de phase 2b de KRL-101, un analogue de FGF21 administré une fois par mois, chez des patients atteints de stéatohépatite associée à un dysfonctionnement métabolique (MASH) avec fibrose avancée. Le premier traitement de la MASH, le resmétirom de Madrigal, a été autorisé aux États-Unis en 2024, et les analogues du GLP-1 sont eux aussi évalués dans la maladie. Les premiers résultats sont attendus en 2028.",
      labels: { event: "financing", company: "Kerlys Bio", companyOriginal: "Kerlys Bio", asset: "KRL101", indication: "MASH", regulator: null, also: ["Iroise Santé Capital"] },
    },
    {
      title: "Saguenay Therapeutics récolte 48 millions de dollars",
      text: "La québécoise Saguenay Therapeutics a conclu un financement de 48 millions de dollars canadiens auprès d'un groupe d'investisseurs comprenant des fonds institutionnels du Québec et de Boston. La société montréalaise, issue de travaux menés à l'Université de Sherbrooke, développe des thérapies à ARN pour des maladies neuromusculaires rares. Les fonds serviront à faire progresser trois programmes précliniques et à agrandir son laboratoire du Quartier de l'innovation, où travailleront bientôt 55 personnes. La direction espère déposer une première demande d'essai clinique auprès de Santé Canada d'ici 2028.",
      labels: { event: "financing", company: "Saguenay Therapeutics", companyOriginal: "Saguenay Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Hémoglobinurie paroxystique nocturne : la HAS reconnaît une ASMR IV au Velyra",
      text: "La commission de la transparence de la Haute Autorité de santé (HAS) a rendu son avis sur Velyra (OPL-5), le traitement oral d'Opaline Pharma destiné aux adultes atteints d'hémoglobinurie paroxystique nocturne. Elle lui accorde un service médical rendu important et une amélioration du service médical rendu mineure (ASMR IV) par rapport aux inhibiteurs du complément C5 administrés en perfusion, l'éculizumab et le ravulizumab. L'avis ouvre la voie aux négociations de prix avec le Comité économique des produits de santé. Velyra bénéficiait jusqu'ici d'un accès précoce accordé en début d'année.",
      labels: { event: null, company: "Opaline Pharma", companyOriginal: "Opaline Pharma", asset: "OPL5", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "Haute Autorité de Santé" },
    },
    {
      title: "Aubrac Biotech change de directeur général",
      text: "Aubrac Biotech annonce la nomination de Claire Vasseur au poste de directrice générale à compter du 1er janvier. Elle succède au fondateur, Jean-Marc Roussel, qui reste président du conseil d'administration. Claire Vasseur a passé quinze ans dans de grands laboratoires européens, où elle a notamment dirigé le développement clinique en immunologie. Ce changement intervient alors que la société clermontoise prépare le passage en phase 2 de son principal candidat dans le lupus et cherche à lever des fonds. Le titre a peu réagi à l'annonce.",
      labels: { event: null, company: "Aubrac Biotech", companyOriginal: "Aubrac Biotech", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Kisunla, el fármaco de Lilly contra el alzhéimer",
      text: "La agencia estadounidense del medicamento (FDA) ha aprobado Kisunla (donanemab), de Eli Lilly, para adultos con enfermedad de Alzheimer sintomática temprana, es decir, con deterioro cognitivo leve o demencia leve y presencia confirmada de placas de amiloide. El anticuerpo se administra en infusión una vez al mes y el tratamiento puede suspenderse cuando las placas se han eliminado. En el ensayo de fase 3 TRAILBLAZER-ALZ 2, donanemab frenó un 35% el deterioro clínico en pacientes con niveles bajos o intermedios de la proteína tau. Un comité asesor de la agencia había respaldado el fármaco por unanimidad en junio. Kisunla competirá con Leqembi, de Eisai y Biogen, aprobado de forma plena el año pasado.",
      labels: { event: "approval", company: "Eli Lilly", asset: "donanemab", indication: "Alzheimer's disease", regulator: "FDA" },
    },
    {
      title: "EE.UU. aprueba la inyección semestral de Gilead para prevenir el VIH",
      text: "La FDA estadounidense aprobó Yeztugo (lenacapavir), de Gilead Sciences, como profilaxis previa a la exposición (PrEP) para reducir el riesgo de contraer el VIH por vía sexual en adultos y adolescentes de al menos 35 kilos. Se trata de la primera opción que requiere solo dos inyecciones al año. En el ensayo PURPOSE 1, realizado con mujeres jóvenes en Sudáfrica y Uganda, no se registró ninguna infección entre las participantes que recibieron lenacapavir; el estudio PURPOSE 2 incluyó a participantes de varios países de América Latina. Organizaciones de la región reclaman ahora que el fármaco llegue a precios asequibles, ya que varios países latinoamericanos quedaron fuera del acuerdo de licencias voluntarias para genéricos firmado por la compañía.",
      labels: { event: "approval", company: "Gilead Sciences", asset: "lenacapavir", indication: "HIV", regulator: "FDA" },
    },
    {
      title: "Johnson & Johnson comprará Intra-Cellular Therapies por 14.600 millones de dólares",
      text: "Johnson & Johnson ha acordado la compra de Intra-Cellular Therapies por 132 dólares por acción en efectivo, lo que valora la operación en unos 14.600 millones de dólares. El principal atractivo de la biotecnológica es Caplyta (lumateperona), aprobado en Estados Unidos para la esquizofrenia en adultos y la depresión asociada al trastorno bipolar, y que la compañía aspira a ampliar como tratamiento complementario en la depresión mayor. La compra refuerza la apuesta del grupo por la neurociencia. J&J prevé cerrar la transacción a lo largo de este año, una vez obtenidas las autorizaciones regulatorias y la aprobación de los accionistas de Intra-Cellular.",
      labels: { event: "acquisition", company: "Johnson & Johnson", asset: "lumateperone", indication: null /* several: schizophrenia, bipolar depression, MDD */, regulator: null, also: ["Intra-Cellular Therapies"] },
    },
    {
      title: "Amgen decepciona con los datos de su fármaco para la obesidad y se hunde en bolsa",
      text: "Amgen presentó los resultados completos de fase 2 de MariTide (maridebart cafraglutida), su anticuerpo de administración mensual contra la obesidad. Las personas con obesidad sin diabetes tipo 2 perdieron de media hasta cerca de un 20% de su peso en 52 semanas, sin que se observara todavía una meseta; en los pacientes con diabetes la reducción fue algo menor. Los analistas esperaban cifras superiores y señalaron además las tasas de náuseas y vómitos tras la primera dosis. Las acciones de la compañía cayeron con fuerza en Wall Street. Amgen mantiene el plan de iniciar un amplio programa de fase 3 en obesidad, un mercado dominado por Novo Nordisk y Eli Lilly.",
      labels: { event: "readout", company: "Amgen", asset: "maridebart cafraglutide", indication: "Obesity", regulator: null },
    },
    {
      title: "AstraZeneca adquiere Fusion Pharmaceuticals para crecer en radiofármacos",
      text: "AstraZeneca ha alcanzado un acuerdo para adquirir la canadiense Fusion Pharmaceuticals por 21 dólares por acción en efectivo, más un derecho de valor contingente de 3 dólares por acción ligado a un hito regulatorio, lo que eleva el valor total de la operación hasta unos 2.400 millones de dólares. Fusion desarrolla radioconjugados que transportan actinio-225 hasta las células tumorales; su candidato más avanzado, FPI-2265, está en fase 2 en cáncer de próstata metastásico. Ambas empresas colaboraban ya desde 2020. La farmacéutica británica busca así competir en un campo en el que Novartis lidera con Pluvicto y Lutathera.",
      labels: { event: "acquisition", company: "AstraZeneca", asset: null, indication: null, regulator: null, also: ["Fusion Pharmaceuticals"] },
    },
    {
      title: "La AEMPS autoriza el primer ensayo en humanos de Almenara Therapeutics",
      text: "Valencia. La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado el ensayo clínico de fase 1 de ALM-501, el candidato de la biotecnológica valenciana Almenara Therapeutics contra la leucemia mieloide aguda en recaída. El estudio se realizará en los hospitales La Fe de Valencia, 12 de Octubre de Madrid y Vall d'Hebron de Barcelona, con hasta 40 pacientes. ALM-501 es un anticuerpo biespecífico que dirige los linfocitos T contra las células leucémicas que expresan CD123. La empresa, fundada en 2020, prevé tratar al primer paciente en el primer trimestre del próximo año.",
      labels: { event: "approval", company: "Almenara Therapeutics", companyOriginal: "Almenara Therapeutics", asset: "ALM501", indication: "Acute myeloid leukemia", regulator: "AEMPS" },
    },
    {
      title: "Cofepris otorga registro sanitario a fármaco de Tepeyac Pharma para la diabetes",
      text: "Ciudad de México. La Comisión Federal para la Protección contra Riesgos Sanitarios (Cofepris) otorgó el registro sanitario a TPY-08, un medicamento oral de la mexicana Tepeyac Pharma para adultos con diabetes tipo 2 que no alcanzan el control con metformina. Es la primera molécula desarrollada íntegramente en México que logra la aprobación en esta enfermedad, que afecta a más de 14 millones de personas en el país. En el estudio de fase 3, realizado en 11 estados, la hemoglobina glucosilada bajó 1,1 puntos frente a placebo. La empresa prevé iniciar la comercialización en farmacias privadas en el primer trimestre y buscará su inclusión en el sector público.",
      labels: { event: "approval", company: "Tepeyac Pharma", companyOriginal: "Tepeyac Pharma", asset: "TPY08", indication: "Type 2 diabetes", regulator: "COFEPRIS" },
    },
    {
      title: "Tramuntana Bio solicita a la EMA la autorización de TRB-210",
      text: "La biotecnológica barcelonesa Tramuntana Bio ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de TRB-210 para la hidradenitis supurativa de moderada a grave. La petición se apoya en dos ensayos de fase 3 con cerca de 1.100 pacientes, en los que el anticuerpo logró una respuesta clínica superior a la del placebo a las 16 semanas. Actualmente, adalimumab, secukinumab y bimekizumab son los biológicos autorizados en Europa para esta enfermedad inflamatoria de la piel. La compañía espera una decisión en 2028 y estudia alianzas para su lanzamiento fuera de España.",
      labels: { event: "submission", company: "Tramuntana Bio", companyOriginal: "Tramuntana Bio", asset: "TRB210", indication: "Hidradenitis suppurativa", regulator: "EMA" },
    },
    {
      title: "La FDA acepta a trámite la solicitud de Albufera Pharma para ALB-33",
      text: "Albufera Pharma ha comunicado que la FDA estadounidense ha aceptado a trámite la solicitud de nuevo fármaco (NDA) de ALB-33 para el tratamiento de la vejiga hiperactiva en adultos. La agencia ha fijado la fecha de decisión (PDUFA) para septiembre del próximo año. ALB-33, una cápsula de liberación prolongada de toma diaria, redujo los episodios de incontinencia de urgencia en dos ensayos de fase 3 realizados en Estados Unidos y Europa. La empresa valenciana compite en un segmento donde ya existen mirabegrón y vibegrón. Las acciones de Albufera subieron un 9% en el BME Growth tras el anuncio.",
      labels: { event: "filing-acceptance", company: "Albufera Pharma", companyOriginal: "Albufera Pharma", asset: "ALB33", indication: "Overactive bladder", regulator: "FDA" },
    },
    {
      title: "Iberogen Therapeutics obtiene la designación de medicamento huérfano en EE.UU.",
      text: "La FDA ha concedido la designación de medicamento huérfano a IBG-02, la terapia génica de Iberogen Therapeutics para la enfermedad de Stargardt, la forma más frecuente de degeneración macular hereditaria en niños y jóvenes. La designación ofrece incentivos fiscales y siete años de exclusividad comercial en caso de aprobación. IBG-02 utiliza un vector doble para introducir una copia funcional del gen ABCA4 en la retina. La compañía madrileña tiene previsto comenzar un ensayo de fase 1/2 el próximo año en España y Países Bajos. No existe hoy ningún tratamiento aprobado para esta enfermedad.",
      labels: { event: "designation", company: "Iberogen Therapeutics", companyOriginal: "Iberogen Therapeutics", asset: "IBG02", indication: "Stargardt disease", regulator: "FDA" },
    },
    {
      title: "Chilena Andina Biotherapeutics recibe designación pediátrica de la FDA",
      text: "Santiago. Andina Biotherapeutics, empresa surgida de la Pontificia Universidad Católica, recibió de la FDA la designación de enfermedad pediátrica rara para ANB-7, su terapia celular contra el neuroblastoma de alto riesgo en recaída. Si el producto llega a ser aprobado en Estados Unidos, la compañía podría obtener un bono de revisión prioritaria, que suele venderse por más de 100 millones de dólares. ANB-7 se encuentra en un ensayo de fase 1 en Santiago y Houston con 18 niños. La startup cerró el año pasado una ronda de 22 millones de dólares.",
      labels: { event: "designation", company: "Andina Biotherapeutics", companyOriginal: "Andina Biotherapeutics", asset: "ANB7", indication: "Neuroblastoma", regulator: "FDA" },
    },
    {
      title: "Moncayo Pharma recibe una carta de respuesta completa de la FDA",
      text: "Zaragoza. Moncayo Pharma ha recibido una carta de respuesta completa (CRL) de la FDA sobre su solicitud para MCP-118, un quelante de fósforo destinado a pacientes con hiperfosfatemia en diálisis. Según la compañía, la agencia no cuestiona la eficacia, pero pide datos adicionales sobre la estabilidad del comprimido y sobre la planta de fabricación en Huesca. Moncayo estima que podrá volver a presentar la solicitud en el segundo semestre. El fármaco ya se comercializa en España y Portugal desde el año pasado. Los títulos de la empresa cedieron un 17% en el mercado continuo.",
      labels: { event: "complete-response-letter", company: "Moncayo Pharma", companyOriginal: "Moncayo Pharma", asset: "MCP118", indication: "Hyperphosphatemia", regulator: "FDA" },
    },
    {
      title: "Teide Therapeutics administra la primera dosis de TDT-04 en cáncer de hígado",
      text: "La tinerfeña Teide Therapeutics ha tratado al primer paciente en su ensayo de fase 1 con TDT-04, una vacuna terapéutica de ARN mensajero personalizada frente al carcinoma hepatocelular. El estudio se desarrolla en la Clínica Universidad de Navarra y en el Hospital Universitario de Canarias, y evaluará la seguridad del producto en combinación con atezolizumab y bevacizumab, el tratamiento de primera línea habitual. Se prevé reclutar a 30 pacientes durante los próximos 18 meses. El cáncer de hígado causa en España unas 5.000 muertes al año.",
      labels: { event: "trial-start", company: "Teide Therapeutics", companyOriginal: "Teide Therapeutics", asset: "TDT04", indication: "Hepatocellular carcinoma", regulator: null },
    },
    {
      title: "Guadarrama Bio presenta resultados positivos de fase 2a en colitis ulcerosa",
      text: "Guadarrama Bio ha anunciado que su fármaco oral GDB-11 alcanzó el objetivo principal del ensayo de fase 2a en pacientes con colitis ulcerosa de moderada a grave. Tras diez semanas, el 29% de los pacientes tratados logró la remisión clínica, frente al 8% del grupo placebo. El perfil de seguridad fue favorable, sin casos de infecciones graves. La compañía madrileña presentará los datos completos en el congreso europeo de Crohn y colitis en febrero y busca socio para la fase 2b. En esta indicación compiten ya ozanimod, etrasimod y los inhibidores de JAK.",
      labels: { event: "readout", company: "Guadarrama Bio", companyOriginal: "Guadarrama Bio", asset: "GDB11", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Garraf Biotech licencia su candidato para la psoriasis a Whitford Pharmaceuticals",
      text: "La biotecnológica catalana Garraf Biotech ha firmado un acuerdo de licencia con la estadounidense Whitford Pharmaceuticals, que obtiene los derechos mundiales, salvo Europa, de GRF-90, un péptido oral que bloquea el receptor de la IL-23 y que se encuentra en fase 2 en psoriasis en placas. Whitford pagará 25 millones de dólares por adelantado y hasta 610 millones en pagos por hitos, además de regalías escalonadas. Garraf conservará los derechos en Europa y codirigirá el ensayo de fase 2b. En este terreno, Johnson & Johnson ya desarrolla su propio péptido oral, icotrokinra.",
      labels: { event: "licensing", company: "Garraf Biotech", companyOriginal: "Garraf Biotech", asset: "GRF90", indication: "Psoriasis", regulator: null, also: ["Whitford Pharmaceuticals"] },
    },
    {
      title: "Ebro Biologics y la sueca Lindqvist Pharma se alían para desarrollar biespecíficos",
      text: "Ebro Biologics y la sueca Lindqvist Pharma han firmado una alianza de investigación y desarrollo para diseñar anticuerpos biespecíficos contra enfermedades autoinmunes. La empresa riojana aportará su plataforma de ingeniería de anticuerpos y Lindqvist financiará la investigación preclínica de hasta cuatro programas. Ambas compartirán a partes iguales los costes y beneficios de los productos que lleguen a la clínica. Ebro recibirá un pago inicial de 12 millones de euros. Es el segundo acuerdo de la compañía este año, tras el firmado en primavera con un fondo de capital riesgo.",
      labels: { event: "partnership", company: "Ebro Biologics", companyOriginal: "Ebro Biologics", asset: null, indication: null, regulator: null, also: ["Lindqvist Pharma"] },
    },
    {
      title: "Pirineo Therapeutics capta 30 millones para su fármaco contra el párkinson",
      text: "Pirineo Therapeutics, con sede en Barcelona, ha cerrado una ronda de financiación serie A de 30 millones de euros liderada por Sabina Ventures, con la participación del CDTI y de varios inversores privados. El dinero se destinará principalmente a completar el ensayo de fase 1b de PRT-09, una molécula oral que pretende frenar la acumulación de alfa-sinucleína en pacientes con enfermedad de Parkinson en fase inicial. Los tratamientos actuales, como la levodopa, solo alivian los síntomas. Los resultados se esperan a finales de 2027.",
      labels: { event: "financing", company: "Pirineo Therapeutics", companyOriginal: "Pirineo Therapeutics", asset: "PRT09", indication: "Parkinson's disease", regulator: null, also: ["Sabina Ventures"] },
    },
    {
      title: "Mediterrania Bio debuta en BME Growth tras captar 25 millones",
      text: "La biotecnológica Mediterrania Bio ha debutado este jueves en BME Growth tras colocar acciones por 25 millones de euros entre inversores institucionales y minoristas. Los títulos, que salieron a 4,20 euros, cerraron su primera sesión con una subida del 6%. La compañía, con sede en Málaga, desarrolla tres candidatos en oncología y dermatología, todavía en fases preclínicas o iniciales. Con los fondos obtenidos, la empresa espera financiar sus operaciones hasta 2029. Es la primera salida a bolsa de una biotecnológica española en lo que va de año.",
      labels: { event: "financing", company: "Mediterrania Bio", companyOriginal: "Mediterrania Bio", asset: null, indication: null, regulator: null },
    },
    {
      title: "Sanidad fija precio y financiación para Lipozar, de Oriol Pharma",
      text: "La Comisión Interministerial de Precios de los Medicamentos (CIPM) ha acordado incluir en la financiación pública Lipozar (ORP-3), el tratamiento de Oriol Pharma para la hipercolesterolemia en pacientes que no alcanzan sus objetivos con estatinas. El precio acordado no se ha hecho público, pero la financiación queda restringida a pacientes de alto riesgo cardiovascular, con un techo de gasto anual. Lipozar, autorizado por la Comisión Europea el año pasado, estará disponible en las farmacias hospitalarias a partir del próximo mes. En la misma categoría compiten evolocumab, alirocumab e inclisirán.",
      labels: { event: null, company: "Oriol Pharma", companyOriginal: "Oriol Pharma", asset: "ORP3", indication: "Hypercholesterolemia", regulator: "CIPM" },
    },
    {
      title: "Cordillera Biotech inaugura una planta de vacunas en Colombia",
      text: "Rionegro (Antioquia). La farmacéutica Cordillera Biotech inauguró su nueva planta de producción de vacunas en el oriente antioqueño, con una inversión de 95 millones de dólares. La instalación podrá producir hasta 60 millones de dosis anuales de vacunas bacterianas y víricas para el mercado andino y centroamericano. Durante la pandemia, la región dependió casi por completo de vacunas importadas, recordó el presidente de la compañía en la ceremonia. La planta generará unos 300 empleos directos y espera obtener la certificación de buenas prácticas del Invima el próximo año.",
      labels: { event: null, company: "Cordillera Biotech", companyOriginal: "Cordillera Biotech", asset: null, indication: null, regulator: null },
    },
  ],
};
