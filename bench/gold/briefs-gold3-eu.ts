import type { BriefArticle } from "./briefs";

/**
 * Third held-out set for the English brief benchmark (German, French and Spanish part): 20 short
 * articles per language in the style of the trade press and company releases (Deutsches
 * Ärzteblatt, Pharmazeutische Zeitung, transkript, dpa-AFX, Handelsblatt; APMnews, Les Echos, Le
 * Quotidien du Médecin, communiqués; Diario Médico, Redacción Médica, Expansión, PMFarma). Written
 * and labelled by hand by a helper session in November 2026, without the engine's code or any other
 * benchmark set open, to be measured once and never tuned against.
 *
 * Real events (true to the best of the author's knowledge, amounts and dates as reported at the
 * time): de — Kisunla's EU approval, Lynkuet's FDA approval, Journavx's FDA approval,
 * OCEANIC-STROKE, NEPTUNUS-1/-2 (ianalumab), Merck KGaA–Hengrui (HRS-1167), Genmab–Merus,
 * Roche–89bio, Roche–Zealand (petrelintide), Tubulis' Series C; fr — Wayrilz's FDA approval,
 * Dupixent in chronic spontaneous urticaria (FDA), Uzedy (Medincell/Teva), COAST 1 (amlitelimab),
 * Sanofi–Vigil, AstraZeneca–Amolyt, Pfizer–3SBio (SSGJ-707), Replimune's CRL for RP1, Isomorphic
 * Labs' financing; es — Yeytuo's EU approval, Wegovy in MASH (FDA), REDEFINE 1 (CagriSema),
 * BaxHTN (baxdrostat), MSD–Verona, GSK–Hengrui (HRS-9821), Almirall–Absci, SpliceBio's Series B,
 * Ultragenyx's CRL for UX111. Every other article is invented: its companies (Valtaris, Nexodyn,
 * Ostrada, Lumerix, Cellvanta, Protegra, Mirabeo, Sentiva, Arvelon, Ferolux, Cerulis, Auréa,
 * Talvéo, Lucanne, Neurophane, Imagenys, Ambroisie, Valcéa, Myologix, Thymira, Sélénie,
 * Farmalvia, Sinapsia, Reyval, Tervana, Ibergen, Algenta, Corvalia, Astrelia, Orfalia, Celtria,
 * Benavent and their partners) and medicines (quelvotinib, lenazibart, ostavaptan, morvesiran,
 * coranezumab, kavotamig, ezuparib, pelixaban, brosatug, orvacestrant, sorvaglutide, talvekibart,
 * lirvatinib, ostivimab, pelagliflozin, and research codes) are made up.
 *
 * Same labelling rules as bench/gold/briefs.ts: registry names for companies, medicines, diseases
 * and regulators where the registry has them; otherwise the company without legal form, the
 * English INN or the normalized research code, the English disease name. A CHMP positive opinion
 * counts as an approval by the EMA; an event's regulator is null when the article names none for
 * that event (a regulator named only in background stays out).
 */
export const GOLD3_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "EU-Kommission lässt Donanemab bei früher Alzheimer-Krankheit zu",
      text: "Brüssel – Die Europäische Kommission hat den Anti-Amyloid-Antikörper Donanemab (Kisunla®) von Eli Lilly zugelassen. Das Mittel darf bei Erwachsenen mit leichter kognitiver Störung oder leichter Demenz infolge einer Alzheimer-Krankheit eingesetzt werden, die höchstens eine Kopie des ApoE-ε4-Gens tragen und bei denen eine Amyloid-Pathologie bestätigt ist. Der CHMP hatte sich zunächst gegen eine Zulassung ausgesprochen und sein Votum erst nach einer erneuten Überprüfung revidiert. Grundlage ist die Phase-III-Studie TRAILBLAZER-ALZ 2. Mit Lecanemab (Leqembi) ist seit dem Frühjahr bereits ein weiterer Antikörper dieser Klasse in der EU zugelassen; beide Therapien erfordern regelmäßige MRT-Kontrollen wegen des Risikos amyloidbedingter Bildgebungsanomalien (ARIA).",
      labels: { event: "approval", company: "Eli Lilly", asset: "donanemab", indication: "Alzheimer's disease", regulator: "European Commission" },
    },
    {
      title: "Bayer erhält US-Zulassung für Lynkuet gegen Hitzewallungen",
      text: "LEVERKUSEN (dpa-AFX) - Der Pharma- und Agrarkonzern Bayer hat in den USA grünes Licht für sein hormonfreies Mittel gegen Wechseljahresbeschwerden erhalten. Die US-Arzneimittelbehörde FDA ließ Lynkuet (Elinzanetant) zur Behandlung mittelschwerer bis schwerer vasomotorischer Symptome infolge der Menopause zu, wie die Leverkusener mitteilten. Elinzanetant ist ein dualer Antagonist der Neurokinin-1- und -3-Rezeptoren; die Zulassung stützt sich auf das Phase-III-Programm OASIS. Als erstes Land hatte im Sommer Großbritannien das Präparat zugelassen. Bayer zählt Lynkuet zu den Hoffnungsträgern, die Umsatzeinbußen durch auslaufende Patente ausgleichen sollen. Konkurrent Astellas vermarktet mit Fezolinetant bereits einen NK3-Antagonisten.",
      labels: { event: "approval", company: "Bayer", asset: "elinzanetant", indication: "Vasomotor symptoms associated with menopause", regulator: "FDA" },
    },
    {
      title: "USA: Erstes Schmerzmittel einer neuen Wirkstoffklasse seit Jahrzehnten",
      text: "Die FDA hat Suzetrigin des US-Biotechunternehmens Vertex Pharmaceuticals zur Behandlung mittelschwerer bis starker akuter Schmerzen bei Erwachsenen zugelassen. Das Präparat wird unter dem Handelsnamen Journavx™ vermarktet und blockiert selektiv den Natriumkanal NaV1.8 in peripheren Schmerzneuronen, ohne an Opioidrezeptoren anzugreifen. In zwei Phase-III-Studien nach Abdominoplastik beziehungsweise Bunionektomie senkte die Tablette die Schmerzintensität über 48 Stunden stärker als Placebo; gegenüber der Kombination aus Hydrocodon und Paracetamol zeigte sich allerdings kein Vorteil. Laut Vertex ist es die erste neue Klasse von Schmerzmitteln seit mehr als 20 Jahren. Fachleute sehen darin eine mögliche Alternative zu Opioiden nach Operationen.",
      labels: { event: "approval", company: "Vertex Pharmaceuticals", asset: "suzetrigine", indication: "Acute pain", regulator: "FDA" },
    },
    {
      title: "Bayer: Asundexian senkt Schlaganfallrisiko in Phase-III-Studie",
      text: "Leverkusen – Bayer hat mit dem Faktor-XIa-Hemmer Asundexian in der Phase-III-Studie OCEANIC-STROKE den primären Wirksamkeitsendpunkt erreicht. Bei Patienten nach einem nicht-kardioembolischen ischämischen Schlaganfall oder einer Hochrisiko-TIA reduzierte die einmal tägliche Gabe von 50 mg zusätzlich zur Thrombozytenaggregationshemmung das Risiko eines erneuten ischämischen Schlaganfalls signifikant gegenüber Placebo, ohne dass schwere Blutungen zunahmen. An der Studie nahmen mehr als 12.000 Patienten teil. Detaillierte Ergebnisse sollen auf einem Fachkongress vorgestellt werden; Bayer will nun mit den Zulassungsbehörden sprechen. Im Vorhofflimmern war Asundexian 2023 gescheitert, die Studie OCEANIC-AF wurde damals vorzeitig abgebrochen. Die Bayer-Aktie legte im frühen Handel zu.",
      labels: { event: "readout", company: "Bayer", asset: "asundexian", indication: "Ischemic stroke", regulator: null },
    },
    {
      title: "Sjögren-Syndrom: Novartis meldet zwei positive Phase-III-Studien",
      text: "Basel – Novartis hat mit dem Antikörper Ianalumab (VAY736) in beiden zulassungsrelevanten Phase-III-Studien beim Sjögren-Syndrom den primären Endpunkt erreicht. In NEPTUNUS-1 und NEPTUNUS-2 verringerte die Behandlung die systemische Krankheitsaktivität, gemessen am ESSDAI, statistisch signifikant stärker als Placebo; das Mittel wurde gut vertragen. Ianalumab richtet sich gegen den BAFF-Rezeptor und depletiert B-Zellen. Für die Autoimmunerkrankung, an der vor allem Frauen erkranken, gibt es bislang keine zugelassene krankheitsmodifizierende Therapie. Novartis will die Daten auf einem kommenden Kongress präsentieren und ab Anfang 2026 Zulassungsanträge bei den Gesundheitsbehörden stellen.",
      labels: { event: "readout", company: "Novartis", asset: "ianalumab", indication: "Sjögren's disease", regulator: null },
    },
    {
      title: "Merck sichert sich PARP1-Hemmer von Hengrui",
      text: "Darmstadt – Der Wissenschafts- und Technologiekonzern Merck hat von der chinesischen Jiangsu Hengrui Pharmaceuticals eine exklusive Lizenz für den PARP1-selektiven Inhibitor HRS-1167 erworben. Merck zahlt eine Vorabgebühr von 160 Millionen Euro und erhält die Rechte außerhalb Chinas; hinzu kommen mögliche Meilensteinzahlungen und Lizenzgebühren. Zudem sichern sich die Darmstädter eine Option auf das gegen Claudin 18.2 gerichtete Antikörper-Wirkstoff-Konjugat SHR-A1904. HRS-1167 wird derzeit in einer Phase-I-Studie bei fortgeschrittenen soliden Tumoren geprüft. Die Vereinbarung steht unter dem Vorbehalt der üblichen behördlichen Genehmigungen.",
      labels: { event: "licensing", company: "Merck KGaA", asset: "HRS1167", indication: null, regulator: null, also: ["Jiangsu Hengrui Medicine", "SHR-A1904"] },
    },
    {
      title: "Genmab kauft Merus für rund acht Milliarden Dollar",
      text: "KOPENHAGEN/UTRECHT (dpa-AFX) - Der dänische Biotechkonzern Genmab übernimmt den niederländischen Krebsspezialisten Merus. Genmab bietet 97 US-Dollar je Merus-Aktie in bar, insgesamt rund 8,0 Milliarden Dollar, wie beide Unternehmen am Montag mitteilten. Kern des Deals ist der bispezifische Antikörper Petosemtamab, der sich gegen EGFR und LGR5 richtet und in zwei Phase-III-Studien bei Kopf-Hals-Tumoren geprüft wird; die FDA hatte ihm den Status eines Therapiedurchbruchs zuerkannt. Genmab will mit dem Zukauf unabhängiger von seinen Lizenzeinnahmen aus Darzalex werden. Der Abschluss wird im ersten Quartal 2026 erwartet. Merus-Aktien zogen im vorbörslichen US-Handel kräftig an.",
      labels: { event: "acquisition", company: "Genmab", asset: "petosemtamab", indication: "Head and neck cancer", regulator: null, also: ["Merus"] },
    },
    {
      title: "Roche übernimmt MASH-Spezialisten 89bio",
      text: "Basel – Roche baut sein Geschäft mit Stoffwechsel- und Lebererkrankungen mit einer Übernahme in den USA aus. Der Schweizer Pharmakonzern zahlt für 89bio 14,50 Dollar je Aktie in bar sowie bis zu 6 Dollar je Aktie über ein an Meilensteine gekoppeltes Wertrecht (CVR); insgesamt kann der Kauf bis zu 3,5 Milliarden Dollar schwer werden. 89bio entwickelt Pegozafermin, ein lang wirksames FGF21-Analogon, das in Phase III bei metabolischer Dysfunktion-assoziierter Steatohepatitis (MASH) einschließlich kompensierter Zirrhose geprüft wird. Roche hatte Ende 2023 bereits Carmot Therapeutics gekauft und im Frühjahr eine Partnerschaft mit Zealand Pharma geschlossen. Der Abschluss wird für das vierte Quartal erwartet.",
      labels: { event: "acquisition", company: "Roche", asset: "pegozafermin", indication: "MASH", regulator: null, also: ["89bio"] },
    },
    {
      title: "Roche und Zealand Pharma entwickeln Amylin-Analogon gemeinsam",
      text: "Der Schweizer Roche-Konzern steigt in großem Stil in den Markt für Abnehmmittel ein. Roche und das dänische Biotechunternehmen Zealand Pharma wollen das Amylin-Analogon Petrelintid gemeinsam entwickeln und vermarkten, als Monotherapie und in Kombination mit Roches GLP-1/GIP-Agonisten CT-388. Zealand erhält vorab 1,65 Milliarden US-Dollar, davon 1,4 Milliarden bei Abschluss; einschließlich Meilensteinen beläuft sich das Volumen auf bis zu 5,3 Milliarden Dollar. In den USA und Europa teilen sich die Partner Gewinne und Verluste im Verhältnis 50:50, im Rest der Welt erhält Roche die exklusiven Vermarktungsrechte. Petrelintid wird derzeit in Phase II bei Adipositas geprüft.",
      labels: { event: "partnership", company: "Roche", asset: "petrelintide", indication: "Obesity", regulator: null, also: ["Zealand Pharma", "CT388"] },
    },
    {
      title: "Tubulis sammelt 308 Millionen Euro ein",
      text: "München – Das Münchner ADC-Unternehmen Tubulis GmbH hat eine Serie-C-Finanzierung über 308 Millionen Euro abgeschlossen, eine der größten privaten Finanzierungsrunden eines europäischen Biotechunternehmens. Das Geld soll vor allem in die klinische Entwicklung des Antikörper-Wirkstoff-Konjugats TUB-040 fließen, das gegen NaPi2b gerichtet ist und in einer Phase-I/IIa-Studie bei platinresistentem Eierstockkrebs geprüft wird. Daneben treibt Tubulis mit TUB-030 ein zweites klinisches Programm voran. Erst im Frühjahr 2024 hatte das 2019 gegründete Unternehmen 128 Millionen Euro in einer Serie-B2-Runde eingeworben.",
      labels: { event: "financing", company: "Tubulis", asset: "TUB040", indication: "Ovarian cancer", regulator: null },
    },
    {
      title: "Valtaris reicht EU-Zulassungsantrag für Quelvotinib ein",
      text: "Planegg-Martinsried, 14. Oktober 2026 – Die Valtaris Biopharma GmbH hat bei der Europäischen Arzneimittel-Agentur (EMA) den Antrag auf Zulassung ihres ROS1-Inhibitors Quelvotinib (VTR-204) zur Behandlung von Erwachsenen mit ROS1-positivem, fortgeschrittenem nicht-kleinzelligem Lungenkarzinom eingereicht. Grundlage ist die einarmige Phase-II-Studie RAVEN-1 mit 182 Patienten, in der die objektive Ansprechrate bei TKI-naiven Patienten 81 Prozent betrug. „Mit der Einreichung sind wir erstmals in unserer Firmengeschichte auf dem Weg zu einem zugelassenen Medikament“, sagte Geschäftsführerin Dr. Katrin Oberländer. In der EU stehen für diese Patientengruppe bislang unter anderem Crizotinib, Entrectinib und Repotrectinib zur Verfügung. Eine Entscheidung erwartet Valtaris in der zweiten Jahreshälfte 2027.",
      labels: { event: "submission", company: "Valtaris Biopharma", asset: "quelvotinib", indication: "Non-small cell lung cancer", regulator: "EMA" },
    },
    {
      title: "Nexodyn: FDA prüft Lenazibart-Zulassungsantrag",
      text: "Köln – Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (Biologics License Application) der Nexodyn AG für den FcRn-Antikörper Lenazibart bei generalisierter Myasthenia gravis zur Prüfung angenommen. Als Zieldatum für eine Entscheidung nannte das Unternehmen den 22. Juli 2027. Im Phase-III-Programm ASCEND-MG hatte das subkutan verabreichte Mittel die Alltagsfunktion der Patienten, gemessen am MG-ADL-Score, nach 24 Wochen deutlich stärker verbessert als Placebo. Die Aktie stieg am Vormittag um 6,4 Prozent auf 18,90 Euro. Mit Efgartigimod, Rozanolixizumab und Nipocalimab sind bereits mehrere FcRn-Blocker auf dem Markt.",
      labels: { event: "filing-acceptance", company: "Nexodyn", asset: "lenazibart", indication: "Myasthenia gravis", regulator: "FDA" },
    },
    {
      title: "PRIME-Status für ALS-Kandidaten von Ostrada",
      text: "Hamburg – Die Europäische Arzneimittel-Agentur hat das Antisense-Oligonukleotid OST 3312 der Hamburger Ostrada Therapeutics in ihr Förderprogramm PRIME (PRIority MEdicines) aufgenommen. Der Kandidat richtet sich gegen eine seltene erbliche Form der amyotrophen Lateralsklerose (ALS), die durch Mutationen im FUS-Gen verursacht wird. Grundlage der Entscheidung sind Daten aus einer offenen Phase-I/II-Studie mit 24 Patienten, in der die Neurofilament-Spiegel im Liquor um durchschnittlich 58 Prozent sanken. „PRIME ermöglicht uns einen engen Austausch mit der Behörde und gegebenenfalls eine beschleunigte Beurteilung“, erklärte Vorstandschef Jonas Lindqvist. Ostrada hatte im Frühjahr eine Finanzierungsrunde über 38 Millionen Euro abgeschlossen.",
      labels: { event: "designation", company: "Ostrada Therapeutics", asset: "OST3312", indication: "Amyotrophic lateral sclerosis", regulator: "EMA" },
    },
    {
      title: "FDA verweigert Lumerix vorerst die Zulassung",
      text: "Frankfurt am Main – Rückschlag für die Lumerix Pharma AG: Die US-Arzneimittelbehörde FDA hat dem Unternehmen für seinen Vasopressin-Antagonisten Ostavaptan einen Complete Response Letter übermittelt. Die Behörde verlangt zusätzliche Daten zur Lebersicherheit, bevor sie über eine Zulassung bei autosomal-dominanter polyzystischer Nierenerkrankung (ADPKD) entscheidet; Wirksamkeit und Herstellung wurden nicht beanstandet. Lumerix will zeitnah ein Gespräch mit der FDA beantragen. Die Aktie brach im Xetra-Handel um fast 30 Prozent auf 7,12 Euro ein. Tolvaptan, bislang der einzige zugelassene Wirkstoff dieser Klasse bei ADPKD, ist ebenfalls mit Leberrisiken verbunden.",
      labels: { event: "complete-response-letter", company: "Lumerix Pharma", asset: "ostavaptan", indication: "Autosomal dominant polycystic kidney disease", regulator: "FDA" },
    },
    {
      title: "Erster Patient in CAR-T-Studie gegen Lupus behandelt",
      text: "Die Cellvanta GmbH aus Tübingen hat in ihrer Phase-I/II-Studie LUMINA-1 den ersten Patienten mit dem CD19-gerichteten CAR-T-Zellprodukt CVT-19 behandelt. Das Paul-Ehrlich-Institut hatte die Studie im August genehmigt. Eingeschlossen werden bis zu 30 Erwachsene mit schwerem, therapierefraktärem systemischem Lupus erythematodes an mehreren deutschen Universitätskliniken. Anders als bisherige Produkte wird CVT-19 innerhalb von fünf Tagen dezentral am Behandlungsort hergestellt. „Wir wollen zeigen, dass eine einmalige Gabe eine langanhaltende, medikamentenfreie Remission ermöglichen kann“, sagte Mitgründerin Prof. Dr. Miriam Kessler.",
      labels: { event: "trial-start", company: "Cellvanta", asset: "CVT19", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Protegra Bio vergibt China-Rechte an ADC für bis zu 410 Millionen Dollar",
      text: "Heidelberg – Das Biotechunternehmen Protegra Bio hat die Rechte an seinem Antikörper-Wirkstoff-Konjugat PTG552 für Greater China an die Shanghaier Tianrun Biopharma auslizenziert. Protegra erhält eine Vorabzahlung von 28 Millionen US-Dollar sowie bis zu 382 Millionen Dollar an Entwicklungs-, Zulassungs- und Umsatzmeilensteinen, hinzu kommen gestaffelte Lizenzgebühren im zweistelligen Prozentbereich. Tianrun übernimmt die klinische Entwicklung in der Region, beginnend mit einer Phase-II-Studie beim fortgeschrittenen Magenkarzinom. Die Rechte außerhalb Chinas verbleiben bei Protegra. Geschäftsführer Dr. Felix Raabe sprach von einer „Validierung unserer Linker-Plattform“.",
      labels: { event: "licensing", company: "Protegra Bio", asset: "PTG552", indication: "Gastric cancer", regulator: null, also: ["Tianrun Biopharma"] },
    },
    {
      title: "Mirabeo verfehlt Endpunkt mit inhalativem IPF-Kandidaten",
      text: "Berlin – Die Mirabeo Therapeutics AG hat mit ihrem inhalativen Wirkstoffkandidaten MRB 118 in der Phase-IIb-Studie BREEZE-IPF den primären Endpunkt verfehlt. Nach 52 Wochen unterschied sich der Rückgang der forcierten Vitalkapazität bei den 312 Patienten mit idiopathischer Lungenfibrose nicht signifikant von Placebo (minus 118 ml gegenüber minus 141 ml). Die vollständigen Daten will das Unternehmen auf dem ERS-Kongress vorstellen. Mirabeo prüft nun, ob es das Programm fortsetzt; die Aktie verlor zeitweise mehr als die Hälfte ihres Werts. Standardtherapie sind bislang die Antifibrotika Nintedanib und Pirfenidon.",
      labels: { event: "readout", company: "Mirabeo Therapeutics", asset: "MRB118", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "Sentiva Bio schließt Serie-A-Runde über 42 Millionen Euro ab",
      text: "Düsseldorf, 3. November 2026 – Sentiva Bio, ein Entwickler von RNA-Interferenz-Therapeutika, hat in einer Serie-A-Finanzierung 42 Millionen Euro eingeworben. Angeführt wurde die Runde von zwei europäischen Life-Science-Fonds, auch die Gründungsinvestoren beteiligten sich erneut. Mit dem Geld will das 2023 gegründete Unternehmen seinen siRNA-Wirkstoff Morvesiran (SNT-2201) durch eine Phase-IIa-Studie bei schwerer Hypertriglyzeridämie bringen. Der Wirkstoff hemmt die Bildung von Apolipoprotein C3 in der Leber und soll nur zweimal jährlich gespritzt werden. „Die Finanzierung gibt uns Reichweite bis 2029“, sagte CEO Anna Weigand.",
      labels: { event: "financing", company: "Sentiva Bio", asset: "morvesiran", indication: "Severe hypertriglyceridemia", regulator: null },
    },
    {
      title: "G-BA sieht keinen Zusatznutzen für Migräne-Antikörper Cephanta",
      text: "Berlin – Der Gemeinsame Bundesausschuss (G-BA) hat in seiner frühen Nutzenbewertung für den CGRP-Antikörper Coranezumab (Cephanta®) der Arvelon Pharma GmbH keinen Zusatznutzen gegenüber der zweckmäßigen Vergleichstherapie festgestellt. Der Hersteller habe für Patienten mit mindestens vier Migränetagen im Monat keine geeigneten direkten Vergleichsdaten gegenüber Erenumab oder Topiramat vorgelegt, hieß es. Das IQWiG war in seiner Bewertung zu demselben Ergebnis gekommen. Auf Basis des Beschlusses verhandelt Arvelon nun mit dem GKV-Spitzenverband über den Erstattungsbetrag. Das Präparat ist seit Mai in Deutschland auf dem Markt.",
      labels: { event: null, company: "Arvelon Pharma", asset: "coranezumab", indication: "Migraine", regulator: "G-BA" },
    },
    {
      title: "CHMP empfiehlt Zulassung von Kavotamig",
      text: "Mainz – Der Ausschuss für Humanarzneimittel (CHMP) der EMA hat eine bedingte Zulassung des bispezifischen Antikörpers Kavotamig der Ferolux Pharma AG empfohlen. Das Mittel soll bei Erwachsenen mit rezidiviertem und refraktärem multiplem Myelom eingesetzt werden, die bereits mindestens drei Vortherapien einschließlich eines Proteasom-Inhibitors, eines Immunmodulators und eines Anti-CD38-Antikörpers erhalten haben. In der Phase-II-Studie KAVO-2 sprachen 64 Prozent der 171 Patienten an. Die Entscheidung der Europäischen Kommission wird in rund zwei Monaten erwartet. Ferolux-Chef Matthias Brandl kündigte an, das Mittel noch 2027 in Deutschland einzuführen.",
      labels: { event: "approval", company: "Ferolux Pharma", asset: "kavotamig", indication: "Multiple myeloma", regulator: "EMA" },
    },
  ],
  fr: [
    {
      title: "Feu vert de la FDA pour le rilzabrutinib de Sanofi dans la thrombopénie immunologique",
      text: "PARIS (APMnews) - La Food and Drug Administration (FDA) américaine a approuvé Wayrilz* (rilzabrutinib) de Sanofi pour le traitement des adultes atteints de thrombopénie immunologique (PTI) persistante ou chronique ayant répondu insuffisamment à un traitement antérieur, a annoncé le groupe. Il s'agit du premier inhibiteur de la tyrosine kinase de Bruton (BTK) autorisé dans cette indication. L'approbation repose sur l'essai de phase III LUNA 3, dans lequel le rilzabrutinib oral a permis une réponse plaquettaire durable chez une proportion significativement plus élevée de patients que le placebo. Sanofi avait acquis la molécule en 2020 avec le rachat de Principia Biopharma pour 3,68 milliards de dollars. Le dossier est également en cours d'examen en Europe.",
      labels: { event: "approval", company: "Sanofi", asset: "rilzabrutinib", indication: "Immune thrombocytopenia", regulator: "FDA" },
    },
    {
      title: "Urticaire chronique : Dupixent obtient une nouvelle indication aux États-Unis",
      text: "Sanofi et son partenaire Regeneron ont obtenu de l'agence américaine du médicament l'autorisation d'utiliser Dupixent dans l'urticaire chronique spontanée. Le dupilumab peut désormais être prescrit aux adultes et adolescents de 12 ans et plus qui restent symptomatiques malgré un traitement par antihistaminiques H1 et qui n'ont pas reçu d'anti-IgE. Dans le programme de phase III LIBERTY-CUPID, l'anticorps a réduit de manière significative le prurit et l'activité de l'urticaire à 24 semaines par rapport au placebo. Le médicament est déjà approuvé outre-Atlantique notamment dans la dermatite atopique, l'asthme et la BPCO. Jusqu'ici, l'omalizumab était la seule biothérapie disponible dans cette maladie.",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "Chronic spontaneous urticaria", regulator: "FDA", also: ["Regeneron"] },
    },
    {
      title: "Medincell : la FDA approuve UZEDY™, premier produit issu de sa technologie",
      text: "Montpellier – Medincell (Euronext : MEDCL) annonce que la FDA a approuvé UZEDY™ (rispéridone), suspension injectable à libération prolongée, pour le traitement de la schizophrénie chez l'adulte. Le produit, développé et commercialisé par son partenaire Teva, repose sur la technologie BEPO® de Medincell et s'administre par voie sous-cutanée une fois par mois ou tous les deux mois. Il s'agit de la première approbation d'un produit utilisant cette technologie. Medincell est éligible à des paiements d'étapes commerciaux ainsi qu'à des redevances sur les ventes nettes. D'autres formulations à action prolongée sont en développement avec Teva.",
      labels: { event: "approval", company: "Medincell", asset: "risperidone", indication: "Schizophrenia", regulator: "FDA", also: ["Teva"] },
    },
    {
      title: "Sanofi : l'amlitelimab atteint ses objectifs en phase III mais déçoit la Bourse",
      text: "Sanofi a publié les premiers résultats de phase III de l'amlitelimab, son anticorps anti-OX40L, dans la dermatite atopique modérée à sévère. Dans l'étude COAST 1, menée chez des adultes et des adolescents, le candidat a atteint le critère d'évaluation principal et les critères secondaires clés à la semaine 24 par rapport au placebo. Mais l'ampleur de l'effet, jugée modeste par plusieurs analystes au regard de celle de Dupixent, a fait reculer l'action du groupe à la Bourse de Paris. Sanofi met en avant la possibilité d'espacer les injections pour se différencier. Les résultats des autres études du programme OCEANA sont attendus l'an prochain.",
      labels: { event: "readout", company: "Sanofi", asset: "amlitelimab", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Sanofi rachète l'américaine Vigil Neuroscience",
      text: "Sanofi a annoncé l'acquisition de Vigil Neuroscience, une biotech américaine spécialisée dans les maladies neurodégénératives, pour 8 dollars par action en numéraire, soit environ 470 millions de dollars. Les actionnaires recevront en outre un certificat de valeur conditionnelle (CVR) de 2 dollars par action, payable en cas de première commercialisation. Vigil développe le VG-3927, une petite molécule orale agoniste de TREM2 en cours d'évaluation dans la maladie d'Alzheimer, qui vient renforcer le portefeuille neurologique du laboratoire. La finalisation de l'opération est attendue au troisième trimestre 2025.",
      labels: { event: "acquisition", company: "Sanofi", asset: "VG3927", indication: "Alzheimer's disease", regulator: null, also: ["Vigil Neuroscience"] },
    },
    {
      title: "AstraZeneca met la main sur la lyonnaise Amolyt Pharma",
      text: "AstraZeneca a conclu un accord pour acquérir Amolyt Pharma, une biotech de la région lyonnaise spécialisée dans les maladies endocriniennes rares, pour un montant pouvant atteindre 1,05 milliard de dollars. Le groupe britannique versera 800 millions de dollars à la clôture, puis jusqu'à 250 millions de dollars en fonction d'étapes réglementaires. Amolyt développe l'éneboparatide (AZP-3601), un agoniste du récepteur de la parathormone en phase III (étude CALYPSO) dans l'hypoparathyroïdie. L'actif rejoindra le portefeuille d'Alexion, la filiale maladies rares d'AstraZeneca, rachetée en 2021.",
      labels: { event: "acquisition", company: "AstraZeneca", asset: "eneboparatide", indication: "Hypoparathyroidism", regulator: null, also: ["Amolyt Pharma"] },
    },
    {
      title: "Pfizer paie 1,25 milliard de dollars pour un bispécifique chinois",
      text: "Pfizer a obtenu auprès du chinois 3SBio une licence exclusive mondiale, hors Chine, sur le SSGJ-707, un anticorps bispécifique ciblant PD-1 et le VEGF. Le laboratoire américain versera 1,25 milliard de dollars à la signature, l'un des paiements initiaux les plus élevés jamais consentis pour une molécule chinoise, et jusqu'à 4,8 milliards de dollars de paiements d'étapes, auxquels s'ajouteront des redevances. Il prendra en outre une participation de 100 millions de dollars au capital de 3SBio. Le candidat est en phase III en Chine dans le cancer du poumon non à petites cellules. La classe des bispécifiques PD-1/VEGF attire les grands laboratoires depuis les résultats de l'ivonescimab d'Akeso face au pembrolizumab.",
      labels: { event: "licensing", company: "Pfizer", asset: "SSGJ-707", indication: "Non-small cell lung cancer", regulator: null, also: ["3SBio"] },
    },
    {
      title: "Mélanome : la FDA rejette le virus oncolytique de Replimune",
      text: "La FDA a adressé une lettre de réponse complète (CRL) à la biotech américaine Replimune concernant sa demande d'autorisation du RP1 (vusolimogène oderparepvec) en association avec le nivolumab dans le mélanome avancé après échec d'un anti-PD-1. L'agence estime que l'essai IGNYTE ne constitue pas une étude adéquate et bien contrôlée, en raison notamment de l'hétérogénéité de la population, et qu'il ne permet pas d'isoler la contribution du RP1. Aucun problème de sécurité n'a été soulevé. L'action Replimune a perdu environ les trois quarts de sa valeur à Wall Street. L'entreprise a indiqué vouloir rencontrer rapidement l'agence.",
      labels: { event: "complete-response-letter", company: "Replimune", asset: "vusolimogene oderparepvec", indication: "Melanoma", regulator: "FDA", also: ["nivolumab"] },
    },
    {
      title: "Isomorphic Labs lève 600 millions de dollars",
      text: "Isomorphic Labs, la société de découverte de médicaments par intelligence artificielle issue de Google DeepMind, a annoncé une première levée de fonds externe de 600 millions de dollars. Le tour est mené par Thrive Capital, avec la participation de GV et de sa maison mère Alphabet. Fondée en 2021 et dirigée par le prix Nobel de chimie Demis Hassabis, la société londonienne veut accélérer le développement de ses modèles et faire entrer ses premiers programmes en clinique. Elle a signé en 2024 des partenariats de recherche avec Eli Lilly et Novartis.",
      labels: { event: "financing", company: "Isomorphic Labs", asset: null, indication: null, regulator: null },
    },
    {
      title: "Cancer de l'ovaire : autorisation européenne conditionnelle pour l'ézuparib",
      text: "La Commission européenne a accordé une autorisation de mise sur le marché conditionnelle à l'ézuparib, l'inhibiteur sélectif de PARP1 de la biotech nantaise Cerulis Pharma, en monothérapie chez les patientes atteintes d'un cancer de l'ovaire récidivant, sensible au platine et porteur d'une mutation BRCA. Cette décision fait suite à l'avis favorable du CHMP rendu en septembre. Dans l'étude de phase II ZEPHIR, le taux de réponse objective atteignait 58 % chez 143 patientes. « Nous préparons désormais la demande d'accès précoce auprès de la HAS », a indiqué Hélène Marquet, présidente du directoire. Le titre Cerulis progressait de 12 % à l'ouverture.",
      labels: { event: "approval", company: "Cerulis Pharma", asset: "ezuparib", indication: "Ovarian cancer", regulator: "European Commission" },
    },
    {
      title: "ESMO 2026 : Auréa Bio présente des données de phase II dans le cancer du pancréas",
      text: "Auréa Bio, société de biotechnologie marseillaise, a présenté au congrès de l'ESMO les résultats de l'étude de phase II randomisée PANORAMA évaluant son candidat AUR301 en association avec le FOLFIRINOX en première ligne du cancer du pancréas métastatique. Chez les 96 patients inclus, la survie sans progression médiane atteint 9,1 mois contre 6,4 mois dans le bras contrôle, soit une réduction du risque de progression de 38 %. Le profil de tolérance est jugé gérable, avec davantage de neutropénies de grade 3. La société prévoit de lancer une phase III en 2027 et recherche un partenaire.",
      labels: { event: "readout", company: "Auréa Bio", asset: "AUR301", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "Talvéo arrête son essai de phase III pour efficacité",
      text: "Lyon – Le comité indépendant de surveillance des données a recommandé l'arrêt anticipé de l'essai de phase III PRISMA-VTE de la biotech Talvéo Cardio, après qu'une analyse intermédiaire a montré un bénéfice net du pélixaban sur le critère principal. L'anticoagulant oral, un inhibiteur du facteur Xa à prise hebdomadaire, était comparé à l'apixaban dans la prévention des récidives de maladie thromboembolique veineuse chez 4 200 patients. Aucun excès de saignements majeurs n'a été relevé. « Un schéma hebdomadaire pourrait transformer l'observance », a déclaré Paul Ferrand, directeur général. Les données complètes seront présentées lors d'un congrès international.",
      labels: { event: "readout", company: "Talvéo Cardio", asset: "pelixaban", indication: "Venous thromboembolism", regulator: null },
    },
    {
      title: "Lucanne cède les droits asiatiques de son anticorps dans la rectocolite",
      text: "Strasbourg – Lucanne Biotherapeutics SAS a signé un accord de licence exclusive avec le japonais Hoshizora Pharma pour le développement et la commercialisation du brosatug au Japon et en Corée du Sud. L'anticorps anti-TL1A est en phase II dans la rectocolite hémorragique modérée à sévère. Lucanne recevra un paiement initial de 20 millions d'euros et pourra prétendre à jusqu'à 165 millions d'euros de paiements d'étapes, ainsi qu'à des redevances. La biotech strasbourgeoise conserve les droits pour le reste du monde. Il s'agit du deuxième accord de ce type pour Lucanne, qui avait cédé en 2025 les droits chinois d'un autre programme.",
      labels: { event: "licensing", company: "Lucanne Biotherapeutics", asset: "brosatug", indication: "Ulcerative colitis", regulator: null, also: ["Hoshizora Pharma"] },
    },
    {
      title: "Neurophane boucle une série B de 60 millions d'euros",
      text: "Neurophane, start-up parisienne issue d'un laboratoire académique, annonce une levée de fonds de série B de 60 millions d'euros menée par un consortium de fonds européens spécialisés. Ces fonds doivent financer une étude de phase IIa de NPH-14, une petite molécule orale visant à ralentir la progression de la maladie de Parkinson en restaurant la fonction lysosomale. Le premier patient doit être inclus au premier semestre 2027. « Cette levée nous donne les moyens d'aller jusqu'à une preuve de concept clinique », souligne son cofondateur Thomas Lévêque. La société emploie 34 personnes.",
      labels: { event: "financing", company: "Neurophane", asset: "NPH14", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "Imagenys et Mérovée Pharma s'allient dans la fibrose pulmonaire",
      text: "La biotech Imagenys, qui conçoit des molécules à l'aide de l'intelligence artificielle, a conclu une collaboration de recherche et de co-développement avec le laboratoire Mérovée Pharma dans la fibrose pulmonaire idiopathique. Les deux partenaires partageront à parts égales les coûts et les éventuels bénéfices du candidat IMG-045, un inhibiteur oral qui doit entrer en phase I l'an prochain. Imagenys recevra 8 millions d'euros à la signature. Mérovée apportera son expertise clinique et réglementaire ainsi que son réseau commercial en Europe.",
      labels: { event: "partnership", company: "Imagenys", asset: "IMG045", indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Mérovée Pharma"] },
    },
    {
      title: "Ambroisie Pharma dépose une demande d'AMM européenne",
      text: "Ambroisie Pharma a annoncé le dépôt auprès de l'Agence européenne des médicaments (EMA) d'une demande d'autorisation de mise sur le marché pour AMB-17, son comprimé sublingual d'immunothérapie dans l'allergie à l'arachide chez l'enfant de 4 à 11 ans. Le dossier s'appuie sur l'étude de phase III ARACHIS, menée chez 512 enfants dans huit pays européens, dans laquelle 61 % des patients traités toléraient au moins 1 000 mg de protéines d'arachide après douze mois, contre 19 % sous placebo. La procédure d'évaluation devrait durer environ un an. La société, basée à Montpellier, prévoit un dépôt aux États-Unis en 2027.",
      labels: { event: "submission", company: "Ambroisie Pharma", asset: "AMB17", indication: "Peanut allergy", regulator: "EMA" },
    },
    {
      title: "La FDA accepte d'examiner l'orvacestrant de Valcéa",
      text: "Valcéa Therapeutics annonce que la Food and Drug Administration a accepté d'examiner sa demande d'autorisation (NDA) pour l'orvacestrant, un dégradeur sélectif oral des récepteurs aux œstrogènes (SERD), dans le cancer du sein avancé RE+/HER2- porteur d'une mutation ESR1, après progression sous hormonothérapie et inhibiteur de CDK4/6. La date cible fixée par l'agence (PDUFA) est le 18 août 2027, dans le cadre d'une procédure d'examen standard. L'élacestrant est déjà autorisé dans cette population. « C'est une étape majeure pour Valcéa », a commenté le directeur général, Marc Delorme.",
      labels: { event: "filing-acceptance", company: "Valcéa Therapeutics", asset: "orvacestrant", indication: "Breast cancer", regulator: "FDA" },
    },
    {
      title: "Statut de médicament orphelin aux États-Unis pour la thérapie génique de Myologix",
      text: "Évry – Myologix, spécialiste des thérapies géniques neuromusculaires, a obtenu de la FDA la désignation de médicament orphelin pour MYX-501 dans la dystrophie musculaire de Duchenne. Le candidat, un vecteur AAV exprimant une micro-dystrophine de nouvelle génération, fait l'objet d'un essai de phase I/II chez six garçons ambulants en France et au Royaume-Uni. Cette désignation ouvre droit à sept ans d'exclusivité commerciale aux États-Unis en cas d'approbation, ainsi qu'à des crédits d'impôt. Le candidat dispose déjà du même statut dans l'Union européenne depuis 2025.",
      labels: { event: "designation", company: "Myologix", asset: "MYX501", indication: "Duchenne muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "Glioblastome : premier patient traité dans l'essai de Thymira",
      text: "Thymira annonce l'inclusion et le traitement du premier patient dans son essai de phase I/II TEMPO-GB, qui évalue TMR 88, un vaccin à ARN messager personnalisé, chez des patients atteints de glioblastome nouvellement diagnostiqué. L'essai a été autorisé par l'Agence nationale de sécurité du médicament (ANSM) en juillet et sera conduit dans cinq centres en France. Jusqu'à 40 patients recevront le vaccin en association avec la radiochimiothérapie standard par témozolomide. « Le glioblastome n'a pas connu de progrès thérapeutique majeur depuis près de vingt ans », rappelle le Dr Camille Roussel, directrice médicale de Thymira.",
      labels: { event: "trial-start", company: "Thymira", asset: "TMR88", indication: "Glioblastoma", regulator: "ANSM" },
    },
    {
      title: "Diabète de type 2 : la HAS accorde une ASMR V à Pexalia",
      text: "Dans son avis publié jeudi, la commission de la transparence de la Haute Autorité de santé (HAS) a attribué un service médical rendu (SMR) important mais une amélioration du service médical rendu (ASMR) de niveau V, c'est-à-dire inexistante, à Pexalia® (sorvaglutide), l'agoniste du GLP-1 hebdomadaire du laboratoire Sélénie, dans le diabète de type 2 insuffisamment contrôlé. La commission estime que l'étude de phase III versus sémaglutide n'a pas démontré de supériorité sur l'HbA1c. Sans ASMR, le produit ne pourra pas être vendu plus cher que ses comparateurs ; les négociations avec le Comité économique des produits de santé (CEPS) doivent s'ouvrir prochainement.",
      labels: { event: null, company: "Sélénie", asset: "sorvaglutide", indication: "Type 2 diabetes", regulator: "Haute Autorité de Santé" },
    },
  ],
  es: [
    {
      title: "La Comisión Europea autoriza el lenacapavir semestral para la PrEP frente al VIH",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Yeytuo (lenacapavir), de Gilead Sciences, como profilaxis preexposición (PrEP) para reducir el riesgo de infección por VIH-1 adquirida por vía sexual en adultos y adolescentes con un peso de al menos 35 kilos. Se trata de la primera opción de PrEP que se administra mediante dos inyecciones subcutáneas al año. La decisión se basa en los ensayos de fase 3 PURPOSE 1 y PURPOSE 2, en los que apenas se registraron infecciones entre las personas tratadas. La FDA estadounidense ya había aprobado el fármaco en junio con el nombre comercial de Yeztugo.",
      labels: { event: "approval", company: "Gilead Sciences", asset: "lenacapavir", indication: "HIV", regulator: "European Commission" },
    },
    {
      title: "La FDA aprueba Wegovy para la esteatohepatitis asociada a disfunción metabólica",
      text: "La agencia estadounidense del medicamento (FDA) ha concedido la aprobación acelerada a Wegovy (semaglutida 2,4 mg), de Novo Nordisk, para el tratamiento de adultos con esteatohepatitis asociada a disfunción metabólica (MASH) con fibrosis hepática moderada o avanzada, sin cirrosis, junto con dieta y ejercicio. La decisión se apoya en la primera parte del ensayo de fase 3 ESSENCE, en el que el 62,9 % de los pacientes tratados logró la resolución de la esteatohepatitis sin empeoramiento de la fibrosis, frente al 34,3 % con placebo. Semaglutida se convierte así en el segundo fármaco aprobado en Estados Unidos para esta enfermedad, tras el resmetirom (Rezdiffra) de Madrigal.",
      labels: { event: "approval", company: "Novo Nordisk", asset: "semaglutide", indication: "MASH", regulator: "FDA" },
    },
    {
      title: "CagriSema decepciona: Novo Nordisk se desploma en bolsa",
      text: "Novo Nordisk ha comunicado los resultados principales del ensayo de fase 3 REDEFINE 1 con CagriSema, la combinación en dosis fija de cagrilintida y semaglutida, en adultos con obesidad o sobrepeso. Tras 68 semanas, los pacientes tratados perdieron de media un 22,7 % de su peso corporal, frente al 2,3 % con placebo. Aunque el estudio cumplió su objetivo principal, la farmacéutica danesa había anticipado una pérdida de en torno al 25 %, y sus acciones cayeron alrededor de un 20 % en la Bolsa de Copenhague. En el ensayo participaron unas 3.400 personas. Novo prevé solicitar la aprobación en el primer trimestre de 2026.",
      labels: { event: "readout", company: "Novo Nordisk", asset: "cagrilintide", indication: "Obesity", regulator: null, also: ["semaglutide"] },
    },
    {
      title: "ESC 2025: baxdrostat reduce la presión arterial en hipertensión no controlada",
      text: "Madrid – AstraZeneca ha presentado en el Congreso de la Sociedad Europea de Cardiología (ESC), celebrado en Madrid, los resultados completos del ensayo de fase 3 BaxHTN con baxdrostat, un inhibidor de la aldosterona sintasa. En cerca de 800 pacientes con hipertensión no controlada o resistente pese a dos o más antihipertensivos, las dosis de 2 mg y 1 mg redujeron la presión arterial sistólica 9,8 y 8,7 mmHg más que el placebo a las 12 semanas. Los datos se han publicado simultáneamente en The New England Journal of Medicine. La compañía prevé presentar las solicitudes de autorización antes de que acabe el año.",
      labels: { event: "readout", company: "AstraZeneca", asset: "baxdrostat", indication: "Hypertension", regulator: null },
    },
    {
      title: "MSD comprará Verona Pharma por unos 10.000 millones de dólares",
      text: "MSD, conocida como Merck en Estados Unidos y Canadá, ha alcanzado un acuerdo para adquirir la británica Verona Pharma por 107 dólares por ADS, lo que supone un valor total de la operación de unos 10.000 millones de dólares. Con la compra, la farmacéutica se hace con Ohtuvayre (ensifentrina), un inhibidor dual de las fosfodiesterasas 3 y 4 aprobado por la FDA en 2024 como tratamiento de mantenimiento de la enfermedad pulmonar obstructiva crónica (EPOC) en adultos. La operación, que se cerrará previsiblemente en el cuarto trimestre, permite a MSD diversificar su cartera ante la pérdida de exclusividad de Keytruda a finales de la década.",
      labels: { event: "acquisition", company: "Merck & Co.", asset: "ensifentrine", indication: "COPD", regulator: null, also: ["Verona Pharma"] },
    },
    {
      title: "GSK pagará 500 millones a Hengrui por un fármaco para la EPOC y opciones sobre once programas",
      text: "GSK ha firmado un acuerdo de licencia con la china Jiangsu Hengrui Pharmaceuticals que le otorga los derechos mundiales, salvo en China continental, Hong Kong, Macao y Taiwán, sobre HRS-9821, un inhibidor de la PDE3/4 en desarrollo para la enfermedad pulmonar obstructiva crónica. La británica abonará 500 millones de dólares por adelantado y tendrá opción a licenciar otros once programas de Hengrui. Si se ejercen todas las opciones y se alcanzan todos los hitos, el acuerdo podría alcanzar unos 12.000 millones de dólares, además de regalías. Es uno de los mayores pactos de licencia firmados con una compañía china.",
      labels: { event: "licensing", company: "GSK", asset: "HRS9821", indication: "COPD", regulator: null, also: ["Jiangsu Hengrui Medicine"] },
    },
    {
      title: "Almirall y Absci se alían para diseñar anticuerpos con IA generativa",
      text: "Barcelona – Almirall ha cerrado una colaboración con la estadounidense Absci para diseñar y desarrollar nuevos fármacos frente a dos dianas dermatológicas mediante la plataforma de inteligencia artificial generativa de la biotecnológica. Absci podrá recibir pagos iniciales, financiación de I+D e hitos por un importe de hasta 650 millones de dólares, además de royalties sobre las ventas. Almirall se encargará del desarrollo clínico y de la comercialización de los candidatos. La compañía catalana refuerza así su apuesta por la dermatología médica, en la que ya comercializa lebrikizumab en Europa.",
      labels: { event: "partnership", company: "Almirall", asset: null, indication: null, regulator: null, also: ["Absci"] },
    },
    {
      title: "SpliceBio levanta 135 millones de dólares en una ronda serie B",
      text: "La biotecnológica barcelonesa SpliceBio ha cerrado una ronda de financiación serie B de 135 millones de dólares, una de las mayores del sector en España. La compañía, que desarrolla terapias génicas basadas en su tecnología de corte y empalme de proteínas (protein splicing), destinará los fondos a avanzar su candidato principal, SB-001, en el ensayo de fase 1/2 ASTRA en pacientes con enfermedad de Stargardt, una distrofia macular hereditaria causada por mutaciones en el gen ABCA4. Su tecnología permite repartir genes demasiado grandes para un único vector AAV entre dos vectores.",
      labels: { event: "financing", company: "SpliceBio", asset: "SB001", indication: "Stargardt disease", regulator: null },
    },
    {
      title: "La FDA rechaza por ahora la terapia génica de Ultragenyx para el síndrome de Sanfilippo",
      text: "La FDA ha emitido una carta de respuesta completa (CRL) a la solicitud de licencia de Ultragenyx para UX111, su terapia génica para el síndrome de Sanfilippo tipo A (mucopolisacaridosis tipo IIIA). La agencia estadounidense no cuestiona los datos clínicos, sino que alude a observaciones relacionadas con la fabricación y las instalaciones, según ha informado la compañía. Ultragenyx prevé volver a presentar la solicitud una vez resueltas las deficiencias, lo que podría retrasar la decisión hasta seis meses. Sus acciones se desplomaron en el Nasdaq. No existe ningún tratamiento aprobado para esta enfermedad neurodegenerativa infantil.",
      labels: { event: "complete-response-letter", company: "Ultragenyx", asset: "UX111", indication: "Mucopolysaccharidosis", regulator: "FDA" },
    },
    {
      title: "Bruselas da luz verde a Psorvek, de la española Farmalvia",
      text: "Madrid – La Comisión Europea ha autorizado la comercialización de Psorvek® (talvekibart), el anticuerpo monoclonal anti-IL-17A/F de la farmacéutica española Farmalvia, para el tratamiento de la psoriasis en placas de moderada a grave en adultos candidatos a terapia sistémica. La decisión llega dos meses después de la opinión positiva del CHMP y se apoya en dos ensayos de fase 3 con más de 1.400 pacientes, en los que el 71 % alcanzó un PASI 90 en la semana 16. «Es el primer biológico desarrollado por nuestra compañía que llega al mercado», ha destacado su consejero delegado, Javier Olmedo. Farmalvia prevé lanzarlo primero en Alemania y, una vez fijado el precio, en España en 2027.",
      labels: { event: "approval", company: "Farmalvia", asset: "talvekibart", indication: "Psoriasis", regulator: "European Commission" },
    },
    {
      title: "Sinapsia Biotech cumple el objetivo principal en su fase 2 en esquizofrenia",
      text: "Sinapsia Biotech, S.L., compañía biofarmacéutica con sede en Valencia, ha anunciado resultados positivos de su ensayo de fase 2 SERENA con SNP-441 en pacientes con síntomas negativos de esquizofrenia. El fármaco, un modulador oral del receptor de glutamato, redujo de forma estadísticamente significativa la puntuación de la subescala negativa de la PANSS a las 12 semanas frente a placebo (-6,2 frente a -3,9 puntos) en 214 pacientes. El perfil de seguridad fue favorable, sin aumento de peso ni síntomas extrapiramidales. «Los síntomas negativos siguen sin tratamiento eficaz», ha señalado su directora científica, Lucía Ferrando. La compañía busca socios para la fase 3.",
      labels: { event: "readout", company: "Sinapsia Biotech", asset: "SNP441", indication: "Schizophrenia", regulator: null },
    },
    {
      title: "Reyval Pharma compra la biotecnológica Oncomira por hasta 210 millones",
      text: "Reyval Pharma ha acordado la adquisición del 100 % de Oncomira, biotecnológica catalana especializada en hemato-oncología, por 95 millones de euros en efectivo y hasta 115 millones adicionales vinculados a hitos clínicos y regulatorios. Con la operación, la farmacéutica se hace con OCM-12, un inhibidor de menina en fase 1/2 para la leucemia mieloide aguda con mutaciones de NPM1 o reordenamientos de KMT2A. «Esta compra nos aporta un activo en fase clínica y un equipo de primer nivel en I+D», ha afirmado el presidente de Reyval, Ignacio Barrenechea. El cierre está previsto para el primer trimestre.",
      labels: { event: "acquisition", company: "Reyval Pharma", asset: "OCM12", indication: "Acute myeloid leukemia", regulator: null, also: ["Oncomira"] },
    },
    {
      title: "Tervana licencia su candidato para la enfermedad de Crohn en Norteamérica",
      text: "La biotecnológica vasca Tervana Biotech ha firmado un acuerdo de licencia exclusiva con la estadounidense Northbeam Therapeutics para el desarrollo y la comercialización de TRV07 en Estados Unidos y Canadá. El fármaco, una molécula oral de acción intestinal, se encuentra en fase 2 para la enfermedad de Crohn moderada a grave. Tervana recibirá 35 millones de dólares por adelantado y podrá ingresar hasta 290 millones en hitos, además de royalties escalonados de hasta el 15 %. La empresa, con sede en Bizkaia, conserva los derechos en el resto del mundo.",
      labels: { event: "licensing", company: "Tervana Biotech", asset: "TRV07", indication: "Crohn's disease", regulator: null, also: ["Northbeam Therapeutics"] },
    },
    {
      title: "Ibergen Therapeutics capta 25 millones para su terapia génica contra la ataxia de Friedreich",
      text: "Ibergen Therapeutics, spin-off de un centro de investigación madrileño, ha cerrado una ronda de financiación serie A de 25 millones de euros liderada por fondos españoles y europeos de capital riesgo. El capital permitirá completar los estudios preclínicos regulatorios de IBG-101, una terapia génica con vector AAV que restaura la expresión de frataxina, y preparar un ensayo de fase 1/2 en 2027. «Queremos llegar a la clínica en menos de dos años», ha explicado su consejera delegada, Marta Ugarte. Omaveloxolona es hoy el único fármaco aprobado para esta enfermedad neurodegenerativa rara.",
      labels: { event: "financing", company: "Ibergen Therapeutics", asset: "IBG101", indication: "Friedreich's ataxia", regulator: null },
    },
    {
      title: "Algenta Bio y la suiza Helvara codesarrollarán un tratamiento para la celiaquía",
      text: "Algenta Bio ha firmado un acuerdo de colaboración con la farmacéutica suiza Helvara Pharma para el codesarrollo de ALG-220, una enzima oral que degrada el gluten en el estómago, como tratamiento complementario a la dieta sin gluten en pacientes con enfermedad celíaca. Ambas compañías compartirán a partes iguales los costes del ensayo de fase 2b, que comenzará en 2027 con unos 300 pacientes en Europa, y los beneficios futuros. La celiaquía afecta aproximadamente al 1 % de la población y no dispone de ningún tratamiento farmacológico aprobado.",
      labels: { event: "partnership", company: "Algenta Bio", asset: "ALG220", indication: "Celiac disease", regulator: null, also: ["Helvara Pharma"] },
    },
    {
      title: "Corvalia solicita a la EMA la autorización de lirvatinib en cáncer de hígado",
      text: "La farmacéutica Corvalia ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de lirvatinib para el tratamiento en primera línea de adultos con carcinoma hepatocelular avanzado o irresecable. La solicitud se basa en el ensayo de fase 3 HEPATICA, en el que el fármaco prolongó la supervivencia global mediana hasta 15,8 meses, frente a 12,1 meses con sorafenib. Corvalia espera una opinión del CHMP a finales de 2027. Sus acciones subieron un 4 % en el Mercado Continuo tras el anuncio.",
      labels: { event: "submission", company: "Corvalia", asset: "lirvatinib", indication: "Hepatocellular carcinoma", regulator: "EMA" },
    },
    {
      title: "La EMA valida la solicitud de Astrelia para su anticuerpo frente al VRS",
      text: "Astrelia Pharma, S.A. ha anunciado que la Agencia Europea de Medicamentos ha validado la solicitud de autorización de comercialización de ostivimab, un anticuerpo monoclonal de acción prolongada para la prevención de la enfermedad de las vías respiratorias inferiores causada por el virus respiratorio sincitial (VRS) en recién nacidos y lactantes durante su primera temporada. La validación confirma que el expediente está completo y da inicio al procedimiento centralizado de evaluación. En el ensayo de fase 3 ORION-RSV, con 3.100 lactantes, una única dosis redujo un 78 % las infecciones que requirieron atención médica. Nirsevimab es hasta ahora la referencia en este mercado.",
      labels: { event: "filing-acceptance", company: "Astrelia Pharma", asset: "ostivimab", indication: "RSV infection", regulator: "EMA" },
    },
    {
      title: "La FDA concede la designación de medicamento huérfano a ORF-118",
      text: "Orfalia Therapeutics, compañía biotecnológica sevillana centrada en enfermedades raras de la piel, ha recibido de la Administración de Alimentos y Medicamentos de Estados Unidos (FDA) la designación de medicamento huérfano para su gel tópico en investigación en la epidermólisis bullosa distrófica. La designación conlleva incentivos como siete años de exclusividad comercial tras la aprobación y exenciones de tasas. El fármaco ya cuenta con la misma designación en la Unión Europea y se evalúa en un ensayo de fase 2 en cuatro hospitales españoles, con resultados previstos para 2027.",
      labels: { event: "designation", company: "Orfalia Therapeutics", asset: "ORF118", indication: "Epidermolysis bullosa", regulator: "FDA" },
    },
    {
      title: "Primer paciente tratado en el ensayo con células CAR-NK de Celtria",
      text: "Celtria Biotech ha tratado al primer paciente de su ensayo clínico de fase 1 con CLT-303, una terapia celular alogénica CAR-NK dirigida contra CD19 y CD20, en pacientes con linfoma B difuso de células grandes en recaída o refractario. El estudio, autorizado por la Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) el pasado mes de septiembre, incluirá hasta 36 pacientes en tres hospitales de Madrid, Barcelona y Salamanca. A diferencia de las CAR-T autólogas, CLT-303 se fabrica a partir de donantes sanos y está disponible «listo para usar». La compañía prevé comunicar los primeros datos a finales de 2027.",
      labels: { event: "trial-start", company: "Celtria Biotech", asset: "CLT303", indication: "Diffuse large B-cell lymphoma", regulator: "AEMPS" },
    },
    {
      title: "El IPT de Dorvelta no encuentra ventajas frente a las gliflozinas ya financiadas",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha publicado el informe de posicionamiento terapéutico (IPT) de Dorvelta® (pelagliflozina), de la farmacéutica Benavent, en insuficiencia cardiaca con fracción de eyección reducida. El documento concluye que no hay datos que permitan considerarla superior a dapagliflozina o empagliflozina, por lo que su elección debería basarse en criterios de eficiencia. El informe será clave para la decisión de precio y financiación que tomará la Comisión Interministerial de Precios de los Medicamentos. Benavent comercializa el fármaco en Alemania desde hace un año.",
      labels: { event: null, company: "Benavent", asset: "pelagliflozin", indication: "Heart failure", regulator: "AEMPS" },
    },
  ],
};
