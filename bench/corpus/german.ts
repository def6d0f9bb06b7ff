import type { ArticleTemplate } from "./template";

export const GERMAN: readonly ArticleTemplate[] = [
  {
    language: "de",
    title: "{{buyer}} übernimmt {{target}} für bis zu {{value}} Milliarden Euro",
    paragraphs: [
      "Der {{city}} Konzern {{buyer}} übernimmt das Biotechunternehmen {{target}} für bis zu {{value}} Milliarden Euro. Das teilten beide Unternehmen am {{day}} mit.",
      "{{buyer}} zahlt {{perShare}} Euro je Aktie in bar, was einem Aufschlag von {{premium}} Prozent auf den Schlusskurs vom Freitag entspricht. Hinzu kommen erfolgsabhängige Zahlungen, falls das wichtigste Medikament die Zulassung in der EU und in den USA erhält.",
      "{{target}} entwickelt {{modality}} gegen {{disease}}. Der führende Wirkstoffkandidat befindet sich derzeit in einer Phase-3-Studie, deren Ergebnisse im kommenden Jahr erwartet werden.",
      "„Mit dieser Übernahme stärken wir unsere Pipeline in der {{area}} deutlich“, sagte der Vorstandsvorsitzende von {{buyer}}. Die Transaktion soll im {{quarter}}. Quartal abgeschlossen werden, sofern die Kartellbehörden zustimmen.",
      "Analysten bewerteten den Zukauf überwiegend positiv. Der Konzern steht unter Druck, weil für mehrere umsatzstarke Medikamente in den kommenden Jahren der Patentschutz ausläuft.",
      "Die Aktie von {{target}} legte im vorbörslichen Handel um {{jump}} Prozent zu, während die Papiere von {{buyer}} leicht nachgaben.",
      "Für {{buyer}} ist es bereits die zweite größere Übernahme innerhalb von zwölf Monaten. Der Konzern hatte angekündigt, jährlich mehrere Milliarden Euro in externe Innovation zu investieren, etwa über Lizenzabkommen, Kooperationen mit Universitäten und Beteiligungen an jungen Biotechfirmen in Europa und den USA.",
    ],
    fills: [
      { buyer: "Bayer", target: "Vividion Therapeutics", value: "1,7", city: "Leverkusener", day: "Montag", perShare: "38", premium: "45", modality: "niedermolekulare Wirkstoffe", disease: "Krebs und Autoimmunerkrankungen", area: "Onkologie", quarter: "3", jump: "41" },
      { buyer: "Boehringer Ingelheim", target: "Nerio Therapeutics", value: "1,3", city: "Ingelheimer", day: "Dienstag", perShare: "24", premium: "52", modality: "Immuntherapien", disease: "Lungenkrebs", area: "Onkologie", quarter: "2", jump: "58" },
    ],
  },
  {
    language: "de",
    title: "{{company}} sammelt {{amount}} Millionen Euro in Finanzierungsrunde ein",
    paragraphs: [
      "Das {{city}} Biotechunternehmen {{company}} hat in einer Finanzierungsrunde der Serie {{series}} {{amount}} Millionen Euro eingesammelt. Angeführt wurde die Runde von {{lead}}, auch bestehende Investoren beteiligten sich.",
      "Mit dem frischen Kapital will {{company}} seinen führenden Wirkstoffkandidaten {{asset}} in eine klinische Phase-2-Studie bei Patienten mit {{disease}} bringen. Die ersten Patienten sollen noch in diesem Jahr behandelt werden.",
      "Das Unternehmen wurde {{founded}} als Ausgründung der {{university}} gegründet und beschäftigt rund {{staff}} Mitarbeiter. Seine Plattform nutzt {{platform}}, um neue Wirkstoffe gegen bislang schwer adressierbare Zielstrukturen zu entwickeln.",
      "„Die Finanzierung sichert unsere Arbeit bis weit in das Jahr 2028“, sagte die Geschäftsführerin. Ein Börsengang sei mittelfristig eine Option, stehe derzeit aber nicht im Vordergrund.",
      "Deutsche Biotechfirmen haben im vergangenen Jahr so viel Wagniskapital eingeworben wie seit 2021 nicht mehr. Vor allem Unternehmen mit Plattformtechnologien stoßen bei Investoren auf großes Interesse.",
      "Branchenverbände weisen jedoch darauf hin, dass der Abstand zu den USA groß bleibt. Dort fließt pro Jahr ein Vielfaches an Risikokapital in junge Unternehmen, und viele deutsche Gründer wählen für spätere Finanzierungsrunden oder einen Börsengang den amerikanischen Kapitalmarkt.",
    ],
    fills: [
      { company: "Tubulis", city: "Münchner", series: "C", amount: "308", lead: "Venrock Healthcare Capital Partners", asset: "TUB-040", disease: "Eierstockkrebs", founded: "2019", university: "Ludwig-Maximilians-Universität München", staff: "150", platform: "Antikörper-Wirkstoff-Konjugate" },
      { company: "iOmx Therapeutics", city: "Martinsrieder", series: "B", amount: "65", lead: "den EQT Life Sciences Fonds", asset: "OMX-0407", disease: "fortgeschrittenen soliden Tumoren", founded: "2016", university: "Universität Heidelberg", staff: "45", platform: "funktionelles Genom-Screening" },
    ],
  },
];
