import { DEFAULT_THEME_COLOR } from "~/lib/constants";
import { readCookie } from "~/lib/cookies";

/** Layout settings of the drawer (SPEC §2), defaults from SPEC §9; kept in the `settings` cookie. */
export interface LayoutSettings {
  themeColor: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  pinyinSearch: boolean;
  navMode: "vertical" | "horizontal";
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  themeColor: DEFAULT_THEME_COLOR,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
  pinyinSearch: true,
  navMode: "vertical",
};

/** Predefined theme colours offered as swatches. */
export const THEME_SWATCHES = ["#409EFF", "#1890FF", "#304156", "#212121", "#11A983", "#13C2C2", "#6959CD", "#F5222D"] as const;

export const SIZES = ["default", "large", "small"] as const;
export type UiSize = (typeof SIZES)[number];

/** Mantine's `scale` per size: every rem-based dimension follows it. */
export const SIZE_SCALE: Record<UiSize, number> = { small: 0.875, default: 1, large: 1.125 };

export const SETTINGS_COOKIE = "settings";
export const SIZE_COOKIE = "size";
export const SIDEBAR_COOKIE = "sidebarStatus";
export const ONE_YEAR_SECONDS = 365 * 24 * 3600;

const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Each field is checked on its own: one bad value falls back to its default, the rest stay. */
export function normaliseSettings(input: unknown): LayoutSettings {
  const v = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
  const flag = (key: keyof LayoutSettings) => (typeof v[key] === "boolean" ? (v[key] as boolean) : (DEFAULT_SETTINGS[key] as boolean));
  return {
    themeColor: typeof v.themeColor === "string" && HEX_COLOR.test(v.themeColor) ? v.themeColor : DEFAULT_SETTINGS.themeColor,
    tagsView: flag("tagsView"),
    fixedHeader: flag("fixedHeader"),
    sidebarLogo: flag("sidebarLogo"),
    pinyinSearch: flag("pinyinSearch"),
    navMode: v.navMode === "horizontal" || v.navMode === "vertical" ? v.navMode : DEFAULT_SETTINGS.navMode,
  };
}

export function parseSettings(raw: string | null | undefined): LayoutSettings {
  if (!raw) return DEFAULT_SETTINGS;
  try {
    return normaliseSettings(JSON.parse(raw));
  } catch {
    return DEFAULT_SETTINGS;
  }
}

export function parseSize(raw: string | null | undefined): UiSize {
  return (SIZES as readonly string[]).includes(raw ?? "") ? (raw as UiSize) : "default";
}

/** The shell's display preferences as the server reads them, so the first render is right. */
export function displayPreferences(cookieHeader: string | null) {
  return {
    settings: parseSettings(readCookie(cookieHeader, SETTINGS_COOKIE)),
    size: parseSize(readCookie(cookieHeader, SIZE_COOKIE)),
    /** Desktop sidebar: "1" open (default), "0" collapsed to icons. */
    sidebarOpened: readCookie(cookieHeader, SIDEBAR_COOKIE) !== "0",
  };
}

export type DisplayPreferences = ReturnType<typeof displayPreferences>;

export function preferenceCookie(name: string, value: string): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}
