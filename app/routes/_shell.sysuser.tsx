import { Button, Group, Modal, MultiSelect, Select, Stack } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { z } from "zod";
import { sysUserCalls, sysUserMessages, type AuthorizeRoleToUser } from "#contract/admin/sysuser";
import { idSchema } from "#contract/envelope";
import { resourceAction, resourceLoader, type ActionHandler, type ResourceActionResult, type ResourceLoaderData } from "~/resources/route.server";
import { sysUser } from "~/resources/sysuser";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { DialogAlert } from "~/ui/DialogAlert";

const idsSchema = z.array(idSchema).min(1).max(1000);
const done = (intent: string): ResourceActionResult => ({ ok: true, success: { key: `resources.sysuser.done.${intent}` } });

/** enable/disable: one call for every checked user; disabling ends their sessions (the provider does). */
const setStatus =
  (status: 0 | 1): ActionHandler =>
  async ({ client, call, ids }) => {
    const checked = idsSchema.safeParse(ids);
    if (!checked.success) return { ok: false, error: { key: "kit.selectSome" } };
    await client.request({ ...call, method: "POST", path: sysUserCalls.modifyAccount, json: { id: checked.data, status } });
    return done(status ? "enable" : "disable");
  };

const handlers: Record<string, ActionHandler> = {
  enable: setStatus(1),
  disable: setStatus(0),
  // The answer never carries the password: the admin is told where it is set (the tenant's parameter).
  resetPassword: async ({ client, call, ids }) => {
    const id = idSchema.safeParse(ids.length === 1 ? ids[0] : undefined);
    if (!id.success) return { ok: false, error: { key: "kit.selectOne" } };
    await client.request({ ...call, method: "POST", path: sysUserCalls.resetPassword, json: { id: id.data } });
    return done("resetPassword");
  },
  authorize: async ({ client, call, form, values }) => {
    const posts = [
      ...(values.mainPostId ? [{ postId: values.mainPostId, postType: "main" as const }] : []),
      ...form.getAll("partTimePostIds").map((postId) => ({ postId: String(postId), postType: "part-time" as const })),
    ];
    const body: AuthorizeRoleToUser = { userId: values.userId ?? "", roleId: form.getAll("roleIds").map(String), posts };
    if (body.roleId.length === 0) return { ok: false, error: { text: sysUserMessages.rolesRequired } };
    await client.request({ ...call, method: "POST", path: sysUserCalls.authorizeRoleToUser, json: body });
    return done("authorize");
  },
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysUser);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysUser, handlers);

/** Roles and posts of one user (authorizeRoleToUser): roles, one main post, any part-time posts. */
function AuthorizeDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const { options } = useLoaderData<ResourceLoaderData>();
  const fetcher = useDialogFetcher("authorize-user");
  const user = records[0];
  const [roleIds, setRoleIds] = useState<string[]>((user.roleIds as string[] | undefined) ?? []);
  const [mainPostId, setMainPostId] = useState<string | null>((user.mainPostId as string | null | undefined) ?? null);
  const [partTimePostIds, setPartTimePostIds] = useState<string[]>((user.partTimePostIds as string[] | undefined) ?? []);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const label = (field: string) => t(`resources.sysuser.fields.${field}`);
  const posts = options.mainPostId ?? [];
  const save = () => {
    const body = new FormData();
    body.set("intent", "authorize");
    body.set("userId", user.id);
    roleIds.forEach((id) => body.append("roleIds", id));
    if (mainPostId) body.set("mainPostId", mainPostId);
    partTimePostIds.filter((id) => id !== mainPostId).forEach((id) => body.append("partTimePostIds", id));
    fetcher.submit(body, { method: "post" });
  };
  return (
    <Modal opened onClose={onClose} title={t("resources.sysuser.authorize.title", { username: user.username })} size="lg">
      <Stack gap="sm">
        <DialogAlert fetcher={fetcher} />
        <MultiSelect label={label("roleIds")} data={options.roleIds ?? []} value={roleIds} onChange={setRoleIds} withAsterisk searchable clearable />
        <Select label={label("mainPostId")} data={posts} value={mainPostId} onChange={setMainPostId} searchable clearable />
        <MultiSelect label={label("partTimePostIds")} data={posts.filter((post) => post.value !== mainPostId)} value={partTimePostIds} onChange={setPartTimePostIds} searchable clearable />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("kit.cancel")}
          </Button>
          <Button onClick={save} loading={fetcher.state !== "idle"}>
            {t("kit.save")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** The screen's own dialogs, one component each (a stable type keeps their state across renders). */
const DIALOGS = { authorize: AuthorizeDialog };

export default function SysUserScreen() {
  return <ResourceScreen resource={sysUser} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
