import type { ButtonCode } from "../../contract/admin/sysmenu";
import type { Text } from "../crud/export-text";

/**
 * The labels exports give coded values, in the three languages: the same words the screens show
 * for them (the app translates its own screens; a file the provider writes carries its own).
 */

/** A user's or a record's status (the `status` dictionary). */
export const USER_STATUS: Record<string, Text> = {
  "0": { en: "Disabled", zh: "禁用", tw: "停用" },
  "1": { en: "Normal", zh: "正常", tw: "正常" },
  "2": { en: "Pending approval", zh: "待审核", tw: "待審核" },
};

/** Kinds of organisation (the `org_type` dictionary). */
export const ORG_TYPE: Record<string, Text> = {
  company: { en: "Company", zh: "公司", tw: "公司" },
  department: { en: "Department", zh: "部门", tw: "部門" },
  team: { en: "Team", zh: "小组", tw: "小組" },
};

/** Kinds of region (the `region_type` dictionary). */
export const REGION_TYPE: Record<string, Text> = {
  country: { en: "Country", zh: "国家", tw: "國家" },
  province: { en: "Province", zh: "省", tw: "省" },
  city: { en: "City", zh: "市", tw: "市" },
  county: { en: "County", zh: "区县", tw: "區縣" },
  state: { en: "State", zh: "州", tw: "州" },
};

/** What an address is for. */
export const ADDRESS_TYPE: Record<string, Text> = {
  shipping: { en: "Shipping", zh: "收货地址", tw: "收貨地址" },
  billing: { en: "Billing", zh: "账单地址", tw: "帳單地址" },
  pickup: { en: "Pick-up", zh: "提货地址", tw: "提貨地址" },
  registered: { en: "Registered office", zh: "注册地址", tw: "註冊地址" },
};

/** How an app client may obtain tokens. */
export const GRANT_TYPE: Record<string, Text> = {
  password: { en: "Password", zh: "密码", tw: "密碼" },
  mobile: { en: "Mobile", zh: "手机", tw: "手機" },
  refresh_token: { en: "Refresh token", zh: "刷新令牌", tw: "重新整理權杖" },
  client_credentials: { en: "Client credentials", zh: "客户端凭证", tw: "客戶端憑證" },
  authorization_code: { en: "Authorisation code", zh: "授权码", tw: "授權碼" },
};

/** What an audit row records. */
export const AUDIT_ACTION: Record<string, Text> = {
  create: { en: "Created", zh: "新增", tw: "新增" },
  update: { en: "Updated", zh: "修改", tw: "修改" },
  delete: { en: "Deleted", zh: "删除", tw: "刪除" },
  import: { en: "Imported", zh: "导入", tw: "匯入" },
  authorize: { en: "Granted", zh: "授权", tw: "授權" },
  assign: { en: "Users assigned", zh: "分配用户", tw: "分配使用者" },
  enable: { en: "Enabled", zh: "启用", tw: "啟用" },
  disable: { en: "Disabled", zh: "停用", tw: "停用" },
  resetPassword: { en: "Password reset", zh: "重置密码", tw: "重設密碼" },
  forceLogout: { en: "Forced out", zh: "强制下线", tw: "強制登出" },
  audit: { en: "Reviewed", zh: "审核", tw: "審核" },
  approve: { en: "Approved", zh: "通过", tw: "通過" },
  reject: { en: "Rejected", zh: "驳回", tw: "駁回" },
  setDefault: { en: "Made default", zh: "设为默认", tw: "設為預設" },
  newSecret: { en: "New secret", zh: "重新生成密钥", tw: "重新產生金鑰" },
  register: { en: "Registered", zh: "注册", tw: "註冊" },
  lock: { en: "Locked", zh: "锁定", tw: "鎖定" },
  updatePassword: { en: "Password changed", zh: "修改密码", tw: "修改密碼" },
  updateSysUserDetail: { en: "Profile changed", zh: "修改资料", tw: "修改資料" },
  publish: { en: "Published", zh: "发布", tw: "發布" },
  withdraw: { en: "Withdrawn", zh: "撤回", tw: "撤回" },
};

/** Where a classification applies. */
export const JURISDICTION: Record<string, Text> = {
  US: { en: "US", zh: "美国", tw: "美國" },
  CN: { en: "China", zh: "中国", tw: "中國" },
  HK: { en: "Hong Kong", zh: "香港", tw: "香港" },
  HS: { en: "HS 6", zh: "HS 6 位", tw: "HS 6 位" },
};

/** Where a classification order stands. */
export const CLASSIFY_STATUS: Record<string, Text> = {
  submitted: { en: "Submitted", zh: "已提交", tw: "已提交" },
  in_review: { en: "In review", zh: "归类中", tw: "歸類中" },
  classified: { en: "Classified", zh: "已归类", tw: "已歸類" },
  returned: { en: "Returned", zh: "已退回", tw: "已退回" },
  cancelled: { en: "Cancelled", zh: "已取消", tw: "已取消" },
};

/** Where a customs declaration stands. */
export const DECLARATION_STATUS: Record<string, Text> = {
  draft: { en: "Draft", zh: "草稿", tw: "草稿" },
  submitted: { en: "Submitted", zh: "已申报", tw: "已申報" },
  accepted: { en: "Accepted", zh: "海关已接受", tw: "海關已接受" },
  rejected: { en: "Rejected", zh: "退单", tw: "退單" },
};

/** Import or export. */
/** A customs rejection of a declaration by its rule, `{{lines}}` its line numbers, as the declaration's page words it. */
export const DECLARATION_REJECTION: Record<string, Text> = {
  elementsIncomplete: {
    en: "Declaration elements not filled in for every entry of the code's template (lines {{lines}})",
    zh: "申报要素未按该商品编号的模板逐项填报（第 {{lines}} 项）",
    tw: "申報要素未按該商品編號的範本逐項填報（第 {{lines}} 項）",
  },
  priceOutOfRange: {
    en: "Valuation query: unit price outside the goods' lowest–highest price (lines {{lines}})",
    zh: "价格质疑：单价超出商品的最低价至最高价区间（第 {{lines}} 项）",
    tw: "價格質疑：單價超出商品的最低價至最高價區間（第 {{lines}} 項）",
  },
};

export const DECLARATION_DIRECTION: Record<string, Text> = {
  import: { en: "Import", zh: "进口", tw: "進口" },
  export: { en: "Export", zh: "出口", tw: "出口" },
};

/** China Customs trade modes (监管方式). */
export const TRADE_MODE: Record<string, Text> = {
  "1039": { en: "1039 Market procurement", zh: "1039 市场采购", tw: "1039 市場採購" },
  "9610": { en: "9610 E-commerce retail (B2C)", zh: "9610 跨境电商零售（B2C）", tw: "9610 跨境電商零售（B2C）" },
  "9710": { en: "9710 E-commerce B2B direct export", zh: "9710 跨境电商 B2B 直接出口", tw: "9710 跨境電商 B2B 直接出口" },
  "9810": { en: "9810 E-commerce to overseas warehouse", zh: "9810 跨境电商出口海外仓", tw: "9810 跨境電商出口海外倉" },
  "0110": { en: "0110 General trade", zh: "0110 一般贸易", tw: "0110 一般貿易" },
};

/** China Customs transport modes (运输方式). */
export const TRANSPORT_MODE: Record<string, Text> = {
  "2": { en: "2 Waterway", zh: "2 水路运输", tw: "2 水路運輸" },
  "3": { en: "3 Rail", zh: "3 铁路运输", tw: "3 鐵路運輸" },
  "4": { en: "4 Road", zh: "4 公路运输", tw: "4 公路運輸" },
  "5": { en: "5 Air", zh: "5 航空运输", tw: "5 航空運輸" },
  "6": { en: "6 Mail", zh: "6 邮件运输", tw: "6 郵件運輸" },
};

/** The tariff a line belongs to. */
export const TARIFF_MARKET: Record<string, Text> = {
  CN: { en: "China", zh: "中国", tw: "中國" },
  US: { en: "US", zh: "美国", tw: "美國" },
  HK: { en: "Hong Kong", zh: "香港", tw: "香港" },
};

/** Whether a tariff line is in force. */
export const TARIFF_VALIDITY: Record<string, Text> = {
  current: { en: "Current", zh: "现行", tw: "現行" },
  superseded: { en: "Superseded", zh: "已被取代", tw: "已被取代" },
  upcoming: { en: "Upcoming", zh: "待生效", tw: "待生效" },
};

/** A Hong Kong or a mainland address. */
export const HK_ADDRESS_KIND: Record<string, Text> = {
  hk: { en: "Hong Kong", zh: "香港", tw: "香港" },
  mainland: { en: "Mainland", zh: "内地", tw: "內地" },
};

/** Hong Kong's eighteen districts. */
export const HK_DISTRICT: Record<string, Text> = {
  centralAndWestern: { en: "Central and Western", zh: "中西区", tw: "中西區" },
  wanChai: { en: "Wan Chai", zh: "湾仔区", tw: "灣仔區" },
  eastern: { en: "Eastern", zh: "东区", tw: "東區" },
  southern: { en: "Southern", zh: "南区", tw: "南區" },
  yauTsimMong: { en: "Yau Tsim Mong", zh: "油尖旺区", tw: "油尖旺區" },
  shamShuiPo: { en: "Sham Shui Po", zh: "深水埗区", tw: "深水埗區" },
  kowloonCity: { en: "Kowloon City", zh: "九龙城区", tw: "九龍城區" },
  wongTaiSin: { en: "Wong Tai Sin", zh: "黄大仙区", tw: "黃大仙區" },
  kwunTong: { en: "Kwun Tong", zh: "观塘区", tw: "觀塘區" },
  kwaiTsing: { en: "Kwai Tsing", zh: "葵青区", tw: "葵青區" },
  tsuenWan: { en: "Tsuen Wan", zh: "荃湾区", tw: "荃灣區" },
  tuenMun: { en: "Tuen Mun", zh: "屯门区", tw: "屯門區" },
  yuenLong: { en: "Yuen Long", zh: "元朗区", tw: "元朗區" },
  north: { en: "North", zh: "北区", tw: "北區" },
  taiPo: { en: "Tai Po", zh: "大埔区", tw: "大埔區" },
  shaTin: { en: "Sha Tin", zh: "沙田区", tw: "沙田區" },
  saiKung: { en: "Sai Kung", zh: "西贡区", tw: "西貢區" },
  islands: { en: "Islands", zh: "离岛区", tw: "離島區" },
};

/** Consignor, consignee or both. */
export const HK_CUSTOMER_KIND: Record<string, Text> = {
  consignor: { en: "Consignor", zh: "发货人", tw: "發貨人" },
  consignee: { en: "Consignee", zh: "收货人", tw: "收貨人" },
  both: { en: "Both", zh: "发货人和收货人", tw: "發貨人和收貨人" },
};

/** Kinds of package. */
export const PACKAGE_TYPE: Record<string, Text> = {
  carton: { en: "Carton", zh: "纸箱", tw: "紙箱" },
  pallet: { en: "Pallet", zh: "托盘", tw: "棧板" },
  bag: { en: "Bag", zh: "袋", tw: "袋" },
  crate: { en: "Crate", zh: "木箱", tw: "木箱" },
  drum: { en: "Drum", zh: "桶", tw: "桶" },
  bundle: { en: "Bundle", zh: "捆", tw: "捆" },
  roll: { en: "Roll", zh: "卷", tw: "卷" },
  loose: { en: "Loose", zh: "散装", tw: "散裝" },
};

/** Where a road cargo e-ACI stands. */
export const CONSIGNMENT_STATUS: Record<string, Text> = {
  draft: { en: "Draft", zh: "草稿", tw: "草稿" },
  submitted: { en: "Submitted", zh: "已提交", tw: "已提交" },
  accepted: { en: "Accepted", zh: "已接受", tw: "已接受" },
  rejected: { en: "Rejected", zh: "被拒绝", tw: "被拒絕" },
  bundled: { en: "Bundled", zh: "已绑定", tw: "已綁定" },
  crossed: { en: "Crossed", zh: "已过境", tw: "已過境" },
  cancelled: { en: "Cancelled", zh: "已取消", tw: "已取消" },
};

/** Into or out of Hong Kong. */
export const CONSIGNMENT_DIRECTION: Record<string, Text> = {
  import: { en: "Import", zh: "进口", tw: "進口" },
  export: { en: "Export", zh: "出口", tw: "出口" },
};

/** Hong Kong's road control points. */
export const CONTROL_POINT: Record<string, Text> = {
  LMC: { en: "Lok Ma Chau", zh: "落马洲", tw: "落馬洲" },
  MKT: { en: "Man Kam To", zh: "文锦渡", tw: "文錦渡" },
  SBC: { en: "Shenzhen Bay", zh: "深圳湾", tw: "深圳灣" },
  HYW: { en: "Heung Yuen Wai", zh: "香园围", tw: "香園圍" },
  HZMB: { en: "HK–Zhuhai–Macao Bridge", zh: "港珠澳大桥", tw: "港珠澳大橋" },
};

/** Where a TDEC stands. */
export const TDEC_STATUS: Record<string, Text> = {
  draft: { en: "Draft", zh: "草稿", tw: "草稿" },
  lodged: { en: "Lodged", zh: "已申报", tw: "已申報" },
  cancelled: { en: "Cancelled", zh: "已取消", tw: "已取消" },
};

/** Import or export declaration. */
export const TDEC_KIND: Record<string, Text> = {
  import: { en: "Import", zh: "进口", tw: "進口" },
  export: { en: "Export", zh: "出口", tw: "出口" },
};

/** How the goods moved. */
export const TDEC_TRANSPORT: Record<string, Text> = {
  road: { en: "Road", zh: "陆路", tw: "陸路" },
  sea: { en: "Sea", zh: "海运", tw: "海運" },
  air: { en: "Air", zh: "空运", tw: "空運" },
  rail: { en: "Rail", zh: "铁路", tw: "鐵路" },
};

/** Kinds of notification. */
export const NOTIFICATION_TYPE: Record<string, Text> = {
  notice: { en: "Notice", zh: "通知", tw: "通知" },
  message: { en: "Message", zh: "消息", tw: "訊息" },
};

/** A notification's priority. */
export const NOTIFICATION_PRIORITY: Record<string, Text> = {
  high: { en: "High", zh: "高", tw: "高" },
  normal: { en: "Normal", zh: "普通", tw: "普通" },
  low: { en: "Low", zh: "低", tw: "低" },
};

/** Whether a menu shows. */
export const MENU_STATUS: Record<string, Text> = {
  "0": { en: "Shown", zh: "显示", tw: "顯示" },
  "1": { en: "Hidden", zh: "隐藏", tw: "隱藏" },
};

/** The buttons a menu offers: every button code, so a new one cannot go without its words. */
export const MENU_BUTTON: Record<ButtonCode, Text> = {
  add: { en: "Add", zh: "新增", tw: "新增" },
  update: { en: "Edit", zh: "编辑", tw: "編輯" },
  delete: { en: "Delete", zh: "删除", tw: "刪除" },
  export: { en: "Export", zh: "导出", tw: "匯出" },
  import: { en: "Import", zh: "导入", tw: "匯入" },
  authorize: { en: "Authorize", zh: "授权", tw: "授權" },
  audit: { en: "Audit", zh: "审核", tw: "審核" },
  assign: { en: "Assign", zh: "分配", tw: "分配" },
  status: { en: "Enable / disable", zh: "启用/停用", tw: "啟用/停用" },
  resetPassword: { en: "Reset password", zh: "重置密码", tw: "重設密碼" },
  forceLogout: { en: "Force logout", zh: "强制下线", tw: "強制登出" },
  deploy: { en: "Deploy", zh: "部署", tw: "部署" },
};

/** Where a tenant's application stands. */
export const TENANT_APPLICATION: Record<string, Text> = {
  pending: { en: "Pending", zh: "待审核", tw: "待審核" },
  approved: { en: "Approved", zh: "已通过", tw: "已通過" },
  rejected: { en: "Rejected", zh: "已驳回", tw: "已駁回" },
};

/** Kinds of carrier. */
export const CARRIER_KIND: Record<string, Text> = {
  ocean: { en: "Ocean carrier", zh: "船公司", tw: "船公司" },
  drayage: { en: "Drayage trucker", zh: "拖车公司", tw: "拖車公司" },
  air: { en: "Airline", zh: "航空公司", tw: "航空公司" },
  express: { en: "Express", zh: "快递", tw: "快遞" },
  rail: { en: "Rail", zh: "铁路", tw: "鐵路" },
};

/** A carrier of one's own or outsourced. */
export const COMPANY_TYPE: Record<string, Text> = {
  own: { en: "Own fleet", zh: "自有车队", tw: "自有車隊" },
  outsourcing: { en: "Outsourced", zh: "外包", tw: "外包" },
};

/** Enabled or disabled. */
export const ENABLED: Record<string, Text> = {
  enabled: { en: "In use", zh: "启用", tw: "啟用" },
  disabled: { en: "Not in use", zh: "停用", tw: "停用" },
};

/** Active or inactive customers. */
export const CUSTOMER_STATUS: Record<string, Text> = {
  active: { en: "Active", zh: "启用", tw: "啟用" },
  inactive: { en: "Inactive", zh: "停用", tw: "停用" },
};

/** ISO container size and type codes. */
export const CONTAINER_SIZE: Record<string, Text> = {
  "22G1": { en: "22G1 20' GP", zh: "22G1 20 尺普柜", tw: "22G1 20 呎普櫃" },
  "42G1": { en: "42G1 40' GP", zh: "42G1 40 尺普柜", tw: "42G1 40 呎普櫃" },
  "45G1": { en: "45G1 40' HC", zh: "45G1 40 尺高柜", tw: "45G1 40 呎高櫃" },
  "45R1": { en: "45R1 40' HC reefer", zh: "45R1 40 尺冷高柜", tw: "45R1 40 呎冷凍高櫃" },
  L5G1: { en: "L5G1 45' HC", zh: "L5G1 45 尺高柜", tw: "L5G1 45 呎高櫃" },
};

/** Who a cost is settled with. */
export const SETTLED_WITH: Record<string, Text> = {
  customer: { en: "Customer", zh: "客户", tw: "客戶" },
  carrier: { en: "Carrier", zh: "承运商", tw: "承運商" },
  trucker: { en: "Trucker", zh: "拖车公司", tw: "拖車公司" },
  terminal: { en: "Terminal", zh: "码头", tw: "碼頭" },
  customs: { en: "Customs", zh: "海关", tw: "海關" },
  other: { en: "Other", zh: "其他", tw: "其他" },
};

/** Importer or exporter. */
export const PARTY_ROLE: Record<string, Text> = {
  importer: { en: "Importer", zh: "进口商", tw: "進口商" },
  exporter: { en: "Exporter", zh: "出口商", tw: "出口商" },
};

/** A US or a foreign party. */
export const RESIDENCY: Record<string, Text> = {
  us: { en: "US", zh: "美国", tw: "美國" },
  foreign: { en: "Foreign", zh: "境外", tw: "境外" },
};

/** A party's customs bond. */
export const BOND_TYPE: Record<string, Text> = {
  continuous: { en: "Continuous", zh: "年度保证金", tw: "年度保證金" },
  single: { en: "Single transaction", zh: "单次保证金", tw: "單次保證金" },
  none: { en: "None", zh: "无", tw: "無" },
};

/** How an importer's continuous bond measures up (contract/usa/bonds.ts). */
export const BOND_SUFFICIENCY: Record<string, Text> = {
  sufficient: { en: "Sufficient", zh: "充足", tw: "充足" },
  short: { en: "Short: raise the bond", zh: "不足：须提高保额", tw: "不足：須提高保額" },
  none: { en: "No continuous bond", zh: "无年度保证金", tw: "無年度保證金" },
};

/** Whether a party's power of attorney holds. */

export const POA_STANDING: Record<string, Text> = {
  valid: { en: "Valid", zh: "有效", tw: "有效" },
  expiring: { en: "Expiring soon", zh: "即将到期", tw: "即將到期" },
  expired: { en: "Expired", zh: "已过期", tw: "已過期" },
  none: { en: "None on file", zh: "未备案", tw: "未備案" },
};

/** Who signs a power of attorney. */
export const POA_TYPE: Record<string, Text> = {
  corporation: { en: "Corporation", zh: "公司", tw: "公司" },
  partnership: { en: "Partnership (max. 2 years)", zh: "合伙企业（最长 2 年）", tw: "合夥企業（最長 2 年）" },
  soleProprietor: { en: "Sole proprietor", zh: "个体经营", tw: "獨資經營" },
  individual: { en: "Individual", zh: "个人", tw: "個人" },
};

/** Whether a power of attorney is valid. */
export const POA_STATUS: Record<string, Text> = {
  valid: { en: "Valid", zh: "有效", tw: "有效" },
  expiring: { en: "Expiring soon", zh: "即将到期", tw: "即將到期" },
  expired: { en: "Expired", zh: "已过期", tw: "已過期" },
};

/** Kinds of port. */
export const PORT_TYPE: Record<string, Text> = {
  maritime: { en: "Maritime", zh: "海运", tw: "海運" },
  land: { en: "Land border", zh: "陆路口岸", tw: "陸路口岸" },
  air: { en: "Airport", zh: "机场", tw: "機場" },
};

/** Where an import clearance stands. */
export const CLEARANCE_STAGE: Record<string, Text> = {
  isf: { en: "Awaiting ISF", zh: "待 ISF", tw: "待 ISF" },
  mbl: { en: "Awaiting MBL", zh: "待提单", tw: "待提單" },
  port: { en: "On the water", zh: "在途", tw: "在途" },
  customs: { en: "Awaiting release", zh: "待海关放行", tw: "待海關放行" },
  container: { en: "Awaiting availability", zh: "待提柜", tw: "待提櫃" },
  outgate: { en: "At terminal", zh: "在码头", tw: "在碼頭" },
  delivery: { en: "Out for delivery", zh: "派送中", tw: "派送中" },
  empty: { en: "Empty to return", zh: "待还空箱", tw: "待還空櫃" },
  done: { en: "Completed", zh: "已完成", tw: "已完成" },
};

/** Where a drayage order stands. */
export const TOWING_STATUS: Record<string, Text> = {
  planned: { en: "Planned", zh: "待派车", tw: "待派車" },
  dispatched: { en: "Dispatched", zh: "已派车", tw: "已派車" },
  pickedUp: { en: "Picked up", zh: "已提柜", tw: "已提櫃" },
  delivered: { en: "Delivered", zh: "已送达", tw: "已送達" },
  emptyReturned: { en: "Empty returned", zh: "已还空箱", tw: "已還空櫃" },
};

/** Personal or enterprise authentication. */
export const AUTH_TYPE: Record<string, Text> = {
  personal: { en: "Personal", zh: "个人", tw: "個人" },
  enterprise: { en: "Enterprise", zh: "企业", tw: "企業" },
};

/** Where an authentication request stands. */
export const APPROVAL_STATUS: Record<string, Text> = {
  pending: { en: "Pending", zh: "待审核", tw: "待審核" },
  approved: { en: "Approved", zh: "已通过", tw: "已通過" },
  rejected: { en: "Rejected", zh: "已驳回", tw: "已駁回" },
};

/** What a manifest event says happened. */
export const MANIFEST_EVENT: Record<string, Text> = {
  isf: { en: "ISF filed and matched to the bill", zh: "ISF 已申报并与提单匹配", tw: "ISF 已申報並與提單比對" },
  isfLate: { en: "ISF filed less than 24 h before lading: late ISF", zh: "ISF 在装船前不足 24 小时申报：ISF 延迟", tw: "ISF 在裝船前不足 24 小時申報：ISF 延遲" },
  laden: { en: "Laden on board at the port of lading", zh: "已在装货港装船", tw: "已在裝貨港裝船" },
  ladenWithoutIsf: { en: "Laden on board with no ISF on file: late ISF", zh: "已装船但无 ISF 记录：ISF 延迟", tw: "已裝船但無 ISF 記錄：ISF 延遲" },
  mbl: { en: "Master bill issued", zh: "主提单已签发", tw: "主提單已簽發" },
  port: { en: "Vessel arrived; cargo discharged", zh: "船舶已到港，货物已卸船", tw: "船舶已到港，貨物已卸船" },
  fda: { en: "FDA released the goods (may proceed)", zh: "FDA 已放行（可放行）", tw: "FDA 已放行（可放行）" },
  epa: { en: "EPA released the goods", zh: "EPA 已放行", tw: "EPA 已放行" },
  bond: { en: "Bond on file", zh: "保证金已备案", tw: "保證金已備案" },
  customs: { en: "CBP released the cargo", zh: "CBP 已放行货物", tw: "CBP 已放行貨物" },
  container: { en: "Container available at the terminal", zh: "集装箱在码头可提", tw: "貨櫃在碼頭可提" },
  pickup: { en: "Picked up by the trucker", zh: "拖车已提柜", tw: "拖車已提櫃" },
  outgate: { en: "Full container out of the terminal", zh: "重箱已出闸", tw: "重櫃已出閘" },
  delivery: { en: "Delivered to the consignee", zh: "已送达收货人", tw: "已送達收貨人" },
  pod: { en: "Proof of delivery received", zh: "已收到签收单", tw: "已收到簽收單" },
  empty: { en: "Empty ready for return", zh: "空箱待还", tw: "空櫃待還" },
  ingate: { en: "Empty returned to the terminal or depot", zh: "空箱已还至码头或堆场", tw: "空櫃已還至碼頭或堆場" },
};

/** How much a manifest event asks for attention. */
export const EVENT_SEVERITY: Record<string, Text> = {
  info: { en: "Information", zh: "信息", tw: "資訊" },
  warning: { en: "Warning", zh: "警告", tw: "警告" },
};

/** Whether a user holds a post as their main one. */
export const POST_TYPE: Record<string, Text> = {
  main: { en: "Main post", zh: "主岗", tw: "主崗" },
  "part-time": { en: "Part-time post", zh: "兼岗", tw: "兼崗" },
};

/** A supplier's status. */
export const SUPPLIER_STATUS: Record<string, Text> = {
  enabled: { en: "Enabled", zh: "启用", tw: "啟用" },
  disabled: { en: "Disabled", zh: "停用", tw: "停用" },
};

/** A warehouse's kind. */
export const WAREHOUSE_TYPE: Record<string, Text> = {
  own: { en: "Own", zh: "自有仓", tw: "自有倉" },
  bonded: { en: "Bonded", zh: "保税仓", tw: "保稅倉" },
  thirdParty: { en: "Third party", zh: "第三方仓", tw: "第三方倉" },
};
