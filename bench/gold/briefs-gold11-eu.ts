import type { BriefArticle } from "./briefs";

/**
 * Eleventh held-out set for the English brief benchmark: 20 short articles each in German, French
 * and Spanish, hand-written and hand-labelled on 2026-11-29 by a helper session, without the
 * engine's code, its tests or docs or any other gold set open (only the label conventions and the
 * registry data files were read). The outlets vary: German, Swiss and Austrian press for German;
 * French, Belgian, Swiss and Québec press for French; Spanish, Mexican, Argentine, Chilean and
 * Colombian press for Spanish. To be measured once; the labels were set before any measurement and
 * are not to be edited to fit a result.
 *
 * Articles about real events (true to the author's knowledge; details not known for sure were
 * left out):
 * - de: Roche, acquisition of 89bio for $14.50 a share plus a CVR, pegozafermin (acquisition, Sep 2025)
 * - de: Idorsia, aprocitentan (Tryvio) approved by the FDA (approval, Mar 2024)
 * - de: Galderma, IPO on the SIX Swiss Exchange raising about CHF 2.3B (financing, Mar 2024)
 * - de: Merck KGaA, xevinapant TrilynX phase III stopped after an interim analysis in head and neck cancer (readout, Jun 2024)
 * - de: BioNTech, acquisition of Biotheus for $800M upfront plus up to $150M, BNT327/PM8002 (acquisition, Nov 2024)
 * - fr: GSK, acquisition of BELLUS Health for $14.75 a share, camlipixant (acquisition, Apr 2023)
 * - fr: UCB, bimekizumab (Bimzelx) approved by the FDA in plaque psoriasis (approval, Oct 2023)
 * - fr: argenx, Vyvgart Hytrulo (efgartigimod alfa) approved by the FDA in CIDP (approval, Jun 2024)
 * - fr: Sanofi, acquisition of Inhibrx for $30 a share plus a $5 CVR, INBRX-101 (acquisition, Jan 2024)
 * - fr: Nanobiotix, global licence of NBTXR3 to Janssen, $30M upfront (licensing, Jul 2023)
 * - es: Novo Holdings, acquisition of Catalent for $63.50 a share, three sites sold on to Novo Nordisk (acquisition, Feb 2024)
 * - es: Eli Lilly, acquisition of Morphic Holding for $57 a share, MORF-057 (acquisition, Jul 2024)
 * - es: Merck & Co. (MSD), sotatercept (Winrevair) approved by the FDA in PAH (approval, Mar 2024)
 * - es: Eisai with Biogen, lecanemab (Leqembi) authorized by the European Commission (approval, Apr 2025)
 * - es: Merck & Co. (MSD), global licence of Hansoh's oral GLP-1 HS-10535, $112M upfront (licensing, Dec 2024)
 *
 * All other articles are invented: they are about fictional companies, medicines, research codes,
 * brands and investors (Elbtal Pharma, Limmat Bio, Calanque Thérapeutiques, Boréalys Pharma,
 * Laboratorios Tláloc, Andesgen…), whose names and codes were checked not to be in the registry;
 * real medicines and companies appear in them only as background (competitors, standard of care).
 */
export const GOLD11_EU_BRIEFS: Record<"de" | "fr" | "es", readonly BriefArticle[]> = {
  de: [
    {
      title: "Roche übernimmt 89bio für bis zu 3,5 Milliarden Dollar",
      text: "Roche greift erneut bei den Stoffwechsel- und Lebererkrankungen zu. Der Basler Konzern übernimmt das kalifornische Biotechunternehmen 89bio für 14,50 Dollar je Aktie in bar, wie beide Firmen am Donnerstag mitteilten. Hinzu kommt ein nicht handelbares Wertrecht (CVR) von bis zu 6 Dollar je Aktie, das an das Erreichen bestimmter Meilensteine geknüpft ist; insgesamt bewertet der Deal 89bio mit bis zu rund 3,5 Milliarden Dollar. Im Zentrum steht Pegozafermin, ein FGF21-Analogon, das sich in Phase-III-Studien bei der metabolischen Dysfunktion-assoziierten Steatohepatitis (MASH) mit fortgeschrittener Fibrose und kompensierter Zirrhose befindet. Zugelassen sind in der Indikation bislang Rezdiffra von Madrigal und seit diesem Sommer auch Wegovy von Novo Nordisk. Roche hatte sich bereits Ende 2023 mit dem Kauf von Carmot Therapeutics im Adipositasgeschäft positioniert. Der Abschluss der Transaktion wird für das vierte Quartal erwartet.",
      labels: { event: "acquisition", company: "Roche", asset: "pegozafermin", indication: "MASH", regulator: null, also: ["89bio"] },
    },
    {
      title: "Idorsia erhält US-Zulassung für Blutdrucksenker Tryvio",
      text: "Die US-Arzneimittelbehörde FDA hat Tryvio (Aprocitentan) von Idorsia zugelassen. Das Medikament ist für Erwachsene bestimmt, deren Blutdruck sich trotz anderer blutdrucksenkender Mittel nicht ausreichend kontrollieren lässt, also bei resistenter Hypertonie, und wird in Kombination mit diesen Präparaten eingenommen. Grundlage der Zulassung war die Phase-III-Studie PRECISION. Aprocitentan ist ein dualer Endothelin-Rezeptor-Antagonist; laut Idorsia ist es seit fast vier Jahrzehnten die erste Bluthochdrucktherapie, die an einem neuen Signalweg ansetzt. Wegen des Risikos von Fruchtschädigungen ist die Abgabe an ein Risikoprogramm gebunden. Für das finanziell angeschlagene Unternehmen aus Allschwil, dessen Schlafmittel Quviviq bislang hinter den Erwartungen zurückbleibt, ist der Entscheid ein wichtiger Schritt. Für die Vermarktung in den USA sucht Idorsia nach eigenen Angaben einen Partner.",
      labels: { event: "approval", company: "Idorsia", asset: "aprocitentan", indication: "Resistant hypertension", regulator: "FDA" },
    },
    {
      title: "Galderma gelingt Milliarden-Börsengang an der SIX",
      text: "Der Dermatologiekonzern Galderma hat bei seinem Börsengang an der SIX Swiss Exchange rund 2,3 Milliarden Franken eingenommen. Die Aktien wurden zu 53 Franken zugeteilt und damit am oberen Ende der Preisspanne von 49 bis 53 Franken, wie das Unternehmen am Freitag mitteilte. Es ist einer der grössten Börsengänge in Europa seit mehreren Jahren. Das Konsortium um den Finanzinvestor EQT, das die frühere Nestlé Skin Health 2019 für rund 10 Milliarden Franken übernommen hatte, bleibt Mehrheitsaktionär. Den Erlös will Galderma vor allem zum Abbau von Schulden verwenden. Neben bekannten Marken wie Cetaphil, Restylane und Dysport setzt das Unternehmen auf den Antikörper Nemolizumab gegen Prurigo nodularis und atopische Dermatitis, dessen Zulassungsanträge in den USA und in Europa derzeit geprüft werden.",
      labels: { event: "financing", company: "Galderma", asset: null, indication: null, regulator: null },
    },
    {
      title: "Rückschlag für Merck: Krebsmittel Xevinapant scheitert in Phase III",
      text: "Der Darmstädter Merck-Konzern stellt die Entwicklung seines Krebsmittels Xevinapant ein. Eine Zwischenanalyse der Phase-III-Studie TrilynX habe ergeben, dass das Mittel den primären Endpunkt, eine Verlängerung des ereignisfreien Überlebens, voraussichtlich nicht erreichen werde, teilte das Unternehmen mit. Geprüft wurde Xevinapant in Kombination mit einer Radiochemotherapie bei Patienten mit nicht operiertem, lokal fortgeschrittenem Plattenepithelkarzinom im Kopf-Hals-Bereich. Auch die zweite Zulassungsstudie X-Ray Vision wird beendet. Merck hatte die Rechte an dem oralen IAP-Hemmer 2021 von der Schweizer Debiopharm erworben. Für die Healthcare-Sparte ist es der nächste Rückschlag in der späten Entwicklung, nachdem im Dezember bereits der Multiple-Sklerose-Kandidat Evobrutinib in zwei Phase-III-Studien gescheitert war.",
      labels: { event: "readout", company: "Merck KGaA", asset: "xevinapant", indication: "Head and neck cancer", regulator: null },
    },
    {
      title: "BioNTech kauft chinesischen Partner Biotheus",
      text: "Das Mainzer Biotechnologieunternehmen BioNTech übernimmt seinen chinesischen Partner Biotheus. BioNTech zahlt nach eigenen Angaben 800 Millionen US-Dollar in bar und in eigenen Aktien; hinzu kommen bis zu 150 Millionen Dollar an erfolgsabhängigen Zahlungen. Mit dem Kauf sichert sich BioNTech die vollständigen weltweiten Rechte an dem bispezifischen Antikörper BNT327 (PM8002), der zugleich an PD-L1 und VEGF-A bindet. Die Rechte außerhalb Großchinas hatte BioNTech bereits Ende 2023 einlizenziert. Der Kandidat wird in klinischen Studien unter anderem beim kleinzelligen Lungenkrebs und beim triple-negativen Brustkrebs geprüft. Das Feld der PD-(L)1/VEGF-Bispezifika gilt als heiß umkämpft, seit Akeso mit Ivonescimab in China einen direkten Vergleich gegen Pembrolizumab gewonnen hat. Der Abschluss der Transaktion wird für 2025 erwartet.",
      // several tumour types are named; none is the deal's single indication
      labels: { event: "acquisition", company: "BioNTech", asset: "pumitamig", indication: null, regulator: null, also: ["Biotheus"] },
    },
    {
      title: "EU-Kommission lässt Myovera von Elbtal Pharma zu",
      text: "Die Dresdner Elbtal Pharma GmbH hat von der Europäischen Kommission die Zulassung für Myovera (Elbatorimab, ET-417) erhalten. Der subkutan verabreichte FcRn-Antikörper darf in allen 27 EU-Mitgliedstaaten sowie in Island, Liechtenstein und Norwegen zur Zusatzbehandlung erwachsener Patienten mit generalisierter Myasthenia gravis eingesetzt werden, die Antikörper gegen den Acetylcholinrezeptor tragen. Im September hatte der Ausschuss für Humanarzneimittel (CHMP) der EMA eine positive Empfehlung ausgesprochen. In der Zulassungsstudie ELAN-MG verbesserte sich der MG-ADL-Score gegenüber Placebo um durchschnittlich 2,4 Punkte. Elbtal tritt damit gegen etablierte FcRn-Blocker wie Efgartigimod von argenx und Rozanolixizumab von UCB an. Den Marktstart plant das Unternehmen zunächst in Deutschland und Österreich im ersten Quartal 2027.",
      labels: { event: "approval", company: "Elbtal Pharma", companyOriginal: "Elbtal Pharma", asset: "elbatorimab", indication: "Myasthenia gravis", regulator: "European Commission" },
    },
    {
      title: "CHMP empfiehlt Zulassung von LMB-088 bei Hidradenitis suppurativa",
      text: "Zürich, 14. Oktober 2026 – Die Limmat Bio AG (SIX: LMBI) gab heute bekannt, dass der Ausschuss für Humanarzneimittel (CHMP) der Europäischen Arzneimittel-Agentur eine positive Stellungnahme zur Zulassung von LMB-088 abgegeben hat. Der Nanobody gegen IL-17A und IL-17F soll bei Erwachsenen mit mittelschwerer bis schwerer Hidradenitis suppurativa (Acne inversa) eingesetzt werden, die auf eine konventionelle systemische Therapie unzureichend angesprochen haben. Die Empfehlung stützt sich auf die beiden Phase-III-Studien TURICUM-1 und TURICUM-2 mit insgesamt 1.030 Patienten. Über die Zulassung entscheidet die Europäische Kommission in der Regel innerhalb von 67 Tagen. In der EU sind für die Indikation bislang Adalimumab, Secukinumab und Bimekizumab zugelassen. Limmat Bio will das Präparat in ausgewählten europäischen Ländern selbst vermarkten.",
      labels: { event: "approval", company: "Limmat Bio", companyOriginal: "Limmat Bio", asset: "LMB088", indication: "Hidradenitis suppurativa", regulator: "EMA" },
    },
    {
      title: "Paul-Ehrlich-Institut genehmigt Lupus-Studie mit CAR-T-Zellen von Spreegen",
      text: "Das Berliner Start-up Spreegen darf seine CAR-T-Zelltherapie SPG-219 erstmals an Menschen testen. Das Paul-Ehrlich-Institut hat die klinische Prüfung der Phase I/II bei Patientinnen und Patienten mit schwerem systemischem Lupus erythematodes genehmigt, teilte die Firma am Mittwoch mit. SPG-219 richtet sich gegen das Oberflächenmolekül CD19 auf B-Zellen und wird, anders als viele Konkurrenzprodukte, innerhalb von sieben Tagen direkt am Behandlungsort hergestellt. Aufsehen erregten CAR-T-Therapien bei Autoimmunerkrankungen 2022 durch Fallberichte aus Erlangen, wonach Lupus-Patientinnen nach der Behandlung ohne weitere Medikamente in Remission blieben. Die ersten Teilnehmer sollen Anfang 2027 an drei deutschen Universitätskliniken behandelt werden. Spreegen ist 2021 aus einer Berliner Forschungsgruppe hervorgegangen und beschäftigt 48 Mitarbeiter.",
      labels: { event: "approval", company: "Spreegen", companyOriginal: "Spreegen", asset: "SPG219", indication: "Systemic lupus erythematosus", regulator: "Paul-Ehrlich-Institut" },
    },
    {
      title: "Nordhafen Therapeutics reicht EU-Zulassungsantrag für IPF-Mittel ein",
      text: "Ad-hoc-Mitteilung gemäß Art. 17 MAR. Hamburg, 2. November 2026 – Die Nordhafen Therapeutics AG hat bei der Europäischen Arzneimittel-Agentur (EMA) den Antrag auf Zulassung von NHT-310 zur Behandlung der idiopathischen Lungenfibrose (IPF) eingereicht. Der Antrag beruht auf der Phase-III-Studie FJORD-IPF, in der NHT-310 den Rückgang der forcierten Vitalkapazität nach 52 Wochen gegenüber Placebo um 46 Prozent verringerte. NHT-310 ist ein inhalativ verabreichter Antagonist des Lysophosphatidsäure-Rezeptors 1. Die Standardtherapie besteht bisher aus den Antifibrotika Nintedanib und Pirfenidon, die wegen Magen-Darm-Nebenwirkungen häufig abgesetzt werden. Die Gesellschaft rechnet mit der Validierung des Antrags in den kommenden Wochen. Ein Zulassungsantrag bei der US-Behörde FDA soll im ersten Quartal 2027 folgen.",
      labels: { event: "submission", company: "Nordhafen Therapeutics", companyOriginal: "Nordhafen Therapeutics", asset: "NHT310", indication: "Idiopathic pulmonary fibrosis", regulator: "EMA" },
    },
    {
      title: "FDA nimmt Zulassungsantrag für Urtikaria-Antikörper von Isartal an",
      text: "Die US-Arzneimittelbehörde FDA hat den Zulassungsantrag (Biologics License Application) der Münchner Isartal Immunologics GmbH für IST-505 zur Prüfung angenommen. Mit dem Antikörper gegen den Rezeptor KIT will das Unternehmen Erwachsene mit chronischer spontaner Urtikaria behandeln, deren Beschwerden trotz Antihistaminika fortbestehen. Eine beschleunigte Prüfung gewährte die Behörde nicht; als Zieldatum für die Entscheidung nach dem PDUFA-Gesetz nannte Isartal den 21. August 2027. In der Phase-III-Studie KALMIA waren nach zwölf Wochen 41 Prozent der Behandelten frei von Quaddeln und Juckreiz. Omalizumab ist seit 2014 für die Indikation zugelassen, zuletzt kamen Dupilumab und Remibrutinib hinzu. Isartal hatte im Frühjahr eine Finanzierungsrunde über 120 Millionen Euro abgeschlossen.",
      labels: { event: "filing-acceptance", company: "Isartal Immunologics", companyOriginal: "Isartal Immunologics", asset: "IST505", indication: "Chronic spontaneous urticaria", regulator: "FDA" },
    },
    {
      title: "Kaltenbach Pharma erhält PRIME-Status für Duchenne-Gentherapie",
      text: "Die Basler Kaltenbach Pharma AG hat für ihren Gentherapiekandidaten KPB-112 den PRIME-Status (Priority Medicines) der Europäischen Arzneimittel-Agentur erhalten. Das Programm soll die Entwicklung von Arzneimitteln gegen Krankheiten mit hohem ungedecktem Bedarf beschleunigen; es sieht eine frühe wissenschaftliche Beratung und die Aussicht auf ein beschleunigtes Beurteilungsverfahren vor. KPB-112 soll bei Knaben mit Duchenne-Muskeldystrophie eine verkürzte Form des Dystrophins in die Muskelzellen bringen. Grundlage waren Daten aus der Phase-I/II-Studie ALPENROSE, in der bei zwölf behandelten Kindern nach 18 Monaten eine anhaltende Expression des Mikro-Dystrophins gemessen wurde. Die bislang einzige Gentherapie gegen die Krankheit, Elevidys von Sarepta, ist in der EU nicht zugelassen. Die Aktie von Kaltenbach schloss an der SIX 7,8 Prozent höher.",
      labels: { event: "designation", company: "Kaltenbach Pharma", companyOriginal: "Kaltenbach Pharma", asset: "KPB112", indication: "Duchenne muscular dystrophy", regulator: "EMA" },
    },
    {
      title: "FDA verweigert Mainwerk vorerst die Zulassung – Aktie bricht ein",
      text: "Die Aktie von Mainwerk Biosciences ist am Montag im Xetra-Handel um mehr als 35 Prozent eingebrochen. Die US-Arzneimittelbehörde FDA hat dem Frankfurter Unternehmen einen Complete Response Letter für MWB-27 zugestellt, ein lang wirkendes Depot des Lokalanästhetikums Ropivacain zur Behandlung postoperativer Schmerzen. Beanstandet wurden nach Unternehmensangaben nicht die klinischen Daten, sondern Mängel, die bei der Inspektion eines Auftragsherstellers in Italien festgestellt worden waren. Mainwerk will die offenen Punkte in einem Gespräch mit der Behörde klären und rechnet mit einer erneuten Einreichung im ersten Halbjahr 2027. Im Markt für opioidfreie Schmerzmittel nach Operationen konkurrieren bereits Exparel und Zynrelef; Vertex hatte Anfang 2025 zudem mit Journavx eine orale Alternative zugelassen bekommen. Mehrere Analysten senkten ihre Kursziele.",
      labels: { event: "complete-response-letter", company: "Mainwerk Biosciences", companyOriginal: "Mainwerk Biosciences", asset: "MWB27", indication: "Postoperative pain", regulator: "FDA" },
    },
    {
      title: "Wiener Donaumed startet Phase-II-Studie gegen geografische Atrophie",
      text: "Die Wiener Donaumed Biotech hat den ersten Patienten in ihrer Phase-II-Studie DANUBIA mit dem Wirkstoffkandidaten DMB-640 behandelt. Die Studie soll an 38 Zentren in Österreich, Deutschland, Tschechien und Ungarn rund 240 Menschen mit geografischer Atrophie einschließen, einer Spätform der altersbedingten Makuladegeneration, die zur Erblindung führen kann. DMB-640 wird alle drei Monate ins Auge injiziert und greift ebenfalls in das Komplementsystem ein, setzt aber anders als die in den USA zugelassenen Präparate Syfovre und Izervay am Faktor B an. In Europa hatte die EMA eine Zulassung von Pegcetacoplan für diese Indikation abgelehnt. Die Genehmigungen der Behörden für die Studie lagen seit dem Sommer vor. Erste Daten erwartet Donaumed 2028; bisher hat das Unternehmen rund 70 Millionen Euro bei Investoren eingesammelt.",
      labels: { event: "trial-start", company: "Donaumed Biotech", companyOriginal: "Donaumed Biotech", asset: "DMB640", indication: "Geographic atrophy", regulator: null },
    },
    {
      title: "Taunus Biologics: Neurodermitis-Antikörper überzeugt in Phase IIb",
      text: "Die Taunus Biologics AG aus Bad Homburg hat positive Topline-Ergebnisse der Phase-IIb-Studie CEDAR mit ihrem Antikörper TAB-1182 bei mittelschwerer bis schwerer atopischer Dermatitis vorgelegt. Nach 16 Wochen erreichten in der höchsten Dosis 58 Prozent der Patienten eine Verbesserung des EASI-Scores um mindestens 75 Prozent, unter Placebo waren es 19 Prozent; der primäre Endpunkt wurde in allen drei Dosisgruppen erreicht. TAB-1182 blockiert den OX40-Liganden und muss nur alle zwölf Wochen gespritzt werden. Der Markt wird von Dupilumab beherrscht, daneben sind Lebrikizumab, Tralokinumab und mehrere JAK-Hemmer zugelassen; Sanofi entwickelt mit Amlitelimab einen Antikörper mit ähnlichem Ansatz. Die Daten sollen im Frühjahr 2027 auf einem Fachkongress vorgestellt werden, ein Gespräch mit der FDA über das Phase-III-Programm ist für das erste Quartal geplant.",
      labels: { event: "readout", company: "Taunus Biologics", companyOriginal: "Taunus Biologics", asset: "TAB1182", indication: "Atopic dermatitis", regulator: null },
    },
    {
      title: "Saaletal Therapeutics lizenziert Antikörper-Wirkstoff-Konjugat aus China ein",
      text: "Die Hallenser Saaletal Therapeutics GmbH hat von der chinesischen Hangzhou Qiyuan Biopharma die exklusiven Rechte außerhalb Großchinas an dem Antikörper-Wirkstoff-Konjugat QY-2091 erworben. Qiyuan erhält eine Vorauszahlung von 45 Millionen US-Dollar sowie bis zu 610 Millionen Dollar an Meilensteinzahlungen und gestaffelte Lizenzgebühren. QY-2091 richtet sich gegen das Protein CDH17 und wird in China in einer Phase-I-Studie bei fortgeschrittenem Darmkrebs geprüft; bei 19 von 54 auswertbaren Patienten schrumpften die Tumoren. Für Saaletal ist es der erste klinische Kandidat, bislang hatte sich das Unternehmen auf präklinische Linker-Technologien konzentriert. Lizenzgeschäfte mit chinesischen Biotechs machen inzwischen einen wachsenden Teil der weltweiten Einlizenzierungen aus.",
      labels: { event: "licensing", company: "Saaletal Therapeutics", companyOriginal: "Saaletal Therapeutics", asset: "QY2091", indication: "Colorectal cancer", regulator: null, also: ["Hangzhou Qiyuan Biopharma"] },
    },
    {
      title: "Weserbio setzt bei der Wirkstoffsuche auf KI von Datheon",
      text: "Das Bremer Biotechunternehmen Weserbio und der Leipziger Softwareentwickler Datheon wollen gemeinsam neue Wirkstoffe gegen die chronische Nierenerkrankung (CKD) finden. Im Rahmen der auf drei Jahre angelegten Forschungskooperation entwirft Datheon mit seinen KI-Modellen Moleküle, die Weserbio im Labor synthetisiert und prüft. Datheon erhält eine nicht genannte Forschungsfinanzierung und ist an späteren Entwicklungserfolgen beteiligt; die Rechte an den Substanzen liegen bei Weserbio. Weserbio-Chefin Anke Lührs sagte, man wolle die präklinische Phase von durchschnittlich vier auf unter zwei Jahre verkürzen. Trotz SGLT2-Hemmern und Finerenon schreite die Krankheit bei vielen Patienten weiter fort. Die Bremer hatten im vergangenen Jahr ihren am weitesten fortgeschrittenen Kandidaten WSB-17 nach enttäuschenden Phase-I-Daten aufgegeben.",
      labels: { event: "partnership", company: "Weserbio", companyOriginal: "Weserbio", asset: null, indication: "Chronic kidney disease", regulator: null, also: ["Datheon"] },
    },
    {
      title: "Brunnmatt Pharma kauft Corvantis Bio für 420 Millionen Franken",
      text: "Das Berner Pharmaunternehmen Brunnmatt Pharma übernimmt das Genfer Biotech-Start-up Corvantis Bio. Der Kaufpreis beträgt 420 Millionen Franken in bar, zuzüglich bis zu 180 Millionen Franken bei Erreichen klinischer und regulatorischer Meilensteine, wie Brunnmatt am Dienstag mitteilte. Mit der Akquisition erhält Brunnmatt den Zugriff auf CVB-12, einen oralen Myosin-Hemmer gegen die obstruktive hypertrophe Kardiomyopathie, der sich in einer Phase-II-Studie befindet. Das Feld wird bislang von Mavacamten (Camzyos) von Bristol Myers Squibb bestimmt; Cytokinetics hat mit Aficamten einen weiteren Vertreter der Klasse entwickelt. Brunnmatt setzte zuletzt rund 900 Millionen Franken um, vorwiegend mit Generika und Herz-Kreislauf-Präparaten. Die Transaktion soll im ersten Quartal 2027 abgeschlossen werden.",
      labels: { event: "acquisition", company: "Brunnmatt Pharma", companyOriginal: "Brunnmatt Pharma", asset: "CVB12", indication: "Obstructive hypertrophic cardiomyopathy", regulator: null, also: ["Corvantis Bio"] },
    },
    {
      title: "Neckarwerk Therapeutics sammelt 85 Millionen Euro ein",
      text: "Die Heidelberger Neckarwerk Therapeutics hat eine Finanzierungsrunde der Serie B über 85 Millionen Euro abgeschlossen. Angeführt wurde die Runde vom neuen Investor Rheinau Capital, auch die bisherigen Geldgeber beteiligten sich. Neckarwerk entwickelt Radioligandentherapien; mit dem Geld soll vor allem der Leitkandidat NWT-177, ein mit Actinium-225 markiertes Peptid gegen neuroendokrine Tumoren, durch eine Phase-I/II-Studie gebracht werden. In dieser Indikation ist bislang das mit Lutetium-177 markierte Lutathera von Novartis zugelassen. Zudem will das Unternehmen eine eigene Produktionsanlage für Radiopharmaka in der Rhein-Neckar-Region aufbauen. Seit der Gründung 2020 hat Neckarwerk damit rund 130 Millionen Euro eingeworben.",
      labels: { event: "financing", company: "Neckarwerk Therapeutics", companyOriginal: "Neckarwerk Therapeutics", asset: "NWT177", indication: "Neuroendocrine tumors", regulator: null, also: ["Rheinau Capital"] },
    },
    {
      title: "G-BA sieht keinen Zusatznutzen für MS-Mittel Velnora",
      text: "Der Gemeinsame Bundesausschuss (G-BA) sieht für Velnora (Lorvabrutinib) der Vitalon Pharma GmbH bei schubförmiger multipler Sklerose keinen Anhaltspunkt für einen Zusatznutzen. Das Gremium folgte damit im Wesentlichen der Bewertung des IQWiG vom Sommer. Der Hersteller hatte in seinem Dossier einen indirekten Vergleich mit Ocrelizumab und Ofatumumab vorgelegt, den der G-BA wegen unterschiedlicher Patientenpopulationen als nicht geeignet ansah. Der orale BTK-Hemmer ist seit Mai 2026 in der EU zugelassen und in Deutschland seit Juni erhältlich. Der Beschluss ist Grundlage für die anstehenden Verhandlungen über den Erstattungsbetrag mit dem GKV-Spitzenverband. Vitalon kündigte an, deren Ergebnis abzuwarten, bevor über den Verbleib des Präparats auf dem deutschen Markt entschieden werde.",
      labels: { event: null, company: "Vitalon Pharma", companyOriginal: "Vitalon Pharma", asset: "lorvabrutinib", indication: "Multiple sclerosis", regulator: "G-BA" },
    },
    {
      title: "Lindenhof Pharma eröffnet Abfüllwerk in Kufstein",
      text: "Der Salzburger Arzneimittelhersteller Lindenhof Pharma hat am Freitag in Kufstein ein neues Werk für die sterile Abfüllung von Biopharmazeutika eröffnet. Rund 160 Millionen Euro flossen in die Anlage, in der künftig bis zu 90 Millionen Fertigspritzen und Autoinjektoren pro Jahr befüllt werden sollen; 220 Arbeitsplätze entstehen. Lindenhof fertigt überwiegend im Auftrag anderer Unternehmen, darunter Hersteller von Biosimilars und GLP-1-Präparaten, deren Nachfrage die Abfüllkapazitäten in Europa seit Jahren knapp hält. Die Inbetriebnahme erfolgt schrittweise: Nach der behördlichen Inspektion sollen Mitte 2027 die ersten kommerziellen Chargen ausgeliefert werden. Bereits 2024 hatte das Unternehmen sein Stammwerk in Salzburg um eine Linie für Impfstoffe erweitert.",
      labels: { event: null, company: "Lindenhof Pharma", companyOriginal: "Lindenhof Pharma", asset: null, indication: null, regulator: null },
    },
  ],
  fr: [
    {
      title: "GSK met la main sur la lavalloise BELLUS Santé pour 2 milliards US",
      text: "Le géant pharmaceutique britannique GSK acquiert BELLUS Santé, de Laval, pour environ 2 milliards de dollars américains. GSK offre 14,75 $ US comptant par action, soit plus du double du cours de clôture de la veille. L'intérêt de GSK porte sur le camlipixant, un antagoniste hautement sélectif du récepteur P2X3 que BELLUS développe contre la toux chronique réfractaire et qui fait l'objet de deux essais de phase 3, CALM-1 et CALM-2. La toux chronique touche des millions de personnes, pour lesquelles aucun traitement n'est homologué aux États-Unis; le gefapixant de Merck, de la même classe mais associé à d'importants troubles du goût, n'y a pas obtenu d'approbation. Le conseil d'administration de BELLUS recommande l'offre à l'unanimité. Née en 1993 sous le nom de Neurochem, l'entreprise a connu plusieurs revers avant de se recentrer sur la toux.",
      labels: { event: "acquisition", company: "GSK", asset: "camlipixant", indication: "Chronic cough", regulator: null, also: ["BELLUS Health"] },
    },
    {
      title: "Feu vert américain pour le Bimzelx d'UCB",
      text: "UCB tient enfin son autorisation américaine. La Food and Drug Administration a approuvé le Bimzelx (bimékizumab) pour le traitement du psoriasis en plaques modéré à sévère chez l'adulte candidat à un traitement systémique ou à la photothérapie, a annoncé le groupe biopharmaceutique bruxellois. Le dossier avait pris plus d'un an de retard: en 2022, l'agence avait lié sa décision à l'inspection d'un site de production en Belgique. Le bimékizumab, premier anticorps à neutraliser à la fois l'IL-17A et l'IL-17F, est commercialisé en Europe depuis 2021, ainsi qu'au Japon et au Canada. Dans les études de phase 3, il s'est montré supérieur à l'adalimumab, à l'ustékinumab et au sécukinumab, le Cosentyx de Novartis. Les États-Unis sont un marché clé pour UCB, qui compte sur le Bimzelx pour compenser la perte d'exclusivité de plusieurs produits.",
      labels: { event: "approval", company: "UCB", asset: "bimekizumab", indication: "Psoriasis", regulator: "FDA" },
    },
    {
      title: "argenx décroche une deuxième indication américaine pour Vyvgart Hytrulo",
      text: "La biotech belgo-néerlandaise argenx a obtenu de la FDA l'autorisation de commercialiser Vyvgart Hytrulo (efgartigimod alfa et hyaluronidase) chez l'adulte atteint de polyneuropathie inflammatoire démyélinisante chronique (PIDC). Il s'agit du premier bloqueur du récepteur FcRn approuvé dans cette maladie rare des nerfs périphériques, jusqu'ici traitée surtout par immunoglobulines et corticoïdes. L'autorisation repose sur l'étude ADHERE, dans laquelle le traitement a réduit de 61 % le risque de rechute par rapport au placebo. Administré en injection sous-cutanée hebdomadaire de 30 à 90 secondes, le produit était déjà autorisé aux États-Unis dans la myasthénie grave généralisée. Cotée à Euronext Bruxelles et au Nasdaq, argenx étudie l'efgartigimod dans plusieurs autres maladies auto-immunes.",
      labels: { event: "approval", company: "argenx", asset: "efgartigimod alfa", indication: "Chronic inflammatory demyelinating polyneuropathy", regulator: "FDA" },
    },
    {
      title: "Sanofi rachète l'américain Inhibrx pour renforcer son portefeuille dans les maladies rares",
      text: "Sanofi signe une nouvelle acquisition outre-Atlantique. Le groupe français a annoncé le rachat de la biotech californienne Inhibrx pour 30 dollars par action en numéraire, assortis d'un certificat de valeur conditionnelle (CVR) de 5 dollars par action lié à une étape réglementaire. L'opération valorise l'entreprise à environ 2,2 milliards de dollars, dette comprise. Sanofi vise avant tout l'INBRX-101, une protéine de fusion recombinante d'alpha-1 antitrypsine (AAT) en développement contre le déficit en alpha-1 antitrypsine, une maladie génétique qui abîme les poumons. Les autres actifs d'Inhibrx seront logés dans une nouvelle société, Inhibrx Biosciences, dont Sanofi conservera 8 %. Aujourd'hui, les malades reçoivent des perfusions hebdomadaires d'AAT dérivée du plasma, vendue notamment par Grifols, CSL et Takeda.",
      labels: { event: "acquisition", company: "Sanofi", asset: "INBRX101", indication: "Alpha-1 antitrypsin deficiency", regulator: null, also: ["Inhibrx"] },
    },
    {
      title: "Nanobiotix cède à Janssen les droits mondiaux de NBTXR3",
      text: "Nanobiotix a conclu un accord de licence mondial avec Janssen Pharmaceutica, filiale de Johnson & Johnson, pour le développement et la commercialisation de NBTXR3, ses nanoparticules d'oxyde d'hafnium activées par la radiothérapie. La biotech française recevra un paiement initial de 30 millions de dollars, puis des paiements conditionnés au succès du développement, de l'enregistrement et des ventes, ainsi que des redevances. Le programme le plus avancé est l'essai de phase 3 NANORAY-312, mené chez des patients âgés atteints d'un cancer de la tête et du cou localement avancé et non éligibles au cisplatine. Injecté directement dans la tumeur, NBTXR3 doit amplifier l'effet des rayons sans toxicité supplémentaire pour les tissus sains. Pour Nanobiotix, dont la trésorerie était sous pression, l'accord apporte un partenaire de poids.",
      labels: { event: "licensing", company: "Nanobiotix", asset: "NBTXR3", indication: "Head and neck cancer", regulator: null, also: ["Johnson & Johnson"] },
    },
    {
      title: "Glioblastome : l'ANSM autorise le premier essai clinique de Calanque Thérapeutiques",
      text: "La jeune pousse marseillaise Calanque Thérapeutiques a reçu de l'Agence nationale de sécurité du médicament et des produits de santé (ANSM) l'autorisation de lancer un essai de phase 1/2 avec CLQ-17 chez des patients atteints de glioblastome en récidive. CLQ-17 est un virus oncolytique modifié pour exprimer une cytokine, injecté directement dans la tumeur au cours d'une intervention neurochirurgicale. L'essai, baptisé PHOCÉE, doit recruter 36 patients dans quatre centres français. Le glioblastome reste la plus agressive des tumeurs cérébrales: malgré le protocole de Stupp, qui associe chirurgie, radiothérapie et témozolomide, la survie médiane dépasse rarement quinze mois. Issue d'un laboratoire de recherche marseillais, Calanque avait levé 14 millions d'euros en 2025. Le premier patient devrait être traité au début de l'année prochaine.",
      labels: { event: "approval", company: "Calanque Therapeutics", companyOriginal: "Calanque Thérapeutiques", asset: "CLQ17", indication: "Glioblastoma", regulator: "ANSM" },
    },
    {
      title: "Santé Canada homologue le traitement de Laurentia Pharma contre la drépanocytose",
      text: "MONTRÉAL — Laurentia Pharma a obtenu de Santé Canada un avis de conformité pour LRP-220, qui sera commercialisé sous le nom de Drépalys, chez les patients de 12 ans et plus atteints de drépanocytose. Il s'agit de la première homologation pour la société montréalaise, fondée en 2014. Le comprimé, à prendre une fois par jour, active la pyruvate kinase des globules rouges; dans l'essai de phase 3 HORIZON, il a réduit de 38 % le taux annuel de crises vaso-occlusives par rapport au placebo. Le retrait mondial de l'Oxbryta de Pfizer, en 2024, avait laissé peu d'options orales aux patients, hormis l'hydroxyurée, tandis que les thérapies géniques comme Casgevy restent réservées à un petit nombre de malades. Laurentia attend une décision de la FDA américaine au premier semestre de 2027.",
      labels: { event: "approval", company: "Laurentia Pharma", companyOriginal: "Laurentia Pharma", asset: "LRP220", indication: "Sickle cell disease", regulator: "Health Canada" },
    },
    {
      title: "Armorique Biosciences dépose une demande d'AMM européenne dans le cancer de l'ovaire",
      text: "Rennes, le 9 septembre 2026 – Armorique Biosciences (Euronext Growth : ALARB), société biopharmaceutique spécialisée dans les conjugués anticorps-médicaments, annonce le dépôt auprès de l'Agence européenne des médicaments (EMA) d'une demande d'autorisation de mise sur le marché pour ARB-450 dans le cancer de l'ovaire résistant au platine. Le dossier s'appuie sur l'essai pivot de phase 3 ARGOAT, dans lequel ARB-450 a porté la survie sans progression médiane à 6,9 mois, contre 3,8 mois sous chimiothérapie au choix de l'investigateur. ARB-450 cible le récepteur alpha du folate. Le mirvetuximab soravtansine (Elahere) d'AbbVie est déjà autorisé dans l'Union européenne chez les patientes à forte expression de ce récepteur; ARB-450 vise aussi les tumeurs à expression intermédiaire. La société attend la validation du dossier dans les prochaines semaines.",
      labels: { event: "submission", company: "Armorique Biosciences", companyOriginal: "Armorique Biosciences", asset: "ARB450", indication: "Ovarian cancer", regulator: "EMA" },
    },
    {
      title: "La FDA accepte d'examiner le dossier de Meuse Therapeutics dans la CBP",
      text: "La biotech liégeoise Meuse Therapeutics a annoncé mardi que la Food and Drug Administration avait accepté d'examiner sa demande d'autorisation de mise sur le marché (NDA) pour MSE-303 dans la cholangite biliaire primitive (CBP), une maladie auto-immune chronique du foie. L'agence américaine a accordé un examen prioritaire; la date cible PDUFA est fixée au 14 mai 2027. Dans l'étude de phase 3 BELVAL, 68 % des patients traités par MSE-303 ont obtenu une réponse biochimique, contre 12 % sous placebo. La petite molécule orale serait utilisée en deuxième ligne, après l'acide ursodésoxycholique, un créneau où Ipsen et Gilead ont obtenu en 2024 l'approbation de l'Iqirvo et du Livdelzi. À Euronext Bruxelles, l'action Meuse a gagné 12 % dans la séance.",
      labels: { event: "filing-acceptance", company: "Meuse Therapeutics", companyOriginal: "Meuse Therapeutics", asset: "MSE303", indication: "Primary biliary cholangitis", regulator: "FDA" },
    },
    {
      title: "Genovie Therapeutics obtient la désignation de médicament orphelin aux États-Unis",
      text: "Genovie Therapeutics, spécialiste lyonnais de la thérapie génique oculaire, a reçu de la FDA la désignation de médicament orphelin pour GNV-08 dans la rétinite pigmentaire liée au gène RPGR. Ce statut ouvre droit à sept ans d'exclusivité commerciale aux États-Unis après une éventuelle autorisation, à des crédits d'impôt sur les essais cliniques et à une exonération de certains frais. GNV-08 est administré en une seule injection sous-rétinienne; les premières données de sécurité de l'essai de phase 1/2 VOIR ont été jugées favorables. La rétinite pigmentaire toucherait environ une personne sur 4 000 et conduit progressivement à la cécité. Seul le Luxturna (voretigene neparvovec) est autorisé dans une forme génétique de dystrophie rétinienne, liée au gène RPE65. Genovie avait obtenu la même désignation de l'EMA en 2025.",
      labels: { event: "designation", company: "Genovie Therapeutics", companyOriginal: "Genovie Therapeutics", asset: "GNV08", indication: "Retinitis pigmentosa", regulator: "FDA" },
    },
    {
      title: "Revers à Washington pour Boréalys Pharma",
      text: "L'action de Boréalys Pharma a perdu près de la moitié de sa valeur à la Bourse de Toronto après que la Food and Drug Administration eut refusé, dans sa forme actuelle, la demande d'homologation de BRL-770 dans le trouble dépressif majeur. Dans sa lettre de réponse complète, l'agence américaine estime que les données ne suffisent pas à démontrer l'efficacité, un seul des deux essais pivots ayant atteint son critère principal, et demande une étude supplémentaire. BRL-770, un modulateur oral du récepteur NMDA, devait offrir une option à action rapide face aux antidépresseurs classiques et à l'eskétamine en vaporisateur nasal. La société de Québec tiendra une conférence téléphonique lundi. Elle dispose de 84 millions de dollars canadiens de liquidités, de quoi poursuivre ses activités jusqu'à la mi-2028.",
      labels: { event: "complete-response-letter", company: "Boréalys Pharma", companyOriginal: "Boréalys Pharma", asset: "BRL770", indication: "Major depressive disorder", regulator: "FDA" },
    },
    {
      title: "Sequana Bio traite le premier patient de son essai dans la leucémie aiguë myéloïde",
      text: "Paris, le 3 novembre 2026 – Sequana Bio annonce l'administration de la première dose de SQB-101 à un patient dans l'essai de phase 1/2 SEQ-AML-01, mené chez des adultes atteints de leucémie aiguë myéloïde (LAM) en rechute ou réfractaire. L'essai avait été autorisé en juillet par l'ANSM et par l'agence espagnole du médicament. SQB-101 est un anticorps bispécifique qui recrute les lymphocytes T contre les cellules leucémiques exprimant CD123. Après une phase d'escalade de dose, une cohorte d'expansion de 40 patients est prévue. Le pronostic des LAM réfractaires reste sombre malgré l'arrivée du vénétoclax, des inhibiteurs de FLT3 et, plus récemment, des inhibiteurs de la ménine comme le révuménib. Les premières données de sécurité sont attendues au second semestre 2027.",
      labels: { event: "trial-start", company: "Sequana Bio", companyOriginal: "Sequana Bio", asset: "SQB101", indication: "Acute myeloid leukemia", regulator: null },
    },
    {
      title: "Endométriose : Orléa Pharma atteint son critère principal en phase 3",
      text: "Orléa Pharma a publié jeudi, avant l'ouverture de la Bourse, les résultats principaux de l'étude de phase 3 ÉLISE-1 évaluant OLP-56 dans les douleurs liées à l'endométriose. Après 24 semaines, 64 % des patientes traitées ont obtenu une réduction cliniquement significative des douleurs pelviennes, contre 37 % sous placebo (p<0,001). OLP-56 est un antagoniste oral de la GnRH pris une fois par jour sans hormonothérapie d'appoint; la perte de densité minérale osseuse est restée inférieure à 1 %. Le marché compte déjà le Ryeqo de Gedeon Richter en Europe et l'Orilissa d'AbbVie aux États-Unis. Orléa prévoit de déposer ses dossiers d'enregistrement en 2027, après les résultats de la seconde étude pivot, ÉLISE-2, attendus au printemps. Le titre a bondi de 41 % à l'ouverture.",
      labels: { event: "readout", company: "Orléa Pharma", companyOriginal: "Orléa Pharma", asset: "OLP56", indication: "Endometriosis", regulator: null },
    },
    {
      title: "Ardennes Biologics prend une licence sur un bispécifique chinois",
      text: "La société namuroise Ardennes Biologics a acquis auprès du chinois Suzhou Lanting Biopharma les droits exclusifs, hors Grande Chine, de LT-2206, un anticorps bispécifique ciblant la claudine 18.2 et CD3, en développement dans le cancer de l'estomac. Ardennes versera 25 millions de dollars à la signature, puis jusqu'à 480 millions de dollars en paiements d'étape, auxquels s'ajouteront des redevances sur les ventes. Dans l'essai de phase 1 mené en Chine, LT-2206 a obtenu un taux de réponse objective de 31 % chez des patients lourdement prétraités. Le zolbétuximab (Vyloy) d'Astellas, premier anti-claudine 18.2 autorisé, a ouvert la voie en première ligne. Ardennes, qui emploie 60 personnes, prévoit d'ouvrir un essai de phase 2 en Europe en 2027.",
      labels: { event: "licensing", company: "Ardennes Biologics", companyOriginal: "Ardennes Biologics", asset: "LT2206", indication: "Gastric cancer", regulator: null, also: ["Suzhou Lanting Biopharma"] },
    },
    {
      title: "Pyrène Biotech s'allie à Quantalis pour concevoir des peptides contre l'obésité",
      text: "La biotech toulousaine Pyrène Biotech et la start-up parisienne Quantalis, spécialisée dans la modélisation moléculaire par intelligence artificielle, ont signé une collaboration de recherche pour concevoir des peptides macrocycliques administrables par voie orale contre l'obésité. Quantalis générera les candidats à l'aide de ses modèles; Pyrène les synthétisera et les testera dans ses laboratoires. L'accord prévoit un financement de la recherche par Pyrène et des paiements à Quantalis en cas d'atteinte d'étapes précliniques et cliniques. Les termes financiers n'ont pas été divulgués. Le marché de l'obésité, dominé par le Wegovy de Novo Nordisk et le Zepbound de Lilly, attire de nombreux acteurs qui cherchent des formes orales mieux tolérées. Pyrène avait levé 22 millions d'euros en début d'année.",
      labels: { event: "partnership", company: "Pyrène Biotech", companyOriginal: "Pyrène Biotech", asset: null, indication: "Obesity", regulator: null, also: ["Quantalis"] },
    },
    {
      title: "Vernier Pharma s'offre Cytalis pour 310 millions d'euros",
      text: "Le laboratoire lyonnais Vernier Pharma a annoncé lundi l'acquisition de la biotech bordelaise Cytalis pour 310 millions d'euros, dont 240 millions payables à la clôture et le solde sous forme de compléments de prix. Cytalis développe une plateforme de thérapies cellulaires allogéniques et dispose de trois programmes précliniques dans les maladies auto-immunes. Pour Vernier, société familiale réalisant 1,1 milliard d'euros de chiffre d'affaires, surtout en médecine générale, il s'agit de la plus grosse opération de son histoire. Le groupe avait déjà pris une participation minoritaire dans Cytalis en 2024. Les 85 salariés de la biotech resteront à Bordeaux. La transaction doit être finalisée d'ici la fin de l'année, sous réserve de l'accord des autorités de la concurrence.",
      labels: { event: "acquisition", company: "Vernier Pharma", companyOriginal: "Vernier Pharma", asset: null, indication: null, regulator: null, also: ["Cytalis"] },
    },
    {
      title: "Helixio lève 62 millions d'euros pour ses ARN interférents",
      text: "Helixio, biotech strasbourgeoise qui développe des ARN interférents ciblant le foie, annonce une levée de fonds de série B de 62 millions d'euros menée par le Fonds Alizé Santé, avec la participation de ses investisseurs historiques. Les fonds financeront l'entrée en clinique de deux candidats dans les maladies cardiométaboliques et l'extension de la plateforme de ciblage hépatique de la société à d'autres organes. Helixio, qui compte 45 collaborateurs, avait levé 18 millions d'euros en série A en 2023. Le secteur des ARN interférents a vu plusieurs grands laboratoires multiplier les accords ces dernières années, dans le sillage des succès de l'inclisiran ou du vutrisiran. La société prévoit de doubler ses effectifs d'ici 2028.",
      labels: { event: "financing", company: "Helixio", companyOriginal: "Helixio", asset: null, indication: null, regulator: null, also: ["Fonds Alizé Santé"] },
    },
    {
      title: "Léman Therapeutics s'effondre à la SIX après l'échec de LMT-61",
      text: "Lausanne — L'action Léman Therapeutics a perdu 62 % mercredi à la SIX Swiss Exchange. La biotech vaudoise a annoncé que son candidat LMT-61 n'avait pas atteint le critère principal de l'étude de phase 2b LUCERNA dans la néphropathie à IgA: après 36 semaines, la protéinurie a diminué de 21 % sous traitement, contre 14 % sous placebo, un écart non significatif. La tolérance a été jugée bonne. Le marché de la néphropathie à IgA s'est rapidement étoffé avec le sparsentan (Filspari), l'iptacopan (Fabhalta) et l'atrasentan (Vanrafia) de Novartis. Léman, qui ne dispose d'aucun autre programme clinique, annonce une revue de ses options stratégiques et une réduction de ses effectifs d'environ un tiers. Sa trésorerie s'élevait à 48 millions de francs à fin septembre.",
      labels: { event: "readout", company: "Léman Therapeutics", companyOriginal: "Léman Therapeutics", asset: "LMT61", indication: "IgA nephropathy", regulator: null },
    },
    {
      title: "Insuffisance cardiaque : la HAS accorde une ASMR IV au Cardelia de Sérélys Pharma",
      text: "La commission de la transparence de la Haute Autorité de santé (HAS) a rendu son avis sur Cardelia (SRL-14), le traitement de Sérélys Pharma destiné aux adultes atteints d'insuffisance cardiaque chronique à fraction d'éjection réduite. Elle lui reconnaît un service médical rendu important et une amélioration du service médical rendu mineure (ASMR IV) dans la prise en charge, en association au traitement standard. Le médicament avait reçu son autorisation européenne au printemps. Cet avis ouvre la voie à la négociation du prix avec le Comité économique des produits de santé, puis au remboursement par l'Assurance maladie. Sérélys espère une mise à disposition en officine au second semestre 2027. Le laboratoire réclamait une ASMR III, qui aurait garanti un prix proche de ceux pratiqués en Allemagne.",
      labels: { event: null, company: "Sérélys Pharma", companyOriginal: "Sérélys Pharma", asset: "SRL14", indication: "Heart failure with reduced ejection fraction", regulator: "Haute Autorité de Santé" },
    },
    {
      title: "Les Laboratoires Ventoux nomment une nouvelle directrice générale",
      text: "Les Laboratoires Ventoux, entreprise pharmaceutique familiale basée à Avignon, ont annoncé la nomination de Claire Dumesnil au poste de directrice générale à compter du 1er janvier 2027. Elle succède à Bernard Astruc, petit-fils du fondateur, qui dirigeait le groupe depuis 2009 et devient président du conseil d'administration. Claire Dumesnil était jusqu'ici responsable des opérations européennes d'un grand fabricant de génériques. Ventoux, spécialisé dans les médicaments de dermatologie et d'ophtalmologie, a réalisé l'an dernier un chiffre d'affaires de 420 millions d'euros, dont près de la moitié à l'international. La nouvelle dirigeante aura pour mission d'accélérer le développement aux États-Unis, où le laboratoire a ouvert une filiale l'an passé.",
      labels: { event: null, company: "Ventoux Laboratories", companyOriginal: "Laboratoires Ventoux", asset: null, indication: null, regulator: null },
    },
  ],
  es: [
    {
      title: "Novo Holdings comprará Catalent por 16.500 millones de dólares",
      text: "Novo Holdings, el holding que controla a Novo Nordisk, ha acordado la compra del fabricante por contrato estadounidense Catalent por 63,50 dólares por acción en efectivo, lo que supone un valor empresarial de unos 16.500 millones de dólares. En paralelo, Novo Nordisk adquirirá a Novo Holdings tres plantas de llenado y acabado de Catalent, situadas en Anagni (Italia), Bloomington (Indiana) y Bruselas, por 11.000 millones de dólares. La farmacéutica danesa busca así ampliar su capacidad de producción para atender la fuerte demanda de Wegovy y Ozempic, sus tratamientos con semaglutida para la obesidad y la diabetes tipo 2. Catalent, con sede en Somerset (Nueva Jersey), fabrica también para otras farmacéuticas. Se espera que la operación se cierre a finales de 2024, pendiente de la aprobación de las autoridades de competencia.",
      labels: { event: "acquisition", company: "Novo Holdings", asset: null, indication: null, regulator: null, also: ["Catalent", "Novo Nordisk"] },
    },
    {
      title: "Eli Lilly adquiere Morphic por 3.200 millones de dólares",
      text: "CIUDAD DE MÉXICO.- La farmacéutica estadounidense Eli Lilly anunció la compra de Morphic Holding, una biotecnológica de Massachusetts, por 57 dólares por acción en efectivo, en una operación valorada en unos 3.200 millones de dólares. El precio supone una prima de alrededor del 79 % sobre el precio medio ponderado de las acciones de Morphic en los 30 días previos. El principal activo de Morphic es MORF-057, un inhibidor oral selectivo de la integrina α4β7 que se encuentra en fase 2 para la colitis ulcerosa y la enfermedad de Crohn, las dos formas principales de la enfermedad inflamatoria intestinal. El mecanismo es el mismo de vedolizumab (Entyvio, de Takeda), que se administra por infusión o inyección. Lilly ya comercializa en esta área Omvoh (mirikizumab). Se prevé cerrar la transacción en el tercer trimestre de 2024.",
      labels: { event: "acquisition", company: "Eli Lilly", asset: "MORF057", indication: "Inflammatory bowel disease", regulator: null, also: ["Morphic Holding"] },
    },
    {
      title: "La FDA aprueba Winrevair, de MSD, para la hipertensión arterial pulmonar",
      text: "BUENOS AIRES.- La Administración de Alimentos y Medicamentos de Estados Unidos (FDA) aprobó Winrevair (sotatercept), de Merck, conocida como MSD fuera de Estados Unidos y Canadá, para adultos con hipertensión arterial pulmonar (HAP, grupo 1 de la OMS). Se trata del primer inhibidor de la señalización de la activina aprobado para esta enfermedad rara y progresiva, que estrecha las arterias de los pulmones y sobrecarga el corazón. La decisión se basó en el estudio de fase 3 STELLAR, en el que sotatercept, añadido a la terapia de base, mejoró la distancia recorrida en la prueba de marcha de seis minutos y redujo en un 84 % el riesgo de muerte o de empeoramiento clínico frente a placebo. El fármaco se inyecta por vía subcutánea cada tres semanas. Merck lo incorporó con la compra de Acceleron Pharma en 2021, por 11.500 millones de dólares.",
      labels: { event: "approval", company: "Merck & Co.", asset: "sotatercept", indication: "Pulmonary arterial hypertension", regulator: "FDA" },
    },
    {
      title: "Bruselas autoriza Leqembi, el primer fármaco antiamiloide contra el alzhéimer en la UE",
      text: "La Comisión Europea ha concedido la autorización de comercialización a Leqembi (lecanemab), de la japonesa Eisai y la estadounidense Biogen, para tratar el deterioro cognitivo leve y la demencia leve debidos a la enfermedad de Alzheimer. La indicación se limita a adultos con patología amiloide confirmada que no son portadores del gen ApoE4 o que tienen una sola copia, un grupo con menor riesgo de las anomalías de imagen conocidas como ARIA, que incluyen edema y microhemorragias cerebrales. El comité de medicamentos de uso humano (CHMP) de la Agencia Europea de Medicamentos había emitido en julio de 2024 una opinión negativa, que revirtió en noviembre tras un reexamen. El anticuerpo se administra por infusión intravenosa cada dos semanas. En Estados Unidos está autorizado desde 2023.",
      labels: { event: "approval", company: "Eisai", asset: "lecanemab", indication: "Alzheimer's disease", regulator: "European Commission", also: ["Biogen"] },
    },
    {
      title: "MSD obtiene de Hansoh la licencia mundial de un GLP-1 oral",
      text: "MSD ha firmado un acuerdo con la china Hansoh Pharma para obtener la licencia exclusiva mundial de HS-10535, un agonista oral del receptor de GLP-1 de molécula pequeña que se encuentra en fase preclínica. Hansoh recibirá un pago inicial de 112 millones de dólares y podrá ingresar hasta 1.900 millones más en hitos de desarrollo, regulatorios y comerciales, además de regalías sobre las ventas. Con la operación, la farmacéutica estadounidense busca un hueco en el mercado de la obesidad, dominado por semaglutida, de Novo Nordisk, y tirzepatida, de Eli Lilly, que a su vez desarrolla la píldora orforglipron. Las moléculas orales prometen una fabricación más sencilla y barata que la de los péptidos inyectables. Hansoh, con sede en Shanghái, cotiza en la bolsa de Hong Kong.",
      labels: { event: "licensing", company: "Merck & Co.", asset: "HS10535", indication: "Obesity", regulator: null, also: ["Hansoh Pharma"] },
    },
    {
      title: "La AEMPS autoriza el primer ensayo clínico de Galaicia Biotech en cáncer de páncreas",
      text: "La biotecnológica gallega Galaicia Biotech ha recibido la autorización de la Agencia Española de Medicamentos y Productos Sanitarios (AEMPS) para iniciar un ensayo clínico de fase 1 con GLB-301 en pacientes con adenocarcinoma de páncreas metastásico. El compuesto, descubierto en un grupo de investigación de Santiago de Compostela, es un inhibidor de la vía de señalización de KRAS que se combinará con quimioterapia estándar. El estudio reclutará a unos 30 pacientes en hospitales de Galicia, Madrid y Barcelona. El cáncer de páncreas es uno de los tumores con peor pronóstico: menos del 10 % de los pacientes sigue vivo cinco años después del diagnóstico. Galaicia, fundada en 2020, cerró el año pasado una ronda de 9 millones de euros y prevé tratar al primer paciente en el primer trimestre de 2027.",
      labels: { event: "approval", company: "Galaicia Biotech", companyOriginal: "Galaicia Biotech", asset: "GLB301", indication: "Pancreatic cancer", regulator: "AEMPS" },
    },
    {
      title: "Cofepris otorga registro sanitario a antidiabético de Laboratorios Tláloc",
      text: "La Comisión Federal para la Protección contra Riesgos Sanitarios (Cofepris) otorgó el registro sanitario a Glucatla (TLK-15), un medicamento de Laboratorios Tláloc para el tratamiento de la diabetes tipo 2 en adultos. Se trata de una combinación en dosis fija que se toma una vez al día y que, según la empresa, redujo la hemoglobina glucosilada en 1,4 puntos porcentuales en un estudio de fase 3 realizado en México y Colombia. La farmacéutica, con sede en Puebla, prevé lanzar el producto en farmacias privadas en el primer trimestre de 2027 y participar en las compras consolidadas del sector público. En México, millones de adultos viven con diabetes, una de las principales causas de muerte del país. Tláloc exporta ya a Centroamérica y busca el registro en Colombia y Perú.",
      labels: { event: "approval", company: "Tláloc Laboratories", companyOriginal: "Laboratorios Tláloc", asset: "TLK15", indication: "Type 2 diabetes", regulator: "COFEPRIS" },
    },
    {
      title: "Pirenaica Pharma solicita a la EMA la autorización de su crema para el eccema crónico de manos",
      text: "Barcelona, 12 de octubre de 2026.– Pirenaica Pharma ha presentado ante la Agencia Europea de Medicamentos (EMA) la solicitud de autorización de comercialización de PIR-802, una crema de uso tópico para adultos con eccema crónico de manos de moderado a grave. La solicitud se apoya en dos ensayos de fase 3, HANDEL-1 y HANDEL-2, con un total de 980 pacientes, en los que un 38 % de los tratados logró una piel blanqueada o casi blanqueada a las 16 semanas, frente al 11 % con vehículo. PIR-802 es un inhibidor tópico de la tirosina cinasa 2 (TYK2). En la Unión Europea ya está autorizado delgocitinib en crema para esta indicación. La compañía, que cotiza en el BME Growth, espera una decisión a finales de 2027 y estudia socios para comercializar el producto fuera de España.",
      labels: { event: "submission", company: "Pirenaica Pharma", companyOriginal: "Pirenaica Pharma", asset: "PIR802", indication: "Chronic hand eczema", regulator: "EMA" },
    },
    {
      title: "La FDA acepta a trámite la solicitud de Cantábrica Bio para el angioedema hereditario",
      text: "Cantábrica Bio, con sede en Santander, ha comunicado que la agencia estadounidense del medicamento (FDA) ha aceptado a trámite su solicitud de nuevo fármaco (NDA) para CNB-14, un inhibidor oral de la calicreína plasmática para la profilaxis de los ataques de angioedema hereditario en pacientes a partir de 12 años. La FDA ha fijado como fecha objetivo de su decisión, conforme a la ley PDUFA, el 30 de septiembre de 2027. En el ensayo de fase 3 ONDA, CNB-14 redujo la tasa mensual de ataques un 71 % frente a placebo. El mercado de la profilaxis está dominado por lanadelumab (Takhzyro), de Takeda, y berotralstat (Orladeyo); en 2025 llegaron además garadacimab, de CSL, y el tratamiento a demanda sebetralstat. Las acciones subieron un 9 %.",
      labels: { event: "filing-acceptance", company: "Cantábrica Bio", companyOriginal: "Cantábrica Bio", asset: "CNB14", indication: "Hereditary angioedema", regulator: "FDA" },
    },
    {
      title: "Andesgen recibe designación de medicamento huérfano de la FDA para su terapia contra la ELA",
      text: "SANTIAGO.- La biotecnológica chilena Andesgen informó que la Administración de Alimentos y Medicamentos de Estados Unidos (FDA) otorgó la designación de medicamento huérfano a AGN-207, su oligonucleótido antisentido para la esclerosis lateral amiotrófica (ELA) asociada a mutaciones del gen FUS. La designación otorga siete años de exclusividad comercial en Estados Unidos tras una eventual aprobación, además de beneficios fiscales y exención de tasas. AGN-207 se encuentra en un estudio de fase 1 en Chile y Canadá con 16 pacientes. La ELA es una enfermedad neurodegenerativa sin cura; en Estados Unidos solo tofersen, de Biogen, está aprobado para una forma genética, la asociada a SOD1. Andesgen, fundada en 2019 por investigadores de la Universidad de Chile, negocia una ronda de financiamiento Serie B.",
      labels: { event: "designation", company: "Andesgen", companyOriginal: "Andesgen", asset: "AGN207", indication: "Amyotrophic lateral sclerosis", regulator: "FDA" },
    },
    {
      title: "Levantia Pharma se desploma tras recibir una carta de respuesta completa de la FDA",
      text: "Las acciones de Levantia Pharma cayeron un 28 % en el Mercado Continuo después de que la compañía valenciana informara de que la FDA ha emitido una carta de respuesta completa para LVT-912, su inyectable de liberación prolongada para el tratamiento de la esquizofrenia en adultos. Según Levantia, la agencia no cuestiona la eficacia, pero pide datos adicionales sobre el dispositivo de administración y sobre la estabilidad del producto. LVT-912 se administra una vez cada dos meses y compite con formulaciones de acción prolongada de paliperidona y aripiprazol ya establecidas. La empresa solicitará una reunión con la FDA y calcula que podría volver a presentar la solicitud en el segundo semestre de 2027. En Europa, la revisión por parte de la EMA sigue su curso.",
      labels: { event: "complete-response-letter", company: "Levantia Pharma", companyOriginal: "Levantia Pharma", asset: "LVT912", indication: "Schizophrenia", regulator: "FDA" },
    },
    {
      title: "Pampa Biosciences inicia un ensayo de fase 2 contra el mal de Chagas",
      text: "La biotecnológica argentina Pampa Biosciences anunció que trató al primer paciente en su ensayo clínico de fase 2 con PBS-33, un antiparasitario oral contra la enfermedad de Chagas en su fase crónica. El estudio, que había sido autorizado por la ANMAT en agosto, incluirá a 180 adultos en centros de Argentina, Bolivia y Paraguay, y comparará dos dosis de PBS-33 con benznidazol, el tratamiento estándar. La enfermedad, causada por el parásito Trypanosoma cruzi y transmitida por la vinchuca, afecta a unos seis millones de personas en América Latina. Los fármacos disponibles, benznidazol y nifurtimox, datan de hace más de medio siglo y causan efectos adversos que llevan a muchos pacientes a abandonar el tratamiento. Los primeros resultados se esperan en 2028.",
      // Chagas disease is not in the registry
      labels: { event: "trial-start", company: "Pampa Biosciences", companyOriginal: "Pampa Biosciences", asset: "PBS33", indication: null, regulator: null },
    },
    {
      title: "Ebro Therapeutics presenta resultados positivos de fase 2b en colitis ulcerosa",
      text: "La zaragozana Ebro Therapeutics ha dado a conocer los resultados principales del estudio de fase 2b ALJAFERÍA con EBT-210, un anticuerpo contra TL1A, en pacientes con colitis ulcerosa de moderada a grave. A las 12 semanas, el 29 % de los pacientes tratados con la dosis alta alcanzó la remisión clínica, frente al 7 % con placebo, cumpliendo el objetivo principal. El perfil de seguridad fue comparable al del placebo. La clase anti-TL1A es una de las más disputadas de la inmunología: tulisokibart, de Merck, y duvakitug, de Sanofi y Teva, ya están en fase 3. El director general de Ebro señaló que la compañía buscará un socio para el desarrollo de fase 3. Los datos completos se presentarán en un congreso internacional de gastroenterología en 2027.",
      labels: { event: "readout", company: "Ebro Therapeutics", companyOriginal: "Ebro Therapeutics", asset: "EBT210", indication: "Ulcerative colitis", regulator: null },
    },
    {
      title: "Turia Oncology licencia a Brightwater Pharma los derechos de su terapia contra el melanoma en EE UU",
      text: "Turia Oncology, biotecnológica con sede en Valencia, ha firmado un acuerdo de licencia exclusiva con la estadounidense Brightwater Pharma para el desarrollo y la comercialización de TRO-45 en Estados Unidos y Canadá. Brightwater pagará 35 millones de dólares por adelantado y hasta 390 millones en hitos, además de regalías de hasta dos dígitos sobre las ventas. TRO-45 es un virus oncolítico que se inyecta en el tumor y se estudia, en combinación con pembrolizumab, en un ensayo de fase 2 en melanoma avanzado resistente a los inhibidores de PD-1. Turia conserva los derechos en Europa y el resto del mundo. En ese segmento ya compiten la terapia celular lifileucel y el virus oncolítico T-VEC. Es el mayor acuerdo firmado hasta la fecha por una biotecnológica valenciana.",
      labels: { event: "licensing", company: "Turia Oncology", companyOriginal: "Turia Oncology", asset: "TRO45", indication: "Melanoma", regulator: null, also: ["Brightwater Pharma"] },
    },
    {
      title: "Tajo Biologics y la mexicana Biohuasteca se alían para producir vacunas",
      text: "La española Tajo Biologics y la mexicana Biohuasteca firmaron una alianza estratégica para producir en México vacunas basadas en la plataforma de partículas similares a virus de Tajo. Según el acuerdo, Tajo transferirá su tecnología a la planta de Biohuasteca en San Luis Potosí, y ambas compañías compartirán los costes de desarrollo y los ingresos de los productos que se vendan en América Latina. Los primeros proyectos serán una vacuna contra la influenza estacional y otra contra el virus respiratorio sincitial. Las empresas no revelaron los montos. La pandemia de COVID-19 puso de manifiesto la dependencia de la región de las vacunas importadas, y varios gobiernos latinoamericanos impulsan desde entonces la producción local.",
      labels: { event: "partnership", company: "Tajo Biologics", companyOriginal: "Tajo Biologics", asset: null, indication: null, regulator: null, also: ["Biohuasteca"] },
    },
    {
      title: "Duero Pharma compra Neurobética por 180 millones de euros",
      text: "Valladolid, 5 de noviembre de 2026.– Duero Pharma ha alcanzado un acuerdo para adquirir el cien por cien de Neurobética, spin-off de una universidad madrileña, por 180 millones de euros, de los cuales 60 millones se pagarán al cierre y el resto dependerá de hitos clínicos y regulatorios. La operación gira en torno a NRB-301, un tratamiento subcutáneo continuo en fase 2 para pacientes con enfermedad de Parkinson avanzada con fluctuaciones motoras. Duero, que factura 350 millones de euros con medicamentos de marca en neurología, quiere reforzar su cartera de productos propios. En este segmento compiten las bombas de levodopa y carbidopa y la apomorfina subcutánea. El cierre se espera en el primer trimestre de 2027.",
      labels: { event: "acquisition", company: "Duero Pharma", companyOriginal: "Duero Pharma", asset: "NRB301", indication: "Parkinson's disease", regulator: null, also: ["Neurobética"] },
    },
    {
      title: "Alhambra Bio cierra una ronda Serie A de 28 millones de euros",
      text: "La biotecnológica granadina Alhambra Bio ha cerrado una ronda de financiación Serie A de 28 millones de euros, liderada por el fondo Castilla Innovación Salud y en la que han participado también inversores de Francia y Alemania. Es una de las mayores rondas de este tipo en la historia del sector biotecnológico andaluz. La empresa, creada en 2022, utiliza modelos de inteligencia artificial para diseñar moléculas capaces de atravesar la barrera hematoencefálica y tiene cuatro programas en fase preclínica en enfermedades neurodegenerativas. Con el capital, Alhambra ampliará su plantilla de 25 a 50 personas y prevé llevar su primer candidato a ensayos clínicos en 2028. La compañía también abrirá una oficina en Boston para acercarse a posibles socios.",
      labels: { event: "financing", company: "Alhambra Bio", companyOriginal: "Alhambra Bio", asset: null, indication: null, regulator: null, also: ["Castilla Innovación Salud"] },
    },
    {
      title: "Vacuna colombiana contra el dengue cumple su objetivo en fase 3",
      text: "BOGOTÁ.- Cordillera Biotech anunció que su vacuna tetravalente contra el dengue, CBV-4, cumplió el objetivo principal de su estudio de fase 3, realizado con más de 14.000 niños y adolescentes en Colombia, Perú y Ecuador. La vacuna, de una sola dosis, mostró una eficacia del 74 % contra el dengue sintomático confirmado por laboratorio durante los dos primeros años de seguimiento, y del 83 % contra las hospitalizaciones. La protección fue similar en los participantes con y sin infección previa, una de las principales debilidades de Dengvaxia. La compañía presentará los datos a la FDA y a las agencias de la región en 2027. América Latina registró en 2024 la mayor cifra de casos de dengue de su historia. En el mercado ya está Qdenga, de Takeda, que requiere dos dosis.",
      labels: { event: "readout", company: "Cordillera Biotech", companyOriginal: "Cordillera Biotech", asset: "CBV4", indication: "Dengue", regulator: null },
    },
    {
      title: "Sanidad incluye en la financiación pública el antimigrañoso de Montseny Pharma",
      text: "El Ministerio de Sanidad ha incluido en la prestación farmacéutica del Sistema Nacional de Salud Migrel (MTS-44), el tratamiento preventivo de Montseny Pharma para adultos con migraña crónica que no han respondido al menos a tres tratamientos previos. La decisión, adoptada por la Comisión Interministerial de Precios de los Medicamentos, fija un precio confidencial e incluye un techo de gasto para los tres primeros años. Migrel recibió la autorización de la Comisión Europea en enero, tras la opinión favorable del CHMP. La financiación se aplicará desde el 1 de diciembre y el fármaco se dispensará en los servicios de farmacia hospitalaria. En este mismo segmento ya se financian los anticuerpos contra el CGRP erenumab, galcanezumab y fremanezumab.",
      // pricing decision by Spain's Interministerial Pricing Commission, which is not in the registry
      labels: { event: null, company: "Montseny Pharma", companyOriginal: "Montseny Pharma", asset: "MTS44", indication: "Migraine", regulator: null },
    },
    {
      title: "Biofarma del Plata inaugura una planta de biosimilares en Pilar",
      text: "BUENOS AIRES.- Biofarma del Plata inauguró este jueves en el parque industrial de Pilar una planta de producción de anticuerpos monoclonales biosimilares que demandó una inversión de 95 millones de dólares. La instalación contará con biorreactores de 2.000 litros y empleará a 240 personas cuando funcione a plena capacidad, a partir de 2027. La compañía, de capitales argentinos, producirá allí biosimilares de adalimumab y de trastuzumab, hoy importados, y apunta a exportar a Brasil, México y otros países de la región. La firma ya fabrica medicamentos oncológicos en su planta de La Plata. Según la empresa, la apertura permitirá reducir los costos de los tratamientos biológicos para el sistema de salud y las obras sociales.",
      labels: { event: null, company: "Biofarma del Plata", companyOriginal: "Biofarma del Plata", asset: null, indication: null, regulator: null },
    },
  ],
};
