import { usccCheckChar } from "../contract/admin/checks";
import type { Db } from "../db/client";
import { usCarriers, usCustomers, usParties, usPorts, usPowersOfAttorney } from "../db/schema";
import { seedId } from "../db/snowflake";
import { seedDate } from "./ids";
import { insertAll } from "./insert";

/**
 * The US clearance demo book (DOMAIN §5.4): customers, importers and exporters, their powers of
 * attorney, ports and carriers for tenants 10001 and 10003 (a smaller book). Identifiers are
 * only shaped like real ones: EINs take assigned prefixes, credit codes pass their check, demo
 * truckers are flagged. Business dates count from `anchorDay`, the day the database was seeded,
 * so a demo opens with powers of attorney about to expire whatever the day (decision 0006).
 */
const usaId = (block: 50 | 51 | 52 | 53 | 54, n: number) => seedId(block * 100_000 + n);

type Customer = [code: string, name: string, contact: string, country: string, state: string | null, city: string, currency: string];
const CUSTOMERS: Record<string, readonly Customer[]> = {
  "10001": [
    ["BRW-SZ", "Shenzhen Brightway Electronics Co., Ltd.", "Lin Hao", "CN", null, "Shenzhen", "USD"],
    ["NBH-NB", "Ningbo Harbor Home Goods Co., Ltd.", "Chen Yu", "CN", null, "Ningbo", "USD"],
    ["PTO-CA", "Pacific Trail Outdoor LLC", "Megan Ortiz", "US", "CA", "Irvine", "USD"],
    ["LMB-NJ", "Lumbridge Lighting Inc.", "David Klein", "US", "NJ", "Edison", "USD"],
    ["YWT-ZJ", "Yiwu Toyland Trading Co., Ltd.", "Wang Lei", "CN", null, "Yiwu", "CNY"],
    ["KWA-HK", "Kowloon Apparel Sourcing Ltd.", "Cheung Ka Wai", "HK", null, "Hong Kong", "HKD"],
    ["SLP-TX", "Star Lone Pet Supplies LLC", "Amanda Reyes", "US", "TX", "Houston", "USD"],
    ["GZB-GD", "Guangzhou Beauty Lab Cosmetics Co., Ltd.", "Huang Min", "CN", null, "Guangzhou", "USD"],
    ["XMF-FJ", "Xiamen Fleetfoot Footwear Co., Ltd.", "Zheng Wei", "CN", null, "Xiamen", "USD"],
    ["CHK-IL", "Chicago Kitchenware Direct Inc.", "Robert Novak", "US", "IL", "Chicago", "USD"],
    ["SHF-SH", "Shanghai Home Furnishing Export Co., Ltd.", "Zhou Jie", "CN", null, "Shanghai", "USD"],
    ["BLT-WA", "Bluetide Marine Gear LLC", "Kevin Park", "US", "WA", "Tacoma", "USD"],
    ["GRN-OR", "Greenfield Home Essentials LLC", "Sarah Collins", "US", "OR", "Portland", "USD"],
    ["SUN-AZ", "Sunvale Garden Supply Inc.", "Miguel Torres", "US", "AZ", "Phoenix", "USD"],
    ["MTN-CO", "Mountainline Sports Co.", "Emily Foster", "US", "CO", "Denver", "USD"],
    ["HRB-GA", "Harborview Baby Products LLC", "Jasmine Brooks", "US", "GA", "Savannah", "USD"],
    ["AUR-NY", "Aurora Desk & Office Inc.", "Daniel Weiss", "US", "NY", "Brooklyn", "USD"],
    ["CRL-FL", "Coral Coast Swimwear LLC", "Olivia Grant", "US", "FL", "Miami", "USD"],
    ["MPL-OH", "Maple Ridge Tools Inc.", "Brian Walsh", "US", "OH", "Columbus", "USD"],
    ["QZB-FJ", "Quanzhou Bagworks Co., Ltd.", "Lin Jie", "CN", null, "Quanzhou", "USD"],
    ["FSF-GD", "Foshan Oakline Furniture Co., Ltd.", "Liang Hua", "CN", null, "Foshan", "USD"],
    ["DGL-GD", "Dongguan Lumen Lighting Factory", "Ye Qiang", "CN", null, "Dongguan", "USD"],
    ["HCM-VN", "Saigon Stitch Garment JSC", "Nguyen Van An", "VN", null, "Ho Chi Minh City", "USD"],
    ["BSN-KR", "Busan Marine Hardware Co.", "Kim Min-jun", "KR", null, "Busan", "USD"],
    ["RDG-NC", "Ridgecrest Furniture Outlet LLC", "Hannah Price", "US", "NC", "Charlotte", "USD"],
    ["VLT-NV", "Voltaire Electronics Distribution Inc.", "Ethan Moore", "US", "NV", "Reno", "USD"],
  ],
  "10003": [
    ["PAC-CA", "Pacific Crest Importers LLC", "Laura Chen", "US", "CA", "Long Beach", "USD"],
    ["DGE-GD", "Dongguan Evergood Electronics Co., Ltd.", "Li Na", "CN", null, "Dongguan", "USD"],
    ["SEA-WA", "Seattle Evergreen Goods Inc.", "Tom Baker", "US", "WA", "Seattle", "USD"],
    ["QDT-SD", "Qingdao Tidewater Tools Co., Ltd.", "Sun Tao", "CN", null, "Qingdao", "USD"],
  ],
};

/** [code, name, role, residency, EIN prefix or null, state or country, customer index, bond]. */
type Party = [code: string, name: string, role: "importer" | "exporter", residency: "us" | "foreign", country: string, customer: number, bond: "continuous" | "single" | "none"];
const PARTIES: Record<string, readonly Party[]> = {
  "10001": [
    ["IOR-PTO", "Pacific Trail Outdoor LLC", "importer", "us", "US", 2, "continuous"],
    ["IOR-LMB", "Lumbridge Lighting Inc.", "importer", "us", "US", 3, "continuous"],
    ["IOR-SLP", "Star Lone Pet Supplies LLC", "importer", "us", "US", 6, "single"],
    ["IOR-CHK", "Chicago Kitchenware Direct Inc.", "importer", "us", "US", 9, "continuous"],
    ["IOR-BLT", "Bluetide Marine Gear LLC", "importer", "us", "US", 11, "single"],
    ["IOR-GRN", "Greenfield Home Essentials LLC", "importer", "us", "US", 2, "continuous"],
    ["IOR-SUN", "Sunvale Garden Supply Inc.", "importer", "us", "US", 3, "continuous"],
    ["IOR-MTN", "Mountainline Sports Co.", "importer", "us", "US", 6, "single"],
    ["IOR-HRB", "Harborview Baby Products LLC", "importer", "us", "US", 9, "continuous"],
    ["IOR-AUR", "Aurora Desk & Office Inc.", "importer", "us", "US", 11, "continuous"],
    ["IOR-CRL", "Coral Coast Swimwear LLC", "importer", "us", "US", 6, "single"],
    ["IOR-MPL", "Maple Ridge Tools Inc.", "importer", "us", "US", 3, "continuous"],
    ["IOR-BRW", "Shenzhen Brightway Electronics Co., Ltd.", "importer", "foreign", "CN", 0, "continuous"],
    ["IOR-NBH", "Ningbo Harbor Home Goods Co., Ltd.", "importer", "foreign", "CN", 1, "single"],
    ["IOR-YWT", "Yiwu Toyland Trading Co., Ltd.", "importer", "foreign", "CN", 4, "single"],
    ["IOR-KWA", "Kowloon Apparel Sourcing Ltd.", "importer", "foreign", "HK", 5, "continuous"],
    ["IOR-GZB", "Guangzhou Beauty Lab Cosmetics Co., Ltd.", "importer", "foreign", "CN", 7, "single"],
    ["IOR-XMF", "Xiamen Fleetfoot Footwear Co., Ltd.", "importer", "foreign", "CN", 8, "continuous"],
    ["IOR-RDG", "Ridgecrest Furniture Outlet LLC", "importer", "us", "US", 24, "continuous"],
    ["IOR-VLT", "Voltaire Electronics Distribution Inc.", "importer", "us", "US", 25, "single"],
    ["IOR-GRO", "Greenfield Home Essentials LLC (Oregon)", "importer", "us", "US", 12, "continuous"],
    ["IOR-SUA", "Sunvale Garden Supply Inc. (Arizona)", "importer", "us", "US", 13, "single"],
    ["IOR-MTC", "Mountainline Sports Co. (Colorado)", "importer", "us", "US", 14, "continuous"],
    ["IOR-QZB", "Quanzhou Bagworks Co., Ltd.", "importer", "foreign", "CN", 19, "single"],
    ["IOR-FSF", "Foshan Oakline Furniture Co., Ltd.", "importer", "foreign", "CN", 20, "continuous"],
    ["IOR-DGL", "Dongguan Lumen Lighting Factory", "importer", "foreign", "CN", 21, "single"],
    ["EXP-BRW", "Shenzhen Brightway Electronics Co., Ltd.", "exporter", "foreign", "CN", 0, "none"],
    ["EXP-NBH", "Ningbo Harbor Home Goods Co., Ltd.", "exporter", "foreign", "CN", 1, "none"],
    ["EXP-YWT", "Yiwu Toyland Trading Co., Ltd.", "exporter", "foreign", "CN", 4, "none"],
    ["EXP-GZB", "Guangzhou Beauty Lab Cosmetics Co., Ltd.", "exporter", "foreign", "CN", 7, "none"],
    ["EXP-XMF", "Xiamen Fleetfoot Footwear Co., Ltd.", "exporter", "foreign", "CN", 8, "none"],
    ["EXP-SHF", "Shanghai Home Furnishing Export Co., Ltd.", "exporter", "foreign", "CN", 10, "none"],
    ["EXP-DGL", "Dongguan Lumen Lighting Factory", "exporter", "foreign", "CN", 3, "none"],
    ["EXP-QZB", "Quanzhou Bagworks Co., Ltd.", "exporter", "foreign", "CN", 2, "none"],
    ["EXP-FSF", "Foshan Oakline Furniture Co., Ltd.", "exporter", "foreign", "CN", 10, "none"],
    ["EXP-KWA", "Kowloon Apparel Sourcing Ltd.", "exporter", "foreign", "HK", 5, "none"],
    ["EXP-HCM", "Saigon Stitch Garment JSC", "exporter", "foreign", "VN", 5, "none"],
    ["EXP-BSN", "Busan Marine Hardware Co.", "exporter", "foreign", "KR", 11, "none"],
  ],
  "10003": [
    ["IOR-PAC", "Pacific Crest Importers LLC", "importer", "us", "US", 0, "continuous"],
    ["IOR-SEA", "Seattle Evergreen Goods Inc.", "importer", "us", "US", 2, "single"],
    ["IOR-DGE", "Dongguan Evergood Electronics Co., Ltd.", "importer", "foreign", "CN", 1, "single"],
    ["IOR-QDT", "Qingdao Tidewater Tools Co., Ltd.", "importer", "foreign", "CN", 3, "continuous"],
    ["EXP-DGE", "Dongguan Evergood Electronics Co., Ltd.", "exporter", "foreign", "CN", 1, "none"],
    ["EXP-QDT", "Qingdao Tidewater Tools Co., Ltd.", "exporter", "foreign", "CN", 3, "none"],
    ["EXP-NTS", "Nantong Silkroad Textiles Co., Ltd.", "exporter", "foreign", "CN", 1, "none"],
    ["EXP-WHN", "Wuhan Northstar Bearings Co., Ltd.", "exporter", "foreign", "CN", 3, "none"],
  ],
};

/** Demo surety companies' three-character codes (CBP's list names the real ones). */
const SURETIES = ["D31", "D47", "D62"];

/**
 * A continuous bond on file: mostly CBP's $50,000 minimum, every fourth $100,000; effective on
 * its anniversary within the past year (bonds renew each year).
 */
function continuousBond(partyN: number, anchorDay: string) {
  const suretyCode = SURETIES[partyN % SURETIES.length];
  return {
    suretyCode,
    bondNumber: `${suretyCode}${String(410_000 + partyN * 7_919).slice(-6)}`,
    bondAmountCents: partyN % 4 === 3 ? 10_000_000 : 5_000_000,
    bondEffectiveDate: dayAfter(anchorDay, -((partyN * 37) % 360) - 1),
  };
}

/** Assigned EIN prefixes (IRS campuses and the internet channel), none of the never-assigned ones. */
const EIN_PREFIXES = ["27", "33", "45", "81", "84", "88", "46", "47", "36", "95", "26", "82"];
const REPRESENTATIVES = ["Jordan Lee", "Priya Shah", "Marcus Hill", "Elena Garcia", "Owen Brooks", "Grace Kim", "Samuel Wright", "Nina Patel"];
const CN_REPRESENTATIVES = ["Zhang Wei", "Liu Yang", "Zhao Min", "Xu Jing", "He Bin", "Ma Li", "Gao Feng", "Tang Yan"];

/** [Schedule D, UN/LOCODE, type, English name, Chinese name, country, state, lines]. */
type Port = [scheduleD: string | null, locode: string | null, type: "maritime" | "land" | "air", nameEn: string, nameCn: string, country: string, state: string | null, lines: string | null];
const PORTS: readonly Port[] = [
  ["2704", "USLAX", "maritime", "Los Angeles, CA", "洛杉矶港", "US", "CA", "COSCO, OOCL, Evergreen, ONE"],
  ["2709", "USLGB", "maritime", "Long Beach, CA", "长滩港", "US", "CA", "Maersk, MSC, CMA CGM, ZIM"],
  ["2720", "USLAX", "air", "Los Angeles International Airport", "洛杉矶国际机场", "US", "CA", null],
  ["2811", "USOAK", "maritime", "Oakland, CA", "奥克兰港", "US", "CA", "Matson, Hapag-Lloyd"],
  ["3001", "USSEA", "maritime", "Seattle, WA", "西雅图港", "US", "WA", "ONE, Yang Ming"],
  ["3002", "USTIW", "maritime", "Tacoma, WA", "塔科马港", "US", "WA", "Matson, HMM"],
  ["3029", "USSEA", "air", "Seattle-Tacoma International Airport", "西雅图-塔科马国际机场", "US", "WA", null],
  ["1001", "USNYC", "maritime", "New York, NY", "纽约港", "US", "NY", "Maersk, MSC"],
  ["4601", "USEWR", "maritime", "Newark, NJ", "纽瓦克港", "US", "NJ", "CMA CGM, Hapag-Lloyd"],
  ["4701", "USJFK", "air", "John F. Kennedy Airport, NY", "肯尼迪国际机场", "US", "NY", null],
  ["1303", "USBAL", "maritime", "Baltimore, MD", "巴尔的摩港", "US", "MD", null],
  ["1401", "USORF", "maritime", "Norfolk, VA", "诺福克港", "US", "VA", null],
  ["1601", "USCHS", "maritime", "Charleston, SC", "查尔斯顿港", "US", "SC", null],
  ["1703", "USSAV", "maritime", "Savannah, GA", "萨凡纳港", "US", "GA", "Maersk, COSCO, ZIM"],
  ["5201", "USMIA", "maritime", "Miami, FL", "迈阿密港", "US", "FL", null],
  ["5203", "USPEF", "maritime", "Port Everglades, FL", "埃弗格莱兹港", "US", "FL", null],
  ["5301", "USHOU", "maritime", "Houston, TX", "休斯顿港", "US", "TX", "MSC, Hapag-Lloyd"],
  ["3901", "USCHI", "air", "Chicago, IL", "芝加哥", "US", "IL", null],
  ["2304", "USLRD", "land", "Laredo, TX", "拉雷多口岸", "US", "TX", null],
  ["2402", "USELP", "land", "El Paso, TX", "埃尔帕索口岸", "US", "TX", null],
  ["2506", null, "land", "Otay Mesa, CA", "奥泰梅萨口岸", "US", "CA", null],
  ["3801", "USDET", "land", "Detroit, MI", "底特律口岸", "US", "MI", null],
  ["0901", "USBUF", "land", "Buffalo-Niagara Falls, NY", "布法罗-尼亚加拉瀑布口岸", "US", "NY", null],
  ["3004", null, "land", "Blaine, WA", "布莱恩口岸", "US", "WA", null],
  [null, "CNSHG", "maritime", "Shanghai", "上海港", "CN", null, "COSCO, Maersk, MSC"],
  [null, "CNNBG", "maritime", "Ningbo", "宁波港", "CN", null, "COSCO, OOCL"],
  [null, "CNYTN", "maritime", "Yantian, Shenzhen", "深圳盐田港", "CN", null, "Maersk, ONE, Evergreen"],
  [null, "CNSHK", "maritime", "Shekou, Shenzhen", "深圳蛇口港", "CN", null, "CMA CGM, OOCL"],
  [null, "CNNSA", "maritime", "Nansha, Guangzhou", "广州南沙港", "CN", null, "COSCO, MSC"],
  [null, "CNQDG", "maritime", "Qingdao", "青岛港", "CN", null, "COSCO, HMM"],
  [null, "CNXMN", "maritime", "Xiamen", "厦门港", "CN", null, "Evergreen, Yang Ming"],
  [null, "CNTXG", "maritime", "Tianjin Xingang", "天津新港", "CN", null, "COSCO"],
  [null, "HKHKG", "maritime", "Hong Kong", "香港", "HK", null, "OOCL, Wan Hai"],
  [null, "KRPUS", "maritime", "Busan", "釜山港", "KR", null, "HMM, Maersk"],
  [null, "SGSIN", "maritime", "Singapore", "新加坡港", "SG", null, "ONE, PIL"],
  [null, "VNSGN", "maritime", "Ho Chi Minh City", "胡志明港", "VN", null, "Wan Hai, Evergreen"],
];

/** [SCAC, English name, Chinese name, kind, line, demo]. Ocean SCACs per DOMAIN §1.9. */
type Carrier = [scac: string, nameEn: string, nameCn: string, kind: "ocean" | "drayage", line: string, demo: boolean];
const CARRIERS: readonly Carrier[] = [
  ["MAEU", "Maersk", "马士基", "ocean", "Asia – US West Coast, Asia – US East Coast", false],
  ["MSCU", "Mediterranean Shipping Company", "地中海航运", "ocean", "Asia – US East Coast", false],
  ["CMDU", "CMA CGM", "达飞轮船", "ocean", "Asia – US West Coast", false],
  ["COSU", "COSCO Shipping Lines", "中远海运集运", "ocean", "Transpacific", false],
  ["HLCU", "Hapag-Lloyd", "赫伯罗特", "ocean", "Transpacific, Transatlantic", false],
  ["ONEY", "Ocean Network Express", "海洋网联船务", "ocean", "Transpacific", false],
  ["EGLV", "Evergreen Line", "长荣海运", "ocean", "Asia – US West Coast", false],
  ["HDMU", "HMM", "现代商船", "ocean", "Asia – US West Coast", false],
  ["YMLU", "Yang Ming", "阳明海运", "ocean", "Transpacific", false],
  ["ZIMU", "ZIM", "以星航运", "ocean", "Asia – US East Coast", false],
  ["WHLC", "Wan Hai Lines", "万海航运", "ocean", "Intra-Asia, Asia – US West Coast", false],
  ["MATS", "Matson", "美森轮船", "ocean", "China – Long Beach express", false],
  ["OOLU", "OOCL", "东方海外", "ocean", "Transpacific", false],
  ["APLU", "APL", "美国总统轮船", "ocean", "Transpacific", false],
  ["DPHD", "Demo Port Hauling (demo)", "演示港口拖车", "drayage", "LA/Long Beach – Inland Empire", true],
  ["DBYT", "Demo Bay Trucking (demo)", "演示湾区运输", "drayage", "Oakland – Bay Area", true],
  ["DSDR", "Demo Sound Drayage (demo)", "演示海峡拖车", "drayage", "Seattle/Tacoma – Puget Sound", true],
  ["DEGC", "Demo East Gate Cartage (demo)", "演示东门货运", "drayage", "New York/New Jersey – Northeast", true],
  ["DSVH", "Demo Savannah Haulers (demo)", "演示萨凡纳拖车", "drayage", "Savannah – Southeast", true],
  ["DHTN", "Demo Houston Container Express (demo)", "演示休斯敦集装箱快运", "drayage", "Houston – Texas", true],
  ["DCHI", "Demo Chicago Rail Ramp Cartage (demo)", "演示芝加哥铁路场站货运", "drayage", "Chicago rail ramps – Midwest", true],
  ["DNRF", "Demo Norfolk Port Trucking (demo)", "演示诺福克港口运输", "drayage", "Norfolk – Mid-Atlantic", true],
  ["DMIA", "Demo Miami Dade Drayage (demo)", "演示迈阿密拖车", "drayage", "Miami – Florida", true],
  ["DPDR", "Demo Portland River Trucking (demo)", "演示波特兰河港运输", "drayage", "Portland – Columbia River", true],
  ["DCHS", "Demo Charleston Cartage (demo)", "演示查尔斯顿货运", "drayage", "Charleston – Carolinas", true],
  ["DIEP", "Demo Inland Empire Express (demo)", "演示内陆帝国快运", "drayage", "LA/Long Beach – Inland Empire", true],
];

const uscc = (n: number) => {
  const first17 = `91${["440300", "330200", "330782", "440100", "350200", "310000"][n % 6]}MA${String(1000000 + n * 7919).slice(-6)}${"ABCDEFGHJK"[n % 10]}`;
  return first17 + usccCheckChar(first17);
};

/** The day `days` after a `YYYY-MM-DD` day. */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export interface UsaSeed {
  customerRows: (typeof usCustomers.$inferInsert)[];
  partyRows: (typeof usParties.$inferInsert)[];
  poaRows: (typeof usPowersOfAttorney.$inferInsert)[];
  portRows: (typeof usPorts.$inferInsert)[];
  carrierRows: (typeof usCarriers.$inferInsert)[];
}

export function buildUsa(anchorDay: string): UsaSeed {
  const seed: UsaSeed = { customerRows: [], partyRows: [], poaRows: [], portRows: [], carrierRows: [] };
  let n = 0;
  for (const [tenantCode, customers] of Object.entries(CUSTOMERS)) {
    const base = n;
    customers.forEach(([customerCode, customerName, contactName, countryCode, state, city, currency], i) => {
      seed.customerRows.push({
        id: usaId(50, n + i), tenantCode, customerCode, customerName, contactName, countryCode, state, city, currency,
        phone: countryCode === "US" ? `+1 562 555 0${String(100 + i).slice(-3)}` : `+86 755 8${String(6000000 + i * 1379).slice(-7)}`,
        email: `ops@${customerCode.toLowerCase().replace(/-.*/, "")}.example.com`,
        address: `${100 + i * 17} ${countryCode === "US" ? "Commerce Way" : "Industrial Road"}`,
        paymentTermDays: [30, 15, 45, 30, 60][i % 5], status: i === customers.length - 1 && tenantCode === "10001" ? "inactive" : "active", isDemo: true,
        createTime: seedDate(-90 + i), updateTime: seedDate(-90 + i),
      });
    });
    n += customers.length;
    PARTIES[tenantCode].forEach(([code, name, partyRole, residency, countryCode, customer, bondType], i) => {
      const partyN = seed.partyRows.length;
      const ein = `${EIN_PREFIXES[partyN % EIN_PREFIXES.length]}-${String(3000000 + partyN * 104729).slice(-7)}`;
      const us = residency === "us";
      const importer = partyRole === "importer";
      const representatives = us ? REPRESENTATIVES : CN_REPRESENTATIVES;
      seed.partyRows.push({
        id: usaId(51, partyN), tenantCode, partyRole, residency, name, code, countryCode, bondType,
        ...(bondType === "continuous" ? continuousBond(partyN, anchorDay) : {}),
        taxNo: us ? ein : countryCode === "CN" ? uscc(partyN) : null,
        // US importers file with EIN + "00"; foreign ones with a CBP-assigned number from Los Angeles (2704).
        iorNumber: importer ? (us ? `${ein}00` : `${24 + (partyN % 3)}2704-${String(10000 + partyN * 37).slice(-5)}`) : null,
        legalRepresentative: representatives[partyN % representatives.length],
        authorizedRepresentative: representatives[(partyN + 3) % representatives.length],
        idNumber: null,
        passportNumber: us ? null : `E${String(10000000 + partyN * 7331).slice(-8)}`,
        registrationPlace: us ? ["Delaware", "California", "Texas", "New Jersey", "Illinois", "Washington"][partyN % 6] : { CN: "Shenzhen", HK: "Hong Kong", VN: "Ho Chi Minh City", KR: "Busan" }[countryCode] ?? countryCode,
        address: `${200 + i * 11} ${us ? "Harbor Blvd" : "Export Avenue"}`,
        customerId: usaId(50, base + customer),
        isDemo: true,
        createTime: seedDate(-80 + i), updateTime: seedDate(-80 + i),
      });
      if (!importer) return;
      // Corporations mostly until revoked; partnerships two years; one expired, two due soon.
      const poaN = seed.poaRows.length;
      const executed = dayAfter(anchorDay, -700 + poaN * 17);
      const plan = poaN % 6;
      const expiryDate = plan === 1 ? dayAfter(anchorDay, -20) : plan === 2 ? dayAfter(anchorDay, 12 + poaN) : plan === 3 ? dayAfter(executed, 730) : plan === 4 ? dayAfter(anchorDay, 200) : null;
      seed.poaRows.push({
        id: usaId(52, poaN), tenantCode, partyId: usaId(51, partyN),
        poaType: plan === 3 ? "partnership" : "corporation",
        grantorName: representatives[partyN % representatives.length], grantorTitle: ["President", "CEO", "General Manager", "Managing Partner"][plan % 4],
        granteeName: tenantCode === "10001" ? "Global Trade Customs Brokerage LLC" : "Pacific Customs Services Inc.",
        executedDate: executed, expiryDate,
        createTime: seedDate(-60 + poaN), updateTime: seedDate(-60 + poaN),
      });
    });
  }
  for (const tenantCode of ["10001", "10003"]) {
    const ports = tenantCode === "10001" ? PORTS : PORTS.filter(([d, l]) => ["2704", "2709", "3001", "3002"].includes(d ?? "") || ["CNSHG", "CNYTN", "CNQDG", "HKHKG", "KRPUS", "SGSIN"].includes(l ?? ""));
    for (const [scheduleD, unLocode, portType, nameEn, nameCn, countryCode, state, airline] of ports) {
      const i = seed.portRows.length;
      seed.portRows.push({ id: usaId(53, i), tenantCode, scheduleD, unLocode, portType, nameEn, nameCn, countryCode, state, airline, status: "enabled", createTime: seedDate(-100), updateTime: seedDate(-100) });
    }
    const carriers = tenantCode === "10001" ? CARRIERS : CARRIERS.filter((c, i) => i % 2 === 0);
    for (const [scac, nameEn, nameCn, carrierKind, logisticsLine, isDemo] of carriers) {
      const i = seed.carrierRows.length;
      seed.carrierRows.push({
        id: usaId(54, i), tenantCode, scac, nameEn, nameCn, carrierKind, logisticsLine, isDemo,
        companyType: "outsourcing", status: "enabled",
        phone: isDemo ? `+1 310 555 01${String(i % 100).padStart(2, "0")}` : null,
        createTime: seedDate(-100), updateTime: seedDate(-100),
      });
    }
  }
  return seed;
}

export function insertUsa(tx: Pick<Db, "insert">, seed: UsaSeed): void {
  insertAll(tx, usCustomers, seed.customerRows);
  insertAll(tx, usParties, seed.partyRows);
  insertAll(tx, usPowersOfAttorney, seed.poaRows);
  insertAll(tx, usPorts, seed.portRows);
  insertAll(tx, usCarriers, seed.carrierRows);
}
