/** The public site's pages (SPEC §2), in navigation order, with their text keys. */
export const PUBLIC_PAGES = [
  { path: "/swylgateway", nav: "site.nav.home" },
  { path: "/Product_service", nav: "site.nav.products" },
  { path: "/developing", nav: "site.nav.solutions" },
  { path: "/DataQuery", nav: "site.nav.dataQuery" },
  { path: "/goodsClassification", nav: "site.nav.classification" },
  { path: "/About_us", nav: "site.nav.about" },
] as const;

/** The anchors the footer jumps to (SPEC §2: home, product service, about us), and a few more. */
export const ANCHORS = {
  home: { services: "services", video: "video", quickSearch: "hs-search", partners: "partners", news: "news" },
  products: { usClearance: "us-clearance", hkBusiness: "hk-business", hsClassification: "hs-classification", tradeServices: "trade-services" },
  solutions: { solutions: "solutions", market: "app-market", partners: "partners" },
  about: { company: "company", contact: "contact", offices: "offices" },
} as const;

/** Contact details shown on home, about us and the footer. */
export const CONTACT = {
  hotline: "400-800-0000",
  /** RFC 3966: the hotline as dialled. */
  hotlineTel: "tel:+864008000000",
} as const;
