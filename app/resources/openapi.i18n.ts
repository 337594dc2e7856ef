import { openApiMessages as m } from "#contract/openapi/messages";

/** Labels of the open API screens (`resources.OpenApiUser`, `resources.OpenApiInfo`) and their calls' refusals, in en, zh and tw. */
const apis = (hs: string, detail: string, location: string, country: string, currency: string) => ({
  queryHsCode: hs, queryHsCodeDetail: detail, queryLocation: location, queryCountry: country, queryCurrency: currency,
});
const API = {
  en: apis("HS code search", "HS code detail", "Places (UN/LOCODE)", "Countries", "Currencies"),
  zh: apis("HS 编码查询", "HS 编码详情", "地点（UN/LOCODE）", "国家和地区", "币种"),
  tw: apis("HS 編碼查詢", "HS 編碼詳情", "地點（UN/LOCODE）", "國家和地區", "幣別"),
};
const prices = (word: string, a: typeof API.en) => Object.fromEntries(Object.entries(a).map(([code, name]) => [`${code}Price`, `${word}${name}`]));

const provider = {
  zh: {
    [m.ownerUnknown]: "请选择本租户的成员作为所属成员",
    [m.priceShape]: "价格最多 6 位整数、2 位小数",
    [m.apisRequired]: "请至少允许一个接口",
    [m.quotaShape]: "每日配额为 1 至 1,000,000 次的整数",
    [m.userHasCalls]: "该接口用户已有调用记录，不能删除，可改为停用",
    [m.userDisabled]: "该接口用户已停用",
    [m.apiNotAllowed]: "该接口用户无权调用此接口",
    [m.quotaExhausted]: "该接口用户今日的调用配额已用完",
  },
  tw: {
    [m.ownerUnknown]: "請選擇本租戶的成員作為所屬成員",
    [m.priceShape]: "價格最多 6 位整數、2 位小數",
    [m.apisRequired]: "請至少允許一個介面",
    [m.quotaShape]: "每日配額為 1 至 1,000,000 次的整數",
    [m.userHasCalls]: "該介面使用者已有呼叫紀錄，不能刪除，可改為停用",
    [m.userDisabled]: "該介面使用者已停用",
    [m.apiNotAllowed]: "該介面使用者無權呼叫此介面",
    [m.quotaExhausted]: "該介面使用者今日的呼叫配額已用完",
  },
};

export const openApiUserText = {
  en: {
    title: "API users",
    fields: {
      name: "Name", accessKey: "Access key", ownerUserId: "Owner", status: "Status", allowedApis: "Allowed APIs", quotaPerDay: "Quota per day", callsToday: "Calls today",
      currency: "Currency", ...prices("Price per call: ", API.en), remark: "Remark", createTime: "Created",
    },
    options: { status: { enabled: "Enabled", disabled: "Disabled" }, allowedApis: API.en },
    actions: { rotateSecret: "Rotate secret" },
    secret: {
      title: "API user's secret",
      once: "Copy the secret of {{accessKey}} now: it is shown only this once and cannot be seen again.",
      key: "Access key", value: "Secret",
      confirm: "Give {{name}} a new secret? The key stays; the old secret stops working at once.",
      make: "Rotate secret", copy: "Copy secret", copied: "Copied",
    },
  },
  zh: {
    title: "接口用户",
    fields: {
      name: "名称", accessKey: "访问密钥", ownerUserId: "所属成员", status: "状态", allowedApis: "允许的接口", quotaPerDay: "每日配额", callsToday: "今日调用",
      currency: "币种", ...prices("单次价格：", API.zh), remark: "备注", createTime: "创建时间",
    },
    options: { status: { enabled: "启用", disabled: "停用" }, allowedApis: API.zh },
    actions: { rotateSecret: "重置密钥" },
    secret: {
      title: "接口用户密钥",
      once: "请立即复制 {{accessKey}} 的密钥：它只显示这一次，之后无法再查看。",
      key: "访问密钥", value: "密钥",
      confirm: "为 {{name}} 生成新密钥？访问密钥不变，旧密钥立即失效。",
      make: "重置密钥", copy: "复制密钥", copied: "已复制",
    },
  },
  tw: {
    title: "介面使用者",
    fields: {
      name: "名稱", accessKey: "存取金鑰", ownerUserId: "所屬成員", status: "狀態", allowedApis: "允許的介面", quotaPerDay: "每日配額", callsToday: "今日呼叫",
      currency: "幣別", ...prices("單次價格：", API.tw), remark: "備註", createTime: "建立時間",
    },
    options: { status: { enabled: "啟用", disabled: "停用" }, allowedApis: API.tw },
    actions: { rotateSecret: "重設密鑰" },
    secret: {
      title: "介面使用者密鑰",
      once: "請立即複製 {{accessKey}} 的密鑰：它只顯示這一次，之後無法再查看。",
      key: "存取金鑰", value: "密鑰",
      confirm: "為 {{name}} 產生新密鑰？存取金鑰不變，舊密鑰立即失效。",
      make: "重設密鑰", copy: "複製密鑰", copied: "已複製",
    },
  },
  provider,
};

const reasons = (disabled: string, notAllowed: string, quota: string, charge: string, bad: string) => ({
  userDisabled: disabled, apiNotAllowed: notAllowed, quotaExhausted: quota, chargeRefused: charge, badRequest: bad,
});

export const openApiInfoText = {
  en: {
    title: "API catalogue",
    fields: { createTime: "Time", apiUserName: "API user", accessKey: "Access key", api: "API", outcome: "Outcome", reason: "Reason", status: "Status", latencyMs: "Latency (ms)", price: "Price", currency: "Currency" },
    options: {
      api: API.en,
      outcome: { answered: "Answered", refused: "Refused", failed: "Failed" },
      reason: reasons("API user disabled", "API not allowed", "Daily quota used up", "Charge refused", "Bad parameters"),
    },
    docs: {
      title: "Open API documentation",
      intro: "Each API is a JSON POST to the path shown. Put your API user's access key and secret, and the current time in epoch milliseconds, in the body's openApiCredential block. Each answered call is charged at your API user's price; refused calls cost nothing. The daily quota restarts at 00:00 UTC.",
      method: "POST", path: "Path", price: "Default price per call: {{price}}", parameters: "Parameters", parameter: "Parameter", type: "Type", required: "Required", yes: "Yes", no: "No",
      request: "Example request", answer: "Example answer", apis: API.en,
      params: { keyword: "Words or code to look for", currentPage: "Page number, from 1", pageSize: "Rows per page, at most 50", parent: "Section, chapter or heading to look under", code: "HS code (2, 4 or 6 digits, or a section numeral)", country: "ISO 3166-1 alpha-2 country code", fn: "Function of the place (seaport, airport …)" },
    },
    usage: { title: "My calls over the last 30 days", day: "Day", answered: "Answered", refused: "Refused or failed", none: "No calls in the last 30 days." },
    log: { title: "My call log" },
  },
  zh: {
    title: "接口信息",
    fields: { createTime: "调用时间", apiUserName: "接口用户", accessKey: "访问密钥", api: "接口", outcome: "结果", reason: "原因", status: "状态码", latencyMs: "耗时（毫秒）", price: "费用", currency: "币种" },
    options: {
      api: API.zh,
      outcome: { answered: "已应答", refused: "已拒绝", failed: "失败" },
      reason: reasons("接口用户已停用", "无权调用该接口", "今日配额已用完", "扣费被拒绝", "参数有误"),
    },
    docs: {
      title: "开放接口文档",
      intro: "每个接口都以 JSON 格式 POST 到所示路径。请在请求体的 openApiCredential 中填写接口用户的访问密钥、密钥，以及当前时间（毫秒时间戳）。每次成功应答按接口用户的价格计费；被拒绝的调用不收费。每日配额于 UTC 00:00 重置。",
      method: "POST", path: "路径", price: "默认单次价格：{{price}}", parameters: "参数", parameter: "参数", type: "类型", required: "必填", yes: "是", no: "否",
      request: "请求示例", answer: "应答示例", apis: API.zh,
      params: { keyword: "要查找的文字或编码", currentPage: "页码，从 1 开始", pageSize: "每页行数，最多 50", parent: "在哪个类、章或品目下查找", code: "HS 编码（2、4 或 6 位，或类的罗马数字）", country: "ISO 3166-1 两位国家代码", fn: "地点功能（海港、机场……）" },
    },
    usage: { title: "近 30 天我的调用", day: "日期", answered: "已应答", refused: "已拒绝或失败", none: "近 30 天没有调用。" },
    log: { title: "我的调用记录" },
  },
  tw: {
    title: "介面資訊",
    fields: { createTime: "呼叫時間", apiUserName: "介面使用者", accessKey: "存取金鑰", api: "介面", outcome: "結果", reason: "原因", status: "狀態碼", latencyMs: "耗時（毫秒）", price: "費用", currency: "幣別" },
    options: {
      api: API.tw,
      outcome: { answered: "已回應", refused: "已拒絕", failed: "失敗" },
      reason: reasons("介面使用者已停用", "無權呼叫該介面", "今日配額已用完", "扣費被拒絕", "參數有誤"),
    },
    docs: {
      title: "開放介面文件",
      intro: "每個介面都以 JSON 格式 POST 到所示路徑。請在請求內容的 openApiCredential 中填寫介面使用者的存取金鑰、密鑰，以及目前時間（毫秒時間戳）。每次成功回應按介面使用者的價格計費；被拒絕的呼叫不收費。每日配額於 UTC 00:00 重設。",
      method: "POST", path: "路徑", price: "預設單次價格：{{price}}", parameters: "參數", parameter: "參數", type: "類型", required: "必填", yes: "是", no: "否",
      request: "請求範例", answer: "回應範例", apis: API.tw,
      params: { keyword: "要查找的文字或編碼", currentPage: "頁碼，從 1 開始", pageSize: "每頁列數，最多 50", parent: "在哪個類、章或節下查找", code: "HS 編碼（2、4 或 6 位，或類的羅馬數字）", country: "ISO 3166-1 兩位國家代碼", fn: "地點功能（海港、機場……）" },
    },
    usage: { title: "近 30 天我的呼叫", day: "日期", answered: "已回應", refused: "已拒絕或失敗", none: "近 30 天沒有呼叫。" },
    log: { title: "我的呼叫紀錄" },
  },
};
