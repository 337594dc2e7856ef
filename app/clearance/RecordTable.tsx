import { Button, Group, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import { buttonCode, type ResourceDeclaration } from "~/resources/define";
import { Can } from "~/ui/Can";

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** Identifiers read better in a fixed-width face. */
  mono?: boolean;
  testId?: string;
}

interface Props<T> {
  label: string;
  minWidth: number;
  resource: ResourceDeclaration;
  columns: RecordColumn<T>[];
  rows: T[];
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  testId?: string;
  /** Whose page texts name "nothing yet", edit and delete (`resources.<name>.page`). */
  textsOf?: string;
  /** Rows that may not be changed (a declaration no longer a draft) show no edit or delete. */
  locked?: boolean;
}

/** A part of a record's page as a table: its columns, "nothing yet", and edit and delete per row for those holding the buttons. */
export function RecordTable<T extends { id: string }>({ label, minWidth, resource, columns, rows, onEdit, onDelete, testId, textsOf = "importClearance", locked = false }: Props<T>) {
  const { t } = useTranslation();
  const p = (key: string) => t(`resources.${textsOf}.page.${key}`);
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover aria-label={label} data-testid={testId}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.header}>{column.header}</Table.Th>
            ))}
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 1}>{p("none")}</Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              {columns.map((column) => (
                <Table.Td key={column.header} ff={column.mono ? "monospace" : undefined} data-testid={column.testId}>
                  {column.cell(row)}
                </Table.Td>
              ))}
              <Table.Td>
                {!locked && (
                  <Group gap={4} wrap="nowrap">
                    <Can code={buttonCode(resource, "update")}>
                      <Button size="compact-xs" variant="subtle" onClick={() => onEdit(row)}>
                        {p("editRow")}
                      </Button>
                    </Can>
                    <Can code={buttonCode(resource, "delete")}>
                      <Button size="compact-xs" variant="subtle" color="red" onClick={() => onDelete(row)}>
                        {p("delete")}
                      </Button>
                    </Can>
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
