import { and, eq, inArray, isNull, ne, notInArray, or } from "drizzle-orm";
import { addSysDictSchema, sysDictMessages as dm, sysDictPaths, updateSysDictSchema } from "../../contract/admin/sysdict";
import { dicts } from "../../db/schema";
import { ascending } from "../paging";
import type { CrudResource, CrudScope } from "../crud/resource";
import { SimError } from "../http";
import { isPlatformAdmin, type Principal } from "../middleware/auth";
import type { SimResource } from "./resource";

const platformOrOwn = (principal: Principal) => or(isNull(dicts.tenantCode), eq(dicts.tenantCode, principal.tenantCode));

/**
 * A tenant reads the platform's rows and its own private ones. Only a platform administrator
 * writes platform rows (decision 0014); a private row belongs to the tenant that wrote it.
 */
const scope: CrudScope = {
  read: platformOrOwn,
  write: (principal) => (isPlatformAdmin(principal) ? platformOrOwn(principal) : eq(dicts.tenantCode, principal.tenantCode)),
  owner: (principal, values) => ({ tenantCode: values.isPrivate ? principal.tenantCode : null }),
};

const crud: CrudResource = {
  menuCode: "sysdict",
  title: { en: "Dictionaries", zh: "字典", tw: "字典" },
  paths: sysDictPaths,
  table: dicts,
  scope,
  addSchema: addSysDictSchema,
  updateSchema: updateSysDictSchema,
  filters: { dictName: { column: dicts.dictName, match: "contains" }, dictType: { column: dicts.dictType, match: "contains" } },
  sortable: { dictType: dicts.dictType, dictName: dicts.dictName, dictValue: dicts.dictValue, dictSequence: dicts.dictSequence, createTime: dicts.createTime },
  defaultOrder: [ascending(dicts.dictType), ascending(dicts.dictSequence)],
  exportColumns: [
    { field: "dictType", header: { en: "Type", zh: "字典类型", tw: "字典類型" } },
    { field: "dictName", header: { en: "Name", zh: "字典名称", tw: "字典名稱" } },
    { field: "dictValue", header: { en: "Value", zh: "字典值", tw: "字典值" } },
    { field: "dictSequence", header: { en: "Sequence", zh: "排序", tw: "排序" } },
    { field: "isPrivate", header: { en: "Private", zh: "私有", tw: "私有" }, kind: "boolean" },
  ],
  tree: { parent: dicts.parentId, parentField: "parentId", order: dicts.dictSequence },
  check(db, principal, values, id) {
    if (!values.isPrivate && !isPlatformAdmin(principal)) throw new SimError(dm.platformOnly, 403);
    const parentId = values.parentId as string | null | undefined;
    if (parentId) {
      const parent = db.select().from(dicts).where(and(scope.read(principal), eq(dicts.id, parentId))).get();
      if (!parent || parent.id === id) throw new SimError(dm.parentNotFound);
      if (parent.parentId) throw new SimError(dm.parentNotHeader);
      if (parent.dictType !== values.dictType) throw new SimError(dm.typeMismatch);
    }
    // The value is unique within its type, among what the tenant sees.
    const taken = db
      .select({ id: dicts.id })
      .from(dicts)
      .where(and(platformOrOwn(principal), eq(dicts.dictType, String(values.dictType)), eq(dicts.dictValue, String(values.dictValue)), id ? ne(dicts.id, id) : undefined))
      .get();
    if (taken) throw new SimError(dm.valueTaken);
  },
  // A private row moves with its flag: to the tenant, or back to the platform.
  prepare: (_db, principal, values) => ({ ...values, tenantCode: values.isPrivate ? principal.tenantCode : null }),
  // Entries of any tenant would be left without their type.
  checkDelete(db, _principal, ids) {
    const child = db.select({ id: dicts.id }).from(dicts).where(and(inArray(dicts.parentId, [...ids]), notInArray(dicts.id, [...ids]))).get();
    if (child) throw new SimError(dm.hasChildren);
  },
};

/** Dictionaries (SPEC §3 dict): types and their entries, the platform's and the tenant's private ones. */
export const sysDict: SimResource = { bases: [sysDictPaths.base], crud };
