import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useState } from "react";
import { openApiSecretSchema, openApiUserPaths, rotateOpenApiSecretPath, type OpenApiSecret } from "#contract/openapi/api-user";
import { failure } from "~/auth/action-result.server";
import { useTranslation } from "~/i18n/react";
import { rowErrors } from "~/resources/import.server";
import { openApiUser } from "~/resources/OpenApiUser";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { type ResourceDialogProps, ResourceScreen } from "~/ui/ResourceScreen";
import { RenewSecretDialog, SecretShown } from "~/ui/SecretOnce";

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
function ApiUserSecretShown({ secret, onClose }: { secret: OpenApiSecret; onClose: () => void }) {
  const { t } = useTranslation();
  const s = (key: string, values?: Record<string, unknown>) => t(`resources.OpenApiUser.secret.${key}`, values);
  const blocks = [
    { label: s("key"), value: secret.accessKey, testId: "api-user-key" },
    { label: s("value"), value: secret.secret, testId: "api-user-secret" },
  ];
  return <SecretShown resource="OpenApiUser" once={s("once", { accessKey: secret.accessKey })} blocks={blocks} onClose={onClose} />;
}

function RotateSecretDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const record = records[0];
  return (
    <RenewSecretDialog
      resource="OpenApiUser"
      title={t("resources.OpenApiUser.actions.rotateSecret")}
      question={t("resources.OpenApiUser.secret.confirm", { name: String(record.name) })}
      submission={{ intent: "rotateSecret", id: String(record.id) }}
      read={(data) => openApiSecretSchema.safeParse(data).data}
      shown={(made) => <ApiUserSecretShown secret={made} onClose={onClose} />}
      onClose={onClose}
    />
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
      {secret && <ApiUserSecretShown secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
