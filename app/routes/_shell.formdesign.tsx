import { Stack, Text, Title } from "@mantine/core";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useFetcher, useLoaderData, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { dictionaryTypes, emptyDraft, previewOptions, saveDesign, type SaveAnswer } from "~/forms/designer/designer.server";
import { PreviewDialog } from "~/forms/designer/PreviewDialog";
import { FormDesigner, type FormDraft } from "~/forms/designer/FormDesigner";
import { formsScreen } from "~/forms/forms.server";
import { useTranslation } from "~/i18n/react";
import { goneAsUnknown } from "~/jobs/jobs.server";
import { provider } from "~/provider/index.server";
import { isRecordUnknown, ProviderError } from "~/provider/errors";
import { screenTexts } from "~/resources/resources.i18n";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PATH = "/formdesign";

/** The form designer (issue #27): a new form, or `?id=` the latest version of one to save as the next. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, lang, api, can } = await formsScreen(request, PATH);
  const id = new URL(request.url).searchParams.get("id");
  const [form, dictTypes] = await Promise.all([
    id
      ? api.get(id).catch((error: unknown) => {
          // An id that is malformed, unknown or another tenant's opens no form.
          if (isRecordUnknown(error) || (error instanceof ProviderError && error.status === 400)) throw new Response("Not Found", { status: 404 });
          return goneAsUnknown(error);
        })
      : null,
    dictionaryTypes(provider(), { token: session.token, lang }),
  ]);
  return {
    draft: form ? { name: form.name, key: form.key, description: form.description, schema: form.schema } : emptyDraft(),
    saved: form ? { id: form.id, version: form.version } : null,
    dictTypes,
    canSave: form ? can.update : can.add,
    texts: screenTexts(["formDesigner", "generatorform"], lang),
  };
}

/** Saves the posted design (a new form's first version, or a saved one's next), or reads the options its preview shows. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, can, lang } = await formsScreen(request, PATH);
  const form = await request.formData();
  if (form.get("intent") === "options") return json(await previewOptions(api, lang, form));
  return json(await saveDesign(api, can, form));
}

export default function FormDesign() {
  const data = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The form this designer saved as new keeps its designer (and its undo) once the address names it.
  const [adopted, setAdopted] = useState<string | null>(null);
  const key = data.saved && data.saved.id !== adopted ? data.saved.id : "new";
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("resources.formDesigner.title")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("resources.formDesigner.intro")}
      </Text>
      <Designer key={key} {...data} onAdopt={setAdopted} />
    </Stack>
  );
}

type Loaded = ReturnType<typeof useLoaderData<typeof loader>>;

/** One form's designer with its own save answers. */
function Designer({ draft, saved, dictTypes, canSave, onAdopt }: Loaded & { onAdopt: (id: string) => void }) {
  const fetcher = useFetcher<SaveAnswer>();
  const navigate = useNavigate();
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  useActionFeedback(fetcher.data);
  const fresh = answer?.saved;
  const current = saved && fresh?.id === saved.id && fresh.version > saved.version ? fresh : (saved ?? fresh ?? null);

  // A new form, once saved, is addressed by its id: a reload opens it, and the next save is its next version.
  useEffect(() => {
    if (!fresh || saved) return;
    onAdopt(fresh.id);
    navigate(`?id=${fresh.id}`, { replace: true, preventScrollReset: true });
  }, [fresh?.id]);

  const onSave = (body: FormDraft) => fetcher.submit({ form: JSON.stringify(current ? { ...body, id: current.id } : body) }, { method: "post" });
  return (
    <FormDesigner
      initial={draft}
      saved={current}
      dictTypes={dictTypes}
      canSave={canSave}
      saving={fetcher.state !== "idle"}
      serverErrors={answer?.fieldErrors ?? {}}
      onSave={onSave}
      preview={(design, name, close) => <PreviewDialog design={design} name={name} onClose={close} />}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
