import type { BriefArticle } from "./briefs";

/**
 * Sixth held-out set for the English brief benchmark: 20 short articles each in German, French
 * and Spanish, written and labelled by hand by a helper session on 2026-11-29 without the engine's
 * code or any other set's articles open. To be measured once and not tuned against; labels were
 * set before any measurement and are not to be edited to fit an engine.
 *
 * Real events (true to the author's knowledge; details the author was unsure of left out):
 * - de 1 FDA accelerated approval of Boehringer Ingelheim's zongertinib (Aug 2025); de 2 European
 *   Commission approval of Eisai and Biogen's lecanemab (Apr 2025); de 11 Bayer's elinzanetant
 *   OASIS 1 and 2 results; de 14 BioNTech and Bristol Myers Squibb BNT327 alliance (Jun 2025);
 *   de 16 Novartis to acquire MorphoSys (Feb 2024); de 17 BioNTech to acquire CureVac (Jun 2025).
 * - fr 1 FDA accelerated approval of Ipsen's elafibranor (Jun 2024); fr 2 FDA approval of
 *   Sanofi and Regeneron's Dupixent in COPD (Sep 2024); fr 10 Abivax obefazimod ABTECT induction
 *   results (Jul 2025); fr 16 Sanofi to acquire Blueprint Medicines (Jun 2025); fr 17 Merck KGaA
 *   to acquire SpringWorks Therapeutics (Apr 2025).
 * - es 1 European Commission approval of Almirall's lebrikizumab (Nov 2023); es 2 FDA approval of
 *   Lilly's Zepbound in obstructive sleep apnea (Dec 2024); es 13 PharmaMar's IMforte results;
 *   es 14 Sanofi's tolebrutinib GEMINI and HERCULES results (Sep 2024); es 17 Novo Holdings to
 *   acquire Catalent (Feb 2024); es 19 Grifols shares after Gotham City Research's report (Jan
 *   2024).
 * All other articles (de 3–10, 12–13, 15, 18–20; fr 3–9, 11–15, 18–20; es 3–12, 15–16, 18, 20)
 * are invented, about fictional companies and medicines (research codes no list knows); real
 * medicines and companies appear in them only in passing, as competitors or comparators.
 */
export const GOLD6_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "FDA erteilt beschleunigte Zulassung für Zongertinib von Boehringer Ingelheim",
      text: "Boehringer Ingelheim hat im August 2025 für seinen oralen HER2-Hemmer Zongertinib eine beschleunigte Zulassung der US-Arzneimittelbehörde FDA erhalten. Das Medikament, das in den USA unter dem Namen Hernexeos vermarktet wird, ist für Erwachsene mit nicht resezierbarem oder metastasiertem nicht-kleinzelligem Lungenkarzinom zugelassen, deren Tumoren aktivierende Mutationen in der HER2-Tyrosinkinasedomäne aufweisen und die bereits eine systemische Therapie erhalten haben. Grundlage sind Daten der Studie Beamion LUNG-1. Eine Bestätigungsstudie soll den klinischen Nutzen belegen.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "zongertinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "EU-Kommission lässt Alzheimer-Antikörper Leqembi zu",
      text: "Die Europäische Kommission hat den Alzheimer-Antikörper Lecanemab (Leqembi) von Eisai und Biogen im April 2025 zugelassen. Die Zulassung gilt für Erwachsene mit leichter kognitiver Störung oder leichter Demenz im Frühstadium der Alzheimer-Krankheit, die höchstens eine Kopie des ApoE4-Gens tragen. Vorausgegangen war eine positive Empfehlung des CHMP der Europäischen Arzneimittel-Agentur im November 2024, nachdem der Ausschuss im Sommer zunächst eine Ablehnung empfohlen hatte. Patienten müssen vor und während der Behandlung regelmäßig per MRT auf Hirnschwellungen und -blutungen (ARIA) überwacht werden.",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "European Commission", also: ["Biogen"] },
    },
    {
      title: "Auenfeld Biotech reicht EU-Zulassungsantrag für Morbus-Crohn-Kandidaten ein",
      text: "Die Leipziger Auenfeld Biotech AG hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Antrag auf Marktzulassung für AUF-218 gestellt. Der orale, darmselektive JAK1-Hemmer soll bei Erwachsenen mit mittelschwerem bis schwerem Morbus Crohn eingesetzt werden, die auf eine konventionelle Therapie oder ein Biologikum wie Vedolizumab unzureichend angesprochen haben. Grundlage sind zwei Phase-III-Studien mit zusammen 1.210 Patienten, in denen AUF-218 sowohl die klinische Remission als auch das endoskopische Ansprechen nach 12 Wochen signifikant verbesserte. Mit einer Entscheidung rechnet das Unternehmen im ersten Halbjahr 2028.",
      labels: { event: "submission", company: "Auenfeld Biotech", asset: "AUF218", indication: "Crohn's disease", regulator: "EMA" },
    },
    {
      title: "Nordhafen Therapeutics beantragt US-Zulassung für Glioblastom-Therapie",
      text: "Die Hamburger Nordhafen Therapeutics GmbH hat bei der US-Arzneimittelbehörde FDA einen Zulassungsantrag (Biologics License Application) für NH-0725 eingereicht. Das Unternehmen beantragt eine beschleunigte Zulassung des onkolytischen Virus zur Behandlung von Erwachsenen mit rezidiviertem Glioblastom. Die Einreichung stützt sich auf eine einarmige Phase-II-Studie mit 94 Patienten, in der das mediane Gesamtüberleben 13,1 Monate betrug. NH-0725 hat in den USA bereits den Orphan-Drug-Status. Parallel bereitet Nordhafen einen Antrag bei der EMA vor.",
      labels: { event: "submission", company: "Nordhafen Therapeutics", asset: "NH0725", indication: "Glioblastoma", regulator: "FDA" },
    },
    {
      title: "EMA validiert Zulassungsantrag von Sternberg Pharma für MS-Präparat",
      text: "Die Europäische Arzneimittel-Agentur (EMA) hat den Zulassungsantrag der Sternberg Pharma AG für SBP-1130 validiert und damit das zentrale Prüfverfahren eingeleitet. Sternberg will das subkutan verabreichte Medikament zur Behandlung der schubförmig remittierenden Multiplen Sklerose bei Erwachsenen auf den Markt bringen. In der Phase-III-Studie SIRIUS senkte SBP-1130 die jährliche Schubrate im Vergleich zu Teriflunomid um 46 Prozent. Die Aktie des Münchner Unternehmens legte nach der Mitteilung um vier Prozent zu.",
      labels: { event: "filing-acceptance", company: "Sternberg Pharma", asset: "SBP1130", indication: "Multiple sclerosis", regulator: "EMA" },
    },
    {
      title: "PRIME-Status für Gentherapie von Talbrück Biologics",
      text: "Die Europäische Arzneimittel-Agentur (EMA) hat der Gentherapie TLB-902 von Talbrück Biologics den PRIME-Status (PRIority MEdicines) zuerkannt. Der Kandidat wird zur Behandlung der Friedreich-Ataxie entwickelt, einer erblichen neurodegenerativen Erkrankung, für die in der EU bislang nur Omaveloxolon zugelassen ist. TLB-902 soll mithilfe eines AAV-Vektors das Frataxin-Gen in Herz- und Nervenzellen einschleusen. Die Einstufung beruht auf vorläufigen Daten einer Phase-I/II-Studie mit zwölf Patienten. Das Heidelberger Unternehmen erhält dadurch unter anderem eine frühzeitige wissenschaftliche Beratung durch die Behörde.",
      labels: { event: "designation", company: "Talbrück Biologics", asset: "TLB902", indication: "Friedreich's ataxia", regulator: "EMA" },
    },
    {
      title: "Complete Response Letter: FDA verlangt weitere Daten zu Isarwerk-Präparat",
      text: "Die Isarwerk Biopharma AG hat von der US-Arzneimittelbehörde FDA einen Complete Response Letter für ihr Schizophrenie-Medikament IW-3301 erhalten. Die Behörde bemängelt nach Angaben des Unternehmens die Unterlagen zur Herstellung des Depotpräparats und fordert zusätzliche Daten zur Stabilität. Zur Wirksamkeit und Sicherheit habe die FDA keine Einwände erhoben. Isarwerk will die Mängel beheben und den Antrag innerhalb von sechs Monaten erneut einreichen. Die Aktie brach im Frankfurter Handel um fast 30 Prozent ein.",
      labels: { event: "complete-response-letter", company: "Isarwerk Biopharma", asset: "IW3301", indication: "Schizophrenia", regulator: "FDA" },
    },
    {
      title: "Rückschlag für Mainfeld Therapeutics in den USA",
      text: "Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag der Mainfeld Therapeutics GmbH für MFT-204 zur Behandlung der Colitis ulcerosa vorerst nicht genehmigt. In ihrem Complete Response Letter fordert die Behörde eine zusätzliche klinische Studie, da die Ergebnisse der Erhaltungsphase in der Zulassungsstudie nicht ausreichend robust gewesen seien. Mainfeld prüft nun gemeinsam mit seinem US-Partner Halcyon Pharma die nächsten Schritte. In Europa läuft das Prüfverfahren der EMA für MFT-204 unabhängig davon weiter.",
      labels: { event: "complete-response-letter", company: "Mainfeld Therapeutics", asset: "MFT204", indication: "Ulcerative colitis", regulator: "FDA", also: ["Halcyon Pharma"] },
    },
    {
      title: "Elbquell Biotech behandelt ersten Patienten in Phase-I-Studie",
      text: "Die Dresdner Elbquell Biotech GmbH hat den ersten Patienten in ihrer Phase-I-Studie mit EQ-117 behandelt. Der bispezifische T-Zell-Engager richtet sich gegen das Tumorantigen CEACAM5 und wird bei Patienten mit fortgeschrittenem, mikrosatellitenstabilem Darmkrebs getestet, die mindestens zwei Vortherapien erhalten haben. Die Studie soll an acht Zentren in Deutschland und Spanien rund 60 Teilnehmer einschließen. Erste Daten zur Sicherheit erwartet das Unternehmen Ende 2027.",
      labels: { event: "trial-start", company: "Elbquell Biotech", asset: "EQ117", indication: "Colorectal cancer", regulator: null },
    },
    {
      title: "Wendelstein Pharma startet Phase-III-Studie bei Herzinsuffizienz",
      text: "Die Wendelstein Pharma GmbH hat in ihrer Phase-III-Studie HEARTH-1 den ersten Patienten randomisiert. Untersucht wird der orale Wirkstoff WP-3310 bei Patienten mit chronischer Herzinsuffizienz und erhaltener oder leicht reduzierter Ejektionsfraktion; primärer Endpunkt ist die Zeit bis zum kardiovaskulären Tod oder zur ersten Krankenhauseinweisung wegen Herzinsuffizienz. Geplant sind rund 4.800 Teilnehmer in 22 Ländern. WP-3310 wird zusätzlich zur Standardtherapie gegeben, die bei vielen Patienten bereits einen SGLT2-Hemmer wie Empagliflozin umfasst.",
      labels: { event: "trial-start", company: "Wendelstein Pharma", asset: "WP3310", indication: "Heart failure", regulator: null },
    },
    {
      title: "Bayer: Elinzanetant erreicht primäre Endpunkte in zwei Phase-III-Studien",
      text: "Bayer hat positive Ergebnisse aus den Phase-III-Studien OASIS 1 und OASIS 2 mit Elinzanetant vorgelegt. Der nicht-hormonelle Wirkstoff, ein dualer Neurokinin-1- und -3-Rezeptorantagonist, verringerte bei Frauen mit mittelschweren bis schweren vasomotorischen Symptomen in den Wechseljahren sowohl die Häufigkeit als auch den Schweregrad der Hitzewallungen im Vergleich zu Placebo signifikant. Beide Studien erreichten damit alle primären Endpunkte in den Wochen 4 und 12. Bayer kündigte an, auf Basis der Daten Zulassungsanträge vorzubereiten.",
      labels: { event: "readout", company: "Bayer", asset: "elinzanetant", indication: "Menopausal vasomotor symptoms", regulator: null },
    },
    {
      title: "Kranichsee Bio verfehlt Ziel in Phase-IIb-Studie bei Lungenfibrose",
      text: "Die Kranichsee Bio AG ist mit ihrem Wirkstoffkandidaten KSB-550 in einer Phase-IIb-Studie bei idiopathischer Lungenfibrose gescheitert. Nach 52 Wochen unterschied sich der Rückgang der forcierten Vitalkapazität (FVC) unter KSB-550 nicht signifikant von dem unter Placebo; der primäre Endpunkt wurde damit verfehlt. Auch bei den sekundären Endpunkten zeigte sich kein Vorteil. Das Unternehmen will die Entwicklung in dieser Indikation einstellen und sich auf die Phase-I-Studie bei systemischer Sklerose konzentrieren. Die Aktie verlor im frühen Handel mehr als die Hälfte ihres Wertes.",
      labels: { event: "readout", company: "Kranichsee Bio", asset: "KSB550", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "Vogelsang Biologics lizenziert Claudin-18.2-ADC aus China ein",
      text: "Die Vogelsang Biologics GmbH hat sich von der chinesischen Yunfan Biopharma die exklusiven Rechte an dem Antikörper-Wirkstoff-Konjugat YFB-211 für Europa gesichert. Vogelsang leistet eine Vorabzahlung von 40 Mio. Euro; hinzu kommen mögliche Meilensteinzahlungen von bis zu 610 Mio. Euro sowie gestaffelte Lizenzgebühren. YFB-211 richtet sich gegen Claudin 18.2 und wird in China in einer Phase-III-Studie zur Erstlinienbehandlung von Magenkrebs geprüft. Vogelsang will in Europa eine eigene Zulassungsstudie starten.",
      labels: { event: "licensing", company: "Vogelsang Biologics", asset: "YFB211", indication: "Gastric cancer", regulator: null, also: ["Yunfan Biopharma"] },
    },
    {
      title: "BioNTech und Bristol Myers Squibb vereinbaren Milliardenallianz für BNT327",
      text: "BioNTech und Bristol Myers Squibb (BMS) werden den bispezifischen Antikörper BNT327 gemeinsam entwickeln und vermarkten. Das gaben die Unternehmen Anfang Juni 2025 bekannt. BMS zahlt 1,5 Mrd. US-Dollar vorab sowie bis 2028 weitere 2 Mrd. US-Dollar an nicht an Bedingungen geknüpften Jahreszahlungen; hinzu kommen mögliche Meilensteinzahlungen von bis zu 7,6 Mrd. US-Dollar. Gewinne und Verluste teilen sich die Partner zu gleichen Teilen. BNT327 richtet sich gegen PD-L1 und VEGF-A und wird bei mehreren soliden Tumoren klinisch geprüft.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: "Solid tumors", regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Quellwerk Bio und Norvance Pharma kooperieren bei Lupus-Nephritis",
      text: "Das Berliner Biotech-Unternehmen Quellwerk Bio GmbH und die dänische Norvance Pharma A/S haben eine Forschungskooperation zur Lupus-Nephritis geschlossen. Quellwerk bringt seine Plattform für gewebespezifische Lipid-Nanopartikel ein, Norvance seine Erfahrung in der Nephrologie und der klinischen Entwicklung. Ziel ist es, innerhalb von drei Jahren bis zu zwei Entwicklungskandidaten in die Klinik zu bringen. Die Forschungskosten tragen beide Seiten je zur Hälfte; finanzielle Details wurden nicht veröffentlicht.",
      labels: { event: "partnership", company: "Quellwerk Bio", asset: null, indication: "Lupus nephritis", regulator: null, also: ["Norvance Pharma"] },
    },
    {
      title: "Novartis übernimmt MorphoSys für 2,7 Mrd. Euro",
      text: "Novartis will das Planegger Biotechnologieunternehmen MorphoSys übernehmen. Der Schweizer Pharmakonzern bietet den Aktionären 68 Euro je Aktie in bar, was einem Eigenkapitalwert von rund 2,7 Mrd. Euro entspricht. Im Zentrum des Interesses steht Pelabresib, ein BET-Inhibitor, den MorphoSys in der Phase-III-Studie MANIFEST-2 in Kombination mit Ruxolitinib bei Myelofibrose untersucht hat. Vorstand und Aufsichtsrat von MorphoSys unterstützen das im Februar 2024 angekündigte Angebot.",
      labels: { event: "acquisition", company: "Novartis", asset: "pelabresib", indication: "Myelofibrosis", regulator: null, also: ["MorphoSys"] },
    },
    {
      title: "BioNTech kauft CureVac im Aktientausch",
      text: "Die Mainzer BioNTech SE übernimmt den Tübinger mRNA-Spezialisten CureVac. Die im Juni 2025 angekündigte Transaktion soll vollständig in Aktien abgewickelt werden und bewertet CureVac mit rund 1,25 Mrd. US-Dollar. CureVac-Aktionäre sollen für ihre Aktien American Depositary Shares von BioNTech erhalten. BioNTech will mit dem Zukauf seine Kompetenzen bei mRNA-Design und -Herstellung für Krebsimmuntherapien stärken.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["CureVac"] },
    },
    {
      title: "Alpenrose Biotech sammelt 85 Mio. Euro in Serie-B-Runde ein",
      text: "Die Münchner Alpenrose Biotech GmbH hat in einer Serie-B-Finanzierungsrunde 85 Mio. Euro eingeworben. Angeführt wurde die Runde von einem neuen Investor aus den USA, die bestehenden Geldgeber beteiligten sich ebenfalls. Mit dem Kapital will das Unternehmen seinen Antikörper ARB-105 gegen den OX40-Liganden durch eine Phase-IIb-Studie bei mittelschwerer bis schwerer atopischer Dermatitis bringen. Erste Daten werden für 2028 erwartet.",
      labels: { event: "financing", company: "Alpenrose Biotech", asset: "ARB105", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Fichtelberg Pharma platziert Kapitalerhöhung über 62,5 Mio. Euro",
      text: "Die börsennotierte Fichtelberg Pharma AG hat im Rahmen einer Kapitalerhöhung 5,0 Millionen neue Aktien zu je 12,50 Euro bei institutionellen Investoren platziert und damit brutto 62,5 Mio. Euro eingenommen. Der Erlös soll vor allem die Phase-III-Studie mit FBP-021 finanzieren, einem Wirkstoff zur Behandlung motorischer Fluktuationen bei Morbus Parkinson. Die Finanzierungsreichweite verlängert sich damit bis ins zweite Quartal 2029. Das Bezugsrecht der Altaktionäre wurde ausgeschlossen.",
      labels: { event: "financing", company: "Fichtelberg Pharma", asset: "FBP021", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "Personalie: Steinhaus Pharma beruft neue Medizinvorständin",
      text: "Die Steinhaus Pharma AG hat Dr. Katharina Leopold mit Wirkung zum 1. Januar 2027 zur Chief Medical Officer und zum Mitglied des Vorstands bestellt. Leopold war zuletzt bei einem großen Schweizer Pharmakonzern für die klinische Entwicklung in der Immunologie verantwortlich. Sie folgt auf Dr. Michael Brandt, der nach acht Jahren in den Ruhestand geht. Aufsichtsratschef Peter Haas sprach von einer „idealen Besetzung“ für die nächste Wachstumsphase.",
      labels: { event: null, company: "Steinhaus Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "Feu vert accéléré de la FDA pour l'élafibranor d'Ipsen dans la cholangite biliaire primitive",
      text: "Ipsen a annoncé en juin 2024 que la Food and Drug Administration américaine avait accordé une autorisation accélérée à l'élafibranor (Iqirvo) dans la cholangite biliaire primitive (CBP). Le traitement est indiqué en association avec l'acide ursodésoxycholique (AUDC) chez les adultes ayant une réponse insuffisante à l'AUDC, ou en monothérapie chez ceux qui ne le tolèrent pas. La décision repose sur l'essai de phase III ELATIVE. Découvert par la biotech lilloise Genfit, l'élafibranor avait fait l'objet d'un accord de licence avec Ipsen en 2021.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA", also: ["Genfit", "ursodeoxycholic acid"] },
    },
    {
      title: "BPCO : la FDA approuve Dupixent de Sanofi et Regeneron",
      text: "Sanofi et Regeneron ont obtenu le 27 septembre 2024 l'approbation de la FDA pour Dupixent (dupilumab) dans la bronchopneumopathie chronique obstructive (BPCO). L'anticorps est autorisé en traitement d'entretien additionnel chez les adultes dont la BPCO n'est pas suffisamment contrôlée et qui présentent un phénotype éosinophilique. Il s'agit du premier médicament biologique approuvé aux États-Unis dans cette maladie. La Commission européenne avait déjà autorisé Dupixent dans la BPCO en juillet 2024.",
      labels: { event: "approval", company: "Sanofi", asset: "dupilumab", indication: "COPD", regulator: "FDA", also: ["Regeneron"] },
    },
    {
      title: "Bellecombe Therapeutics dépose une demande d'AMM européenne dans la maladie de Huntington",
      text: "La biotech lyonnaise Bellecombe Therapeutics a déposé auprès de l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour BLC-552 dans la maladie de Huntington. Ce petit ARN interférent, administré par voie intrathécale tous les six mois, vise à réduire la production de la protéine huntingtine mutée. Le dossier s'appuie sur l'étude de phase II/III HARMONIE, qui a montré un ralentissement de 31 % de la progression clinique à 24 mois par rapport au placebo. La société prépare en parallèle un dossier pour la FDA, attendu au premier semestre 2027.",
      labels: { event: "submission", company: "Bellecombe Therapeutics", asset: "BLC552", indication: "Huntington's disease", regulator: "EMA" },
    },
    {
      title: "Drépanocytose : la FDA accepte d'examiner le dossier de Vaucel Pharma",
      text: "Vaucel Pharma a annoncé que la FDA avait accepté d'examiner sa demande d'autorisation (NDA) pour VCL-088 dans la drépanocytose chez les patients âgés de 12 ans et plus. L'agence américaine a fixé la date cible de sa décision (PDUFA) au 14 août 2027. VCL-088 est un activateur oral de la pyruvate kinase érythrocytaire, une classe à laquelle appartient aussi le mitapivat. Dans l'essai pivot, 41 % des patients traités ont obtenu une hausse de l'hémoglobine d'au moins 1 g/dl, contre 4 % sous placebo.",
      labels: { event: "filing-acceptance", company: "Vaucel Pharma", asset: "VCL088", indication: "Sickle cell disease", regulator: "FDA" },
    },
    {
      title: "Cancer du foie : l'agence chinoise du médicament accepte le dossier d'Oréade Biosciences",
      text: "Oréade Biosciences a annoncé que l'Administration nationale des produits médicaux (NMPA) chinoise avait accepté sa demande d'autorisation de mise sur le marché pour ORB-310 dans le carcinome hépatocellulaire avancé. La biotech marseillaise a conduit en Chine et en Corée du Sud l'essai de phase III sur lequel repose le dossier, dans lequel ORB-310 était associé au bévacizumab. L'examen devrait durer environ un an. Oréade prévoit de solliciter la FDA et l'EMA en 2027.",
      labels: { event: "filing-acceptance", company: "Oréade Biosciences", asset: "ORB310", indication: "Hepatocellular carcinoma", regulator: "NMPA", also: ["bevacizumab"] },
    },
    {
      title: "Désignation « Breakthrough Therapy » pour Septentrion Bio",
      text: "La FDA a accordé la désignation de thérapie innovante (Breakthrough Therapy) à SPT-207, le candidat de Septentrion Bio dans l'hémoglobinurie paroxystique nocturne (HPN). Cet inhibiteur oral du facteur B du complément est développé chez les patients qui restent anémiques malgré un traitement par anti-C5. La désignation s'appuie sur les résultats d'une étude de phase II dans laquelle 78 % des patients ont atteint un taux d'hémoglobine normal après 24 semaines. L'iptacopan, de Novartis, cible déjà le facteur B et est commercialisé dans cette indication.",
      labels: { event: "designation", company: "Septentrion Bio", asset: "SPT207", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "FDA" },
    },
    {
      title: "Calanque Therapeutics obtient la désignation de médicament orphelin en Europe",
      text: "La Commission européenne a octroyé la désignation de médicament orphelin à CLQ-014, thérapie génique développée par Calanque Therapeutics dans le syndrome de Rett, sur avis favorable du comité des médicaments orphelins de l'EMA. Ce statut ouvre droit à dix ans d'exclusivité commerciale dans l'Union européenne après autorisation, ainsi qu'à des réductions de redevances. CLQ-014 fait l'objet d'un essai de phase I/II chez des fillettes de 2 à 8 ans en France et en Espagne. Aux États-Unis, la trofinétide est le seul traitement approuvé dans cette maladie.",
      labels: { event: "designation", company: "Calanque Therapeutics", asset: "CLQ014", indication: "Rett syndrome", regulator: "European Commission" },
    },
    {
      title: "Hidradénite suppurée : lettre de réponse complète de la FDA pour Hautefort Biotech",
      text: "Hautefort Biotech a reçu une lettre de réponse complète (Complete Response Letter) de la FDA concernant sa demande d'autorisation pour HFB-330 dans l'hidradénite suppurée modérée à sévère. L'agence américaine réclame des données de sécurité supplémentaires à long terme, notamment sur les infections graves observées dans l'extension en ouvert de l'essai pivot. La direction estime qu'une nouvelle étude ne sera pas nécessaire et prévoit une réunion de type A avec la FDA d'ici trois mois. Le titre a chuté de 42 % à la Bourse de Paris.",
      labels: { event: "complete-response-letter", company: "Hautefort Biotech", asset: "HFB330", indication: "Hidradenitis suppurativa", regulator: "FDA" },
    },
    {
      title: "Pontaven Oncology traite le premier patient de son essai dans le mésothéliome",
      text: "Pontaven Oncology a annoncé l'administration de la première dose de PTV-901 à un patient atteint de mésothéliome pleural dans un centre lyonnais. L'essai de phase I/II, baptisé MESO-ONE, évaluera ce virus oncolytique injecté directement dans la plèvre, seul puis en association avec le nivolumab, chez une cinquantaine de patients en rechute après une première ligne de traitement. Les premiers résultats de tolérance sont attendus fin 2027.",
      labels: { event: "trial-start", company: "Pontaven Oncology", asset: "PTV901", indication: "Mesothelioma", regulator: null, also: ["nivolumab"] },
    },
    {
      title: "Abivax : l'obefazimod atteint son critère principal dans deux essais de phase III",
      text: "Abivax a annoncé en juillet 2025 que ses deux essais d'induction de phase III, ABTECT-1 et ABTECT-2, évaluant l'obefazimod dans la rectocolite hémorragique modérément à sévèrement active, avaient atteint leur critère d'évaluation principal. À la semaine 8, l'obefazimod, pris une fois par jour par voie orale, a permis d'obtenir un taux de rémission clinique significativement supérieur à celui du placebo. Aucun nouveau signal de sécurité n'a été observé. L'étude d'entretien ABTECT se poursuit.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Parkinson : Kerlaouen Pharma manque le critère principal de son étude de phase II",
      text: "Kerlaouen Pharma a annoncé que son essai de phase II KEPLER, qui évaluait KRL-41 chez 248 patients atteints de la maladie de Parkinson à un stade précoce, n'a pas atteint son critère principal. Après 18 mois de traitement, la variation du score MDS-UPDRS parties II et III n'était pas significativement différente de celle observée sous placebo. Aucun signal de sécurité préoccupant n'a été relevé. La biotech brestoise va réduire ses effectifs d'environ un tiers et recentrer ses ressources sur son programme préclinique dans la sclérose latérale amyotrophique.",
      labels: { event: "readout", company: "Kerlaouen Pharma", asset: "KRL41", indication: "Parkinson's disease", regulator: null },
    },
    {
      title: "Mirabeau Biotech cède les droits japonais de son candidat dans l'endométriose",
      text: "Mirabeau Biotech a conclu un accord de licence exclusif avec le laboratoire japonais Kazahana Pharma pour le développement et la commercialisation au Japon de MRB-220, un traitement oral non hormonal de la douleur liée à l'endométriose. Mirabeau recevra un paiement initial de 25 millions d'euros et pourra prétendre à des paiements d'étape allant jusqu'à 180 millions d'euros, ainsi qu'à des redevances à deux chiffres sur les ventes. Kazahana prendra en charge l'essai de phase III local. Mirabeau conserve l'ensemble des droits hors du Japon.",
      labels: { event: "licensing", company: "Mirabeau Biotech", asset: "MRB220", indication: "Endometriosis", regulator: null, also: ["Kazahana Pharma"] },
    },
    {
      title: "Ostréa Therapeutics prend sous licence un bispécifique contre le lymphome folliculaire",
      text: "Ostréa Therapeutics a obtenu de l'américain Silverbrook Biosciences une licence mondiale exclusive sur SBB-17, un anticorps bispécifique CD20xCD3 administré par voie sous-cutanée. La biotech nantaise versera 18 millions de dollars à la signature et jusqu'à 415 millions de dollars en paiements d'étape. Ostréa prévoit de lancer dès 2027 un essai de phase II dans le lymphome folliculaire en rechute, une indication où le mosunétuzumab et l'epcoritamab sont déjà disponibles. L'opération est financée par la trésorerie existante.",
      labels: { event: "licensing", company: "Ostréa Therapeutics", asset: "SBB17", indication: "Follicular lymphoma", regulator: null, also: ["Silverbrook Biosciences"] },
    },
    {
      title: "Célestin Bio et Orvalis Diagnostics s'associent dans le cancer de la prostate",
      text: "Célestin Bio et Orvalis Diagnostics ont signé un partenariat pour co-développer un test compagnon destiné à sélectionner les patients susceptibles de répondre à CLS-310, un radioligand ciblant le PSMA en développement dans le cancer de la prostate métastatique résistant à la castration. Orvalis adaptera son test de biopsie liquide, que Célestin Bio intégrera à son essai de phase III prévu en 2027. Les deux sociétés partageront les coûts de développement du test. Les termes financiers n'ont pas été divulgués.",
      labels: { event: "partnership", company: "Célestin Bio", asset: "CLS310", indication: "Prostate cancer", regulator: null, also: ["Orvalis Diagnostics"] },
    },
    {
      title: "Brocéliande Biologics et le coréen Haneul Bio s'allient sur un vaccin contre le VRS",
      text: "Brocéliande Biologics a conclu une alliance de co-développement avec la société sud-coréenne Haneul Bio pour BRL-0908, un candidat vaccin à ARNm contre le virus respiratoire syncytial (VRS) destiné aux personnes âgées de 60 ans et plus. Les deux partenaires financeront à parts égales l'essai de phase II prévu en Europe et en Corée du Sud. Haneul Bio apportera ses capacités de production et obtiendra les droits commerciaux en Asie, Brocéliande conservant l'Europe et l'Amérique du Nord.",
      labels: { event: "partnership", company: "Brocéliande Biologics", asset: "BRL0908", indication: "RSV infection", regulator: null, also: ["Haneul Bio"] },
    },
    {
      title: "Sanofi s'offre Blueprint Medicines pour jusqu'à 9,5 milliards de dollars",
      text: "Sanofi a annoncé le 2 juin 2025 un accord en vue d'acquérir la biotech américaine Blueprint Medicines, spécialisée dans l'immunologie et l'oncologie de précision. Le groupe français propose 129 dollars par action en numéraire, assortis d'un certificat de valeur conditionnelle pouvant atteindre 6 dollars par action, soit une valeur totale pouvant aller jusqu'à environ 9,5 milliards de dollars. L'opération apporte à Sanofi l'avapritinib (Ayvakit), approuvé aux États-Unis et dans l'Union européenne dans la mastocytose systémique avancée et indolente.",
      labels: { event: "acquisition", company: "Sanofi", asset: "avapritinib", indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "L'allemand Merck KGaA rachète SpringWorks Therapeutics",
      text: "Le groupe allemand Merck KGaA a annoncé fin avril 2025 le rachat de l'américain SpringWorks Therapeutics pour 47 dollars par action en numéraire, soit une valeur des fonds propres d'environ 3,9 milliards de dollars. SpringWorks commercialise aux États-Unis le nirogacestat (Ogsiveo), premier traitement approuvé dans ce pays pour les tumeurs desmoïdes. L'acquisition doit renforcer la présence de Merck KGaA dans les tumeurs rares.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: "nirogacestat", indication: "Desmoid tumors", regulator: null, also: ["SpringWorks Therapeutics"] },
    },
    {
      title: "Néréide Therapeutics lève 48 millions d'euros en série A",
      text: "La start-up parisienne Néréide Therapeutics a bouclé une levée de fonds de série A de 48 millions d'euros, menée par un consortium de fonds européens spécialisés dans les sciences de la vie. Cette somme doit permettre de faire entrer en phase I/II NRD-110, une thérapie génique administrée en une seule injection et destinée à abaisser durablement la pression intraoculaire chez les patients atteints de glaucome. Fondée en 2023, la société emploie une vingtaine de personnes. Le premier patient devrait être traité au second semestre 2027.",
      labels: { event: "financing", company: "Néréide Therapeutics", asset: "NRD110", indication: "Glaucoma", regulator: null },
    },
    {
      title: "Aiguille Pharma réalise une augmentation de capital de 15,3 millions d'euros",
      text: "Aiguille Pharma, cotée sur Euronext Growth, a annoncé le succès d'une augmentation de capital de 15,3 millions d'euros réalisée par placement privé auprès d'investisseurs qualifiés. Les 4,5 millions d'actions nouvelles ont été émises au prix unitaire de 3,40 euros, soit une décote de 12 % par rapport au cours de clôture de la veille. Le produit financera l'essai de phase II d'AGP-75, une molécule inhalée destinée aux patients atteints de mucoviscidose, et prolonge l'horizon de trésorerie jusqu'à fin 2028.",
      labels: { event: "financing", company: "Aiguille Pharma", asset: "AGP75", indication: "Cystic fibrosis", regulator: null },
    },
    {
      title: "Lysandre Pharma nomme un nouveau directeur général",
      text: "Le conseil d'administration de Lysandre Pharma a nommé Julien Marchetti au poste de directeur général, avec effet au 5 janvier 2027. Il succède à Anne Delorme, qui a dirigé l'entreprise pendant neuf ans et conservera un siège au conseil. Julien Marchetti était jusqu'ici directeur des opérations d'un grand laboratoire pharmaceutique en France. Le laboratoire grenoblois emploie 320 personnes et réalise l'essentiel de son chiffre d'affaires dans les génériques hospitaliers.",
      labels: { event: null, company: "Lysandre Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "La Comisión Europea aprueba Ebglyss, de Almirall, para la dermatitis atópica",
      text: "Almirall recibió en noviembre de 2023 la autorización de comercialización de la Comisión Europea para lebrikizumab (Ebglyss) en el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años con un peso mínimo de 40 kg que son candidatos a terapia sistémica. La aprobación se basa en los ensayos de fase III ADvocate 1, ADvocate 2 y ADhere. Lebrikizumab, un anticuerpo monoclonal que bloquea la interleucina 13, fue desarrollado por Eli Lilly; Almirall tiene la licencia de sus derechos en Europa.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission", also: ["Eli Lilly"] },
    },
    {
      title: "La FDA aprueba Zepbound como primer fármaco para la apnea obstructiva del sueño",
      text: "La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) aprobó el 20 de diciembre de 2024 Zepbound (tirzepatida), de Eli Lilly, para el tratamiento de la apnea obstructiva del sueño de moderada a grave en adultos con obesidad. Se trata del primer medicamento autorizado en Estados Unidos para esta enfermedad. El fármaco debe utilizarse junto con una dieta baja en calorías y un aumento de la actividad física. La decisión se apoya en los ensayos SURMOUNT-OSA.",
      labels: { event: "approval", company: "Eli Lilly", asset: "tirzepatide", indication: "Obstructive sleep apnea", regulator: "FDA" },
    },
    {
      title: "Albarracín Pharma solicita a la EMA la autorización de su fármaco contra la leucemia mieloide aguda",
      text: "La biofarmacéutica zaragozana Albarracín Pharma ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de ALB-512 para pacientes adultos con leucemia mieloide aguda en recaída o refractaria con mutación en NPM1. ALB-512 es un inhibidor oral de la interacción menina-KMT2A, la misma diana que revumenib y ziftomenib. La solicitud se basa en un ensayo pivotal de fase II en el que el 24 % de los pacientes alcanzó la remisión completa. La compañía prevé presentar también la solicitud ante la FDA en el primer trimestre de 2027.",
      labels: { event: "submission", company: "Albarracín Pharma", asset: "ALB512", indication: "Acute myeloid leukemia", regulator: "EMA" },
    },
    {
      title: "Tonantzin Biofarma somete a la COFEPRIS su antiviral contra el dengue",
      text: "La farmacéutica mexicana Tonantzin Biofarma, S.A. de C.V. presentó ante la Comisión Federal para la Protección contra Riesgos Sanitarios (COFEPRIS) la solicitud de registro sanitario de TNZ-44, un antiviral oral para el tratamiento del dengue en adultos. El expediente incluye los resultados de un ensayo de fase III realizado en México, Colombia y Brasil con 1.860 pacientes, en el que el fármaco redujo un 38 % la progresión a dengue grave. La empresa espera una resolución en el segundo semestre de 2027 y planea solicitudes posteriores en otros países de América Latina.",
      labels: { event: "submission", company: "Tonantzin Biopharma", companyOriginal: "Tonantzin Biofarma", asset: "TNZ44", indication: "Dengue", regulator: "COFEPRIS" },
    },
    {
      title: "La FDA acepta la solicitud de Miravalle Therapeutics para su biespecífico en linfoma",
      text: "Miravalle Therapeutics ha anunciado que la FDA ha aceptado a trámite la solicitud de licencia de producto biológico (BLA) de MVT-201 para pacientes con linfoma difuso de células B grandes en recaída o refractario tras al menos dos líneas de tratamiento. La agencia ha concedido revisión estándar y ha fijado como fecha PDUFA el 30 de septiembre de 2027. MVT-201 es un anticuerpo biespecífico CD19xCD3 que, a diferencia de glofitamab y epcoritamab, se administra una vez al mes. La biotecnológica madrileña busca un socio para su comercialización en Estados Unidos.",
      labels: { event: "filing-acceptance", company: "Miravalle Therapeutics", asset: "MVT201", indication: "Diffuse large B-cell lymphoma", regulator: "FDA" },
    },
    {
      title: "La EMA valida la solicitud de Cantábrico Bio para su terapia génica en hemofilia B",
      text: "La Agencia Europea de Medicamentos (EMA) ha validado la solicitud de autorización de comercialización de CTB-09, la terapia génica de Cantábrico Bio para la hemofilia B, lo que da inicio al procedimiento de evaluación centralizado. CTB-09 utiliza un vector AAV para introducir una variante hiperactiva del gen del factor IX. En el estudio pivotal, la tasa anualizada de hemorragias se redujo un 89 % frente al periodo previo con profilaxis. La compañía santanderina había obtenido en 2025 la designación PRIME para este programa.",
      labels: { event: "filing-acceptance", company: "Cantábrico Bio", asset: "CTB09", indication: "Hemophilia B", regulator: "EMA" },
    },
    {
      title: "Ondara Biotech obtiene la designación de vía rápida de la FDA en cáncer de páncreas",
      text: "La FDA ha otorgado la designación de vía rápida (Fast Track) a OND-331, el candidato de Ondara Biotech para el adenocarcinoma ductal de páncreas metastásico. El compuesto, un conjugado anticuerpo-fármaco dirigido a la mesotelina, se está evaluando en un ensayo de fase I/II en combinación con gemcitabina y nab-paclitaxel en hospitales de España y Estados Unidos. La designación permite un diálogo más frecuente con la agencia y la posibilidad de una revisión continua del expediente. Ondara, con sede en Valencia, cerró en 2025 una ronda de 22 millones de euros.",
      labels: { event: "designation", company: "Ondara Biotech", asset: "OND331", indication: "Pancreatic cancer", regulator: "FDA" },
    },
    {
      title: "La EMA incluye en su programa PRIME el candidato de Aljarafe Biotech para la atrofia muscular espinal",
      text: "Aljarafe Biotech ha anunciado que la Agencia Europea de Medicamentos le ha concedido el acceso al programa PRIME (medicamentos prioritarios) para AJB-77, su oligonucleótido antisentido de administración intratecal anual para la atrofia muscular espinal. La decisión se basa en los datos preliminares de un ensayo de fase I/II en pacientes con AME de tipo 2 y 3 tratados previamente con nusinersen. La compañía sevillana prevé iniciar un ensayo de registro en 2027.",
      labels: { event: "designation", company: "Aljarafe Biotech", asset: "AJB77", indication: "Spinal muscular atrophy", regulator: "EMA" },
    },
    {
      title: "Sotavento Pharma recibe una carta de respuesta completa de la FDA",
      text: "Sotavento Pharma ha recibido una carta de respuesta completa (CRL) de la FDA en relación con su solicitud de comercialización de STV-118 para la artritis reumatoide de moderada a grave. Según la compañía, la agencia estadounidense ha señalado deficiencias detectadas durante la inspección de la planta de un fabricante externo en Irlanda, sin cuestionar los datos de eficacia ni de seguridad. Sotavento confía en volver a presentar la solicitud una vez resueltas las observaciones. Las acciones de la farmacéutica cayeron un 17 % en la Bolsa de Madrid.",
      labels: { event: "complete-response-letter", company: "Sotavento Pharma", asset: "STV118", indication: "Rheumatoid arthritis", regulator: "FDA" },
    },
    {
      title: "Revés regulatorio para Tramuntana Therapeutics en Estados Unidos",
      text: "La FDA ha rechazado por ahora aprobar TRM-450, el antidepresivo de acción rápida de la barcelonesa Tramuntana Therapeutics, para el trastorno depresivo mayor. En la carta de respuesta completa, la agencia pide un segundo ensayo controlado que confirme la eficacia observada en el estudio pivotal, cuyo objetivo principal se cumplió por un margen estrecho. La empresa evaluará con su socio estadounidense, Redwater Neuroscience, si realiza el nuevo ensayo. En Europa, TRM-450 todavía no se ha sometido a evaluación.",
      labels: { event: "complete-response-letter", company: "Tramuntana Therapeutics", asset: "TRM450", indication: "Major depressive disorder", regulator: "FDA", also: ["Redwater Neuroscience"] },
    },
    {
      title: "Oncovía inicia el ensayo de fase II de su vacuna terapéutica contra el cáncer de cuello uterino",
      text: "Oncovía ha tratado al primer paciente de su ensayo de fase II con OCV-16, una vacuna terapéutica de ADN dirigida a las oncoproteínas E6 y E7 del virus del papiloma humano, en pacientes con cáncer de cuello uterino recurrente o metastásico. El estudio, que se desarrollará en 14 hospitales españoles y portugueses, combinará la vacuna con pembrolizumab y prevé reclutar a 90 pacientes. El objetivo principal es la tasa de respuesta objetiva. La biotecnológica navarra espera los primeros datos a finales de 2027.",
      labels: { event: "trial-start", company: "Oncovía", asset: "OCV16", indication: "Cervical cancer", regulator: null, also: ["pembrolizumab"] },
    },
    {
      title: "Levante Biotherapeutics administra la primera dosis de su candidato contra la obesidad",
      text: "Levante Biotherapeutics ha administrado la primera dosis de LVB-230 a un voluntario sano en el ensayo de fase I que lleva a cabo en Australia. LVB-230 es un anticuerpo que bloquea el receptor de activina de tipo II y pretende preservar la masa muscular durante la pérdida de peso en personas con obesidad, en combinación con agonistas de GLP-1. El estudio incluirá a 72 participantes y evaluará la seguridad y la farmacocinética de dosis únicas y múltiples. La compañía alicantina prevé tener los primeros datos en el segundo semestre de 2027.",
      labels: { event: "trial-start", company: "Levante Biotherapeutics", asset: "LVB230", indication: "Obesity", regulator: null },
    },
    {
      title: "PharmaMar: el ensayo IMforte alcanza sus dos objetivos primarios en cáncer de pulmón microcítico",
      text: "PharmaMar ha anunciado que el ensayo de fase III IMforte, que evalúa lurbinectedina en combinación con atezolizumab como tratamiento de mantenimiento de primera línea del cáncer de pulmón microcítico en estadio extendido, ha alcanzado sus dos objetivos primarios: la supervivencia libre de progresión y la supervivencia global. El estudio comparó la combinación con atezolizumab en monoterapia. El ensayo ha sido llevado a cabo por Jazz Pharmaceuticals y Roche. PharmaMar tiene su sede en Colmenar Viejo (Madrid).",
      labels: { event: "readout", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["Jazz Pharmaceuticals", "Roche", "atezolizumab"] },
    },
    {
      title: "Sanofi: tolebrutinib no supera a teriflunomida en esclerosis múltiple recurrente",
      text: "Sanofi informó en septiembre de 2024 de que los ensayos de fase III GEMINI 1 y GEMINI 2 con tolebrutinib en esclerosis múltiple recurrente no alcanzaron su objetivo principal, ya que el fármaco no redujo la tasa anual de brotes frente a teriflunomida. En cambio, el estudio HERCULES en esclerosis múltiple secundaria progresiva no recurrente sí cumplió su objetivo principal, al retrasar la progresión confirmada de la discapacidad frente a placebo. Tolebrutinib es un inhibidor de la tirosina quinasa de Bruton que penetra en el cerebro.",
      labels: { event: "readout", company: "Sanofi", asset: "tolebrutinib", indication: "Multiple sclerosis", regulator: null, also: ["teriflunomide"] },
    },
    {
      title: "Ebro Biotech licencia a Kestrel Bio los derechos de su anticuerpo para la psoriasis en Norteamérica",
      text: "Ebro Biotech ha firmado un acuerdo de licencia exclusiva con la estadounidense Kestrel Bio para el desarrollo y la comercialización en Estados Unidos y Canadá de EBR-330, un anticuerpo anti-IL-23 de administración semestral para la psoriasis en placas de moderada a grave. Kestrel pagará 40 millones de dólares por adelantado y hasta 620 millones en hitos de desarrollo, regulatorios y comerciales, además de regalías escalonadas de hasta el 15 % sobre las ventas. Ebro Biotech, con sede en Logroño, conservará los derechos en el resto del mundo.",
      labels: { event: "licensing", company: "Ebro Biotech", asset: "EBR330", indication: "Psoriasis", regulator: null, also: ["Kestrel Bio"] },
    },
    {
      title: "Quimera Biotech y la japonesa Sakuragawa Pharma sellan una alianza en alzhéimer",
      text: "Quimera Biotech y la farmacéutica japonesa Sakuragawa Pharma han firmado una alianza de codesarrollo para QMR-15, un anticuerpo que elimina agregados de la proteína tau, en la enfermedad de Alzheimer en fase temprana. Ambas compañías compartirán al 50 % los costes del ensayo global de fase II y los beneficios futuros. Sakuragawa liderará el desarrollo en Asia y Quimera, en Europa y América. El acuerdo incluye un pago inicial de 30 millones de euros a la biotecnológica gallega.",
      labels: { event: "partnership", company: "Quimera Biotech", asset: "QMR15", indication: "Alzheimer's disease", regulator: null, also: ["Sakuragawa Pharma"] },
    },
    {
      title: "Novo Holdings comprará Catalent por 16.500 millones de dólares",
      text: "Novo Holdings, el accionista de control de Novo Nordisk, acordó en febrero de 2024 la compra del fabricante por contrato estadounidense Catalent por 63,50 dólares por acción en efectivo, lo que valora la operación en unos 16.500 millones de dólares. Como parte del acuerdo, Novo Nordisk adquirirá a Novo Holdings tres plantas de llenado de Catalent en Italia, Bélgica y Estados Unidos por 11.000 millones de dólares. El objetivo es ampliar la capacidad de producción del grupo danés para atender la demanda de sus tratamientos.",
      labels: { event: "acquisition", company: "Novo Holdings", asset: null, indication: null, regulator: null, also: ["Catalent", "Novo Nordisk"] },
    },
    {
      title: "Montseny Bio cierra una ronda de serie A de 30 millones de euros",
      text: "La biotecnológica catalana Montseny Bio ha cerrado una ronda de financiación de serie A de 30 millones de euros, liderada por un fondo europeo especializado en ciencias de la vida y con la participación de varios inversores privados. Los fondos se destinarán a completar el ensayo de fase Ib/IIa de MTS-08, una crema tópica para la dermatitis atópica leve a moderada, y a preparar la fase IIb. La compañía, fundada en 2021, tiene 28 empleados.",
      labels: { event: "financing", company: "Montseny Bio", asset: "MTS08", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Grifols se desploma en bolsa tras un informe de Gotham City Research",
      text: "Las acciones de Grifols se desplomaron alrededor de un 26 % el 9 de enero de 2024 en la Bolsa de Madrid después de que la firma bajista Gotham City Research publicara un informe en el que acusaba a la compañía de manipular sus cuentas para reducir artificialmente su nivel de endeudamiento. Grifols rechazó las acusaciones, las calificó de falsas y anunció que emprendería acciones legales. La empresa catalana de hemoderivados defendió que sus estados financieros cumplen la normativa y están auditados.",
      labels: { event: null, company: "Grifols", asset: null, indication: null, regulator: null },
    },
    {
      title: "Alcántara Biosciences nombra a una nueva consejera delegada",
      text: "Alcántara Biosciences ha nombrado consejera delegada a Marta Ibáñez, hasta ahora directora médica de la compañía, con efecto a partir del 1 de diciembre. Ibáñez sustituye a Javier Ruiz-Solana, fundador de la empresa, que pasará a presidir el consejo científico asesor. La nueva consejera delegada cuenta con más de 20 años de experiencia en desarrollo clínico en oncología. La compañía, con sede en Cáceres, emplea a 45 personas.",
      labels: { event: null, company: "Alcántara Biosciences", asset: null, indication: null, regulator: null },
    },
  ],
};
