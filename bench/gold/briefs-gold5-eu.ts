import type { BriefArticle } from "./briefs";

/**
 * Fifth held-out set for the English brief benchmark (German, French and Spanish part): 20 short
 * trade-press articles per language, written and labelled by hand by a helper session in November
 * 2026 without the engine's code or any other set open, to be measured once and not tuned against.
 *
 * Real events (true to the author's knowledge; details left out where unsure):
 * - de: Boehringer Ingelheim zongertinib FDA accelerated approval (Aug 2025); Bayer elinzanetant
 *   FDA approval (Oct 2025); Immatics SUPRAME phase 3 start (IMA203); Bayer OCEANIC-AF stopped
 *   for inferior efficacy (Nov 2023); MorphoSys MANIFEST-2 pelabresib topline (Nov 2023); Merck
 *   KGaA licence for Hengrui's HRS-1167 (Oct 2023); BioNTech–Bristol Myers Squibb BNT327
 *   partnership (Jun 2025); BioNTech's all-stock acquisition of CureVac (Jun 2025); ITM's
 *   €188m financing (Jun 2024); Evotec's new CEO Christian Wojczewski (no event, 2024).
 * - fr: Valneva Ixchiq FDA approval (Nov 2023); Ipsen elafibranor (Iqirvo) FDA accelerated
 *   approval (Jun 2024); FDA priority review of Sanofi's tolebrutinib NDA (2025); Pfizer/Valneva
 *   VALOR phase 3 start (Aug 2022); Abivax ABTECT obefazimod induction readout (Jul 2025);
 *   Sanofi/Regeneron BOREAS dupilumab COPD readout (Mar 2023); Nanobiotix–Janssen NBTXR3 licence
 *   (Jul 2023); Sanofi–OpenAI–Formation Bio AI partnership (May 2024); Sanofi's acquisition of
 *   Blueprint Medicines (Jun 2025); Servier's Paris-Saclay R&D institute (no event).
 * - es: PharmaMar Zepzelca (lurbinectedin) FDA accelerated approval (Jun 2020); Almirall Ebglyss
 *   (lebrikizumab) European Commission approval (Nov 2023); PharmaMar LAGOON phase 3 start;
 *   IMforte lurbinectedin + atezolizumab readout; Almirall–Dermira lebrikizumab option/licence
 *   (2019); Almirall–Absci AI partnership (2023); Grifols' acquisition of Biotest (2022); Merck
 *   KGaA's acquisition of SpringWorks Therapeutics (Apr 2025); Gotham City Research report on
 *   Grifols (no event, Jan 2024).
 * All other articles report invented events about invented companies and medicines.
 */
export const GOLD5_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "FDA lässt Zongertinib von Boehringer Ingelheim beschleunigt zu",
      text: "Die US-Arzneimittelbehörde FDA hat Zongertinib (Hernexeos) von Boehringer Ingelheim im beschleunigten Verfahren zugelassen. Der orale Tyrosinkinasehemmer ist für vorbehandelte Erwachsene mit nicht resezierbarem oder metastasiertem nicht-kleinzelligem Lungenkarzinom (NSCLC) bestimmt, deren Tumoren aktivierende HER2-Mutationen tragen. Grundlage der Entscheidung vom August 2025 sind Daten der Studie Beamion LUNG-1. Für diese Patientengruppe war bereits das Antikörper-Wirkstoff-Konjugat Trastuzumab Deruxtecan von Daiichi Sankyo und AstraZeneca verfügbar.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "zongertinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Bayer erhält US-Zulassung für hormonfreies Wechseljahrespräparat",
      text: "Mit Elinzanetant hat Bayer in den USA die Zulassung für ein nicht-hormonelles Mittel gegen mittelschwere bis schwere vasomotorische Beschwerden in den Wechseljahren erhalten. Die Freigabe durch die FDA erfolgte im Oktober 2025, vermarktet wird das Präparat unter dem Namen Lynkuet. Elinzanetant blockiert als dualer Antagonist die Neurokinin-1- und Neurokinin-3-Rezeptoren; gestützt wird die Zulassung auf das Phase-III-Programm OASIS. Im selben Segment ist Astellas bereits seit 2023 mit Fezolinetant (Veozah) vertreten.",
      labels: { event: "approval", company: "Bayer", asset: "elinzanetant", indication: "Menopausal vasomotor symptoms", regulator: "FDA" },
    },
    {
      title: "Grünes Licht aus Brüssel für Tarnolimab",
      text: "Dem Antikörper Tarnolimab der Mannheimer Rheintal Therapeutics GmbH ist von der Europäischen Kommission eine EU-weite Zulassung erteilt worden. Angewendet werden darf das Mittel bei Erwachsenen mit generalisierter Myasthenia gravis, die Antikörper gegen den Acetylcholinrezeptor aufweisen. Der Ausschuss für Humanarzneimittel (CHMP) der EMA hatte im Herbst eine positive Empfehlung ausgesprochen. Mit Efgartigimod und Rozanolixizumab sind in der Indikation bereits FcRn-Blocker anderer Hersteller auf dem Markt.",
      labels: { event: "approval", company: "Rheintal Therapeutics", companyOriginal: "Rheintal Therapeutics GmbH", asset: "tarnolimab", indication: "Myasthenia gravis", regulator: "European Commission" },
    },
    {
      title: "Elbmarsch Pharma reicht Zulassungsantrag für Relvacitinib ein",
      text: "Bei der Europäischen Arzneimittel-Agentur (EMA) liegt nun der Zulassungsantrag für Relvacitinib vor: Die Hamburger Elbmarsch Pharma AG hat die Unterlagen für den oralen JAK-Hemmer zur Behandlung der schweren Alopecia areata eingereicht. Gestützt wird der Antrag auf zwei Phase-III-Studien mit zusammen 1.140 Patienten, in denen nach 36 Wochen deutlich mehr Teilnehmer eine weitgehende Wiederbehaarung erreichten als unter Placebo. Eine Entscheidung erwartet das Unternehmen im zweiten Halbjahr 2027. In der EU sind für die Indikation bisher Baricitinib und Ritlecitinib zugelassen.",
      labels: { event: "submission", company: "Elbmarsch Pharma", companyOriginal: "Elbmarsch Pharma AG", asset: "relvacitinib", indication: "Alopecia areata", regulator: "EMA" },
    },
    {
      title: "FDA prüft Gentherapie von Isarwerk Biopharma vorrangig",
      text: "Der Zulassungsantrag (BLA) für die Gentherapie IWB-214 wird von der FDA im beschleunigten Prüfverfahren (Priority Review) bearbeitet. Wie die Münchner Isarwerk Biopharma GmbH mitteilte, hat die US-Behörde den Antrag zur Prüfung angenommen und den 14. Juni 2027 als Entscheidungsdatum festgesetzt. IWB-214 soll nach einer einmaligen Infusion die Bildung von Gerinnungsfaktor IX bei Erwachsenen mit schwerer Hämophilie B ermöglichen. Mit Etranacogen Dezaparvovec ist in den USA bereits eine Gentherapie für diese Patientengruppe zugelassen.",
      labels: { event: "filing-acceptance", company: "Isarwerk Biopharma", companyOriginal: "Isarwerk Biopharma GmbH", asset: "IWB214", indication: "Hemophilia B", regulator: "FDA" },
    },
    {
      title: "PRIME-Status für Duchenne-Gentherapie aus Trier",
      text: "Die EMA hat den Gentherapiekandidaten MGB-101 der Trierer Moselgen Bio GmbH in ihr PRIME-Programm aufgenommen. Damit erhält das Unternehmen für die Entwicklung bei Duchenne-Muskeldystrophie eine engere wissenschaftliche Begleitung und Aussicht auf eine beschleunigte Bewertung. Grundlage waren Daten einer Phase-I/II-Studie mit zwölf Jungen, bei denen nach einem Jahr Mikrodystrophin in Muskelbiopsien nachweisbar war. In den USA ist mit Delandistrogen Moxeparvovec von Sarepta bereits eine Gentherapie in der Indikation zugelassen.",
      labels: { event: "designation", company: "Moselgen Bio", companyOriginal: "Moselgen Bio GmbH", asset: "MGB101", indication: "Duchenne muscular dystrophy", regulator: "EMA" },
    },
    {
      title: "Complete Response Letter für Taunus Pharma",
      text: "Die Taunus Pharma AG aus Bad Homburg hat von der FDA einen Complete Response Letter für ihren Antikörper Sorivamab erhalten. Beanstandet wurden nach Angaben des Unternehmens nicht die klinischen Daten, sondern Mängel bei einem Auftragshersteller, die bei einer Inspektion aufgefallen waren. Sorivamab wird zur intravitrealen Behandlung des diabetischen Makulaödems entwickelt, wo es mit Aflibercept und Faricimab konkurrieren würde. Taunus will den Antrag nach Behebung der Mängel erneut einreichen; die Aktie gab um 18 Prozent nach.",
      labels: { event: "complete-response-letter", company: "Taunus Pharma", companyOriginal: "Taunus Pharma AG", asset: "sorivamab", indication: "Diabetic macular edema", regulator: "FDA" },
    },
    {
      title: "Erster Patient in Phase-I-Studie mit NBX-07 behandelt",
      text: "In einer Phase-I-Studie mit dem bispezifischen Antikörper NBX-07 ist der erste Patient behandelt worden, teilte die Heidelberger Neckar Biologics GmbH am Montag mit. Untersucht werden Sicherheit und Verträglichkeit des gegen Claudin 18.2 und CD3 gerichteten Moleküls bei bis zu 60 Patienten mit fortgeschrittenem Pankreaskarzinom. Die Studie läuft an vier Zentren in Deutschland und Österreich, erste Daten werden für 2028 erwartet. Zuletzt hatte Astellas mit dem Claudin-18.2-Antikörper Zolbetuximab eine Zulassung beim Magenkarzinom erhalten.",
      labels: { event: "trial-start", company: "Neckar Biologics", companyOriginal: "Neckar Biologics GmbH", asset: "NBX07", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "Immatics startet Zulassungsstudie SUPRAME",
      text: "Immatics hat mit der Phase-III-Studie SUPRAME begonnen, in der die TCR-T-Zelltherapie IMA203 bei Patienten mit PRAME-positivem, fortgeschrittenem Melanom geprüft wird. Verglichen wird IMA203 mit einer vom Prüfarzt gewählten Therapie bei Patienten, deren Erkrankung unter einer Checkpoint-Blockade fortgeschritten ist; primärer Endpunkt ist das progressionsfreie Überleben. Das in Tübingen und Houston ansässige Unternehmen sieht darin den Weg zu einem Zulassungsantrag in den USA. Als erste Zelltherapie gegen einen soliden Tumor hatte die FDA Anfang 2024 Lifileucel von Iovance beim Melanom zugelassen.",
      labels: { event: "trial-start", company: "Immatics", asset: "IMA203", indication: "Melanoma", regulator: null },
    },
    {
      title: "Bayer bricht Phase-III-Studie mit Asundexian vorzeitig ab",
      text: "Rückschlag für Bayer: Die Phase-III-Studie OCEANIC-AF mit dem Faktor-XIa-Hemmer Asundexian ist im November 2023 auf Empfehlung des unabhängigen Datenüberwachungskomitees vorzeitig beendet worden. Bei Patienten mit Vorhofflimmern zeigte Asundexian eine unterlegene Wirksamkeit im Vergleich zu Apixaban. Die Aktie des Leverkusener Konzerns verlor daraufhin deutlich. Auch Anthos Therapeutics mit Abelacimab sowie Bristol Myers Squibb und Johnson & Johnson mit Milvexian setzen auf die Hemmung von Faktor XI.",
      labels: { event: "readout", company: "Bayer", asset: "asundexian", indication: "Atrial fibrillation", regulator: null },
    },
    {
      title: "Pelabresib erreicht primären Endpunkt in MANIFEST-2",
      text: "Die Kombination aus Pelabresib und Ruxolitinib hat in der Phase-III-Studie MANIFEST-2 bei Myelofibrose-Patienten ohne Vorbehandlung mit einem JAK-Inhibitor den primären Endpunkt erreicht. Wie MorphoSys im November 2023 mitteilte, erzielten nach 24 Wochen 65,9 Prozent der Patienten unter der Kombination eine Verkleinerung der Milz um mindestens 35 Prozent, gegenüber 35,2 Prozent unter Ruxolitinib plus Placebo. Beim wichtigen sekundären Endpunkt der Symptomlast zeigte sich ein numerischer, aber nicht statistisch signifikanter Vorteil. Wenige Monate später kündigte Novartis die Übernahme des Planegger Unternehmens an.",
      labels: { event: "readout", company: "MorphoSys", asset: "pelabresib", indication: "Myelofibrosis", regulator: null, also: ["ruxolitinib"] },
    },
    {
      title: "Spreewald Biotech: Tenfibrast bremst Lungenfibrose",
      text: "Positive Daten aus der Phase-IIb-Studie FIBRA-2 hat die Spreewald Biotech AG vorgelegt: Tenfibrast verlangsamte bei Patienten mit idiopathischer Lungenfibrose den Rückgang der forcierten Vitalkapazität über 52 Wochen signifikant stärker als Placebo, womit der primäre Endpunkt erreicht wurde. An der Studie nahmen 248 Patienten teil, rund zwei Drittel erhielten zusätzlich Nintedanib oder Pirfenidon. Der Vorstand des Cottbuser Unternehmens will nun mit möglichen Partnern über eine Phase-III-Studie sprechen. Boehringer Ingelheim hatte 2025 mit Nerandomilast einen neuen Wirkstoff in der Indikation zur Zulassung gebracht.",
      labels: { event: "readout", company: "Spreewald Biotech", companyOriginal: "Spreewald Biotech AG", asset: "tenfibrast", indication: "Idiopathic pulmonary fibrosis", regulator: null },
    },
    {
      title: "Merck sichert sich PARP1-Hemmer aus China",
      text: "Merck KGaA hat von Jiangsu Hengrui eine exklusive Lizenz für den PARP1-selektiven Hemmer HRS-1167 außerhalb Chinas erworben. Die Darmstädter leisten dafür eine Vorabzahlung; hinzu kommen mögliche Meilensteinzahlungen und Umsatzbeteiligungen. Teil der im Oktober 2023 geschlossenen Vereinbarung ist zudem eine Option auf das gegen Claudin 18.2 gerichtete Antikörper-Wirkstoff-Konjugat SHR-A1904. PARP-Hemmer der ersten Generation wie Olaparib von AstraZeneca und MSD sind bei Eierstock-, Brust- und Prostatakrebs etabliert.",
      labels: { event: "licensing", company: "Merck KGaA", asset: "HRS1167", indication: null, regulator: null, also: ["Jiangsu Hengrui Medicine", "SHRA1904"] },
    },
    {
      title: "Weserbio lizenziert Endometriose-Kandidaten an Alpenlicht Pharma aus",
      text: "Die weltweiten Entwicklungs- und Vermarktungsrechte an ihrem oralen Wirkstoffkandidaten WB-512 vergibt die Bremer Weserbio GmbH an die Schweizer Alpenlicht Pharma AG. Im Gegenzug erhält Weserbio eine Vorabzahlung von 35 Mio. Euro sowie bis zu 410 Mio. Euro an erfolgsabhängigen Meilensteinzahlungen und gestaffelte Lizenzgebühren. WB-512, ein nicht-hormoneller Modulator des Prostaglandin-Signalwegs, befindet sich in Phase II bei Endometriose-assoziierten Schmerzen. Bisher dominieren in der Indikation hormonelle Therapien wie Dienogest oder der GnRH-Antagonist Relugolix.",
      labels: { event: "licensing", company: "Weserbio", companyOriginal: "Weserbio GmbH", asset: "WB512", indication: "Endometriosis", regulator: null, also: ["Alpenlicht Pharma"] },
    },
    {
      title: "BioNTech holt Bristol Myers Squibb als Partner für BNT327",
      text: "Für die Entwicklung seines bispezifischen Antikörpers BNT327 hat BioNTech im Juni 2025 eine weltweite Partnerschaft mit Bristol Myers Squibb geschlossen. Beide Unternehmen wollen den gegen PD-L1 und VEGF-A gerichteten Kandidaten gemeinsam entwickeln und vermarkten und Gewinne und Verluste hälftig teilen. BioNTech erhält vorab 1,5 Mrd. US-Dollar sowie bis 2028 nicht an Bedingungen geknüpfte Jahreszahlungen von insgesamt 2 Mrd. US-Dollar; das Gesamtvolumen beziffern die Partner auf bis zu 11,1 Mrd. US-Dollar. Ein ähnliches Konzept verfolgt Summit Therapeutics mit dem PD-1/VEGF-Antikörper Ivonescimab.",
      labels: { event: "partnership", company: "BioNTech", asset: "BNT327", indication: null, regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "Lahntal Biosciences gewinnt Saarmed Pharma als Partner",
      text: "Das Marburger Start-up Lahntal Biosciences GmbH hat mit der Saarmed Pharma AG eine mehrjährige Forschungskooperation vereinbart. Mithilfe der KI-Plattform von Lahntal sollen gemeinsam Antikörper gegen bislang schwer adressierbare Zielstrukturen bei Morbus Crohn entstehen. Lahntal erhält eine Vorabzahlung von 12 Mio. Euro und kann mit Forschungsmitteln sowie Meilensteinzahlungen von bis zu 290 Mio. Euro rechnen. Zuletzt hatten mehrere große Pharmakonzerne ähnliche Allianzen mit KI-Firmen geschlossen.",
      labels: { event: "partnership", company: "Lahntal Biosciences", companyOriginal: "Lahntal Biosciences GmbH", asset: null, indication: "Crohn's disease", regulator: null, also: ["Saarmed Pharma"] },
    },
    {
      title: "BioNTech übernimmt CureVac per Aktientausch",
      text: "In einer reinen Aktientransaktion übernimmt BioNTech den Tübinger mRNA-Spezialisten CureVac. Die im Juni 2025 angekündigte Übernahme bewertet CureVac mit rund 1,25 Mrd. US-Dollar; die Aktionäre erhalten im Tausch American Depositary Shares von BioNTech. Mit dem Zukauf will das Mainzer Unternehmen seine mRNA-Kompetenz in der Krebsimmuntherapie ausbauen. CureVac hatte zuvor mit GSK an mRNA-Impfstoffen gegen Grippe und COVID-19 gearbeitet.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["CureVac"] },
    },
    {
      title: "Donautal Pharma kauft Zugspitz Biotech",
      text: "Sämtliche Anteile an der Zugspitz Biotech GmbH aus Martinsried gehen an die Regensburger Donautal Pharma AG. Der Kaufpreis beträgt 420 Mio. Euro in bar, hinzu kommen bis zu 180 Mio. Euro, falls der Leitkandidat ZB-330 bestimmte Entwicklungsziele erreicht. ZB-330 ist ein oral verfügbarer NLRP3-Inflammasom-Hemmer, der sich in einer Phase-II-Studie bei Gicht befindet. Der Abschluss der Transaktion wird im ersten Quartal 2027 erwartet; Roche hatte bereits 2020 das NLRP3-Unternehmen Inflazome gekauft.",
      labels: { event: "acquisition", company: "Donautal Pharma", companyOriginal: "Donautal Pharma AG", asset: "ZB330", indication: "Gout", regulator: null, also: ["Zugspitz Biotech"] },
    },
    {
      title: "ITM sammelt 188 Mio. Euro ein",
      text: "Der Münchner Radiopharmazie-Spezialist ITM Isotope Technologies Munich SE hat in einer Finanzierungsrunde 188 Mio. Euro eingeworben. Das im Juni 2024 bekanntgegebene Kapital soll in die späte klinische Entwicklung, die Vorbereitung von Zulassungsanträgen und den Ausbau der Isotopenproduktion fließen. Radiopharmaka stehen spätestens seit dem Markterfolg von Pluvicto, dem Prostatakrebsmittel von Novartis, im Fokus großer Pharmakonzerne.",
      labels: { event: "financing", company: "ITM Isotope Technologies Munich", companyOriginal: "ITM Isotope Technologies Munich SE", asset: null, indication: null, regulator: null },
    },
    {
      title: "Evotec holt Christian Wojczewski an die Spitze",
      text: "Evotec hat einen neuen Vorstandsvorsitzenden gefunden: Christian Wojczewski übernimmt zum 1. Juli 2024 die Führung des Hamburger Wirkstoffforschers. Er folgt auf Werner Lanthaler, der das Unternehmen Anfang 2024 verlassen hatte. Der Aufsichtsrat erhofft sich von dem Wechsel neue Impulse, nachdem Evotec 2023 unter anderem einen Cyberangriff zu verkraften hatte. Zu den langjährigen Partnern des Unternehmens zählt Bristol Myers Squibb.",
      labels: { event: null, company: "Evotec", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "Feu vert de la FDA pour le vaccin de Valneva contre le chikungunya",
      text: "La Food and Drug Administration américaine a approuvé en novembre 2023 Ixchiq, le vaccin à dose unique de Valneva contre le chikungunya, chez les adultes de 18 ans et plus exposés à un risque accru d'infection. Il s'agit du premier vaccin autorisé au monde contre cette maladie transmise par les moustiques. Accordée dans le cadre de la procédure d'approbation accélérée, l'autorisation s'appuie sur les données de phase III du candidat VLA1553. La biotech nantaise a également obtenu un bon d'examen prioritaire, qu'elle a ensuite cédé. Le danois Bavarian Nordic développe de son côté un vaccin concurrent.",
      labels: { event: "approval", company: "Valneva", asset: "VLA1553", indication: "Chikungunya", regulator: "FDA" },
    },
    {
      title: "Cholangite biliaire primitive : l'élafibranor d'Ipsen approuvé aux États-Unis",
      text: "C'est par la voie de l'approbation accélérée que la FDA a autorisé, en juin 2024, l'élafibranor (Iqirvo) d'Ipsen dans la cholangite biliaire primitive (CBP). Le traitement est indiqué en association à l'acide ursodésoxycholique chez les adultes qui y répondent insuffisamment, ou en monothérapie chez ceux qui ne le tolèrent pas. Découverte par la biotech lilloise Genfit, la molécule avait été licenciée à Ipsen en 2021. Gilead attendait de son côté une décision de l'agence pour le seladelpar dans la même indication.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA", also: ["Genfit"] },
    },
    {
      title: "AMM européenne pour le tamorexant des Laboratoires Vézelay",
      text: "Les Laboratoires Vézelay ont annoncé mardi avoir obtenu de la Commission européenne une autorisation de mise sur le marché pour le tamorexant, un antagoniste double des récepteurs de l'orexine, dans l'insomnie chronique de l'adulte. Valable dans les 27 États membres, la décision fait suite à l'avis favorable rendu en septembre par le CHMP de l'Agence européenne des médicaments. Le laboratoire dijonnais prévoit un lancement en France après l'évaluation de la Haute Autorité de santé. Sur ce marché, le daridorexant d'Idorsia est commercialisé depuis 2022.",
      labels: { event: "approval", company: "Vézelay Laboratories", companyOriginal: "Laboratoires Vézelay", asset: "tamorexant", indication: "Insomnia", regulator: "European Commission" },
    },
    {
      title: "Drépanocytose : Calanques Therapeutics dépose son dossier auprès de l'EMA",
      text: "Un dossier de demande d'autorisation de mise sur le marché a été soumis à l'Agence européenne des médicaments (EMA) pour le CLQ-118, a fait savoir jeudi Calanques Therapeutics. Ce modulateur oral de l'hémoglobine foetale est développé par la biotech marseillaise chez les patients atteints de drépanocytose âgés de 12 ans et plus. La demande repose sur l'essai de phase III CALYPSO, qui a montré une réduction de 46 % des crises vaso-occlusives par rapport au placebo. Le voxelotor de Pfizer avait été retiré du marché en 2024 pour des raisons de sécurité.",
      labels: { event: "submission", company: "Calanques Therapeutics", asset: "CLQ118", indication: "Sickle cell disease", regulator: "EMA" },
    },
    {
      title: "Examen prioritaire pour le tolébrutinib de Sanofi",
      text: "La FDA a accepté d'examiner en procédure prioritaire la demande d'autorisation (NDA) déposée par Sanofi pour le tolébrutinib dans la sclérose en plaques secondairement progressive non active. La date cible de décision a été fixée au 28 septembre 2025. Le dossier repose principalement sur l'étude de phase III HERCULES, dans laquelle l'inhibiteur de la BTK a retardé la progression du handicap. Les essais GEMINI 1 et 2 dans les formes récurrentes n'avaient en revanche pas montré de supériorité face au tériflunomide.",
      labels: { event: "filing-acceptance", company: "Sanofi", asset: "tolebrutinib", indication: "Multiple sclerosis", regulator: "FDA" },
    },
    {
      title: "Statut de médicament orphelin pour le VB-204 de Vercors Bio",
      text: "La biotech grenobloise Vercors Bio SA a reçu de la FDA la désignation de médicament orphelin pour le VB-204, un oligonucléotide antisens en développement dans la sclérose latérale amyotrophique (SLA) liée à une mutation du gène FUS. Cette désignation ouvre droit notamment à sept ans d'exclusivité commerciale aux États-Unis en cas d'approbation. Un essai de phase I/II est en cours en France et en Belgique chez 24 patients. Le tofersen de Biogen est déjà autorisé dans les formes liées à SOD1.",
      labels: { event: "designation", company: "Vercors Bio", companyOriginal: "Vercors Bio SA", asset: "VB204", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Revers réglementaire pour Armorique Pharma aux États-Unis",
      text: "Armorique Pharma a reçu une lettre de réponse complète (complete response letter) de la FDA concernant sa demande d'autorisation pour la pélansérine dans les hallucinations et délires associés à la maladie de Parkinson. L'agence américaine estime qu'une seule étude pivot positive ne suffit pas et demande un essai contrôlé supplémentaire. Le laboratoire brestois indique qu'il sollicitera une réunion avec la FDA pour définir la suite. La pimavansérine d'Acadia reste à ce jour le seul traitement approuvé dans cette indication aux États-Unis.",
      labels: { event: "complete-response-letter", company: "Armorique Pharma", asset: "pelanserin", indication: "Parkinson's disease", regulator: "FDA" },
    },
    {
      title: "Maladie de Lyme : Pfizer et Valneva lancent la phase III de VLA15",
      text: "Pfizer et Valneva ont lancé en août 2022 l'étude de phase III VALOR évaluant VLA15, leur candidat vaccin contre la maladie de Lyme. L'essai doit recruter environ 6 000 participants âgés de 5 ans et plus dans des régions où la maladie est très répandue, aux États-Unis et en Europe. Vaccin multivalent à base de protéine, VLA15 cible six sérotypes de la protéine de surface OspA de Borrelia. Aucun vaccin contre la maladie de Lyme n'est actuellement disponible chez l'homme, le LYMErix ayant été retiré du marché en 2002.",
      labels: { event: "trial-start", company: "Valneva", asset: "VLA15", indication: "Lyme disease", regulator: null, also: ["Pfizer"] },
    },
    {
      title: "Brocéliande Therapeutics traite son premier patient atteint de glioblastome",
      text: "Le premier patient a été traité dans l'essai de phase I/II évaluant le BRT-3301 chez des adultes atteints de glioblastome en récidive, a annoncé lundi la société rennaise Brocéliande Therapeutics. Cette thérapie cellulaire CAR-T, administrée directement dans la cavité tumorale, cible l'antigène B7-H3. L'étude, menée dans trois CHU français, prévoit d'inclure jusqu'à 36 patients, avec de premiers résultats attendus fin 2027. Le témozolomide reste la chimiothérapie de référence dans cette tumeur cérébrale.",
      labels: { event: "trial-start", company: "Brocéliande Therapeutics", asset: "BRT3301", indication: "Glioblastoma", regulator: null },
    },
    {
      title: "Rectocolite hémorragique : l'obéfazimod d'Abivax atteint son critère principal",
      text: "Abivax a annoncé en juillet 2025 que l'obéfazimod avait atteint le critère principal d'évaluation dans les deux essais d'induction de phase III ABTECT-1 et ABTECT-2 dans la rectocolite hémorragique modérée à sévère. À la dose de 50 mg une fois par jour, le taux de rémission clinique à la semaine 8 a été significativement supérieur à celui du placebo. Le titre de la biotech parisienne s'est envolé au Nasdaq dans la foulée. Le marché est déjà occupé par des molécules orales comme l'upadacitinib d'AbbVie ou l'étrasimod de Pfizer.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "BPCO : Dupixent réduit les exacerbations dans l'étude BOREAS",
      text: "Dans l'essai de phase III BOREAS, le dupilumab a réduit de 30 % les exacerbations modérées ou sévères de bronchopneumopathie chronique obstructive (BPCO) par rapport au placebo, ont annoncé Sanofi et Regeneron en mars 2023. L'étude portait sur des patients présentant une inflammation de type 2, caractérisée par un taux élevé d'éosinophiles sanguins. Le dupilumab a aussi amélioré la fonction pulmonaire. Aucun nouveau médicament biologique n'avait jusqu'alors été approuvé dans la BPCO.",
      labels: { event: "readout", company: "Sanofi", asset: "dupilumab", indication: "Chronic obstructive pulmonary disease", regulator: null, also: ["Regeneron"] },
    },
    {
      title: "Échec en phase IIb pour Rhénan Biosciences dans le lupus",
      text: "L'essai de phase IIb LUMINA évaluant le RBS-077 dans le lupus érythémateux systémique n'a pas atteint son critère principal, a indiqué Rhénan Biosciences SA. À la semaine 52, la proportion de répondeurs selon l'indice SRI-4 n'était pas significativement différente entre les bras traités et le placebo. La biotech strasbourgeoise, qui a perdu 62 % en Bourse, va réduire ses effectifs et réexaminer ses options stratégiques. Dans le lupus, l'anifrolumab d'AstraZeneca et le bélimumab de GSK sont approuvés.",
      labels: { event: "readout", company: "Rhénan Biosciences", companyOriginal: "Rhénan Biosciences SA", asset: "RBS077", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "Nanobiotix confie le NBTXR3 à Janssen",
      text: "Nanobiotix a conclu avec Janssen Pharmaceutica, filiale de Johnson & Johnson, un accord de licence mondial portant sur le NBTXR3, son radioamplificateur à base de nanoparticules d'oxyde d'hafnium. La biotech parisienne reçoit un paiement initial de 30 millions de dollars et pourra prétendre à des paiements d'étape ainsi qu'à des redevances. Annoncé en juillet 2023, l'accord laisse à Nanobiotix la conduite de l'essai de phase III NANORAY-312 dans les cancers de la tête et du cou. En Europe, le produit avait obtenu en 2019 un marquage CE sous le nom de Hensify dans les sarcomes des tissus mous.",
      labels: { event: "licensing", company: "Nanobiotix", asset: "NBTXR3", indication: null, regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "Pyrénées Biologics s'offre les droits du sanvélimab",
      text: "Pyrénées Biologics SAS a acquis auprès de la biotech lyonnaise Saône Immunotherapies une licence exclusive mondiale sur le sanvélimab, un anticorps anti-IL-1RAP en phase II dans l'hidradénite suppurée. La société toulousaine versera 20 millions d'euros à la signature, puis jusqu'à 240 millions d'euros liés à des étapes de développement et de ventes. Saône Immunotherapies percevra en outre des redevances sur les ventes futures. Le sécukinumab et le bimékizumab sont déjà autorisés dans cette maladie inflammatoire de la peau.",
      labels: { event: "licensing", company: "Pyrénées Biologics", companyOriginal: "Pyrénées Biologics SAS", asset: "sanvelimab", indication: "Hidradenitis suppurativa", regulator: null, also: ["Saône Immunotherapies"] },
    },
    {
      title: "Sanofi s'associe à OpenAI et Formation Bio",
      text: "Sanofi a annoncé en mai 2024 un partenariat avec OpenAI et Formation Bio pour accélérer le développement de ses médicaments grâce à l'intelligence artificielle. Les trois sociétés veulent notamment bâtir des outils d'IA pour améliorer le recrutement des patients dans les essais cliniques. Sanofi apportera ses données, OpenAI ses modèles et Formation Bio ses compétences en ingénierie. Le groupe dirigé par Paul Hudson multiplie les initiatives dans le numérique.",
      labels: { event: "partnership", company: "Sanofi", asset: null, indication: null, regulator: null, also: ["OpenAI", "Formation Bio"] },
    },
    {
      title: "Cévennes Bio et Médiane Pharma unissent leurs forces dans la rétinite pigmentaire",
      text: "Une collaboration de recherche a été signée entre Cévennes Bio, spécialiste montpelliérain de l'édition de l'ARN, et le laboratoire Médiane Pharma SA pour développer des traitements contre la rétinite pigmentaire. Les deux partenaires financeront à parts égales les travaux précliniques et partageront les droits sur les candidats issus de la plateforme. Cévennes Bio recevra par ailleurs 8 millions d'euros au titre de la recherche. La thérapie génique voretigène néparvovec, commercialisée en Europe par Novartis, ne couvre que les formes liées au gène RPE65.",
      labels: { event: "partnership", company: "Cévennes Bio", asset: null, indication: "Retinitis pigmentosa", regulator: null, also: ["Médiane Pharma"] },
    },
    {
      title: "Sanofi met la main sur Blueprint Medicines",
      text: "Sanofi va acquérir l'américain Blueprint Medicines pour 129 dollars par action en numéraire, assortis d'un certificat de valeur conditionnelle pouvant atteindre 6 dollars, soit jusqu'à 9,5 milliards de dollars. Annoncée en juin 2025, l'opération apporte au groupe français l'Ayvakit (avapritinib), seul traitement approuvé contre la mastocytose systémique indolente aux États-Unis et en Europe. Le portefeuille de Blueprint comprend aussi l'élénestinib, en développement dans la même maladie. Sanofi avait déjà racheté Provention Bio en 2023.",
      labels: { event: "acquisition", company: "Sanofi", asset: "avapritinib", indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Médicis Pharma rachète Lumière Biotech",
      text: "Le laboratoire Médicis Pharma SA a signé un accord pour racheter l'intégralité du capital de Lumière Biotech, une start-up nantaise spécialisée dans les petites molécules en dermatologie. Le montant de la transaction s'élève à 310 millions d'euros, dont 190 millions payés à la clôture. Lumière Biotech développe le LUM-401, un inhibiteur oral de TYK2 en phase II dans le psoriasis en plaques. Le deucravacitinib de Bristol Myers Squibb est le premier inhibiteur de TYK2 autorisé dans cette indication.",
      labels: { event: "acquisition", company: "Médicis Pharma", companyOriginal: "Médicis Pharma SA", asset: "LUM401", indication: "Psoriasis", regulator: null, also: ["Lumière Biotech"] },
    },
    {
      title: "Levée de fonds de 65 millions d'euros pour Camargue Biotherapeutics",
      text: "Camargue Biotherapeutics a bouclé une levée de fonds de série B de 65 millions d'euros, menée par un consortium de fonds européens. La biotech montpelliéraine compte financer l'essai de phase II de son anticorps CMB-12 dans la néphropathie à IgA ainsi que la préparation d'une étude pivot. Depuis sa création en 2021, la société a levé au total 98 millions d'euros. Le sparsentan de Travere Therapeutics a récemment élargi les options dans cette maladie rénale.",
      labels: { event: "financing", company: "Camargue Biotherapeutics", asset: "CMB12", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "Servier regroupe sa recherche à Paris-Saclay",
      text: "Servier a rassemblé ses équipes de recherche et développement au sein de son nouvel institut de Paris-Saclay, dans l'Essonne. Le site réunit biologistes, chimistes et spécialistes des données du groupe, jusque-là dispersés entre plusieurs implantations en Île-de-France. Le laboratoire indépendant entend y renforcer sa stratégie centrée sur l'oncologie. Servier commercialise notamment le vorasidénib, approuvé par la FDA en 2024 dans certains gliomes.",
      labels: { event: null, company: "Servier", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "La FDA aprueba Zepzelca, de PharmaMar, en cáncer de pulmón microcítico",
      text: "La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) ha concedido la aprobación acelerada a Zepzelca (lurbinectedina), de PharmaMar, para adultos con cáncer de pulmón microcítico metastásico cuya enfermedad ha progresado durante o después de una quimioterapia basada en platino. La decisión, adoptada en junio de 2020, se apoya en los datos de un ensayo de fase II en monoterapia. Jazz Pharmaceuticals, socio de la compañía madrileña, se encargará de la comercialización en Estados Unidos. El topotecán era hasta ahora la única opción aprobada en segunda línea.",
      labels: { event: "approval", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: "FDA", also: ["Jazz Pharmaceuticals"] },
    },
    {
      title: "Bruselas autoriza Ebglyss, de Almirall, en dermatitis atópica",
      text: "Almirall ha recibido de la Comisión Europea la autorización de comercialización de Ebglyss (lebrikizumab) para la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años y 40 kilos de peso que sean candidatos a tratamiento sistémico. La aprobación, concedida en noviembre de 2023, llega tras la opinión positiva del CHMP de la Agencia Europea de Medicamentos. El anticuerpo, que bloquea la interleucina 13, es uno de los motores de crecimiento previstos por la farmacéutica barcelonesa. Eli Lilly posee los derechos del fármaco fuera de Europa.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "La AEMPS da luz verde al dorabegrón de Laboratorios Alhambra",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado la comercialización del dorabegrón, un agonista del receptor beta-3 adrenérgico desarrollado por Laboratorios Alhambra para el tratamiento de la vejiga hiperactiva. La autorización, obtenida por procedimiento descentralizado con España como Estado miembro de referencia, abre la puerta a su registro en otros siete países europeos. La farmacéutica granadina prevé lanzar el producto en el primer trimestre de 2027. En este segmento compiten ya el mirabegrón de Astellas y el vibegrón.",
      labels: { event: "approval", company: "Alhambra Laboratories", companyOriginal: "Laboratorios Alhambra", asset: "dorabegron", indication: "Overactive bladder", regulator: "AEMPS" },
    },
    {
      title: "Cantabria Biotech solicita a la FDA la aprobación de tenapixant",
      text: "Cantabria Biotech SL ha presentado ante la FDA estadounidense la solicitud de registro (NDA) de tenapixant, un antagonista del receptor P2X3 para la tos crónica refractaria. La biotecnológica santanderina apoya la solicitud en dos ensayos de fase III con más de 1.600 pacientes, en los que el fármaco redujo la frecuencia de tos en 24 horas frente a placebo. Según la compañía, la alteración del gusto, habitual en esta clase terapéutica, afectó a menos del 5% de los pacientes. El gefapixant de MSD no logró la aprobación en Estados Unidos.",
      labels: { event: "submission", company: "Cantabria Biotech", companyOriginal: "Cantabria Biotech SL", asset: "tenapixant", indication: "Chronic cough", regulator: "FDA" },
    },
    {
      title: "La EMA valida la solicitud de Navarra Therapeutics para nadoparsén",
      text: "La Agencia Europea de Medicamentos (EMA) ha validado la solicitud de autorización de comercialización de nadoparsén, el oligonucleótido antisentido de Navarra Therapeutics para la enfermedad de Huntington, con lo que arranca formalmente la evaluación centralizada. La compañía pamplonesa espera una opinión del CHMP a finales de 2027. El expediente incluye los datos a dos años del ensayo de fase III HALO, en el que el fármaco redujo los niveles de huntingtina mutante en el líquido cefalorraquídeo. El tominersén de Roche fracasó en 2021 en la misma indicación.",
      labels: { event: "filing-acceptance", company: "Navarra Therapeutics", asset: "nadoparsen", indication: "Huntington's disease", regulator: "EMA" },
    },
    {
      title: "Vía rápida de la FDA para la terapia génica de Galicia Genomics",
      text: "La FDA ha otorgado la designación de vía rápida (Fast Track) a GGX-11, la terapia génica con la que Galicia Genomics SL aspira a tratar el síndrome de Rett. Gracias a ella, la compañía viguesa podrá mantener reuniones más frecuentes con la agencia y presentar la solicitud de registro por partes. GGX-11 se evalúa en un ensayo de fase I/II con ocho niñas en Estados Unidos y España. Acadia Pharmaceuticals comercializa desde 2023 la trofinetida, el primer fármaco aprobado para esta enfermedad.",
      labels: { event: "designation", company: "Galicia Genomics", companyOriginal: "Galicia Genomics SL", asset: "GGX11", indication: "Rett syndrome", regulator: "FDA" },
    },
    {
      title: "Carta de respuesta completa de la FDA para Tajo Pharma",
      text: "Tajo Pharma SA ha recibido una carta de respuesta completa (CRL) de la FDA sobre su solicitud de registro de miroprazán para la esofagitis erosiva. En ella, el regulador estadounidense pide datos adicionales de seguridad hepática tras detectar elevaciones de transaminasas en un pequeño número de pacientes. La farmacéutica toledana, que cotiza en BME Growth, se dejó un 23% en bolsa. El vonoprazán de Phathom Pharmaceuticals ya está aprobado en Estados Unidos en esta indicación.",
      labels: { event: "complete-response-letter", company: "Tajo Pharma", companyOriginal: "Tajo Pharma SA", asset: "miroprazan", indication: "Erosive esophagitis", regulator: "FDA" },
    },
    {
      title: "PharmaMar pone en marcha el ensayo confirmatorio LAGOON",
      text: "PharmaMar ha iniciado el ensayo de fase III LAGOON, que debe confirmar el beneficio de la lurbinectedina en pacientes con cáncer de pulmón microcítico que han recaído tras una primera línea de tratamiento. El estudio compara la lurbinectedina en monoterapia o combinada con irinotecán frente a la elección del investigador entre topotecán e irinotecán. Se trata del ensayo confirmatorio vinculado a la aprobación acelerada de Zepzelca en Estados Unidos. El anterior estudio de fase III, ATLANTIS, no había alcanzado su objetivo principal.",
      labels: { event: "trial-start", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null },
    },
    {
      title: "Primer paciente tratado con MBT-15 en leucemia mieloide aguda",
      text: "Mediterránea Biotech SL ha administrado la primera dosis de MBT-15 a un paciente con leucemia mieloide aguda en recaída o refractaria, dentro de un ensayo de fase I que se desarrolla en el Hospital La Fe de Valencia y otros dos centros españoles. El fármaco, un inhibidor oral de menina, se evaluará en escalada de dosis en hasta 40 pacientes. La biotecnológica valenciana, fundada en 2020, prevé comunicar los primeros datos en 2028. Syndax comercializa en Estados Unidos la revumenib, primer inhibidor de menina aprobado.",
      labels: { event: "trial-start", company: "Mediterránea Biotech", companyOriginal: "Mediterránea Biotech SL", asset: "MBT15", indication: "Acute myeloid leukemia", regulator: null },
    },
    {
      title: "Lurbinectedina y atezolizumab prolongan la supervivencia en primera línea",
      text: "La combinación de lurbinectedina y atezolizumab como mantenimiento en primera línea del cáncer de pulmón microcítico en estadio extendido ha cumplido las dos variables principales del ensayo de fase III IMforte, la supervivencia libre de progresión y la supervivencia global, frente a atezolizumab en monoterapia. Así lo han comunicado PharmaMar y sus socios Jazz Pharmaceuticals y Roche, que copatrocinan el estudio. Los resultados servirán de base para solicitar la ampliación de indicación de Zepzelca. Hasta ahora, la inmunoterapia sola era el estándar de mantenimiento tras la inducción con quimioterapia.",
      labels: { event: "readout", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["Jazz Pharmaceuticals", "Roche", "atezolizumab"] },
    },
    {
      title: "Zandolimab supera su fase II en artritis psoriásica",
      text: "El anticuerpo zandolimab, de Bilbao Biopharma, ha alcanzado el objetivo primario de su ensayo de fase II en artritis psoriásica: a la semana 16, el 58% de los pacientes tratados logró una respuesta ACR20, frente al 24% con placebo. El estudio incluyó a 180 pacientes con respuesta insuficiente a los antiinflamatorios convencionales. La biotecnológica vasca buscará ahora un socio para la fase III. El mercado está dominado por inhibidores de TNF y de IL-17 como el secukinumab de Novartis.",
      labels: { event: "readout", company: "Bilbao Biopharma", asset: "zandolimab", indication: "Psoriatic arthritis", regulator: null },
    },
    {
      title: "Tramuntana Therapeutics abandona TRM-09 en depresión",
      text: "Tramuntana Therapeutics SL ha informado de que su ensayo de fase IIb con TRM-09 en trastorno depresivo mayor no ha cumplido la variable principal, la variación en la escala MADRS a las seis semanas frente a placebo. La compañía mallorquina atribuye el resultado a una respuesta al placebo inusualmente alta. Tras el anuncio, ha decidido suspender el desarrollo del fármaco en esta indicación y centrarse en su programa en dolor neuropático. La esketamina de Johnson & Johnson sigue siendo una de las pocas novedades en depresión resistente.",
      labels: { event: "readout", company: "Tramuntana Therapeutics", companyOriginal: "Tramuntana Therapeutics SL", asset: "TRM09", indication: "Major depressive disorder", regulator: null },
    },
    {
      title: "Almirall ejerce su opción sobre lebrikizumab",
      text: "Almirall ha ejercido la opción para licenciar de la estadounidense Dermira los derechos de desarrollo y comercialización de lebrikizumab en Europa para la dermatitis atópica. La decisión, tomada en 2019, llega tras los resultados positivos del ensayo de fase IIb con este anticuerpo anti-IL-13. Dermira, que había obtenido el fármaco de Roche en 2017, conserva los derechos en Estados Unidos y el resto del mundo. Eli Lilly adquirió después Dermira, en 2020.",
      labels: { event: "licensing", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: null, also: ["Dermira"] },
    },
    {
      title: "Laboratorios Montseny licencia MTS-61 a Atlântico Pharma",
      text: "Laboratorios Montseny ha concedido a la portuguesa Atlântico Pharma una licencia exclusiva para comercializar en Portugal y Latinoamérica MTS-61, su fármaco para la prevención de la migraña. A cambio, la farmacéutica catalana recibirá un pago inicial de 6 millones de euros, hitos regulatorios y comerciales de hasta 34 millones y royalties sobre las ventas. MTS-61 es una formulación oral de liberación prolongada. Los anticuerpos anti-CGRP como el erenumab han transformado el tratamiento preventivo de la migraña.",
      labels: { event: "licensing", company: "Montseny Laboratories", companyOriginal: "Laboratorios Montseny", asset: "MTS61", indication: "Migraine", regulator: null, also: ["Atlântico Pharma"] },
    },
    {
      title: "Almirall y Absci se alían para diseñar anticuerpos con IA",
      text: "Almirall ha cerrado una colaboración con la estadounidense Absci para diseñar, mediante inteligencia artificial generativa, nuevos anticuerpos para enfermedades dermatológicas. Absci aplicará su plataforma a dianas seleccionadas por Almirall y recibirá un pago inicial, financiación de la investigación y pagos por hitos, mientras que la farmacéutica catalana asumirá el desarrollo clínico y la comercialización. La alianza, anunciada a finales de 2023, se suma a otras apuestas del sector por la IA en el descubrimiento de fármacos.",
      labels: { event: "partnership", company: "Almirall", asset: null, indication: null, regulator: null, also: ["Absci"] },
    },
    {
      title: "Asturias Biologics y Levante Pharma codesarrollarán ABX-220",
      text: "Asturias Biologics SL y Levante Pharma SA codesarrollarán ABX-220, un péptido de acción prolongada para la insuficiencia cardiaca con fracción de eyección preservada. Según el acuerdo, ambas compañías compartirán al 50% los costes del ensayo de fase II y los beneficios futuros en Europa, mientras que la biotecnológica ovetense conservará los derechos en el resto del mundo. Levante Pharma aportará además su red comercial hospitalaria en España y Portugal. La semaglutida de Novo Nordisk ha mostrado beneficios sintomáticos en pacientes obesos con esta forma de insuficiencia cardiaca.",
      labels: { event: "partnership", company: "Asturias Biologics", companyOriginal: "Asturias Biologics SL", asset: "ABX220", indication: "Heart failure with preserved ejection fraction", regulator: null, also: ["Levante Pharma"] },
    },
    {
      title: "Grifols culmina la compra de Biotest",
      text: "Grifols completó en 2022 la adquisición de la alemana Biotest, tras obtener las autorizaciones regulatorias necesarias. La operación, anunciada en septiembre de 2021, se articuló mediante la compra de Tiancheng, principal accionista de Biotest, y una oferta pública sobre el resto del capital. Con Biotest, el grupo catalán de hemoderivados incorpora productos en desarrollo como un concentrado de fibrinógeno y la trimodulina, y amplía su capacidad de fraccionamiento de plasma en Europa. CSL Behring y Takeda son sus principales competidores en el sector.",
      labels: { event: "acquisition", company: "Grifols", asset: null, indication: null, regulator: null, also: ["Biotest"] },
    },
    {
      title: "Merck KGaA compra SpringWorks por 3.900 millones de dólares",
      text: "La alemana Merck KGaA adquirirá la estadounidense SpringWorks Therapeutics por 47 dólares por acción en efectivo, lo que valora la compañía en unos 3.900 millones de dólares. Con la operación, anunciada en abril de 2025, el grupo de Darmstadt incorpora dos fármacos aprobados en Estados Unidos para tumores raros: Ogsiveo (nirogacestat), para tumores desmoides, y Gomekli (mirdametinib), para neurofibromas plexiformes asociados a la neurofibromatosis tipo 1. SpringWorks fue creada en 2017 a partir de activos cedidos por Pfizer.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: null, indication: null, regulator: null, also: ["SpringWorks Therapeutics"] },
    },
    {
      title: "Duero Biotech capta 42 millones en una ronda de serie B",
      text: "Duero Biotech SL ha cerrado una ronda de financiación de serie B por 42 millones de euros, liderada por un fondo de capital riesgo europeo con la participación de sus inversores actuales. La biotecnológica vallisoletana destinará los fondos a llevar su candidato DBT-07, un anticuerpo contra la fibrosis hepática en la esteatohepatitis asociada a disfunción metabólica (MASH), hasta el final de la fase II. En este campo, el resmetirom de Madrigal fue el primer fármaco aprobado por la FDA.",
      labels: { event: "financing", company: "Duero Biotech", companyOriginal: "Duero Biotech SL", asset: "DBT07", indication: "Metabolic dysfunction-associated steatohepatitis", regulator: null },
    },
    {
      title: "Grifols se desploma en bolsa tras el informe de Gotham City",
      text: "Las acciones de Grifols se desplomaron en enero de 2024 después de que el fondo bajista Gotham City Research publicara un informe en el que acusaba a la compañía de infravalorar su deuda e inflar su resultado bruto de explotación. La empresa de hemoderivados rechazó las acusaciones, anunció acciones legales contra Gotham y defendió la fiabilidad de sus cuentas. El grupo arrastraba desde hacía años un elevado endeudamiento, en parte por sus adquisiciones.",
      labels: { event: null, company: "Grifols", asset: null, indication: null, regulator: null },
    },
  ],
};
