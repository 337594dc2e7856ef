import type { Language } from "~/lib/constants";

const en = {
  open: "Search menu",
  title: "Menu search",
  label: "Find a page",
  placeholder: "Search by name or path",
  placeholderPinyin: "Search by name, pinyin or path",
  noResults: "No matching pages",
  hint: "↑↓ to move, Enter to open, Esc to close",
};

/** Menu search strings, mounted at `common.search` in every catalogue. */
export const searchText: Record<Language, typeof en> = {
  en,
  zh: {
    open: "搜索菜单",
    title: "菜单搜索",
    label: "查找页面",
    placeholder: "按名称或路径搜索",
    placeholderPinyin: "按名称、拼音或路径搜索",
    noResults: "没有匹配的页面",
    hint: "↑↓ 选择，Enter 打开，Esc 关闭",
  },
  tw: {
    open: "搜尋選單",
    title: "選單搜尋",
    label: "尋找頁面",
    placeholder: "依名稱或路徑搜尋",
    placeholderPinyin: "依名稱、拼音或路徑搜尋",
    noResults: "沒有符合的頁面",
    hint: "↑↓ 選擇，Enter 開啟，Esc 關閉",
  },
};
