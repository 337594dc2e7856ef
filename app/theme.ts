import { createTheme, type CSSVariablesResolver } from "@mantine/core";
import { paletteFrom } from "./lib/colors";
import { DEFAULT_THEME_COLOR } from "./lib/constants";
import { SIZE_SCALE, type UiSize } from "./shell/settings";

/**
 * The one theme object: the brand palette comes from the chosen theme colour (SPEC §9
 * default #409EFF) and the size setting rescales every rem-based dimension.
 */
export function buildTheme(themeColor: string = DEFAULT_THEME_COLOR, size: UiSize = "default") {
  return createTheme({
    primaryColor: "brand",
    colors: { brand: paletteFrom(themeColor) },
    scale: SIZE_SCALE[size],
    defaultRadius: "sm",
    // A reader who asks the system for less motion gets dialogs, menus and drawers without their transitions.
    respectReducedMotion: true,
    fontFamily:
      '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Roboto, Arial, sans-serif',
    components: {
      // A select's options are drawn when it opens, not hidden beside every closed one: a list
      // screen's filters and pager drew ~90 option nodes and kept their popups positioned (decision 0037).
      Combobox: { defaultProps: { keepMounted: false } },
    },
  });
}

/** Secondary text and field errors dark enough for WCAG AA on white and on the grey page background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { "--mantine-color-dimmed": "#5c636e", "--mantine-color-error": "#c92a2a" },
  dark: {},
});
