import { Checkbox, FileInput, Modal, Stack, TextInput } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { LOGO_ACCEPT, LOGO_FILE_PART, LOGO_NAME_PART, logoImageHref, logoMessages, setDefaultLogoPath, uploadLogoPath } from "#contract/business/logo";
import { isChosenFile } from "#contract/file";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { ProviderError } from "~/provider/index.server";
import { logoManagement } from "~/resources/logoManagement";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { DialogAlert } from "~/ui/DialogAlert";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import type { loader as shellLoader } from "./_shell";
import { DialogButtons } from "~/ui/DialogButtons";

/** The chosen image goes to the provider as it is: the provider judges its bytes and cleans an SVG. */
const upload: ActionHandler = async ({ client, call, form }) => {
  const file = form.get(LOGO_FILE_PART);
  if (!isChosenFile(file)) return { ok: false, fieldErrors: { [LOGO_FILE_PART]: logoMessages.noFile } };
  const multipart = new FormData();
  multipart.append(LOGO_FILE_PART, file, file.name);
  multipart.append(LOGO_NAME_PART, String(form.get(LOGO_NAME_PART) ?? ""));
  if (form.get("isDefault") === "on") multipart.append("isDefault", "on");
  try {
    await client.request({ ...call, method: "POST", path: uploadLogoPath, multipart });
  } catch (error) {
    // The provider's word on the image belongs under the chooser.
    if (error instanceof ProviderError && error.status < 500) return { ok: false, fieldErrors: { [LOGO_FILE_PART]: error.message } };
    throw error;
  }
  return { ok: true, success: { key: "resources.logoManagement.upload.done" } };
};

/** "Use this logo": the chosen one becomes the tenant's active logo, and no other. */
const setDefault: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await client.request({ ...call, method: "POST", path: setDefaultLogoPath, query: { id: ids[0] } });
  return { ok: true, success: { key: "resources.logoManagement.defaultSet" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, logoManagement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, logoManagement, { upload, setDefault });

function UploadDialog({ onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("logo-upload");
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState("");
  const [makeActive, setMakeActive] = useState(true);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const fileError = fetcher.data?.fieldErrors?.[LOGO_FILE_PART];
  const label = (key: string) => t(`resources.logoManagement.upload.${key}`);
  const submit = () => {
    const body = new FormData();
    body.append("intent", "upload");
    if (file) body.append(LOGO_FILE_PART, file, file.name);
    body.append(LOGO_NAME_PART, name);
    if (makeActive) body.append("isDefault", "on");
    fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  };
  return (
    <Modal opened onClose={onClose} title={t("resources.logoManagement.actions.upload")}>
      <Stack gap="sm">
        <DialogAlert fetcher={fetcher} />
        <FileInput
          label={label("file")}
          description={label("hint")}
          placeholder={t("kit.file.choose")}
          accept={LOGO_ACCEPT}
          value={file}
          onChange={setFile}
          withAsterisk
          clearable
          clearButtonProps={{ "aria-label": t("kit.file.clear") }}
          error={fileError ? text({ text: fileError }) : undefined}
        />
        <TextInput label={label("name")} value={name} onChange={(event) => setName(event.currentTarget.value)} maxLength={64} />
        <Checkbox label={label("makeActive")} checked={makeActive} onChange={(event) => setMakeActive(event.currentTarget.checked)} />
        <DialogButtons onCancel={onClose} busy={fetcher.state !== "idle"} onAct={submit} />
      </Stack>
    </Modal>
  );
}

const DIALOGS = { upload: UploadDialog };

export default function LogoManagementScreen() {
  const shell = useRouteLoaderData<typeof shellLoader>("routes/_shell");
  const { t } = useTranslation();
  const tenant = shell?.user.tenantCode;
  // Each row shows its logo as the sidebar will draw it.
  const rowLinks = tenant
    ? {
        width: 56,
        render: (row: { id: string; name?: unknown }) => (
          <img src={logoImageHref(tenant, row.id)} alt={t("resources.logoManagement.fields.preview") + " " + String(row.name ?? "")} width={28} height={28} style={{ objectFit: "contain" }} />
        ),
      }
    : undefined;
  return <ResourceScreen resource={logoManagement} dialogs={DIALOGS} rowLinks={rowLinks} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
