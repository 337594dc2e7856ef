import { sysUrlMessages as m } from "#contract/admin/sysurl";

const methods = { "*": "*", GET: "GET", POST: "POST", PUT: "PUT", DELETE: "DELETE" };

/** Labels of the interface permissions screen (`resources.sysurl`). */
export const sysUrlText = {
  en: {
    title: "Interface permissions",
    fields: { url: "URL", method: "Method", description: "Description" },
    options: { method: { ...methods, "*": "Any (*)" } },
    actions: { authorize: "Authorize roles" },
    roles: { title: "Roles allowed to call {{url}}", label: "Roles", placeholder: "Search roles", saved: "Roles authorized." },
  },
  zh: {
    title: "接口权限",
    fields: { url: "接口地址", method: "请求方法", description: "描述" },
    options: { method: { ...methods, "*": "任意（*）" } },
    actions: { authorize: "授权角色" },
    roles: { title: "可调用 {{url}} 的角色", label: "角色", placeholder: "搜索角色", saved: "角色已授权。" },
  },
  tw: {
    title: "介面權限",
    fields: { url: "介面位址", method: "請求方法", description: "描述" },
    options: { method: { ...methods, "*": "任意（*）" } },
    actions: { authorize: "授權角色" },
    roles: { title: "可呼叫 {{url}} 的角色", label: "角色", placeholder: "搜尋角色", saved: "角色已授權。" },
  },
  provider: {
    zh: { [m.urlTaken]: "该接口的此请求方法已登记", [m.urlRule]: "接口地址必须以“/”开头" },
    tw: { [m.urlTaken]: "該介面的此請求方法已登記", [m.urlRule]: "介面位址必須以「/」開頭" },
  },
};
