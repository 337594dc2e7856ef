import { hsMessages as hm } from "#contract/hs";

/**
 * The goods-classification pages' own texts (server-side only, `common.classification`). The HS
 * descriptions themselves are English data, so zh and tw say so and ask for English words.
 */
const en = {
  lead: "Describe your goods in your own words or type a code to find their HS 2022 classification, or browse the 21 sections.",
  englishOnly: "Descriptions are in English.",
  seo: {
    search: "“{{keyword}}”: HS code search",
    code: "{{label}}: {{description}}",
    notFound: "HS code not found",
    invalid: "Not an HS code",
  },
  levels: {
    section: "Section {{code}}",
    chapter: "Chapter {{code}}",
    heading: "Heading {{code}}",
    subheading: "Subheading {{code}}",
  },
  form: {
    label: "Describe your goods or enter an HS code",
    placeholder: "e.g. cotton t-shirt or 6109",
    hint: "Plain words such as “frozen shrimp”, or the first 2 to 6 digits of a code; up to 100 characters.",
    size: "Per page",
    submit: "Search",
  },
  results: {
    title_one: "{{count, number}} result for “{{keyword}}”",
    title_other: "{{count, number}} results for “{{keyword}}”",
    path: "Classified under",
    pastEnd: "There are no results on page {{page}}.",
    firstPage: "Go to the first page",
  },
  empty: {
    title: "No HS code matches “{{keyword}}”",
    text: "Try fewer or more general words, the singular, or the first digits of a code. For example:",
  },
  browse: {
    breadcrumb: "Classification path",
    all: "All sections",
    sectionsTitle: "The 21 sections of the Harmonized System",
    sectionsLead: "Open a section for its chapters, a chapter for its headings and a heading for its subheadings.",
    /** How many codes one level down: a section's chapters, a chapter's headings, a heading's subheadings. */
    count: {
      chapter_one: "{{count}} chapter in {{label}}",
      chapter_other: "{{count}} chapters in {{label}}",
      heading_one: "{{count}} heading in {{label}}",
      heading_other: "{{count}} headings in {{label}}",
      subheading_one: "{{count}} subheading in {{label}}",
      subheading_other: "{{count}} subheadings in {{label}}",
    },
    details: "Details and US HTS lines of {{label}}",
    none: "Nothing is classified below this code.",
  },
  problem: {
    title: "The look-up could not be completed",
    retry: "Try again",
    back: "Back to all sections",
  },
  details: {
    hierarchy: "Where it is classified",
    children: "Codes under {{label}}",
    browse: "Browse under {{label}}",
    back: "Back to the search",
    missing: "No HS code was given: search for your goods or browse the sections.",
    notFoundText: "There is no HS code “{{code}}”. Search by description, or browse the sections.",
    hts: {
      title: "US HTS lines (sample)",
      note: "A sample of the US Harmonized Tariff Schedule lines under this code, not the full schedule: check the official HTS before you declare.",
      none: "The sample holds no US HTS lines under this code.",
      code: "HTS code",
      description: "Description",
      unit: "Unit",
      general: "General rate",
      special: "Special rate",
      column2: "Column 2 rate",
      free: "Free",
      programs: "{{rate}} ({{programs}})",
      units: { number: "No.", kilogram: "kg", dozen: "doz.", pairs: "prs." },
    },
  },
};

type Shape<T> = T extends string ? string : { readonly [K in keyof T]: Shape<T[K]> };
type HsText = Shape<typeof en>;

const zh: HsText = {
  lead: "用自己的话描述商品或输入编码，查找其 HS 2022 归类；也可以逐级浏览 21 个类。",
  englishOnly: "商品描述以英文原文为准，中文名称供参考。",
  seo: {
    search: "“{{keyword}}”的 HS 编码查询",
    code: "{{label}}：{{description}}",
    notFound: "未找到 HS 编码",
    invalid: "不是有效的 HS 编码",
  },
  levels: {
    section: "第 {{code}} 类",
    chapter: "第 {{code}} 章",
    heading: "品目 {{code}}",
    subheading: "子目 {{code}}",
  },
  form: {
    label: "描述商品或输入 HS 编码",
    placeholder: "例如 蓝牙耳机、cotton t-shirt 或 6109",
    hint: "用中文或英文描述商品（如“蓝牙耳机”“frozen shrimp”），或输入编码的前 2 至 6 位，最多 100 个字符。",
    size: "每页",
    submit: "搜索",
  },
  results: {
    title_one: "“{{keyword}}”共 {{count, number}} 条结果",
    title_other: "“{{keyword}}”共 {{count, number}} 条结果",
    path: "归类路径",
    pastEnd: "第 {{page}} 页没有结果。",
    firstPage: "返回第一页",
  },
  empty: {
    title: "没有与“{{keyword}}”匹配的 HS 编码",
    text: "请尝试更少或更通用的英文单词、单数形式，或编码的前几位。例如：",
  },
  browse: {
    breadcrumb: "归类路径",
    all: "全部类",
    sectionsTitle: "协调制度的 21 个类",
    sectionsLead: "打开类查看其下各章，打开章查看其品目，打开品目查看其子目。",
    count: {
      chapter_one: "{{label}}下共 {{count}} 章",
      chapter_other: "{{label}}下共 {{count}} 章",
      heading_one: "{{label}}下共 {{count}} 个品目",
      heading_other: "{{label}}下共 {{count}} 个品目",
      subheading_one: "{{label}}下共 {{count}} 个子目",
      subheading_other: "{{label}}下共 {{count}} 个子目",
    },
    details: "{{label}}的详情与美国 HTS 税则行",
    none: "此编码下没有更细的分类。",
  },
  problem: {
    title: "查询未能完成",
    retry: "重试",
    back: "返回全部类",
  },
  details: {
    hierarchy: "归类位置",
    children: "{{label}}下的编码",
    browse: "浏览{{label}}下的编码",
    back: "返回搜索",
    missing: "未提供 HS 编码：请搜索商品或浏览各类。",
    notFoundText: "不存在 HS 编码“{{code}}”。请按描述搜索，或浏览各类。",
    hts: {
      title: "美国 HTS 税则行（样本）",
      note: "以下为该编码下美国协调关税表（HTS）税则行的样本，并非完整税则；申报前请以官方 HTS 为准。",
      none: "样本中没有该编码下的美国 HTS 税则行。",
      code: "HTS 编码",
      description: "描述",
      unit: "计量单位",
      general: "普通税率",
      special: "特惠税率",
      column2: "第二栏税率",
      free: "免税",
      programs: "{{rate}}（{{programs}}）",
      units: { number: "个", kilogram: "千克", dozen: "打", pairs: "双" },
    },
  },
};

const tw: HsText = {
  lead: "用自己的話描述商品或輸入編碼，查找其 HS 2022 歸類；也可以逐級瀏覽 21 個類。",
  englishOnly: "商品描述以英文原文為準，中文名稱供參考。",
  seo: {
    search: "「{{keyword}}」的 HS 編碼查詢",
    code: "{{label}}：{{description}}",
    notFound: "找不到 HS 編碼",
    invalid: "不是有效的 HS 編碼",
  },
  levels: {
    section: "第 {{code}} 類",
    chapter: "第 {{code}} 章",
    heading: "品目 {{code}}",
    subheading: "子目 {{code}}",
  },
  form: {
    label: "描述商品或輸入 HS 編碼",
    placeholder: "例如 藍牙耳機、cotton t-shirt 或 6109",
    hint: "用中文或英文描述商品（如「藍牙耳機」「frozen shrimp」），或輸入編碼的前 2 至 6 碼，最多 100 個字元。",
    size: "每頁",
    submit: "搜尋",
  },
  results: {
    title_one: "「{{keyword}}」共 {{count, number}} 筆結果",
    title_other: "「{{keyword}}」共 {{count, number}} 筆結果",
    path: "歸類路徑",
    pastEnd: "第 {{page}} 頁沒有結果。",
    firstPage: "回到第一頁",
  },
  empty: {
    title: "沒有與「{{keyword}}」相符的 HS 編碼",
    text: "請嘗試更少或更通用的英文單字、單數形式，或編碼的前幾碼。例如：",
  },
  browse: {
    breadcrumb: "歸類路徑",
    all: "全部類",
    sectionsTitle: "調和制度的 21 個類",
    sectionsLead: "開啟類查看其下各章，開啟章查看其品目，開啟品目查看其子目。",
    count: {
      chapter_one: "{{label}}下共 {{count}} 章",
      chapter_other: "{{label}}下共 {{count}} 章",
      heading_one: "{{label}}下共 {{count}} 個品目",
      heading_other: "{{label}}下共 {{count}} 個品目",
      subheading_one: "{{label}}下共 {{count}} 個子目",
      subheading_other: "{{label}}下共 {{count}} 個子目",
    },
    details: "{{label}}的詳情與美國 HTS 稅則",
    none: "此編碼下沒有更細的分類。",
  },
  problem: {
    title: "查詢未能完成",
    retry: "重試",
    back: "回到全部類",
  },
  details: {
    hierarchy: "歸類位置",
    children: "{{label}}下的編碼",
    browse: "瀏覽{{label}}下的編碼",
    back: "回到搜尋",
    missing: "未提供 HS 編碼：請搜尋商品或瀏覽各類。",
    notFoundText: "不存在 HS 編碼「{{code}}」。請按描述搜尋，或瀏覽各類。",
    hts: {
      title: "美國 HTS 稅則（樣本）",
      note: "以下為此編碼下美國調和關稅表（HTS）稅則的樣本，並非完整稅則；申報前請以官方 HTS 為準。",
      none: "樣本中沒有此編碼下的美國 HTS 稅則。",
      code: "HTS 編碼",
      description: "描述",
      unit: "計量單位",
      general: "一般稅率",
      special: "特別稅率",
      column2: "第二欄稅率",
      free: "免稅",
      programs: "{{rate}}（{{programs}}）",
      units: { number: "個", kilogram: "公斤", dozen: "打", pairs: "雙" },
    },
  },
};

export const hsText = { en, zh, tw } as const;

type HsMessage = (typeof hm)[keyof typeof hm];

/** The HS open API's refusals (contract/hs.ts) in each language, for the `provider` namespace. */
export const hsProviderText: Record<"en" | "zh" | "tw", Record<HsMessage, string>> = {
  en: {
    [hm.codeNotFound]: "HS code not found.",
    [hm.codeInvalid]: "An HS code is a section numeral (I to XXI) or 2, 4 or 6 digits.",
    [hm.keywordTooLong]: "The keyword must be at most 100 characters.",
    [hm.pageSizeTooLarge]: "The page size must be at most 50.",
    [hm.credentialMissing]: "The open API credential (appKey, appSecret, timestamp) is required.",
    [hm.credentialRejected]: "The open API appKey or appSecret is wrong.",
    [hm.credentialStale]: "The open API timestamp is more than 5 minutes off the server's clock.",
  },
  zh: {
    [hm.codeNotFound]: "未找到该 HS 编码。",
    [hm.codeInvalid]: "HS 编码应为类的罗马数字（I 至 XXI），或 2 位、4 位、6 位数字。",
    [hm.keywordTooLong]: "关键词最多 100 个字符。",
    [hm.pageSizeTooLarge]: "每页最多 50 条。",
    [hm.credentialMissing]: "缺少开放接口凭证（appKey、appSecret、timestamp）。",
    [hm.credentialRejected]: "开放接口的 appKey 或 appSecret 不正确。",
    [hm.credentialStale]: "开放接口的时间戳与服务器时间相差超过 5 分钟。",
  },
  tw: {
    [hm.codeNotFound]: "找不到此 HS 編碼。",
    [hm.codeInvalid]: "HS 編碼應為類的羅馬數字（I 至 XXI），或 2 碼、4 碼、6 碼數字。",
    [hm.keywordTooLong]: "關鍵字最多 100 個字元。",
    [hm.pageSizeTooLarge]: "每頁最多 50 筆。",
    [hm.credentialMissing]: "缺少開放介面憑證（appKey、appSecret、timestamp）。",
    [hm.credentialRejected]: "開放介面的 appKey 或 appSecret 不正確。",
    [hm.credentialStale]: "開放介面的時間戳記與伺服器時間相差超過 5 分鐘。",
  },
};
