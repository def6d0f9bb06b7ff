import type { BriefArticle } from "./briefs";

/**
 * Second held-out set for the English brief benchmark (German, French and Spanish part): 20
 * short articles per language in the style of the trade press and company press releases
 * (Deutsches Ärzteblatt, transkript, dpa-AFX, APMnews, Les Echos, Diario Médico, Expansión…).
 * Written and labelled by hand by a helper session in November 2026, without the engine's code
 * or the other sets open, to be measured once; not to be tuned against.
 *
 * Each language covers all eleven event types at least once (approvals and readouts three
 * times, deals twice or more) plus one article that reports none of them (a G-BA benefit
 * assessment, a HAS transparency-committee opinion, an AEMPS therapeutic positioning report).
 *
 * Real events, true to the best of the author's knowledge (dates and amounts as reported at the
 * time; quotes are only given to invented people): Boehringer Ingelheim's US approval of
 * nerandomilast (Jascayd) in IPF, Bayer's US approval of finerenone (Kerendia) in heart failure,
 * Bayer's early stop of OCEANIC-AF, MorphoSys' MANIFEST-2 readout, Merck KGaA's pimicotinib
 * licence from Abbisko, the BioNTech–Bristol Myers Squibb BNT327 deal, Merck KGaA's purchase of
 * SpringWorks, Novartis' offer for MorphoSys, ITM's financing round; Servier's US approval of
 * vorasidenib, Ipsen's accelerated US approval of elafibranor (Iqirvo), Abivax's ABTECT readout,
 * Sanofi's and Regeneron's AERIFY readout, the Nanobiotix–Janssen NBTXR3 licence, Sanofi's
 * purchase of Blueprint Medicines, Ipsen's purchase of Albireo, DBV Technologies' financing;
 * the US approval of lurbinectedin with atezolizumab (PharmaMar/Jazz), the EU approval of
 * lebrikizumab (Almirall), the EU approval of Okedi (Rovi), the IMforte readout, Lilly's
 * ACHIEVE-1 readout, the PharmaMar–Jazz lurbinectedin licence, the Rovi–Moderna fill-finish
 * agreement and Grifols' purchase of control of Biotest.
 *
 * Invented: every other company (Lechtal Therapeutics, Auenstein Pharma, Vogelsberg Biologics,
 * Ostwind Therapeutics, Sonnhalde Bio, Kranichfeld Pharma, Lindwurm Cell Therapeutics,
 * Hohenlinden Biotech, Wattenmeer Biosciences, Harborline Pharmaceuticals, Fichtelberg
 * Immunotherapeutics, Altmühl Pharma; Lumidia, Verdalis Pharma, Aubrac Therapeutics, Mistralis
 * Bio, Vauclair Biotech, Belvédia, Cassiopée Thérapeutiques, Estérel Pharma, Ondine
 * Therapeutics, Pelican Ridge Biologics, Armoric Biotech, Valmont Pharma, Vercors Bio, Alpilles
 * Santé; Albarracín Pharma, Gredos Therapeutics, Bética Biotech, Cantábrica Therapeutics,
 * Llobregat Pharma, Timanfaya Biotech, Doñana Therapeutics, Montsant Biopharma, Jiangnan Kangyuan
 * Pharmaceutical, Aljarafe Pharma, Tabernas Biotech, Urdaibai Bio, Nivaria Therapeutics, Cazorla
 * Farma), with invented medicines (INNs built on real WHO stems, research codes, brands) and
 * invented investors; the real medicines they are compared with are named only in passing.
 *
 * Same labelling rules as bench/gold/briefs.ts: registry names where the registry has the
 * company, medicine, disease or regulator; otherwise the company without its legal form, the
 * English INN or the normalized research code, and the English disease name.
 */
export const GOLD2_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "FDA lässt Boehringers Nerandomilast bei idiopathischer Lungenfibrose zu",
      text: "Ingelheim (dpa-AFX) – Boehringer Ingelheim hat für seinen Lungenfibrose-Wirkstoff Nerandomilast die Zulassung in den USA erhalten. Die US-Arzneimittelbehörde FDA gab Anfang Oktober 2025 grünes Licht für das Mittel unter dem Markennamen Jascayd zur Behandlung der idiopathischen Lungenfibrose (IPF) bei Erwachsenen, wie das Familienunternehmen mitteilte. Grundlage ist die Phase-III-Studie FIBRONEER-IPF mit 1.177 Patienten. Es ist die erste neue IPF-Therapie in den USA seit mehr als zehn Jahren; bislang standen nur Pirfenidon und Boehringers eigenes Nintedanib (Ofev) zur Verfügung. Nerandomilast ist ein oraler, bevorzugt an PDE4B bindender Hemmstoff.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "nerandomilast", indication: "Idiopathic pulmonary fibrosis", regulator: "FDA" },
    },
    {
      title: "Kerendia: Bayer erhält US-Zulassung bei Herzinsuffizienz",
      text: "Leverkusen – Die US-amerikanische Food and Drug Administration hat Finerenon (Kerendia®) von Bayer im Juli 2025 für Erwachsene mit Herzinsuffizienz und einer linksventrikulären Ejektionsfraktion (LVEF) von mindestens 40 Prozent zugelassen. Die Entscheidung stützt sich auf die Phase-III-Studie FINEARTS-HF mit rund 6.000 Patienten, in der der nichtsteroidale Mineralokortikoid-Rezeptor-Antagonist die Rate aus kardiovaskulärem Tod und Herzinsuffizienz-Ereignissen signifikant senkte. Bislang war Kerendia in den USA bei chronischer Nierenerkrankung in Verbindung mit Typ-2-Diabetes zugelassen. Für Bayers Pharmasparte ist die Kerendia-Erweiterung ein wichtiger Baustein, um die Umsatzausfälle beim Gerinnungshemmer Xarelto abzufedern.",
      labels: { event: "approval", company: "Bayer", asset: "finerenone", indication: "Heart failure", regulator: "FDA" },
    },
    {
      title: "EU-Kommission erteilt Zulassung für Sonelokibart bei Acne inversa",
      text: "München – Die Europäische Kommission hat dem Antikörper Sonelokibart (Veltrada®) der Lechtal Therapeutics GmbH die Marktzulassung zur Behandlung der mittelschweren bis schweren Hidradenitis suppurativa (Acne inversa) bei Erwachsenen erteilt. Die Zulassung gilt in allen 27 EU-Mitgliedstaaten sowie in Island, Liechtenstein und Norwegen. Der CHMP der EMA hatte im September eine positive Empfehlung ausgesprochen. In den Phase-III-Studien HIDRA-1 und HIDRA-2 erreichten nach 16 Wochen 48 bzw. 51 Prozent der Patienten ein HiSCR75-Ansprechen gegenüber 22 Prozent unter Placebo. „Wir wollen Veltrada im ersten Quartal in Deutschland einführen“, sagte Vorstandschefin Katrin Oberhuber. Mit Adalimumab, Secukinumab und Bimekizumab sind bereits mehrere Biologika in der Indikation verfügbar.",
      labels: { event: "approval", company: "Lechtal Therapeutics", asset: "sonelokibart", indication: "Hidradenitis suppurativa", regulator: "European Commission" },
    },
    {
      title: "Auenstein reicht EU-Zulassungsantrag für Tavoralstat ein",
      text: "Regensburg – Auenstein Pharma hat bei der Europäischen Arzneimittel-Agentur (EMA) den Antrag auf Marktzulassung für Tavoralstat (AUE-4410) zur Prophylaxe von Attacken des hereditären Angioödems (HAE) bei Patienten ab zwölf Jahren eingereicht. Das teilte das Unternehmen am Montag mit. Der orale Plasmakallikrein-Hemmer hatte in der Phase-III-Studie SHIELD-HAE die monatliche Attackenrate gegenüber Placebo um 79 Prozent gesenkt. Eine Entscheidung erwartet das Management in der zweiten Jahreshälfte 2027. Im Markt konkurriert das Mittel unter anderem mit Lanadelumab (Takhzyro) von Takeda und Berotralstat (Orladeyo) von BioCryst. Die Aktie legte im Frankfurter Handel um 6 Prozent zu.",
      labels: { event: "submission", company: "Auenstein Pharma", asset: "tavoralstat", indication: "Hereditary angioedema", regulator: "EMA" },
    },
    {
      title: "FDA prüft Zulassungsantrag für Vogelsbergs VB 207",
      text: "Fulda (transkript) – Die US-Arzneimittelbehörde FDA hat den Biologics License Application (BLA) der Vogelsberg Biologics AG für Kelvotamig (VB 207) zur Prüfung angenommen. Der bispezifische CD20xCD3-Antikörper soll bei Erwachsenen mit rezidiviertem oder refraktärem diffusem großzelligem B-Zell-Lymphom (DLBCL) nach mindestens zwei Vortherapien eingesetzt werden. Als Zieldatum nach dem Prescription Drug User Fee Act (PDUFA) nannte das Unternehmen den 14. September 2027; eine beschleunigte Prüfung hat die Behörde nicht gewährt. Grundlage ist die einarmige Phase-II-Studie KELVIN-2 mit 157 Patienten und einer kompletten Ansprechrate von 41 Prozent. Mit Glofitamab und Epcoritamab sind bereits zwei Wirkstoffe derselben Klasse auf dem Markt.",
      labels: { event: "filing-acceptance", company: "Vogelsberg Biologics", asset: "kelvotamig", indication: "Diffuse large B-cell lymphoma", regulator: "FDA" },
    },
    {
      title: "PRIME-Status für OST-112b von Ostwind",
      text: "Hamburg – Die Europäische Arzneimittel-Agentur EMA hat die Gentherapie OST-112b des Hamburger Biotechunternehmens Ostwind Therapeutics in ihr PRIME-Programm (Priority Medicines) aufgenommen. Das Programm soll die Entwicklung von Arzneimitteln für Erkrankungen mit hohem ungedecktem Bedarf beschleunigen und ermöglicht eine frühe wissenschaftliche Beratung sowie ein beschleunigtes Beurteilungsverfahren. Ostwind entwickelt die AAV-basierte Behandlung für Jungen mit Duchenne-Muskeldystrophie. Die Aufnahme beruht auf Daten der Phase-I/II-Studie WINDROSE, in der bei acht Patienten nach zwölf Monaten eine Mikrodystrophin-Expression von durchschnittlich 38 Prozent gemessen wurde. „Das ist eine wichtige Bestätigung für unser Programm“, sagte Geschäftsführer Jens Thiessen.",
      labels: { event: "designation", company: "Ostwind Therapeutics", asset: "OST112B", indication: "Duchenne muscular dystrophy", regulator: "EMA" },
    },
    {
      title: "Sonnhalde Bio: Orphan-Drug-Status für Kortamenib-Programm in den USA",
      text: "Freiburg – Sonnhalde Bio hat von der US-Arzneimittelbehörde FDA den Orphan-Drug-Status für seinen Menin-Inhibitor Kortamenib (SHB-0931) zur Behandlung der akuten myeloischen Leukämie (AML) erhalten. Die Einstufung bringt unter anderem sieben Jahre Marktexklusivität nach einer Zulassung, Steuervergünstigungen und den Wegfall von Antragsgebühren. Das Freiburger Unternehmen prüft den oralen Wirkstoff derzeit in einer Phase-I/II-Studie bei Patienten mit NPM1-Mutation oder KMT2A-Rearrangement. Erste Daten sollen auf dem ASH-Kongress im Dezember vorgestellt werden. Mit Revumenib von Syndax ist bereits ein Menin-Inhibitor in den USA zugelassen.",
      labels: { event: "designation", company: "Sonnhalde Bio", asset: "kortamenib", indication: "Acute myeloid leukemia", regulator: "FDA" },
    },
    {
      title: "FDA verweigert Zulassung für Melogepant",
      text: "Jena (dpa-AFX) – Rückschlag für die Kranichfeld Pharma SE: Die US-Gesundheitsbehörde FDA hat den Zulassungsantrag für das Migräne-Nasenspray des Jenaer Unternehmens nicht genehmigt und einen sogenannten Complete Response Letter übermittelt. Beanstandet wurden nach Firmenangaben ausschließlich Mängel bei einem Lohnhersteller in Italien, der die Sprühvorrichtung befüllt; neue klinische Studien verlange die Behörde nicht. Kranichfeld will den Antrag nach Behebung der Mängel binnen sechs Monaten erneut einreichen. Die Aktie brach im Xetra-Handel um mehr als 30 Prozent auf 11,40 Euro ein. In der Akuttherapie der Migräne konkurriert das Mittel mit Rimegepant und den Triptanen.",
      labels: { event: "complete-response-letter", company: "Kranichfeld Pharma", asset: "melogepant", indication: "Migraine", regulator: "FDA" },
    },
    {
      title: "Erster Patient mit Lindwurms CAR-T-Zelltherapie gegen Lupus behandelt",
      text: "Würzburg – Die Lindwurm Cell Therapeutics GmbH hat in ihrer Phase-I-Studie LUMINA-1 den ersten Patienten mit LDW-1903 behandelt. Die autologe, gegen CD19 gerichtete CAR-T-Zelltherapie wird bei Erwachsenen mit schwerem, therapierefraktärem systemischem Lupus erythematodes (SLE) geprüft. Das Paul-Ehrlich-Institut hatte die klinische Prüfung im Juli genehmigt; geplant ist die Aufnahme von bis zu 24 Patienten an fünf Zentren in Deutschland. „Die ersten akademischen Daten zu CAR-T bei Autoimmunerkrankungen haben gezeigt, welches Potenzial in diesem Ansatz steckt“, sagte Mitgründerin Miriam Lenz. Das Start-up hatte im Frühjahr eine Seed-Finanzierung über 18 Mio. Euro abgeschlossen.",
      labels: { event: "trial-start", company: "Lindwurm Cell Therapeutics", asset: "LDW1903", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Bayer bricht Phase-III-Studie mit Asundexian vorzeitig ab",
      text: "Leverkusen (dpa-AFX) – Bayer hat die Phase-III-Studie OCEANIC-AF mit dem Gerinnungshemmer Asundexian vorzeitig beendet. Ein unabhängiges Datenüberwachungskomitee habe bei einer regulären Prüfung eine unterlegene Wirksamkeit gegenüber dem Vergleichspräparat Apixaban festgestellt, teilte der Konzern am 19. November 2023 mit. In der Studie wurde der orale Faktor-XIa-Hemmer bei Patienten mit Vorhofflimmern und erhöhtem Schlaganfallrisiko geprüft. Andere Studien des Programms, darunter OCEANIC-STROKE, sollen fortgeführt werden. Die Bayer-Aktie brach am folgenden Handelstag zweistellig ein; Analysten hatten dem Mittel Spitzenumsätze in Milliardenhöhe zugetraut.",
      labels: { event: "readout", company: "Bayer", asset: "asundexian", indication: "Atrial fibrillation", regulator: null },
    },
    {
      title: "MorphoSys: Pelabresib erreicht primären Endpunkt in MANIFEST-2",
      text: "Planegg – Die MorphoSys AG hat Topline-Ergebnisse der Phase-III-Studie MANIFEST-2 vorgelegt. Pelabresib in Kombination mit dem JAK-Inhibitor Ruxolitinib erreichte bei JAK-Inhibitor-naiven Patienten mit Myelofibrose den primären Endpunkt: Nach 24 Wochen zeigten 65,9 Prozent eine Reduktion des Milzvolumens um mindestens 35 Prozent (SVR35), gegenüber 35,2 Prozent unter Placebo plus Ruxolitinib. Beim wichtigen sekundären Endpunkt, der Verbesserung der Symptomlast (TSS50), zeigte sich ein numerischer Vorteil, der statistisch jedoch nicht signifikant war. In die Studie wurden 430 Patienten aufgenommen. Die Daten sollen auf dem ASH-Kongress im Dezember vorgestellt werden.",
      labels: { event: "readout", company: "MorphoSys", asset: "pelabresib", indication: "Myelofibrosis", regulator: null, also: ["ruxolitinib"] },
    },
    {
      title: "Hohenlinden verfehlt Endpunkt mit Parkinson-Kandidat",
      text: "Hohenlinden Biotech hat mit seinem Antisense-Oligonukleotid Velanersen in der Phase-IIb-Studie SYNAPSE den primären Endpunkt verfehlt. Nach 52 Wochen unterschied sich die Veränderung im MDS-UPDRS-Gesamtscore bei den 212 Patienten mit früher Parkinson-Krankheit nicht signifikant von Placebo, teilte das Münchner Unternehmen am Donnerstagabend mit. Das Sicherheitsprofil sei gut gewesen. Hohenlinden will die Daten nun vollständig auswerten und bis Jahresende über die Zukunft des Programms entscheiden. Die Aktie verlor nachbörslich fast die Hälfte ihres Werts. Auch der Antikörper Prasinezumab hatte in früheren Studien keinen klaren Nutzen gezeigt.",
      labels: { event: "readout", company: "Hohenlinden Biotech", asset: "velanersen", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "Merck sichert sich Rechte an Pimicotinib von Abbisko",
      text: "Darmstadt – Der Wissenschafts- und Technologiekonzern Merck hat mit dem chinesischen Biotechunternehmen Abbisko Therapeutics eine Lizenzvereinbarung über den CSF-1R-Inhibitor Pimicotinib geschlossen. Merck erhält die Vermarktungsrechte in China einschließlich Hongkong, Macau und Taiwan sowie eine Option auf die weltweiten Rechte. Abbisko bekommt eine Vorabzahlung von 70 Mio. US-Dollar und kann zusätzlich Meilensteinzahlungen erhalten. Pimicotinib wird in der globalen Phase-III-Studie MANEUVER bei Patienten mit tenosynovialem Riesenzelltumor (TGCT) geprüft, einer seltenen, meist gutartigen Gelenkerkrankung. Die Vereinbarung wurde im Dezember 2023 bekanntgegeben.",
      labels: { event: "licensing", company: "Merck KGaA", asset: "pimicotinib", indication: "Tenosynovial giant cell tumor", regulator: null, also: ["Abbisko Therapeutics"] },
    },
    {
      title: "Wattenmeer lizenziert Adipositas-Kandidaten an US-Partner",
      text: "Kiel – Die Wattenmeer Biosciences AG hat die weltweiten Rechte außerhalb Europas an ihrem oralen Amylin-Analogon WMB 2207 an die US-Firma Harborline Pharmaceuticals auslizenziert. Wattenmeer erhält eine Vorabzahlung von 85 Mio. US-Dollar sowie bis zu 1,2 Mrd. US-Dollar an Entwicklungs-, Zulassungs- und Umsatzmeilensteinen, dazu gestaffelte Lizenzgebühren im zweistelligen Prozentbereich. Der Wirkstoffkandidat hatte in einer Phase-I-Studie bei Menschen mit Adipositas nach zwölf Wochen einen mittleren Gewichtsverlust von 8,1 Prozent bewirkt. „Mit diesem Partner können wir das Programm deutlich schneller in die späte klinische Entwicklung bringen“, sagte Finanzvorstand Tobias Quast. Die Aktie stieg um 22 Prozent.",
      labels: { event: "licensing", company: "Wattenmeer Biosciences", asset: "WMB2207", indication: "Obesity", regulator: null, also: ["Harborline Pharmaceuticals"] },
    },
    {
      title: "BioNTech und Bristol Myers Squibb entwickeln BNT327 gemeinsam",
      text: "Mainz (dpa-AFX) – BioNTech hat für seinen bispezifischen Antikörper BNT327 einen finanzstarken Partner gefunden. Das Mainzer Unternehmen und der US-Konzern Bristol Myers Squibb wollen den gegen PD-L1 und VEGF-A gerichteten Kandidaten gemeinsam entwickeln und vermarkten, wie beide am 2. Juni 2025 mitteilten. BMS zahlt 1,5 Mrd. US-Dollar vorab sowie bis 2028 weitere 2 Mrd. US-Dollar an nicht an Bedingungen geknüpften Jahreszahlungen; hinzu kommen bis zu 7,6 Mrd. US-Dollar an Meilensteinen. Gewinne und Kosten teilen sich die Partner hälftig. BNT327 wird derzeit in Phase-III-Studien bei Lungenkrebs geprüft, weitere beim dreifach negativen Brustkrebs sind geplant. Der Wirkstoff stammt aus der Übernahme des chinesischen Unternehmens Biotheus.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: "Lung cancer", regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Merck KGaA übernimmt SpringWorks für 3,9 Mrd. Dollar",
      text: "Darmstadt – Merck KGaA kauft das US-Biotechunternehmen SpringWorks Therapeutics. Der Dax-Konzern bietet 47 US-Dollar je Aktie in bar, was einem Eigenkapitalwert von rund 3,9 Mrd. US-Dollar entspricht, wie Merck am 28. April 2025 mitteilte. SpringWorks bringt mit Ogsiveo (Nirogacestat) ein in den USA zugelassenes Medikament gegen Desmoidtumoren mit. Zudem ist seit Februar 2025 Mirdametinib (Gomekli) bei Neurofibromatose Typ 1 mit plexiformen Neurofibromen in den USA zugelassen. Die Übernahme soll in der zweiten Jahreshälfte 2025 abgeschlossen werden und stärkt das Geschäft mit seltenen Tumoren.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: "nirogacestat", indication: "Desmoid tumors", regulator: null, also: ["SpringWorks Therapeutics", "mirdametinib"] },
    },
    {
      title: "Novartis will MorphoSys für 2,7 Milliarden Euro übernehmen",
      text: "Basel/Planegg – Der Basler Pharmakonzern Novartis will das deutsche Biotechunternehmen MorphoSys übernehmen. Novartis bietet den Aktionären 68 Euro je Aktie in bar, insgesamt rund 2,7 Milliarden Euro, wie die Unternehmen am 5. Februar 2024 mitteilten. Vorstand und Aufsichtsrat von MorphoSys unterstützen das Angebot. Im Zentrum steht der BET-Inhibitor Pelabresib, den MorphoSys bei Myelofibrose entwickelt. Gleichzeitig verkauft MorphoSys die Rechte an Tafasitamab für 25 Millionen Dollar an Incyte. Die Transaktion soll in der ersten Hälfte 2024 abgeschlossen werden.",
      labels: { event: "acquisition", company: "Novartis", asset: "pelabresib", indication: "Myelofibrosis", regulator: null, also: ["MorphoSys"] },
    },
    {
      title: "Fichtelberg sammelt 92 Mio. Euro in Serie-B-Runde ein",
      text: "Bayreuth – Das Biotechunternehmen Fichtelberg Immunotherapeutics hat eine Finanzierungsrunde der Serie B über 92 Mio. Euro abgeschlossen. Angeführt wurde die Runde von Nordlicht Ventures und dem Schweizer Investor Alpenkapital; auch die bestehenden Geldgeber beteiligten sich. Mit dem Geld will Fichtelberg seinen Antikörper-Wirkstoff-Konjugat-Kandidaten FIB-401 durch eine Phase-I/II-Studie bei Claudin-18.2-positivem Magenkrebs bringen. Der erste Patient soll im zweiten Quartal 2027 behandelt werden. Seit der Gründung 2021 hat das Unternehmen damit rund 130 Mio. Euro eingesammelt.",
      labels: { event: "financing", company: "Fichtelberg Immunotherapeutics", asset: "FIB401", indication: "Gastric cancer", regulator: null },
    },
    {
      title: "ITM erhält 188 Millionen Euro von Investoren",
      text: "Garching bei München – Die ITM Isotope Technologies Munich SE hat im Juni 2024 eine Finanzierung über 188 Mio. Euro abgeschlossen. Das auf Radiopharmazeutika spezialisierte Unternehmen will mit den Mitteln vor allem seinen führenden Kandidaten ITM-11 (n.c.a. 177Lu-Edotreotid) voranbringen, der in der Phase-III-Studie COMPETE bei Patienten mit gastroenteropankreatischen neuroendokrinen Tumoren (GEP-NET) gegen Everolimus geprüft wird. Zudem soll die Produktion des Isotops Lutetium-177 ausgebaut werden. Es ist eine der größten privaten Finanzierungsrunden eines europäischen Biotechunternehmens in diesem Jahr.",
      labels: { event: "financing", company: "ITM Isotope Technologies Munich", asset: "ITM11", indication: "Neuroendocrine tumors", regulator: null },
    },
    {
      title: "G-BA sieht keinen Zusatznutzen für Relvaptan",
      text: "Berlin – Der Gemeinsame Bundesausschuss (G-BA) hat in seiner frühen Nutzenbewertung nach AMNOG für Relvaptan (Cystavio®) der Altmühl Pharma GmbH keinen Zusatznutzen gegenüber der zweckmäßigen Vergleichstherapie Tolvaptan festgestellt. Das Mittel ist seit dem Frühjahr bei Erwachsenen mit autosomal-dominanter polyzystischer Nierenerkrankung (ADPKD) zugelassen. Das IQWiG hatte in seiner Dossierbewertung bemängelt, dass der Hersteller keine direkt vergleichenden Daten vorgelegt habe. Für die anstehenden Verhandlungen über den Erstattungsbetrag mit dem GKV-Spitzenverband ist der Beschluss ein Dämpfer. Altmühl kündigte an, nach Abschluss der laufenden Vergleichsstudie neue Daten einzureichen.",
      labels: { event: null, company: "Altmühl Pharma", asset: "relvaptan", indication: "Autosomal dominant polycystic kidney disease", regulator: "G-BA" },
    },
  ],
  fr: [
    {
      title: "Gliome : la FDA approuve le vorasidenib de Servier",
      text: "Suresnes – La Food and Drug Administration (FDA) américaine a approuvé le 6 août 2024 le vorasidénib (Voranigo) de Servier dans le traitement des astrocytomes ou oligodendrogliomes de grade 2 porteurs d'une mutation IDH1 ou IDH2, chez les patients de 12 ans et plus après une chirurgie. Il s'agit du premier traitement ciblé approuvé dans ces gliomes de bas grade. L'autorisation repose sur l'essai de phase III INDIGO, dans lequel le vorasidénib a significativement prolongé la survie sans progression par rapport au placebo. Servier avait récupéré la molécule en rachetant en 2021 l'activité oncologique d'Agios Pharmaceuticals. Le laboratoire, détenu par une fondation, réalise une part croissante de son chiffre d'affaires aux États-Unis.",
      labels: { event: "approval", company: "Servier", asset: "vorasidenib", indication: "Glioma", regulator: "FDA" },
    },
    {
      title: "Ipsen obtient l'autorisation accélérée de la FDA pour Iqirvo dans la CBP",
      text: "Ipsen a annoncé lundi que la FDA avait accordé une autorisation accélérée à Iqirvo® (élafibranor) en association avec l'acide ursodésoxycholique (AUDC) chez les adultes atteints de cholangite biliaire primitive (CBP) présentant une réponse inadéquate à l'AUDC, ou en monothérapie chez ceux qui ne le tolèrent pas. La décision s'appuie sur l'essai de phase III ELATIVE. Le maintien de l'autorisation pourra dépendre de la confirmation du bénéfice clinique dans un essai complémentaire. Le groupe pharmaceutique français détient les droits mondiaux, hors Chine, de la molécule découverte par la biotech lilloise Genfit, qui percevra un paiement d'étape. Iqirvo arrive face à l'acide obéticholique, jusqu'ici seule option de deuxième ligne.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA", also: ["Genfit", "ursodeoxycholic acid"] },
    },
    {
      title: "Avis favorable du CHMP pour le talvoritide de Lumidia",
      text: "Lyon – La biotech lyonnaise Lumidia a reçu un avis favorable du Comité des médicaments à usage humain (CHMP) de l'Agence européenne des médicaments (EMA) pour le talvoritide dans le traitement de l'achondroplasie chez l'enfant à partir de deux ans dont les épiphyses ne sont pas soudées. La décision finale de la Commission européenne est attendue d'ici deux mois. Administré une fois par semaine, contre une injection quotidienne pour le vosoritide de BioMarin, l'analogue du CNP a amélioré la vitesse de croissance annualisée de 1,9 cm/an par rapport au placebo dans l'essai de phase III STRIDE-ACH, mené chez 118 enfants. « C'est une étape majeure pour les familles », a déclaré Claire Mercadier, présidente-directrice générale. Le titre gagnait 14 % à la Bourse de Paris en début de séance.",
      labels: { event: "approval", company: "Lumidia", asset: "talvoritide", indication: "Achondroplasia", regulator: "EMA" },
    },
    {
      title: "Verdalis dépose sa demande d'AMM européenne dans la MASH",
      text: "Montpellier – Verdalis Pharma a annoncé mardi avoir soumis à l'Agence européenne des médicaments une demande d'autorisation de mise sur le marché (AMM) pour le ténafibranor dans le traitement de la stéatohépatite associée à un dysfonctionnement métabolique (MASH) avec fibrose modérée à avancée (stades F2-F3). Le dossier s'appuie sur l'analyse à 52 semaines de l'essai de phase III NATIVE-F, qui a inclus 1 020 patients. La société montpelliéraine prévoit de déposer un dossier équivalent auprès de la FDA au premier trimestre 2027. Le resmétirom de Madrigal est déjà commercialisé aux États-Unis dans cette indication. Verdalis disposait fin septembre de 142 millions d'euros de trésorerie.",
      labels: { event: "submission", company: "Verdalis Pharma", asset: "tenafibranor", indication: "MASH", regulator: "EMA" },
    },
    {
      title: "La FDA accepte d'examiner le dossier d'Aubrac dans la myasthénie",
      text: "Paris, 12 novembre (APMnews) – La FDA a accepté d'examiner la demande de licence de produit biologique (BLA) déposée par Aubrac Therapeutics pour le clarovibart dans la myasthénie auto-immune généralisée de l'adulte porteur d'anticorps anti-récepteurs de l'acétylcholine, a annoncé la biotech parisienne. L'agence américaine a fixé la date cible de sa décision (PDUFA) au 30 août 2027, selon une procédure d'examen standard. L'anticorps anti-FcRn, administré par voie sous-cutanée toutes les quatre semaines, a réduit le score MG-ADL de 4,8 points contre 2,1 sous placebo dans l'essai de phase III ARC-MG. Il arriverait sur un marché déjà occupé par l'efgartigimod d'argenx et le rozanolixizumab d'UCB.",
      labels: { event: "filing-acceptance", company: "Aubrac Therapeutics", asset: "clarovibart", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "Mistralis Bio obtient la désignation orpheline européenne pour MST-3021",
      text: "Marseille – Mistralis Bio, spécialiste des oligonucléotides antisens, a obtenu de l'Agence européenne des médicaments (EMA) la désignation de médicament orphelin pour MST-3021 dans la sclérose latérale amyotrophique (SLA) liée à des mutations du gène FUS. Ce statut offre notamment dix ans d'exclusivité commerciale dans l'Union européenne après une éventuelle autorisation, ainsi qu'une assistance à l'élaboration des protocoles. Le candidat est évalué dans un essai de phase I/II ouvert chez douze patients en France et en Italie. La SLA-FUS, forme rare et souvent juvénile de la maladie, représente environ 4 % des formes familiales. Le tofersen de Biogen est pour l'instant le seul antisens autorisé dans la SLA, dans sa forme liée à SOD1.",
      labels: { event: "designation", company: "Mistralis Bio", asset: "MST3021", indication: "Amyotrophic lateral sclerosis", regulator: "EMA" },
    },
    {
      title: "Statut de « Breakthrough Therapy » pour l'ADC de Vauclair dans le cancer du pancréas",
      text: "Vauclair Biotech SA a annoncé que la FDA américaine avait accordé la désignation de thérapie innovante (Breakthrough Therapy Designation) à son conjugué anticorps-médicament lirocatamab védotine dans l'adénocarcinome canalaire du pancréas métastatique en deuxième ligne. Cette décision s'appuie sur les résultats de l'étude de phase Ib/II VAU-201, qui a montré un taux de réponse objective de 31 % chez 64 patients prétraités par FOLFIRINOX. La désignation permet des échanges plus fréquents avec l'agence et ouvre la voie à un examen prioritaire. « Les options restent très limitées pour ces malades », a souligné le directeur médical, Étienne Rouvray. La société nantaise prévoit de lancer un essai pivot en 2027.",
      labels: { event: "designation", company: "Vauclair Biotech", asset: "lirocatamab vedotin", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "Endométriose : la FDA rejette le dervagolix de Belvédia",
      text: "Coup dur pour Belvédia. La biotech bordelaise a reçu de la Food and Drug Administration une lettre de réponse complète (complete response letter, CRL) concernant la demande d'autorisation de son candidat dans les douleurs modérées à sévères associées à l'endométriose. L'agence américaine estime que les données de sécurité osseuse à 12 mois sont insuffisantes et demande une étude complémentaire de densité minérale osseuse. La société a indiqué qu'elle solliciterait une réunion de type A avec la FDA d'ici la fin de l'année. L'action a chuté de 41 % à l'ouverture sur Euronext Growth. L'antagoniste oral de la GnRH devait concurrencer le relugolix en association (Myfembree).",
      labels: { event: "complete-response-letter", company: "Belvédia", asset: "dervagolix", indication: "Endometriosis", regulator: "FDA" },
    },
    {
      title: "Cassiopée Thérapeutiques traite un premier patient avec sa thérapie génique oculaire",
      text: "Paris – Cassiopée Thérapeutiques a annoncé le traitement du premier patient de son essai de phase I/II CLAIR-1 évaluant CSP 204, une thérapie génique administrée par injection sous-rétinienne, chez des patients atteints de rétinite pigmentaire liée au gène RPGR. L'essai, autorisé en septembre par l'Agence nationale de sécurité du médicament et des produits de santé (ANSM), prévoit d'inclure jusqu'à 18 patients dans deux centres hospitaliers parisiens. La jeune pousse, issue d'un laboratoire académique, a levé 34 millions d'euros en série A l'an dernier. Les premières données de tolérance sont attendues au second semestre 2027.",
      labels: { event: "trial-start", company: "Cassiopée Thérapeutiques", asset: "CSP204", indication: "Retinitis pigmentosa", regulator: "ANSM" },
    },
    {
      title: "Abivax : l'obefazimod atteint son critère principal dans la rectocolite hémorragique",
      text: "Paris – La biotech française Abivax a annoncé le 22 juillet 2025 que son candidat obefazimod avait atteint le critère d'évaluation principal des deux essais d'induction de phase III ABTECT-1 et ABTECT-2 chez des patients atteints de rectocolite hémorragique modérément à sévèrement active. À la huitième semaine, la dose de 50 mg par jour a permis une rémission clinique significativement plus fréquente que le placebo, avec un profil de tolérance favorable. L'action s'est envolée de plusieurs centaines de pour cent sur Euronext Paris et au Nasdaq dans la journée. Les résultats de la phase d'entretien, à 44 semaines, sont attendus au deuxième trimestre 2026. Le marché de la RCH est dominé par les anti-TNF, le védolizumab et les inhibiteurs de JAK.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "BPCO : résultats mitigés pour l'itépékimab de Sanofi et Regeneron",
      text: "Sanofi et son partenaire américain Regeneron ont annoncé le 30 mai 2025 des résultats contrastés pour l'itépékimab dans la bronchopneumopathie chronique obstructive (BPCO). Dans l'essai de phase III AERIFY-1, l'anticorps anti-IL-33 a réduit de 27 % les exacerbations modérées ou sévères à 52 semaines chez d'anciens fumeurs, atteignant le critère principal. En revanche, AERIFY-2 n'a pas atteint son critère principal. Les deux groupes comptent analyser les données avant de décider de la suite du programme réglementaire. Le titre Sanofi a reculé à la Bourse de Paris. Dupixent, également développé avec Regeneron, est déjà autorisé dans certaines formes de BPCO.",
      labels: { event: "readout", company: "Sanofi", asset: "itepekimab", indication: "COPD", regulator: null, also: ["Regeneron"] },
    },
    {
      title: "Vitiligo : Estérel Pharma arrête son essai de phase III pour futilité",
      text: "Nice – Estérel Pharma a annoncé l'arrêt de l'essai de phase III REPIGMENT-1 évaluant la crème de lorécitinib à 1,5 % chez des patients atteints de vitiligo non segmentaire, après une analyse intermédiaire de futilité menée par le comité indépendant de surveillance des données. Le taux de patients atteignant une amélioration d'au moins 75 % du score F-VASI à la 24e semaine ne se distinguait pas suffisamment de celui du véhicule. Aucun nouveau signal de tolérance n'a été observé. La société niçoise va réduire ses effectifs d'environ un tiers et réexaminer ses options stratégiques. Le ruxolitinib en crème d'Incyte reste le seul inhibiteur de JAK topique autorisé dans l'indication.",
      labels: { event: "readout", company: "Estérel Pharma", asset: "lorecitinib", indication: "Vitiligo", regulator: null },
    },
    {
      title: "Nanobiotix cède les droits mondiaux de NBTXR3 à Janssen",
      text: "Paris – Nanobiotix a signé en juillet 2023 un accord de licence mondial avec Janssen Pharmaceutica, filiale de Johnson & Johnson, pour le développement et la commercialisation de NBTXR3, son radioamplificateur à base de nanoparticules d'oxyde de hafnium. La biotech française perçoit un paiement initial de 30 millions de dollars et pourra recevoir jusqu'à environ 2,7 milliards de dollars de paiements d'étape, ainsi que des redevances sur les ventes. Nanobiotix conserve la conduite de l'essai pivot de phase III NANORAY-312 dans les cancers de la tête et du cou localement avancés, chez des patients âgés non éligibles au cisplatine.",
      labels: { event: "licensing", company: "Nanobiotix", asset: "NBTXR3", indication: "Head and neck cancer", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "Ondine Therapeutics acquiert les droits européens d'un anti-KIT dans l'urticaire",
      text: "Lille – Ondine Therapeutics a conclu un accord de licence exclusive avec la société américaine Pelican Ridge Biologics pour développer et commercialiser le ranvolimab en Europe, au Royaume-Uni et en Suisse. L'anticorps monoclonal anti-KIT est évalué en phase II dans l'urticaire chronique spontanée résistante aux antihistaminiques. Selon les termes de l'accord, Ondine versera 25 millions de dollars à la signature et jusqu'à 310 millions de dollars de paiements d'étape, ainsi que des redevances à deux chiffres. « Cet actif complète parfaitement notre franchise en immuno-dermatologie », a commenté Hugo Lefranc, directeur général d'Ondine. L'omalizumab reste le traitement de référence en deuxième ligne.",
      labels: { event: "licensing", company: "Ondine Therapeutics", asset: "ranvolimab", indication: "Chronic spontaneous urticaria", regulator: null, also: ["Pelican Ridge Biologics"] },
    },
    {
      title: "Armoric et Valmont Pharma s'allient dans le cancer colorectal",
      text: "Rennes – La biotech bretonne Armoric Biotech et le laboratoire suisse Valmont Pharma ont annoncé une collaboration de recherche et de co-développement portant sur ARM-910, un anticorps bispécifique ciblant CEACAM5 et CD28 dans le cancer colorectal métastatique microsatellite stable. Les deux partenaires partageront à parts égales les coûts de développement et les éventuels bénéfices aux États-Unis et en Europe ; Valmont versera 40 millions d'euros à la signature. ARM-910 doit entrer en phase I début 2027, en association avec un anti-PD-1. « Ce partenariat nous donne les moyens d'aller vite », a déclaré Anne Le Goff, présidente d'Armoric. Le cancer colorectal MSS reste très peu sensible aux immunothérapies actuelles.",
      labels: { event: "partnership", company: "Armoric Biotech", asset: "ARM910", indication: "Colorectal cancer", regulator: null, also: ["Valmont Pharma"] },
    },
    {
      title: "Sanofi s'offre Blueprint Medicines pour jusqu'à 9,5 milliards de dollars",
      text: "Sanofi a annoncé le 2 juin 2025 un accord pour acquérir la biotech américaine Blueprint Medicines, spécialisée dans les maladies immunologiques rares, pour 129 dollars par action en numéraire, assortis d'un certificat de valeur conditionnelle (CVR) pouvant atteindre 6 dollars par action. L'opération valorise Blueprint jusqu'à environ 9,5 milliards de dollars. Sanofi met ainsi la main sur Ayvakit (avapritinib), premier traitement autorisé dans la mastocytose systémique indolente, également indiqué dans la forme avancée. Le groupe récupère aussi l'élenestinib, un inhibiteur de KIT de nouvelle génération, et le BLU-808. La transaction doit être finalisée au troisième trimestre 2025.",
      labels: { event: "acquisition", company: "Sanofi", asset: "avapritinib", indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Ipsen rachète Albireo et son traitement des maladies hépatiques pédiatriques",
      text: "Ipsen a annoncé le 9 janvier 2023 l'acquisition de la biotech américaine Albireo Pharma pour 42 dollars par action en numéraire, plus un certificat de valeur conditionnelle (CVR) de 10 dollars par action lié à l'approbation de l'odévixibat dans l'atrésie des voies biliaires. L'opération représente environ 952 millions de dollars. Albireo commercialise Bylvay (odévixibat), autorisé aux États-Unis et dans l'Union européenne dans la cholestase intrahépatique familiale progressive (PFIC). Le laboratoire français renforce ainsi sa franchise en hépatologie rare, aux côtés de l'élafibranor, en phase III dans la cholangite biliaire primitive.",
      labels: { event: "acquisition", company: "Ipsen", asset: "odevixibat", indication: "Progressive familial intrahepatic cholestasis", regulator: null, also: ["Albireo Pharma"] },
    },
    {
      title: "DBV Technologies lève jusqu'à 306,9 millions de dollars",
      text: "Châtillon – DBV Technologies a annoncé en mars 2025 une opération de financement pouvant atteindre 306,9 millions de dollars, sous forme de placement privé réservé à des investisseurs spécialisés. Une première tranche d'environ 125,5 millions de dollars est encaissée immédiatement, le solde dépendant notamment de l'exercice de bons de souscription après la publication des résultats de l'essai de phase III VITESSE. Les fonds doivent financer le développement et le lancement potentiel de Viaskin Peanut, son patch épicutané contre l'allergie à l'arachide chez les enfants de 4 à 7 ans. La biotech francilienne prépare le dépôt d'une demande de licence (BLA) auprès de la FDA.",
      labels: { event: "financing", company: "DBV Technologies", asset: "Viaskin Peanut", indication: "Peanut allergy", regulator: null },
    },
    {
      title: "Vercors Bio lève 65 millions d'euros lors de son introduction en Bourse",
      text: "Grenoble – La biotech grenobloise Vercors Bio a levé 65 millions d'euros dans le cadre de son introduction en Bourse sur Euronext Paris, au prix de 14,20 euros par action, en haut de fourchette. La demande a atteint 1,8 fois l'offre initiale, portée par des fonds spécialisés européens et américains. Le produit de l'opération doit financer jusqu'en 2029 le développement de VCB101, un ARN interférent administré par voie sous-cutanée, actuellement en phase IIa dans l'hépatite B chronique. « Notre objectif est une guérison fonctionnelle », a rappelé son PDG, Julien Aymard. La capitalisation de la société atteint environ 310 millions d'euros.",
      labels: { event: "financing", company: "Vercors Bio", asset: "VCB101", indication: "Hepatitis B", regulator: null },
    },
    {
      title: "La HAS accorde une ASMR IV au mirécapone d'Alpilles Santé",
      text: "Saint-Denis – La commission de la transparence de la Haute Autorité de santé (HAS) a attribué un service médical rendu (SMR) important et une amélioration du service médical rendu (ASMR) mineure, de niveau IV, au mirécapone (Parkivel®) d'Alpilles Santé, en association à la lévodopa chez les patients atteints de maladie de Parkinson présentant des fluctuations motrices de fin de dose. La commission a jugé le bénéfice modeste par rapport à l'opicapone, comparateur pertinent. Cet avis ouvre la voie à la négociation du prix avec le Comité économique des produits de santé (CEPS) ; le laboratoire espère un remboursement au premier semestre 2027. Le médicament a obtenu son AMM européenne en juin.",
      labels: { event: null, company: "Alpilles Santé", asset: "mirecapone", indication: "Parkinson's disease", regulator: "Haute Autorité de Santé" },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepzelca más atezolizumab en el mantenimiento de primera línea del cáncer de pulmón microcítico",
      text: "Madrid – PharmaMar ha anunciado que la Administración de Alimentos y Medicamentos de Estados Unidos (FDA) ha aprobado Zepzelca® (lurbinectedina) en combinación con atezolizumab (Tecentriq®) como tratamiento de mantenimiento en primera línea de adultos con cáncer de pulmón microcítico en estadio extendido cuya enfermedad no ha progresado tras la inducción con atezolizumab, carboplatino y etopósido. La aprobación, comunicada a principios de octubre de 2025, se basa en el ensayo de fase III IMforte, en el que la combinación mejoró de forma significativa la supervivencia libre de progresión y la supervivencia global frente a atezolizumab en monoterapia. Jazz Pharmaceuticals comercializa el fármaco en Estados Unidos bajo licencia de la compañía española, que percibe royalties sobre las ventas.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA", also: ["atezolizumab", "Jazz Pharmaceuticals"] },
    },
    {
      title: "Bruselas da luz verde a Ebglyss, de Almirall, para la dermatitis atópica",
      text: "Barcelona – La Comisión Europea ha aprobado Ebglyss® (lebrikizumab) para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años con un peso mínimo de 40 kg candidatos a terapia sistémica, según ha informado Almirall. El anticuerpo monoclonal, que se une a la interleucina 13, se administra cada cuatro semanas en la fase de mantenimiento. La aprobación, en noviembre de 2023, se basa en los ensayos de fase III ADvocate 1 y 2 y ADhere. Almirall tiene los derechos de lebrikizumab en Europa mediante un acuerdo con Lilly, que lo desarrolla en Estados Unidos. La farmacéutica catalana prevé lanzarlo de forma escalonada en los principales mercados europeos.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission", also: ["Eli Lilly"] },
    },
    {
      title: "Rovi obtiene la autorización europea de Okedi para la esquizofrenia",
      text: "Laboratorios Farmacéuticos Rovi ha recibido de la Comisión Europea la autorización de comercialización de Okedi (risperidona ISM), un inyectable de liberación prolongada de administración mensual para el tratamiento de la esquizofrenia en adultos clínicamente estabilizados con risperidona oral. El medicamento, desarrollado con la tecnología propia ISM de la compañía, alcanza niveles plasmáticos terapéuticos desde el primer día sin necesidad de suplementación oral ni dosis de carga. La decisión se conoció en febrero de 2022 y se apoya en el ensayo de fase III PRISMA-3. Rovi, conocida también como fabricante para terceros, cotiza en el Mercado Continuo.",
      labels: { event: "approval", company: "Rovi", asset: "risperidone", indication: "Schizophrenia", regulator: "European Commission" },
    },
    {
      title: "Albarracín Pharma solicita a la EMA la autorización de felcoprazán",
      text: "Zaragoza – Albarracín Pharma ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de felcoprazán, un bloqueador de ácido competitivo de potasio (P-CAB), para la cicatrización y el mantenimiento de la esofagitis erosiva asociada a la enfermedad por reflujo gastroesofágico (ERGE). El expediente incluye dos ensayos de fase III con más de 1.400 pacientes en los que el fármaco fue no inferior a lansoprazol. La compañía aragonesa, que facturó 212 millones de euros en 2025, espera una decisión de la Comisión Europea a principios de 2028. En Europa todavía no hay ningún P-CAB autorizado, a diferencia de Japón o Estados Unidos, donde se comercializa vonoprazán.",
      labels: { event: "submission", company: "Albarracín Pharma", asset: "felcoprazan", indication: "Gastroesophageal reflux disease", regulator: "EMA" },
    },
    {
      title: "La EMA valida la solicitud de Gredos para dovalisib en linfoma folicular",
      text: "Madrid – Gredos Therapeutics ha anunciado que la Agencia Europea de Medicamentos ha validado su solicitud de autorización de comercialización para dovalisib (GRT-3305), un inhibidor oral de PI3K delta de segunda generación, en pacientes adultos con linfoma folicular en recaída o refractario tras al menos dos líneas de tratamiento sistémico. La validación confirma que el expediente está completo y da inicio a la evaluación centralizada por parte del Comité de Medicamentos de Uso Humano (CHMP). La solicitud se apoya en el estudio de fase II DOVE-FL, con una tasa de respuesta global del 74 %. «Es el primer expediente europeo de nuestra historia», destacó el consejero delegado de la biotecnológica madrileña, Javier Ruiz de Alda.",
      labels: { event: "filing-acceptance", company: "Gredos Therapeutics", asset: "dovalisib", indication: "Follicular lymphoma", regulator: "EMA" },
    },
    {
      title: "Designación huérfana europea para el candidato de Bética Biotech contra la enfermedad de Huntington",
      text: "Sevilla – La Comisión Europea ha concedido la designación de medicamento huérfano a BTA-417, el modulador oral del splicing de la huntingtina que desarrolla la biotecnológica sevillana Bética Biotech, tras la opinión favorable del Comité de Medicamentos Huérfanos (COMP) de la EMA. La designación otorga, entre otros incentivos, diez años de exclusividad de mercado en la Unión Europea una vez aprobado el fármaco. El compuesto, que reduce los niveles de huntingtina mutada en modelos preclínicos, inició el pasado verano un ensayo de fase I en voluntarios sanos. La enfermedad de Huntington afecta a unas 4.000 personas en España.",
      labels: { event: "designation", company: "Bética Biotech", asset: "BTA417", indication: "Huntington's disease", regulator: "European Commission" },
    },
    {
      title: "La FDA otorga la vía rápida a carvesirán, de Cantábrica Therapeutics",
      text: "Santander – La agencia estadounidense del medicamento (FDA) ha concedido la designación Fast Track (vía rápida) a carvesirán, el ARN de interferencia de Cantábrica Therapeutics dirigido al factor B del complemento, para el tratamiento de la nefropatía por IgA en adultos con riesgo de progresión. La designación permite un diálogo más frecuente con la agencia y la posibilidad de una revisión continua del expediente. Según los datos del ensayo de fase II CALMA, el fármaco redujo la proteinuria un 41 % a los seis meses. La compañía, participada por fondos de capital riesgo, cerró en primavera una ronda de 45 millones de euros. Iptacopán, de Novartis, ya está aprobado en esta indicación en Estados Unidos.",
      labels: { event: "designation", company: "Cantábrica Therapeutics", asset: "carvesiran", indication: "IgA nephropathy", regulator: "FDA" },
    },
    {
      title: "La FDA rechaza por ahora el tasorexant de Llobregat Pharma",
      text: "Barcelona – Llobregat Pharma ha recibido una carta de respuesta completa (CRL, por sus siglas en inglés) de la FDA estadounidense a la solicitud de nuevo fármaco (NDA) de su tratamiento para el insomnio en adultos. La agencia pide un estudio adicional de conducción simulada para descartar efectos residuales al día siguiente con la dosis de 40 mg, según ha explicado la compañía, que no ha detallado otras observaciones. Llobregat prevé reunirse con la FDA en el primer trimestre y calcula que el retraso será de al menos 18 meses. Las acciones de la farmacéutica catalana cayeron un 23 % en el Mercado Continuo. En Europa, daridorexant, de Idorsia, ya está comercializado.",
      labels: { event: "complete-response-letter", company: "Llobregat Pharma", asset: "tasorexant", indication: "Insomnia", regulator: "FDA" },
    },
    {
      title: "Timanfaya Biotech administra la primera dosis de su viroterapia contra el glioblastoma",
      text: "Las Palmas de Gran Canaria – La compañía canaria Timanfaya Biotech ha tratado al primer paciente de su ensayo de fase I/IIa con TMF-001, un adenovirus oncolítico modificado, en pacientes con glioblastoma recurrente. El estudio, autorizado por la Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) el pasado mes de junio, se desarrolla en tres hospitales de Madrid y Pamplona y prevé reclutar a 30 pacientes. El virus se administra directamente en el tumor durante la cirugía. «Es un paso muy importante para una enfermedad con una supervivencia media de poco más de un año», señaló su directora científica, Nayra Cabrera. La empresa se ha financiado con 12 millones de euros de inversores privados y ayudas públicas.",
      labels: { event: "trial-start", company: "Timanfaya Biotech", asset: "TMF001", indication: "Glioblastoma", regulator: "AEMPS" },
    },
    {
      title: "Lurbinectedina más atezolizumab alcanza los dos objetivos primarios del ensayo IMforte",
      text: "Madrid – PharmaMar y su socio Jazz Pharmaceuticals han anunciado que el ensayo de fase III IMforte, que evalúa lurbinectedina en combinación con atezolizumab como terapia de mantenimiento de primera línea en cáncer de pulmón microcítico en estadio extendido, ha alcanzado sus dos objetivos primarios: la supervivencia libre de progresión y la supervivencia global. La combinación se comparó con atezolizumab en monoterapia en pacientes que no habían progresado tras la inducción con quimioinmunoterapia. El ensayo ha sido realizado por Jazz y Roche. Las compañías presentarán los datos completos en un próximo congreso médico y los remitirán a las autoridades reguladoras.",
      labels: { event: "readout", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["atezolizumab", "Jazz Pharmaceuticals", "Roche"] },
    },
    {
      title: "Orforglipron, la pastilla de Lilly contra la diabetes tipo 2, supera su primer ensayo de fase 3",
      text: "Eli Lilly ha comunicado los resultados principales del ensayo de fase 3 ACHIEVE-1, en el que orforglipron, un agonista oral del receptor de GLP-1 de molécula pequeña, redujo la hemoglobina glucosilada (HbA1c) entre un 1,3 % y un 1,6 % desde un valor basal de 8,0 % a las 40 semanas en adultos con diabetes tipo 2 tratados solo con dieta y ejercicio. Con la dosis más alta, los participantes perdieron de media un 7,9 % de su peso corporal. El perfil de seguridad fue coherente con el de los GLP-1 inyectables, con efectos gastrointestinales leves o moderados como los más frecuentes. La compañía, que anunció los datos el 17 de abril de 2025, prevé solicitar la autorización para el control del peso a finales de año y para la diabetes en 2026. Las acciones de Lilly subieron alrededor de un 14 % en Wall Street.",
      labels: { event: "readout", company: "Eli Lilly", asset: "orforglipron", indication: "Type 2 diabetes", regulator: null },
    },
    {
      title: "Doñana Therapeutics cumple el objetivo primario en la enfermedad de Sjögren",
      text: "Madrid – La biotecnológica Doñana Therapeutics ha anunciado que su anticuerpo dolvelimab ha alcanzado el objetivo primario del ensayo de fase IIb DORADO en pacientes con enfermedad de Sjögren moderada a grave. A las 48 semanas, la dosis de 600 mg redujo la puntuación ESSDAI en 6,1 puntos frente a 3,4 puntos con placebo (p=0,002). Los efectos adversos más frecuentes fueron infecciones de las vías respiratorias altas. La compañía prevé reunirse con la FDA y la EMA para diseñar el programa de fase III. No existe todavía ningún tratamiento aprobado que modifique el curso de esta enfermedad autoinmune, que afecta sobre todo a mujeres.",
      labels: { event: "readout", company: "Doñana Therapeutics", asset: "dolvelimab", indication: "Sjögren's disease", regulator: null },
    },
    {
      title: "PharmaMar licencia a Jazz los derechos de lurbinectedina en EE.UU.",
      text: "Madrid – PharmaMar ha firmado un acuerdo de licencia exclusiva con Jazz Pharmaceuticals para el desarrollo y la comercialización de lurbinectedina en Estados Unidos, según ha comunicado a la Comisión Nacional del Mercado de Valores (CNMV) en diciembre de 2019. Jazz abonará 200 millones de dólares por adelantado y la compañía española podrá recibir pagos adicionales por hitos regulatorios y comerciales, además de royalties escalonados sobre las ventas netas. El fármaco se dirige al cáncer de pulmón microcítico recidivante. PharmaMar conserva los derechos en el resto de territorios, salvo los ya licenciados a otros socios.",
      labels: { event: "licensing", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["Jazz Pharmaceuticals"] },
    },
    {
      title: "Montsant cede a una farmacéutica china los derechos de su inhibidor de TYK2",
      text: "Barcelona – Montsant Biopharma ha alcanzado un acuerdo de licencia con la china Jiangnan Kangyuan Pharmaceutical para el desarrollo y la comercialización de tarvocitinib en China continental, Hong Kong, Macao y Taiwán. La biotecnológica catalana recibirá un pago inicial de 18 millones de dólares y hasta 245 millones en hitos, además de regalías de un dígito alto a doble dígito bajo sobre las ventas. Tarvocitinib, un inhibidor oral selectivo de TYK2, ha completado un ensayo de fase II en psoriasis en placas moderada a grave con 240 pacientes. «El acuerdo valida nuestra plataforma y nos da caja para llegar a la fase III», afirmó su consejero delegado, Marc Puigvert. Deucravacitinib, de BMS, es el único inhibidor de TYK2 aprobado.",
      labels: { event: "licensing", company: "Montsant Biopharma", asset: "tarvocitinib", indication: "Psoriasis", regulator: null, also: ["Jiangnan Kangyuan Pharmaceutical"] },
    },
    {
      title: "Rovi fabricará la vacuna de Moderna contra la COVID-19 fuera de EE.UU.",
      text: "Madrid – Laboratorios Farmacéuticos Rovi ha alcanzado un acuerdo de colaboración con la estadounidense Moderna para el llenado y acabado de su vacuna candidata contra el SARS-CoV-2, ARNm-1273, en su planta de San Sebastián de los Reyes (Madrid). La compañía española suministrará el producto a mercados fuera de Estados Unidos a partir de principios de 2021, según informó en julio de 2020. Para ello, Rovi invertirá en una nueva línea de producción y contratará personal adicional. La vacuna se encuentra en una fase avanzada de desarrollo clínico.",
      labels: { event: "partnership", company: "Rovi", asset: "elasomeran", indication: "COVID-19", regulator: null, also: ["Moderna"] },
    },
    {
      title: "Grifols compra el control de la alemana Biotest",
      text: "Barcelona – Grifols ha alcanzado un acuerdo para adquirir Tiancheng, sociedad que controla el 89,88 % de las acciones ordinarias de la alemana Biotest, por unos 1.100 millones de euros, y lanzará una oferta pública voluntaria sobre el resto del capital a 43 euros por acción ordinaria y 37 euros por acción preferente. La operación, anunciada en 2021, refuerza el negocio de hemoderivados del grupo catalán, que incorporará la red de centros de plasma de Biotest y su cartera de proteínas plasmáticas en desarrollo. Con la compra, Grifols amplía además su presencia industrial en Alemania.",
      labels: { event: "acquisition", company: "Grifols", asset: null, indication: null, regulator: null, also: ["Biotest"] },
    },
    {
      title: "Aljarafe Pharma compra Tabernas Biotech por hasta 180 millones",
      text: "Málaga – La farmacéutica andaluza Aljarafe Pharma ha cerrado la adquisición del 100 % de Tabernas Biotech, una empresa almeriense surgida de un grupo de investigación universitario, por 120 millones de euros al contado y hasta 60 millones adicionales sujetos a hitos. Con la operación, Aljarafe incorpora velatrigina, un bloqueante selectivo del canal de sodio Nav1.8 en fase II para el dolor neuropático asociado a la diabetes. «Queremos convertirnos en un actor de referencia en dolor no opioide en Europa», ha señalado su presidente, Rafael Ortega. La compra se financiará con caja propia y una línea de crédito bancaria. La suzetrigina de Vertex, aprobada en EE.UU. para el dolor agudo, ha reavivado el interés por esta diana.",
      labels: { event: "acquisition", company: "Aljarafe Pharma", asset: "velatrigine", indication: "Chronic pain", regulator: null, also: ["Tabernas Biotech"] },
    },
    {
      title: "Urdaibai Bio cierra una ronda de 32 millones para su terapia inhalada",
      text: "Bilbao – La biotecnológica vasca Urdaibai Bio ha cerrado una ronda de financiación de serie A de 32 millones de euros liderada por el fondo Kantauri Capital, con la participación de sus inversores existentes. Los fondos se destinarán a completar los estudios preclínicos regulatorios de URB101, una terapia de ARN mensajero inhalada para pacientes con fibrosis quística que no responden a los moduladores de CFTR, y a iniciar un ensayo de fase I en 2027. Se trata de una de las mayores rondas de serie A del sector en España este año, según la compañía. La empresa, fundada en 2022, cuenta con 28 empleados.",
      labels: { event: "financing", company: "Urdaibai Bio", asset: "URB101", indication: "Cystic fibrosis", regulator: null },
    },
    {
      title: "Nivaria Therapeutics debuta en BME Growth tras captar 20 millones",
      text: "Santa Cruz de Tenerife – Nivaria Therapeutics ha comenzado a cotizar este jueves en BME Growth tras completar una ampliación de capital de 20 millones de euros, suscrita principalmente por family offices canarios y fondos especializados. La compañía, que desarrolla terapias celulares NK alogénicas para tumores sólidos, fijó el precio de salida en 6,50 euros por acción, lo que supone una capitalización de 96 millones de euros. En su primera sesión, el valor cerró con una subida del 8,3 %. Los recursos permitirán financiar el primer ensayo clínico en humanos, previsto para 2027, y ampliar su planta de producción en La Laguna.",
      labels: { event: "financing", company: "Nivaria Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Un IPT sin ventajas frente a los anti-CGRP complica el precio de toranezumab",
      text: "Madrid – La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha publicado el informe de posicionamiento terapéutico (IPT) de toranezumab (Migravel®), de Cazorla Farma, para la profilaxis de la migraña en adultos con al menos cuatro días de migraña al mes. El documento concluye que no hay datos que permitan establecer diferencias de eficacia frente a erenumab, fremanezumab o galcanezumab, por lo que la elección debería basarse en criterios de eficiencia. El informe llega en plena negociación del precio y la financiación del fármaco con la Comisión Interministerial de Precios de los Medicamentos. La compañía espera que el anticuerpo esté disponible en el Sistema Nacional de Salud en el primer semestre del próximo año. Según la Sociedad Española de Neurología, la migraña afecta a unos cinco millones de personas en España.",
      labels: { event: null, company: "Cazorla Farma", asset: "toranezumab", indication: "Migraine", regulator: "AEMPS" },
    },
  ],
};
