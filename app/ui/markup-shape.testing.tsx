import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { buildTheme } from "~/theme";

/*
 * For tests that compare the app's hand-written markup with what a Mantine component draws
 * (RowButton, the data table's rows): the parts that decide the look, not the text.
 */

/** Each opening tag inside the probe, in order: its name, classes (sorted), data attributes and style variable names. */
export function shape(html: string) {
  const inside = html.slice(html.indexOf("<div data-probe"));
  return [...inside.matchAll(/<([a-z]+)([^>]*)>/g)].slice(1).map(([, tag, attributes]) => {
    const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1] ?? "";
    return {
      tag,
      classes: attribute("class")
        .split(/\s+/)
        .filter((c) => c && (!c.startsWith("mantine-") || c === "mantine-focus-auto" || c === "mantine-active"))
        .sort(),
      data: [...attributes.matchAll(/\s(data-[a-z-]+)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`).sort(),
      vars: attribute("style")
        .split(";")
        .map((part) => part.split(":")[0].trim())
        .filter(Boolean)
        .sort(),
    };
  });
}
/** Static markup of `node` inside the app's MantineProvider and a probe element. */
export const inMantine = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={buildTheme()}>
      <div data-probe="">{node}</div>
    </MantineProvider>,
  );
