/** Labels of the params screen (`resources.sysparam`). */
export const sysParamText = {
  en: { title: "Parameters", fields: { paramName: "Name", paramNameEn: "English name", paramNameZh: "Simplified Chinese name", paramNameTw: "Traditional Chinese name", paramKey: "Key", paramValue: "Value", updateTime: "Updated" } },
  zh: { title: "参数管理", fields: { paramName: "参数名称", paramNameEn: "英文名称", paramNameZh: "简体中文名称", paramNameTw: "繁体中文名称", paramKey: "参数键", paramValue: "参数值", updateTime: "更新时间" } },
  tw: { title: "參數管理", fields: { paramName: "參數名稱", paramNameEn: "英文名稱", paramNameZh: "簡體中文名稱", paramNameTw: "繁體中文名稱", paramKey: "參數鍵", paramValue: "參數值", updateTime: "更新時間" } },
};
