import { createHash } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { fileDownloadPath } from "../contract/file";
import type { Milestone } from "../contract/customs/milestones";
import { NEAR_LFD_DAYS } from "../contract/usa/shipment";
import type { TowingStatus } from "../contract/usa/towing";
import type { Db } from "../db/client";
import { files, usFxRates, usTowingOrders } from "../db/schema";
import { seedId } from "../db/snowflake";
import { insertAll } from "./insert";
import type { UsaSeed } from "./usa";
import type { UsaClearanceSeed } from "./usa-clearance";

/**
 * The drayage demo book (DOMAIN §1.13): an order for every container of the clearance book
 * (seeds/usa-clearance.ts) that is past its availability, its status read from the container's
 * milestones: out of the terminal, delivered (with a demo POD file) or the empty back. Boxes
 * still in the terminal are dispatched when their last free day is near or past, else planned.
 */
const towingId = (block: 61 | 62, n: number) => seedId(block * 100_000 + n);

/** The demo truckers by the area of the US port of unlading (Schedule D); elsewhere the East coast one. */
const TRUCKER_BY_PORT: Record<string, string> = { "2704": "DPHD", "2709": "DPHD", "2811": "DBYT", "3001": "DSDR", "3002": "DSDR" };
const DESTINATIONS: Record<string, readonly string[]> = {
  DPHD: ["Ontario, CA 91761", "Fontana, CA 92335", "Carson, CA 90746"],
  DBYT: ["Hayward, CA 94545"],
  DSDR: ["Kent, WA 98032", "Fife, WA 98424"],
  DEGC: ["Edison, NJ 08837", "Secaucus, NJ 07094"],
};
/** Chassis pools' SCACs end in Z (NMFTA equipment codes). */
const CHASSIS_POOLS = ["DCLZ", "TRAZ", "FLXZ"];
const ACCESSORIALS = ["Chassis split", null, "Waiting time 1 h", null, null, "Pre-pull, yard storage 1 day"];

export interface UsaTowingSeed {
  orderRows: (typeof usTowingOrders.$inferInsert)[];
  podFileRows: (typeof files.$inferInsert)[];
}

/** `YYYY-MM-DD`, `days` calendar days after the date of `day` (a date or a date-time). */
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day.slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A one-page PDF of plain lines in Helvetica, small enough to keep in the database. */
function demoPdf(lines: readonly string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 12 Tf 72 ${740 - i * 20} Td (${line.replace(/[()\\]/g, "\\$&")}) Tj ET`).join("\n");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = "%PDF-1.4\n";
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, "latin1");
}

export function buildUsaTowing(anchorDay: string, usa: UsaSeed, clearance: UsaClearanceSeed): UsaTowingSeed {
  const seed: UsaTowingSeed = { orderRows: [], podFileRows: [] };
  for (const container of clearance.containerRows) {
    const at = (milestone: Milestone) => clearance.milestoneRows.find((m) => m.containerId === container.id && m.milestone === milestone)?.at ?? null;
    const available = at("container");
    if (available === null) continue;
    const { tenantCode } = container;
    const n = seed.orderRows.length;
    const shipment = clearance.shipmentRows.find((s) => s.id === container.shipmentId)!;
    const port = usa.portRows.find((p) => p.id === shipment.portOfUnladingId)!;
    const truckers = usa.carrierRows.filter((c) => c.tenantCode === tenantCode && c.carrierKind === "drayage");
    const trucker = truckers.find((c) => c.scac === (TRUCKER_BY_PORT[port.scheduleD ?? ""] ?? "DEGC")) ?? truckers[0];
    const importer = usa.partyRows.find((p) => p.id === shipment.importerId)!;
    const destinations = DESTINATIONS[trucker.scac];
    const deliveryAddress = `${importer.name}, ${1000 + ((n * 37) % 9000)} Distribution Way, ${destinations[n % destinations.length]}`;

    const [pickup, delivery, lastFreeDay] = [at("pickup"), at("delivery"), at("lastFreeDay")];
    const urgent = lastFreeDay !== null && lastFreeDay <= dayAfter(anchorDay, NEAR_LFD_DAYS);
    const status: TowingStatus = at("ingate") ? "emptyReturned" : delivery ? "delivered" : at("outgate") ? "pickedUp" : urgent ? "dispatched" : "planned";
    // Appointments a little before the trucker's actual times; a dispatched box goes tomorrow.
    const pickupDay = pickup ?? (status === "dispatched" ? dayAfter(anchorDay, 1) : null);
    const pickupAppointment = pickupDay && `${pickupDay.slice(0, 10)}T${["08:00", "10:00", "13:00"][n % 3]}`;
    const deliveryAppointment = pickupDay && `${delivery?.slice(0, 10) ?? dayAfter(pickupDay, 1)}T09:00`;

    let podFile: string | null = null;
    if (at("pod") !== null) {
      const id = towingId(62, seed.podFileRows.length);
      const name = `POD ${container.containerNumber}.pdf`;
      const content = demoPdf(["Proof of delivery (DEMO)", `Container ${container.containerNumber}`, `Delivered ${delivery!.replace("T", " ")}`, deliveryAddress, `Trucker ${trucker.nameEn}`, "Received in good order"]);
      seed.podFileRows.push({
        id, tenantCode, originalName: name, contentType: "application/pdf", size: content.length, fileType: "document",
        sha256: createHash("sha256").update(content).digest("hex"), content, createTime: new Date(`${delivery!.slice(0, 10)}T18:00:00Z`),
      });
      podFile = fileDownloadPath(id, name);
    }

    const opened = new Date(`${available.slice(0, 10)}T12:00:00Z`);
    seed.orderRows.push({
      id: towingId(61, n), tenantCode, shipmentId: shipment.id, containerId: container.id, truckerId: trucker.id!,
      pickupAppointment, deliveryAppointment, deliveryAddress,
      chassis: status === "planned" ? null : `${CHASSIS_POOLS[n % CHASSIS_POOLS.length]}${400_000 + ((n * 7_919) % 500_000)}`,
      accessorials: ACCESSORIALS[n % ACCESSORIALS.length], remark: null, podFile, status,
      dispatchedAt: pickupDay && `${dayAfter(pickupDay, -1)}T08:00`,
      createTime: opened, updateTime: opened,
    });
  }
  return seed;
}

/**
 * The day the clearance book was seeded (its demo rates carry that date), so orders added to a
 * database seeded before this book existed agree with the milestones it holds.
 */
export function clearanceBookDay(db: Db): string | undefined {
  const demo = and(eq(usFxRates.tenantCode, "10001"), eq(usFxRates.source, "demo"));
  return db.select({ day: usFxRates.rateDate }).from(usFxRates).where(demo).orderBy(asc(usFxRates.createTime)).limit(1).get()?.day;
}

export function insertUsaTowing(tx: Pick<Db, "insert">, seed: UsaTowingSeed): void {
  insertAll(tx, files, seed.podFileRows);
  insertAll(tx, usTowingOrders, seed.orderRows);
}
