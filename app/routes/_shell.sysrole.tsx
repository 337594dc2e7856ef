import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { dataFieldGrantSchema, grantCalls, menuButtonNodeSchema, roleButtonsSchema, roleGrantsSchema, type MenuButton, type MenuButtonNode } from "#contract/admin/grants";
import { roleUsersSchema, sysRoleCalls } from "#contract/admin/sysrole";
import { idSchema } from "#contract/envelope";
import { i18nServer } from "~/i18n/i18n.server";
import { resourcesByName } from "~/resources/registry";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { sysRole } from "~/resources/sysrole";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { GrantDialog, type GrantData } from "~/ui/GrantDialog";
import { PickDialog, type Picks } from "~/ui/PickDialog";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";

const strings = (form: FormData, name: string) => form.getAll(name).filter((v): v is string => typeof v === "string");

/** `menuCode:field,field` per screen shown in the data-fields tab (no fields: the rule goes). */
const dataFieldsSchema = z.array(
  z.string().transform((entry) => {
    const cut = entry.indexOf(":");
    return { menuCode: entry.slice(0, cut), dataField: entry.slice(cut + 1) };
  }).pipe(dataFieldGrantSchema),
);

/** Every menu's buttons, the tree read top down. */
const buttonsOf = (nodes: readonly MenuButtonNode[]): MenuButton[] => nodes.flatMap((node) => [...node.buttons, ...buttonsOf(node.children ?? [])]);

/**
 * The grant dialog: reads everything grantable with the role's grants, and the fields each
 * screen's list shows (labelled in the user's language) for the data-field tab; saves all at once.
 */
const authorize: ActionHandler = async ({ request, client, call, values, form }) => {
  const roleId = idSchema.safeParse(values.id);
  if (!roleId.success) return { ok: false, error: { key: "kit.selectOne" } };
  if (values.step === "save") {
    const dataFields = dataFieldsSchema.safeParse(strings(form, "dataField"));
    if (!dataFields.success) return { ok: false, error: { key: "resources.sysrole.grant.badDataFields" } };
    const json = { roleId: roleId.data, menuIds: strings(form, "menuId"), buttonIds: strings(form, "buttonId"), urlIds: strings(form, "urlId"), dataFields: dataFields.data };
    await client.data({ ...call, method: "POST", path: grantCalls.authorizeRoleGrants, json, schema: z.unknown() });
    return { ok: true, success: { key: "resources.sysrole.grant.saved" } };
  }
  // Buttons as the original client grants them: the menu tree with each menu's buttons, and the role's by its code.
  const [grants, menuTree] = await Promise.all([
    client.data({ ...call, method: "GET", path: grantCalls.queryRoleGrants, query: { roleId: roleId.data }, schema: roleGrantsSchema }),
    client.data({ ...call, method: "GET", path: grantCalls.querySysMenuButtonTree, schema: z.array(menuButtonNodeSchema) }),
  ]);
  const held = await client.data({ ...call, method: "GET", path: grantCalls.queryMenuButtonByRoleCode, query: { roleCode: grants.roleCode }, schema: roleButtonsSchema });
  const t = i18nServer.getFixedT(request);
  const fields: GrantData["fields"] = Object.fromEntries(
    Object.values(resourcesByName).map((resource) => [
      resource.name,
      Object.entries(resource.fields)
        .filter(([, field]) => field.column)
        .map(([name]) => ({ value: name, label: t(`resources.${resource.name}.fields.${name}`, { defaultValue: name }) })),
    ]),
  );
  // A button reads as the menu screen words it, in the user's language (the provider stores one English name).
  const buttons = buttonsOf(menuTree).map((button) => ({ ...button, buttonName: t(`resources.sysmenu.options.buttons.${button.buttonCode}`, { defaultValue: button.buttonName }) }));
  const data: GrantData = { ...grants, buttons, granted: { ...grants.granted, buttonIds: held.map((button) => button.id) }, fields };
  return { ok: true, data };
};

/** The assign dialog: the tenant's users, those holding the role chosen (SPEC §5: at least one). */
const assign: ActionHandler = async ({ client, call, values, form }) => {
  const roleId = idSchema.safeParse(values.id);
  if (!roleId.success) return { ok: false, error: { key: "kit.selectOne" } };
  if (values.step === "save") {
    await client.data({ ...call, method: "POST", path: sysRoleCalls.authorizeUserToRole, json: { roleId: roleId.data, userIds: strings(form, "value") }, schema: z.unknown() });
    return { ok: true, success: { key: "resources.sysrole.assign.saved" } };
  }
  const users = await client.data({ ...call, method: "GET", path: sysRoleCalls.queryRoleUsers, query: { roleId: roleId.data }, schema: roleUsersSchema });
  const data: Picks = {
    options: users.map((u) => ({
      value: u.id,
      label: u.nickname && u.nickname !== u.username ? `${u.nickname} (${u.username})` : u.username,
      keywords: [u.mobile, u.email].filter(Boolean).join(" "),
    })),
    selected: users.filter((u) => u.checked).map((u) => u.id),
  };
  return { ok: true, data };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysRole);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysRole, { authorize, assign });

function AssignUsers({ records, onClose }: ResourceDialogProps) {
  const { t, i18n } = useTranslation();
  const role = records[0];
  return (
    <PickDialog
      intent="assign"
      recordId={String(role.id)}
      title={t("resources.sysrole.assign.title", { role: String(localText(role, "roleName", i18n.language as Language)) })}
      label={t("resources.sysrole.assign.users")}
      placeholder={t("resources.sysrole.assign.placeholder")}
      required
      onClose={onClose}
    />
  );
}

/** Rendered as components: each dialog keeps its own state and fetchers. */
const dialogs = {
  authorize: (props: ResourceDialogProps) => <GrantDialog {...props} />,
  assign: (props: ResourceDialogProps) => <AssignUsers {...props} />,
};

export default function SysRoleScreen() {
  return <ResourceScreen resource={sysRole} dialogs={dialogs} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
