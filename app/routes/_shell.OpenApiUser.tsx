import { Button, Code, CopyButton, Group, Modal, Stack, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useState } from "react";
import { openApiSecretSchema, openApiUserPaths, rotateOpenApiSecretPath, type OpenApiSecret } from "#contract/openapi/api-user";
import { failure } from "~/auth/action-result.server";
import { useTranslation } from "~/i18n/react";
import { rowErrors } from "~/resources/import.server";
import { openApiUser } from "~/resources/OpenApiUser";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { DialogAlert } from "~/ui/DialogAlert";
import { type ResourceDialogProps, ResourceScreen } from "~/ui/ResourceScreen";

/** Creating an API user answers its key and secret, once: the form's result carries them to the dialog. */
const create: ActionHandler = async ({ client, call, form, values }) => {
  const input: Record<string, unknown> = { ...values, allowedApis: form.getAll("allowedApis") };
  const parsed = openApiUser.add.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: rowErrors(openApiUser.add, input) };
  try {
    const data = await client.data({ ...call, method: "POST", path: openApiUserPaths.add, json: parsed.data, schema: openApiSecretSchema });
    return { ok: true, success: { key: "kit.saved" }, data };
  } catch (error) {
    return failure(error);
  }
};

const rotateSecret: ActionHandler = async ({ client, call, values }) => {
  try {
    const data = await client.data({ ...call, method: "POST", path: rotateOpenApiSecretPath, query: { id: values.id ?? "" }, schema: openApiSecretSchema });
    return { ok: true, data };
  } catch (error) {
    return failure(error);
  }
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, openApiUser);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, openApiUser, { create, rotateSecret });

/** The key and its secret, shown once with a copy button; closing the dialog forgets the secret. */
function SecretShown({ secret, onClose }: { secret: OpenApiSecret; onClose: () => void }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`resources.OpenApiUser.secret.${key}`, values);
  return (
    <Modal opened onClose={onClose} title={s("title")} size="lg" closeButtonProps={{ "aria-label": t("kit.close") }}>
      <Stack gap="sm">
        <Text size="sm">{s("once", { accessKey: secret.accessKey })}</Text>
        <Text size="sm" fw={600}>
          {s("key")}
        </Text>
        <Code block data-testid="api-user-key">
          {secret.accessKey}
        </Code>
        <Text size="sm" fw={600}>
          {s("value")}
        </Text>
        <Code block data-testid="api-user-secret">
          {secret.secret}
        </Code>
        <Group justify="flex-end">
          <CopyButton value={secret.secret}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy}>
                {copied ? s("copied") : s("copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t("kit.confirm")}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RotateSecretDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const fetcher = useDialogFetcher("rotate-secret");
  const record = records[0];
  useActionFeedback(fetcher.data, { inDialog: true });
  const made = fetcher.data?.ok ? openApiSecretSchema.safeParse(fetcher.data.data) : undefined;
  if (made?.success) return <SecretShown secret={made.data} onClose={onClose} />;
  return (
    <Modal opened onClose={onClose} title={t("resources.OpenApiUser.actions.rotateSecret")} closeButtonProps={{ "aria-label": t("kit.close") }}>
      <DialogAlert fetcher={fetcher} />
      <Text>{t("resources.OpenApiUser.secret.confirm", { name: String(record.name) })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {t("kit.cancel")}
        </Button>
        <Button color="red" loading={fetcher.state !== "idle"} onClick={() => fetcher.submit({ intent: "rotateSecret", id: record.id }, { method: "post" })}>
          {t("resources.OpenApiUser.secret.make")}
        </Button>
      </Group>
    </Modal>
  );
}

/** The screen's own dialogs, one component each (a stable type keeps their state across renders). */
const DIALOGS = { rotateSecret: RotateSecretDialog };

export default function OpenApiUserScreen() {
  const [secret, setSecret] = useState<OpenApiSecret | null>(null);
  return (
    <>
      <ResourceScreen
        resource={openApiUser}
        dialogs={DIALOGS}
        onSaved={(result) => {
          const made = openApiSecretSchema.safeParse(result.data);
          if (made.success) setSecret(made.data);
        }}
      />
      {secret && <SecretShown secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
