import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { appClientPaths, clientSecretSchema } from "#contract/admin/appclient";
import { failure } from "~/auth/action-result.server";
import { appClient } from "~/resources/appclient";
import { rowErrors } from "~/resources/import.server";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { type ResourceDialogProps, ResourceScreen } from "~/ui/ResourceScreen";
import { RenewSecretDialog, SecretShown } from "~/ui/SecretOnce";

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
function ClientSecretShown({ secret, onClose }: { secret: ClientSecret; onClose: () => void }) {
  const { t } = useTranslation();
  return <SecretShown resource="appclient" once={t("resources.appclient.secret.once", { clientId: secret.clientId })} blocks={[{ value: secret.clientSecret, testId: "client-secret" }]} onClose={onClose} />;
}

function NewSecretDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const clientId = String(records[0].clientId);
  return (
    <RenewSecretDialog
      resource="appclient"
      title={t("resources.appclient.actions.newSecret")}
      question={t("resources.appclient.secret.confirm", { clientId })}
      submission={{ intent: "newSecret", clientId }}
      read={(data) => clientSecretSchema.safeParse(data).data}
      shown={(made) => <ClientSecretShown secret={made} onClose={onClose} />}
      onClose={onClose}
    />
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
      {secret && <ClientSecretShown secret={secret} onClose={() => setSecret(null)} />}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
