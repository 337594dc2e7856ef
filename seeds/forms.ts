import { formSchemaSchema, formValuesSchema, type FormDesign, type FormFieldInput } from "../contract/dev/form";
import { formSubmissions, formVersions, forms } from "../db/schema";
import { seedId } from "../db/snowflake";
import { BASE_TIME, DAY_MS } from "./ids";
import { insertAll, type Tx } from "./insert";

/** Block 71: forms; 72: their versions; 73: submissions. */
const formId = (n: number) => seedId(71 * 100_000 + n);
const versionId = (n: number) => seedId(72 * 100_000 + n);
const submissionId = (n: number) => seedId(73 * 100_000 + n);

type Words = readonly [string, string, string];
const label = ([en, zh, tw]: Words) => ({ en, zh, tw });
const field = (name: string, words: Words, over: Omit<FormFieldInput, "id" | "name" | "label">): FormFieldInput => ({ id: name, name, label: label(words), ...over });

/** A cargo inspection request: who asks, the HS code (a pattern), when, and the lines to inspect. */
const CARGO_INSPECTION: FormDesign = formSchemaSchema.parse({
  fields: [
    field("consignee", ["Consignee", "收货人", "收貨人"], { type: "text", required: true, span: 6, maxLength: 100 }),
    field("hsCode", ["HS code", "HS 编码", "HS 編碼"], { type: "text", required: true, span: 3, pattern: "[0-9]{6}([0-9]{2,4})?", help: "6, 8 or 10 digits" }),
    field("inspectionDate", ["Inspection date", "查验日期", "查驗日期"], { type: "date", required: true, span: 3 }),
    field("urgent", ["Urgent", "加急", "加急"], { type: "switch", span: 4 }),
    field("containers", ["Containers", "集装箱数", "貨櫃數"], { type: "number", span: 4, min: 1, max: 99 }),
    field("grossWeight", ["Gross weight (kg)", "毛重（千克）", "毛重（公斤）"], { type: "number", span: 4, min: 0, decimals: 2 }),
    field("items", ["Goods to inspect", "待查验货物", "待查驗貨物"], {
      type: "lines",
      required: true,
      maxRows: 20,
      columns: [
        { id: "sku", name: "sku", label: label(["SKU", "货号", "貨號"]), type: "text", required: true, maxLength: 40 },
        { id: "quantity", name: "quantity", label: label(["Quantity", "数量", "數量"]), type: "number", required: true, min: 1 },
        { id: "unit", name: "unit", label: label(["Unit", "单位", "單位"]), type: "select", required: true, dictType: "unit" },
      ],
    }),
    field("remarks", ["Remarks", "备注", "備註"], { type: "textarea", maxLength: 1000 }),
  ],
});

/** A supplier onboarding: the company, its country (a dictionary), its licence (an upload). */
const SUPPLIER_ONBOARDING: FormDesign = formSchemaSchema.parse({
  fields: [
    field("companyName", ["Company name", "公司名称", "公司名稱"], { type: "text", required: true, span: 8, minLength: 2, maxLength: 120 }),
    field("country", ["Country or region", "国家或地区", "國家或地區"], { type: "select", required: true, span: 4, dictType: "country" }),
    field("contactEmail", ["Contact e-mail", "联系邮箱", "聯絡電郵"], { type: "text", required: true, span: 6, pattern: "[^@\\s]+@[^@\\s]+\\.[^@\\s]+" }),
    field("currency", ["Settlement currency", "结算币种", "結算幣種"], { type: "select", span: 6, dictType: "currency" }),
    field("licence", ["Business licence", "营业执照", "營業執照"], { type: "upload", span: 12, help: "PDF or image, up to 10 MB" }),
    field("certified", ["ISO 9001 certified", "已通过 ISO 9001 认证", "已通過 ISO 9001 認證"], { type: "switch", span: 6 }),
  ],
});

const FORMS = [
  { key: "cargo-inspection", name: "Cargo inspection request", description: "Ask the inspection desk to examine goods before release", design: CARGO_INSPECTION },
  { key: "supplier-onboarding", name: "Supplier onboarding", description: "Register a new supplier with its licence", design: SUPPLIER_ONBOARDING },
] as const;

const SAMPLE_VALUES = {
  consignee: "Global Trade Ltd",
  hsCode: "85176200",
  inspectionDate: "2026-01-20",
  urgent: true,
  containers: 2,
  grossWeight: 1830.5,
  items: [
    { sku: "GT-ROUTER-01", quantity: 120, unit: "PCS" },
    { sku: "GT-SWITCH-24", quantity: 8, unit: "CTN" },
  ],
  remarks: "",
};

/** The two demo forms of 10001 and 10002, version 1 each, and one submitted inspection request per tenant. */
export function insertForms(tx: Tx): void {
  let n = 0;
  ["10001", "10002"].forEach((tenantCode, t) => {
    FORMS.forEach((form, i) => {
      const at = new Date(BASE_TIME + (10 + t + i) * DAY_MS);
      const id = formId(n);
      insertAll(tx, forms, [{ id, tenantCode, key: form.key, name: form.name, description: form.description, createTime: at, updateTime: at }]);
      insertAll(tx, formVersions, [{ id: versionId(n), tenantCode, formId: id, version: 1, schema: form.design, createdBy: "admin", createTime: at }]);
      if (form.design === CARGO_INSPECTION) {
        const values = formValuesSchema(form.design).parse(SAMPLE_VALUES);
        insertAll(tx, formSubmissions, [{ id: submissionId(t), tenantCode, formId: id, version: 1, values, createdBy: "admin", createTime: new Date(at.getTime() + DAY_MS) }]);
      }
      n++;
    });
  });
}
