import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { roleCheckboxSchema, sysRoleCalls } from "#contract/admin/sysrole";
import { sysUrlCalls } from "#contract/admin/sysurl";
import { idSchema } from "#contract/envelope";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { sysUrl } from "~/resources/sysurl";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { PickDialog, type Picks } from "~/ui/PickDialog";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import type { Language } from "~/lib/constants";
import { localText } from "~/lib/wordings";

/** The authorize dialog: the tenant's roles, those allowed to call the interface chosen. */
const authorize: ActionHandler = async ({ client, call, values, form }) => {
  const urlId = idSchema.safeParse(values.id);
  if (!urlId.success) return { ok: false, error: { key: "kit.selectOne" } };
  if (values.step === "save") {
    const roleIds = form.getAll("value").filter((v): v is string => typeof v === "string");
    await client.data({ ...call, method: "POST", path: sysUrlCalls.authorizeRoleToUrl, json: { urlId: urlId.data, roleIds }, schema: z.unknown() });
    return { ok: true, success: { key: "resources.sysurl.roles.saved" } };
  }
  const [roles, selected] = await Promise.all([
    client.data({ ...call, method: "GET", path: sysRoleCalls.queryRoleNameCheckbox, schema: roleCheckboxSchema }),
    client.data({ ...call, method: "GET", path: sysUrlCalls.queryRoleIdByUrlId, query: { urlId: urlId.data }, schema: z.array(idSchema) }),
  ]);
  const data: Picks = { options: roles.map((r) => ({ value: r.id, label: `${String(localText(r, "roleName", call.lang as Language))} (${r.roleCode})` })), selected };
  return { ok: true, data };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysUrl);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysUrl, { authorize });

function AuthorizeRoles({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const url = records[0];
  return (
    <PickDialog
      intent="authorize"
      recordId={String(url.id)}
      title={t("resources.sysurl.roles.title", { url: `${url.method} ${url.url}` })}
      label={t("resources.sysurl.roles.label")}
      placeholder={t("resources.sysurl.roles.placeholder")}
      onClose={onClose}
    />
  );
}

/** Rendered as a component: the dialog keeps its own state and fetchers. */
const dialogs = { authorize: (props: ResourceDialogProps) => <AuthorizeRoles {...props} /> };

export default function SysUrlScreen() {
  return <ResourceScreen resource={sysUrl} dialogs={dialogs} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
