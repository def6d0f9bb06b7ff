import type { BriefArticle } from "./briefs";

/**
 * Seventh held-out set for the English brief benchmark (German, French, Spanish): 20 short
 * articles per language, written and labelled by hand by a helper session on 2026-11-29 without
 * the engine's code or any other set's articles open. To be measured once and not tuned against;
 * labels were set before any measurement and are not to be edited to fit a result.
 *
 * Articles reporting real events (true to the author's knowledge; details the author was unsure of
 * were left out):
 * - de: BioNTech's all-stock acquisition of CureVac (2025-06); Merck KGaA's acquisition of
 *   SpringWorks Therapeutics (2025-04); BioNTech–Bristol Myers Squibb partnership on BNT327
 *   (pumitamig) (2025-06).
 * - fr: Sanofi's acquisition of Blueprint Medicines (2025-06); FDA approval of Servier's
 *   vorasidenib (2024-08); Abivax's ABTECT induction readouts for obefazimod (2025-07).
 * - es: European Commission approval of Almirall's lebrikizumab (2023-11); PharmaMar's IMforte
 *   phase 3 readout (lurbinectedin with atezolizumab).
 * All other articles are invented, about fictional companies and medicines (names and research
 * codes checked against the registry files: none of them is there).
 */
export const GOLD7_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "BioNTech übernimmt CureVac per Aktientausch",
      text: "Die Mainzer BioNTech SE will den Tübinger mRNA-Pionier CureVac vollständig übernehmen. Wie beide Unternehmen im Juni 2025 mitteilten, sollen CureVac-Aktionäre ihre Anteile gegen American Depositary Shares von BioNTech tauschen; die Transaktion bewertet CureVac mit rund 1,25 Mrd. US-Dollar. BioNTech will mit dem Zukauf seine mRNA-Forschung in der Onkologie stärken. Die beiden Firmen hatten sich zuvor jahrelang vor Gericht um Patente für mRNA-Impfstoffe gestritten.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["CureVac"] },
    },
    {
      title: "Merck KGaA kauft SpringWorks für 3,9 Mrd. US-Dollar",
      text: "Darmstadt, 28. April 2025 – Merck KGaA kauft das US-Biotechunternehmen SpringWorks Therapeutics für 47 US-Dollar je Aktie in bar. Der Eigenkapitalwert der Transaktion liegt bei rund 3,9 Mrd. US-Dollar. SpringWorks vermarktet in den USA Ogsiveo (Nirogacestat) zur Behandlung von Desmoidtumoren; für Mirdametinib erhielt das Unternehmen im Februar die Zulassung der FDA bei Neurofibromatose Typ 1. Mit dem Kauf baut Merck sein Geschäft mit Medikamenten gegen seltene Tumoren aus.",
      labels: { event: "acquisition", company: "Merck KGaA", asset: "nirogacestat", indication: "Desmoid tumors", regulator: null, also: ["SpringWorks Therapeutics"] },
    },
    {
      title: "Bristol Myers Squibb steigt bei BioNTechs BNT327 ein",
      text: "Bristol Myers Squibb und BioNTech wollen den bispezifischen Antikörper BNT327 weltweit gemeinsam entwickeln und vermarkten, Kosten und Gewinne teilen die Partner hälftig. Das gaben die Unternehmen im Juni 2025 bekannt. BMS zahlt 1,5 Mrd. US-Dollar vorab und bis 2028 weitere 2 Mrd. US-Dollar in jährlichen, nicht an Bedingungen geknüpften Raten; einschließlich Meilensteinen kann das Volumen 11,1 Mrd. US-Dollar erreichen. Der gegen PD-L1 und VEGF-A gerichtete Kandidat wird in mehreren soliden Tumoren geprüft, unter anderem beim kleinzelligen Lungenkarzinom und beim dreifach negativen Brustkrebs.",
      labels: { event: "partnership", company: "BioNTech", asset: "pumitamig", indication: "Solid tumors", regulator: null, also: ["Bristol Myers Squibb"] },
    },
    {
      title: "EU-Zulassung für LMP-604 bei Friedreich-Ataxie",
      text: "Die Europäische Kommission hat der Lindmoor Pharma AG die Zulassung für LMP-604 zur Behandlung der Friedreich-Ataxie bei Patienten ab 16 Jahren erteilt. Die Entscheidung folgt einer positiven Empfehlung des CHMP vom Oktober. LMP-604 ist nach Omaveloxolon erst das zweite Medikament in der EU für die seltene neurodegenerative Erkrankung. Das Münchner Unternehmen will das Präparat zunächst in Deutschland und Österreich auf den Markt bringen.",
      labels: { event: "approval", company: "Lindmoor Pharma", companyOriginal: "Lindmoor Pharma AG", asset: "LMP604", indication: "Friedreich's ataxia", regulator: "European Commission" },
    },
    {
      title: "Swissmedic lässt AUT-115 von Auental zu",
      text: "Swissmedic hat dem Basler Biotechunternehmen Auental Therapeutics die Zulassung für AUT-115 erteilt. Der Antikörper ist für Erwachsene mit chronischer spontaner Urtikaria bestimmt, deren Beschwerden trotz Antihistaminika fortbestehen. In der Zulassungsstudie halbierte AUT-115 den Juckreiz-Score gegenüber Placebo nach zwölf Wochen. Es ist die erste Zulassung des 2015 gegründeten Unternehmens; Anträge in der EU und den USA sollen 2027 folgen.",
      labels: { event: "approval", company: "Auental Therapeutics", companyOriginal: "Auental Therapeutics", asset: "AUT115", indication: "Chronic spontaneous urticaria", regulator: "Swissmedic" },
    },
    {
      title: "FDA erteilt beschleunigte Zulassung für ISR-27",
      text: "Die US-Arzneimittelbehörde FDA hat ISR-27 von Isarion Biotech zur Behandlung des fortgeschrittenen Merkelzellkarzinoms zugelassen. Es handelt sich um eine beschleunigte Zulassung auf Basis der Ansprechrate in einer einarmigen Phase-II-Studie; die volle Zulassung hängt von einer bestätigenden Studie ab. Bisher stehen vor allem Checkpoint-Inhibitoren wie Avelumab zur Verfügung. Das Unternehmen aus Martinsried will ISR-27 in den USA mit einem eigenen Vertriebsteam vermarkten.",
      labels: { event: "approval", company: "Isarion Biotech", companyOriginal: "Isarion Biotech", asset: "ISR27", indication: "Merkel cell carcinoma", regulator: "FDA" },
    },
    {
      title: "Nordhafen Biologics reicht EU-Zulassungsantrag für NHB-230 ein",
      text: "Nordhafen Biologics hat bei der Europäischen Arzneimittel-Agentur (EMA) den Zulassungsantrag für NHB-230 bei Hämophilie A eingereicht. Das Hamburger Unternehmen stützt den Antrag auf die Phase-III-Studie HALO-A, in der die annualisierte Blutungsrate unter der einmal monatlichen subkutanen Gabe um 87 Prozent niedriger lag als unter Bedarfsbehandlung. Marktführer in der Prophylaxe ist bislang Emicizumab. Mit einer Entscheidung rechnet Nordhafen in der zweiten Jahreshälfte 2027.",
      labels: { event: "submission", company: "Nordhafen Biologics", companyOriginal: "Nordhafen Biologics", asset: "NHB230", indication: "Hemophilia A", regulator: "EMA" },
    },
    {
      title: "Wendelstein schließt US-Zulassungsantrag für Narkolepsie-Mittel ab",
      text: "Wendelstein Therapeutics hat die rollierende Einreichung des Zulassungsantrags (NDA) für WDT-3 bei der FDA abgeschlossen. Der orale Wirkstoff aktiviert den Orexin-2-Rezeptor und soll bei Erwachsenen mit Narkolepsie Typ 1 Tagesschläfrigkeit und Kataplexien verringern. Takeda entwickelt mit Oveporexton einen Wirkstoff mit gleichem Mechanismus. Für WDT-3 hatte Wendelstein bereits im Vorjahr den Status als Therapiedurchbruch erhalten.",
      labels: { event: "submission", company: "Wendelstein Therapeutics", companyOriginal: "Wendelstein Therapeutics", asset: "WDT3", indication: "Narcolepsy", regulator: "FDA" },
    },
    {
      title: "EMA validiert Zulassungsantrag für Stargardt-Gentherapie",
      text: "Die EMA hat den Zulassungsantrag der Tannhof Biopharma AG für TBP-09 validiert und damit das reguläre Prüfverfahren eröffnet. TBP-09 ist eine Gentherapie zur einmaligen Behandlung der Stargardt-Krankheit, einer erblichen Makuladystrophie, die meist bei Kindern und jungen Erwachsenen beginnt. Für das Präparat gilt in der EU bereits der Orphan-Drug-Status. Tannhof erwartet eine Stellungnahme des CHMP im vierten Quartal 2027.",
      labels: { event: "filing-acceptance", company: "Tannhof Biopharma", companyOriginal: "Tannhof Biopharma AG", asset: "TBP09", indication: "Stargardt disease", regulator: "EMA" },
    },
    {
      title: "Orphan-Drug-Status für Leipziger PFIC-Kandidaten",
      text: "Die US-Gesundheitsbehörde FDA hat dem Wirkstoffkandidaten QWB-41 der Quellwerk Bio GmbH den Orphan-Drug-Status für die Behandlung der progressiven familiären intrahepatischen Cholestase (PFIC) zuerkannt. Das bringt dem Leipziger Start-up unter anderem sieben Jahre Marktexklusivität nach einer Zulassung in den USA. QWB-41 wird derzeit in einer Phase-I/II-Studie bei Kindern geprüft. Zugelassen sind für PFIC bislang Gallensäure-Transporthemmer wie Odevixibat.",
      labels: { event: "designation", company: "Quellwerk Bio", companyOriginal: "Quellwerk Bio GmbH", asset: "QWB41", indication: "Progressive familial intrahepatic cholestasis", regulator: "FDA" },
    },
    {
      title: "Falkenried Therapeutics im PRIME-Programm der EMA",
      text: "Falkenried Therapeutics erhält für seinen Kandidaten FRT-1 gegen die Sichelzellkrankheit Unterstützung im PRIME-Programm der Europäischen Arzneimittel-Agentur. Die Aufnahme ermöglicht eine frühe, intensive wissenschaftliche Beratung und eine beschleunigte Bewertung. FRT-1 ist eine Ex-vivo-Therapie, bei der blutbildende Stammzellen der Patienten per Base Editing verändert werden. In der EU ist mit Exagamglogen-Autotemcel bislang eine Gentherapie für die Erkrankung zugelassen.",
      labels: { event: "designation", company: "Falkenried Therapeutics", companyOriginal: "Falkenried Therapeutics", asset: "FRT1", indication: "Sickle cell disease", regulator: "EMA" },
    },
    {
      title: "Complete Response Letter für Lichtenaus Augenimplantat",
      text: "Rückschlag für Lichtenau Pharma: Die FDA hat den Zulassungsantrag für LCP-712 zur Behandlung des diabetischen Makulaödems mit einem Complete Response Letter beantwortet. Die Behörde bemängelte Unterlagen zur Haltbarkeit des Fertigarzneimittels, zusätzliche Wirksamkeitsdaten forderte sie nicht an. LCP-712 soll als Implantat nur zweimal jährlich verabreicht werden, während Aflibercept und Faricimab deutlich häufiger injiziert werden. Die Aktie fiel im Frankfurter Handel um 22 Prozent.",
      labels: { event: "complete-response-letter", company: "Lichtenau Pharma", companyOriginal: "Lichtenau Pharma", asset: "LCP712", indication: "Diabetic macular edema", regulator: "FDA" },
    },
    {
      title: "Erster Patient mit Havelmeds mRNA-Krebsimpfstoff behandelt",
      text: "Am Universitätsklinikum Heidelberg ist der erste Patient in der Phase-I-Studie mit HMB-110 behandelt worden, wie die Berliner Havelmed Bio mitteilte. Der mRNA-basierte Impfstoff richtet sich gegen patientenindividuelle Neoantigene und wird beim Pankreaskarzinom nach operativer Entfernung des Tumors erprobt. Bis zu 30 Patienten sollen an vier deutschen Zentren teilnehmen. Das Paul-Ehrlich-Institut hatte die Studie im August genehmigt.",
      labels: { event: "trial-start", company: "Havelmed Bio", companyOriginal: "Havelmed Bio", asset: "HMB110", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "Mainfeld Pharma startet Phase III bei Hidradenitis suppurativa",
      text: "Mainfeld Pharma hat die globale Phase-III-Studie REACH-HS mit MFP-2 bei mittelschwerer bis schwerer Hidradenitis suppurativa gestartet; die ersten Patienten wurden in Polen und den USA randomisiert. Insgesamt sollen rund 900 Erwachsene teilnehmen. Der Antikörper hemmt IL-17A und IL-17F – nach diesem Prinzip wirkt auch das bereits zugelassene Bimekizumab von UCB. Erste Daten erwartet Mainfeld 2028.",
      labels: { event: "trial-start", company: "Mainfeld Pharma", companyOriginal: "Mainfeld Pharma", asset: "MFP2", indication: "Hidradenitis suppurativa", regulator: null },
    },
    {
      title: "Kirschau-Antikörper überzeugt bei Morbus Crohn",
      text: "„Die Daten übertreffen unsere Erwartungen“, sagte der Vorstandschef von Kirschau Biotherapeutics. Das Dresdner Unternehmen meldete, dass sein Antikörper KBT-17 in der Phase-IIb-Studie bei Morbus Crohn den primären Endpunkt erreicht hat: Nach zwölf Wochen zeigten 38 Prozent der Patienten unter der hohen Dosis ein endoskopisches Ansprechen, verglichen mit 11 Prozent unter Placebo. Auch beim sekundären Endpunkt klinische Remission war der Unterschied signifikant. Für die Phase III sucht Kirschau nun einen Partner.",
      labels: { event: "readout", company: "Kirschau Biotherapeutics", companyOriginal: "Kirschau Biotherapeutics", asset: "KBT17", indication: "Crohn's disease", regulator: null },
    },
    {
      title: "STF-88 verfehlt primären Endpunkt bei Vorhofflimmern",
      text: "Die Phase-III-Studie PACE-AF mit STF-88 hat ihren primären Endpunkt verfehlt. Wie Steinfurth Pharma am Montag mitteilte, senkte das Antiarrhythmikum die Rate erneuter Episoden von Vorhofflimmern innerhalb von sechs Monaten nicht signifikant stärker als Placebo. Die Sicherheitsdaten zeigten keine Auffälligkeiten. Steinfurth will die Entwicklung in dieser Indikation einstellen und sich auf seine Programme bei Herzinsuffizienz konzentrieren.",
      labels: { event: "readout", company: "Steinfurth Pharma", companyOriginal: "Steinfurth Pharma", asset: "STF88", indication: "Atrial fibrillation", regulator: null },
    },
    {
      title: "Alsterion zeigt Phase-I-Daten zu trispezifischem T-Zell-Engager",
      text: "Alsterion Therapeutics hat auf dem Jahreskongress der American Society of Hematology (ASH) neue Daten zu ALR-404 vorgestellt. In der Phase-I-Studie mit dem trispezifischen T-Zell-Engager sprachen 31 von 40 Patienten mit mehrfach vorbehandeltem multiplem Myelom an (78 Prozent); bei 17 wurde eine komplette Remission erreicht. Zytokin-Freisetzungssyndrome traten überwiegend in Grad 1 auf. Teclistamab und Elranatamab sind als bispezifische Antikörper in dieser Situation bereits zugelassen.",
      labels: { event: "readout", company: "Alsterion Therapeutics", companyOriginal: "Alsterion Therapeutics", asset: "ALR404", indication: "Multiple myeloma", regulator: null },
    },
    {
      title: "Kranichsee Pharma lizenziert Claudin-18.2-Antikörper aus China ein",
      text: "Kranichsee Pharma sichert sich die Rechte außerhalb Chinas an MRB-505, einem bispezifischen Antikörper gegen Claudin 18.2 und CD3, vom Entwickler Mingrui Biotech aus Suzhou. Kranichsee zahlt 60 Mio. US-Dollar vorab; hinzu kommen Meilensteinzahlungen von bis zu 980 Mio. US-Dollar sowie gestaffelte Lizenzgebühren. MRB-505 wird in China in einer Phase-I/II-Studie bei Magenkrebs geprüft. Für das Wiesbadener Unternehmen ist es bereits die dritte Einlizenzierung aus China.",
      labels: { event: "licensing", company: "Kranichsee Pharma", companyOriginal: "Kranichsee Pharma", asset: "MRB505", indication: "Gastric cancer", regulator: null, also: ["Mingrui Biotech"] },
    },
    {
      title: "Seewald Bio sammelt 85 Mio. Euro ein",
      text: "Das Münchner Start-up Seewald Bio hat in einer Serie-B-Finanzierungsrunde 85 Mio. Euro eingesammelt. Angeführt wurde die Runde von einem europäischen Life-Science-Fonds, auch die bisherigen Investoren beteiligten sich. Mit dem Geld will Seewald seinen oralen Wirkstoff SWB-12 gegen die chronische Nierenkrankheit bis zum Abschluss der Phase II bringen. Seit der Gründung 2020 hat das Unternehmen damit insgesamt 131 Mio. Euro erhalten.",
      labels: { event: "financing", company: "Seewald Bio", companyOriginal: "Seewald Bio", asset: "SWB12", indication: "Chronic kidney disease", regulator: null },
    },
    {
      title: "Brandauer Pharma streicht 180 Stellen",
      text: "Brandauer Pharma baut rund 180 Stellen ab, etwa ein Fünftel der Belegschaft. Der Generikahersteller aus Bielefeld begründet den Schritt mit dem anhaltenden Preisdruck und dem Auslaufen eines großen Rabattvertrags mit einer Krankenkasse. Betroffen sind vor allem Produktion und Verwaltung am Stammsitz. Die Forschung an eigenen Präparaten soll fortgeführt werden, teilte das Unternehmen mit.",
      labels: { event: null, company: "Brandauer Pharma", companyOriginal: "Brandauer Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "Sanofi va racheter Blueprint Medicines",
      text: "Sanofi a annoncé le 2 juin 2025 un accord pour acquérir l'américain Blueprint Medicines pour 129 dollars par action en numéraire. Les actionnaires recevront en outre un certificat de valeur conditionnelle pouvant atteindre 6 dollars par action, lié aux étapes de développement d'un candidat médicament. L'opération valorise Blueprint jusqu'à environ 9,5 milliards de dollars. Avec Ayvakit (avapritinib), autorisé dans la mastocytose systémique, le groupe français ajoute un produit déjà commercialisé à son portefeuille en immunologie.",
      labels: { event: "acquisition", company: "Sanofi", asset: "avapritinib", indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Feu vert de la FDA pour le vorasidenib de Servier",
      text: "La FDA américaine a approuvé en août 2024 le vorasidenib de Servier, commercialisé sous le nom de Voranigo, pour les patients de 12 ans et plus atteints d'un astrocytome ou d'un oligodendrogliome de grade 2 porteur d'une mutation IDH1 ou IDH2, après une intervention chirurgicale. Il s'agit de la première thérapie ciblée autorisée dans ces gliomes. L'autorisation repose sur l'essai de phase 3 INDIGO, qui a montré un allongement de la survie sans progression par rapport au placebo. Le laboratoire français avait récupéré ce programme en rachetant les activités d'oncologie d'Agios en 2021.",
      labels: { event: "approval", company: "Servier", asset: "vorasidenib", indication: "Glioma", regulator: "FDA" },
    },
    {
      title: "Abivax : l'obefazimod réussit ses deux essais d'induction de phase 3",
      text: "Abivax a annoncé en juillet 2025 que son candidat oral obefazimod avait atteint le critère principal de ses deux essais d'induction de phase 3, ABTECT-1 et ABTECT-2, dans la rectocolite hémorragique modérée à sévère. Les patients traités par la dose de 50 mg ont obtenu un taux de rémission clinique à la semaine 8 significativement supérieur à celui du placebo. La biotech française, cotée à Paris et au Nasdaq, a vu son titre s'envoler dans la foulée. Les résultats de l'essai de maintenance sont attendus en 2026.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Autorisation européenne conditionnelle pour VCT-301 dans le mésothéliome",
      text: "La Commission européenne a octroyé une autorisation de mise sur le marché conditionnelle à VCT-301, développé par la biotech lyonnaise Vauclair Thérapeutiques, dans le mésothéliome pleural en deuxième ligne. Cette décision fait suite à l'avis favorable rendu en septembre par le comité des médicaments à usage humain (CHMP) de l'Agence européenne des médicaments. VCT-301 est un virus oncolytique administré par voie intrapleurale. Vauclair prévoit un lancement en France au premier semestre 2027, sous réserve des négociations de prix.",
      labels: { event: "approval", company: "Vauclair Therapeutics", companyOriginal: "Vauclair Thérapeutiques", asset: "VCT301", indication: "Mesothelioma", regulator: "European Commission" },
    },
    {
      title: "Santé Canada approuve le SLT-19 de Saint-Laurent Thérapeutique",
      text: "Santé Canada a approuvé le SLT-19 de Saint-Laurent Thérapeutique, société montréalaise, pour le traitement de la fibrose kystique chez les patients de 6 ans et plus porteurs d'au moins une mutation F508del. Le produit est un modulateur du CFTR pris une fois par jour. Au Canada, la combinaison elexacaftor/tezacaftor/ivacaftor de Vertex domine ce marché. L'entreprise a déposé un dossier similaire auprès de la FDA en octobre.",
      labels: { event: "approval", company: "Saint-Laurent Therapeutics", companyOriginal: "Saint-Laurent Thérapeutique", asset: "SLT19", indication: "Cystic fibrosis", regulator: "Health Canada" },
    },
    {
      title: "Calvane Pharma dépose sa demande d'autorisation aux États-Unis",
      text: "Calvane Pharma a soumis à la Food and Drug Administration américaine une demande d'autorisation de mise sur le marché (NDA) pour CLV-88 dans la neuropathie optique héréditaire de Leber. La demande s'appuie sur l'essai de phase 3 REVEAL, dans lequel 46 % des patients traités ont retrouvé une amélioration cliniquement significative de l'acuité visuelle à 48 semaines, contre 19 % sous placebo. Le laboratoire nantais sollicite un examen prioritaire. En Europe, un dossier sera déposé début 2027.",
      labels: { event: "submission", company: "Calvane Pharma", companyOriginal: "Calvane Pharma", asset: "CLV88", indication: "Leber hereditary optic neuropathy", regulator: "FDA" },
    },
    {
      title: "HPN : Marivelle Bio dépose un dossier auprès de l'EMA",
      text: "Marivelle Bio annonce le dépôt auprès de l'Agence européenne des médicaments (EMA) d'une demande d'autorisation de mise sur le marché pour MVB-02 dans l'hémoglobinurie paroxystique nocturne (HPN). Le dossier repose sur l'étude de phase 3 CAPRI, où MVB-02, un inhibiteur oral du facteur B, a permis à 82 % des patients de maintenir un taux d'hémoglobine stable sans transfusion. Alexion et Novartis commercialisent déjà plusieurs traitements dans cette indication. La société strasbourgeoise espère une décision au premier semestre 2028.",
      labels: { event: "submission", company: "Marivelle Bio", companyOriginal: "Marivelle Bio", asset: "MVB02", indication: "Paroxysmal nocturnal hemoglobinuria", regulator: "EMA" },
    },
    {
      title: "La FDA accepte d'examiner le dossier de Valmorin Biotech",
      text: "La FDA a accepté d'examiner la demande de licence de produit biologique (BLA) déposée par Valmorin Biotech pour VMB-14 dans la pemphigoïde bulleuse, et lui a accordé un examen prioritaire. La date cible de décision (PDUFA) est fixée au 19 juin 2027. VMB-14 est un anticorps anti-IL-4Rα de nouvelle génération administré toutes les huit semaines. Le dupilumab, qui cible la même voie, est déjà autorisé dans cette indication aux États-Unis.",
      labels: { event: "filing-acceptance", company: "Valmorin Biotech", companyOriginal: "Valmorin Biotech", asset: "VMB14", indication: "Bullous pemphigoid", regulator: "FDA" },
    },
    {
      title: "Syndrome de Rett : désignation Breakthrough Therapy pour NVT-6",
      text: "Novarche Thérapeutiques a obtenu de la FDA la désignation de « Breakthrough Therapy » pour NVT-6, son candidat dans le syndrome de Rett. Cette désignation s'appuie sur les résultats de phase 2 présentés en septembre, qui montraient une amélioration du score RSBQ chez des filles âgées de 5 à 15 ans. Le trofinétide est à ce jour le seul traitement approuvé dans cette maladie génétique rare aux États-Unis. La société parisienne prévoit de lancer un essai pivot en 2027.",
      labels: { event: "designation", company: "Novarche Therapeutics", companyOriginal: "Novarche Thérapeutiques", asset: "NVT6", indication: "Rett syndrome", regulator: "FDA" },
    },
    {
      title: "Maladie de Wilson : statut de médicament orphelin pour Ventoux Biosciences",
      text: "Ventoux Biosciences a reçu de la Commission européenne la désignation de médicament orphelin pour VBS-710 dans la maladie de Wilson, sur avis favorable du comité des médicaments orphelins (COMP) de l'EMA. VBS-710 est une thérapie génique destinée à restaurer l'excrétion biliaire du cuivre. Cette désignation ouvre droit à dix ans d'exclusivité commerciale dans l'Union européenne après autorisation. L'essai de phase 1/2 doit démarrer à Marseille et à Lyon début 2027.",
      labels: { event: "designation", company: "Ventoux Biosciences", companyOriginal: "Ventoux Biosciences", asset: "VBS710", indication: "Wilson disease", regulator: "European Commission" },
    },
    {
      title: "Coup dur pour Helvane Pharma aux États-Unis",
      text: "Coup dur pour Helvane Pharma. L'agence américaine du médicament a adressé une lettre de réponse complète (CRL) au laboratoire bordelais pour HVP-520, son traitement de l'insomnie chronique. La FDA demande une étude supplémentaire sur la conduite automobile le lendemain de la prise, afin d'écarter un effet résiduel de somnolence. Des antagonistes des récepteurs de l'orexine comme le daridorexant sont déjà commercialisés dans cette indication. Helvane estime qu'il lui faudra au moins 18 mois pour répondre.",
      labels: { event: "complete-response-letter", company: "Helvane Pharma", companyOriginal: "Helvane Pharma", asset: "HVP520", indication: "Insomnia", regulator: "FDA" },
    },
    {
      title: "Premier patient traité avec le CAR-T allogénique de Belledonne Bio",
      text: "Premier patient traité dans l'essai de phase 1 de BDB-44 : Belledonne Bio, start-up grenobloise, a administré sa thérapie CAR-T allogénique à une patiente atteinte de lupus érythémateux systémique réfractaire, au CHU de Grenoble. L'essai, autorisé par l'ANSM au printemps, prévoit d'inclure jusqu'à 24 patients. La société espère présenter de premières données de sécurité fin 2027.",
      labels: { event: "trial-start", company: "Belledonne Bio", companyOriginal: "Belledonne Bio", asset: "BDB44", indication: "Systemic lupus erythematosus", regulator: null },
    },
    {
      title: "Camargue Pharma lance sa phase 3 dans le tremblement essentiel",
      text: "Camargue Pharma a lancé son essai de phase 3 TIDAL avec CMG-3 dans le tremblement essentiel ; le premier patient a été randomisé aux États-Unis. L'étude doit recruter environ 450 adultes atteints d'une forme modérée à sévère dans 70 centres en Amérique du Nord et en Europe, afin de comparer CMG-3, un modulateur des canaux calciques de type T, à un placebo pendant 12 semaines. Les premiers résultats sont attendus au second semestre 2028.",
      labels: { event: "trial-start", company: "Camargue Pharma", companyOriginal: "Camargue Pharma", asset: "CMG3", indication: "Essential tremor", regulator: null },
    },
    {
      title: "Dermatite atopique : résultats positifs de phase 2b pour Mirevel Biotech",
      text: "Les résultats de phase 2b de MRV-15 dans la dermatite atopique modérée à sévère sont positifs, a annoncé Mirevel Biotech. À la semaine 16, 44 % des patients recevant la dose la plus élevée ont atteint un score IGA de 0 ou 1, contre 12 % sous placebo (p<0,001). L'anticorps, qui cible OX40L, n'est administré que toutes les douze semaines. Le titre de la société a bondi de 35 % à la Bourse de Paris.",
      labels: { event: "readout", company: "Mirevel Biotech", companyOriginal: "Mirevel Biotech", asset: "MRV15", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Échec de phase 3 pour Ormane Pharma",
      text: "Ormane Pharma a annoncé mercredi que l'essai de phase 3 ORBIT-2 évaluant ORM-7 dans la paralysie supranucléaire progressive n'avait pas atteint son critère principal. Sur l'échelle PSPRS à 52 semaines, la différence avec le placebo n'était pas statistiquement significative. La société a décidé d'arrêter le programme et de réduire ses effectifs d'un tiers. Plusieurs anticorps anti-tau avaient déjà échoué dans cette maladie.",
      labels: { event: "readout", company: "Ormane Pharma", companyOriginal: "Ormane Pharma", asset: "ORM7", indication: "Progressive supranuclear palsy", regulator: null },
    },
    {
      title: "Bellerive Pharma cède les droits hors Europe de BLV-230",
      text: "Bellerive Pharma a concédé sous licence à l'américain Corvell Therapeutics les droits mondiaux, hors Europe, de BLV-230, un candidat dans l'hypertension artérielle pulmonaire. Corvell versera 45 millions de dollars à la signature et jusqu'à 610 millions de dollars en paiements d'étapes, plus des redevances. Bellerive conserve les droits en Europe, où elle mène un essai de phase 2 en France et en Belgique. Le sotatercept de Merck a récemment redessiné ce marché.",
      labels: { event: "licensing", company: "Bellerive Pharma", companyOriginal: "Bellerive Pharma", asset: "BLV230", indication: "Pulmonary arterial hypertension", regulator: null, also: ["Corvell Therapeutics"] },
    },
    {
      title: "Kerlann Bio et Novadia Diagnostics s'allient sur un test compagnon",
      text: "Rennes – Kerlann Bio et Novadia Diagnostics ont signé un partenariat pour développer un test compagnon destiné à sélectionner les patients de l'essai de phase 2 de KLB-9 dans le cancer de la vessie n'infiltrant pas le muscle. Novadia adaptera sa plateforme de séquençage de l'ADN tumoral urinaire, tandis que Kerlann prendra en charge les études cliniques. Les deux entreprises partageront les coûts de développement ; aucun montant n'a été divulgué.",
      labels: { event: "partnership", company: "Kerlann Bio", companyOriginal: "Kerlann Bio", asset: "KLB9", indication: "Non-muscle-invasive bladder cancer", regulator: null, also: ["Novadia Diagnostics"] },
    },
    {
      title: "Sillon Bio lève 42 millions d'euros",
      text: "Sillon Bio lève 42 millions d'euros en série A pour financer le développement de SLB-101, une petite molécule en collyre contre la sécheresse oculaire sévère. Le tour de table est mené par des fonds français et suisses. Les fonds permettront de mener un essai de phase 2 en Europe d'ici 2028. Fondée en 2022 à Montpellier, la société compte 25 salariés.",
      labels: { event: "financing", company: "Sillon Bio", companyOriginal: "Sillon Bio", asset: "SLB101", indication: "Dry eye disease", regulator: null },
    },
    {
      title: "Taravel Oncologie réussit son introduction en Bourse",
      text: "Taravel Oncologie a levé 68 millions d'euros lors de son introduction en Bourse sur Euronext Paris, au prix de 14,50 euros par action. La demande a représenté 1,6 fois l'offre initiale. La biotech toulousaine développe TRV-1, un radioligand en phase 2 dans le cancer de la prostate métastatique résistant à la castration. Le lutétium Lu 177 vipivotide tétraxétan de Novartis est déjà autorisé dans cette indication.",
      labels: { event: "financing", company: "Taravel Oncology", companyOriginal: "Taravel Oncologie", asset: "TRV1", indication: "Prostate cancer", regulator: null },
    },
    {
      title: "Nouveau directeur général aux Laboratoires Garance",
      text: "Les Laboratoires Garance ont nommé un nouveau directeur général, Antoine Ferrand, qui prendra ses fonctions le 1er janvier 2027. Il succède à la fondatrice, qui reste présidente du conseil d'administration. Le groupe familial, spécialisé dans les génériques et la dermatologie, réalise un chiffre d'affaires de 310 millions d'euros.",
      labels: { event: null, company: "Garance Laboratories", companyOriginal: "Laboratoires Garance", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "Bruselas autoriza el lebrikizumab de Almirall",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Ebglyss (lebrikizumab) de Almirall para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años, con un peso mínimo de 40 kg, que sean candidatos a tratamiento sistémico. La decisión, de noviembre de 2023, llega tras la opinión positiva del CHMP emitida en septiembre. El anticuerpo bloquea la interleucina 13. Almirall posee los derechos del fármaco en Europa, mientras que Lilly lo desarrolla en Estados Unidos y el resto del mundo.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "PharmaMar: el ensayo IMforte alcanza sus dos variables principales",
      text: "PharmaMar ha comunicado que el ensayo de fase 3 IMforte, que evalúa lurbinectedina en combinación con atezolizumab como tratamiento de mantenimiento de primera línea en cáncer de pulmón microcítico en estadio extendido, ha alcanzado sus dos variables principales: la supervivencia libre de progresión y la supervivencia global. La combinación se comparó con atezolizumab en monoterapia. Lurbinectedina ya está aprobada en Estados Unidos, bajo el nombre Zepzelca, para pacientes en segunda línea.",
      labels: { event: "readout", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["atezolizumab"] },
    },
    {
      title: "Cofepris otorga el registro a la vacuna contra el dengue de Laboratorios Miravet",
      text: "La Comisión Federal para la Protección contra Riesgos Sanitarios (Cofepris) de México ha otorgado el registro sanitario a MIR-220, la vacuna tetravalente contra el dengue de Laboratorios Miravet, para personas de 6 a 45 años. La aprobación se basa en un ensayo de fase 3 en 18.000 participantes de México, Colombia y Brasil, en el que la vacuna redujo un 71 % los casos de dengue sintomático. Es la primera autorización de la vacuna en el mundo. La compañía, con sede en Guadalajara, prevé iniciar la distribución en la temporada de lluvias de 2027.",
      labels: { event: "approval", company: "Miravet Laboratories", companyOriginal: "Laboratorios Miravet", asset: "MIR220", indication: "Dengue", regulator: "COFEPRIS" },
    },
    {
      title: "La FDA aprueba EBZ-44 de Ebrenza Pharma",
      text: "La FDA estadounidense ha aprobado EBZ-44, de la farmacéutica barcelonesa Ebrenza Pharma, para el tratamiento de la hiperplasia suprarrenal congénita clásica en niños a partir de 4 años y adultos. El fármaco oral permite reducir las dosis de glucocorticoides que necesitan estos pacientes. En Estados Unidos ya está disponible crinecerfont, de Neurocrine. Ebrenza comercializará EBZ-44 directamente a través de su filial en Nueva Jersey.",
      labels: { event: "approval", company: "Ebrenza Pharma", companyOriginal: "Ebrenza Pharma", asset: "EBZ44", indication: "Congenital adrenal hyperplasia", regulator: "FDA" },
    },
    {
      title: "Laboratorios Alcover solicita a la EMA la autorización de ALC-308",
      text: "Laboratorios Alcover ha presentado ante la Agencia Europea de Medicamentos la solicitud de autorización de comercialización de ALC-308 para el tratamiento de los brotes de psoriasis pustulosa generalizada. En el ensayo pivotal, el 61 % de los pacientes no presentaba pústulas visibles una semana después de una única infusión, frente al 7 % con placebo. Spesolimab es hasta ahora el único fármaco aprobado en la Unión Europea para esta enfermedad. La compañía madrileña espera una decisión en 2028.",
      labels: { event: "submission", company: "Alcover Laboratories", companyOriginal: "Laboratorios Alcover", asset: "ALC308", indication: "Generalized pustular psoriasis", regulator: "EMA" },
    },
    {
      title: "Nervión Biotech pide a la FDA la aprobación de su fármaco para la acondroplasia",
      text: "Bilbao, 24 de noviembre. Nervión Biotech ha presentado a la FDA la solicitud de nuevo fármaco (NDA) de NRB-61, un tratamiento oral para niños con acondroplasia. En el ensayo de fase 3, los niños tratados durante un año crecieron de media 1,8 cm más que los que recibieron placebo. La biotecnológica vasca recuerda que el vosoritide, el tratamiento disponible, requiere una inyección diaria. La empresa ha pedido también una revisión prioritaria.",
      labels: { event: "submission", company: "Nervion Biotech", companyOriginal: "Nervión Biotech", asset: "NRB61", indication: "Achondroplasia", regulator: "FDA" },
    },
    {
      title: "La EMA valida la solicitud de CZP-15 en leucemia mieloide aguda",
      text: "La Agencia Europea de Medicamentos (EMA) ha validado la solicitud de autorización de comercialización de CZP-15, de Cierzo Pharma, en pacientes adultos con leucemia mieloide aguda recidivante o refractaria con mutación de NPM1. Con la validación comienza formalmente el procedimiento de evaluación. CZP-15 es un inhibidor oral de la menina, la misma clase que revumenib y ziftomenib. Cierzo, con sede en Zaragoza, prevé la opinión del CHMP a finales de 2027.",
      labels: { event: "filing-acceptance", company: "Cierzo Pharma", companyOriginal: "Cierzo Pharma", asset: "CZP15", indication: "Acute myeloid leukemia", regulator: "EMA" },
    },
    {
      title: "Designación de medicamento huérfano para TMB-3 de Tramuntana Bio",
      text: "La FDA ha concedido la designación de medicamento huérfano a TMB-3, de la biotecnológica mallorquina Tramuntana Bio, para el tratamiento de la distrofia muscular facioescapulohumeral. TMB-3 es un oligonucleótido que silencia la expresión del gen DUX4 en el músculo. La designación otorga, entre otros incentivos, siete años de exclusividad de mercado en Estados Unidos tras la aprobación. La empresa completó este año un estudio de fase 1 en voluntarios sanos.",
      labels: { event: "designation", company: "Tramuntana Bio", companyOriginal: "Tramuntana Bio", asset: "TMB3", indication: "Facioscapulohumeral muscular dystrophy", regulator: "FDA" },
    },
    {
      title: "La MHRA concede el 'Innovation Passport' a ANR-7",
      text: "La agencia reguladora británica del medicamento (MHRA) ha otorgado el 'Innovation Passport' de su vía de acceso acelerado a ANR-7, el candidato de Almenara Therapeutics para la ataxia espinocerebelosa de tipo 3. El pasaporte da acceso a un asesoramiento regulatorio coordinado con los organismos de evaluación de tecnologías sanitarias del Reino Unido. Almenara, con sede en Granada, ensaya ANR-7 en un estudio de fase 2 en España y Portugal.",
      labels: { event: "designation", company: "Almenara Therapeutics", companyOriginal: "Almenara Therapeutics", asset: "ANR7", indication: "Spinocerebellar ataxia", regulator: "MHRA" },
    },
    {
      title: "Carta de respuesta completa de la FDA para Pirineo Pharma",
      text: "Pirineo Pharma ha recibido una carta de respuesta completa de la FDA sobre su solicitud para PRN-90 en el síndrome de intestino corto. La agencia estadounidense pide datos de seguridad hepática a más largo plazo antes de decidir. PRN-90 es un análogo de GLP-2 de administración semanal, frente a la inyección diaria de teduglutida. Las acciones de la compañía cayeron un 31 % en el Mercado Continuo.",
      labels: { event: "complete-response-letter", company: "Pirineo Pharma", companyOriginal: "Pirineo Pharma", asset: "PRN90", indication: "Short bowel syndrome", regulator: "FDA" },
    },
    {
      title: "Primer paciente tratado en el ensayo de ABO-12 en sarcoma de Ewing",
      text: "Alborán Oncology ha tratado al primer paciente de su ensayo de fase 1/2 con ABO-12 en sarcoma de Ewing recidivante, en un hospital pediátrico de Madrid. El estudio incluirá hasta 40 niños y adultos jóvenes en seis centros de España, Italia y Francia. ABO-12 es un degradador de proteínas dirigido contra la fusión EWS-FLI1, responsable de la mayoría de estos tumores. La compañía malagueña espera datos preliminares en 2028.",
      labels: { event: "trial-start", company: "Alboran Oncology", companyOriginal: "Alborán Oncology", asset: "ABO12", indication: "Ewing sarcoma", regulator: null },
    },
    {
      title: "Valdeluz Pharma inicia la fase 3 de VLZ-9 en gota",
      text: "Valdeluz Pharma ha aleatorizado al primer paciente del ensayo de fase 3 SOLERA, que evaluará VLZ-9 en pacientes con gota no controlada con alopurinol. El estudio se realizará en 110 centros de Europa y Estados Unidos y medirá la proporción de pacientes con ácido úrico en sangre por debajo de 6 mg/dl a los seis meses. El diseño fue acordado previamente con la FDA. La compañía prevé resultados en la primera mitad de 2029.",
      labels: { event: "trial-start", company: "Valdeluz Pharma", companyOriginal: "Valdeluz Pharma", asset: "VLZ9", indication: "Gout", regulator: null },
    },
    {
      title: "Ortzi Therapeutics supera el objetivo principal en hepatitis D",
      text: "“Son los mejores datos que hemos visto en esta enfermedad”, afirmó la directora médica de Ortzi Therapeutics al presentar los resultados de fase 2 de OTZ-401 en hepatitis D crónica. El 58 % de los pacientes tratados durante 48 semanas logró la respuesta combinada, es decir, una caída del ARN viral y la normalización de la ALT, frente al 4 % del grupo control, con lo que el estudio alcanzó su objetivo principal. Bulevirtida es el único tratamiento autorizado en la Unión Europea para esta infección. La empresa vasca prepara ahora la fase 3.",
      labels: { event: "readout", company: "Ortzi Therapeutics", companyOriginal: "Ortzi Therapeutics", asset: "OTZ401", indication: "Hepatitis D", regulator: null },
    },
    {
      title: "CZB-22 fracasa en fibromialgia",
      text: "El ensayo de fase 2 de CZB-22 en fibromialgia no ha cumplido su objetivo principal, según comunicó Caliza Biotech. Tras 12 semanas, la reducción de la intensidad media del dolor fue similar en el grupo tratado y en el grupo placebo. La compañía de Valencia ha decidido interrumpir el programa y centrar sus recursos en el dolor neuropático. Sus acciones se desplomaron un 42 % en BME Growth.",
      labels: { event: "readout", company: "Caliza Biotech", companyOriginal: "Caliza Biotech", asset: "CZB22", indication: "Fibromyalgia", regulator: null },
    },
    {
      title: "Guadarrama Biopharma adquiere los derechos europeos de SRN-8",
      text: "Guadarrama Biopharma ha firmado un acuerdo de licencia con la surcoreana Seorin Bio para desarrollar y comercializar SRN-8 en Europa, Oriente Medio y África. SRN-8 es un inhibidor de la miosina cardiaca en desarrollo para la miocardiopatía hipertrófica obstructiva, el mismo mecanismo que mavacamten y aficamten. Guadarrama pagará 25 millones de euros por adelantado y hasta 190 millones en hitos, además de regalías. Seorin mantiene los derechos en Asia y América.",
      labels: { event: "licensing", company: "Guadarrama Biopharma", companyOriginal: "Guadarrama Biopharma", asset: "SRN8", indication: "Obstructive hypertrophic cardiomyopathy", regulator: null, also: ["Seorin Bio"] },
    },
    {
      title: "Atalaya Bio y Kazemori Pharma se alían en nefritis lúpica",
      text: "Atalaya Bio y la japonesa Kazemori Pharma han firmado una alianza para desarrollar conjuntamente ATB-5, un anticuerpo para la nefritis lúpica. Las dos compañías repartirán al 50 % los costes del ensayo de fase 3 y los beneficios en Estados Unidos; Kazemori comercializará el fármaco en Asia y Atalaya, en Europa. El acuerdo no incluye pagos por adelantado. ATB-5 mostró en fase 2 una tasa de respuesta renal completa del 41 % al cabo de un año.",
      labels: { event: "partnership", company: "Atalaya Bio", companyOriginal: "Atalaya Bio", asset: "ATB5", indication: "Lupus nephritis", regulator: null, also: ["Kazemori Pharma"] },
    },
    {
      title: "Moncayo Pharma compra Inmunia Therapeutics por 240 millones de euros",
      text: "Moncayo Pharma ha acordado la compra del 100 % de Inmunia Therapeutics por 240 millones de euros, más hasta 160 millones adicionales ligados a hitos regulatorios. Inmunia desarrolla INM-3, un anticuerpo en fase 2 para el asma grave eosinofílica. La operación, que se financiará con caja y deuda, se cerrará previsiblemente en el primer trimestre de 2027. Con ella, Moncayo entra en el área respiratoria, donde ya compiten mepolizumab y benralizumab.",
      labels: { event: "acquisition", company: "Moncayo Pharma", companyOriginal: "Moncayo Pharma", asset: "INM3", indication: "Asthma", regulator: null, also: ["Inmunia Therapeutics"] },
    },
    {
      title: "Nautia Bio cierra una ronda de 30 millones de euros",
      text: "La biotecnológica Nautia Bio ha cerrado una ronda de financiación serie B de 30 millones de euros, liderada por un fondo de capital riesgo europeo especializado en salud. La compañía destinará los fondos a completar el ensayo de fase 2 de NTB-4, un implante intraocular de liberación prolongada para el glaucoma de ángulo abierto. Nautia nació en 2019 como spin-off de una universidad catalana y cuenta con 34 empleados.",
      labels: { event: "financing", company: "Nautia Bio", companyOriginal: "Nautia Bio", asset: "NTB4", indication: "Glaucoma", regulator: null },
    },
    {
      title: "Teide Biopharma amplía capital en 18 millones de euros",
      text: "Teide Biopharma ha completado una ampliación de capital de 18 millones de euros, suscrita en su mayor parte por inversores institucionales. Los fondos se dedicarán a TDB-1, una terapia celular en fase 1/2 para el melanoma uveal metastásico, un tumor para el que tebentafusp es hoy la principal opción. La empresa canaria espera presentar datos de eficacia en el segundo semestre de 2027.",
      labels: { event: "financing", company: "Teide Biopharma", companyOriginal: "Teide Biopharma", asset: "TDB1", indication: "Uveal melanoma", regulator: null },
    },
    {
      title: "Laboratorios Serrablo inaugura una planta de inyectables en Huesca",
      text: "Laboratorios Serrablo ha inaugurado en Huesca una nueva planta de producción de inyectables estériles, con una inversión de 45 millones de euros y 120 nuevos puestos de trabajo. La instalación fabricará antibióticos y anestésicos para hospitales y exportará a más de 30 países. El consejero delegado destacó que la planta reforzará la autonomía estratégica europea en medicamentos esenciales.",
      labels: { event: null, company: "Serrablo Laboratories", companyOriginal: "Laboratorios Serrablo", asset: null, indication: null, regulator: null },
    },
  ],
};
