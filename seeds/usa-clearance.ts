import { demurrageAndDetention } from "../contract/customs/charges";
import { generateContainerNumber, normaliseHts } from "../contract/customs/identifiers";
import type { Milestone } from "../contract/customs/milestones";
import type { SETTLEMENT_OBJECTS } from "../contract/usa/cost-line";
import { DEFAULT_DEMURRAGE_PER_DAY_CENTS, DEFAULT_DETENTION_FREE_DAYS, DEFAULT_DETENTION_PER_DAY_CENTS } from "../contract/usa/shipment";
import type { Db } from "../db/client";
import { usContainers, usCostLines, usFxRates, usMilestones, usShipmentHtsLines, usShipments } from "../db/schema";
import { seedId } from "../db/snowflake";
import { NAMED_USERS } from "./accounts";
import { loadCsv } from "./csv";
import { insertAll } from "./insert";
import type { UsaSeed } from "./usa";
import { GOODS, LINES, PLANS, TRADES, type Goods, type Plan } from "./usa-clearance-plans";

/**
 * The import clearance demo book (DOMAIN §1.1, §1.10–§1.14, §5.4): shipments of tenants 10001 and
 * 10003 over every stage, with containers, milestones in order, HTS lines and costs, and demo
 * exchange rates. It names the parties, ports and carriers of the US basic data (seeds/usa.ts) and
 * dates every milestone from `anchorDay`, the day the database was seeded: a milestone on or before
 * it is recorded, a later one is still to come.
 */
const clearanceId = (block: 55 | 56 | 57 | 58 | 59 | 60, n: number) => seedId(block * 100_000 + n);
const DAY_MS = 86_400_000;

/** Demo rates to USD (DOMAIN §5.4: rate date, source "demo"); production takes FRBNY-certified rates. */
const FX_RATES: Record<string, string> = { USD: "1", CNY: "0.1380", HKD: "0.1282", EUR: "1.0850", JPY: "0.0067" };
/** East- and Gulf-coast ports: a month's voyage from Asia rather than two weeks. */
const FAR_PORTS = new Set(["1001", "4601", "1703", "5301"]);
const VESSELS = ["DEMO PACIFIC", "DEMO HARMONY", "DEMO AURORA", "DEMO LIBERTY", "DEMO ORIENT"];
const SIZE_TYPES = ["45G1", "42G1", "45G1", "22G1"] as const;
/** Indicative dollars per unit, to size a line's quantity from its value. */
const UNIT_PRICES: Record<string, number> = { "doz.": 38, "prs.": 16, "No.": 22, kg: 9 };

export interface UsaClearanceSeed {
  shipmentRows: (typeof usShipments.$inferInsert)[];
  containerRows: (typeof usContainers.$inferInsert)[];
  milestoneRows: (typeof usMilestones.$inferInsert)[];
  htsLineRows: (typeof usShipmentHtsLines.$inferInsert)[];
  costLineRows: (typeof usCostLines.$inferInsert)[];
  fxRateRows: (typeof usFxRates.$inferInsert)[];
}

const ladenDay = (portDay: number, unlading: string) => portDay - (FAR_PORTS.has(unlading) ? 32 : 15);

/** A milestone's day from the anchor day, and the day its value is known: an estimate or a last free day before it comes. */
type Planned = { milestone: Milestone; container: number | null; day: number; time?: string; known: number };

/**
 * Every milestone of a plan, recorded or not, as days from the anchor day: ISF three days before
 * lading, the departure that evening, the bill the day after, the entry filed two days before
 * arrival, arrival, release next day and the carrier's freight release after it; each container available a day or two
 * after arrival with four free days, out after its dwell, delivered next day, the empty back days later.
 */
function plannedMilestones([importer, carrier, , unlading, portDay, dwell, flag]: Plan): Planned[] {
  const own = (milestone: Milestone, day: number, time?: string, known = day): Planned => ({ milestone, container: null, day, time, known });
  const release = portDay + (flag === "exam" ? 3 : flag === "early" ? 0 : 1);
  const pga = TRADES[importer].fda && flag !== "hold" ? [own("fda", portDay + 1, "09:00")] : [];
  if (carrier === "air") return [own("eta", portDay, undefined, portDay - 2), own("entry", portDay - 1, "16:00"), own("port", portDay, "06:00"), ...pga, own("customs", release, "11:00"), own("freight", release, "15:00")];
  const laden = ladenDay(portDay, unlading);
  const isf = flag === "noIsf" ? [] : [flag === "late" ? own("isf", laden, "08:00") : own("isf", laden - 3, "10:00")];
  // The carrier releases the freight the morning after customs, or on the day when a box leaves that day.
  const firstOutgate = Math.min(...dwell.map((days, container) => portDay + 1 + (container % 2) + days));
  const freight = own("freight", firstOutgate > release ? release + 1 : release, firstOutgate > release ? "10:00" : "09:00");
  const voyage = [...isf, own("mbl", laden + 1), own("departed", laden, "20:00"), own("eta", portDay, undefined, laden - 3), own("port", portDay, "06:00")];
  if (flag === "unentered") {
    // No entry, so no release: the boxes are available and their free days run out.
    return [...voyage, ...dwell.flatMap((_, container) => [{ milestone: "container" as const, container, day: portDay + 1, time: "07:00", known: portDay + 1 }, { milestone: "lastFreeDay" as const, container, day: portDay + 5, known: portDay + 1 }])];
  }
  const milestones = [...voyage, own("entry", portDay - 2, "16:00"), ...pga, own("customs", release, "11:00"), freight];
  if (flag === "hold") return milestones;
  dwell.forEach((days, container) => {
    const of = (milestone: Milestone, day: number, time?: string, known = day): Planned => ({ milestone, container, day, time, known });
    const available = portDay + 1 + (container % 2);
    const outgate = available + days;
    const empty = outgate + 3 + (container % 3);
    milestones.push(
      of("container", available, "07:00"),
      of("lastFreeDay", available + 4, undefined, available),
      of("pickup", outgate, "13:30"),
      of("outgate", outgate, "14:00"),
      of("delivery", outgate + 1, "10:00"),
      of("pod", outgate + 1, "16:00"),
      of("empty", empty),
      of("ingate", empty + 1, "09:00"),
    );
  });
  return milestones;
}

export function buildUsaClearance(anchorDay: string, usa: UsaSeed): UsaClearanceSeed {
  const seed: UsaClearanceSeed = { shipmentRows: [], containerRows: [], milestoneRows: [], htsLineRows: [], costLineRows: [], fxRateRows: [] };
  const anchor = Date.parse(`${anchorDay}T00:00:00Z`);
  const on = (day: number, time?: string) => new Date(anchor + day * DAY_MS).toISOString().slice(0, 10) + (time ? `T${time}` : "");
  const sampleRates = new Map(loadCsv("us_hts_sample.csv").map((line) => [line.hts_code, line.general_rate]));

  for (const [tenantCode, plans] of Object.entries(PLANS)) {
    // The tenant's entry writer recorded its milestones: its agent, else its administrator.
    const recorder = (NAMED_USERS.find((u) => u.tenantCode === tenantCode && u.roles.includes("ROLE_AGENT")) ?? NAMED_USERS.find((u) => u.tenantCode === tenantCode))?.username ?? null;
    const find = <T extends { tenantCode: string }>(rows: T[], what: string, match: (row: T) => boolean) => {
      const found = rows.find((row) => row.tenantCode === tenantCode && match(row));
      if (!found) throw new Error(`no ${what} in tenant ${tenantCode}'s US book`);
      return found;
    };
    plans.forEach((plan, i) => {
      const [importerCode, scac, lading, unlading, portDay, dwell, flag] = plan;
      const k = seed.shipmentRows.length;
      const id = clearanceId(55, k);
      const ocean = scac !== "air";
      const trade = TRADES[importerCode];
      const importer = find(usa.partyRows, importerCode, (p) => p.code === importerCode);
      const milestones = plannedMilestones(plan).filter((m) => m.known <= 0);
      const has = (milestone: Milestone) => milestones.some((m) => m.milestone === milestone);
      const laden = ladenDay(portDay, unlading);
      const opened = anchor + Math.min((ocean ? laden : portDay) - 7, -1) * DAY_MS + (9 + (k % 8)) * 3_600_000;
      const tariff = k % 5 === 0 ? { detentionFreeDays: 5, demurragePerDayCents: 17_500, detentionPerDayCents: 15_000 } : { detentionFreeDays: DEFAULT_DETENTION_FREE_DAYS, demurragePerDayCents: DEFAULT_DEMURRAGE_PER_DAY_CENTS, detentionPerDayCents: DEFAULT_DETENTION_PER_DAY_CENTS };
      const eta = milestones.find((m) => m.milestone === "eta");
      seed.shipmentRows.push({
        id, tenantCode, customerId: importer.customerId, importerId: importer.id, shipperId: find(usa.partyRows, trade.shipper, (p) => p.code === trade.shipper).id,
        transportMode: ocean ? "ocean" : "air",
        carrierId: ocean ? find(usa.carrierRows, scac, (c) => c.scac === scac).id : null,
        mbl: ocean ? LINES[scac].bill(k + 1) : null,
        vesselName: ocean ? VESSELS[k % VESSELS.length] : null,
        voyage: ocean ? `${600 + k}E` : null,
        portOfLadingId: lading ? find(usa.portRows, lading, (p) => p.unLocode === lading && p.scheduleD === null).id : null,
        portOfUnladingId: find(usa.portRows, unlading, (p) => p.scheduleD === unlading).id,
        ladenOnBoard: ocean && laden <= 0 ? on(laden, "20:00") : null,
        eta: eta ? on(eta.day) : null,
        entryNumber: portDay <= 2 && flag !== "unentered" ? `DMO-${9_000_000 + k}-${k % 10}` : null,
        entryType: "01",
        fdaStatus: flag === "hold" ? "hold" : trade.fda ? (has("fda") ? "released" : "pending") : "none",
        epaStatus: "none",
        ...tariff,
        createTime: new Date(opened), updateTime: new Date(opened),
      });

      const containerIds = dwell.map((_, c) => {
        const n = seed.containerRows.length;
        const owners = LINES[scac].owners;
        seed.containerRows.push({
          id: clearanceId(56, n), tenantCode, shipmentId: id,
          containerNumber: generateContainerNumber(owners[c % owners.length], "U", 900_000 + n),
          sizeType: SIZE_TYPES[n % SIZE_TYPES.length],
          sealNumber: `DM${String(700_000 + n * 37).slice(-6)}`,
          grossWeightKg: 8_000 + ((n * 1_237) % 16_000),
          packages: 200 + ((n * 97) % 1_200),
          createTime: new Date(opened), updateTime: new Date(opened),
        });
        return clearanceId(56, n);
      });

      for (const m of milestones) {
        const at = on(m.day, m.time);
        seed.milestoneRows.push({
          id: clearanceId(57, seed.milestoneRows.length), tenantCode, shipmentId: id,
          containerId: m.container === null ? null : containerIds[m.container],
          milestone: m.milestone, at, createBy: recorder, createTime: new Date(anchor + m.known * DAY_MS + 12 * 3_600_000),
        });
      }

      const goodsNames = flag === "bulk" ? trade.goods : trade.goods.slice(0, 1 + ((k + i) % Math.min(4, trade.goods.length)));
      goodsNames.forEach((name, j) => {
        const goods: Goods = GOODS[name];
        const sampled = sampleRates.get(goods.hts);
        const additional = trade.origin === "CN" ? goods.section301 : null;
        const notes = [sampled ? null : "rate not in the HTS sample", additional ? "Chapter 99 layer indicative" : null].filter(Boolean);
        const dollars = (2_500 + ((k * 7_919 + j * 104_729) % 40_000)) * (flag === "bulk" ? 60 : 1);
        seed.htsLineRows.push({
          id: clearanceId(58, seed.htsLineRows.length), tenantCode, shipmentId: id, lineNo: j + 1,
          htsCode: normaliseHts(goods.hts)!, description: goods.description, originCountry: trade.origin,
          quantity: Math.max(1, Math.round(dollars / UNIT_PRICES[goods.unit])), unit: goods.unit,
          valueCents: dollars * 100, adValorem: goods.rate ?? sampled!, additional,
          remark: notes.length > 0 ? `${notes.join("; ")}; verify` : null,
          createTime: new Date(opened), updateTime: new Date(opened),
        });
      });

      costLines(plan, k, milestones, tariff, containerIds.length, on).forEach(([costName, unitPriceCents, quantity, currency, settlementObject], j) => {
        seed.costLineRows.push({
          id: clearanceId(59, seed.costLineRows.length), tenantCode, shipmentId: id,
          costName, unitPriceCents, quantity, currency, exchangeRate: FX_RATES[currency], rateDate: anchorDay, settlementObject,
          createTime: new Date(opened + j * 3_600_000), updateTime: new Date(opened + j * 3_600_000),
        });
      });
    });

    Object.entries(FX_RATES).forEach(([currency, usdPerUnit]) => {
      seed.fxRateRows.push({ id: clearanceId(60, seed.fxRateRows.length), tenantCode, currency, usdPerUnit, rateDate: anchorDay, source: "demo", createTime: new Date(anchor) });
    });
  }
  numberFiles(seed.shipmentRows);
  return seed;
}

type Tariff = { detentionFreeDays: number; demurragePerDayCents: number; detentionPerDayCents: number };
type CostLine = [name: string, unitPriceCents: number, quantity: number, currency: string, settlement: (typeof SETTLEMENT_OBJECTS)[number]];

/**
 * Two to five costs as the file stands: freight and the origin's terminal handling (CNY from
 * China, HKD from Hong Kong), the ISF and brokerage fees once filed, demurrage a container ran up
 * (DOMAIN §1.13) and the drayage of the boxes out.
 */
function costLines([, scac, lading]: Plan, k: number, milestones: Planned[], tariff: Tariff, containers: number, on: (day: number) => string): CostLine[] {
  if (scac === "air") return [["Air freight", 485, 320 + k * 10, "USD", "carrier"], ["Airport terminal handling", 12_000, 1, "USD", "terminal"]];
  const dayOf = (milestone: Milestone, container: number) => milestones.find((m) => m.milestone === milestone && m.container === container)?.day;
  const at = (milestone: Milestone, container: number) => {
    const day = dayOf(milestone, container);
    return day === undefined ? null : on(day);
  };
  const out = Array.from({ length: containers }, (_, c) => c).filter((c) => dayOf("outgate", c) !== undefined);
  // Only boxes already out: their demurrage is settled; the others' still runs.
  const demurrageDays = out.reduce((sum, c) => sum + demurrageAndDetention({ ...tariff, lastFreeDay: at("lastFreeDay", c), outgate: at("outgate", c), today: on(0) }).demurrageDays, 0);
  const lines: (CostLine | false)[] = [
    ["Ocean freight", 185_000 + (k % 8) * 15_000, containers, "USD", "carrier"],
    lading?.startsWith("CN") === true && ["Origin terminal handling", 115_000, containers, "CNY", "terminal"],
    lading === "HKHKG" && ["Origin terminal handling", 210_000, containers, "HKD", "terminal"],
    milestones.some((m) => m.milestone === "isf") && ["ISF filing fee", 3_500, 1, "USD", "customer"],
    milestones.some((m) => m.milestone === "customs") && ["Customs brokerage fee", 12_500, 1, "USD", "customer"],
    demurrageDays > 0 && ["Demurrage", tariff.demurragePerDayCents, demurrageDays, "USD", "terminal"],
    out.length > 0 && ["Drayage", 65_000, out.length, "USD", "trucker"],
  ];
  return lines.filter((line): line is CostLine => line !== false).slice(0, 5);
}

/** USI-YYMM-NNNN in the order the files were opened, per tenant and month (as us-shipment.ts numbers them). */
function numberFiles(rows: UsaClearanceSeed["shipmentRows"]): void {
  const next = new Map<string, number>();
  for (const row of [...rows].sort((a, b) => a.createTime!.getTime() - b.createTime!.getTime())) {
    const day = row.createTime!.toISOString();
    const prefix = `USI-${day.slice(2, 4)}${day.slice(5, 7)}-`;
    const n = (next.get(row.tenantCode + prefix) ?? 0) + 1;
    next.set(row.tenantCode + prefix, n);
    row.fileNo = `${prefix}${String(n).padStart(4, "0")}`;
  }
}

export function insertUsaClearance(tx: Pick<Db, "insert">, seed: UsaClearanceSeed): void {
  insertAll(tx, usShipments, seed.shipmentRows);
  insertAll(tx, usContainers, seed.containerRows);
  insertAll(tx, usMilestones, seed.milestoneRows);
  insertAll(tx, usShipmentHtsLines, seed.htsLineRows);
  insertAll(tx, usCostLines, seed.costLineRows);
  insertAll(tx, usFxRates, seed.fxRateRows);
}
