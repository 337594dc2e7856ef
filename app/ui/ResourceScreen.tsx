import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useFetcher, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ERROR_TOAST_MS } from "~/lib/constants";
import { buttonCode, type ResourceDeclaration } from "~/resources/define";
import { listSearch, withChange, type ListState } from "~/resources/list-state";
import type { ResourceActionResult, ResourceLoaderData, TreeNode } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { Can } from "./Can";
import { DataTable } from "./DataTable";
import { EntityForm, type EntityFormTarget } from "./EntityForm";
import { ExportMenu } from "./ExportMenu";
import { HistoryDrawer } from "./HistoryDrawer";
import { ImportDialog } from "./ImportDialog";
import { Pager } from "./Pager";
import { QueryForm } from "./QueryForm";

function findNode(nodes: TreeNode[], id: string): TreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** Every CRUD screen: query form, toolbar, table, pager, and the dialogs, all from the declaration. */
export function ResourceScreen({ resource }: { resource: ResourceDeclaration }) {
  const { t } = useTranslation();
  const { state, rows, total } = useLoaderData<ResourceLoaderData>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [importing, setImporting] = useState(false);
  const remove = useFetcher<ResourceActionResult>();
  const history = useFetcher<ResourceActionResult>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const can = (button: string) => buttonCode(resource, button);

  useActionFeedback(remove.data);
  useActionFeedback(history.data);
  // A new set of rows clears the checks; a revalidation that brings the same rows keeps them.
  const rowIds = rows.map((row) => row.id).join();
  useEffect(() => setChecked(new Set()), [rowIds]);
  useEffect(() => {
    if (remove.state === "idle" && remove.data?.ok) setConfirming(false);
  }, [remove.state, remove.data]);

  const go = (change: Partial<ListState>) => navigate(`${resource.path}${listSearch(withChange(state, change))}`);
  const warn = (key: string) => notifications.show({ color: "yellow", message: t(key), autoClose: ERROR_TOAST_MS });
  /** SPEC §5: single-record actions need exactly one checked record. */
  const single = (): TreeNode | undefined => {
    if (checked.size !== 1) {
      warn("kit.selectOne");
      return undefined;
    }
    return findNode(rows, [...checked][0]);
  };
  const openHistory = (id: string) => {
    setHistoryOpen(true);
    history.submit({ intent: "history", id }, { method: "post" });
  };
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t(`resources.${resource.name}.title`)}
      </Title>
      <QueryForm resource={resource} state={state} />
      <Group gap="sm" data-testid="toolbar">
        <Can code={can("add")}>
          <Button onClick={() => setEditing({})}>{t("kit.add")}</Button>
          {resource.tree && (
            <Button
              variant="default"
              onClick={() => {
                const parent = single();
                if (parent) setEditing({ preset: { [resource.tree!.parentField]: parent.id } });
              }}
            >
              {t("kit.addChild")}
            </Button>
          )}
        </Can>
        <Can code={can("update")}>
          <Button
            variant="default"
            onClick={() => {
              const record = single();
              if (record) setEditing({ record });
            }}
          >
            {t("kit.edit")}
          </Button>
        </Can>
        <Can code={can("delete")}>
          <Button variant="default" c="red.8" onClick={() => (checked.size === 0 ? warn("kit.selectToDelete") : setConfirming(true))}>
            {t("kit.delete")}
          </Button>
        </Can>
        <Button
          variant="default"
          onClick={() => {
            const record = single();
            if (record) openHistory(record.id);
          }}
        >
          {t("kit.history")}
        </Button>
        <Can code={can("export")}>
          <ExportMenu resource={resource} state={state} />
        </Can>
        {resource.importable && (
          <Can code={can("import")}>
            <Button variant="default" onClick={() => setImporting(true)}>
              {t("kit.import.menu")}
            </Button>
          </Can>
        )}
      </Group>
      <DataTable
        resource={resource}
        rows={rows}
        state={state}
        loading={loading}
        checked={checked}
        onCheck={setChecked}
        onSort={(sorter) => go({ sorter })}
        rowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Can code={can("update")}>
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ record: row })}>
                {t("kit.edit")}
              </Button>
            </Can>
            {resource.tree && (
              <Can code={can("add")}>
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ preset: { [resource.tree!.parentField]: row.id } })}>
                  {t("kit.addChild")}
                </Button>
              </Can>
            )}
            <Button size="compact-xs" variant="subtle" onClick={() => openHistory(row.id)}>
              {t("kit.history")}
            </Button>
          </Group>
        )}
      />
      {!resource.tree && <Pager total={total} currentPage={state.currentPage} pageSize={state.pageSize} onPage={(currentPage) => go({ currentPage })} onPageSize={(pageSize) => go({ pageSize })} />}

      <EntityForm resource={resource} target={editing} tree={resource.tree ? rows : undefined} onClose={() => setEditing(null)} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("kit.delete")}>
        <Text>{t("kit.confirmDelete", { count: checked.size })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("kit.cancel")}
          </Button>
          <Button color="red" loading={remove.state !== "idle"} onClick={() => remove.submit({ intent: "delete", id: [...checked] }, { method: "post" })}>
            {t("kit.confirm")}
          </Button>
        </Group>
      </Modal>
      {resource.importable && <ImportDialog resource={resource} opened={importing} onClose={() => setImporting(false)} />}
      <HistoryDrawer entries={historyOpen ? (history.data?.history ?? (history.state === "idle" ? [] : null)) : null} onClose={() => setHistoryOpen(false)} />
    </Stack>
  );
}
