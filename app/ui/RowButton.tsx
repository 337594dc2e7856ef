import { Button, UnstyledButton } from "@mantine/core";
import type { CSSProperties, MouseEventHandler, ReactNode } from "react";
import classes from "./RowButton.module.css";

const ROOT_CLASS = `mantine-focus-auto mantine-active ${UnstyledButton.classes.root} ${Button.classes.root}`;
/** Mantine's compact-xs subtle Button in the theme's primary colour. */
const VARS = {
  "--button-height": "var(--button-height-compact-xs)",
  "--button-padding-x": "var(--button-padding-x-compact-xs)",
  "--button-fz": "var(--mantine-font-size-xs)",
  "--button-bg": "transparent",
  "--button-hover": "var(--mantine-primary-color-light-hover)",
  "--button-color": "var(--mantine-primary-color-light-color)",
  "--button-bd": "calc(0.0625rem * var(--mantine-scale)) solid transparent",
} as CSSProperties;
const colored = new Map<string, CSSProperties>();
const varsOf = (color: string | undefined): CSSProperties => {
  if (!color) return VARS;
  let vars = colored.get(color);
  if (!vars) colored.set(color, (vars = { ...VARS, "--button-color": `var(--mantine-color-${color}-text)` } as CSSProperties));
  return vars;
};

/**
 * A row's action in a data table ("Edit", "History" …): Mantine's `<Button size="compact-xs"
 * variant="subtle">` as markup with its classes, since a page of 50 rows draws 100 to 200 of them
 * and the component resolves its props, styles and variant colours for each.
 */
export function RowButton({ color, onClick, children }: { color?: string; onClick: MouseEventHandler<HTMLButtonElement>; children: ReactNode }) {
  return (
    <button type="button" className={ROOT_CLASS} style={varsOf(color)} data-variant="subtle" data-size="compact-xs" onClick={onClick}>
      <span className={Button.classes.inner}>
        <span className={Button.classes.label}>{children}</span>
      </span>
    </button>
  );
}

/** The row's actions side by side, as `<Group gap={4} wrap="nowrap">` drew them. */
export function RowButtons({ children }: { children: ReactNode }) {
  return <div className={classes.group}>{children}</div>;
}
