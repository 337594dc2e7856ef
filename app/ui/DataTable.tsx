import { ActionIcon, Anchor, Badge, Box, darken, Group, LoadingOverlay, Table, UnstyledButton, useMantineTheme } from "@mantine/core";
import { type ColumnDef, type ExpandedState, flexRender, getCoreRowModel, getExpandedRowModel, useReactTable } from "@tanstack/react-table";
import { memo, type MouseEvent, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { attachmentOf } from "#contract/file";
import { rowsCheckable, type Option, type ResourceDeclaration } from "~/resources/define";
import { rowNumber, type ListState } from "~/resources/list-state";
import type { TreeNode } from "~/resources/route.server";
import classes from "./DataTable.module.css";
import { cellText } from "./format";
import type { Language } from "~/lib/constants";
import { useTimeZone } from "~/lib/use-time-zone";
import { localText } from "~/lib/wordings";
import { fieldOptions, optionLabel } from "./options";

interface DataTableProps {
  resource: ResourceDeclaration;
  rows: TreeNode[];
  state: ListState;
  loading: boolean;
  checked: ReadonlySet<string>;
  onCheck: (ids: Set<string>) => void;
  onSort: (sorter: ListState["sorter"]) => void;
  /** The per-row actions column (edit, history …). */
  rowActions?: (row: TreeNode) => ReactNode;
  /** Room for a route's own row links beside the kit's actions. */
  rowActionsExtraWidth?: number;
  /** Loaded options of sourced fields, so cells show labels rather than codes. */
  options?: Record<string, Option[]>;
}

/** An attachment's file name, linked to the app's download of it (app/routes/files.$id.$name.tsx); "—" for none. */
export function AttachmentLink({ url }: { url: unknown }) {
  const file = attachmentOf(url);
  if (!file) return <>—</>;
  return (
    // The row's click selects it; following the link should not.
    <Anchor href={`/files/${file.id}/${encodeURIComponent(file.name)}`} download={file.name} rel="noopener" onClick={(event) => event.stopPropagation()}>
      {file.name}
    </Anchor>
  );
}

const NO_WIDTH = 60;
const SELECT_WIDTH = 40;
/** The least a column without a declared width gets before the table scrolls instead of squeezing it. */
const AUTO_MIN_WIDTH = 140;

/**
 * Tells the scroll box whether columns lie hidden to either side, so the sticky Actions column
 * casts a shadow over the columns scrolled under it. Written as data attributes on the box
 * rather than state: scrolling re-renders nothing.
 */
function useScrollEdges() {
  const ref = useRef<HTMLDivElement>(null);
  const update = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    box.toggleAttribute("data-more-left", box.scrollLeft > 0);
    box.toggleAttribute("data-more-right", box.scrollLeft + box.clientWidth < box.scrollWidth - 1);
  }, []);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    update();
    const observer = new ResizeObserver(update);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [update]);
  return { ref, onScroll: update };
}

/** A cell's whole text as its tooltip, set on the first hover and only where the cell cuts it. */
function titleCutCell(event: MouseEvent<HTMLElement>) {
  const cell = (event.target as HTMLElement).closest("td");
  if (cell && !cell.title && cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? "";
}

/**
 * Body rows and cells are plain elements with the Table's own classes and data attributes (those
 * of `striped`, `highlightOnHover` and row borders below): a page of 50 rows has 500 cells, and
 * Table.Tr and Table.Td resolve their props and styles once per cell.
 */
export const TR_CLASS = Table.classes.tr;
export const TD_CLASS = Table.classes.td;
export const TR_DATA = { "data-with-row-border": true, "data-striped": "odd", "data-hover": true } as const;

/** SPEC §2 data table: 序号 and selection columns, a click selects only that row, sorting on the whitelist. */
const TONE_TEXT_DARKENING = 0.3;

/**
 * Memoised: a screen draws again on each state of the router (its loader data and fetchers are
 * read through it), and the table, its 10–50 rows, only when its own props change (decision 0038).
 */
export const DataTable = memo(function DataTable({ resource, rows, state, loading, checked, onCheck, onSort, rowActions, rowActionsExtraWidth = 0, options }: DataTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const zone = useTimeZone();
  const theme = useMantineTheme();
  /** A tone's text: its darkest shade darkened further, AA on its own light tint over plain and striped rows alike. */
  const toneText = (color: string) => darken(theme.colors[color.split(".")[0]]?.[9] ?? theme.black, TONE_TEXT_DARKENING);
  const [expanded, setExpanded] = useState<ExpandedState>(true);
  const label = (field: string) => t(`resources.${resource.name}.fields.${field}`);

  const columns = useMemo<ColumnDef<TreeNode>[]>(
    () =>
      Object.entries(resource.fields)
        .filter(([, f]) => f.column)
        .map(([field, f]) => {
          const choices = fieldOptions(resource, field, f, options, t);
          return {
            id: field,
            header: () => label(field),
            size: f.column?.width,
            cell: ({ row }) => {
              const value = row.original[field];
              const color = typeof value === "string" ? f.column?.tone?.[value] : undefined;
              const text = choices ? optionLabel(choices, value) : cellText(localText(row.original, field, language), f.column?.format, zone, language);
              const shown =
                f.input === "file" ? (
                  <AttachmentLink url={value} />
                ) : color ? (
                  <Badge color={color} c={toneText(color)} variant="light" tt="none">
                    {text}
                  </Badge>
                ) : (
                  text
                );
              const to = f.column?.link?.(row.original);
              return to ? (
                <Anchor component={Link} to={to} size="sm">
                  {shown}
                </Anchor>
              ) : (
                shown
              );
            },
          };
        }),
    [resource, t, options, zone, language, theme],
  );
  const table = useReactTable({
    data: rows,
    columns,
    getRowId: (row) => row.id,
    getSubRows: resource.tree ? (row) => row.children : undefined,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: getExpandedRowModel(),
    state: { expanded },
    onExpandedChange: setExpanded,
  });
  const visible = table.getRowModel().rows;
  const checkable = rowsCheckable(resource);
  const allChecked = visible.length > 0 && visible.every((r) => checked.has(r.id));
  const toggle = (id: string) => {
    const next = new Set(checked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onCheck(next);
  };
  const sortOf = (field: string) => (state.sorter?.field === field ? state.sorter.order : undefined);
  const nextSort = (field: string): ListState["sorter"] => {
    const now = sortOf(field);
    return now === "ascend" ? { field, order: "descend" } : now === "descend" ? undefined : { field, order: "ascend" };
  };

  const actionsWidth = rowActionsWidth(resource) + rowActionsExtraWidth;
  const minWidth =
    (checkable ? SELECT_WIDTH : 0) + NO_WIDTH + columns.reduce((sum, column) => sum + (column.size ?? AUTO_MIN_WIDTH), 0) + (rowActions ? actionsWidth : 0);
  const edges = useScrollEdges();

  return (
    <Box className={classes.wrap} ref={edges.ref} onScroll={edges.onScroll}>
      <LoadingOverlay visible={loading} zIndex={3} overlayProps={{ blur: 1 }} loaderProps={{ "aria-label": t("kit.loading") }} />
      <Table striped="odd" highlightOnHover withRowBorders withTableBorder layout="fixed" miw={minWidth} data-testid="data-table">
        <Table.Thead>
          <Table.Tr>
            {checkable && (
              <Table.Th w={SELECT_WIDTH}>
                <input
                  type="checkbox"
                  className={`mantine-focus-auto ${classes.check}`}
                  aria-label={t("kit.selectAll")}
                  checked={allChecked}
                  onChange={() => onCheck(allChecked ? new Set() : new Set(visible.map((r) => r.id)))}
                />
              </Table.Th>
            )}
            <Table.Th w={NO_WIDTH}>{t("kit.no")}</Table.Th>
            {table.getHeaderGroups()[0].headers.map((header) => {
              const field = header.column.id;
              const sortable = !resource.tree && resource.sortable.includes(field);
              const order = sortOf(field);
              return (
                <Table.Th key={header.id} w={header.column.columnDef.size} aria-sort={order ? `${order}ing` : undefined}>
                  {sortable ? (
                    <UnstyledButton className={classes.sortable} onClick={() => onSort(nextSort(field))} aria-label={t("kit.sortBy", { column: label(field) })}>
                      {flexRender(header.column.columnDef.header, header.getContext())} {order === "ascend" ? "▲" : order === "descend" ? "▼" : "↕"}
                    </UnstyledButton>
                  ) : (
                    flexRender(header.column.columnDef.header, header.getContext())
                  )}
                </Table.Th>
              );
            })}
            {rowActions && (
              <Table.Th w={actionsWidth} className={classes.actions}>
                {t("kit.actions")}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onMouseOver={titleCutCell}>
          {visible.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={columns.length + 3} className={classes.empty} data-testid="table-empty">
                {t("kit.empty")}
              </Table.Td>
            </Table.Tr>
          )}
          {visible.map((row, index) => (
            <tr
              key={row.id}
              className={checkable ? `${TR_CLASS} ${classes.row}` : TR_CLASS}
              {...TR_DATA}
              data-row-id={row.id}
              aria-selected={checkable ? checked.has(row.id) : undefined}
              onClick={checkable ? () => onCheck(new Set([row.id])) : undefined}
            >
              {checkable && (
                <td className={TD_CLASS} onClick={(event) => event.stopPropagation()}>
                  <input
                    type="checkbox"
                    className={`mantine-focus-auto ${classes.check}`}
                    aria-label={t("kit.selectRow", { number: rowNumber(state, index) })}
                    checked={checked.has(row.id)}
                    onChange={() => toggle(row.id)}
                  />
                </td>
              )}
              <td className={TD_CLASS}>{resource.tree ? index + 1 : rowNumber(state, index)}</td>
              {row.getVisibleCells().map((cell, i) => (
                <td key={cell.id} className={`${TD_CLASS} ${classes.cell}`}>
                  {i === 0 && resource.tree ? (
                    <Group gap={4} wrap="nowrap" pl={row.depth * 20}>
                      {row.getCanExpand() ? (
                        <ActionIcon
                          variant="subtle"
                          size="sm"
                          aria-label={row.getIsExpanded() ? t("kit.collapse") : t("kit.expand")}
                          aria-expanded={row.getIsExpanded()}
                          onClick={(event) => {
                            event.stopPropagation();
                            row.toggleExpanded();
                          }}
                        >
                          {row.getIsExpanded() ? "−" : "+"}
                        </ActionIcon>
                      ) : (
                        <Box w={22} />
                      )}
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </Group>
                  ) : (
                    flexRender(cell.column.columnDef.cell, cell.getContext())
                  )}
                </td>
              ))}
              {rowActions && (
                <td className={`${TD_CLASS} ${classes.actions}`} onClick={(event) => event.stopPropagation()}>
                  {rowActions(row.original)}
                </td>
              )}
            </tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  );
});

const rowActionsWidth = (resource: ResourceDeclaration) => (resource.tree ? 260 : 170) + 90 * (resource.actions?.filter((a) => a.row).length ?? 0);
