import { usccCheckChar } from "../contract/admin/checks";
import type { ADDRESS_TYPES } from "../contract/admin/address";
import type { Db } from "../db/client";
import { supplierAddresses, supplierBankAccounts, suppliers } from "../db/schema";
import { seedId } from "../db/snowflake";
import { stamp } from "./ids";
import { insertAll } from "./insert";
import { buildRegions } from "./reference";

/**
 * The suppliers' demo book (SPEC §3 supplier): tenant 10001 (mainland, simplified names) and
 * 10002 (Hong Kong, traditional names) buy from factories across China's provinces; each
 * supplier has one or two bank accounts and addresses, the first of each its default. Credit
 * codes are only shaped like real ones (their check character is right); the division codes are
 * the seeded regions' (the county the street lies in). Ids take blocks 15 (suppliers), 16 (bank accounts) and 17 (addresses).
 */
const supplierId = (block: 15 | 16 | 17, n: number) => seedId(block * 100_000 + n);

/** Each with the county its street lies in; 东莞市 has none (its towns answer to the city). */
type Place = [province: string, city: string, county: string | null, zh: string, tw: string, street: string];
const PLACES: readonly Place[] = [
  ["440000", "440300", "440305", "深圳", "深圳", "南山区科技园"],
  ["440000", "440100", "440111", "广州", "廣州", "白云区太和镇"],
  ["440000", "441900", null, "东莞", "東莞", "长安镇振安路"],
  ["440000", "440600", "440606", "佛山", "佛山", "顺德区北滘镇"],
  ["330000", "330100", "330110", "杭州", "杭州", "余杭区良渚街道"],
  ["330000", "330200", "330206", "宁波", "寧波", "北仑区新碶街道"],
  ["330000", "330700", "330782", "金华", "金華", "义乌市稠城街道"],
  ["320000", "320500", "320506", "苏州", "蘇州", "吴中区东吴北路"],
  ["320000", "320100", "320115", "南京", "南京", "江宁区秣陵街道"],
  ["310000", "310100", "310115", "上海", "上海", "浦东新区张江路"],
  ["110000", "110100", "110115", "北京", "北京", "大兴区亦庄"],
  ["350000", "350200", "350206", "厦门", "廈門", "湖里区象屿路"],
  ["350000", "350100", "350104", "福州", "福州", "仓山区城门镇"],
  ["370000", "370200", "370211", "青岛", "青島", "黄岛区长江路"],
  ["420000", "420100", "420112", "武汉", "武漢", "东西湖区走马岭"],
  ["510000", "510100", "510116", "成都", "成都", "双流区西航港"],
  ["500000", "500100", "500112", "重庆", "重慶", "渝北区空港大道"],
  ["120000", "120100", "120116", "天津", "天津", "滨海新区保税区"],
];

type Trade = [zh: string, tw: string, short: string];
const TRADES: readonly Trade[] = [
  ["电子科技有限公司", "電子科技有限公司", "电子"],
  ["纺织品有限公司", "紡織品有限公司", "纺织"],
  ["五金制品有限公司", "五金製品有限公司", "五金"],
  ["家居用品有限公司", "家居用品有限公司", "家居"],
  ["包装材料有限公司", "包裝材料有限公司", "包装"],
  ["玩具制造有限公司", "玩具製造有限公司", "玩具"],
  ["户外用品有限公司", "戶外用品有限公司", "户外"],
  ["塑胶制品有限公司", "塑膠製品有限公司", "塑胶"],
];
const CONTACTS = ["王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄丽", "周杰", "吴芳"];
const BANKS = [
  ["中国工商银行", "ICBKCNBJ"],
  ["中国银行", "BKCHCNBJ"],
  ["招商银行", "CMBCCNBS"],
  ["中国建设银行", "PCBCCNBJ"],
] as const;
const ADDRESS_KINDS: readonly (typeof ADDRESS_TYPES)[number][] = ["registered", "pickup"];

/** How many suppliers each tenant gets: a few pages of a list. */
const PER_TENANT = 36;
const TENANTS = [
  { tenantCode: "10001", script: "zh" as const, first: 0 },
  { tenantCode: "10002", script: "tw" as const, first: 20_000 },
];

/** A credit code registered in the supplier's city, with its right check character. */
const uscc = (cityCode: string, n: number) => {
  const first17 = `91${cityCode}MA${String(1_000_000 + n * 7919).slice(-7)}`;
  return first17 + usccCheckChar(first17);
};

export interface SupplierSeed {
  supplierRows: (typeof suppliers.$inferInsert)[];
  bankAccountRows: (typeof supplierBankAccounts.$inferInsert)[];
  addressRows: (typeof supplierAddresses.$inferInsert)[];
}

export function buildSuppliers(): SupplierSeed {
  const seeded = new Map(buildRegions().map((r) => [r.regionCode, r.parentRegionCode]));
  for (const [province, city, county] of PLACES) {
    if (seeded.get(city) !== province) throw new Error(`no seeded city ${city} in ${province}`);
    if (county && seeded.get(county) !== city) throw new Error(`no seeded county ${county} in ${city}`);
  }
  const seed: SupplierSeed = { supplierRows: [], bankAccountRows: [], addressRows: [] };
  for (const { tenantCode, script, first } of TENANTS) {
    for (let i = 0; i < PER_TENANT; i++) {
      const n = first + i;
      const [provinceCode, cityCode, countyCode, zh, tw, street] = PLACES[i % PLACES.length];
      const trade = TRADES[(i * 3 + Math.floor(i / PLACES.length)) % TRADES.length];
      const place = script === "zh" ? zh : tw;
      const name = `${place}${["恒", "盛", "华", "信", "达", "宏"][i % 6]}${["通", "源", "泰", "丰"][i % 4]}${script === "zh" ? trade[0] : trade[1]}`;
      const contact = CONTACTS[i % CONTACTS.length];
      const phone = `+86 138 ${String(1000 + i).padStart(4, "0")} ${String(5000 + i * 7).slice(-4)}`;
      const [bankName, swift] = BANKS[i % BANKS.length];
      const id = supplierId(15, n);
      const at = stamp(i);
      seed.supplierRows.push({
        id, tenantCode, code: `SUP-${String(i + 1).padStart(4, "0")}`, name, shortName: `${place}${trade[2]}`,
        provinceCode, cityCode, countyCode, address: `${zh}${street}${10 + i}号`, contactPerson: contact, contactPhone: phone,
        bankName, bankAccount: `6222 0${String(200_000 + n).padStart(6, "0")} 8${String(i).padStart(3, "0")}`,
        currency: i % 7 === 3 ? "USD" : "CNY", starLevel: String((i % 5) + 1) as "1", uscc: uscc(cityCode, n),
        status: i % 9 === 8 ? "disabled" : "enabled", ...at,
      });
      const accounts = i % 3 === 0 ? 2 : 1;
      for (let k = 0; k < accounts; k++) {
        seed.bankAccountRows.push({
          id: supplierId(16, n * 2 + k), tenantCode, supplierId: id, bankAccountName: name,
          bankAccount: `6222 0${String(200_000 + n).padStart(6, "0")} ${k + 8}${String(i).padStart(3, "0")}`,
          swiftCode: k === 0 ? swift : null, bankName: k === 0 ? bankName : BANKS[(i + 1) % BANKS.length][0],
          currency: k === 0 ? "CNY" : "USD", isDefault: k === 0, ...at,
        });
      }
      const addresses = i % 2 === 0 ? 2 : 1;
      for (let k = 0; k < addresses; k++) {
        seed.addressRows.push({
          id: supplierId(17, n * 2 + k), tenantCode, supplierId: id, addressType: ADDRESS_KINDS[k], contactPerson: contact, contactPhone: phone,
          provinceCode, cityCode, countyCode, addressDetails: k === 0 ? `${zh}${street}${10 + i}号` : `${zh}${street}${10 + i}号 仓库 ${k} 号门`, isDefault: k === 0, ...at,
        });
      }
    }
  }
  return seed;
}

export function insertSuppliers(tx: Pick<Db, "insert">, seed: SupplierSeed = buildSuppliers()): void {
  insertAll(tx, suppliers, seed.supplierRows);
  insertAll(tx, supplierBankAccounts, seed.bankAccountRows);
  insertAll(tx, supplierAddresses, seed.addressRows);
}
