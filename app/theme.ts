import { createTheme, type CSSVariablesResolver } from "@mantine/core";
import { paletteFrom, readableShade } from "./lib/colors";
import { DEFAULT_THEME_COLOR } from "./lib/constants";
import { SIZE_SCALE, type UiSize } from "./shell/settings";

/**
 * The one theme object: the brand palette comes from the chosen theme colour (SPEC §9
 * default #409EFF) and the size setting rescales every rem-based dimension.
 */
export function buildTheme(themeColor: string = DEFAULT_THEME_COLOR, size: UiSize = "default") {
  const brand = paletteFrom(themeColor);
  const shade = readableShade(brand) as 5 | 6 | 7 | 8 | 9;
  return createTheme({
    primaryColor: "brand",
    primaryShade: { light: shade, dark: 5 },
    colors: { brand },
    scale: SIZE_SCALE[size],
    defaultRadius: "sm",
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Roboto, Arial, sans-serif',
  });
}

/** Secondary text dark enough for WCAG AA on white and on the grey page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "#5c636e" },
  dark: {},
});
