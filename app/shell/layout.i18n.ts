/** UI strings of the shell's layout (progress bar, breadcrumb, menus that fold away), mounted at `common.layout`. */
const en = {
  loading: "Loading",
  hiddenCrumbs: "Show the full path",
  moreMenus: "More",
  closeMenu: "Close the menu",
};

export const layoutText: { en: typeof en; zh: typeof en; tw: typeof en } = {
  en,
  zh: {
    loading: "加载中",
    hiddenCrumbs: "显示完整路径",
    moreMenus: "更多",
    closeMenu: "关闭菜单",
  },
  tw: {
    loading: "載入中",
    hiddenCrumbs: "顯示完整路徑",
    moreMenus: "更多",
    closeMenu: "關閉選單",
  },
};
