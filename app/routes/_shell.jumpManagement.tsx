import { Button, Code, CopyButton, Group, Modal, Text } from "@mantine/core";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { bindExternalSystemPath, jumpExternalSystemPath, unbindExternalSystemPath, webUrlSchema } from "#contract/business/jump";
import { useTranslation } from "~/i18n/react";
import { jumpManagement } from "~/resources/jumpManagement";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { type ResourceDialogProps, ResourceScreen } from "~/ui/ResourceScreen";

/** Where the provider sends the user: only a web address is followed. */
const leaveForSchema = z.object({ url: webUrlSchema });

/** Sends the browser to the system with the token the provider signed for the caller. */
const leaveFor =
  (path: string): ActionHandler =>
  async ({ client, call, ids, request }) => {
    if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
    // A bind ends back on this screen: the external system links there once it has confirmed.
    const query = path === bindExternalSystemPath ? { id: ids[0], returnUrl: new URL("/jumpManagement", request.url).toString() } : { id: ids[0] };
    const { data } = await client.request({ ...call, method: "POST", path, query, schema: leaveForSchema });
    return redirect(data.url);
  };

/** Ends the caller's binding; the provider tells the system, and says whether it heard. */
const unbind: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  const { data } = await client.request({ ...call, method: "POST", path: unbindExternalSystemPath, query: { id: ids[0] }, schema: z.object({ told: z.boolean() }) });
  return { ok: true, success: { key: data.told ? "resources.jumpManagement.done.unbind" : "resources.jumpManagement.done.unbindUntold" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, jumpManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, jumpManagement, { jump: leaveFor(jumpExternalSystemPath), bind: leaveFor(bindExternalSystemPath), unbind });

/** The public key the system's administrator installs to check the platform's tokens. */
function PublicKey({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const record = records[0];
  const key = String(record.publicKey ?? "");
  return (
    <Modal opened onClose={onClose} title={t("resources.jumpManagement.publicKeyTitle", { name: String(record.systemName ?? "") })} size="lg" closeButtonProps={{ "aria-label": t("kit.close") }}>
      <Text size="sm" mb="sm">
        {t("resources.jumpManagement.publicKeyHelp")}
      </Text>
      <Code block data-testid="public-key">
        {key}
      </Code>
      <Group justify="flex-end" mt="md">
        <CopyButton value={key}>{({ copied, copy }) => <Button onClick={copy}>{t(copied ? "resources.jumpManagement.copied" : "resources.jumpManagement.copy")}</Button>}</CopyButton>
      </Group>
    </Modal>
  );
}

const DIALOGS = { publicKey: PublicKey };

export default function JumpManagementScreen() {
  return <ResourceScreen resource={jumpManagement} dialogs={DIALOGS} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
