import { entityDefinitionSchema, type EntityDefinition, type EntityDefinitionInput } from "./generator";

/**
 * A licensed customs broker, the example the forward-generation screen starts from: one field of
 * every kind, so the shipped templates are proven on all of them.
 */
export const SAMPLE_ENTITY: EntityDefinitionInput = {
  serviceName: "business",
  packageName: "business",
  entityName: "LicensedBroker",
  tableName: "biz_licensed_broker",
  titleEn: "Licensed brokers",
  titleZh: "持牌报关行",
  titleTw: "持牌報關行",
  fields: [
    { name: "licenseNumber", type: "text", labelEn: "Licence number", labelZh: "执照号码", labelTw: "執照號碼", required: true, maxLength: 16, pattern: "[A-Z]{2}-[0-9]{5}", example: "LB-10001", filtered: true, sortable: true },
    { name: "brokerName", type: "text", labelEn: "Broker name", labelZh: "报关行名称", labelTw: "報關行名稱", required: true, maxLength: 128, filtered: true, sortable: true },
    { name: "licenseType", type: "enum", labelEn: "Licence type", labelZh: "执照类型", labelTw: "執照類型", required: true, filtered: true, options: [
      { value: "individual", labelEn: "Individual", labelZh: "个人", labelTw: "個人" },
      { value: "corporate", labelEn: "Corporate", labelZh: "公司", labelTw: "公司" },
    ] },
    { name: "permitPorts", type: "integer", labelEn: "Permitted ports", labelZh: "许可口岸数", labelTw: "許可口岸數" },
    { name: "bondAmount", type: "decimal", labelEn: "Bond amount (USD)", labelZh: "保证金（美元）", labelTw: "保證金（美元）", sortable: true },
    { name: "licensedOn", type: "date", labelEn: "Licensed on", labelZh: "发证日期", labelTw: "發證日期" },
    { name: "active", type: "boolean", labelEn: "Active", labelZh: "有效", labelTw: "有效" },
    { name: "remark", type: "textarea", labelEn: "Remark \"internal\"", labelZh: "备注", labelTw: "備註", listed: false, exported: false },
  ],
};

/** The example with every default filled in, as an editor starts from it. */
export const sampleDefinition = (): EntityDefinition => entityDefinitionSchema.parse(SAMPLE_ENTITY);
