import { Alert, Button, Grid, Group, Stack, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { IconDownload, IconEye } from "@tabler/icons-react";
import { useState, type Dispatch, type SetStateAction } from "react";
import type { ActionResult } from "~/lib/action-result";
import { useTranslation } from "~/i18n/react";
import { useActionFeedback } from "~/shell/action-feedback";
import { CodePreview, type ShownFile } from "./CodePreview";
import type { Definition } from "./definition";
import { DefinitionEditor } from "./DefinitionEditor";

type PreviewResult = ActionResult & { files?: ShownFile[] | null };
/** One object while there are no problems, so the field cards are not drawn again for a new empty one. */
const NO_PROBLEMS: Record<string, string> = {};

/** Saves a zip answer under its own name. */
async function saveZip(response: Response) {
  const name = /filename\*=UTF-8''([^;]+)/.exec(response.headers.get("Content-Disposition") ?? "")?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = name ? decodeURIComponent(name) : "generated.zip";
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The definition beside what it writes: Preview asks the generator for the files, Download for
 * the zip. A definition with problems marks them on its fields and writes nothing.
 */
export function GeneratorWorkbench({ definition, onChange, items }: { definition: Definition; onChange: Dispatch<SetStateAction<Definition>>; items: readonly string[] }) {
  const { t } = useTranslation();
  const fetcher = useFetcher<PreviewResult>();
  const [previewed, setPreviewed] = useState<string | null>(null);
  const [downloadProblems, setDownloadProblems] = useState<Record<string, string> | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [downloadFailure, setDownloadFailure] = useState<ActionResult>();
  useActionFeedback(downloadFailure);
  useActionFeedback(fetcher.state === "idle" && fetcher.data && !fetcher.data.ok && fetcher.data.error ? { ok: false, error: fetcher.data.error } : undefined);
  const posted = JSON.stringify(definition);
  const problems = downloadProblems ?? (fetcher.state === "idle" ? (fetcher.data?.fieldErrors ?? NO_PROBLEMS) : NO_PROBLEMS);
  const count = Object.keys(problems).length;
  const files = fetcher.data?.files ?? null;

  const preview = () => {
    setDownloadProblems(null);
    setPreviewed(posted);
    fetcher.submit({ intent: "preview", definition: posted }, { method: "post" });
  };
  const download = async () => {
    setDownloading(true);
    setDownloadFailure(undefined);
    try {
      const body = new FormData();
      body.set("definition", posted);
      const response = await fetch("/codegenerator/download", { method: "POST", body });
      if (response.ok && response.headers.get("Content-Type") === "application/zip") {
        setDownloadProblems(null);
        await saveZip(response);
        return;
      }
      const answer = (await response.json().catch(() => null)) as PreviewResult | null;
      if (answer?.fieldErrors) setDownloadProblems(answer.fieldErrors);
      else setDownloadFailure({ ok: false, error: answer?.error ?? { key: "resources.generator.code.downloadFailed" } });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Grid gutter="md">
      <Grid.Col span={{ base: 12, xl: 6 }}>
        <Stack gap="sm">
          {count > 0 && (
            <Alert color="red" role="alert">
              {t("resources.generator.definition.problems", { count })}
            </Alert>
          )}
          <DefinitionEditor value={definition} onChange={onChange} problems={problems} items={items} />
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xl: 6 }}>
        <Stack gap="sm" pos={{ xl: "sticky" } as never} top={0}>
          <Group gap="xs">
            <Button leftSection={<IconEye size={16} />} onClick={preview} loading={fetcher.state !== "idle"}>
              {t("resources.generator.code.preview")}
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} />} onClick={download} loading={downloading}>
              {t("resources.generator.code.download")}
            </Button>
          </Group>
          {files && previewed !== posted && (
            <Text size="sm" c="orange.9">
              {t("resources.generator.code.stale")}
            </Text>
          )}
          {files ? (
            <CodePreview files={files} />
          ) : (
            <Text size="sm" c="dimmed">
              {t("resources.generator.code.empty")}
            </Text>
          )}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
