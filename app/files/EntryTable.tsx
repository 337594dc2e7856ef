import { ActionIcon, Anchor, Group, Menu, Table, Text, UnstyledButton, VisuallyHidden } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconDots, IconFile, IconFileTypePdf, IconFolder, IconPhoto, IconSortAscending, IconSortDescending } from "@tabler/icons-react";
import { FOLDER, type NetdiscEntry } from "#contract/netdisc";
import { useTimeText } from "~/jobs/format";
import { canPreview, downloadUrl, useFilesText } from "./dialogs";
import { bytesText } from "./format";
import type { FilesRights } from "./screen.server";
import { viewSearch, type FilesViewState } from "./view";

export type RowAct = "rename" | "move" | "share" | "delete" | "restore" | "purge" | "preview";

function EntryIcon({ entry }: { entry: NetdiscEntry }) {
  const Icon = entry.type === FOLDER ? IconFolder : entry.contentType === "application/pdf" ? IconFileTypePdf : entry.contentType?.startsWith("image/") ? IconPhoto : IconFile;
  return <Icon size={18} stroke={1.5} aria-hidden style={{ flexShrink: 0 }} />;
}

/** A column head that sorts by its field, ascending then descending. */
function SortHead({ field, label, state }: { field: "name" | "size" | "updateTime"; label: string; state: FilesViewState }) {
  const on = state.sort?.startsWith(`${field}_`) ? (state.sort.endsWith("descend") ? "descend" : "ascend") : field === "name" && !state.sort ? "ascend" : null;
  const next = on === "ascend" ? `${field}_descend` : `${field}_ascend`;
  const Icon = on === "descend" ? IconSortDescending : IconSortAscending;
  return (
    <Table.Th aria-sort={on === "ascend" ? "ascending" : on === "descend" ? "descending" : "none"}>
      <UnstyledButton
        component={Link}
        to={viewSearch({
          ...state,
          sort: next as FilesViewState["sort"],
          page: 1,
        })}
        preventScrollReset
        fw={600}
        fz="sm"
      >
        <Group gap={4} wrap="nowrap">
          {label}
          {on && <Icon size={14} aria-hidden />}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/** A folder's entries (or the recycle bin's): folders open, files download; each row's actions in its menu. */
export function EntryTable({
  entries,
  state,
  can,
  onAct,
}: {
  entries: NetdiscEntry[];
  state: FilesViewState;
  can: FilesRights;
  onAct: (act: RowAct, entry: NetdiscEntry) => void;
}) {
  const r = useFilesText();
  const time = useTimeText();
  const bin = state.view === "bin";
  const acts = (entry: NetdiscEntry): RowAct[] =>
    bin
      ? can.remove
        ? ["restore", "purge"]
        : []
      : [
          ...(entry.url && canPreview(entry.contentType) ? (["preview"] as const) : []),
          ...(can.add ? (["rename", "move"] as const) : []),
          ...(can.share && entry.url ? (["share"] as const) : []),
          ...(can.remove ? (["delete"] as const) : []),
        ];
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped highlightOnHover verticalSpacing={6}>
        <Table.Thead>
          <Table.Tr>
            {bin ? <Table.Th>{r("columns.name")}</Table.Th> : <SortHead field="name" label={r("columns.name")} state={state} />}
            {bin ? <Table.Th w={110}>{r("columns.size")}</Table.Th> : <SortHead field="size" label={r("columns.size")} state={state} />}
            {bin ? <Table.Th w={170}>{r("columns.deleted")}</Table.Th> : <SortHead field="updateTime" label={r("columns.modified")} state={state} />}
            <Table.Th w={120}>{r("columns.createBy")}</Table.Th>
            <Table.Th w={60}>
              <VisuallyHidden>{r("columns.actions")}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id} data-testid="entry-row">
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <EntryIcon entry={entry} />
                  {bin ? (
                    <Text size="sm">{entry.name}</Text>
                  ) : entry.type === FOLDER ? (
                    <Anchor
                      component={Link}
                      to={viewSearch({
                        view: state.view,
                        folder: entry.id,
                        size: state.size,
                        sort: state.sort,
                      })}
                      size="sm"
                    >
                      {entry.name}
                    </Anchor>
                  ) : (
                    <Anchor href={downloadUrl(entry.url!)} size="sm" download>
                      {entry.name}
                    </Anchor>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{entry.type === FOLDER ? "—" : bytesText(entry.size)}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>{time(Date.parse(bin ? entry.deleteTime! : entry.updateTime))}</Table.Td>
              <Table.Td>{entry.createBy ?? "—"}</Table.Td>
              <Table.Td>
                {acts(entry).length > 0 && (
                  <Menu position="bottom-end" withinPortal>
                    <Menu.Target>
                      <ActionIcon variant="subtle" color="gray" aria-label={r("actions.more", { name: entry.name })}>
                        <IconDots size={18} />
                      </ActionIcon>
                    </Menu.Target>
                    <Menu.Dropdown>
                      {acts(entry).map((act) => (
                        <Menu.Item key={act} color={act === "delete" || act === "purge" ? "red" : undefined} onClick={() => onAct(act, entry)}>
                          {r(`actions.${act}`)}
                        </Menu.Item>
                      ))}
                    </Menu.Dropdown>
                  </Menu>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
