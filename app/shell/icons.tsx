import {
  IconApi, IconBell, IconBuildingBank, IconBuildingWarehouse, IconChartBar, IconCode, IconComponents,
  IconCurrencyDollar, IconDashboard, IconEdit, IconEye, IconFileText, IconFlag, IconForms, IconHome,
  IconKey, IconLanguage, IconLink, IconList, IconLock, IconMail, IconMapPin, IconMessage, IconNotebook,
  IconPackage, IconPalette, IconPhone, IconPuzzle, IconRoute, IconSearch, IconSettings, IconShip,
  IconShoppingCart, IconSitemap, IconStar, IconTable, IconTimeline, IconTruck, IconUpload, IconUser,
  IconUserCircle, IconUsers, IconUsersGroup, IconBrandWechat, IconAnchor, IconBook, IconClock,
  IconFileAnalytics, IconCircleDot, IconBinaryTree, IconIdBadge2, type Icon,
} from "@tabler/icons-react";

/** The local icon set: menu icon names (SPEC §4) drawn with Tabler icons. */
const ICONS: Record<string, Icon> = {
  dashboard: IconDashboard, user: IconUser, peoples: IconUsersGroup, tree: IconSitemap,
  "tree-table": IconBinaryTree, list: IconList, lock: IconLock, key: IconKey, dict: IconBook,
  international: IconLanguage, nested: IconRoute, setting: IconSettings, message: IconMessage,
  bell: IconBell, job: IconClock, workflow: IconTimeline, code: IconCode, form: IconForms,
  log: IconNotebook, upload: IconUpload, documentation: IconFileText, money: IconCurrencyDollar,
  bank: IconBuildingBank, account: IconUserCircle, shopping: IconShoppingCart, goods: IconPackage,
  supplier: IconIdBadge2, order: IconFileAnalytics, truck: IconTruck, warehouse: IconBuildingWarehouse,
  customer: IconUsers, chart: IconChartBar, api: IconApi, ship: IconShip, port: IconAnchor,
  flag: IconFlag, search: IconSearch, edit: IconEdit, star: IconStar, wechat: IconBrandWechat,
  link: IconLink, component: IconComponents, "eye-open": IconEye, table: IconTable,
  theme: IconPalette, email: IconMail, phone: IconPhone, location: IconMapPin, home: IconHome,
  example: IconPuzzle,
};

const EXTERNAL = /^(https?:|mailto:|tel:)/;

/** SPEC §4: names that begin like an external address are drawn as masked images. */
export function MenuIcon({ name, size = 18 }: { name: string | null | undefined; size?: number }) {
  if (name && EXTERNAL.test(name)) {
    const mask = `url("${name.replace(/"/g, "%22")}") center / contain no-repeat`;
    return (
      <span
        aria-hidden
        style={{ display: "inline-block", width: size, height: size, backgroundColor: "currentColor", mask, WebkitMask: mask }}
      />
    );
  }
  const Component = (name && ICONS[name]) || IconCircleDot;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
