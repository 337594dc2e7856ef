import { Table } from "@mantine/core";
import { TD_CLASS, TR_CLASS, TR_DATA } from "./DataTable";
import { inMantine, shape } from "./markup-shape.testing";

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
