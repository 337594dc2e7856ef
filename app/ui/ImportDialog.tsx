import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text } from "@mantine/core";
import { Form, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import { exportFields, type ResourceDeclaration } from "~/resources/define";
import type { ResourceActionResult } from "~/resources/route.server";
import { uploadProblem } from "~/resources/upload";
import { useActionFeedback } from "~/shell/action-feedback";
import { resourceFilesPath } from "./resource-files";

/**
 * Import in three steps (decision 4, intent `import`): the template, a preview of the uploaded
 * rows with each row's problems (nothing written), and the commit of rows that all passed.
 */
export function ImportDialog({ resource, opened, onClose }: { resource: ResourceDeclaration; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const preview = useFetcher<ResourceActionResult>();
  const commit = useFetcher<ResourceActionResult>();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const fields = exportFields(resource);
  const rows = preview.data?.preview ?? [];
  const refused = rows.some((row) => Object.keys(row.errors).length > 0);

  useActionFeedback(commit.data);
  useEffect(() => {
    if (commit.state === "idle" && commit.data?.ok) onClose();
  }, [commit.state, commit.data]);

  const check = () => {
    const found = uploadProblem(file ? [file] : []);
    setProblem(found);
    if (found || !file) return;
    const body = new FormData();
    body.set("intent", "import");
    body.set("step", "preview");
    body.set("file", file);
    preview.submit(body, { method: "post", encType: "multipart/form-data" });
  };
  const serverProblem = preview.data && !preview.data.ok ? preview.data.error : undefined;

  return (
    <Modal opened={opened} onClose={onClose} title={t("kit.import.title")} size="xl">
      <Stack gap="sm">
        <Form method="post" action={resourceFilesPath(resource)} reloadDocument>
          <input type="hidden" name="intent" value="import" />
          <input type="hidden" name="step" value="template" />
          <Button type="submit" variant="subtle" px={0}>
            {t("kit.import.template")}
          </Button>
        </Form>
        <FileInput label={t("kit.import.choose")} accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" value={file} onChange={setFile} clearable />
        {(problem || serverProblem) && (
          <Alert color="red" role="alert" data-testid="import-problem">
            {problem ? t(problem) : serverProblem && text(serverProblem)}
          </Alert>
        )}
        <Group>
          <Button onClick={check} loading={preview.state !== "idle"} variant="default">
            {t("kit.import.preview")}
          </Button>
        </Group>
        {rows.length > 0 && (
          <Table withTableBorder data-testid="import-preview">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t("kit.import.line")}</Table.Th>
                {fields.map((field) => (
                  <Table.Th key={field}>{t(`resources.${resource.name}.fields.${field}`)}</Table.Th>
                ))}
                <Table.Th>{t("kit.import.problems")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const errors = Object.entries(row.errors);
                return (
                  <Table.Tr key={row.line} bg={errors.length ? "var(--mantine-color-red-light)" : undefined} data-invalid={errors.length > 0 || undefined}>
                    <Table.Td>{row.line}</Table.Td>
                    {fields.map((field) => (
                      <Table.Td key={field}>{row.values[field]}</Table.Td>
                    ))}
                    <Table.Td>{errors.map(([field, message]) => `${t(`resources.${resource.name}.fields.${field}`, { defaultValue: field })}: ${text({ text: message })}`).join("; ")}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {refused && (
          <Text c="red" size="sm" role="alert">
            {t("kit.import.fixErrors")}
          </Text>
        )}
        {rows.length > 0 && !refused && (
          <Group justify="flex-end">
            <Button
              loading={commit.state !== "idle"}
              onClick={() => commit.submit({ intent: "import", step: "commit", rows: JSON.stringify(rows.map((row) => row.values)) }, { method: "post" })}
            >
              {t("kit.import.commit", { count: rows.length })}
            </Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
}
