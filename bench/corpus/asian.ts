import type { ArticleTemplate } from "./template";

export const CHINESE: readonly ArticleTemplate[] = [
  {
    language: "zh",
    title: "{{company}}{{drug}}获国家药监局批准上市，用于治疗{{disease}}",
    paragraphs: [
      "{{date}}，{{company}}宣布，其自主研发的{{modality}}{{drug}}获国家药品监督管理局（NMPA）批准上市，用于治疗{{population}}的{{disease}}患者。",
      "此次批准基于一项多中心、随机、对照的III期临床研究。研究结果显示，与标准治疗相比，{{drug}}将患者的疾病进展或死亡风险降低了{{reduction}}%，中位无进展生存期达到{{pfs}}个月。",
      "{{drug}}是一款靶向{{target}}的创新药，此前已被国家药监局药品审评中心纳入突破性治疗品种，并获得优先审评资格。",
      "{{company}}首席医学官表示：“{{disease}}患者的治疗选择仍然有限，{{drug}}的获批将为中国患者带来新的治疗方案。公司将尽快推动产品上市，并积极争取纳入国家医保目录。”",
      "近年来，{{company}}持续加大研发投入，去年研发费用达到{{rd}}亿元，目前已有{{pipeline}}款创新药在中国获批上市，另有多款产品在美国和欧洲开展国际多中心临床试验。",
      "业内人士认为，随着国内创新药审评审批加速，越来越多的中国药企开始在全球市场布局，对外授权交易数量也创下新高。",
    ],
    fills: [
      { company: "恒瑞医药", drug: "瑞康曲妥珠单抗", modality: "抗体偶联药物（ADC）", disease: "HER2阳性乳腺癌", population: "既往接受过抗HER2治疗", date: "3月5日", reduction: "62", pfs: "11.1", target: "HER2", rd: "82", pipeline: "19" },
      { company: "百济神州", drug: "索托克拉", modality: "BCL-2抑制剂", disease: "慢性淋巴细胞白血病", population: "复发或难治性", date: "4月12日", reduction: "55", pfs: "24.3", target: "BCL-2", rd: "140", pipeline: "6" },
      { company: "信达生物", drug: "玛仕度肽", modality: "GLP-1/GCG双受体激动剂", disease: "肥胖症", population: "成人超重或肥胖", date: "6月27日", reduction: "0", pfs: "0", target: "GLP-1", rd: "28", pipeline: "14" },
    ],
  },
  {
    language: "zh",
    title: "{{company}}与{{partner}}达成授权协议，首付款{{upfront}}亿美元",
    paragraphs: [
      "{{date}}晚间，{{company}}发布公告称，公司与{{partner}}就{{asset}}达成全球独家许可协议，{{partner}}将获得该产品在大中华区以外的开发、生产和商业化权利。",
      "根据协议，{{company}}将获得{{upfront}}亿美元首付款，以及最高可达{{milestones}}亿美元的开发、注册和销售里程碑付款，并按净销售额获得分级特许权使用费。",
      "{{asset}}是一款{{modality}}，目前正在中国开展针对{{disease}}的II期临床研究。早期数据显示，该药物在经治患者中的客观缓解率达到{{orr}}%。",
      "这是{{company}}今年达成的第{{count}}笔对外授权交易。公司表示，此次合作将借助{{partner}}的全球临床开发和商业化能力，加速产品惠及全球患者。",
      "受此消息影响，{{company}}港股股价盘中一度上涨{{move}}%。分析人士指出，中国创新药“出海”已成为行业趋势，跨国药企正在加大从中国引进新药的力度。",
    ],
    fills: [
      { company: "康方生物", partner: "Summit Therapeutics", asset: "依沃西单抗", modality: "PD-1/VEGF双特异性抗体", disease: "非小细胞肺癌", date: "12月6日", upfront: "5", milestones: "50", orr: "52", count: "2", move: "15" },
      { company: "科伦博泰", partner: "默沙东", asset: "SKB264", modality: "TROP2 ADC", disease: "三阴性乳腺癌", date: "7月25日", upfront: "1.75", milestones: "13.6", orr: "43", count: "3", move: "9" },
      { company: "翰森制药", partner: "葛兰素史克", asset: "HS-20093", modality: "B7-H3 ADC", disease: "小细胞肺癌", date: "12月20日", upfront: "1.85", milestones: "15.7", orr: "61", count: "2", move: "7" },
    ],
  },
];

export const JAPANESE: readonly ArticleTemplate[] = [
  {
    language: "ja",
    title: "{{company}}、{{drug}}の国内製造販売承認を取得　{{disease}}の新たな治療選択肢",
    paragraphs: [
      "{{company}}は{{date}}、{{disease}}を対象とした{{modality}}「{{drug}}」について、厚生労働省から国内における製造販売承認を取得したと発表した。",
      "今回の承認は、日本人患者を含む国際共同第3相臨床試験の結果に基づくもの。同試験では、{{drug}}投与群で主要評価項目である{{endpoint}}が対照群と比べて統計学的に有意に改善した。",
      "{{drug}}は{{target}}を標的とする薬剤で、米国では既に米国食品医薬品局（FDA）の承認を取得している。欧州医薬品庁（EMA）にも承認申請中だ。",
      "{{company}}の担当役員は「国内の{{disease}}患者さんに一日も早く新しい治療を届けられるよう、医療関係者への情報提供に努める」とコメントした。",
      "同社は{{drug}}の国内ピーク売上高を{{peak}}億円と見込んでいる。今後は適応拡大に向けた臨床試験も進める方針で、年内に第2相試験を開始する予定だ。",
    ],
    fills: [
      { company: "第一三共", drug: "ダトポタマブ デルクステカン", modality: "抗体薬物複合体", disease: "ホルモン受容体陽性乳がん", date: "24日", endpoint: "無増悪生存期間", target: "TROP2", peak: "450" },
      { company: "エーザイ", drug: "レカネマブ皮下注製剤", modality: "抗アミロイドβ抗体", disease: "アルツハイマー病による軽度認知障害", date: "10日", endpoint: "認知機能の低下", target: "アミロイドβ", peak: "300" },
    ],
  },
  {
    language: "ja",
    title: "{{buyer}}、{{target}}を約{{value}}億円で買収へ　{{area}}領域を強化",
    paragraphs: [
      "{{buyer}}は{{date}}、{{country}}のバイオ企業{{target}}を買収すると発表した。買収総額は約{{value}}億円で、株式公開買い付け（TOB）を通じて全株式を取得する。",
      "{{target}}は{{area}}領域で{{modality}}の開発を手がけ、主力候補品は現在第2相臨床試験の段階にある。2027年にも承認申請を目指している。",
      "{{buyer}}は主力製品の特許切れによる減収を補うため、新薬候補の獲得を急いでいる。今回の買収により、同社の{{area}}パイプラインは大幅に拡充される見通しだ。",
      "同社社長は記者会見で「{{target}}の技術基盤と当社のグローバルな開発力を組み合わせ、患者さんに革新的な治療を届けたい」と述べた。",
      "買収手続きは各国の規制当局の承認を経て、年内に完了する見込み。{{target}}の株価は発表後、前日比{{jump}}%上昇した。",
    ],
    fills: [
      { buyer: "アステラス製薬", target: "アイベリック・バイオ", value: "7500", date: "1日", country: "米国", area: "眼科", modality: "遺伝子治療", jump: "22" },
      { buyer: "小野薬品工業", target: "デシフェラ・ファーマシューティカルズ", value: "3600", date: "29日", country: "米国", area: "がん", modality: "低分子キナーゼ阻害薬", jump: "73" },
    ],
  },
];

export const KOREAN: readonly ArticleTemplate[] = [
  {
    language: "ko",
    title: "{{company}}, {{partner}}에 {{asset}} 기술수출…계약 규모 {{value}}조원",
    paragraphs: [
      "{{company}}은 {{partner}}와 {{modality}} 후보물질 {{asset}}에 대한 글로벌 기술이전 계약을 체결했다고 {{date}} 밝혔다.",
      "계약에 따라 {{company}}은 계약금 {{upfront}}억원을 받고, 개발과 허가, 상업화 단계에 따라 마일스톤을 포함해 총 {{value}}조원 규모의 대금을 받게 된다. 매출에 따른 로열티는 별도다.",
      "{{asset}}은 {{target}}을 표적으로 하는 신약 후보로, 현재 국내에서 {{disease}} 환자를 대상으로 임상 1상을 진행하고 있다. 전임상 연구에서 기존 치료제 대비 우수한 효능을 확인했다.",
      "{{company}} 대표는 \"이번 계약은 회사 플랫폼 기술의 경쟁력을 글로벌 시장에서 인정받은 것\"이라며 \"후속 파이프라인의 기술이전도 적극 추진하겠다\"고 말했다.",
      "업계에서는 올해 국내 바이오 기업의 기술수출 규모가 역대 최대치를 기록할 것으로 보고 있다. 이날 {{company}} 주가는 코스닥 시장에서 {{move}}% 상승 마감했다.",
      "다만 기술수출 계약의 총액은 임상 개발과 허가 성공을 전제로 한 금액인 만큼, 실제 수령액은 계약금과 초기 마일스톤에 그칠 수 있다는 지적도 나온다. 과거에도 파트너사가 개발 우선순위를 조정하면서 권리를 반환한 사례가 있었기 때문이다.",
      "{{company}}은 이번 계약으로 확보한 자금을 차세대 플랫폼 연구와 생산시설 확충에 투자할 계획이다. 회사는 내년까지 추가로 두 건 이상의 글로벌 파트너십을 맺는 것을 목표로 하고 있다.",
    ],
    fills: [
      { company: "알테오젠", partner: "아스트라제네카", asset: "ALT-B4", modality: "피하주사 제형 변경 플랫폼", date: "17일", upfront: "1,900", value: "1.9", target: "히알루로니다제", disease: "고형암", move: "12" },
      { company: "에이비엘바이오", partner: "GSK", asset: "ABL301", modality: "이중항체", date: "7일", upfront: "1,100", value: "4.1", target: "뇌혈관장벽 셔틀", disease: "파킨슨병", move: "26" },
    ],
  },
  {
    language: "ko",
    title: "{{company}} {{drug}}, 미국 FDA 품목허가 획득…{{disease}} 치료제",
    paragraphs: [
      "{{company}}은 {{disease}} 치료제 {{drug}}가 미국 식품의약국(FDA)으로부터 품목허가를 받았다고 {{date}} 밝혔다.",
      "이번 허가는 글로벌 임상 3상 결과를 바탕으로 이뤄졌다. 임상에서 {{drug}}는 오리지널 의약품과 비교해 효능과 안전성에서 동등성을 입증했다.",
      "{{drug}}는 {{target}}을 억제하는 {{modality}}로, 국내에서는 이미 식품의약품안전처 허가를 받아 판매되고 있다. 회사는 유럽의약품청(EMA)에도 허가를 신청한 상태다.",
      "{{company}}은 연내 미국 시장에 제품을 출시하고 현지 법인을 통해 직접 판매에 나설 계획이다. 미국 시장 규모는 연간 {{market}}억 달러에 달한다.",
      "회사 관계자는 \"이번 허가로 글로벌 시장 공략에 속도를 낼 수 있게 됐다\"며 \"후속 바이오시밀러 제품의 허가 신청도 순차적으로 진행할 것\"이라고 말했다.",
      "미국에서는 보험사와 약국급여관리업체(PBM)의 처방집 등재 여부가 바이오시밀러 성패를 가르는 만큼, 회사는 주요 PBM과의 협상을 이미 시작한 것으로 알려졌다. 업계는 가격 경쟁력과 안정적인 공급 능력이 시장 점유율 확대의 관건이 될 것으로 보고 있다.",
      "한편 국내 바이오시밀러 기업들은 올해 미국과 유럽에서 잇따라 허가를 받으며 글로벌 시장에서 존재감을 키우고 있다. 정부도 바이오 의약품 수출 확대를 위해 인허가 지원과 세제 혜택을 강화하고 있다.",
    ],
    fills: [
      { company: "셀트리온", drug: "짐펜트라", disease: "염증성 장질환", date: "2일", target: "TNF-α", modality: "항체 바이오시밀러", market: "120" },
      { company: "삼성바이오에피스", drug: "에피스클리", disease: "발작성 야간 혈색소뇨증", date: "22일", target: "보체 C5", modality: "단일클론항체 바이오시밀러", market: "35" },
    ],
  },
];
