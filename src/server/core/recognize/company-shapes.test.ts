import { describe, expect, it } from "vitest";
import { findCompanyShapes } from "./company-shapes";

const names = (text: string) => findCompanyShapes(text).map((shape) => `${shape.name}=${text.slice(shape.start, shape.end)}`);

describe("company shapes", () => {
  it("takes no country before a sector word for a name, cuts a name after 企业, drops a German description compound", () => {
    expect(names("瑞典生物技术公司宣布收购。")).toEqual([]);
    expect(names("收购杭州的ADC企业云杉生物，交易")).toEqual(["云杉生物=云杉生物"]);
    expect(names("Zuvor hatte Bayer den Impfstoffhersteller Novaris Biotech übernommen.").map((name) => name.split("=")[0])).toEqual(["Novaris Biotech"]);
    expect(names("Zuvor hatte Bayer den Zellspezialisten Nordlicht Therapeutics übernommen.").map((name) => name.split("=")[0])).toEqual(["Nordlicht Therapeutics"]);
  });

  it("takes a country before a Japanese sector word for a description (twentieth round)", () => {
    expect(names("夕凪バイオは、候補薬をスイス製薬に導出した。").map((name) => name.split("=")[0])).toEqual(["夕凪バイオ"]);
  });

  it("takes only Latin letters into a Latin name that a Chinese sentence runs into", () => {
    expect(names("将其LX-7535和LX-4729的海外权益授权给Norwind Therapeutics，获得首付款。").map((name) => name.split("=")[0])).toEqual(["Norwind Therapeutics"]);
  });

  it("eighteenth round: Taiwan's 生技 ends a name", () => {
    expect(names("永霖生技宣布，YLN-36的II期临床完成首位受试者给药。").map((name) => name.split("=")[0])).toEqual(["永霖生技"]);
  });

  it("seventeenth round: Korean 생명과학 and French and Spanish words for therapeutics end a name", () => {
    expect(names("식약처는 한결생명과학의 치료제 허가를 취소했다.").map((name) => name.split("=")[0])).toEqual(["한결생명과학"]);
    expect(names("Santé Canada a homologué le comprimé de Boréal Thérapeutique.").map((name) => name.split("=")[0])).toEqual(["Boréal Thérapeutique"]);
    expect(names("Cofepris autorizó el ensayo de Maya Terapéutica.").map((name) => name.split("=")[0])).toEqual(["Maya Terapéutica"]);
  });

  it("eleventh round: a German city's adjective is no part of a name; Korean 셀; one kanji before ファーマ when repeated", () => {
    expect(names("Swissmedic hat dem Basler Biotechunternehmen Auental Therapeutics die Zulassung erteilt.").map((name) => name.split("=")[0])).toEqual(["Auental Therapeutics"]);
    expect(names("Die Berliner Havelmed Bio hat den ersten Patienten behandelt.").map((name) => name.split("=")[0])).toEqual(["Havelmed Bio"]);
    expect(names("가온셀의 CAR-T 치료제가 지정됐다.").map((name) => name.split("=")[0])).toEqual(["가온셀"]);
    expect(names("결바이오는 IND를 승인받았다. 결바이오의 플랫폼이다.").map((name) => name.split("=")[0])).toEqual(["결바이오", "결바이오"]);
    expect(names("신바이오는 승인받았다.").map((name) => name.split("=")[0])).toEqual([]);
    expect(names("湊ファーマと英国のAI創薬企業は契約した。湊ファーマが臨床開発を担う。").map((name) => name.split("=")[0])).toEqual(["湊ファーマ", "湊ファーマ"]);
    expect(names("同ファーマは契約した。").map((name) => name.split("=")[0])).toEqual([]);
    expect(names("湊ファーマは契約した。").map((name) => name.split("=")[0])).toEqual([]);
    expect(names("Feldberg hat die Rechte an das US-Unternehmen Calderwood Pharmaceuticals lizenziert.").map((name) => name.split("=")[0])).toEqual(["Calderwood Pharmaceuticals"]);
  });

  it("finds Latin-script names by sector word or legal form, legal form stripped from the name", () => {
    expect(names("Boston-based Blue Harbor Bio closed a round.")).toEqual(["Blue Harbor Bio=Blue Harbor Bio"]);
    expect(names("Zenara Biosciences, Inc. and Kestrel Oncology Ltd. signed.")).toEqual([
      "Zenara Biosciences=Zenara Biosciences, Inc.",
      "Kestrel Oncology=Kestrel Oncology Ltd.",
    ]);
    expect(names("Die Nordwind Pharma AG und die Rheinauen Biotech GmbH.")).toEqual([
      "Nordwind Pharma=Nordwind Pharma AG",
      "Rheinauen Biotech=Rheinauen Biotech GmbH",
    ]);
    expect(names("Die Firma Veltrano GmbH und Zenquil Inc. meldeten")).toEqual(["Veltrano=Veltrano GmbH", "Zenquil=Zenquil Inc."]);
    expect(names("Laboratorios Ferrobio S.A. anunció; Les Laboratoires Arvel SAS (Lyon).")).toEqual([
      "Laboratorios Ferrobio=Laboratorios Ferrobio S.A.",
      "Laboratoires Arvel=Laboratoires Arvel SAS",
    ]);
  });

  it("does not take a sector word or a legal form alone for a company", () => {
    const traps = [
      "Oncology Therapeutics Draw Record Investment\n\nInvestors poured money into oncology therapeutics. The biotech said a pharma startup and Bio stocks rose at the BIO convention.",
      "Die AG will das Mittel bringen. Die Biotech-Branche und die AG-Vorstände.",
      "France Biotech publie un panorama. La biotech lyonnaise.",
    ];
    for (const text of traps) expect(names(text), text).toEqual([]);
  });

  it("trims a title-case headline's name to what the body writes", () => {
    expect(names("Investors Back Pyxara Biopharma In New Round\n\nPyxara Biopharma said it raised $90 million.")).toEqual([
      "Pyxara Biopharma=Pyxara Biopharma",
      "Pyxara Biopharma=Pyxara Biopharma",
    ]);
  });

  it("finds Chinese names as written, legal form dropped, with the short form the registry may list, not sector words in phrases", () => {
    expect(names("华康生物股份有限公司今日宣布")).toEqual(["华康生物=华康生物股份有限公司"]);
    expect(names("上海澜越生物医药科技有限公司宣布完成融资，澜越生物表示")).toEqual(["上海澜越生物医药=上海澜越生物医药科技有限公司", "澜越生物=澜越生物"]);
    expect(findCompanyShapes("由苏州启明药业开发").map((shape) => [shape.name, shape.bare])).toEqual([["苏州启明药业", "启明药业"]]);
    expect(findCompanyShapes("润信生物科技完成融资").map((shape) => [shape.name, shape.bare])).toEqual([["润信生物科技", "润信生物"]]);
    expect(names("澜海制药与一家欧洲制药公司达成协议")).toEqual(["澜海制药=澜海制药"]);
    expect(names("A股医药行业指数上涨，生物医药板块领涨，国内医药企业出海，一家生物科技公司称，生物类似药，合成生物。")).toEqual([]);
  });

  it("finds Japanese names with 製薬, ファーマ, バイオ or 株式会社, not 製薬会社 or ビッグファーマ", () => {
    expect(names("サクラ製薬株式会社は")).toEqual(["サクラ製薬=サクラ製薬株式会社"]);
    expect(names("株式会社ミライバイオ（東京都）は")).toEqual(["ミライバイオ=株式会社ミライバイオ"]);
    expect(names("オオトリファーマは承認を取得")).toEqual(["オオトリファーマ=オオトリファーマ"]);
    expect(names("国内の製薬会社各社、大手製薬による買収、ビッグファーマとの提携、バイオ医薬品")).toEqual([]);
  });

  it("finds Korean names with 바이오, 제약, 테라퓨틱스 or (주) before a particle, not industry words", () => {
    expect(names("(주)한빛바이오(KOSDAQ: 298765)는")).toEqual(["한빛바이오=(주)한빛바이오"]);
    expect(names("동해제약(주)은 밝혔다")).toEqual(["동해제약=동해제약(주)"]);
    expect(names("누리테라퓨틱스는 기술이전했다")).toEqual(["누리테라퓨틱스=누리테라퓨틱스"]);
    expect(names("제약바이오 업계, 국내 제약사들과 바이오기업들, 바이오시밀러, 다국적제약사와의 협업, 희귀의약품 지정")).toEqual([]);
  });

  it("finds a name introduced by what the company is, once in French or Spanish, written twice in German", () => {
    expect(names("Le laboratoire Vernay a annoncé un essai.")).toEqual(["Vernay=Vernay"]);
    expect(names("La farmacéutica valenciana Duerofarma Levante ha anunciado; la biotech nantaise Ouestgen a levé")).toEqual([
      "Duerofarma Levante=Duerofarma Levante",
      "Ouestgen=Ouestgen",
    ]);
    expect(names("La biotecnológica Biocostera inicia un ensayo. Biocostera dijo")).toEqual(["Biocostera=Biocostera", "Biocostera=Biocostera"]);
    expect(names("Havelgen erhält Geld\n\nDas Berliner Biotech-Unternehmen Havelgen hat")).toEqual(["Havelgen=Havelgen", "Havelgen=Havelgen"]);
    expect(names("Armorgen lève des fonds\n\nArmorgen, une biotech rennaise, a levé")).toEqual(["Armorgen=Armorgen", "Armorgen=Armorgen"]);
    // A German noun after "das Unternehmen", written once, and a place adjective before a sector word.
    expect(names("Nun hat das Unternehmen Millionen eingesammelt. Die Schweizer Biotech wächst.")).toEqual([]);
  });

  it("takes a German name written once where it opens a sentence as the subject before a word in lower case", () => {
    expect(names("Titel\n\nDas Pharmaunternehmen Albrecht Medica teilte mit. Der Pharmahersteller Rehlinger übernimmt Cellvera.")).toEqual([
      "Albrecht Medica=Albrecht Medica",
      "Rehlinger=Rehlinger",
    ]);
    expect(names("Titel\n\nDas Münchner Unternehmen Kerovia aus Leipzig hat begonnen.")).toEqual(["Kerovia=Kerovia"]);
    // Inside a sentence a capitalized word after the company noun may still be a German noun.
    expect(names("Titel\n\nDabei hat das Unternehmen Millionen eingesammelt.")).toEqual([]);
  });

  it("takes a Spanish name after a place adjective in -ola, with its seat in an apposition, or as the subject after its verb", () => {
    expect(names("La biotech española Mirelia ha firmado un acuerdo.")).toEqual(["Mirelia=Mirelia"]);
    expect(names("El grupo farmacéutico Moralba inicia; le groupe pharmaceutique français Arvenis a signé; Cantabria Farma y Nova Biofarma")).toEqual([
      "Moralba=Moralba",
      "Arvenis=Arvenis",
      "Cantabria Farma=Cantabria Farma",
      "Nova Biofarma=Nova Biofarma",
    ]);
    expect(names("Biolinde, con sede en Valencia, ha obtenido la designación.")).toEqual(["Biolinde=Biolinde"]);
    expect(names("Así lo ha comunicado Genvalia, que desarrolla el fármaco; según informó Orsalia.")).toEqual(["Genvalia=Genvalia", "Orsalia=Orsalia"]);
  });

  it("reads a German place adjective and sector word as a description of the name after them", () => {
    expect(names("Münchner Biotech Nuvaris sammelt Geld ein\n\nDas Tübinger Biotech Cellavia forscht.")).toEqual(["Cellavia=Cellavia"]);
    // The legal form after a sector word is not a name the sector word introduces.
    expect(names("Die Rheinauen Biotech GmbH meldet")).toEqual(["Rheinauen Biotech=Rheinauen Biotech GmbH"]);
  });

  it("takes a name written once after an English loanword (Start-up, Spin-off) or in an apposition", () => {
    expect(names("Die EMA hat dem Prüfpräparat ML-04 des Berliner Start-ups Meridion Life den Status erteilt.")).toEqual(["Meridion Life=Meridion Life"]);
    expect(names("Kerynth, spécialiste des anticorps bispécifiques, a obtenu la désignation.")).toEqual(["Kerynth=Kerynth"]);
    expect(names("Taravel, una biotecnológica con sede en Valencia, ha iniciado un ensayo.")).toEqual(["Taravel=Taravel"]);
  });

  it("takes the company a medicine or an application is of", () => {
    expect(names("Die Kommission hat Tolvarimab von Rhenovia zur Behandlung zugelassen.")).toEqual(["Rhenovia=Rhenovia"]);
    expect(names("Die FDA hat den Zulassungsantrag von Vantoris für Pelzetinib angenommen.")).toEqual(["Vantoris=Vantoris"]);
    expect(names("La FDA ha aceptado la solicitud de licencia de Arganza para orvekimab.")).toEqual(["Arganza=Arganza"]);
    expect(names("Die Kommission hat Zorvexa (Velnacitinib) der Hamburger Firma Sanvion zugelassen.")).toEqual(["Sanvion=Sanvion"]);
    expect(names("Die FDA hat dem Kinasehemmer GNT-4471 des Heidelberger Unternehmens Genthera den Status erteilt.")).toEqual(["Genthera=Genthera"]);
    expect(names("La FDA a octroyé la désignation à GPT-02, la thérapie génique de Genoptis contre la maladie.")).toEqual(["Genoptis=Genoptis"]);
    // A disease's eponym is not the owner of a therapy.
    expect(names("Une thérapie génique de Duchenne et un anticorps de Crohn.")).toEqual([]);
    // Not after a word that is not a medicine.
    expect(names("Die Zulassung von Tolvarimab wurde erteilt; Daten von Patienten.")).toEqual([]);
  });

  it("takes the one-word subject of a lead in the perfect tense, in German only when the headline names it too", () => {
    expect(names("Designación para MS-240\n\nMirasol ha recibido de la EMA la designación.")).toEqual(["Mirasol=Mirasol"]);
    expect(names("Levée de fonds\n\nOndalys a annoncé une levée de fonds.")).toEqual(["Ondalys=Ondalys"]);
    expect(names("Isarbio reicht Antrag ein\n\nIsarbio hat bei der EMA einen Antrag eingereicht.")).toEqual(["Isarbio=Isarbio"]);
    expect(names("Antrag eingereicht\n\nIsarbio hat bei der EMA einen Antrag eingereicht.")).toEqual([]);
    expect(names("Titel\n\nHeute hat die FDA entschieden. Bruselas ha aprobado el fármaco.")).toEqual([]);
    expect(names("Titre\n\nElle a obtenu l'autorisation.")).toEqual([]);
  });

  it("takes a lead's subject of two words, and one before a Spanish or French preterite or present", () => {
    expect(names("Autorización\n\nAlcor Salud ha recibido la autorización.")).toEqual(["Alcor Salud=Alcor Salud"]);
    expect(names("Designación\n\nMirasol recibió la designación.")).toEqual(["Mirasol=Mirasol"]);
    expect(names("Ronda\n\nNexadia anuncia una ronda.")).toEqual(["Nexadia=Nexadia"]);
    expect(names("Levée\n\nOndalys obtient le feu vert.")).toEqual(["Ondalys=Ondalys"]);
    expect(names("Título\n\nBruselas aprobó el fármaco. Estados Unidos recibe")).toEqual([]);
    expect(names("Título\n\nEuropa Press informó.")).toEqual([]);
    // The headline opens the same way.
    expect(names("Zelmira obtiene la aprobación de la FDA\n\nLa compañía ha recibido la autorización.")).toEqual(["Zelmira=Zelmira"]);
    expect(names("Bruselas aprueba el fármaco\n\nLa Comisión ha aprobado.")).toEqual([]);
  });

  it("finds a Japanese katakana name introduced as a venture, and a Chinese name that opens a sentence with 和", () => {
    expect(names("創薬ベンチャーのリュミナスは、資金調達を完了した。")).toEqual(["リュミナス=リュミナス"]);
    expect(names("祥和医药完成2亿元A轮融资")).toEqual(["祥和医药=祥和医药"]);
    // Inside a sentence, 和 still joins: "与华康和润信医药" names 润信医药 only.
    expect(names("与华康生物和润信医药合作")).toEqual(["华康生物=华康生物", "润信医药=润信医药"]);
    // 给 ("to") ends what comes before it: "授权给一家欧洲制药公司" is a description, not a name.
    expect(names("云舟医药将权益授权给一家欧洲制药公司")).toEqual(["云舟医药=云舟医药"]);
  });

  it("takes one word ending in Pharma or Farma for a name when the article writes it twice, not a German compound", () => {
    expect(names("Ebrofarma solicita la aprobación\n\nEbrofarma ha presentado la solicitud.")).toEqual(["Ebrofarma=Ebrofarma", "Ebrofarma=Ebrofarma"]);
    expect(names("Titel\n\nMundipharma meldet Zahlen.")).toEqual([]);
    expect(names("Die Großpharma wächst. Die Großpharma kauft.")).toEqual([]);
  });

  it("leaves a German adjective of origin out of the name after it", () => {
    expect(names("Die Rechte gehen an die US-amerikanische Calverton Pharmaceuticals.")).toEqual(["Calverton Pharmaceuticals=Calverton Pharmaceuticals"]);
  });

  it("takes the lead's subject after a dateline", () => {
    expect(names("Pyrénis cède les droits du dexoparib\n\nToulouse – Pyrénis a signé un accord de licence.")).toContain("Pyrénis=Pyrénis");
    expect(names("Lettre de la FDA\n\nLille – Sylvanor a reçu de la FDA une lettre de réponse complète.")).toEqual(["Sylvanor=Sylvanor"]);
  });

  it("takes the owner of a candidate after a French elision, and of a CAR-T therapy", () => {
    expect(names("La FDA a accordé la désignation à OR-31, le candidat d'Orphéa Therapeutics dans la maladie de Fabry.")).toContain("Orphéa Therapeutics=Orphéa Therapeutics");
    expect(names("La FDA ha otorgado la designación a BC-90, la terapia CAR-T de Biocantábrica para el linfoma.")).toEqual(["Biocantábrica=Biocantábrica"]);
  });
});
