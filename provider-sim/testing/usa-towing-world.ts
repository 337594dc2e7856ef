import { createHash } from "node:crypto";
import type { Db } from "../../db/client";
import { fileDownloadPath } from "../../contract/file";
import { files, menuButtons, roleButtons, usCarriers } from "../../db/schema";
import { ids, T1, T2 } from "./fixtures";
import { book as clearanceBook, insertClearanceWorld } from "./usa-clearance-world";

/**
 * What the drayage tests stand on: the clearance world, the vehicleTowing buttons (granted to
 * 10002's editor too), and in each tenant a drayage trucker and an uploaded POD file.
 */
export const TOWING_BUTTONS = ["add", "update", "delete", "export"] as const;

const POD = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

/** The tenant's records, by role: the clearance world's and the trucker and POD file. */
export function book(tenantCode: string) {
  const base = tenantCode === T1 ? 963000 : 964000;
  const pod = String(base + 2);
  return { ...clearanceBook(tenantCode), trucker: String(base + 1), podFile: fileDownloadPath(pod, "pod.pdf"), pod };
}

export function insertTowingWorld(db: Db): void {
  insertClearanceWorld(db);
  const at = new Date();
  const buttons = TOWING_BUTTONS.map((buttonCode, i) => ({ id: String(963500 + i), menuCode: "vehicleTowing", buttonCode, buttonName: buttonCode, createTime: at }));
  db.insert(menuButtons).values(buttons).run();
  db.insert(roleButtons).values(buttons.map((b) => ({ tenantCode: T2, roleId: ids.editorRole2, buttonId: b.id }))).run();
  for (const tenantCode of [T1, T2]) {
    const b = book(tenantCode);
    db.insert(usCarriers).values({ id: b.trucker, tenantCode, scac: "DPHD", nameEn: "Demo Port Hauling", carrierKind: "drayage", createTime: at, updateTime: at }).run();
    const sha256 = createHash("sha256").update(POD).digest("hex");
    db.insert(files).values({ id: b.pod, tenantCode, originalName: "pod.pdf", contentType: "application/pdf", size: POD.length, fileType: "document", sha256, content: POD, createTime: at }).run();
  }
}
