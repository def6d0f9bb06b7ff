import type { BriefArticle } from "./briefs";

/**
 * Tenth held-out set for the English brief benchmark: 20 short articles per language (German,
 * French, Spanish), in the style of trade news, business press and press releases. Written and
 * labelled by hand by a helper session on 2026-11-29, without the engine's code or any other set's
 * articles open. To be measured once and not tuned against: the labels were set before any
 * measurement and are not to be edited to fit a result.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure left out):
 * - de: BioNTech, all-stock acquisition of CureVac, about $1.25B (acquisition, June 2025)
 * - de: Boehringer Ingelheim, zongertinib (Hernexeos) accelerated FDA approval in HER2-mutant NSCLC (approval, August 2025)
 * - de: Bayer, acoramidis (Beyonttra) authorized by the European Commission in ATTR-CM (approval, February 2025)
 * - de: Bayer, finerenone FINEARTS-HF phase III results at ESC in London (readout, September 2024)
 * - de: MorphoSys, pelabresib MANIFEST-2 phase III topline in myelofibrosis (readout, November 2023)
 * - fr: Sanofi, acquisition of Blueprint Medicines for up to about $9.5B (acquisition, June 2025)
 * - fr: Ipsen, elafibranor (Iqirvo) accelerated FDA approval in PBC (approval, June 2024)
 * - fr: Abivax, obefazimod ABTECT phase III induction trials meet primary endpoint in UC (readout, July 2025)
 * - fr: Valneva, chikungunya vaccine Ixchiq (VLA1553) approved by the FDA (approval, November 2023)
 * - fr: Servier, vorasidenib (Voranigo) approved by the FDA in IDH-mutant grade 2 glioma (approval, August 2024)
 * - es: PharmaMar, lurbinectedin plus atezolizumab IMforte phase III meets PFS and OS endpoints in ES-SCLC (readout, October 2024)
 * - es: Almirall, lebrikizumab (Ebglyss) authorized by the European Commission in atopic dermatitis (approval, November 2023)
 * - es: Eli Lilly, orforglipron ACHIEVE-1 phase 3 topline in type 2 diabetes (readout, April 2025)
 * - es: Insmed, brensocatib (Brinsupri) approved by the FDA in non-CF bronchiectasis (approval, August 2025)
 * - es: Merck & Co. (MSD), acquisition of Verona Pharma for about $10B, ensifentrine (acquisition, July 2025)
 * All other articles are invented, about fictional companies and medicines whose names and codes
 * were checked not to be in the registry files (src/server/core/recognize/registry/).
 */
export const GOLD10_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "BioNTech übernimmt CureVac",
      text: "Die Mainzer BioNTech SE will den Tübinger mRNA-Spezialisten CureVac N.V. vollständig übernehmen. Wie beide Unternehmen am Donnerstag mitteilten, sollen die CureVac-Aktionäre im Rahmen eines Umtauschangebots American Depositary Shares von BioNTech erhalten; der Transaktionswert liegt bei rund 1,25 Milliarden US-Dollar. Vorstand und Aufsichtsrat von CureVac unterstützen das Angebot. BioNTech will mit der Übernahme vor allem seine mRNA-Kompetenzen und Fertigungskapazitäten für die Krebsimmuntherapie stärken. Die beiden Unternehmen streiten seit Jahren vor Gericht über Patente zur mRNA-Technologie; der Zusammenschluss könnte diese Auseinandersetzungen beenden.",
      labels: { event: "acquisition", company: "BioNTech", asset: null, indication: null, regulator: null, also: ["CureVac"] },
    },
    {
      title: "CHMP empfiehlt Zulassung von Veltrona-Antikörper bei endokriner Orbitopathie",
      text: "Der Ausschuss für Humanarzneimittel (CHMP) der Europäischen Arzneimittel-Agentur hat eine positive Stellungnahme für VTP-118 der Veltrona Pharma SE abgegeben. Empfohlen wird die Zulassung des subkutan verabreichten IGF-1R-Antikörpers zur Behandlung erwachsener Patienten mit mittelschwerer bis schwerer endokriner Orbitopathie. Die Entscheidung der Europäischen Kommission wird üblicherweise innerhalb von rund 67 Tagen erwartet. Veltrona will das Präparat unter dem Markennamen Orbelza zunächst in Deutschland und Österreich einführen. In den USA ist mit Teprotumumab bereits ein intravenös zu verabreichender Antikörper mit demselben Angriffspunkt auf dem Markt.",
      labels: { event: "approval", company: "Veltrona Pharma", companyOriginal: "Veltrona Pharma", asset: "VTP118", indication: "Thyroid eye disease", regulator: "EMA" },
    },
    {
      title: "Grünes Licht vom Paul-Ehrlich-Institut für CAR-T-Studie bei Lupus",
      text: "Die Münchner Isartal Biologics GmbH hat vom Paul-Ehrlich-Institut (PEI) die Genehmigung für eine klinische Phase-I/II-Studie mit ihrer CAR-T-Zelltherapie ISB-019 erhalten. Geprüft wird die gegen CD19 gerichtete Therapie bei Patienten mit schwerem, therapierefraktärem systemischem Lupus erythematodes. Die Studie soll an drei Universitätskliniken in Bayern und Baden-Württemberg laufen, die Rekrutierung im ersten Quartal beginnen. Ärzte in Erlangen hatten vor einigen Jahren mit CAR-T-Zellen bei Autoimmunerkrankungen international für Aufsehen gesorgt. Isartal will anders als die akademischen Pioniere ein industriell gefertigtes Produkt entwickeln.",
      labels: { event: "approval", company: "Isartal Biologics", companyOriginal: "Isartal Biologics", asset: "ISB019", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "FDA lässt Zongertinib von Boehringer Ingelheim beschleunigt zu",
      text: "Die US-Arzneimittelbehörde FDA hat Zongertinib (Hernexeos) von Boehringer Ingelheim im beschleunigten Verfahren zugelassen. Der orale Tyrosinkinase-Inhibitor ist für Erwachsene mit nicht resezierbarem oder metastasiertem, nicht-plattenepithelialem nicht-kleinzelligem Lungenkarzinom (NSCLC) bestimmt, deren Tumoren aktivierende HER2-Mutationen aufweisen und die bereits eine systemische Therapie erhalten haben. Grundlage ist die Phase-Ib-Studie Beamion LUNG-1. Der Wirkstoff bindet selektiv an HER2 und spart den Wildtyp-EGF-Rezeptor weitgehend aus, was typische EGFR-bedingte Nebenwirkungen verringern soll. Die dauerhafte Zulassung kann von den Ergebnissen einer bestätigenden Studie abhängig gemacht werden.",
      labels: { event: "approval", company: "Boehringer Ingelheim", asset: "zongertinib", indication: "Non-small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "Kestrion reicht Zulassungsantrag für Hustenmittel bei der EMA ein",
      text: "Die Kestrion Biotech AG hat bei der Europäischen Arzneimittel-Agentur (EMA) einen Antrag auf Zulassung ihres P2X3-Antagonisten KST-202 zur Behandlung des refraktären chronischen Hustens bei Erwachsenen eingereicht. Der Antrag stützt sich auf zwei Phase-III-Studien mit zusammen mehr als 1600 Patienten, in denen KST-202 die Hustenfrequenz über 24 Stunden signifikant senkte. Geschmacksstörungen, die bei Wirkstoffen dieser Klasse häufig sind, traten nach Unternehmensangaben seltener auf als bei Gefapixant. Einen Antrag bei der FDA will Kestrion im kommenden Jahr stellen. Die Aktie des Frankfurter Unternehmens gab im Tagesverlauf leicht nach.",
      labels: { event: "submission", company: "Kestrion Biotech", companyOriginal: "Kestrion Biotech", asset: "KST202", indication: "Chronic cough", regulator: "EMA" },
    },
    {
      title: "FDA nimmt Zulassungsantrag von Neckarion zur Prüfung an",
      text: "Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (Biologics License Application) der Heidelberger Neckarion Therapeutics AG für den bispezifischen Antikörper NKT-0512 zur Prüfung angenommen. NKT-0512 richtet sich gegen DLL3 und CD3 und soll bei Patienten mit kleinzelligem Lungenkarzinom nach Versagen einer platinbasierten Chemotherapie eingesetzt werden. Als Zieldatum für die Entscheidung (PDUFA) nannte das Unternehmen den Juli 2027. Mit Tarlatamab von Amgen ist bereits ein Antikörper mit demselben Wirkprinzip in den USA zugelassen. Neckarion will sich mit einer subkutanen Darreichung und einem geringeren Risiko für ein Zytokin-Freisetzungssyndrom abheben.",
      labels: { event: "filing-acceptance", company: "Neckarion Therapeutics", companyOriginal: "Neckarion Therapeutics", asset: "NKT0512", indication: "Small cell lung cancer", regulator: "FDA" },
    },
    {
      title: "EU-Zulassung für Beyonttra bei ATTR-Kardiomyopathie",
      text: "Die Europäische Kommission hat Acoramidis (Beyonttra) zur Behandlung der Transthyretin-Amyloidose mit Kardiomyopathie (ATTR-CM) bei Erwachsenen zugelassen, teilte die Bayer AG mit. Die Zulassung umfasst sowohl die Wildtyp- als auch die hereditäre Form der Erkrankung. Bayer hatte sich die exklusiven Vermarktungsrechte in Europa im Frühjahr 2024 vom US-Unternehmen BridgeBio Pharma gesichert, das den Wirkstoff entwickelt hat. In den USA ist das Präparat unter dem Namen Attruby seit November 2024 zugelassen. Grundlage der Zulassung ist die Phase-III-Studie ATTRibute-CM.",
      labels: { event: "approval", company: "Bayer", asset: "acoramidis", indication: "Transthyretin amyloidosis", regulator: "European Commission" },
    },
    {
      title: "EMA nimmt SMA-Gentherapie von Auental Bio ins PRIME-Programm auf",
      text: "Die Europäische Arzneimittel-Agentur hat die Gentherapie AUB-301 der Auental Bio GmbH aus Göttingen in ihr PRIME-Programm (Priority Medicines) aufgenommen. AUB-301 wird für Kinder mit spinaler Muskelatrophie entwickelt, die auf bestehende Therapien nur unzureichend ansprechen. Die Förderung ermöglicht eine frühe und intensivere wissenschaftliche Beratung durch die EMA und kann später eine beschleunigte Bewertung des Zulassungsantrags nach sich ziehen. Zugelassene SMA-Therapien sind unter anderem Nusinersen, Risdiplam und Onasemnogen-Abeparvovec. Auental behandelt derzeit die ersten Patienten in einer Phase-I/II-Studie.",
      labels: { event: "designation", company: "Auental Bio", companyOriginal: "Auental Bio", asset: "AUB301", indication: "Spinal muscular atrophy", regulator: "EMA" },
    },
    {
      title: "Fast-Track-Status für Falkenried-Wirkstoff gegen PSC",
      text: "Die Falkenried Pharma GmbH hat für ihren Wirkstoffkandidaten FKP-77 von der US-Arzneimittelbehörde FDA den Fast-Track-Status erhalten. FKP-77 wird zur Behandlung der primär sklerosierenden Cholangitis (PSC) entwickelt, einer seltenen chronischen Lebererkrankung, für die es bislang keine zugelassene medikamentöse Therapie gibt. Der Status erlaubt einen engeren Austausch mit der Behörde und eine fortlaufende Einreichung von Teilen des Zulassungsantrags. Das Familienunternehmen aus dem Allgäu testet FKP-77 derzeit in einer Phase-II-Studie in Europa und Nordamerika; erste Daten erwartet es im Herbst kommenden Jahres.",
      labels: { event: "designation", company: "Falkenried Pharma", companyOriginal: "Falkenried Pharma", asset: "FKP77", indication: "Primary sclerosing cholangitis", regulator: "FDA" },
    },
    {
      title: "Finerenon senkt Herzinsuffizienz-Ereignisse in FINEARTS-HF",
      text: "Bayer hat auf dem Kongress der Europäischen Gesellschaft für Kardiologie (ESC) in London die vollständigen Ergebnisse der Phase-III-Studie FINEARTS-HF vorgestellt. Der nicht-steroidale Mineralokortikoid-Rezeptor-Antagonist Finerenon (Kerendia) verringerte bei Patienten mit Herzinsuffizienz und einer linksventrikulären Ejektionsfraktion von mindestens 40 Prozent den kombinierten primären Endpunkt aus kardiovaskulärem Tod und Herzinsuffizienz-Ereignissen um 16 Prozent gegenüber Placebo. An der Studie nahmen rund 6000 Patienten teil. Finerenon ist bislang zur Behandlung der chronischen Nierenerkrankung bei Typ-2-Diabetes zugelassen. Bayer will die Daten bei den Zulassungsbehörden einreichen.",
      labels: { event: "readout", company: "Bayer", asset: "finerenone", indication: "Heart failure", regulator: null },
    },
    {
      title: "Rückschlag für Trevanis: FDA verweigert vorerst Zulassung",
      text: "Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag der Trevanis Pharma AG für TVN-5503 zur Behandlung der Alopecia areata vorerst abgelehnt. In einem sogenannten Complete Response Letter verlangt die Behörde zusätzliche Daten zur Langzeitsicherheit, insbesondere zu thromboembolischen Ereignissen, wie das Unternehmen am Montagabend mitteilte. Neue Wirksamkeitsstudien seien nicht gefordert worden. Die Trevanis-Aktie brach im Xetra-Handel um mehr als 30 Prozent ein. Bei dem Wirkstoff handelt es sich um einen oralen JAK-Inhibitor; mit Baricitinib und Ritlecitinib sind in der Indikation bereits zwei Präparate dieser Klasse zugelassen.",
      labels: { event: "complete-response-letter", company: "Trevanis Pharma", companyOriginal: "Trevanis Pharma", asset: "TVN5503", indication: "Alopecia areata", regulator: "FDA" },
    },
    {
      title: "Erster Patient in Phase-I-Studie mit Radioligand LHT-220 behandelt",
      text: "Die Berliner Lindenhof Therapeutics GmbH hat den ersten Patienten in ihrer Phase-I-Studie mit dem Radioligand LHT-220 behandelt. Das Präparat koppelt das Isotop Lutetium-177 an ein Peptid, das an das Protein FAP auf Bindegewebszellen im Tumor bindet. Die Studie an drei deutschen Zentren soll zunächst Sicherheit und Dosierung bei Patienten mit fortgeschrittenem Bauchspeicheldrüsenkrebs untersuchen. Das BfArM hatte die Studie im Sommer genehmigt. Lindenhof wurde 2021 als Ausgründung eines Berliner Forschungsinstituts gegründet und hat bislang 45 Millionen Euro eingesammelt.",
      labels: { event: "trial-start", company: "Lindenhof Therapeutics", companyOriginal: "Lindenhof Therapeutics", asset: "LHT220", indication: "Pancreatic cancer", regulator: null },
    },
    {
      title: "MorphoSys: Pelabresib erreicht primären Endpunkt bei Myelofibrose",
      text: "Die MorphoSys AG aus Planegg bei München hat Topline-Ergebnisse der Phase-III-Studie MANIFEST-2 veröffentlicht. Der BET-Inhibitor Pelabresib (CPI-0610) in Kombination mit dem JAK-Inhibitor Ruxolitinib erreichte bei JAK-Inhibitor-naiven Patienten mit Myelofibrose den primären Endpunkt: Nach 24 Wochen zeigten 65,9 Prozent der Patienten eine Verkleinerung des Milzvolumens um mindestens 35 Prozent, gegenüber 35,2 Prozent unter Placebo plus Ruxolitinib. Beim wichtigen sekundären Endpunkt, der Verbesserung der Gesamtsymptomatik, zeigte sich ein numerischer, aber statistisch nicht signifikanter Vorteil. Die Daten sollen auf dem Kongress der Amerikanischen Gesellschaft für Hämatologie im Dezember vorgestellt werden.",
      labels: { event: "readout", company: "MorphoSys", asset: "pelabresib", indication: "Myelofibrosis", regulator: null },
    },
    {
      title: "Dornbach startet Phase III mit Arthrose-Depotspritze",
      text: "Die Dornbach Pharma GmbH hat mit der ersten von zwei geplanten Phase-III-Studien für ihren Arthrose-Kandidaten DOR-14 begonnen. In die Studie KNEE-ACT sollen rund 700 Patienten mit symptomatischer Kniegelenksarthrose in Deutschland, Polen und Spanien aufgenommen werden; primärer Endpunkt ist die Schmerzreduktion nach 26 Wochen. DOR-14 wird als Depotformulierung einmal alle sechs Monate ins Kniegelenk injiziert. Bislang stehen Betroffenen vor allem Schmerzmittel, Kortisonspritzen und Physiotherapie zur Verfügung. Das Unternehmen rechnet mit ersten Daten Ende 2028.",
      labels: { event: "trial-start", company: "Dornbach Pharma", companyOriginal: "Dornbach Pharma", asset: "DOR14", indication: "Osteoarthritis", regulator: null },
    },
    {
      title: "Quellbrunn legt positive Phase-IIb-Daten bei Morbus Crohn vor",
      text: "Die Quellbrunn Biotech AG hat positive Topline-Daten aus der Phase-IIb-Studie mit QBT-661 bei mittelschwerem bis schwerem Morbus Crohn vorgelegt. Nach zwölf Wochen erreichten 38 Prozent der Patienten in der höchsten Dosisgruppe eine endoskopische Response, verglichen mit 12 Prozent unter Placebo; der primäre Endpunkt wurde damit erreicht. Schwere Nebenwirkungen traten in allen Gruppen ähnlich häufig auf. QBT-661 ist ein oraler, im Darm wirkender Entzündungshemmer, der kaum in den Blutkreislauf gelangt. Das Unternehmen will nun mit möglichen Partnern über die Finanzierung einer Phase III sprechen.",
      labels: { event: "readout", company: "Quellbrunn Biotech", companyOriginal: "Quellbrunn Biotech", asset: "QBT661", indication: "Crohn's disease", regulator: null },
    },
    {
      title: "Sonnwald lizenziert ADC in die USA aus – bis zu 1,1 Milliarden Dollar",
      text: "Die Sonnwald Biologics GmbH aus Martinsried hat die weltweiten Rechte an ihrem Antikörper-Wirkstoff-Konjugat SWB-404 an die US-amerikanische Coastline Pharmaceuticals Inc. auslizenziert. Sonnwald erhält eine Vorabzahlung von 80 Millionen US-Dollar und kann bei Erreichen von Entwicklungs-, Zulassungs- und Umsatzzielen weitere Zahlungen von bis zu 1,1 Milliarden Dollar sowie Lizenzgebühren erhalten. SWB-404 richtet sich gegen das Oberflächenprotein CDH6 und wird derzeit in einer Phase-I-Studie bei Eierstockkrebs geprüft. Es ist der bislang größte Lizenzdeal eines deutschen Biotech-Start-ups in diesem Jahr.",
      labels: { event: "licensing", company: "Sonnwald Biologics", companyOriginal: "Sonnwald Biologics", asset: "SWB404", indication: "Ovarian cancer", regulator: null, also: ["Coastline Pharmaceuticals"] },
    },
    {
      title: "Harzmann sichert sich Kaliumbinder für die DACH-Region",
      text: "Die Harzmann Pharma GmbH aus Goslar hat sich die Vermarktungsrechte für Deutschland, Österreich und die Schweiz an dem Kaliumbinder CRG-310 der britischen Corrigan Therapeutics Ltd. gesichert. Harzmann zahlt vorab 12 Millionen Euro sowie Meilensteinzahlungen bei Zulassung und Markteinführung; Corrigan erhält zudem eine Umsatzbeteiligung im zweistelligen Prozentbereich. CRG-310 soll bei Hyperkaliämie eingesetzt werden, etwa bei Patienten mit chronischer Nierenerkrankung, die RAAS-Hemmer erhalten. Der EU-Zulassungsantrag wird derzeit von der EMA geprüft.",
      labels: { event: "licensing", company: "Harzmann Pharma", companyOriginal: "Harzmann Pharma", asset: "CRG310", indication: "Hyperkalemia", regulator: null, also: ["Corrigan Therapeutics"] },
    },
    {
      title: "Kranich Bio und Seegrund Diagnostics entwickeln Begleittest",
      text: "Die Leipziger Kranich Bio GmbH und die Seegrund Diagnostics AG haben eine strategische Zusammenarbeit vereinbart. Gemeinsam wollen sie einen Begleitdiagnostik-Test für Kranichs Antikörper KRB-09 entwickeln, der bei Patienten mit fortgeschrittenem Magenkarzinom eingesetzt werden soll. Seegrund übernimmt die Entwicklung und Validierung des immunhistochemischen Tests, Kranich die klinischen Studien und die Zulassungsanträge. Finanzielle Details nannten die Partner nicht. KRB-09 befindet sich in einer Phase-II-Studie, deren Ergebnisse im kommenden Jahr erwartet werden.",
      labels: { event: "partnership", company: "Kranich Bio", companyOriginal: "Kranich Bio", asset: "KRB09", indication: "Gastric cancer", regulator: null, also: ["Seegrund Diagnostics"] },
    },
    {
      title: "Feldberg Therapeutics sammelt 62 Millionen Euro ein",
      text: "Die Feldberg Therapeutics GmbH aus Freiburg hat in einer Series-A-Finanzierungsrunde 62 Millionen Euro eingesammelt. Angeführt wurde die Runde von zwei europäischen Wagniskapitalgebern; auch ein Family Office aus Süddeutschland beteiligte sich. Mit dem Geld will das 2022 gegründete Unternehmen seine Plattform für oral verfügbare Peptide weiterentwickeln und den ersten Kandidaten bis 2028 in die klinische Prüfung bringen. Es ist eine der größten Series-A-Runden eines deutschen Biotech-Unternehmens in diesem Jahr. Die Zahl der Mitarbeitenden soll sich bis Ende 2027 auf rund 80 verdoppeln.",
      labels: { event: "financing", company: "Feldberg Therapeutics", companyOriginal: "Feldberg Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Hallbach Pharma eröffnet neues Abfüllwerk in Thüringen",
      text: "Die Hallbach Pharma GmbH hat in Erfurt ein neues Werk für die sterile Abfüllung von Injektionslösungen in Betrieb genommen. Das Familienunternehmen investierte nach eigenen Angaben rund 140 Millionen Euro in den Standort, an dem bis 2028 etwa 250 Arbeitsplätze entstehen sollen. Abgefüllt werden dort vor allem Fertigspritzen und Pens für Peptidwirkstoffe, zum Teil in Auftragsproduktion für internationale Kunden. Der Thüringer Ministerpräsident nahm an der Eröffnung teil. Hallbach erwartet für das laufende Jahr einen Umsatz von rund 480 Millionen Euro.",
      labels: { event: null, company: "Hallbach Pharma", companyOriginal: "Hallbach Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "Sanofi s'offre Blueprint Medicines pour jusqu'à 9,5 milliards de dollars",
      text: "Sanofi a annoncé lundi la signature d'un accord en vue d'acquérir la biotech américaine Blueprint Medicines pour 129 dollars par action en numéraire, auxquels peut s'ajouter un certificat de valeur conditionnelle (CVR) de 6 dollars par action lié à des étapes de développement et réglementaires. La transaction valorise la société jusqu'à environ 9,5 milliards de dollars. Blueprint commercialise Ayvakit (avapritinib) dans la mastocytose systémique et développe un inhibiteur de KIT de nouvelle génération, l'élénestinib, dans la même maladie. Le laboratoire français renforce ainsi son portefeuille en immunologie et dans les maladies rares. La finalisation est attendue au troisième trimestre.",
      labels: { event: "acquisition", company: "Sanofi", asset: null, indication: "Systemic mastocytosis", regulator: null, also: ["Blueprint Medicines"] },
    },
    {
      title: "Aubrelle Therapeutics dépose son dossier européen dans les fibromes utérins",
      text: "Aubrelle Therapeutics SA, biotech lyonnaise cotée sur Euronext Growth, a déposé auprès de l'Agence européenne des médicaments (EMA) une demande d'autorisation de mise sur le marché pour ATH-227, un antagoniste oral de la GnRH destiné au traitement des saignements menstruels abondants associés aux fibromes utérins. Le dossier s'appuie sur deux essais de phase III menés en Europe et en Amérique du Nord auprès de plus de 900 femmes. La société prévoit de déposer un dossier similaire auprès de la FDA au premier semestre de l'an prochain. Elle cherche par ailleurs un partenaire pour la commercialisation hors d'Europe.",
      labels: { event: "submission", company: "Aubrelle Therapeutics", companyOriginal: "Aubrelle Therapeutics", asset: "ATH227", indication: "Uterine fibroids", regulator: "EMA" },
    },
    {
      title: "Cholangite biliaire primitive : feu vert accéléré de la FDA pour l'élafibranor d'Ipsen",
      text: "La Food and Drug Administration américaine a accordé une autorisation accélérée à Iqirvo (élafibranor), le traitement d'Ipsen dans la cholangite biliaire primitive (CBP), a annoncé le laboratoire. Le médicament est indiqué en association avec l'acide ursodésoxycholique (AUDC) chez les adultes répondant de manière inadéquate à l'AUDC, ou en monothérapie chez ceux qui ne le tolèrent pas. L'autorisation repose sur l'essai de phase III ELATIVE, dont le critère principal était la réponse biochimique. Ipsen avait acquis les droits mondiaux de la molécule, hors Chine, auprès de la biotech lilloise Genfit en 2021. Le maintien de l'autorisation pourra dépendre de la confirmation du bénéfice clinique.",
      labels: { event: "approval", company: "Ipsen", asset: "elafibranor", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "Résultats semestriels : Orvalis Bio a soumis sa thérapie génique à la FDA",
      text: "Orvalis Bio a publié mercredi ses résultats semestriels, marqués par une perte nette de 18,4 millions d'euros et une trésorerie de 61 millions d'euros, suffisante selon la société pour financer ses activités jusqu'à fin 2027. Surtout, la biotech nantaise a annoncé avoir soumis à la FDA américaine une demande de licence de produit biologique (BLA) pour OVB-12, sa thérapie génique destinée aux patients atteints d'amaurose congénitale de Leber. Le dossier repose sur un essai pivot mené chez 24 patients. Une décision pourrait intervenir fin 2027 si la demande est acceptée pour examen.",
      labels: { event: "submission", company: "Orvalis Bio", companyOriginal: "Orvalis Bio", asset: "OVB12", indication: "Leber congenital amaurosis", regulator: "FDA" },
    },
    {
      title: "Drépanocytose : l'EMA valide le dossier de Clairvance Biotech",
      text: "L'Agence européenne des médicaments (EMA) a validé la demande d'autorisation de mise sur le marché du CLV-801 dans la drépanocytose, a annoncé Clairvance Biotech SA. L'évaluation par le CHMP débute ainsi officiellement ; un avis est attendu au second semestre de l'an prochain. Le CLV-801 est un activateur oral de la pyruvate kinase érythrocytaire, une classe dont fait également partie le mitapivat d'Agios. Le dossier s'appuie sur un essai de phase III ayant montré une augmentation significative du taux d'hémoglobine. La biotech parisienne précise que la molécule bénéficie du statut de médicament orphelin en Europe.",
      labels: { event: "filing-acceptance", company: "Clairvance Biotech", companyOriginal: "Clairvance Biotech", asset: "CLV801", indication: "Sickle cell disease", regulator: "EMA" },
    },
    {
      title: "Abivax s'envole après le succès de l'obéfazimod en phase III",
      text: "L'action Abivax a bondi de plusieurs centaines de pour cent sur Euronext Paris après l'annonce des premiers résultats des deux essais d'induction de phase III ABTECT évaluant l'obéfazimod dans la rectocolite hémorragique modérée à sévère. Les deux études ont atteint leur critère principal de rémission clinique à la huitième semaine avec la dose de 50 mg une fois par jour. Le profil de tolérance est cohérent avec celui observé lors des essais précédents, selon la biotech. L'essai de maintenance doit livrer ses résultats au deuxième trimestre 2026, avant un éventuel dépôt de dossier auprès de la FDA au second semestre.",
      labels: { event: "readout", company: "Abivax", asset: "obefazimod", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Neuropathie diabétique : la FDA accepte d'examiner le livorestat",
      text: "La FDA a accepté d'examiner la demande d'autorisation de mise sur le marché (NDA) du livorestat (LYS-440) déposée par Lysandre Pharma SA dans la neuropathie diabétique périphérique douloureuse, a indiqué la société montpelliéraine. La date cible de décision (PDUFA) est fixée à octobre 2027. Le livorestat est un inhibiteur de l'aldose réductase administré par voie orale, une approche qui vise la cause métabolique des lésions nerveuses plutôt que la seule douleur. Les traitements actuels, comme la prégabaline ou la duloxétine, n'apportent qu'un soulagement partiel à de nombreux patients.",
      labels: { event: "filing-acceptance", company: "Lysandre Pharma", companyOriginal: "Lysandre Pharma", asset: "livorestat", indication: "Diabetic peripheral neuropathic pain", regulator: "FDA" },
    },
    {
      title: "Helixane Therapeutics obtient la désignation « Breakthrough Therapy » dans la maladie de Huntington",
      text: "La biotech strasbourgeoise Helixane Therapeutics a reçu de la FDA la désignation de thérapie innovante (Breakthrough Therapy) pour HXT-09, un oligonucléotide antisens en développement dans la maladie de Huntington. Cette désignation, accordée sur la base des données intermédiaires d'un essai de phase I/II montrant une baisse dose-dépendante de la huntingtine mutante dans le liquide céphalorachidien, doit permettre d'accélérer le développement et l'examen du produit. Aucun traitement ne permet aujourd'hui de ralentir l'évolution de la maladie. Helixane prépare un essai de phase II/III qui pourrait démarrer fin 2027.",
      labels: { event: "designation", company: "Helixane Therapeutics", companyOriginal: "Helixane Therapeutics", asset: "HXT09", indication: "Huntington's disease", regulator: "FDA" },
    },
    {
      title: "Valneva obtient l'approbation de la FDA pour son vaccin contre le chikungunya",
      text: "La biotech franco-autrichienne Valneva a annoncé que la FDA avait approuvé Ixchiq (VLA1553), son vaccin à dose unique contre le chikungunya, chez les adultes de 18 ans et plus exposés à un risque accru d'infection. Il s'agit du premier vaccin au monde contre cette maladie virale transmise par les moustiques. L'autorisation a été accordée selon la procédure accélérée, sur la base des taux d'anticorps neutralisants, et s'accompagne d'un bon d'examen prioritaire (priority review voucher) que Valneva peut revendre. Le vaccin est également en cours d'examen en Europe et au Canada.",
      labels: { event: "approval", company: "Valneva", asset: "VLA1553", indication: "Chikungunya fever", regulator: "FDA" },
    },
    {
      title: "HTAP : Marbelle Biosciences admise au programme PRIME de l'EMA",
      text: "Marbelle Biosciences a annoncé que l'Agence européenne des médicaments (EMA) avait accordé à MBS-150 l'accès à son programme PRIME (PRIority MEdicines) dans l'hypertension artérielle pulmonaire. Ce dispositif offre un accompagnement renforcé lors du développement et ouvre la voie à une évaluation accélérée. MBS-150, un anticorps ciblant la voie de l'activine, a montré dans une étude de phase II une réduction de la résistance vasculaire pulmonaire. Le sotatercept de MSD, qui agit sur la même voie, est déjà autorisé en Europe. La société bordelaise prévoit de lancer sa phase III l'an prochain.",
      labels: { event: "designation", company: "Marbelle Biosciences", companyOriginal: "Marbelle Biosciences", asset: "MBS150", indication: "Pulmonary arterial hypertension", regulator: "EMA" },
    },
    {
      title: "Coup dur pour Veranis Pharma aux États-Unis",
      text: "La FDA a adressé à Veranis Pharma une lettre de réponse complète (complete response letter) concernant sa demande d'autorisation pour VRP-31, un chélateur du cuivre destiné aux patients atteints de la maladie de Wilson. L'agence américaine demande une étude de bioéquivalence supplémentaire entre la formulation utilisée dans les essais cliniques et celle destinée à la commercialisation. Le titre a chuté de 41 % à la Bourse de Paris. La direction estime pouvoir soumettre à nouveau le dossier d'ici douze à dix-huit mois et assure disposer de la trésorerie nécessaire.",
      labels: { event: "complete-response-letter", company: "Veranis Pharma", companyOriginal: "Veranis Pharma", asset: "VRP31", indication: "Wilson disease", regulator: "FDA" },
    },
    {
      title: "Gliomes : Servier décroche l'autorisation américaine du vorasidénib",
      text: "Servier a annoncé que la FDA avait approuvé Voranigo (vorasidénib) pour le traitement des patients adultes et pédiatriques de 12 ans et plus atteints d'astrocytome ou d'oligodendrogliome de grade 2 porteurs d'une mutation IDH1 ou IDH2, après une intervention chirurgicale. C'est la première thérapie ciblée approuvée dans cette indication. L'approbation s'appuie sur l'essai de phase III INDIGO, dans lequel le vorasidénib a significativement prolongé la survie sans progression par rapport au placebo. Le laboratoire français avait acquis la molécule en rachetant l'activité oncologie de l'américain Agios en 2021.",
      labels: { event: "approval", company: "Servier", asset: "vorasidenib", indication: "Glioma", regulator: "FDA" },
    },
    {
      title: "Loirance Biotech traite son premier patient avec son virus oncolytique",
      text: "Loirance Biotech a annoncé le traitement du premier patient de son essai de phase I/II évaluant LRB-207, un virus oncolytique armé, chez des patients atteints de mélanome avancé en échec des immunothérapies anti-PD-1. L'étude, autorisée par l'ANSM en septembre, sera menée dans six centres de lutte contre le cancer en France et prévoit d'inclure jusqu'à 60 patients. Les premiers résultats sont attendus au second semestre 2027. La biotech tourangelle a levé 22 millions d'euros l'an dernier auprès d'investisseurs régionaux.",
      labels: { event: "trial-start", company: "Loirance Biotech", companyOriginal: "Loirance Biotech", asset: "LRB207", indication: "Melanoma", regulator: null },
    },
    {
      title: "Pyrenix Pharma donne le coup d'envoi de sa phase III dans la maladie rénale chronique",
      text: "Pyrenix Pharma a lancé PYX-CKD3, l'étude de phase III de son candidat PYX-510 dans la maladie rénale chronique. L'essai, qui doit recruter environ 1 400 patients dans 18 pays, évaluera si PYX-510, ajouté au traitement standard par inhibiteur de SGLT2, ralentit le déclin du débit de filtration glomérulaire sur deux ans. Le laboratoire toulousain, non coté, finance seul cette étude dont le coût est estimé à plus de 150 millions d'euros. Les résultats sont attendus en 2029.",
      labels: { event: "trial-start", company: "Pyrenix Pharma", companyOriginal: "Pyrenix Pharma", asset: "PYX510", indication: "Chronic kidney disease", regulator: null },
    },
    {
      title: "Polyarthrite rhumatoïde : échec en phase IIb pour Ondine Therapeutics",
      text: "Ondine Therapeutics a annoncé jeudi soir que l'essai de phase IIb évaluant OND-88 chez des patients atteints de polyarthrite rhumatoïde n'avait pas atteint son critère d'évaluation principal. À la semaine 12, la proportion de patients obtenant une réponse ACR20 n'était pas significativement différente entre les groupes traités et le groupe placebo. La société va réduire ses effectifs d'environ un tiers et concentrer ses ressources sur son programme dans le lupus. Le titre a perdu plus de la moitié de sa valeur vendredi matin.",
      labels: { event: "readout", company: "Ondine Therapeutics", companyOriginal: "Ondine Therapeutics", asset: "OND88", indication: "Rheumatoid arthritis", regulator: null },
    },
    {
      title: "Sorelis Biotech cède les droits japonais de son anticorps anti-OX40",
      text: "Sorelis Biotech a conclu un accord de licence exclusif avec le japonais Kazahana Pharma pour le développement et la commercialisation au Japon de SRB-14, son anticorps en développement dans la dermatite atopique. Sorelis percevra un paiement initial de 25 millions d'euros et pourra recevoir jusqu'à 210 millions d'euros de paiements d'étapes, ainsi que des redevances à deux chiffres sur les ventes. SRB-14, qui cible le récepteur OX40, termine actuellement un essai de phase IIb en Europe. L'action a bondi de 18 % à l'ouverture.",
      labels: { event: "licensing", company: "Sorelis Biotech", companyOriginal: "Sorelis Biotech", asset: "SRB14", indication: "Atopic dermatitis", regulator: null, also: ["Kazahana Pharma"] },
    },
    {
      title: "Vallauris Pharma fait son marché en Chine",
      text: "Vallauris Pharma a acquis auprès du chinois Qingshan Biotech les droits européens de QSB-07, un anticorps bispécifique PD-1/VEGF en développement dans le cancer du poumon non à petites cellules. Le laboratoire niçois versera 40 millions de dollars à la signature et jusqu'à 600 millions de dollars en paiements conditionnels. Cette classe thérapeutique suscite un vif intérêt depuis que l'ivonescimab d'Akeso a montré sa supériorité face au pembrolizumab dans un essai de phase III en Chine. Vallauris compte lancer une étude européenne de phase III en 2027.",
      labels: { event: "licensing", company: "Vallauris Pharma", companyOriginal: "Vallauris Pharma", asset: "QSB07", indication: "Non-small cell lung cancer", regulator: null, also: ["Qingshan Biotech"] },
    },
    {
      title: "Mucoviscidose : Kerlys Therapeutics s'allie à Nuvance Analytics",
      text: "Kerlys Therapeutics et la société d'intelligence artificielle Nuvance Analytics ont annoncé un partenariat de recherche pluriannuel dans la mucoviscidose. Les deux sociétés combineront les organoïdes dérivés de patients de Kerlys et les modèles prédictifs de Nuvance pour identifier des composés capables de restaurer la fonction de la protéine CFTR chez les patients non éligibles aux modulateurs actuels. Les coûts seront partagés et les éventuels candidats développés conjointement. Vertex domine aujourd'hui ce marché avec sa trithérapie Kaftrio.",
      labels: { event: "partnership", company: "Kerlys Therapeutics", companyOriginal: "Kerlys Therapeutics", asset: null, indication: "Cystic fibrosis", regulator: null, also: ["Nuvance Analytics"] },
    },
    {
      title: "Navalis Therapeutics lève 75 millions d'euros",
      text: "Navalis Therapeutics, biotech marseillaise spécialisée dans les anticorps conjugués, a bouclé une levée de fonds de série B de 75 millions d'euros. Le tour de table a été mené par un fonds américain spécialisé dans la santé, aux côtés des investisseurs historiques de la société. Ces fonds doivent permettre de faire entrer deux candidats en essais cliniques d'ici à 2028 et de renforcer les équipes, qui passeront de 45 à 70 personnes. Il s'agit de l'une des plus importantes levées de fonds d'une biotech française cette année, dans un marché du capital-risque toujours sélectif.",
      labels: { event: "financing", company: "Navalis Therapeutics", companyOriginal: "Navalis Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Ormelis Pharma change de directeur général",
      text: "Ormelis Pharma SA a annoncé la nomination de Claire Vandamme au poste de directrice générale, à compter du 1er janvier. Elle succède à Jean-Marc Oriol, fondateur du laboratoire, qui restera président du conseil d'administration. Claire Vandamme dirigeait jusqu'ici les opérations européennes d'un grand groupe de dermatologie. Le laboratoire normand, spécialisé dans les produits dermatologiques, a par ailleurs confirmé viser un chiffre d'affaires d'environ 210 millions d'euros pour l'exercice en cours, en hausse de 6 %.",
      labels: { event: null, company: "Ormelis Pharma", companyOriginal: "Ormelis Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "La AEMPS autoriza el ensayo de la terapia celular de Mareva Therapeutics",
      text: "La Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) ha autorizado el ensayo clínico de fase I/II de MRV-101, la terapia CAR-T de Mareva Therapeutics S.L. para pacientes con leucemia linfoblástica aguda de células B en recaída o refractaria. El estudio se llevará a cabo en cinco hospitales españoles e incluirá a unos 40 pacientes adultos y pediátricos. La biotecnológica valenciana utiliza un proceso de fabricación descentralizado que permite producir las células en el propio hospital. El Hospital Clínic de Barcelona fue pionero en Europa con un CAR-T de desarrollo académico.",
      labels: { event: "approval", company: "Mareva Therapeutics", companyOriginal: "Mareva Therapeutics", asset: "MRV101", indication: "Acute lymphoblastic leukemia", regulator: "AEMPS" },
    },
    {
      title: "PharmaMar: el ensayo IMforte con Zepzelca alcanza sus dos variables principales",
      text: "PharmaMar ha anunciado que el ensayo de fase III IMforte, que evalúa lurbinectedina (Zepzelca) en combinación con atezolizumab como tratamiento de mantenimiento en primera línea del cáncer de pulmón microcítico en estadio extendido, ha alcanzado sus dos variables principales: la supervivencia libre de progresión y la supervivencia global. El estudio, llevado a cabo por Jazz Pharmaceuticals y Roche, compara la combinación con atezolizumab en monoterapia. La compañía, con sede en Colmenar Viejo (Madrid), prevé que los datos se presenten en un próximo congreso médico. Zepzelca ya está aprobado en Estados Unidos para pacientes con cáncer de pulmón microcítico metastásico que progresan tras quimioterapia con platino.",
      labels: { event: "readout", company: "PharmaMar", asset: "lurbinectedin", indication: "Small cell lung cancer", regulator: null, also: ["Jazz Pharmaceuticals", "Roche"] },
    },
    {
      title: "Cierzo Pharma solicita a la EMA la autorización de su fármaco para el insomnio",
      text: "Cierzo Pharma S.A. ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de CZP-45, un antagonista dual de los receptores de orexina para el tratamiento del insomnio crónico en adultos. La solicitud se apoya en dos ensayos de fase III con más de 1.800 pacientes, en los que el fármaco mejoró el tiempo total de sueño y la latencia de inicio del sueño frente a placebo. La compañía zaragozana, que cotiza en BME Growth, espera una decisión en 2028. En este mercado ya compite Quviviq (daridorexant), de Idorsia.",
      labels: { event: "submission", company: "Cierzo Pharma", companyOriginal: "Cierzo Pharma", asset: "CZP45", indication: "Insomnia", regulator: "EMA" },
    },
    {
      title: "La FDA acepta a trámite la solicitud de Olivenza Biosciences en hemofilia A",
      text: "La agencia estadounidense del medicamento (FDA) ha aceptado a trámite la solicitud de licencia de producto biológico (BLA) presentada por Olivenza Biosciences para OLB-19, un anticuerpo biespecífico de administración subcutánea mensual para la profilaxis de la hemofilia A con o sin inhibidores. La fecha objetivo de decisión (PDUFA) se ha fijado para el 14 de septiembre de 2027. La biotecnológica sevillana compite en un segmento dominado por Hemlibra (emicizumab), de Roche y Chugai. Olivenza busca un socio para comercializar el producto en Estados Unidos.",
      labels: { event: "filing-acceptance", company: "Olivenza Biosciences", companyOriginal: "Olivenza Biosciences", asset: "OLB19", indication: "Hemophilia A", regulator: "FDA" },
    },
    {
      title: "Bruselas autoriza Ebglyss, de Almirall, para la dermatitis atópica",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Ebglyss (lebrikizumab) para el tratamiento de la dermatitis atópica de moderada a grave en adultos y adolescentes a partir de 12 años con un peso mínimo de 40 kilos que sean candidatos a terapia sistémica, según ha informado Almirall. El fármaco es un anticuerpo monoclonal que bloquea la interleucina 13. Almirall adquirió en 2019 los derechos europeos a la estadounidense Dermira, posteriormente comprada por Eli Lilly. La aprobación se basa en los ensayos de fase III ADvocate 1, ADvocate 2 y ADhere. Alemania será uno de los primeros mercados en los que la farmacéutica barcelonesa lance el producto.",
      labels: { event: "approval", company: "Almirall", asset: "lebrikizumab", indication: "Atopic dermatitis", regulator: "European Commission" },
    },
    {
      title: "Tramuntana Bio: la EMA valida su solicitud para velnotamab en mieloma múltiple",
      text: "Tramuntana Bio S.L. ha anunciado que la Agencia Europea de Medicamentos (EMA) ha validado su solicitud de autorización de comercialización para velnotamab (TMB-620), un anticuerpo biespecífico dirigido contra GPRC5D y CD3 para pacientes con mieloma múltiple en recaída o refractario que hayan recibido al menos tres líneas de tratamiento. Con la validación comienza el procedimiento centralizado de evaluación por parte del CHMP. La biotecnológica mallorquina se enfrenta a la competencia de Talvey (talquetamab), de Johnson & Johnson, que comparte la misma diana. La compañía prevé contar con la opinión del comité a finales de 2027.",
      labels: { event: "filing-acceptance", company: "Tramuntana Bio", companyOriginal: "Tramuntana Bio", asset: "velnotamab", indication: "Multiple myeloma", regulator: "EMA" },
    },
    {
      title: "Galdana Therapeutics logra la designación de medicamento huérfano en EE.UU.",
      text: "Galdana Therapeutics, compañía biotecnológica con sede en Bilbao, ha recibido de la FDA la designación de medicamento huérfano para GLD-303 en el tratamiento de la distrofia miotónica de tipo 1. La designación otorga incentivos como créditos fiscales para ensayos clínicos, exención de tasas y siete años de exclusividad comercial en Estados Unidos tras la aprobación. GLD-303 es un oligonucleótido conjugado diseñado para llegar al músculo esquelético. La empresa prevé iniciar el primer ensayo en humanos en 2027, tras completar los estudios de toxicología.",
      labels: { event: "designation", company: "Galdana Therapeutics", companyOriginal: "Galdana Therapeutics", asset: "GLD303", indication: "Myotonic dystrophy", regulator: "FDA" },
    },
    {
      title: "Lilly presenta los primeros resultados de fase 3 de orforglipron, su GLP-1 oral",
      text: "Eli Lilly ha comunicado los resultados principales del ensayo de fase 3 ACHIEVE-1, el primero de los siete estudios de ese programa con orforglipron, un agonista oral del receptor de GLP-1 de molécula pequeña. En adultos con diabetes tipo 2 insuficientemente controlada con dieta y ejercicio, el fármaco redujo la HbA1c entre 1,3 y 1,6 puntos desde una media basal del 8,0% a las 40 semanas, con lo que alcanzó la variable principal frente a placebo. Los pacientes con la dosis más alta perdieron de media un 7,9% de su peso. A diferencia de la semaglutida oral, orforglipron puede tomarse sin restricciones de comida ni de agua. La compañía prevé solicitar la aprobación para el control del peso a finales de año y para la diabetes en 2026.",
      labels: { event: "readout", company: "Eli Lilly", asset: "orforglipron", indication: "Type 2 diabetes", regulator: null },
    },
    {
      title: "Orbalia Bio entra en el programa PRIME de la EMA con su terapia génica para Stargardt",
      text: "La Agencia Europea de Medicamentos (EMA) ha incluido ORB-11, la terapia génica de Orbalia Bio para la enfermedad de Stargardt, en su programa PRIME de medicamentos prioritarios. La biotecnológica catalana recibirá asesoramiento científico reforzado y podrá optar a una evaluación acelerada cuando solicite la autorización. La decisión se basa en los datos preliminares de un ensayo de fase I/II en 12 pacientes, en los que se observó una ralentización del crecimiento de las lesiones atróficas. No existe ningún tratamiento aprobado para esta distrofia macular hereditaria.",
      labels: { event: "designation", company: "Orbalia Bio", companyOriginal: "Orbalia Bio", asset: "ORB11", indication: "Stargardt disease", regulator: "EMA" },
    },
    {
      title: "Albora Pharma cae en bolsa tras recibir una carta de respuesta completa de la FDA",
      text: "Albora Pharma ha recibido una carta de respuesta completa (CRL) de la FDA sobre la solicitud de comercialización de ALB-210, su gel tópico para la rosácea papulopustulosa. Según la compañía, la agencia no ha cuestionado los datos de eficacia, sino las observaciones de una inspección en la planta de un proveedor externo que fabrica el principio activo. Albora, que cotiza en el Mercado Continuo, cayó un 12% en bolsa. La farmacéutica calcula que podrá volver a presentar la solicitud en el primer semestre del próximo año, una vez resueltas las deficiencias.",
      labels: { event: "complete-response-letter", company: "Albora Pharma", companyOriginal: "Albora Pharma", asset: "ALB210", indication: "Rosacea", regulator: "FDA" },
    },
    {
      title: "La FDA aprueba brensocatib, primer tratamiento para las bronquiectasias no debidas a fibrosis quística",
      text: "La FDA estadounidense ha aprobado Brinsupri (brensocatib), de Insmed, para el tratamiento de las bronquiectasias no asociadas a fibrosis quística en pacientes de 12 años o más. Se trata del primer fármaco autorizado para esta enfermedad pulmonar crónica y del primer inhibidor de la dipeptidil peptidasa 1 (DPP1) que llega al mercado. La aprobación se basa en el ensayo de fase 3 ASPEN, en el que brensocatib redujo la tasa anual de exacerbaciones pulmonares frente a placebo. Las acciones de la compañía estadounidense se han revalorizado con fuerza en el último año ante las expectativas sobre el fármaco.",
      labels: { event: "approval", company: "Insmed", asset: "brensocatib", indication: "Bronchiectasis", regulator: "FDA" },
    },
    {
      title: "Moncayo Biotherapeutics trata al primer paciente con su ADC anti-B7-H3",
      text: "Moncayo Biotherapeutics ha tratado al primer paciente de su ensayo de fase I con MCY-7, un conjugado anticuerpo-fármaco (ADC) dirigido a B7-H3, en pacientes con cáncer de próstata metastásico resistente a la castración. El estudio, que se desarrolla en cuatro hospitales españoles, incluirá hasta 70 pacientes en sus fases de escalada y expansión de dosis. La AEMPS autorizó el ensayo en julio. En la misma diana trabajan compañías como Daiichi Sankyo y Merck con ifinatamab deruxtecan.",
      labels: { event: "trial-start", company: "Moncayo Biotherapeutics", companyOriginal: "Moncayo Biotherapeutics", asset: "MCY7", indication: "Prostate cancer", regulator: null },
    },
    {
      title: "Guadarrama Pharma arranca la fase III de su fármaco oral para la osteoporosis",
      text: "Guadarrama Pharma S.A. ha puesto en marcha el ensayo pivotal de fase III de GDP-88, un fármaco oral para la osteoporosis posmenopáusica que actúa estimulando la formación de hueso. El estudio reclutará a unas 3.000 mujeres en 15 países y su variable principal será la incidencia de nuevas fracturas vertebrales a los 24 meses. La compañía madrileña sostiene que una alternativa oral podría mejorar la adherencia frente a tratamientos inyectables como denosumab o romosozumab. Guadarrama prevé tener resultados en 2029.",
      labels: { event: "trial-start", company: "Guadarrama Pharma", companyOriginal: "Guadarrama Pharma", asset: "GDP88", indication: "Osteoporosis", regulator: null },
    },
    {
      title: "Calima Bio presenta datos intermedios positivos en esofagitis eosinofílica",
      text: "Calima Bio ha comunicado resultados intermedios de su ensayo de fase II con CLM-02 en pacientes adultos con esofagitis eosinofílica: a las 16 semanas, el 64% de los tratados con la dosis alta alcanzó la remisión histológica, frente al 7% del grupo placebo. El análisis intermedio, realizado por un comité independiente tras la inclusión de la mitad de los pacientes, recomendó continuar el estudio sin cambios. La biotecnológica valenciana espera los datos finales en el segundo semestre del próximo año y planea reunirse con la FDA antes de diseñar la fase III.",
      labels: { event: "readout", company: "Calima Bio", companyOriginal: "Calima Bio", asset: "CLM02", indication: "Eosinophilic esophagitis", regulator: null },
    },
    {
      title: "MSD comprará Verona Pharma por unos 10.000 millones de dólares",
      text: "MSD, conocida como Merck en Estados Unidos y Canadá, ha alcanzado un acuerdo para adquirir la británica Verona Pharma por 107 dólares por cada ADS, lo que valora la operación en aproximadamente 10.000 millones de dólares. Con la compra, la farmacéutica estadounidense se hace con Ohtuvayre (ensifentrina), un inhibidor dual de las fosfodiesterasas 3 y 4 aprobado por la FDA en 2024 como tratamiento de mantenimiento de la enfermedad pulmonar obstructiva crónica (EPOC) en adultos. Ohtuvayre es el primer fármaco inhalado con un nuevo mecanismo de acción para la EPOC en más de 20 años. La operación debe ser aprobada por los accionistas de Verona y por un tribunal británico.",
      labels: { event: "acquisition", company: "Merck & Co.", asset: "ensifentrine", indication: "COPD", regulator: null, also: ["Verona Pharma"] },
    },
    {
      title: "Norvalia Pharma licencia su candidato para el TDAH en Norteamérica",
      text: "Norvalia Pharma S.L. ha firmado un acuerdo de licencia con la estadounidense Silverline Therapeutics, que obtiene los derechos exclusivos para desarrollar y comercializar en Estados Unidos y Canadá NVP-52, un candidato no estimulante para el trastorno por déficit de atención e hiperactividad (TDAH). Norvalia recibirá un pago inicial de 30 millones de dólares y hasta 415 millones en hitos, además de royalties escalonados. La compañía barcelonesa conservará los derechos en Europa, donde prevé iniciar la fase III el próximo año. El acuerdo es uno de los mayores firmados por una biotecnológica española este año.",
      labels: { event: "licensing", company: "Norvalia Pharma", companyOriginal: "Norvalia Pharma", asset: "NVP52", indication: "Attention deficit hyperactivity disorder", regulator: null, also: ["Silverline Therapeutics"] },
    },
    {
      title: "Ibervia Pharma se hace con los derechos ibéricos de un fármaco para el colon irritable",
      text: "Ibervia Pharma S.A. ha cerrado un acuerdo con la italiana Lariana Pharma S.p.A. para licenciar en exclusiva los derechos de comercialización en España y Portugal de LRP-118, un tratamiento para el síndrome del intestino irritable con predominio de diarrea. Ibervia abonará un pago inicial no desvelado y pagos adicionales vinculados a la obtención de precio y reembolso en ambos países. LRP-118 está pendiente de la decisión de la Comisión Europea tras la opinión favorable del CHMP el pasado mes. La compañía madrileña refuerza así su área de gastroenterología.",
      labels: { event: "licensing", company: "Ibervia Pharma", companyOriginal: "Ibervia Pharma", asset: "LRP118", indication: "Irritable bowel syndrome", regulator: null, also: ["Lariana Pharma"] },
    },
    {
      title: "Teide Biotech y Alvera Genomics se alían en la ataxia de Friedreich",
      text: "Teide Biotech S.L. y la compañía de genómica Alvera Genomics han sellado una alianza para codesarrollar terapias basadas en ARN para la ataxia de Friedreich. Alvera aportará su plataforma de cribado genómico y Teide, su tecnología de oligonucleótidos; ambas compartirán al 50% los costes y los eventuales ingresos. La primera molécula candidata podría entrar en estudios preclínicos regulatorios a finales del año próximo. En esta enfermedad solo hay aprobado un tratamiento, omaveloxolona, comercializado por Biogen.",
      labels: { event: "partnership", company: "Teide Biotech", companyOriginal: "Teide Biotech", asset: null, indication: "Friedreich's ataxia", regulator: null, also: ["Alvera Genomics"] },
    },
    {
      title: "Nivaria Therapeutics cierra una ronda serie A de 40 millones",
      text: "Nivaria Therapeutics, biotecnológica canaria que desarrolla moléculas contra la fibrosis, ha cerrado una ronda de financiación serie A de 40 millones de euros. La operación ha estado liderada por un fondo europeo especializado en ciencias de la vida, con la participación de varios family offices españoles y de los socios fundadores. Los recursos se destinarán a completar los estudios preclínicos de su primer candidato y a iniciar los ensayos en humanos en 2028. Se trata de una de las mayores rondas de este tipo cerradas por una biotecnológica española en lo que va de año.",
      labels: { event: "financing", company: "Nivaria Therapeutics", companyOriginal: "Nivaria Therapeutics", asset: null, indication: null, regulator: null },
    },
    {
      title: "Sorolla Pharma eleva un 8% sus ventas hasta septiembre",
      text: "Sorolla Pharma S.A. cerró los nueve primeros meses del año con una cifra de negocio de 312 millones de euros, un 8% más que en el mismo periodo del ejercicio anterior, impulsada por las exportaciones a Latinoamérica y Oriente Medio. El beneficio neto creció un 5%, hasta 41 millones. La farmacéutica valenciana mantiene sus previsiones para el conjunto del año y destinará 25 millones a ampliar su planta de Paterna, que producirá formas sólidas orales. Las acciones de la compañía subían un 3% a media sesión.",
      labels: { event: null, company: "Sorolla Pharma", companyOriginal: "Sorolla Pharma", asset: null, indication: null, regulator: null },
    },
  ],
};
