import {
  addClassifyOrderSchema,
  CLASSIFY_ORDER_SORTABLE,
  CLASSIFY_STATUSES,
  classifyOrderPaths,
  classifyOrderSchema,
  EDITABLE_STATUSES,
  STEP_RULES,
  updateClassifyOrderSchema,
} from "#contract/customs/classification";
import { addCustomsGoodsSchema, CUSTOMS_GOODS_SORTABLE, customsGoodsPaths, customsGoodsSchema, JURISDICTIONS, updateCustomsGoodsSchema } from "#contract/customs/goods";
import { defineResource, stepsFrom, type FieldSpec } from "./define";

const stamp: FieldSpec = { input: "text", readOnly: true, column: { width: 155, format: "datetime" } };
const code = (width: number): FieldSpec => ({ input: "text", column: { width }, exported: true });

/** The tenant's goods with their codes per market (/GoodsMgt). */
export const goodsMgt = defineResource({
  name: "GoodsMgt",
  path: "/GoodsMgt",
  paths: customsGoodsPaths,
  row: customsGoodsSchema,
  add: addCustomsGoodsSchema,
  update: updateCustomsGoodsSchema,
  fields: {
    modelNumber: { input: "text", column: { width: 110 }, filter: true, exported: true },
    name: { input: "text", column: { width: 170 }, filter: true, exported: true },
    brand: { input: "text", exported: true },
    countryOfOrigin: { input: "select", source: { dict: "country" }, filter: true, exported: true },
    currency: { input: "select", source: { dict: "currency" }, exported: true },
    unit: { input: "select", source: { dict: "unit" }, exported: true },
    lowestPrice: { input: "text", exported: true },
    referencePrice: { input: "text", exported: true },
    highestPrice: { input: "text", exported: true },
    material: { input: "textarea", exported: true },
    usage: { input: "textarea", exported: true },
    // The list shows what the goods declare under in each market, and whose approval decided it.
    hs6: code(72),
    htsCode: code(108),
    cnCode: code(108),
    hkCode: code(88),
    code: { input: "text", readOnly: true, filter: true },
    classified: { input: "select", options: ["yes", "no"], readOnly: true, filter: true },
    classifiedBy: { input: "text", readOnly: true, column: { width: 110 } },
    attachmentUrl: { input: "file", accept: ["pdf", "image", "office"] },
    remark: { input: "textarea" },
  },
  sortable: CUSTOMS_GOODS_SORTABLE,
  importable: true,
});

const orderFields = {
  orderNo: { input: "text", readOnly: true, column: { width: 125 }, filter: true, exported: true },
  jurisdictions: { input: "multiselect", options: JURISDICTIONS, column: { width: 130 }, exported: true },
  status: { input: "select", options: CLASSIFY_STATUSES, readOnly: true, column: { width: 100 }, filter: true, exported: true },
} satisfies Record<string, FieldSpec>;

/** A member's own classification orders (/ClassifyOrder): submit goods, edit or withdraw them, submit again once returned. */
export const classifyOrder = defineResource({
  name: "ClassifyOrder",
  path: "/ClassifyOrder",
  paths: classifyOrderPaths,
  row: classifyOrderSchema,
  add: addClassifyOrderSchema,
  update: updateClassifyOrderSchema,
  query: { mine: "1" },
  fields: {
    orderNo: orderFields.orderNo,
    goodsId: { input: "select", source: { paths: customsGoodsPaths, label: "name" }, column: { width: 220 }, filter: true },
    description: { input: "textarea", exported: true },
    functionUse: { input: "text", exported: true },
    material: { input: "text", exported: true },
    jurisdictions: orderFields.jurisdictions,
    attachmentUrl: { input: "file", accept: ["pdf", "image"] },
    status: orderFields.status,
    assigneeName: { input: "text", readOnly: true, column: { width: 120 } },
    returnReason: { input: "text", readOnly: true, column: { width: 220 } },
    createTime: stamp,
  },
  sortable: CLASSIFY_ORDER_SORTABLE,
  flow: { field: "status", from: { ...stepsFrom(STEP_RULES), update: EDITABLE_STATUSES } },
  without: ["delete"],
  actions: [
    { intent: "submit", button: "update", records: "one", confirm: true },
    { intent: "cancel", button: "update", records: "one", confirm: true, color: "red.8" },
  ],
});

/** The classifiers' work queue (/ClassifyPlatform): the tenant's orders, open ones first. */
export const classifyPlatform = defineResource({
  name: "ClassifyPlatform",
  path: "/ClassifyPlatform",
  paths: classifyOrderPaths,
  row: classifyOrderSchema,
  add: addClassifyOrderSchema,
  update: updateClassifyOrderSchema,
  fields: {
    orderNo: orderFields.orderNo,
    goodsName: { input: "text", readOnly: true, column: { width: 190 }, exported: true },
    jurisdictions: { ...orderFields.jurisdictions, readOnly: true },
    status: orderFields.status,
    jurisdiction: { input: "select", options: JURISDICTIONS, readOnly: true, filter: true },
    assigneeName: { input: "text", readOnly: true, column: { width: 110 } },
    createTime: stamp,
    // Submitted between two days: the data report's figures open the queue this way.
    createdFrom: { input: "date", readOnly: true, filter: true },
    createdTo: { input: "date", readOnly: true, filter: true },
  },
  sortable: CLASSIFY_ORDER_SORTABLE,
  flow: { field: "status", from: stepsFrom(STEP_RULES) },
  without: ["create", "update", "delete"],
  actions: [
    { intent: "claim", button: "assign", records: "one", confirm: true },
    { intent: "propose", button: "assign", records: "one", dialog: true },
    { intent: "approve", button: "audit", records: "one", dialog: true },
    { intent: "return", button: "audit", records: "one", dialog: true, color: "red.8" },
  ],
});
