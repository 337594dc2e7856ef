import { and, eq, inArray, ne } from "drizzle-orm";
import { addUsContainerSchema, updateUsContainerSchema, usContainerPaths } from "../../contract/usa/container";
import { usaMessages as u } from "../../contract/usa/messages";
import { usContainers, usMilestones, usTowingOrders } from "../../db/schema";
import type { CrudResource } from "../crud/resource";
import { SimError } from "../http";
import { ascending } from "../paging";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";
import { findShipment } from "./us-clearance-references";
import { CONTAINER_SIZE } from "./export-labels";

const crud: CrudResource = {
  menuCode: "importClearance",
  title: { en: "Containers", zh: "集装箱", tw: "貨櫃" },
  paths: usContainerPaths,
  table: usContainers,
  addSchema: addUsContainerSchema,
  updateSchema: updateUsContainerSchema,
  filters: {
    shipmentId: { column: usContainers.shipmentId, match: "equals" },
    containerNumber: { column: usContainers.containerNumber, match: "contains" },
    sizeType: { column: usContainers.sizeType, match: "equals" },
  },
  sortable: { containerNumber: usContainers.containerNumber, createTime: usContainers.createTime },
  defaultOrder: [ascending(usContainers.containerNumber)],
  exportColumns: [
    { field: "containerNumber", header: { en: "Container no.", zh: "箱号", tw: "櫃號" } },
    { field: "sizeType", header: { en: "Size/type", zh: "箱型", tw: "櫃型" }, kind: { labels: CONTAINER_SIZE } },
    { field: "sealNumber", header: { en: "Seal", zh: "封号", tw: "封號" } },
    { field: "grossWeightKg", header: { en: "Gross weight (kg)", zh: "毛重", tw: "毛重" } },
    { field: "packages", header: { en: "Packages", zh: "件数", tw: "件數" } },
  ],
  importable: true,
  check(db, principal, values, id) {
    const shipment = findShipment(db, principal, values.shipmentId);
    // A container keeps its shipment: its milestones were checked against that shipment's.
    if (id !== undefined) {
      const stored = db.select({ shipmentId: usContainers.shipmentId }).from(usContainers).where(and(scoped(usContainers, principal), eq(usContainers.id, id))).get();
      if (stored && stored.shipmentId !== shipment.id) throw new SimError(u.containerUnknown);
    }
    const taken = db
      .select({ id: usContainers.id })
      .from(usContainers)
      .where(and(scoped(usContainers, principal), eq(usContainers.shipmentId, shipment.id), eq(usContainers.containerNumber, String(values.containerNumber)), id ? ne(usContainers.id, id) : undefined))
      .get();
    if (taken) throw new SimError(u.containerTaken);
  },
  // A drayage order would be left naming a container that no longer exists.
  checkDelete(db, principal, ids) {
    const order = db.select({ id: usTowingOrders.id }).from(usTowingOrders).where(and(scoped(usTowingOrders, principal), inArray(usTowingOrders.containerId, [...ids]))).get();
    if (order) throw new SimError(u.containerHasTowing);
  },
  onDelete(db, principal, ids) {
    db.delete(usMilestones).where(and(scoped(usMilestones, principal), inArray(usMilestones.containerId, [...ids]))).run();
  },
};

/** A shipment's containers (/importClearance). */
export const usContainer: SimResource = { bases: [usContainerPaths.base], crud };
