import type { BriefArticle } from "./briefs";

/**
 * Fourth held-out set for the English brief benchmark (German, French and Spanish part): 20
 * articles per language in the style of the German, French and Spanish trade and business press,
 * written and labelled by hand by a helper session in November 2026 without the engine's code or
 * any other set open, to be measured once. Same labelling rules as bench/gold/briefs.ts.
 *
 * About half of each language reports true events about real companies, true to the best of the
 * author's knowledge (amounts and figures as reported at the time; where unsure, the text stays
 * vague rather than invent): Spevigo's conditional EU approval, Formycon's US approval of the Eylea
 * biosimilar Ahzantive, evobrutinib's failed phase III, trontinemab's Brainshuttle AD data,
 * BioNTech–Duality (DB-1303), BioNTech–Pfizer (BNT162), Novo Nordisk–Cardior, Bayer–AskBio,
 * survodutide's breakthrough designation in MASH, Catalym's series D; Beyfortus's EU approval,
 * Braftovi/Mektovi in BRAF V600E lung cancer in the EU, frexalimab's phase 2 in MS, the early stop
 * of FLOW, Medincell–AbbVie, Ipsen–Epizyme, Valneva and Pfizer's VALOR start, Abivax's Nasdaq IPO,
 * Inventiva's breakthrough designation for lanifibranor, the FDA's CRL for insulin icodec; Hipra's
 * Bimervax in the EU, Almirall's Klisyri in the EU, Zepbound in sleep apnoea, MariTide's phase 2,
 * HARMONi-2, Roche–Telavant, Novartis–Chinook, MSD–LaNova (LM-299), the FDA's CRL for Lykos's MDMA
 * therapy and the Gotham City report on Grifols (no event).
 *
 * The other half is invented: fictional companies (Zinnober Pharma, Kupferstich Biologics,
 * Lindwurm Biosciences, Eisvogel Therapeutics, Turmalin Bio, Nachtfalter Pharma, Silberdistel
 * Biotech, Pechblende Pharma, Zaunkönig Bio, Ankerpunkt Therapeutics; Marelle Oncologie, Lucarne
 * Therapeutics, Sablier Biotech, Boussole Therapeutics, Verrière Biosciences, Cabestan Pharma,
 * Hérisson Bio, Tambourin Biotech, Cerf-Volant Bio, Quenouille Biotech; Azulejo Therapeutics,
 * Candil Biotech, Abanico Bio, Veleta Biomedical, Mirlo Therapeutics, Botijo Biotech, Carrusel Bio,
 * Cigüeña Pharma, Zarzamora Biosciences, Alcaraván Pharma, and their partners Yunfan Biopharma,
 * Hoshizora Pharma, Harborlight Pharmaceuticals, Sorim Bioscience, Ardoise Bio, Perce-Neige
 * Thérapeutique, Kurobane Pharma, Tinaja Pharma, Northgate Biologics) with invented medicines
 * (invented INNs on real WHO stems such as tafrimesiran, tovadirsen, telvorexant, ravecitinib,
 * velnixostat, zelcatamab vedotin, sulvacaftor, dovenbrutinib, serdikibart, corvagepant,
 * mevonrasib, telfoxaban, dalvosentan, nerafogene lemparvovec; invented codes and brands).
 */
export const GOLD4_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "EU-Kommission erteilt bedingte Zulassung für Spevigo bei generalisierter pustulöser Psoriasis",
      text: "Ingelheim – Boehringer Ingelheim hat für sein Antikörperpräparat Spevigo (Spesolimab) grünes Licht aus Brüssel erhalten. Die Europäische Kommission erteilte eine bedingte Zulassung zur Behandlung von Schüben bei Erwachsenen mit generalisierter pustulöser Psoriasis (GPP) als Monotherapie. Der Antikörper blockiert den Interleukin-36-Rezeptor. In der Zulassungsstudie Effisayil 1 waren eine Woche nach einer einzigen intravenösen Gabe bei 54 Prozent der Patienten keine sichtbaren Pusteln mehr nachweisbar, unter Placebo bei 6 Prozent. In den USA ist das Medikament bereits seit September zugelassen. GPP ist eine seltene, potenziell lebensbedrohliche Hauterkrankung.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "spesolimab", indication: "Generalized pustular psoriasis", regulator: "European Commission" },
    },
    {
      title: "Formycon: FDA lässt Eylea-Biosimilar als Ahzantive zu",
      text: "Planegg-Martinsried (dpa-AFX) – Der Biosimilar-Spezialist Formycon hat in den USA die Zulassung für seinen Aflibercept-Nachahmer FYB203 erhalten. Die US-Arzneimittelbehörde FDA genehmigte das Präparat unter dem Handelsnamen Ahzantive unter anderem zur Behandlung der neovaskulären (feuchten) altersabhängigen Makuladegeneration. Referenzprodukt ist Eylea von Regeneron, das in den USA Milliardenumsätze erzielt. Nach dem Lucentis-Biosimilar FYB201, das in den USA als Cimerli vermarktet wird, ist es die zweite US-Zulassung für das Unternehmen aus dem Münchner Umland. Die Aktie legte im frühen Xetra-Handel zu.",
      labels: { event: "approval", company: "Formycon", asset: "aflibercept", indication: "Neovascular age-related macular degeneration", regulator: "FDA" },
    },
    {
      title: "Brüssel gibt grünes Licht: Zinnober Pharma erhält EU-Zulassung für Hepsivra",
      text: "Berlin – Die Europäische Kommission hat das siRNA-Präparat Hepsivra (Tafrimesiran) der Berliner Zinnober Pharma GmbH zur Prophylaxe von Attacken beim hereditären Angioödem (HAE) bei Patienten ab zwölf Jahren zugelassen. Die Entscheidung folgt der positiven Empfehlung des CHMP vom Oktober. Tafrimesiran wird alle drei Monate subkutan gespritzt und drosselt die Bildung von Präkallikrein in der Leber. In der Phase-III-Studie PRISMA-HAE mit 118 Patienten sank die monatliche Attackenrate gegenüber Placebo um 81 Prozent. „Für Betroffene bedeutet das weniger Injektionen und mehr Planbarkeit im Alltag“, sagte Vorstandschefin Henrike Albers. Der Marktstart in Deutschland ist für das erste Quartal geplant; in den USA prüft die FDA noch.",
      labels: { event: "approval", company: "Zinnober Pharma", asset: "tafrimesiran", indication: "Hereditary angioedema", regulator: "European Commission" },
    },
    {
      title: "Rückschlag für Merck: MS-Hoffnungsträger Evobrutinib scheitert in Phase III",
      text: "Darmstadt (dpa-AFX) – Der Darmstädter Pharma- und Technologiekonzern Merck muss einen herben Rückschlag bei seinem Multiple-Sklerose-Kandidaten Evobrutinib hinnehmen. In den beiden Phase-III-Studien evolutionRMS 1 und 2 verfehlte der BTK-Hemmer den primären Endpunkt: Die jährliche Schubrate sank nicht stärker als unter dem Vergleichsmedikament Teriflunomid (Aubagio). Die Aktie brach daraufhin zweistellig ein. Merck hatte Evobrutinib zu seinen wichtigsten Pipeline-Projekten gezählt. Bereits im Frühjahr hatte die FDA wegen auffälliger Leberwerte einen teilweisen Studienstopp verhängt.",
      labels: { event: "readout", company: "Merck KGaA", asset: "evobrutinib", indication: "Multiple sclerosis", regulator: null },
    },
    {
      title: "AD/PD in Wien: Roches Trontinemab räumt Amyloid-Plaques rasch ab",
      text: "Basel/Wien – Roche hat auf dem Alzheimer-Kongress AD/PD in Wien neue Daten zu seinem Brainshuttle-Antikörper Trontinemab vorgestellt. In der Phase-Ib/IIa-Studie Brainshuttle AD waren nach 28 Wochen 91 Prozent der Teilnehmer in der höchsten Dosisgruppe (3,6 mg/kg) amyloid-negativ. Amyloid-bedingte Bildgebungsanomalien mit Ödemen (ARIA-E) traten bei weniger als 5 Prozent der Patienten auf. Der Antikörper nutzt den Transferrin-Rezeptor 1, um die Blut-Hirn-Schranke zu überwinden. Roche will noch in diesem Jahr zwei Phase-III-Studien bei früher Alzheimer-Krankheit starten. Mit Lecanemab und Donanemab sind bereits zwei Anti-Amyloid-Antikörper anderer Hersteller auf dem Markt.",
      labels: { event: "readout", company: "Roche", asset: "trontinemab", indication: "Alzheimer's disease", regulator: null },
    },
    {
      title: "EHA-Kongress: Kupferstich Biologics zeigt Phase-II-Daten zu KSB-4412 bei Myelofibrose",
      text: "Leipzig – Die Kupferstich Biologics AG hat auf dem Jahreskongress der European Hematology Association (EHA) Zwischenergebnisse der Phase-II-Studie SPLENDID mit ihrem Wirkstoffkandidaten KSB-4412 vorgestellt. Von 46 auswertbaren Patienten mit Myelofibrose, die auf einen JAK-Inhibitor nicht mehr ansprachen, erreichten 39 Prozent in Woche 24 eine Verkleinerung des Milzvolumens um mindestens 35 Prozent. Häufigste Nebenwirkungen waren Thrombozytopenie und Übelkeit. „Die Daten bestätigen unser Konzept“, sagte Forschungsvorstand Dr. Matthias Grell. Eine Zulassungsstudie soll im kommenden Jahr beginnen. Die im Prime Standard notierte Aktie stieg um 18 Prozent.",
      labels: { event: "readout", company: "Kupferstich Biologics", asset: "KSB4412", indication: "Myelofibrosis", regulator: null },
    },
    {
      title: "BioNTech sichert sich Rechte an HER2-ADC von Duality Biologics",
      text: "Mainz – BioNTech baut sein Portfolio an Antikörper-Wirkstoff-Konjugaten aus. Das Mainzer Unternehmen hat von der chinesischen Duality Biologics eine exklusive Lizenz für das gegen HER2 gerichtete ADC DB-1303 erworben, und zwar für alle Märkte außer dem chinesischen Festland, Hongkong und Macau. Duality erhält eine Vorabzahlung von 170 Millionen US-Dollar; hinzu kommen mögliche Meilensteinzahlungen von mehr als 1,5 Milliarden Dollar sowie gestaffelte Lizenzgebühren. DB-1303 wird derzeit in einer Phase-I/II-Studie bei soliden Tumoren geprüft; eine Zulassungsstudie beim HR-positiven, HER2-niedrigen Brustkrebs ist geplant. Für BioNTech ist es ein weiterer Schritt, sich neben den mRNA-Impfstoffen als Onkologie-Unternehmen aufzustellen.",
      labels: { event: "licensing", company: "BioNTech", asset: "trastuzumab pamirtecan", indication: "Breast cancer", regulator: null, also: ["Duality Biologics"] },
    },
    {
      title: "Lindwurm Biosciences vergibt China-Rechte an Ortavelimab",
      text: "Regensburg – Die Lindwurm Biosciences GmbH hat die Entwicklungs- und Vermarktungsrechte für ihren Anti-OX40-Antikörper Ortavelimab (LWB-207) in Greater China an die Yunfan Biopharma aus Suzhou auslizenziert. Lindwurm erhält eine Vorabzahlung von 22 Millionen Euro sowie bis zu 310 Millionen Euro an erfolgsabhängigen Meilensteinen, dazu Lizenzgebühren im zweistelligen Prozentbereich. Yunfan übernimmt die Kosten der klinischen Studien bei atopischer Dermatitis in China. Ortavelimab hat eine Phase-IIa-Studie mit 88 Patienten abgeschlossen; die globale Phase IIb startet im Herbst. „Der Deal finanziert unsere Pipeline bis 2028“, sagte Geschäftsführer Jonas Wetterich.",
      labels: { event: "licensing", company: "Lindwurm Biosciences", asset: "ortavelimab", indication: "Atopic dermatitis", regulator: null, also: ["Yunfan Biopharma"] },
    },
    {
      title: "Corona-Impfstoff: BioNTech und Pfizer besiegeln Entwicklungspartnerschaft",
      text: "Mainz/New York – Das Mainzer Biotechunternehmen BioNTech und der US-Pharmakonzern Pfizer wollen gemeinsam einen mRNA-basierten Impfstoff gegen das neuartige Coronavirus Sars-CoV-2 entwickeln. Für das Impfstoffprogramm BNT162 zahlt Pfizer vorab 185 Millionen US-Dollar, davon 113 Millionen als Beteiligung am Eigenkapital; weitere Meilensteinzahlungen von bis zu 563 Millionen Dollar sind möglich. Entwicklungskosten und Gewinne wollen sich die Partner teilen. Erste klinische Tests sollen in Deutschland beginnen, sobald das Paul-Ehrlich-Institut grünes Licht gibt. Beide Unternehmen arbeiten bereits seit 2018 bei Grippeimpfstoffen auf mRNA-Basis zusammen; für China hatte BioNTech zuvor eine Allianz mit Fosun Pharma geschlossen.",
      labels: { event: "partnership", company: "BioNTech", asset: "BNT162", indication: "COVID-19", regulator: null, also: ["Pfizer"] },
    },
    {
      title: "Eisvogel Therapeutics und Hoshizora Pharma entwickeln Fabry-Gentherapie gemeinsam",
      text: "Heidelberg – Die Heidelberger Eisvogel Therapeutics AG und das japanische Unternehmen Hoshizora Pharma werden die AAV-Gentherapie EVT-102 gegen Morbus Fabry gemeinsam entwickeln und vermarkten. Die Partner teilen die weltweiten Entwicklungskosten je zur Hälfte; Hoshizora übernimmt die Vermarktung in Asien, Eisvogel in Europa und Nordamerika. Eine Vorabzahlung ist nicht vorgesehen, Hoshizora zeichnet jedoch im Rahmen einer Kapitalerhöhung neue Aktien für 15 Millionen Euro. EVT-102 soll nach einer einzigen Infusion die Bildung des fehlenden Enzyms alpha-Galaktosidase A wiederherstellen. Bislang sind die Patienten auf lebenslange Enzymersatztherapien angewiesen.",
      labels: { event: "partnership", company: "Eisvogel Therapeutics", asset: "EVT102", indication: "Fabry disease", regulator: null, also: ["Hoshizora Pharma"] },
    },
    {
      title: "Novo Nordisk übernimmt Hannoveraner Biotech Cardior für bis zu 1 Milliarde Euro",
      text: "Hannover/Bagsværd – Der dänische Pharmakonzern Novo Nordisk kauft die Cardior Pharmaceuticals GmbH aus Hannover. Der Kaufpreis beläuft sich einschließlich Vorabzahlung und erfolgsabhängiger Meilensteine auf bis zu 1,025 Milliarden Euro. Kern des Deals ist der RNA-Wirkstoff CDR132L, der die microRNA miR-132 hemmt und derzeit in einer Phase-II-Studie bei Patienten mit Herzinsuffizienz geprüft wird. Cardior war 2016 als Ausgründung der Medizinischen Hochschule Hannover entstanden. Novo Nordisk will sich mit dem Zukauf bei Herz-Kreislauf-Erkrankungen verstärken, die neben Diabetes und Adipositas zu einem weiteren Standbein werden sollen.",
      labels: { event: "acquisition", company: "Novo Nordisk", asset: "CDR132L", indication: "Heart failure", regulator: null, also: ["Cardior Pharmaceuticals"] },
    },
    {
      title: "Bayer kauft Gentherapie-Spezialisten AskBio für bis zu 4 Milliarden Dollar",
      text: "Leverkusen – Bayer verstärkt sich in der Zell- und Gentherapie: Der Dax-Konzern übernimmt das US-Unternehmen Asklepios BioPharmaceutical (AskBio) aus Research Triangle Park im Bundesstaat North Carolina. Bayer zahlt 2 Milliarden Dollar vorab, hinzu kommen erfolgsabhängige Zahlungen von bis zu 2 Milliarden Dollar. AskBio ist auf adeno-assoziierte Viren (AAV) als Genfähren spezialisiert und hat Programme gegen neuromuskuläre, neurodegenerative und kardiovaskuläre Erkrankungen in der Entwicklung. Das Unternehmen soll als eigenständige Einheit weitergeführt werden. Bereits 2019 hatte Bayer den Stammzellspezialisten BlueRock Therapeutics vollständig übernommen.",
      labels: { event: "acquisition", company: "Bayer", asset: null, indication: null, regulator: null, also: ["Asklepios BioPharmaceutical"] },
    },
    {
      title: "Turmalin Bio reicht Zulassungsantrag für Tovadirsen bei der EMA ein",
      text: "Tübingen – Die Turmalin Bio SE hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Antrag auf bedingte Marktzulassung für ihr Antisense-Oligonukleotid Tovadirsen (TRM-51) eingereicht. Das Präparat soll bei Jungen mit Duchenne-Muskeldystrophie eingesetzt werden, deren Mutation für ein Überspringen von Exon 51 geeignet ist. Grundlage sind Daten der Phase-II-Studie EXPLORE-51, in der die Dystrophin-Produktion nach 48 Wochen im Mittel auf 6,2 Prozent des Normalwerts anstieg. Eine Entscheidung erwartet das Unternehmen für 2027. In den USA plant Turmalin die Einreichung bei der FDA im zweiten Halbjahr. Die Aktie schloss in Frankfurt 3,5 Prozent fester.",
      labels: { event: "submission", company: "Turmalin Bio", asset: "tovadirsen", indication: "Duchenne muscular dystrophy", regulator: "EMA" },
    },
    {
      title: "FDA nimmt Zulassungsantrag für Nachtfalter-Schlafmittel Telvorexant an",
      text: "Mainz – Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (New Drug Application) der Nachtfalter Pharma GmbH für den dualen Orexin-Rezeptor-Antagonisten Telvorexant zur Prüfung angenommen. Das Mittel soll Erwachsene mit chronischer Insomnie behandeln; als Entscheidungstermin (PDUFA-Datum) nannte das Unternehmen den 14. September. Die Einreichung stützt sich auf zwei Phase-III-Studien mit zusammen 1.860 Patienten, in denen Telvorexant Einschlaf- und Durchschlafzeit gegenüber Placebo signifikant verbesserte. In Deutschland ist mit Daridorexant von Idorsia bereits ein Wirkstoff dieser Klasse auf dem Markt. In der EU will Nachtfalter den Antrag Anfang kommenden Jahres stellen.",
      labels: { event: "filing-acceptance", company: "Nachtfalter Pharma", asset: "telvorexant", indication: "Insomnia", regulator: "FDA" },
    },
    {
      title: "Boehringer: FDA stuft Survodutide bei MASH als Therapiedurchbruch ein",
      text: "Ingelheim – Die US-Arzneimittelbehörde FDA hat dem Wirkstoff Survodutide des Ingelheimer Familienunternehmens Boehringer den Status eines Therapiedurchbruchs (Breakthrough Therapy Designation) zuerkannt. Die Einstufung gilt für Erwachsene mit metabolischer Dysfunktion-assoziierter Steatohepatitis (MASH) und moderater bis fortgeschrittener Leberfibrose. In einer Phase-II-Studie hatten bis zu 83 Prozent der behandelten Patienten eine Verbesserung der MASH ohne Verschlechterung der Fibrose erreicht, verglichen mit 18 Prozent unter Placebo. Der Glukagon-/GLP-1-Rezeptor-Agonist wird derzeit im Phase-III-Programm LIVERAGE geprüft. Der Status soll Entwicklung und Prüfung beschleunigen.",
      labels: { event: "designation", company: "Boehringer Ingelheim", asset: "survodutide", indication: "MASH", regulator: "FDA" },
    },
    {
      title: "FDA verweigert Silberdistel vorerst Zulassung für Vitiligo-Creme",
      text: "Freiburg – Die Silberdistel Biotech AG hat von der US-Arzneimittelbehörde FDA einen Complete Response Letter für ihren topischen JAK-Hemmer Ravecitinib erhalten. Die Behörde bemängelt nach Unternehmensangaben Befunde bei der Inspektion eines externen Lohnherstellers in Italien; Fragen zu Wirksamkeit oder Sicherheit habe die FDA nicht gestellt. Die Ravecitinib-Creme sollte zur Behandlung der nichtsegmentalen Vitiligo bei Patienten ab zwölf Jahren zugelassen werden. Silberdistel will den Antrag nach Klärung der Herstellungsfragen erneut einreichen und rechnet mit sechs bis neun Monaten Verzögerung. Die Aktie brach um 27 Prozent ein.",
      labels: { event: "complete-response-letter", company: "Silberdistel Biotech", asset: "ravecitinib", indication: "Vitiligo", regulator: "FDA" },
    },
    {
      title: "Pechblende Pharma behandelt ersten Patienten mit Radioligand PBP-177",
      text: "Dresden – Die Pechblende Pharma GmbH hat in ihrer Phase-I-Studie mit dem Radioligandentherapeutikum PBP-177 den ersten Patienten behandelt. Das Bundesinstitut für Arzneimittel und Medizinprodukte (BfArM) hatte die Studie im Juli genehmigt. Geprüft wird der mit Lutetium-177 markierte Wirkstoff, der sich gegen den Rezeptor GRPR richtet, bei Männern mit metastasiertem kastrationsresistentem Prostatakrebs nach einer PSMA-gerichteten Therapie. Bis zu 40 Patienten sollen an vier deutschen Zentren eingeschlossen werden; erste Daten erwartet das Unternehmen Ende 2027. Pluvicto von Novartis ist bislang die einzige zugelassene Radioligandentherapie in dieser Indikation.",
      labels: { event: "trial-start", company: "Pechblende Pharma", asset: "PBP177", indication: "Prostate cancer", regulator: "BfArM" },
    },
    {
      title: "Münchner Catalym sammelt 150 Millionen Dollar ein",
      text: "München – Das Biotech-Unternehmen Catalym hat eine Serie-D-Finanzierung über 150 Millionen US-Dollar abgeschlossen, an der sich neue und bestehende Investoren beteiligten. Mit dem Geld will das Unternehmen seinen Antikörper Visugromab in die späte klinische Entwicklung bringen. Visugromab neutralisiert den Botenstoff GDF-15, der als ein Grund dafür gilt, dass viele Tumoren nicht auf Checkpoint-Inhibitoren ansprechen. Es ist eine der größten privaten Finanzierungsrunden eines deutschen Biotech-Unternehmens in diesem Jahr.",
      labels: { event: "financing", company: "Catalym", asset: "visugromab", indication: null, regulator: null },
    },
    {
      title: "Zaunkönig Bio schließt Serie-B-Runde über 84 Millionen Euro ab",
      text: "Würzburg – Die Würzburger Zaunkönig Bio GmbH hat in einer Serie-B-Finanzierungsrunde 84 Millionen Euro eingesammelt. Angeführt wurde die Runde von Brunnmayr Ventures, beteiligt waren zudem die Altinvestoren. Mit dem Kapital will das 2021 gegründete Unternehmen seinen Kandidaten ZKB-902, ein intrathekal verabreichtes Antisense-Oligonukleotid gegen die Amyotrophe Lateralsklerose (ALS), durch eine Phase-II-Studie bringen. Zudem soll das Team von 35 auf rund 60 Mitarbeitende wachsen. „ALS-Patienten haben keine Zeit zu verlieren“, sagte Mitgründerin Dr. Leonie Haberkorn.",
      labels: { event: "financing", company: "Zaunkönig Bio", asset: "ZKB902", indication: "Amyotrophic lateral sclerosis", regulator: null },
    },
    {
      title: "Ankerpunkt Therapeutics hebt Umsatzprognose an – Finanzvorstand geht",
      text: "Hamburg – Die Ankerpunkt Therapeutics AG hat nach einem starken dritten Quartal ihre Umsatzprognose für das laufende Jahr angehoben. Der Umsatz mit dem Gichtmittel Uralvo (Velnixostat) stieg im Quartal um 34 Prozent auf 41,2 Millionen Euro. Für das Gesamtjahr erwartet der Vorstand nun Erlöse zwischen 150 und 160 Millionen Euro statt bisher 135 bis 145 Millionen Euro. Zugleich teilte das Unternehmen mit, dass Finanzvorstand Carsten Moll zum Jahresende auf eigenen Wunsch ausscheidet; ein Nachfolger wird gesucht. Die Aktie legte um 6 Prozent zu.",
      labels: { event: null, company: "Ankerpunkt Therapeutics", asset: "velnixostat", indication: "Gout", regulator: null },
    },
  ],
  fr: [
    {
      title: "Bronchiolite : feu vert européen pour le nirsévimab de Sanofi et AstraZeneca",
      text: "Paris – La Commission européenne a accordé une autorisation de mise sur le marché à Beyfortus (nirsévimab), l'anticorps monoclonal à longue durée d'action développé par Sanofi et AstraZeneca. Il est indiqué dans la prévention des infections des voies respiratoires inférieures dues au virus respiratoire syncytial (VRS) chez les nouveau-nés et les nourrissons au cours de leur première saison de circulation du virus. Une seule injection doit protéger l'enfant pendant toute la saison. Dans l'essai de phase 3 MELODY, le nirsévimab a réduit de 74,5 % les infections des voies respiratoires inférieures nécessitant une prise en charge médicale par rapport au placebo. Le CHMP avait rendu un avis favorable en septembre.",
      labels: { event: "approval", company: "Sanofi", asset: "nirsevimab", indication: "RSV infection", regulator: "European Commission", also: ["AstraZeneca"] },
    },
    {
      title: "Pierre Fabre obtient l'extension européenne de Braftovi et Mektovi dans le cancer du poumon",
      text: "Boulogne-Billancourt – Les Laboratoires Pierre Fabre ont annoncé que la Commission européenne a approuvé l'association de Braftovi (encorafénib) et Mektovi (binimétinib) chez les adultes atteints d'un cancer bronchique non à petites cellules (CBNPC) avancé porteur d'une mutation BRAF V600E. La décision s'appuie sur l'étude de phase 2 PHAROS, menée par Pfizer, qui détient les droits de l'association aux États-Unis. La combinaison était déjà autorisée dans le mélanome et, pour l'encorafénib associé au cétuximab, dans le cancer colorectal métastatique. Les mutations BRAF V600E concernent environ 2 % des CBNPC.",
      labels: { event: "approval", company: "Pierre Fabre", asset: "encorafenib", indication: "Non-small cell lung cancer", regulator: "European Commission", also: ["binimetinib"] },
    },
    {
      title: "Marelle Oncologie décroche une approbation accélérée de la FDA pour Ovelzio",
      text: "Bordeaux – La Food and Drug Administration (FDA) américaine a accordé une approbation accélérée à Ovelzio (zelcatamab védotine), le conjugué anticorps-médicament de Marelle Oncologie, dans le cancer de l'ovaire résistant au platine exprimant B7-H4, chez les patientes ayant reçu une à trois lignes de traitement. L'autorisation repose sur le taux de réponse objective de 36 % observé chez 112 patientes dans l'étude de phase 2 MRL-031-201 ; elle reste subordonnée à la confirmation du bénéfice dans l'essai de phase 3 en cours. « C'est la première approbation de notre histoire », s'est félicité Antoine Ferracci, PDG de la biotech bordelaise. Le titre s'envolait de 22 % à la Bourse de Paris. Une demande d'AMM est en cours d'examen à l'EMA.",
      labels: { event: "approval", company: "Marelle Oncologie", asset: "zelcatamab vedotin", indication: "Ovarian cancer", regulator: "FDA" },
    },
    {
      title: "Sclérose en plaques : le frexalimab de Sanofi réduit de 89 % les nouvelles lésions",
      text: "Paris – Sanofi a publié les résultats de l'étude de phase 2 de son anticorps anti-CD40L frexalimab dans la sclérose en plaques récurrente. Après douze semaines, la dose la plus élevée, administrée par voie intraveineuse, a réduit de 89 % le nombre de nouvelles lésions rehaussées par le gadolinium par rapport au placebo ; la forme sous-cutanée a permis une réduction de 79 %. Le traitement a été bien toléré chez les 129 patients inclus. Le groupe entend lancer un programme de phase 3 dans les formes récurrentes et progressives de la maladie. Sanofi mise par ailleurs sur le tolébrutinib, un inhibiteur de BTK, dans la même indication.",
      labels: { event: "readout", company: "Sanofi", asset: "frexalimab", indication: "Multiple sclerosis", regulator: null },
    },
    {
      title: "Novo Nordisk arrête de manière anticipée l'essai FLOW du sémaglutide dans la maladie rénale",
      text: "Copenhague – Novo Nordisk a décidé d'arrêter prématurément l'essai de phase 3 FLOW, qui évalue le sémaglutide (Ozempic) chez des patients atteints de maladie rénale chronique et de diabète de type 2, sur recommandation du comité indépendant de surveillance des données. Une analyse intermédiaire a montré que les critères d'arrêt pour efficacité étaient remplis. L'étude a inclus environ 3 500 patients. L'annonce a fait lourdement chuter les spécialistes de la dialyse, Fresenius Medical Care à Francfort et DaVita à Wall Street. Les résultats complets sont attendus en 2024.",
      labels: { event: "readout", company: "Novo Nordisk", asset: "semaglutide", indication: "Chronic kidney disease", regulator: null },
    },
    {
      title: "Mucoviscidose : le sulvacaftor de Lucarne Therapeutics échoue en phase 2b",
      text: "Lyon – Coup dur pour Lucarne Therapeutics. L'essai de phase 2b CLAIRVOIE, qui évaluait son correcteur de la protéine CFTR sulvacaftor chez 164 patients atteints de mucoviscidose, n'a pas atteint son critère principal : après 24 semaines, l'amélioration du VEMS n'était pas statistiquement différente de celle observée sous placebo (+1,9 point contre +0,8). « Nous sommes évidemment déçus », a reconnu la directrice générale, Claire Vasseur, qui annonce une revue du portefeuille et la suppression d'un tiers des postes. L'action a perdu 58 % à la Bourse de Paris. Lucarne disposait de 41 millions d'euros de trésorerie fin juin.",
      labels: { event: "readout", company: "Lucarne Therapeutics", asset: "sulvacaftor", indication: "Cystic fibrosis", regulator: null },
    },
    {
      title: "Sablier Biotech cède les droits mondiaux de SB-0442 à l'américain Harborlight",
      text: "Nantes – La biotech nantaise Sablier Biotech a signé un accord de licence exclusive mondiale avec l'américain Harborlight Pharmaceuticals pour SB-0442, un inhibiteur oral de l'intégrine αvβ6 en développement dans la fibrose pulmonaire idiopathique (FPI). Harborlight versera 60 millions de dollars à la signature et jusqu'à 815 millions de dollars de paiements d'étape, ainsi que des redevances. Il prendra en charge l'essai de phase 2b prévu en 2026. « Cet accord valide dix ans de recherche sur la fibrose », a déclaré le président de Sablier, Hugo Lemaire. Les traitements actuels de la FPI, le nintédanib et la pirfénidone, ne font que ralentir la maladie.",
      labels: { event: "licensing", company: "Sablier Biotech", asset: "SB0442", indication: "Idiopathic pulmonary fibrosis", regulator: null, also: ["Harborlight Pharmaceuticals"] },
    },
    {
      title: "Boussole Therapeutics prend une licence sur un inhibiteur de BTK du coréen Sorim",
      text: "Lille – Boussole Therapeutics a obtenu du sud-coréen Sorim Bioscience les droits exclusifs de développement et de commercialisation du dovenbrutinib hors Asie. Cet inhibiteur oral de la tyrosine kinase de Bruton a achevé une étude de phase 2 en Corée dans l'urticaire chronique spontanée. Boussole versera 12 millions de dollars à la signature, puis jusqu'à 240 millions de dollars selon l'avancement du programme. La biotech lilloise prévoit de démarrer un essai de phase 2b en Europe et aux États-Unis au second semestre et indique disposer de 70 millions d'euros de trésorerie pour le financer.",
      labels: { event: "licensing", company: "Boussole Therapeutics", asset: "dovenbrutinib", indication: "Chronic spontaneous urticaria", regulator: null, also: ["Sorim Bioscience"] },
    },
    {
      title: "Medincell s'allie à AbbVie dans les injectables à action prolongée",
      text: "Montpellier – Medincell a conclu avec le géant américain AbbVie un accord de co-développement et de commercialisation portant sur jusqu'à six produits injectables à longue durée d'action, fondés sur sa technologie BEPO. La société héraultaise percevra 35 millions de dollars à la signature ; des paiements d'étape et des redevances sur les ventes sont également prévus. Les deux partenaires se répartiront les travaux de formulation et de développement. Medincell a déjà validé sa plateforme avec Teva dans la schizophrénie.",
      labels: { event: "partnership", company: "Medincell", asset: null, indication: null, regulator: null, also: ["AbbVie"] },
    },
    {
      title: "Verrière Biosciences et Ardoise Bio unissent leurs forces dans la rétinite pigmentaire",
      text: "Strasbourg – Verrière Biosciences et Ardoise Bio ont signé un accord de collaboration pour développer conjointement VRB-12, une thérapie génique optogénétique destinée aux patients atteints de rétinite pigmentaire à un stade avancé. Les deux sociétés partageront à parts égales les coûts de développement et les futurs profits. Verrière apporte son vecteur AAV, Ardoise sa protéine photosensible. Un premier essai de phase 1/2 doit démarrer fin 2027, une fois les autorisations réglementaires obtenues. « Ensemble, nous irons plus vite », a commenté Mathilde Kessler, directrice générale de Verrière. La maladie touche environ une personne sur 4 000.",
      labels: { event: "partnership", company: "Verrière Biosciences", asset: "VRB12", indication: "Retinitis pigmentosa", regulator: null, also: ["Ardoise Bio"] },
    },
    {
      title: "Ipsen rachète l'américain Epizyme pour 247 millions de dollars",
      text: "Paris – Ipsen a annoncé l'acquisition de la biotech américaine Epizyme, basée à Cambridge (Massachusetts), pour 1,45 dollar par action en numéraire, soit environ 247 millions de dollars. Les actionnaires recevront en outre un certificat de valeur conditionnelle (CVR) d'un dollar par action, lié à une autorisation du Tazverik (tazémétostat) en deuxième ligne du lymphome folliculaire. L'inhibiteur d'EZH2 est déjà autorisé aux États-Unis dans le lymphome folliculaire en rechute ou réfractaire. Le groupe français poursuit ainsi le renforcement de son portefeuille en oncologie. La transaction doit être finalisée au troisième trimestre.",
      labels: { event: "acquisition", company: "Ipsen", asset: "tazemetostat", indication: "Follicular lymphoma", regulator: null, also: ["Epizyme"] },
    },
    {
      title: "Cabestan Pharma met la main sur Perce-Neige Thérapeutique",
      text: "Grenoble – Cabestan Pharma a signé un accord en vue d'acquérir la totalité du capital de la biotech grenobloise Perce-Neige Thérapeutique pour 410 millions d'euros, dont 260 millions payés à la clôture et jusqu'à 150 millions de compléments de prix. Perce-Neige développe PNT-601, un ouvreur des canaux potassiques Kv7 en phase 2 dans l'épilepsie focale pharmacorésistante. « Cette acquisition ancre Cabestan dans les neurosciences », a souligné son directeur général, Étienne Roussel. Perce-Neige avait levé 95 millions d'euros depuis 2019. La finalisation est attendue d'ici la fin de l'année, sous réserve du feu vert des autorités de la concurrence.",
      labels: { event: "acquisition", company: "Cabestan Pharma", asset: "PNT601", indication: "Epilepsy", regulator: null, also: ["Perce-Neige Thérapeutique"] },
    },
    {
      title: "Hérisson Bio dépose une demande d'AMM européenne pour le serdikibart",
      text: "Montpellier – Hérisson Bio a soumis à l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour le serdikibart, son anticorps anti-IL-1α/β, dans l'hidradénite suppurée modérée à sévère de l'adulte. Le dossier s'appuie sur les études de phase 3 HIDRA-1 et HIDRA-2, menées chez 1 020 patients, dans lesquelles 48 % et 45 % des patients traités ont atteint une réponse HiSCR75 à la semaine 16, contre 22 % et 24 % sous placebo. Une soumission auprès de la FDA est prévue au premier trimestre. « C'est une étape majeure pour une maladie longtemps négligée », a estimé le directeur médical, Karim Benali.",
      labels: { event: "submission", company: "Hérisson Bio", asset: "serdikibart", indication: "Hidradenitis suppurativa", regulator: "EMA" },
    },
    {
      title: "Migraine : l'EMA valide le dossier d'AMM du corvagépant de Tambourin Biotech",
      text: "Aix-en-Provence – Tambourin Biotech a annoncé que l'Agence européenne des médicaments (EMA) a validé sa demande d'autorisation de mise sur le marché pour le corvagépant, un antagoniste oral du récepteur du CGRP, dans le traitement préventif de la migraine chez l'adulte. La validation ouvre la procédure d'évaluation centralisée par le CHMP, dont l'avis est attendu au second semestre 2027. La demande repose sur l'étude de phase 3 CADENCE, où le corvagépant a réduit le nombre mensuel de jours de migraine de 4,1 jours, contre 2,6 jours sous placebo. La société cherche un partenaire pour la commercialisation en Europe.",
      labels: { event: "filing-acceptance", company: "Tambourin Biotech", asset: "corvagepant", indication: "Migraine", regulator: "EMA" },
    },
    {
      title: "NASH : Inventiva obtient la désignation « Breakthrough Therapy » pour le lanifibranor",
      text: "Daix – La biotech côte-d'orienne Inventiva a annoncé que la Food and Drug Administration américaine a accordé la désignation de thérapie innovante (Breakthrough Therapy) au lanifibranor, son agoniste pan-PPAR, dans le traitement de la stéatohépatite non alcoolique (NASH). La décision s'appuie sur l'étude de phase 2b NATIVE, dont les résultats publiés en juin ont montré des effets à la fois sur la résolution de la NASH et sur la fibrose. Ce statut ouvre la voie à un accompagnement renforcé par l'agence et à une éventuelle évaluation accélérée. Inventiva prévoit de lancer son essai pivot de phase 3 en 2021.",
      labels: { event: "designation", company: "Inventiva", asset: "lanifibranor", indication: "MASH", regulator: "FDA" },
    },
    {
      title: "Insuline hebdomadaire : la FDA adresse une lettre de réponse complète à Novo Nordisk",
      text: "Copenhague – L'agence américaine du médicament (FDA) a adressé une lettre de réponse complète (« complete response letter ») à Novo Nordisk pour sa demande d'autorisation de l'insuline icodec, une insuline basale à injection hebdomadaire. Selon le laboratoire danois, les demandes de la FDA portent sur le procédé de fabrication et sur l'indication dans le diabète de type 1. Novo Nordisk ne prévoit pas d'y répondre avant la fin de l'année. Le produit est pourtant déjà autorisé sous le nom d'Awiqli, notamment dans l'Union européenne et au Canada. Le dossier américain couvrait les diabètes de type 1 et de type 2.",
      labels: { event: "complete-response-letter", company: "Novo Nordisk", asset: "insulin icodec", indication: "Diabetes", regulator: "FDA" },
    },
    {
      title: "Maladie de Lyme : Pfizer et Valneva lancent l'essai de phase 3 VALOR",
      text: "Saint-Herblain – Valneva et son partenaire Pfizer ont annoncé le lancement de l'essai de phase 3 VALOR évaluant VLA15, leur candidat vaccin contre la maladie de Lyme. L'étude doit recruter environ 6 000 participants âgés de 5 ans et plus dans des régions où la maladie est fortement endémique, aux États-Unis et en Europe. Pfizer, promoteur de l'essai, envisage de soumettre les demandes d'autorisation en 2026 si les résultats sont positifs. VLA15 est le seul candidat vaccin contre la maladie de Lyme en développement clinique avancé. Les deux groupes collaborent sur ce programme depuis avril 2020.",
      labels: { event: "trial-start", company: "Valneva", asset: "VLA15", indication: "Lyme disease", regulator: null, also: ["Pfizer"] },
    },
    {
      title: "Abivax réussit son introduction au Nasdaq",
      text: "Paris – La biotech française Abivax a finalisé son introduction en Bourse sur le Nasdaq, à New York, dans le cadre d'une offre globale de plus de 200 millions de dollars associant des American Depositary Shares aux États-Unis et un placement en Europe. La société, déjà cotée sur Euronext Paris, entend utiliser le produit de l'opération pour financer le développement de l'obéfazimod dans la rectocolite hémorragique, où un programme de phase 3 est en cours, ainsi que dans la maladie de Crohn. Il s'agit de l'une des plus importantes introductions en Bourse d'une biotech européenne cette année.",
      labels: { event: "financing", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Cerf-Volant Bio lève 38 millions d'euros en série A",
      text: "Marseille – La start-up marseillaise Cerf-Volant Bio a bouclé un tour de table de série A de 38 millions d'euros, mené par le fonds Galion Santé Capital aux côtés de ses investisseurs historiques. Fondée en 2022 par deux chercheurs en neuro-oncologie, la société veut mener jusqu'à la preuve de concept clinique son candidat CVB-01, une thérapie cellulaire CAR-T dirigée contre le glioblastome, la plus agressive des tumeurs cérébrales. Un premier essai de phase 1 doit débuter en 2027. « Cette levée nous donne trois ans de visibilité », a expliqué sa présidente, Inès Marchetti. L'effectif doit doubler pour atteindre 40 personnes.",
      labels: { event: "financing", company: "Cerf-Volant Bio", asset: "CVB01", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Quenouille Biotech inaugure son usine de vecteurs viraux près de Rennes",
      text: "Rennes – Quenouille Biotech a inauguré jeudi son nouveau site de production de vecteurs viraux à Bruz, en Ille-et-Vilaine, en présence d'élus locaux. L'usine de 6 500 m², qui a nécessité un investissement de 72 millions d'euros, emploiera à terme 150 personnes. Elle produira des lots cliniques pour les thérapies géniques de la société mais aussi, en sous-traitance, pour des clients extérieurs. « La France doit être capable de produire ses propres biomédicaments », a déclaré le directeur général, Yann Le Goff. Le site devrait obtenir sa certification BPF au premier semestre.",
      labels: { event: null, company: "Quenouille Biotech", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "La Comisión Europea autoriza Bimervax, la vacuna de Hipra contra la COVID-19",
      text: "Amer (Girona) – La Comisión Europea ha concedido la autorización de comercialización a Bimervax, la vacuna de proteína recombinante contra la COVID-19 desarrollada por la farmacéutica catalana Hipra, tras la opinión positiva del Comité de Medicamentos de Uso Humano (CHMP) de la Agencia Europea de Medicamentos. El suero, conocido durante su desarrollo como PHH-1V, está indicado como dosis de refuerzo en personas de 16 años o más que hayan recibido previamente una vacuna de ARN mensajero. Es la primera vacuna contra el coronavirus desarrollada en España que obtiene la autorización europea.",
      labels: { event: "approval", company: "Hipra", asset: "PHH1V", indication: "COVID-19", regulator: "European Commission" },
    },
    {
      title: "Almirall recibe luz verde de Bruselas para Klisyri en queratosis actínica",
      text: "Barcelona – Almirall ha obtenido la aprobación de la Comisión Europea para Klisyri (tirbanibulina) para el tratamiento tópico de la queratosis actínica no hiperqueratósica y no hipertrófica de la cara o el cuero cabelludo en adultos. La pomada se aplica una vez al día durante cinco días consecutivos, un ciclo mucho más corto que el de otros tratamientos tópicos. La aprobación se basa en dos ensayos de fase 3 con 702 pacientes. Almirall adquirió en 2017 los derechos de la molécula para Europa y Rusia a la estadounidense Athenex.",
      labels: { event: "approval", company: "Almirall", asset: "tirbanibulin", indication: "Actinic keratosis", regulator: "European Commission" },
    },
    {
      title: "La FDA aprueba Zepbound como primer fármaco para la apnea obstructiva del sueño",
      text: "Indianápolis – La FDA estadounidense ha aprobado Zepbound (tirzepatida), de Eli Lilly, para el tratamiento de la apnea obstructiva del sueño de moderada a grave en adultos con obesidad, junto con dieta y ejercicio. Se trata del primer medicamento autorizado para esta indicación. En los ensayos SURMOUNT-OSA, la tirzepatida redujo de forma significativa el número de episodios de apnea e hipopnea por hora frente a placebo. Zepbound ya estaba aprobado en EE UU para el control crónico del peso; en España, la tirzepatida se comercializa como Mounjaro.",
      labels: { event: "approval", company: "Eli Lilly", asset: "tirzepatide", indication: "Obstructive sleep apnea", regulator: "FDA" },
    },
    {
      title: "Amgen cae en bolsa pese a una pérdida de peso de hasta el 20 % con MariTide",
      text: "Thousand Oaks (California) – Amgen ha comunicado los resultados de la fase 2 de MariTide (maridebart cafraglutida), su anticuerpo de administración mensual contra la obesidad. Los participantes sin diabetes tipo 2 perdieron de media hasta cerca de un 20 % de su peso a las 52 semanas, sin que se observara una meseta. Sin embargo, la cifra se quedó por debajo de lo que esperaba parte del mercado y las acciones de la compañía cayeron con fuerza en Wall Street. Amgen prevé iniciar un amplio programa de fase 3. El fármaco combina el agonismo del receptor GLP-1 con el antagonismo del receptor GIP.",
      labels: { event: "readout", company: "Amgen", asset: "maridebart cafraglutide", indication: "Obesity", regulator: null },
    },
    {
      title: "Ivonescimab supera a pembrolizumab en supervivencia libre de progresión en cáncer de pulmón",
      text: "San Diego – La biotecnológica china Akeso ha presentado en la Conferencia Mundial sobre Cáncer de Pulmón (WCLC) los resultados del ensayo de fase 3 HARMONi-2, en el que su anticuerpo biespecífico PD-1/VEGF ivonescimab se comparó directamente con pembrolizumab (Keytruda) en primera línea de cáncer de pulmón no microcítico avanzado con expresión de PD-L1. La mediana de supervivencia libre de progresión fue de 11,14 meses frente a 5,82 meses, con un hazard ratio de 0,51. El estudio incluyó a 398 pacientes, todos en China. Summit Therapeutics, que tiene los derechos del fármaco en EE UU y Europa, entre otros mercados, prepara ensayos globales.",
      labels: { event: "readout", company: "Akeso", asset: "ivonescimab", indication: "Non-small cell lung cancer", regulator: null, also: ["Summit Therapeutics"] },
    },
    {
      title: "ESMO: Azulejo Therapeutics presenta datos de mevonrasib en cáncer de páncreas",
      text: "Valencia – La biotecnológica valenciana Azulejo Therapeutics ha presentado en el congreso de la Sociedad Europea de Oncología Médica (ESMO) los primeros datos de su ensayo de fase 1/2 con mevonrasib, un inhibidor oral de KRAS G12D. Entre los 38 pacientes evaluables con adenocarcinoma ductal de páncreas metastásico previamente tratado, la tasa de respuesta objetiva fue del 29 % y la de control de la enfermedad, del 84 %. Los efectos adversos más frecuentes fueron diarrea y náuseas, mayoritariamente de grado 1 o 2. «Son cifras impensables en páncreas hace pocos años», señaló su consejera delegada, Lucía Ferrándiz. La compañía busca un socio para la fase 3.",
      labels: { event: "readout", company: "Azulejo Therapeutics", asset: "mevonrasib", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "MSD paga 588 millones por la licencia de un biespecífico PD-1/VEGF de la china LaNova",
      text: "Rahway (Nueva Jersey) – MSD ha firmado un acuerdo de licencia exclusiva mundial con la china LaNova Medicines para LM-299, un anticuerpo biespecífico dirigido contra PD-1 y VEGF en fase inicial de desarrollo. La farmacéutica estadounidense pagará 588 millones de dólares por adelantado y LaNova podrá recibir hasta 2.700 millones de dólares adicionales en hitos de desarrollo, regulatorios y comerciales. El acuerdo se suma a la oleada de operaciones de grandes farmacéuticas con biotecnológicas chinas en esta clase de fármacos, que ganó protagonismo tras los datos de ivonescimab frente a Keytruda, el inmunoterápico estrella de MSD.",
      labels: { event: "licensing", company: "Merck & Co.", asset: "LM299", indication: null, regulator: null, also: ["LaNova Medicines"] },
    },
    {
      title: "Candil Biotech licencia a Kurobane Pharma los derechos en Japón de CDL-0912",
      text: "Sevilla – La sevillana Candil Biotech ha cerrado un acuerdo de licencia con la japonesa Kurobane Pharma, que obtiene los derechos exclusivos de desarrollo y comercialización en Japón de CDL-0912, un anticuerpo monoclonal anti-BDCA2 en fase 2 para el lupus eritematoso sistémico. Candil recibirá un pago inicial de 18 millones de euros y hasta 205 millones en hitos, además de royalties de dos dígitos sobre las ventas netas. Kurobane asumirá los costes del ensayo puente que exigen las autoridades japonesas. «Es la operación más importante de nuestra historia», afirmó su fundador y consejero delegado, Javier Olmedo. La compañía cerró en 2024 una ronda de 30 millones.",
      labels: { event: "licensing", company: "Candil Biotech", asset: "CDL0912", indication: "Systemic lupus erythematosus", regulator: null, also: ["Kurobane Pharma"] },
    },
    {
      title: "Abanico Bio y Tinaja Pharma codesarrollarán un biespecífico para el mieloma múltiple",
      text: "Barcelona – Abanico Bio y Tinaja Pharma han firmado una alianza estratégica para codesarrollar ABN-702, un anticuerpo biespecífico que redirige los linfocitos T contra la proteína GPRC5D en el mieloma múltiple. Ambas compañías compartirán al 50 % los costes y los beneficios en todo el mundo; Abanico liderará el ensayo de fase 1, que arrancará en 2027 en hospitales españoles, y Tinaja se encargará de la fabricación. No habrá pago inicial. «Sumamos nuestra ingeniería de anticuerpos a la capacidad industrial de Tinaja», explicó la consejera delegada de Abanico, Marta Quiroga.",
      labels: { event: "partnership", company: "Abanico Bio", asset: "ABN702", indication: "Multiple myeloma", regulator: null, also: ["Tinaja Pharma"] },
    },
    {
      title: "Veleta Biomedical se alía con la estadounidense Northgate Biologics en edición de ARN",
      text: "Málaga – Veleta Biomedical ha firmado un acuerdo de colaboración en investigación con la estadounidense Northgate Biologics para aplicar su plataforma de edición de ARN al déficit de alfa-1 antitripsina, una enfermedad hereditaria que daña el pulmón y el hígado. Northgate financiará la investigación y pagará a Veleta 9 millones de dólares por adelantado, con posibles hitos de hasta 150 millones por cada candidato que llegue a la clínica. Los equipos de ambas compañías trabajarán de forma conjunta durante al menos tres años. La biotecnológica malagueña, fundada en 2020, cuenta con 48 empleados.",
      labels: { event: "partnership", company: "Veleta Biomedical", asset: null, indication: "Alpha-1 antitrypsin deficiency", regulator: null, also: ["Northgate Biologics"] },
    },
    {
      title: "Roche compra Telavant a Roivant por 7.100 millones de dólares",
      text: "Basilea – Roche ha acordado la compra de Telavant, filial de Roivant Sciences, por 7.100 millones de dólares por adelantado y un pago adicional de 150 millones ligado a un hito a corto plazo. Con la operación, el grupo suizo se hace con los derechos en Estados Unidos y Japón de RVT-3101, un anticuerpo anti-TL1A en desarrollo para la enfermedad inflamatoria intestinal, incluidas la colitis ulcerosa y la enfermedad de Crohn. Pfizer, accionista minoritario de Telavant, conservará los derechos de comercialización fuera de esos mercados. A principios de año, MSD ya había comprado Prometheus, que desarrolla un fármaco de la misma clase.",
      labels: { event: "acquisition", company: "Roche", asset: "afimkibart", indication: "Inflammatory bowel disease", regulator: null, also: ["Telavant", "Roivant Sciences"] },
    },
    {
      title: "Novartis adquiere Chinook Therapeutics para reforzarse en enfermedades renales",
      text: "Basilea – Novartis ha anunciado la adquisición de la biotecnológica estadounidense Chinook Therapeutics por 40 dólares por acción en efectivo, unos 3.200 millones de dólares, más un derecho de valor contingente de hasta 4 dólares por acción. La compra le da acceso a atrasentán, un antagonista del receptor de endotelina A en fase 3 para la nefropatía por IgA, y a zigakibart, un anticuerpo anti-APRIL en la misma enfermedad. La nefropatía por IgA es una de las principales causas de enfermedad renal crónica en adultos jóvenes. Novartis ya desarrolla iptacopán en esta indicación.",
      labels: { event: "acquisition", company: "Novartis", asset: "atrasentan", indication: "IgA nephropathy", regulator: null, also: ["Chinook Therapeutics", "zigakibart"] },
    },
    {
      title: "Mirlo Therapeutics solicita a la EMA la autorización de telfoxabán",
      text: "Salamanca – Mirlo Therapeutics ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de telfoxabán, un inhibidor oral del factor Xa, para el tratamiento del tromboembolismo venoso en pacientes con cáncer. La solicitud se basa en el ensayo de fase 3 CANOVA, con 1.412 pacientes, en el que telfoxabán fue no inferior a la heparina de bajo peso molecular en recurrencias y redujo un 38 % las hemorragias mayores. La compañía salmantina espera una decisión en 2027. «Queremos ofrecer una alternativa oral segura a las inyecciones diarias», explicó su presidente, Álvaro Sendín.",
      labels: { event: "submission", company: "Mirlo Therapeutics", asset: "telfoxaban", indication: "Venous thromboembolism", regulator: "EMA" },
    },
    {
      title: "La FDA admite a trámite la solicitud de Botijo Biotech para dalvosentán",
      text: "Zaragoza – La agencia estadounidense del medicamento (FDA) ha admitido a trámite la solicitud de nuevo fármaco (NDA) de Botijo Biotech para dalvosentán, un antagonista dual de los receptores de endotelina en formulación inhalada, para el tratamiento de la hipertensión arterial pulmonar. La FDA ha fijado el 22 de agosto como fecha de decisión (PDUFA). El expediente incluye los datos del ensayo de fase 3 ASCENSO, en el que el fármaco mejoró en 41 metros la distancia recorrida en la prueba de marcha de seis minutos frente a placebo. Las acciones de la compañía, que cotiza en BME Growth, subieron un 9 %.",
      labels: { event: "filing-acceptance", company: "Botijo Biotech", asset: "dalvosentan", indication: "Pulmonary arterial hypertension", regulator: "FDA" },
    },
    {
      title: "La FDA otorga la designación de medicamento huérfano a CRB-340 de Carrusel Bio",
      text: "Barcelona – Carrusel Bio ha recibido de la FDA estadounidense la designación de medicamento huérfano para CRB-340, su oligonucleótido que reduce la huntingtina mutada, para el tratamiento de la enfermedad de Huntington. La designación da derecho a siete años de exclusividad comercial en EE UU tras la aprobación, así como a exenciones de tasas y créditos fiscales. CRB-340 se encuentra en un ensayo de fase 1b en España y Países Bajos con 24 pacientes, cuyos primeros resultados se esperan en el segundo semestre. La compañía ya había obtenido una designación equivalente en la Unión Europea el año pasado.",
      labels: { event: "designation", company: "Carrusel Bio", asset: "CRB340", indication: "Huntington's disease", regulator: "FDA" },
    },
    {
      title: "La EMA incluye en PRIME la terapia génica de Cigüeña Pharma para la ataxia de Friedreich",
      text: "Madrid – La Agencia Europea de Medicamentos (EMA) ha dado acceso a su esquema PRIME de medicamentos prioritarios a nerafogén lemparvovec, la terapia génica de Cigüeña Pharma para la ataxia de Friedreich. La decisión se basa en los datos preliminares del ensayo de fase 1/2 FRAXIS, en el que ocho pacientes tratados con una única infusión mostraron un aumento sostenido de la expresión de frataxina en el músculo cardiaco. PRIME permite un diálogo temprano con la agencia y una posible evaluación acelerada. Hoy, el único tratamiento aprobado para la enfermedad es la omaveloxolona, de Biogen. La biotecnológica madrileña prevé iniciar un estudio pivotal en 2027.",
      labels: { event: "designation", company: "Cigüeña Pharma", asset: "nerafogene lemparvovec", indication: "Friedreich's ataxia", regulator: "EMA" },
    },
    {
      title: "La FDA rechaza la terapia asistida con MDMA de Lykos para el estrés postraumático",
      text: "Nueva York – La FDA estadounidense ha emitido una carta de respuesta completa (CRL) a Lykos Therapeutics, con la que rechaza por ahora aprobar la midomafetamina (MDMA) combinada con intervención psicológica para el trastorno de estrés postraumático (TEPT). La agencia pide a la compañía un ensayo de fase 3 adicional para estudiar más a fondo la seguridad y la eficacia. En junio, un comité asesor de la FDA había votado 10 a 1 que los datos no demostraban la eficacia del tratamiento. Lykos, antes conocida como MAPS Public Benefit Corporation, solicitará una reunión con la agencia para que reconsidere su decisión.",
      labels: { event: "complete-response-letter", company: "Lykos Therapeutics", asset: "midomafetamine", indication: "Post-traumatic stress disorder", regulator: "FDA" },
    },
    {
      title: "Zarzamora Biosciences trata al primer paciente con su CAR-T ZB-108",
      text: "Bilbao – Zarzamora Biosciences ha tratado al primer paciente de su ensayo de fase 1 con ZB-108, una terapia CAR-T alogénica dirigida contra CD22 para adultos con leucemia linfoblástica aguda de células B en recaída o refractaria. La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) autorizó el estudio el pasado mes de junio. El ensayo, que se desarrollará en cuatro hospitales españoles, incluirá hasta 30 pacientes y evaluará la seguridad y la dosis recomendada. «Es un momento histórico para la compañía», afirmó su director científico, Iker Larrañaga. Zarzamora cerró el año pasado una ronda serie A de 22 millones de euros.",
      labels: { event: "trial-start", company: "Zarzamora Biosciences", asset: "ZB108", indication: "Acute lymphoblastic leukemia", regulator: "AEMPS" },
    },
    {
      title: "Alcaraván Pharma cierra una ronda serie B de 45 millones",
      text: "Madrid – La biotecnológica madrileña Alcaraván Pharma ha cerrado una ronda de financiación serie B de 45 millones de euros, liderada por el fondo Lumbrera Capital y con la participación de sus inversores históricos. Los fondos se destinarán a completar el ensayo de fase 2 de ALC-221, un inhibidor del complemento de administración intravítrea trimestral para la atrofia geográfica, y a preparar la fase 3. La compañía prevé disponer de resultados en 2027. «Queremos reducir la carga de inyecciones para los pacientes», indicó su consejero delegado, Bernardo Llorente. Es una de las mayores rondas de una biotecnológica española este año.",
      labels: { event: "financing", company: "Alcaraván Pharma", asset: "ALC221", indication: "Geographic atrophy", regulator: null },
    },
    {
      title: "Grifols se desploma en bolsa tras el informe del bajista Gotham City",
      text: "Barcelona – Las acciones de Grifols se desplomaron este martes alrededor de un 26 % en la Bolsa española después de que el fondo bajista Gotham City Research publicara un informe en el que acusa a la compañía de maquillar sus cuentas para ocultar su verdadero nivel de endeudamiento. El informe cuestiona, entre otras cosas, operaciones con sociedades vinculadas a la familia fundadora. Grifols ha rechazado las acusaciones, que califica de falsas y engañosas, y ha anunciado que emprenderá acciones legales. La empresa catalana, uno de los mayores productores mundiales de hemoderivados, arrastra una elevada deuda desde la compra de Biotest.",
      labels: { event: null, company: "Grifols", asset: null, indication: null, regulator: null },
    },
  ],
};
