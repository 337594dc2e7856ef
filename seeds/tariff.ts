import type { HsMarket } from "../contract/customs/tariff";
import { normaliseHts } from "../contract/customs/identifiers";
import { hsCodeNotes, hsNationalLines } from "../db/schema";
import { seedId } from "../db/snowflake";
import { loadCsv } from "./csv";
import { GOODS_PLANS } from "./customs-plans";
import { insertAll, type Tx } from "./insert";
import { DEFAULT_TENANT } from "./tenants";

/**
 * The national tariff lines under sixty HS subheadings cross-border sellers ship (DOMAIN §5.4):
 * the US HTS10 lines of the HTS sample (seeds/data/us_hts_sample.csv) as USITC prints them, and
 * demo lines that only have the right shape (`isDemo`, source "demo"): US numbers the sample lacks,
 * and every China and Hong Kong line, whose content we could not verify. Each code the goods and
 * classification book gives (seeds/customs.ts `codesOf`: CN = the HTS line's eight digits + "00",
 * HK = HS6 + "00") is a line here (tested). A few China codes carry the previous year's version.
 */
export const SAMPLE_SOURCE = "USITC HTS sample (seeds/data/us_hts_sample.csv)";
export const DEMO_SOURCE = "demo";
/** The sample's rates as exported from the 2026 HTS (seeds/data/README.md). */
const SAMPLE_DATE = "2026-09-29";
const DEMO_US_DATE = "2026-01-01";
/** China revises its tariff each 1 January; Hong Kong's list in force from 1 January 2025 (DOMAIN §3.1). */
const CN_DATE = "2026-01-01";
const CN_PREVIOUS = "2025-01-01";
const HK_DATE = "2025-01-01";

const tariffId = (block: 80 | 81, n: number) => seedId(block * 100_000 + n);

/** The China side of a kind of goods (demo): statutory units, 监管条件, 检验检疫类别, MFN and general rates, and the 申报要素 template. */
interface Profile {
  cn: readonly [unit1: string, unit2: string | null, supervision: string, inspection: string, mfn: string, general: string];
  /** The first unit US and Hong Kong lines of the kind count in (demo lines only). */
  unit: string;
  elements: string;
}

const BRAND = "0:品牌类型;1:出口享惠情况";
const NAMED = "品牌（中文或外文名称）";
const PROFILES = {
  apparel: { cn: ["PCS", "KG", "A", "M/", "6%", "90%"], unit: "DOZ", elements: `${BRAND};2:织造方法（针织或钩编）;3:种类;4:类别（男式或女式）;5:成分含量;6:${NAMED};7:款号;GTIN` },
  hosiery: { cn: ["PR", "KG", "A", "M/", "6%", "90%"], unit: "DOZ", elements: `${BRAND};2:织造方法;3:种类;4:成分含量;5:${NAMED};6:款号` },
  footwear: { cn: ["PR", "KG", "A", "M/", "10%", "100%"], unit: "PR", elements: `${BRAND};2:鞋面材料;3:鞋底材料;4:用途;5:是否过踝;6:${NAMED};7:型号;GTIN` },
  battery: { cn: ["PCS", "KG", "A", "L.M/N", "10%", "40%"], unit: "PCS", elements: `${BRAND};2:原理;3:用途;4:电压;5:容量（毫安时或瓦时）;6:${NAMED};7:型号;GTIN` },
  electronics: { cn: ["PCS", "KG", "A", "L.M/", "0%", "30%"], unit: "PCS", elements: `${BRAND};2:功能;3:原理;4:用途;5:${NAMED};6:型号;GTIN` },
  cable: { cn: ["KG", "M", "A", "L.M/", "10%", "50%"], unit: "KG", elements: `${BRAND};2:用途;3:额定电压;4:是否有接头;5:导体材质;6:${NAMED};7:型号` },
  appliance: { cn: ["PCS", "KG", "A", "L.M/N", "8%", "130%"], unit: "PCS", elements: `${BRAND};2:功能;3:功率;4:电压;5:${NAMED};6:型号;GTIN` },
  toys: { cn: ["PCS", "KG", "A", "L.M/N", "0%", "80%"], unit: "PCS", elements: `${BRAND};2:种类;3:材质;4:适用年龄;5:${NAMED};6:型号;GTIN` },
  furniture: { cn: ["PCS", "KG", "AB", "M.P/N.Q", "0%", "100%"], unit: "PCS", elements: `${BRAND};2:种类;3:材质（注明木材种类）;4:用途;5:${NAMED};6:型号` },
  bedding: { cn: ["PCS", "KG", "A", "M/", "5%", "100%"], unit: "PCS", elements: `${BRAND};2:种类;3:材质;4:规格尺寸;5:${NAMED};6:型号` },
  lighting: { cn: ["SET", "KG", "A", "L.M/", "8%", "100%"], unit: "PCS", elements: `${BRAND};2:种类;3:材质;4:光源类型;5:用途;6:${NAMED};7:型号` },
  bags: { cn: ["PCS", "KG", "A", "M/", "10%", "100%"], unit: "PCS", elements: `${BRAND};2:种类;3:外表面材质;4:${NAMED};5:款号` },
  cosmetics: { cn: ["KG", null, "AB", "M/N", "1%", "150%"], unit: "KG", elements: `${BRAND};2:用途;3:成分;4:包装规格;5:${NAMED};6:型号;GTIN;CAS` },
  kitchen: { cn: ["KG", null, "AB", "R/S", "6.5%", "80%"], unit: "KG", elements: `${BRAND};2:用途;3:材质;4:${NAMED};5:型号;GTIN` },
  packing: { cn: ["KG", null, "A", "M/", "5%", "30%"], unit: "KG", elements: `${BRAND};2:种类;3:材质;4:层数;5:${NAMED}` },
  accessories: { cn: ["PCS", "KG", "A", "M/", "8%", "80%"], unit: "PCS", elements: `${BRAND};2:种类;3:材质;4:用途;5:${NAMED};6:型号;GTIN` },
} as const satisfies Record<string, Profile>;
type Kind = keyof typeof PROFILES;

/**
 * [HS6, English, Chinese, kind, US lines the sample lacks: last four digits, general rate, description].
 * Every US line here is demo; the sample's own come from the CSV.
 */
type Plan = readonly [hs6: string, en: string, zh: string, kind: Kind, demoUs?: readonly (readonly [tail: string, rate: string, description: string])[]];

export const TARIFF_PLANS: readonly Plan[] = [
  ["330410", "Lip make-up preparations", "唇用化妆品", "cosmetics", [["0000", "Free", "Lip make-up preparations"]]],
  ["330420", "Eye make-up preparations", "眼用化妆品", "cosmetics", [["0000", "Free", "Eye make-up preparations"]]],
  ["330499", "Skin-care and other beauty preparations", "其他美容品或化妆品及护肤品", "cosmetics", [["5000", "Free", "Other beauty or skin-care preparations"]]],
  ["330510", "Shampoos", "洗发剂（香波）", "cosmetics", [["0000", "Free", "Shampoos"]]],
  ["392321", "Sacks and bags of polymers of ethylene", "乙烯聚合物制的袋及包", "packing", [["0095", "3%", "Other sacks and bags of polymers of ethylene"]]],
  ["392410", "Tableware and kitchenware of plastics", "塑料制餐具及厨房用具", "kitchen", [["4000", "3.4%", "Other tableware and kitchenware of plastics"]]],
  ["420212", "Trunks, suitcases and cases with outer surface of plastics or textiles", "以塑料或纺织材料作面的衣箱、提箱及类似容器", "bags", [["8030", "17.6%", "Suitcases with outer surface of textile materials"]]],
  ["420222", "Handbags with outer surface of plastic sheeting or textiles", "以塑料片或纺织材料作面的手提包", "bags", [["1500", "16%", "Handbags with outer surface of plastic sheeting"]]],
  ["420231", "Pocket and handbag articles with outer surface of leather", "以皮革作面的通常置于口袋或手提包内的物品", "bags", [["6000", "8%", "Other articles of leather carried in the pocket or handbag"]]],
  ["420292", "Other containers with outer surface of plastic sheeting or textiles", "以塑料片或纺织材料作面的其他容器", "bags", [["3120", "17.6%", "Backpacks with outer surface of textile materials, of man-made fibres"]]],
  ["481910", "Cartons, boxes and cases of corrugated paper or paperboard", "瓦楞纸或纸板制的箱、盒、匣", "packing"],
  ["610463", "Women's trousers and shorts of synthetic fibres, knitted", "针织或钩编合成纤维制女式长裤及短裤", "apparel", [["2011", "28.2%", "Women's trousers of synthetic fibres, knitted"]]],
  ["610510", "Men's shirts of cotton, knitted", "针织或钩编棉制男式衬衫", "apparel"],
  ["610610", "Women's blouses and shirts of cotton, knitted", "针织或钩编棉制女式衬衫", "apparel"],
  ["610910", "T-shirts, singlets and vests of cotton, knitted", "针织或钩编棉制T恤衫、汗衫及其他背心", "apparel"],
  ["610990", "T-shirts, singlets and vests of other textiles, knitted", "针织或钩编其他纺织材料制T恤衫、汗衫及其他背心", "apparel"],
  ["611020", "Jerseys, pullovers and cardigans of cotton, knitted", "针织或钩编棉制套头衫、开襟衫及类似品", "apparel"],
  ["611030", "Jerseys, pullovers and cardigans of man-made fibres, knitted", "针织或钩编化学纤维制套头衫、开襟衫及类似品", "apparel", [["3053", "32%", "Other pullovers of man-made fibres, women's"]]],
  ["611595", "Socks and hosiery of cotton, knitted", "针织或钩编棉制袜及袜类品", "hosiery", [["9000", "13.5%", "Other socks of cotton"]]],
  ["620343", "Men's trousers and shorts of synthetic fibres", "合成纤维制男式长裤及短裤", "apparel"],
  ["620462", "Women's trousers and shorts of cotton", "棉制女式长裤及短裤", "apparel", [["4010", "16.6%", "Women's trousers of cotton, of denim"]]],
  ["630231", "Bed linen of cotton", "棉制其他床上用织物制品", "bedding", [["9020", "6.7%", "Other bed linen of cotton, sheets"]]],
  ["640299", "Other footwear with outer soles and uppers of rubber or plastics", "其他橡胶或塑料制外底及鞋面的鞋靴", "footwear", [["3190", "6%", "Other footwear of rubber or plastics, slides"]]],
  ["640391", "Footwear with leather uppers, covering the ankle", "皮革制鞋面的过踝鞋靴", "footwear", [["6075", "10%", "Other footwear with leather uppers covering the ankle, for men"]]],
  ["640411", "Sports footwear with textile uppers", "纺织材料制鞋面的运动鞋靴", "footwear"],
  ["640419", "Other footwear with outer soles of rubber or plastics and textile uppers", "其他橡胶或塑料外底、纺织材料鞋面的鞋靴", "footwear", [["9060", "12.5%", "Other footwear with textile uppers"]]],
  ["650500", "Hats and headgear, knitted or of textile fabric", "针织或用纺织材料制成的帽类", "accessories", [["6090", "20%", "Other hats of man-made fibres, knitted"]]],
  ["691110", "Tableware and kitchenware of porcelain", "瓷餐具及厨房器具", "kitchen", [["8010", "6%", "Other porcelain tableware"]]],
  ["711719", "Imitation jewellery of base metal", "贱金属制仿首饰", "accessories", [["9000", "11%", "Other imitation jewellery of base metal"]]],
  ["732393", "Table and kitchen articles of stainless steel", "不锈钢制餐桌、厨房或其他家用器具", "kitchen", [["0035", "2%", "Cooking ware of stainless steel"]]],
  ["847130", "Portable computers", "便携式自动数据处理设备", "electronics"],
  ["847141", "Other computers with CPU and input and output units in one housing", "同一机壳内至少有中央处理器和输入输出部件的其他自动数据处理设备", "electronics"],
  ["847160", "Input or output units", "自动数据处理设备的输入或输出部件", "electronics"],
  ["847170", "Storage units", "自动数据处理设备的存储部件", "electronics"],
  ["850440", "Static converters: chargers and power adapters", "静止式变流器（充电器、电源适配器）", "electronics", [["9550", "Free", "Other static converters, power supplies"]]],
  ["850650", "Lithium primary cells and batteries", "锂原电池及原电池组", "battery"],
  ["850760", "Lithium-ion accumulators", "锂离子蓄电池", "battery"],
  ["850811", "Vacuum cleaners with motor, up to 1,500 W", "功率不超过1500瓦的电动真空吸尘器", "appliance"],
  ["850940", "Food grinders, mixers and juice extractors", "食品研磨机、搅拌器及果汁、蔬菜汁榨汁器", "appliance"],
  ["851631", "Hair dryers", "电吹风机", "appliance", [["0000", "3.9%", "Electrothermic hair dryers"]]],
  ["851671", "Coffee and tea makers", "咖啡壶或茶壶", "appliance", [["0020", "2.7%", "Drip coffee makers"]]],
  ["851713", "Smartphones", "智能手机", "electronics"],
  ["851762", "Apparatus for data transmission: routers and switches", "数据接收、转换及发送设备（路由器、交换机）", "electronics"],
  ["851821", "Single loudspeakers in their enclosures", "单喇叭音箱", "electronics"],
  ["851830", "Headphones and earphones", "耳机及耳塞机", "electronics"],
  ["852852", "Monitors for computers", "可直接连接且设计用于自动数据处理设备的监视器", "electronics", [["0000", "Free", "Monitors capable of connecting to computers"]]],
  ["854442", "Insulated conductors up to 1,000 V, fitted with connectors", "额定电压不超过1000伏、装有接头的绝缘电导体", "cable", [["9090", "2.6%", "Other insulated conductors fitted with connectors"]]],
  ["900410", "Sunglasses", "太阳镜", "accessories", [["0000", "2%", "Sunglasses"]]],
  ["910211", "Wrist-watches, electric, with mechanical display", "机械指示的电子手表", "accessories", [["1000", "Free", "Wrist-watches, battery powered, mechanical display"]]],
  ["940171", "Upholstered seats with metal frames", "装软垫的金属框架坐具", "furniture", [["0011", "Free", "Upholstered household seats with metal frames"]]],
  ["940330", "Wooden office furniture", "办公室用木家具", "furniture", [["8061", "Free", "Other wooden office furniture"]]],
  ["940360", "Other wooden furniture", "其他木家具", "furniture", [["8081", "Free", "Other wooden household furniture"]]],
  ["940389", "Furniture of cane, osier or similar materials", "其他材料（藤、柳条等）制家具", "furniture"],
  ["940421", "Mattresses of cellular rubber or plastics", "海绵橡胶或泡沫塑料制褥垫", "bedding"],
  ["940542", "LED luminaires and light fittings", "专用于发光二极管光源的灯具", "lighting", [["8440", "3.9%", "Other LED luminaires"]]],
  ["940549", "Other electric luminaires and light fittings", "其他电气灯具及照明装置", "lighting"],
  ["940592", "Parts of lamps of plastics", "塑料制灯具零件", "lighting"],
  ["950300", "Toys, dolls and models", "玩具、玩偶及模型", "toys", [["0090", "Free", "Other toys"]]],
  ["950450", "Video game consoles", "视频游戏控制器及设备", "toys", [["0000", "Free", "Video game consoles"]]],
  ["950691", "Gymnastics and fitness equipment", "一般的体育活动、体操或竞技用品及设备", "accessories", [["0030", "4.6%", "Exercise equipment"]]],
];

/** Codes whose China line also has the previous year's version: [code, last year's MFN rate]. */
const PREVIOUS_CN: ReadonlyMap<string, string> = new Map([
  ["8507600000", "12%"],
  ["6109100000", "8%"],
  ["9503000000", "2%"],
  ["3304995000", "2%"],
  ["8517620000", "1%"],
]);

/** HTS unit columns as the unit dictionary names them. */
const HTS_UNITS: Readonly<Record<string, string>> = { "No.": "PCS", "doz.": "DOZ", kg: "KG", "prs.": "PR", "m²": "M2", l: "L" };

type LineRow = typeof hsNationalLines.$inferInsert;
type NoteRow = typeof hsCodeNotes.$inferInsert;

export interface TariffSeed {
  lineRows: LineRow[];
  noteRows: NoteRow[];
}

/** Tenant 10001's notes on codes it declares often. */
const NOTES: readonly (readonly [HsMarket, string, string])[] = [
  ["CN", "8507600000", "Declare the watt-hour rating under 型号 and attach the UN38.3 test summary; power banks over 100 Wh travel as dangerous goods."],
  ["US", "6109100012", "Crew-neck range: ask the customer for the knit construction sheet before filing; keep any CBP ruling number here."],
  ["HK", "85076000", "Road cargo to Hong Kong: get the carrier's dangerous-goods acceptance before the road manifest is filed."],
  ["CN", "3304995000", "进口化妆品需随附中文标签样张及备案凭证；成分按重量百分比申报。"],
];

export function buildTariff(): TariffSeed {
  const lineRows: LineRow[] = [];
  const sample = loadCsv("us_hts_sample.csv").filter((line) => line.level === "10");
  const goodsHts = GOODS_PLANS.map((plan) => normaliseHts(plan[10])!);
  const add = (market: HsMarket, code: string, hs6: string, line: Omit<LineRow, "id" | "market" | "code" | "hs6">) =>
    lineRows.push({ id: tariffId(80, lineRows.length), market, code, hs6, ...line, createTime: new Date(`${line.effectiveDate}T00:00:00Z`), updateTime: new Date(`${line.effectiveDate}T00:00:00Z`) });

  for (const [hs6, en, zh, kind, demoUs = []] of TARIFF_PLANS) {
    const profile: Profile = PROFILES[kind];
    const usCodes: string[] = [];
    for (const line of sample.filter((l) => l.digits.startsWith(hs6))) {
      const [unit1 = null, unit2 = null] = line.unit.split(";").filter(Boolean).map((unit) => HTS_UNITS[unit]);
      usCodes.push(line.digits);
      add("US", line.digits, hs6, {
        description: line.full_description, unit1, unit2, generalRate: line.general_rate, specialRate: line.special_rate || null, column2Rate: line.column2_rate,
        source: SAMPLE_SOURCE, effectiveDate: SAMPLE_DATE, isDemo: false,
      });
    }
    for (const [tail, rate, description] of demoUs) {
      usCodes.push(`${hs6}${tail}`);
      add("US", `${hs6}${tail}`, hs6, { description, unit1: profile.unit, generalRate: rate, source: DEMO_SOURCE, effectiveDate: DEMO_US_DATE, isDemo: true });
    }
    // China's line extends the HTS line the goods declare under, as the book's codes do (seeds/customs.ts codesOf).
    const basis = goodsHts.find((hts) => hts.startsWith(hs6)) ?? usCodes[0];
    const cnCode = `${basis.slice(0, 8)}00`;
    const [unit1, unit2, supervision, inspection, mfn, general] = profile.cn;
    const cn = { description: zh, unit1, unit2, generalRate: mfn, column2Rate: general, vatRate: "13%", supervision, inspection, elements: profile.elements, source: DEMO_SOURCE, isDemo: true };
    const previous = PREVIOUS_CN.get(cnCode);
    if (previous) add("CN", cnCode, hs6, { ...cn, generalRate: previous, elements: profile.elements.replace(/;GTIN.*$/, ""), effectiveDate: CN_PREVIOUS });
    add("CN", cnCode, hs6, { ...cn, effectiveDate: CN_DATE });
    add("HK", `${hs6}00`, hs6, { description: en, unit1: profile.unit, source: DEMO_SOURCE, effectiveDate: HK_DATE, isDemo: true });
  }
  const noteRows = NOTES.map(([market, code, note], i): NoteRow => ({
    id: tariffId(81, i), tenantCode: DEFAULT_TENANT, market, code, note, createBy: "editor", createTime: new Date(`${CN_DATE}T09:00:00Z`), updateTime: new Date(`${CN_DATE}T09:00:00Z`),
  }));
  return { lineRows, noteRows };
}

/** Writes the tariff lines and 10001's notes on them. */
export function seedTariff(tx: Tx): void {
  const seed = buildTariff();
  insertAll(tx, hsNationalLines, seed.lineRows);
  insertAll(tx, hsCodeNotes, seed.noteRows);
}
