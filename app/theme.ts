import { createTheme, type MantineColorsTuple } from "@mantine/core";

/** The element blue of SPEC §9 (#409EFF) as a ten-shade Mantine palette; shade 5 is the brand colour. */
const brand: MantineColorsTuple = [
  "#ecf5ff",
  "#d9ecff",
  "#b3d8ff",
  "#8cc5ff",
  "#66b1ff",
  "#409eff",
  "#3a8ee6",
  "#337ecc",
  "#2b6cb0",
  "#1f5694",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 6, dark: 5 },
  colors: { brand },
  defaultRadius: "sm",
  fontFamily:
    '-apple-system, BlinkMacSystemFont, "Segoe UI", "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", Roboto, Arial, sans-serif',
});
