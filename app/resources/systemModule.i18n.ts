import { SYSTEM_MODULE_CODES, SYSTEM_MODULES, systemModuleMessages as sm } from "#contract/business/module";

const modules = (language: "en" | "zh" | "tw", key: "name" | "description") => Object.fromEntries(SYSTEM_MODULE_CODES.map((code) => [code, SYSTEM_MODULES[code][key][language]]));
const options = (language: "en" | "zh" | "tw", status: { on: string; off: string }) => ({ menuCode: modules(language, "name"), description: modules(language, "description"), status });

/** Labels of /SystemModule (`resources.SystemModule`), the modules' names and descriptions from the contract, in en, zh and tw. */
export const systemModuleText = {
  en: {
    title: "System modules",
    fields: { menuCode: "Module", description: "What it holds", status: "Status" },
    options: options("en", { on: "On", off: "Off" }),
    actions: { switchOn: "Switch on", switchOff: "Switch off" },
    confirm: {
      switchOn: "Switch this module on? Its menu returns to every user of your tenant on their next page.",
      switchOff: "Switch this module off? Its menu and screens leave every user of your tenant on their next page; nothing in it is deleted.",
    },
    done: { switchOn: "The module is on.", switchOff: "The module is off." },
  },
  zh: {
    title: "系统模块",
    fields: { menuCode: "模块", description: "内容", status: "状态" },
    options: options("zh", { on: "已开启", off: "已关闭" }),
    actions: { switchOn: "开启", switchOff: "关闭" },
    confirm: {
      switchOn: "开启此模块？本租户所有用户打开下一个页面时即可看到其菜单。",
      switchOff: "关闭此模块？本租户所有用户打开下一个页面时将不再看到其菜单和页面；其中的数据不会被删除。",
    },
    done: { switchOn: "模块已开启。", switchOff: "模块已关闭。" },
  },
  tw: {
    title: "系統模組",
    fields: { menuCode: "模組", description: "內容", status: "狀態" },
    options: options("tw", { on: "已開啟", off: "已關閉" }),
    actions: { switchOn: "開啟", switchOff: "關閉" },
    confirm: {
      switchOn: "開啟此模組？本租戶所有使用者開啟下一個頁面時即可看到其選單。",
      switchOff: "關閉此模組？本租戶所有使用者開啟下一個頁面時將不再看到其選單和頁面；其中的資料不會被刪除。",
    },
    done: { switchOn: "模組已開啟。", switchOff: "模組已關閉。" },
  },
  provider: {
    zh: { [sm.notAModule]: "请选择一个系统模块", [sm.alreadyOn]: "该模块已开启", [sm.alreadyOff]: "该模块已关闭" },
    tw: { [sm.notAModule]: "請選擇一個系統模組", [sm.alreadyOn]: "該模組已開啟", [sm.alreadyOff]: "該模組已關閉" },
  },
};
