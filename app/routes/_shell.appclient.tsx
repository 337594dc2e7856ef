import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { appClientPaths, clientSecretSchema } from "#contract/admin/appclient";
import { failure } from "~/auth/action-result.server";
import { appClient } from "~/resources/appclient";
import { rowErrors } from "~/resources/import.server";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { type ResourceDialogProps, ResourceScreen } from "~/ui/ResourceScreen";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { DialogAlert } from "~/ui/DialogAlert";

type ClientSecret = { clientId: string; clientSecret: string };

/** Creating a client answers its secret, once: the form's result carries it to the dialog. */
const create: ActionHandler = async ({ client, call, form, values }) => {
  const input: Record<string, unknown> = { ...values, authorizedGrantTypes: form.getAll("authorizedGrantTypes") };
  const parsed = appClient.add.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(appClient.add, input) };
  const data = await client.data({ ...call, method: "POST", path: appClientPaths.add, json: parsed.data, schema: clientSecretSchema });
  return { ok: true, success: { key: "kit.saved" }, data };
};

const newSecret: ActionHandler = async ({ client, call, values }) => {
  try {
    const data = await client.data({ ...call, method: "POST", path: appClientPaths.newSecret, query: { clientId: values.clientId ?? "" }, schema: clientSecretSchema });
    return { ok: true, data };
  } catch (error) {
    return failure(error);
  }
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, appClient);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, appClient, { create, newSecret });

/** The secret, shown once with a copy button. */
function SecretShown({ secret, onClose }: { secret: ClientSecret; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t("resources.appclient.secret.title")} size="lg">
      <Stack gap="sm">
        <Text size="sm">{t("resources.appclient.secret.once", { clientId: secret.clientId })}</Text>
        <Code block data-testid="client-secret">
          {secret.clientSecret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret.clientSecret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? t("resources.appclient.secret.copied") : t("resources.appclient.secret.copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t("kit.confirm")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function NewSecretDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const fetcher = useDialogFetcher("new-secret");
  const clientId = String(records[0].clientId);
  useActionFeedback(fetcher.data, { inDialog: true });
  const made = fetcher.data?.ok ? (fetcher.data.data as ClientSecret | undefined) : undefined;
  if (made) return <SecretShown secret={made} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t("resources.appclient.actions.newSecret")}>
      <DialogAlert fetcher={fetcher} />
      <Text>{t("resources.appclient.secret.confirm", { clientId })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t("kit.cancel")}
        </Button>
        <Button color="red" loading={fetcher.state !== "idle"} onClick={() => fetcher.submit({ intent: "newSecret", clientId }, { method: "post" })}>
          {t("resources.appclient.secret.make")}
        </Button>
      </Group>
    </Modal>
  );
}

/** The screen's own dialogs, one component each (a stable type keeps their state across renders). */
const DIALOGS = { newSecret: NewSecretDialog };

export default function AppClientScreen() {
  const [secret, setSecret] = useState<ClientSecret | null>(null);
  return (
    <>
      <ResourceScreen
        resource={appClient}
        dialogs={DIALOGS}
        onSaved={(result) => {
          const made = clientSecretSchema.safeParse(result.data);
          if (made.success) setSecret(made.data);
        }}
      />
      {secret && <SecretShown secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
