import type { Language } from "~/lib/constants";

const en = {
  workbench: "Workbench",
  close: "Close {{title}}",
  refresh: "Refresh",
  closeTab: "Close",
  closeOthers: "Close others",
  closeAll: "Close all",
  menuLabel: "Tab actions",
  tabsLabel: "Open pages",
};

/** The tags view's strings, mounted at `common.tags`; every language carries exactly en's keys. */
export const tagsText: Record<Language, typeof en> = {
  en,
  zh: {
    workbench: "工作台",
    close: "关闭 {{title}}",
    refresh: "刷新",
    closeTab: "关闭",
    closeOthers: "关闭其他",
    closeAll: "关闭所有",
    menuLabel: "标签操作",
    tabsLabel: "已打开的页面",
  },
  tw: {
    workbench: "工作台",
    close: "關閉 {{title}}",
    refresh: "重新整理",
    closeTab: "關閉",
    closeOthers: "關閉其他",
    closeAll: "關閉所有",
    menuLabel: "標籤操作",
    tabsLabel: "已開啟的頁面",
  },
};
