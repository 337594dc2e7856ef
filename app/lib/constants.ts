/** Business constants of SPEC §9, each in one place. */
export const HTTP_TIMEOUT_MS = 60_000;
export const ERROR_TOAST_MS = 5_000;
export const SUCCESS_MESSAGE_MS = 2_000;
export const VERSION_CHECK_MS = 60_000;
export const MOBILE_BREAKPOINT_PX = 992;
export const SIDEBAR_WIDTH_PX = 210;
export const NOTICE_DROPDOWN_WIDTH_PX = 336;
export const ORG_QUERY_PAGE_SIZE = 10_000;
export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;
export const UPLOAD_LIMIT_BYTES = 10 * 1024 * 1024;
export const DEFAULT_THEME_COLOR = "#409EFF";
export const SMS_RESEND_SECONDS = 60;
export const MENU_SEARCH = { threshold: 0.4, weights: { title: 0.7, pinyin: 0.3, path: 0.3 } } as const;

/** Business areas of the top bar (SPEC §4); PublicInformation is the default. */
export const BUSINESS_AREAS = ["PublicInformation", "UsCustomsClearance", "hongKongBusiness"] as const;
export type BusinessArea = (typeof BUSINESS_AREAS)[number];

export const LANGUAGES = ["en", "zh", "tw"] as const;
export type Language = (typeof LANGUAGES)[number];
