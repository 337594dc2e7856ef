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

const crud: CrudResource = {
  menuCode: "importClearance",
  title: "Containers 集装箱",
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
    { field: "containerNumber", header: "Container no. 箱号" },
    { field: "sizeType", header: "Size/type 箱型" },
    { field: "sealNumber", header: "Seal 封号" },
    { field: "grossWeightKg", header: "Gross weight (kg) 毛重" },
    { field: "packages", header: "Packages 件数" },
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
