import { Button, MantineProvider, Table } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { buildTheme } from "~/theme";
import { TD_CLASS, TR_CLASS, TR_DATA } from "./DataTable";
import { RowButton } from "./RowButton";

/** Each opening tag inside the probe, in order: its name, classes (sorted), data attributes and style variable names. */
function shape(html: string) {
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
const inMantine = (node: React.ReactNode) =>
  renderToStaticMarkup(
    <MantineProvider theme={buildTheme()}>
      <div data-probe="">{node}</div>
    </MantineProvider>,
  );

describe("RowButton", () => {
  it("draws what Mantine's compact-xs subtle Button draws", () => {
    const mantine = shape(inMantine(<Button size="compact-xs" variant="subtle">Edit</Button>));
    expect(mantine.map((element) => element.tag)).toEqual(["button", "span", "span"]);
    expect(shape(inMantine(<RowButton onClick={() => undefined}>Edit</RowButton>))).toEqual(mantine);
    expect(shape(inMantine(<RowButton color="red" onClick={() => undefined}>Delete</RowButton>))).toEqual(mantine);
  });

  it("uses the primary colour's variables, or the colour it is given for its text", () => {
    const html = inMantine(<RowButton color="red" onClick={() => undefined}>Delete</RowButton>);
    expect(html).toContain("--button-hover:var(--mantine-primary-color-light-hover)");
    expect(html).toContain("--button-color:var(--mantine-color-red-text)");
  });
});

describe("the data table's plain rows", () => {
  it("carry the classes and data attributes Table.Tr and Table.Td give a striped, hover-lit table with row borders", () => {
    const html = inMantine(
      <Table striped="odd" highlightOnHover withRowBorders>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>cell</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>,
    );
    const [, tr, td] = shape(html).filter((element) => ["tbody", "tr", "td"].includes(element.tag));
    expect(tr).toMatchObject({ tag: "tr", classes: [TR_CLASS], data: Object.entries(TR_DATA).map(([name, value]) => `${name}=${value}`).sort() });
    expect(td).toMatchObject({ tag: "td", classes: [TD_CLASS] });
  });
});
