import { Anchor, Breadcrumbs, Button, Group, Progress, SegmentedControl, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { IconFolderPlus, IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { z } from "zod";
import { idSchema } from "#contract/envelope";
import { providerMessages } from "#contract/messages";
import { type FolderNode, type NetdiscEntry } from "#contract/netdisc";
import { failure } from "~/auth/action-result.server";
import { ConfirmDialog, downloadUrl, MoveDialog, NameDialog, PreviewDialog, useFilesText } from "~/files/dialogs";
import { EntryTable, type RowAct } from "~/files/EntryTable";
import { bytesText, usedPercent } from "~/files/format";
import { filesScreen } from "~/files/screen.server";
import { ShareDialog } from "~/files/ShareDialog";
import { UploadPanel } from "~/files/UploadPanel";
import { FILE_VIEWS, viewOf, viewSearch, type FileView } from "~/files/view";
import { useTimeText } from "~/jobs/format";
import { useActionFeedback } from "~/shell/action-feedback";
import type { ActionResult } from "~/lib/action-result";
import { screenTexts } from "~/resources/resources.i18n";
import { Pager } from "~/ui/Pager";

/** The netdisc (SPEC §1 "file and netdisc"): a space's folder, a search, the other screens' uploads, or the bin; with the tenant's usage. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, can, lang } = await filesScreen(request);
  const state = viewOf(new URL(request.url).searchParams);
  const asked = {
    currentPage: state.page,
    pageSize: state.size,
    sorter: state.sort,
    name: state.q || undefined,
  };
  const [usage, listing] = await Promise.all([
    api.usage(),
    state.view === "attachments"
      ? api.attachments(asked).then((page) => ({ kind: "attachments" as const, page }))
      : state.view === "bin"
      ? api.recycle(asked).then((page) => ({
          kind: "entries" as const,
          page: { ...page, trail: [] },
        }))
      : api.list(state.view, state.folder, asked).then((page) => ({ kind: "entries" as const, page })),
  ]);
  return {
    state,
    usage,
    listing,
    can,
    texts: screenTexts(["uploadDownload"], lang),
  };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? "");
const spaceSchema = z.enum(["mine", "shared"]);
const parentSchema = z.preprocess((v) => (v === "" ? null : v), idSchema.nullable());

/** The screen's intents, each under the menu button that grants it; the provider refuses anyway. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, can } = await filesScreen(request);
  const form = await request.formData();
  const intent = text(form, "intent");
  const needs = {
    folder: can.add,
    rename: can.add,
    move: can.add,
    tree: can.add,
    delete: can.remove,
    restore: can.remove,
    purge: can.remove,
    share: can.share,
    shares: can.share,
    revoke: can.share,
  }[intent];
  if (needs === undefined) return json<ActionResult>({ ok: false, error: { key: "errors.hasError" } }, 400);
  if (!needs) return json<ActionResult>({ ok: false, error: { text: providerMessages.forbidden } }, 403);
  const id = idSchema.safeParse(form.get("id"));
  const done = (key: string, data?: unknown) =>
    json({
      ok: true,
      success: { key: `resources.uploadDownload.done.${key}` },
      data,
    });
  try {
    if (intent === "folder") {
      const space = spaceSchema.safeParse(form.get("space"));
      const parent = parentSchema.safeParse(form.get("parentId"));
      if (!space.success || !parent.success) return json<ActionResult>({ ok: false, error: { key: "errors.hasError" } }, 400);
      await api.addFolder(space.data, parent.data, text(form, "name"));
      return done("folder");
    }
    if (intent === "tree") {
      const space = spaceSchema.safeParse(form.get("space"));
      return json({
        ok: space.success,
        data: space.success ? await api.tree(space.data) : [],
      });
    }
    if (!id.success) return json<ActionResult>({ ok: false, error: { key: "errors.hasError" } }, 400);
    switch (intent) {
      case "rename":
        await api.rename(id.data, text(form, "name"));
        return done("rename");
      case "move": {
        const parent = parentSchema.safeParse(form.get("parentId"));
        await api.move(id.data, parent.success ? parent.data : null);
        return done("move");
      }
      case "delete":
      case "restore":
      case "purge":
        await api[intent === "delete" ? "remove" : intent]([id.data]);
        return done(intent);
      case "share":
        return done("share", await api.share(id.data, text(form, "expireTime")));
      case "shares":
        return json({ ok: true, data: await api.shares(id.data) });
      default:
        await api.revoke(id.data);
        return done("revoke");
    }
  } catch (error) {
    return json<ActionResult>(failure(error));
  }
}

type Dialog = {
  act: RowAct | "folder";
  entry?: NetdiscEntry;
  tree?: FolderNode[];
} | null;

export default function UploadDownloadScreen() {
  const { state, usage, listing, can } = useLoaderData<typeof loader>();
  const r = useFilesText();
  const time = useTimeText();
  const navigate = useNavigate();
  const tree = useFetcher<{ ok: boolean; data: FolderNode[] }>();
  const [dialog, setDialog] = useState<Dialog>(null);
  const space = state.view === "mine" || state.view === "shared" ? state.view : null;
  const close = () => setDialog(null);
  const restore = useFetcher<ActionResult>();
  useActionFeedback(restore.data);
  const onAct = (act: RowAct, entry: NetdiscEntry) => {
    if (act === "restore") return restore.submit({ intent: "restore", id: entry.id }, { method: "post" });
    if (act === "move") tree.submit({ intent: "tree", space: entry.space }, { method: "post" });
    setDialog({ act, entry });
  };
  const page = listing.page;
  const empty = page.list.length === 0;
  const trail = listing.kind === "entries" ? listing.page.trail : [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={2}>{r("title")}</Title>
        <Stack gap={2} miw={220} maw={320} style={{ flex: "1 1 220px" }} data-testid="usage">
          <Text size="xs" c="dimmed" ta="right">
            {r("usage", {
              used: bytesText(usage.used),
              quota: bytesText(usage.quota),
            })}
          </Text>
          <Progress
            value={usedPercent(usage.used, usage.quota)}
            size="sm"
            aria-label={r("usage", {
              used: bytesText(usage.used),
              quota: bytesText(usage.quota),
            })}
            color={usedPercent(usage.used, usage.quota) > 90 ? "red" : undefined}
          />
        </Stack>
      </Group>
      <SegmentedControl
        value={state.view}
        onChange={(view) => navigate(viewSearch({ view: view as FileView, size: state.size }))}
        data={FILE_VIEWS.map((view) => ({
          value: view,
          label: r(`spaces.${view}`),
        }))}
        style={{ alignSelf: "flex-start", maxWidth: "100%" }}
        aria-label={r("title")}
      />
      <Group justify="space-between" gap="sm">
        <Form method="get" role="search" style={{ flex: "1 1 240px", maxWidth: 360 }}>
          {state.view !== "mine" && <input type="hidden" name="view" value={state.view} />}
          <TextInput name="q" defaultValue={state.q} placeholder={r("search")} aria-label={r("search")} leftSection={<IconSearch size={16} />} key={`${state.view}:${state.q}`} />
        </Form>
        {space && can.add && (
          <Button variant="default" leftSection={<IconFolderPlus size={16} />} onClick={() => setDialog({ act: "folder" })}>
            {r("newFolder")}
          </Button>
        )}
      </Group>
      {space && !state.q && (
        <Breadcrumbs separatorMargin={4} aria-label={r("spaces." + space)}>
          <Anchor component={Link} to={viewSearch({ view: space, size: state.size })} size="sm">
            {r(`spaces.${space}`)}
          </Anchor>
          {trail.map((crumb, i) =>
            i === trail.length - 1 ? (
              <Text key={crumb.id} size="sm" aria-current="page">
                {crumb.name}
              </Text>
            ) : (
              <Anchor
                key={crumb.id}
                component={Link}
                to={viewSearch({
                  view: space,
                  folder: crumb.id,
                  size: state.size,
                })}
                size="sm"
              >
                {crumb.name}
              </Anchor>
            )
          )}
        </Breadcrumbs>
      )}
      {space && can.add && <UploadPanel space={space} parentId={state.folder} />}
      {state.view === "attachments" && (
        <Text size="sm" c="dimmed">
          {r("attachmentsNote")}
        </Text>
      )}
      {state.view === "bin" && (
        <Text size="sm" c="dimmed">
          {r("binNote")}
        </Text>
      )}
      {empty ? (
        <Text c="dimmed" ta="center" py="xl">
          {r(state.q ? "empty.search" : state.view === "bin" ? "empty.bin" : state.view === "attachments" ? "empty.attachments" : "empty.folder")}
        </Text>
      ) : listing.kind === "entries" ? (
        <EntryTable entries={listing.page.list} state={state} can={can} onAct={onAct} />
      ) : (
        <Table.ScrollContainer minWidth={480}>
          <Table striped verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{r("columns.name")}</Table.Th>
                <Table.Th w={110}>{r("columns.size")}</Table.Th>
                <Table.Th w={170}>{r("columns.modified")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {listing.page.list.map((file) => (
                <Table.Tr key={file.id} data-testid="entry-row">
                  <Table.Td>
                    <Anchor href={downloadUrl(file.url)} size="sm" download>
                      {file.originalName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{bytesText(file.size)}</Table.Td>
                  <Table.Td style={{ whiteSpace: "nowrap" }}>{time(Date.parse(file.createTime))}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Pager
        total={page.pagination.total}
        currentPage={page.pagination.current}
        pageSize={page.pagination.pageSize}
        onPage={(p) =>
          navigate(viewSearch({ ...state, page: p }), {
            preventScrollReset: true,
          })
        }
        onPageSize={(size) =>
          navigate(viewSearch({ ...state, size, page: 1 }), {
            preventScrollReset: true,
          })
        }
      />
      {dialog?.act === "folder" && space && <NameDialog intent="folder" hidden={{ space, parentId: state.folder ?? "" }} onClose={close} />}
      {dialog?.act === "rename" && dialog.entry && <NameDialog intent="rename" entry={dialog.entry} hidden={{ id: dialog.entry.id }} onClose={close} />}
      {dialog?.act === "move" && dialog.entry && tree.data && <MoveDialog entry={dialog.entry} tree={tree.data.data} onClose={close} />}
      {(dialog?.act === "delete" || dialog?.act === "purge") && dialog.entry && <ConfirmDialog intent={dialog.act} entry={dialog.entry} onClose={close} />}
      {dialog?.act === "share" && dialog.entry && <ShareDialog entry={dialog.entry} onClose={close} />}
      {dialog?.act === "preview" && dialog.entry?.url && <PreviewDialog name={dialog.entry.name} url={dialog.entry.url} contentType={dialog.entry.contentType!} onClose={close} />}
    </Stack>
  );
}
