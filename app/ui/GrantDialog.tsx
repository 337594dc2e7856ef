import { Checkbox, Group, Modal, MultiSelect, ScrollArea, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { RoleGrants } from "#contract/admin/grants";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";
import { useActionFeedback } from "~/shell/action-feedback";
import { LoadSaveBody } from "./LoadSaveBody";
import { useDialogFetchers } from "./dialog-fetchers";
import { GrantTree, leavesOf, touchedIds, type GrantNode } from "./GrantTree";
import type { ResourceDialogProps } from "./ResourceScreen";
import { DialogAlert } from "./DialogAlert";

type Menu = RoleGrants["menus"][number];

/** The role's grants, and the fields each screen's list shows, by menu code (for the data-field tab). */
export type GrantData = RoleGrants & { fields: Record<string, { value: string; label: string }[]> };

function treeOf(menus: readonly Menu[], language: Language): GrantNode[] {
  const ids = new Set(menus.map((m) => m.id));
  const build = (parentId: string | null): GrantNode[] =>
    menus
      .filter((m) => (parentId === null ? !m.parentId || !ids.has(m.parentId) : m.parentId === parentId))
      .map((m) => ({ id: m.id, label: m.menuNames[language] || m.menuCode, children: build(m.id) }));
  return build(null);
}

const SCROLL = { mah: 420, type: "auto" } as const;

/**
 * The role's grants (SPEC §6): menus as a checkbox tree, the buttons of the granted menus (none
 * unless checked), the interfaces, and the fields of the granted screens hidden from the role;
 * saved together in one call.
 */
export function GrantDialog({ records, onClose }: ResourceDialogProps) {
  const { t, i18n } = useTranslation();
  const role = records[0];
  const { load, save, failed, retry } = useDialogFetchers({ intent: "authorize", id: String(role.id) });
  const [menus, setMenus] = useState<Set<string>>(new Set());
  const [buttons, setButtons] = useState<Set<string>>(new Set());
  const [urls, setUrls] = useState<Set<string>>(new Set());
  const [hidden, setHidden] = useState<Record<string, string[]>>({});
  const [filter, setFilter] = useState("");
  useActionFeedback(save.data, { inDialog: true });
  useActionFeedback(load.data?.ok ? undefined : load.data);

  const grants = load.data?.ok ? (load.data.data as GrantData) : undefined;
  const language = (i18n.language as Language) ?? "en";
  const tree = useMemo(() => (grants ? treeOf(grants.menus, language) : []), [grants, language]);
  useEffect(() => {
    if (!grants) return;
    const granted = new Set(grants.granted.menuIds);
    setMenus(new Set(tree.flatMap(leavesOf).filter((id) => granted.has(id))));
    setButtons(new Set(grants.granted.buttonIds));
    setUrls(new Set(grants.granted.urlIds));
    setHidden(Object.fromEntries(grants.granted.dataFields.map((rule) => [rule.menuCode, rule.dataField.split(",").filter(Boolean)])));
  }, [grants, tree]);
  useEffect(() => {
    if (save.state === "idle" && save.data?.ok) onClose();
  }, [save.state, save.data]);

  const menuIds = touchedIds(tree, menus);
  const grantedCodes = new Set(grants?.menus.filter((m) => menuIds.includes(m.id)).map((m) => m.menuCode));
  const menuName = new Map(grants?.menus.map((m) => [m.menuCode, m.menuNames[language] || m.menuCode]));
  const buttonsByMenu = [...grantedCodes].map((code) => ({ code, buttons: grants!.buttons.filter((b) => b.menuCode === code) })).filter((g) => g.buttons.length > 0);
  // Screens with a list among the granted menus; a rule on a screen no longer granted stays as it is.
  const fieldsByMenu = [...grantedCodes].filter((code) => (grants?.fields[code]?.length ?? 0) > 0);
  const shownUrls = grants?.urls.filter((u) => `${u.url} ${u.description ?? ""}`.toLowerCase().includes(filter.toLowerCase())) ?? [];
  const toggle = (set: Set<string>, id: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  };

  const submit = () => {
    const form = new FormData();
    form.set("intent", "authorize");
    form.set("step", "save");
    form.set("id", String(role.id));
    for (const id of menuIds) form.append("menuId", id);
    for (const group of buttonsByMenu) for (const b of group.buttons) if (buttons.has(b.id)) form.append("buttonId", b.id);
    for (const id of urls) form.append("urlId", id);
    for (const code of fieldsByMenu) form.append("dataField", `${code}:${(hidden[code] ?? []).join(",")}`);
    save.submit(form, { method: "post" });
  };

  return (
    <Modal opened onClose={onClose} size="lg" title={t("resources.sysrole.grant.title", { role: String(localText(role, "roleName", language)) })}>
      <DialogAlert fetcher={save} />
      <LoadSaveBody failed={failed} ready={grants !== undefined} saving={save.state !== "idle"} onRetry={retry} onSave={submit} onClose={onClose}>
        {() => (
          <Tabs defaultValue="menus">
            <Tabs.List>
              <Tabs.Tab value="menus">{t("resources.sysrole.grant.menus")}</Tabs.Tab>
              <Tabs.Tab value="buttons">{t("resources.sysrole.grant.buttons")}</Tabs.Tab>
              <Tabs.Tab value="urls">{t("resources.sysrole.grant.urls")}</Tabs.Tab>
              <Tabs.Tab value="fields">{t("resources.sysrole.grant.dataFields")}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="menus" pt="sm">
              <ScrollArea.Autosize {...SCROLL} data-testid="grant-menus">
                <GrantTree nodes={tree} checked={menus} onChange={setMenus} />
              </ScrollArea.Autosize>
            </Tabs.Panel>
            <Tabs.Panel value="buttons" pt="sm">
              <ScrollArea.Autosize {...SCROLL}>
                {buttonsByMenu.length === 0 && <Text size="sm">{t("resources.sysrole.grant.noButtons")}</Text>}
                <Stack gap="sm">
                  {buttonsByMenu.map((group) => (
                    <Stack key={group.code} gap={4} data-testid={`grant-buttons-${group.code}`}>
                      <Text size="sm" fw={600}>
                        {menuName.get(group.code)}
                      </Text>
                      <Group gap="md">
                        {group.buttons.map((b) => (
                          <Checkbox key={b.id} label={b.buttonName} checked={buttons.has(b.id)} onChange={(e) => setButtons(toggle(buttons, b.id, e.currentTarget.checked))} />
                        ))}
                      </Group>
                    </Stack>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Tabs.Panel>
            <Tabs.Panel value="urls" pt="sm">
              <Stack gap="sm">
                <TextInput label={t("resources.sysrole.grant.filter")} value={filter} onChange={(e) => setFilter(e.currentTarget.value)} />
                <ScrollArea.Autosize {...SCROLL}>
                  <Stack gap={6}>
                    {shownUrls.map((u) => (
                      <Checkbox
                        key={u.id}
                        label={`${u.method} ${u.url}${u.description ? ` — ${u.description}` : ""}`}
                        checked={urls.has(u.id)}
                        onChange={(e) => setUrls(toggle(urls, u.id, e.currentTarget.checked))}
                      />
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="fields" pt="sm">
              <ScrollArea.Autosize {...SCROLL}>
                {fieldsByMenu.length === 0 && <Text size="sm">{t("resources.sysrole.grant.noDataFields")}</Text>}
                <Stack gap="sm">
                  {fieldsByMenu.map((code) => (
                    <div key={code} data-testid={`grant-fields-${code}`}>
                      <MultiSelect
                        label={menuName.get(code)}
                        description={t("resources.sysrole.grant.hiddenFields")}
                        data={grants!.fields[code]}
                        value={hidden[code] ?? []}
                        onChange={(value) => setHidden({ ...hidden, [code]: value })}
                        clearable
                        searchable
                      />
                    </div>
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            </Tabs.Panel>
          </Tabs>
        )}
      </LoadSaveBody>
    </Modal>
  );
}
