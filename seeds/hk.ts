import { usccCheckChar } from "../contract/admin/checks";
import type { HK_DISTRICTS } from "../contract/hk/address";
import type { PACKAGE_TYPES } from "../contract/hk/cargo";
import type { Db } from "../db/client";
import { hkAddresses, hkCargo, hkCustomers, hkDeclaringUnits } from "../db/schema";
import { seedId } from "../db/snowflake";
import { seedDate } from "./ids";
import { insertAll } from "./insert";
import { buildRegions } from "./reference";

/**
 * The Hong Kong basic-data demo book (DOMAIN §2, §5.4): declaring units, consignors' and
 * consignees' addresses, customers and cargo for tenant 10002 (the Hong Kong tenant) and a
 * smaller book for 10001. BR numbers and credit codes are only shaped like real ones (flagged
 * demo; the codes pass their check); mainland addresses name real division codes; every cargo
 * item's HKHS code is a Hong Kong line of the seeded tariff (seeds/tariff.ts), in its unit.
 */
const hkId = (block: 90 | 91 | 92 | 93, n: number) => seedId(block * 100_000 + n);

type Unit = [nameEn: string, nameZh: string, br: string, address: string, contact: string, phone: string];
const UNITS: Record<string, readonly Unit[]> = {
  "10002": [
    ["HK Cross-Border Logistics Ltd (Demo)", "港深跨境物流有限公司（演示）", "70010001", "Room 1203, 12/F, Harbour Centre, 25 Harbour Road, Wan Chai, Hong Kong", "Chan Ka Ming", "+852 2600 0006"],
    ["Kwai Chung Freight Forwarding Ltd (Demo)", "葵涌貨運代理有限公司（演示）", "70010002", "Unit 8, 6/F, Kwai Cheong Centre, 50 Kwai Cheong Road, Kwai Chung", "Lee Wing Sze", "+852 2611 0012"],
    ["Lok Ma Chau Trading Co Ltd (Demo)", "落馬洲貿易有限公司（演示）", "70010003", "Flat B, 3/F, 18 San Tin Highway, Yuen Long, New Territories", "Wong Chi Keung", "+852 2470 0021"],
  ],
  "10001": [
    ["Global Trade Demo (HK) Ltd (Demo)", "環球貿易演示（香港）有限公司（演示）", "70020001", "Suite 2201, 22/F, Nina Tower, 8 Yeung Uk Road, Tsuen Wan", "Chen Hao", "+852 2400 0004"],
    ["Shenzhen Bay Express (HK) Ltd (Demo)", "深圳灣速運（香港）有限公司（演示）", "70020002", "Unit 3, 2/F, 9 On Chuen Street, Fanling, New Territories", "Ho Man Kit", "+852 2670 0031"],
  ],
};

/** Generated units beyond the named ones, so each tenant's list pages: [place, place in Chinese, street address]. */
const UNIT_PLACES: readonly (readonly [string, string, string])[] = [
  ["Kwai Chung", "葵涌", "Kwai Chung Road, Kwai Chung"],
  ["Tsing Yi", "青衣", "Tsing Yi Road, Tsing Yi"],
  ["Tsuen Wan", "荃灣", "Chai Wan Kok Street, Tsuen Wan"],
  ["Kwun Tong", "觀塘", "Hoi Bun Road, Kwun Tong"],
  ["Sheung Wan", "上環", "Connaught Road West, Sheung Wan"],
  ["Cheung Sha Wan", "長沙灣", "Cheung Sha Wan Road, Cheung Sha Wan"],
  ["San Po Kong", "新蒲崗", "Tai Yau Street, San Po Kong"],
  ["Tuen Mun", "屯門", "Kin Fung Circuit, Tuen Mun"],
  ["Yuen Long", "元朗", "Wang Lok Street, Yuen Long"],
  ["Fo Tan", "火炭", "Au Pui Wan Street, Fo Tan"],
  ["Chai Wan", "柴灣", "Sun Yip Street, Chai Wan"],
  ["Lok Ma Chau", "落馬洲", "San Tin Highway, Yuen Long"],
  ["Sha Tau Kok", "沙頭角", "Sha Tau Kok Road, North District"],
];
const UNIT_TRADES: readonly (readonly [string, string])[] = [
  ["Logistics", "物流"], ["Freight Forwarding", "貨運代理"], ["Trading", "貿易"], ["Supply Chain", "供應鏈"], ["Cross-Border Transport", "跨境運輸"],
];
const UNIT_CONTACTS = ["Chan Siu Ming", "Lee Ka Yan", "Wong Tsz Hin", "Cheung Mei Yee", "Lam Chi Wai", "Ho Wing Kei", "Yeung Hoi Ting", "Tsang Ka Lok"] as const;
const UNITS_PER_TENANT = 28;

/** The named units, then generated ones up to UNITS_PER_TENANT, each with its own 8-digit BR number. */
function unitsOf(tenantCode: string): Unit[] {
  const named = UNITS[tenantCode];
  const prefix = named[0][2].slice(0, 4);
  return [
    ...named,
    ...Array.from({ length: UNITS_PER_TENANT - named.length }, (_, n): Unit => {
      const [place, placeZh, street] = UNIT_PLACES[n % UNIT_PLACES.length];
      const [trade, tradeZh] = UNIT_TRADES[(n + (tenantCode === "10001" ? 2 : 0)) % UNIT_TRADES.length];
      const floor = 2 + ((n * 7) % 20);
      return [
        `${place} ${trade} Ltd (Demo)`,
        `${placeZh}${tradeZh}有限公司（演示）`,
        `${prefix}${String(100 + n).padStart(4, "0")}`,
        `Unit ${1 + (n % 12)}, ${floor}/F, ${10 + n * 3} ${street}`,
        UNIT_CONTACTS[n % UNIT_CONTACTS.length],
        `+852 2${String(4100000 + n * 7919).slice(-7)}`,
      ];
    }),
  ];
}

type District = (typeof HK_DISTRICTS)[number];
type HkPlace = [name: string, district: District, line: string];
type MainlandPlace = [name: string, division: string, line: string, postalCode: string];
const HK_PLACES: readonly HkPlace[] = [
  ["Kwai Chung container terminal warehouse", "kwaiTsing", "Berth 4, Container Port Road South, Kwai Chung"],
  ["Tsing Yi logistics centre", "kwaiTsing", "Unit 12, 3/F, 28 Tsing Yi Road, Tsing Yi"],
  ["Tsuen Wan garment showroom", "tsuenWan", "Flat C, 10/F, 68 Chai Wan Kok Street, Tsuen Wan"],
  ["Kwun Tong electronics distributor", "kwunTong", "Room 1506, 15/F, 2 Hoi Bun Road, Kwun Tong"],
  ["Sheung Wan trading office", "centralAndWestern", "Room 902, 9/F, 118 Connaught Road West, Sheung Wan"],
  ["Wan Chai head office", "wanChai", "Room 1203, 12/F, 25 Harbour Road, Wan Chai"],
  ["Chai Wan cold store", "eastern", "Unit A, G/F, 3 Sun Yip Street, Chai Wan"],
  ["Aberdeen furniture store", "southern", "Shop 5, G/F, 10 Wong Chuk Hang Road, Aberdeen"],
  ["Mong Kok retail shop", "yauTsimMong", "Shop 18, G/F, 700 Nathan Road, Mong Kok"],
  ["Cheung Sha Wan fashion wholesale", "shamShuiPo", "Unit 7, 5/F, 883 Cheung Sha Wan Road, Cheung Sha Wan"],
  ["To Kwa Wan printing works", "kowloonCity", "Unit B, 4/F, 41 Ma Tau Kok Road, To Kwa Wan"],
  ["San Po Kong watch workshop", "wongTaiSin", "Unit 10, 9/F, 33 Tai Yau Street, San Po Kong"],
  ["Tuen Mun distribution centre", "tuenMun", "Unit 2, 8/F, 2 Kin Fung Circuit, Tuen Mun"],
  ["Yuen Long Industrial Estate plant", "yuenLong", "Lot 21, Wang Lok Street, Yuen Long Industrial Estate"],
  ["Fanling cross-border depot", "north", "9 On Chuen Street, On Lok Tsuen, Fanling"],
  ["Tai Po food processing plant", "taiPo", "Lot 3, Dai Fu Street, Tai Po Industrial Estate"],
  ["Sha Tin Fo Tan warehouse", "shaTin", "Unit 6, 12/F, 1 Au Pui Wan Street, Fo Tan"],
  ["Tseung Kwan O data centre", "saiKung", "Lot 8, Chun Ying Street, Tseung Kwan O Industrial Estate"],
  ["Airport cargo agent", "islands", "Room 501, 5/F, Cargo Agents Building, 1 Cheong Hong Road, Chek Lap Kok"],
];
const MAINLAND_PLACES: readonly MainlandPlace[] = [
  ["Nanshan electronics factory", "440300", "8 Gaoxin South 1st Road, Nanshan District, Shenzhen", "518057"],
  ["Futian bonded zone warehouse", "440300", "3 Taohua Road, Futian Free Trade Zone, Shenzhen", "518038"],
  ["Longhua assembly plant", "440300", "12 Donghuan 2nd Road, Longhua District, Shenzhen", "518109"],
  ["Bao'an garment factory", "440300", "66 Fuyong Avenue, Bao'an District, Shenzhen", "518103"],
  ["Yantian port logistics park", "440300", "1 Yantian Port Road, Yantian District, Shenzhen", "518081"],
  ["Huangjiang furniture factory", "441900", "18 Huangjiang Avenue, Huangjiang Town, Dongguan", "523750"],
  ["Chang'an mould works", "441900", "101 Chang'an Road, Chang'an Town, Dongguan", "523850"],
  ["Humen fashion wholesale", "441900", "5 Humen Avenue, Humen Town, Dongguan", "523900"],
  ["Songshan Lake hardware plant", "441900", "9 Industrial South Road, Songshan Lake, Dongguan", "523808"],
  ["Panyu jewellery factory", "440100", "200 Shiqiao Road, Panyu District, Guangzhou", "511400"],
  ["Baiyun leather goods market", "440100", "1 Sanyuanli Avenue, Baiyun District, Guangzhou", "510405"],
  ["Shunde appliance factory", "440600", "28 Beijiao Road, Shunde District, Foshan", "528311"],
  ["Zhongshan lighting factory", "442000", "15 Guzhen Avenue, Guzhen Town, Zhongshan", "528421"],
  ["Huizhou battery plant", "441300", "7 Zhongkai High-tech Zone, Huizhou", "516006"],
  ["Guangdong consolidation centre", "440000", "Guangdong Province cross-border consolidation centre, Guangzhou", "510000"],
];

type Customer = [nameEn: string, nameZh: string, kind: "consignor" | "consignee" | "both", country: "HK" | "CN", contact: string];
const CUSTOMERS: readonly Customer[] = [
  ["Shenzhen Brightway Electronics Co., Ltd.", "深圳市明途电子有限公司", "consignor", "CN", "Lin Hao"],
  ["Dongguan Evergood Furniture Co., Ltd.", "东莞市永佳家具有限公司", "consignor", "CN", "Li Na"],
  ["Humen Silkroad Garments Co., Ltd.", "东莞市虎门丝路服饰有限公司", "consignor", "CN", "Zhang Wei"],
  ["Shunde Homeplus Appliances Co., Ltd.", "佛山市顺德区家佳电器有限公司", "consignor", "CN", "He Jun"],
  ["Zhongshan Starlight Lighting Co., Ltd.", "中山市星光照明有限公司", "consignor", "CN", "Liang Mei"],
  ["Huizhou Greencell Battery Co., Ltd.", "惠州市绿芯电池有限公司", "consignor", "CN", "Xu Gang"],
  ["Panyu Goldleaf Jewellery Co., Ltd.", "广州市番禺金叶首饰有限公司", "consignor", "CN", "Chen Li"],
  ["Longhua Smartlink Technology Co., Ltd.", "深圳市智联科技有限公司", "both", "CN", "Wu Tao"],
  ["Bao'an Stride Footwear Co., Ltd.", "深圳市宝安步韵鞋业有限公司", "consignor", "CN", "Huang Qiang"],
  ["Songshan Lake Precision Hardware Co., Ltd.", "东莞市松湖精密五金有限公司", "both", "CN", "Luo Bin"],
  ["Kowloon Apparel Sourcing Ltd.", "九龍成衣採購有限公司", "consignee", "HK", "Cheung Ka Wai"],
  ["Harbour Gadgets Distribution Ltd.", "海港電子分銷有限公司", "consignee", "HK", "Leung Siu Ming"],
  ["Island Home Furniture Ltd.", "港島家居有限公司", "consignee", "HK", "Tam Wai Yee"],
  ["Mong Kok Mobile Centre Ltd.", "旺角手機中心有限公司", "consignee", "HK", "Yip Chun Kit"],
  ["Pearl River Re-export Trading Ltd.", "珠江轉口貿易有限公司", "both", "HK", "Lau Kin Wah"],
  ["Tai Po Fine Foods Ltd.", "大埔精選食品有限公司", "consignee", "HK", "Kwok Mei Ling"],
  ["Tsuen Wan Fashion House Ltd.", "荃灣時裝坊有限公司", "consignee", "HK", "Ng Ho Yin"],
  ["San Po Kong Timepieces Ltd.", "新蒲崗鐘錶有限公司", "both", "HK", "Chow Yuk Lan"],
  ["Airport Express Cargo Ltd.", "機場快運貨運有限公司", "consignee", "HK", "Ma Sai Cheong"],
  ["Chai Wan Kitchenware Trading Ltd.", "柴灣廚具貿易有限公司", "consignee", "HK", "Fung Ka Lok"],
  ["Foshan Nanhai Ceramics Co., Ltd.", "佛山市南海陶瓷有限公司", "consignor", "CN", "Pan Yun"],
  ["Zhuhai Coastline Seafood Co., Ltd.", "珠海市海岸线水产有限公司", "consignor", "CN", "Mo Jian"],
  ["Jiangmen Riverside Bicycles Co., Ltd.", "江门市江畔自行车有限公司", "consignor", "CN", "Tang Hui"],
  ["Shantou Playtime Toys Co., Ltd.", "汕头市欢乐时光玩具有限公司", "consignor", "CN", "Cai Min"],
  ["Kwun Tong Office Supplies Ltd.", "觀塘辦公用品有限公司", "consignee", "HK", "Siu Wing Han"],
  ["Sheung Wan Dried Seafood Co. Ltd.", "上環海味有限公司", "consignee", "HK", "Kwan Chi Ho"],
  ["Fo Tan Bakery Equipment Ltd.", "火炭烘焙設備有限公司", "consignee", "HK", "Law Yuen Ting"],
  ["Tsing Yi Marine Supplies Ltd.", "青衣船舶用品有限公司", "both", "HK", "Mak Tsz Kin"],
];

type Cargo = [description: string, hkhs: string, unit: string, value: string, currency: string, origin: string, pack: (typeof PACKAGE_TYPES)[number]];
const CARGO: readonly Cargo[] = [
  ["Smartphones, boxed with chargers", "85171300", "PCS", "1899.00", "HKD", "CN", "carton"],
  ["Wi-Fi routers and network switches", "85176200", "PCS", "320.00", "HKD", "CN", "carton"],
  ["Bluetooth earphones", "85183000", "PCS", "145.50", "HKD", "CN", "carton"],
  ["Portable speakers", "85182100", "PCS", "210.00", "HKD", "CN", "carton"],
  ["Laptop computers, 14 inch", "84713000", "PCS", "4200.00", "HKD", "CN", "carton"],
  ["All-in-one desktop computers", "84714100", "PCS", "5600.00", "HKD", "CN", "pallet"],
  ["Keyboards and mice", "84716000", "PCS", "85.00", "HKD", "CN", "carton"],
  ["Solid-state drives", "84717000", "PCS", "380.00", "HKD", "CN", "carton"],
  ["Computer monitors, 27 inch", "85285200", "PCS", "1350.00", "HKD", "CN", "pallet"],
  ["USB chargers and power adapters", "85044000", "PCS", "48.00", "HKD", "CN", "carton"],
  ["Lithium-ion power banks", "85076000", "PCS", "95.00", "HKD", "CN", "carton"],
  ["Lithium coin cells", "85065000", "PCS", "2.40", "HKD", "CN", "carton"],
  ["USB-C cables with connectors", "85444200", "KG", "120.00", "HKD", "CN", "carton"],
  ["Video game consoles", "95045000", "PCS", "2300.00", "HKD", "JP", "carton"],
  ["Electric hair dryers", "85163100", "PCS", "160.00", "HKD", "CN", "carton"],
  ["Coffee machines", "85167100", "PCS", "680.00", "HKD", "CN", "carton"],
  ["Blenders and juicers", "85094000", "PCS", "240.00", "HKD", "CN", "carton"],
  ["Cordless vacuum cleaners", "85081100", "PCS", "890.00", "HKD", "CN", "carton"],
  ["LED panel lights", "94054200", "PCS", "75.00", "HKD", "CN", "carton"],
  ["Table lamps", "94054900", "PCS", "130.00", "HKD", "CN", "carton"],
  ["Cotton T-shirts, knitted", "61091000", "DOZ", "360.00", "HKD", "CN", "carton"],
  ["Men's cotton polo shirts, knitted", "61051000", "DOZ", "540.00", "HKD", "CN", "carton"],
  ["Women's cotton blouses, knitted", "61061000", "DOZ", "480.00", "HKD", "CN", "carton"],
  ["Cotton cardigans, knitted", "61102000", "DOZ", "720.00", "HKD", "CN", "carton"],
  ["Cotton socks", "61159500", "DOZ", "60.00", "HKD", "CN", "bag"],
  ["Women's cotton trousers", "62046200", "DOZ", "660.00", "HKD", "CN", "carton"],
  ["Sports shoes with textile uppers", "64041100", "PR", "180.00", "HKD", "CN", "carton"],
  ["Leather ankle boots", "64039100", "PR", "420.00", "HKD", "CN", "carton"],
  ["Trolley suitcases", "42021200", "PCS", "260.00", "HKD", "CN", "carton"],
  ["Handbags of textile", "42022200", "PCS", "150.00", "HKD", "CN", "carton"],
  ["Cotton bed linen sets", "63023100", "PCS", "210.00", "HKD", "CN", "bundle"],
  ["Upholstered office chairs", "94017100", "PCS", "650.00", "HKD", "CN", "carton"],
  ["Wooden office desks", "94033000", "PCS", "1400.00", "HKD", "CN", "crate"],
  ["Solid wood dining tables", "94036000", "PCS", "2800.00", "HKD", "CN", "crate"],
  ["Rattan garden chairs", "94038900", "PCS", "520.00", "HKD", "CN", "bundle"],
  ["Foam mattresses", "94042100", "PCS", "980.00", "HKD", "CN", "roll"],
  ["Stainless steel cookware sets", "73239300", "KG", "85.00", "HKD", "CN", "carton"],
  ["Porcelain dinnerware", "69111000", "KG", "40.00", "HKD", "CN", "crate"],
  ["Plastic food containers", "39241000", "KG", "28.00", "HKD", "CN", "carton"],
  ["Electric wrist-watches", "91021100", "PCS", "350.00", "HKD", "CN", "carton"],
  ["Fashion jewellery of base metal", "71171900", "PCS", "25.00", "HKD", "CN", "carton"],
  ["Plush toys and dolls", "95030000", "PCS", "38.00", "HKD", "CN", "carton"],
];

export interface HkSeed {
  unitRows: (typeof hkDeclaringUnits.$inferInsert)[];
  addressRows: (typeof hkAddresses.$inferInsert)[];
  customerRows: (typeof hkCustomers.$inferInsert)[];
  cargoRows: (typeof hkCargo.$inferInsert)[];
}

/** A demo credit code of a Guangdong company (region 44xxxx) that passes the mod-31 check. */
const uscc = (n: number) => {
  const first17 = `9144${String(300000 + n * 1301).padStart(6, "0")}MA5${String(1000 + n * 37).slice(-4)}`;
  return first17 + usccCheckChar(first17);
};

/** Both tenants take every row of each list: more than a page of each for a demo. */
const EVERY: Record<string, number> = { "10002": 1, "10001": 1 };

export function buildHk(): HkSeed {
  const seed: HkSeed = { unitRows: [], addressRows: [], customerRows: [], cargoRows: [] };
  const regionNames = new Map(buildRegions().map((r) => [r.regionCode, r.regionName]));
  const divisionName = (code: string) => {
    const province = `${code.slice(0, 2)}0000`;
    const name = regionNames.get(code);
    if (!name) throw new Error(`no seeded region ${code}`);
    return code === province ? name : `${regionNames.get(province)} / ${name}`;
  };
  const take = <T>(rows: readonly T[], tenantCode: string) => rows.filter((_, i) => i % EVERY[tenantCode] === 0);

  for (const tenantCode of ["10002", "10001"]) {
    unitsOf(tenantCode).forEach(([companyNameEn, companyNameZh, brNumber, address, contactPerson, phone], i) => {
      const at = seedDate(-200 + i);
      seed.unitRows.push({ id: hkId(90, seed.unitRows.length), tenantCode, companyNameEn, companyNameZh, brNumber, address, contactPerson, phone, isDefault: i === 0, isDemo: true, createTime: at, updateTime: at });
    });
    const firstAddress = seed.addressRows.length;
    const hkPlaces = take(HK_PLACES, tenantCode);
    const mainlandPlaces = take(MAINLAND_PLACES, tenantCode);
    hkPlaces.forEach(([addressName, district, addressLine1], i) => {
      const at = seedDate(-150 + i);
      seed.addressRows.push({
        id: hkId(91, seed.addressRows.length), tenantCode, addressName, kind: "hk", district, addressLine1,
        contactPerson: CUSTOMERS[10 + (i % 10)][4], phone: `+852 2${String(3100000 + i * 7919).slice(-7)}`, isDemo: true, createTime: at, updateTime: at,
      });
    });
    mainlandPlaces.forEach(([addressName, divisionCode, addressLine1, postalCode], i) => {
      const at = seedDate(-120 + i);
      seed.addressRows.push({
        id: hkId(91, seed.addressRows.length), tenantCode, addressName, kind: "mainland", divisionCode, divisionName: divisionName(divisionCode), addressLine1, postalCode,
        contactPerson: CUSTOMERS[i % 10][4], phone: `+86 755 ${String(26000000 + i * 104729).slice(-8)}`, isDemo: true, createTime: at, updateTime: at,
      });
    });
    const hkAddressIds = seed.addressRows.slice(firstAddress, firstAddress + hkPlaces.length).map((a) => a.id);
    const mainlandAddressIds = seed.addressRows.slice(firstAddress + hkPlaces.length).map((a) => a.id);
    take(CUSTOMERS, tenantCode).forEach(([nameEn, nameZh, kind, countryCode, contactPerson], i) => {
      const n = seed.customerRows.length;
      const at = seedDate(-100 + i);
      const hk = countryCode === "HK";
      const addresses = hk ? hkAddressIds : mainlandAddressIds;
      seed.customerRows.push({
        id: hkId(92, n), tenantCode, nameEn, nameZh, kind, countryCode,
        brNumber: hk ? `7003${String(1000 + n).slice(-4)}` : null,
        uscc: hk ? null : uscc(n),
        contactPerson, phone: hk ? `+852 2${String(5200000 + n * 6151).slice(-7)}` : `+86 769 ${String(22000000 + n * 99991).slice(-8)}`,
        email: `${contactPerson.toLowerCase().replace(/[^a-z]+/g, ".")}@${nameEn.split(" ")[0].toLowerCase().replace(/[^a-z]/g, "")}.example`,
        defaultAddressId: addresses.length ? addresses[i % addresses.length] : null,
        isDemo: true, createTime: at, updateTime: at,
      });
    });
    take(CARGO, tenantCode).forEach(([description, hkhsCode, unit, value, currency, originCountry, packageType], i) => {
      const at = seedDate(-90 + i);
      const [whole, cents] = value.split(".");
      seed.cargoRows.push({ id: hkId(93, seed.cargoRows.length), tenantCode, description, hkhsCode, unit, unitValueCents: Number(whole) * 100 + Number(cents), currency, originCountry, packageType, createTime: at, updateTime: at });
    });
  }
  return seed;
}

export function insertHk(tx: Pick<Db, "insert">, seed: HkSeed): void {
  insertAll(tx, hkDeclaringUnits, seed.unitRows);
  insertAll(tx, hkAddresses, seed.addressRows);
  insertAll(tx, hkCustomers, seed.customerRows);
  insertAll(tx, hkCargo, seed.cargoRows);
}
