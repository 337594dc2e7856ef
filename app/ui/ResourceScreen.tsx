import { Button, Group, Modal, Stack, Text, Title } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useFetcher, useLoaderData, useLocation, useNavigate, useNavigation } from "@remix-run/react";
import { type ComponentType, type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { ERROR_TOAST_MS } from "~/lib/constants";
import { buttonCode, rowAllows, type ActionSpec, type ResourceDeclaration } from "~/resources/define";
import { listSearch, withChange, type ListState } from "~/resources/list-state";
import type { ResourceActionResult, ResourceLoaderData, TreeNode } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { useStableCallback } from "~/lib/use-stable-callback";
import { Can } from "./Can";
import { RowButton, RowButtons } from "./RowButton";
import { DataTable } from "./DataTable";
import { EntityForm, type EntityFormTarget, type FieldInputs } from "./EntityForm";
import { ExportMenu } from "./ExportMenu";
import { HistoryDrawer } from "./HistoryDrawer";
import { formOf, keptChecks } from "./checks";
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

/** What a route's own dialog gets: the records it acts on, and how to close it. */
export interface ResourceDialogProps {
  records: TreeNode[];
  onClose: () => void;
}

interface ResourceScreenProps {
  resource: ResourceDeclaration;
  /** The route's own dialogs, by the intent of the `dialog` action that opens them. */
  dialogs?: Record<string, ComponentType<ResourceDialogProps>>;
  /** Shown between the title and the query form (a tree of orgs to filter by …). */
  aside?: ReactNode;
  /**
   * The route's own links in each row's actions (a region's children …), and the room they take;
   * with `history`, the links are the row's history, so the kit's own History leaves the row.
   */
  rowLinks?: { width: number; render: (row: TreeNode) => ReactNode; history?: boolean };
  /** The route's own inputs of some fields in the add/edit form. */
  inputs?: FieldInputs;
  /** Told what a successful add or edit answered (a secret shown once …). */
  onSaved?: (result: ResourceActionResult) => void;
}

/** Every CRUD screen: query form, toolbar, table, pager, and the dialogs, all from the declaration. */
export function ResourceScreen({ resource, dialogs = {}, aside, rowLinks, inputs, onSaved }: ResourceScreenProps) {
  const { t } = useTranslation();
  const { state, rows, total, options } = useLoaderData<ResourceLoaderData>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const location = useLocation();
  const [checked, setChecked] = useState<Set<string>>(new Set());
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [importing, setImporting] = useState(false);
  const remove = useFetcher<ResourceActionResult>();
  const history = useFetcher<ResourceActionResult>();
  const act = useFetcher<ResourceActionResult>();
  const [historyOpen, setHistoryOpen] = useState(false);
  const [asking, setAsking] = useState<{ action: ActionSpec; records: TreeNode[] } | null>(null);
  const [dialog, setDialog] = useState<{ intent: string; records: TreeNode[]; opening: number } | null>(null);
  // A route's dialog leaves the page when it closes, before its modal could hand focus back: the
  // screen keeps the button that opened it and returns focus there, as the kit's own dialogs do.
  const opener = useRef<HTMLElement | null>(null);
  const closeDialog = () => {
    setDialog(null);
    requestAnimationFrame(() => {
      if (opener.current?.isConnected) opener.current.focus();
      opener.current = null;
    });
  };
  const can = (button: string) => buttonCode(resource, button);
  const offers = (intent: "create" | "update" | "delete" | "history") => !resource.without?.includes(intent);
  const keyOf = (row: TreeNode) => String(row[resource.deleteBy ?? "id"]);

  useActionFeedback(remove.data);
  useActionFeedback(history.data);
  useActionFeedback(act.data);
  useEffect(() => {
    if (act.state === "idle" && act.data) setAsking(null);
  }, [act.state, act.data]);
  // A new set of rows keeps the checks of the rows still in it: a search that lands just after
  // a row was checked (or a revalidation) does not silently uncheck what is still on screen.
  const rowIds = rows.map((row) => row.id).join();
  useEffect(() => setChecked((before) => keptChecks(before, (id) => findNode(rows, id) !== undefined)), [rowIds]);
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
  const openHistory = useStableCallback((row: TreeNode) => {
    setHistoryOpen(true);
    history.submit({ intent: "history", id: keyOf(row) }, { method: "post" });
  });
  const actionLabel = (action: ActionSpec) => t(`resources.${resource.name}.actions.${action.intent}`);
  /** Runs an action on records: its dialog, a confirmation, or straight away. */
  const run = useStableCallback((action: ActionSpec, records: TreeNode[]) => {
    // Each opening is a fresh dialog, never the one still closing.
    if (action.dialog) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return setDialog((open) => ({ intent: action.intent, records, opening: (open?.opening ?? 0) + 1 }));
    }
    if (action.confirm) return setAsking({ action, records });
    act.submit(formOf({ intent: action.intent, id: records.map(keyOf) }), { method: "post" });
  });
  /** The checked records an action needs (SPEC §5 messages when they do not fit). */
  const chosen = (action: ActionSpec): TreeNode[] | undefined => {
    if (action.records === "none") return [];
    if (action.records === "one") {
      const record = single();
      return record ? [record] : undefined;
    }
    if (checked.size === 0) {
      warn("kit.selectSome");
      return undefined;
    }
    return [...checked].map((id) => findNode(rows, id)).filter((row): row is TreeNode => row !== undefined);
  };
  // The table is memoised: its row actions change only with what they show (a route's own row
  // links, the language); the handlers they call are stable and always the latest.
  const rowActions = useCallback(
    (row: TreeNode) => (
      <RowButtons>
        {rowLinks?.render(row)}
        {offers("update") && rowAllows(resource, "update", row) && (
          <Can code={can("update")}>
            <RowButton onClick={() => setEditing({ record: row })}>
              {t("kit.edit")}
            </RowButton>
          </Can>
        )}
        {resource.tree && (
          <Can code={can("add")}>
            <RowButton onClick={() => setEditing({ preset: { [resource.tree!.parentField]: row.id } })}>
              {t("kit.addChild")}
            </RowButton>
          </Can>
        )}
        {resource.actions
          ?.filter((action) => action.row && rowAllows(resource, action.intent, row))
          .map((action) => (
            <Can key={action.intent} code={can(action.button)}>
              <RowButton color={action.color} onClick={() => run(action, [row])}>
                {actionLabel(action)}
              </RowButton>
            </Can>
          ))}
        {offers("history") && !rowLinks?.history && (
          <RowButton onClick={() => openHistory(row)}>
            {t("kit.history")}
          </RowButton>
        )}
      </RowButtons>
    ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- offers, can and actionLabel follow resource and t
    [resource, rowLinks, t, run, openHistory],
  );
  const sortBy = useStableCallback((sorter: ListState["sorter"]) => go({ sorter }));
  const toPage = useStableCallback((currentPage: number) => go({ currentPage }));
  const toPageSize = useStableCallback((pageSize: number) => go({ pageSize }));
  // A dialog is a component of its own (it may hold hooks), keyed by the records it opened on.
  const Dialog = dialog ? dialogs[dialog.intent] : undefined;
  const loading = navigation.state === "loading" && navigation.location.pathname === location.pathname;

  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t(`resources.${resource.name}.title`)}
      </Title>
      {aside}
      <QueryForm resource={resource} state={state} options={options} />
      <Group gap="sm" data-testid="toolbar">
        {offers("create") && (
          <Can code={can("add")}>
            {/* A screen may name its "add" in its own words ("Ask for a recharge"). */}
            <Button onClick={() => setEditing({ preset: resource.addDefaults })}>{t(`resources.${resource.name}.create`, { defaultValue: t("kit.add") })}</Button>
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
        )}
        {offers("update") && (
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
        )}
        {offers("delete") && (
          <Can code={can("delete")}>
            <Button variant="default" c="red.8" onClick={() => (checked.size === 0 ? warn("kit.selectToDelete") : setConfirming(true))}>
              {t("kit.delete")}
            </Button>
          </Can>
        )}
        {resource.actions?.map((action) => (
          <Can key={action.intent} code={can(action.button)}>
            <Button
              variant="default"
              c={action.color}
              loading={act.state !== "idle" && act.formData?.get("intent") === action.intent}
              onClick={() => {
                const records = chosen(action);
                if (records) run(action, records);
              }}
            >
              {actionLabel(action)}
            </Button>
          </Can>
        ))}
        {offers("history") && (
          <Button
            variant="default"
            onClick={() => {
              const record = single();
              if (record) openHistory(record);
            }}
          >
            {t("kit.history")}
          </Button>
        )}
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
        onSort={sortBy}
        options={options}
        rowActionsExtraWidth={rowLinks?.width}
        rowActions={rowActions}
      />
      {!resource.tree && <Pager total={total} currentPage={state.currentPage} pageSize={state.pageSize} onPage={toPage} onPageSize={toPageSize} />}

      <EntityForm resource={resource} target={editing} tree={resource.tree ? rows : undefined} options={options} inputs={inputs} onClose={() => setEditing(null)} onSaved={onSaved} />
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t("kit.delete")}>
        <Text>{t("kit.confirmDelete", { count: checked.size })}</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t("kit.cancel")}
          </Button>
          <Button
            color="red"
            loading={remove.state !== "idle"}
            onClick={() =>
              remove.submit(
                formOf({
                  intent: "delete",
                  id: [...checked]
                    .map((id) => findNode(rows, id))
                    .filter((row): row is TreeNode => row !== undefined)
                    .map(keyOf),
                }),
                { method: "post" }
              )
            }
          >
            {t("kit.confirm")}
          </Button>
        </Group>
      </Modal>
      <Modal opened={asking !== null} onClose={() => setAsking(null)} title={asking ? actionLabel(asking.action) : ""}>
        <Text>
          {asking
            ? t(`resources.${resource.name}.confirm.${asking.action.intent}`, {
                count: asking.records.length,
                defaultValue: t("kit.confirmAction", { action: actionLabel(asking.action), count: asking.records.length }),
              })
            : ""}
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setAsking(null)}>
            {t("kit.cancel")}
          </Button>
          <Button
            color={asking?.action.color ?? "blue"}
            loading={act.state !== "idle"}
            onClick={() => asking && act.submit(formOf({ intent: asking.action.intent, id: asking.records.map(keyOf) }), { method: "post" })}
          >
            {t("kit.confirm")}
          </Button>
        </Group>
      </Modal>
      {dialog && Dialog && <Dialog key={`${dialog.intent}-${dialog.opening}`} records={dialog.records} onClose={closeDialog} />}
      {resource.importable && <ImportDialog resource={resource} opened={importing} onClose={() => setImporting(false)} />}
      <HistoryDrawer entries={historyOpen ? history.data?.history ?? (history.state === "idle" ? [] : null) : null} onClose={() => setHistoryOpen(false)} />
    </Stack>
  );
}
