import { Button, ScrollArea, Stack, Table, Text, Title } from "@mantine/core";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { sampleDefinition } from "#contract/dev/sample-entity";
import { failure } from "~/auth/action-result.server";
import { canEditTemplates, generatorScreen, previewFiles } from "~/generator/generator.server";
import { TemplateDrawer } from "~/generator/TemplateDrawer";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import { goneAsUnknown } from "~/jobs/jobs.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PATH = "/codegenerator/generatortemplate";
const SET = "product";

/** The template set's items with the tenant's versions; `?item=` opens one with its text and history. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { session, api, texts } = await generatorScreen(request, PATH);
  const item = new URL(request.url).searchParams.get("item");
  const [templates, detail] = await Promise.all([api.templates(SET), item ? api.template(SET, item).catch(() => null) : null]).catch(goneAsUnknown);
  return { templates, detail, canEdit: canEditTemplates(session), texts };
}

/** Save a version, restore one, or preview a draft with the example entity. */
export async function action({ request }: ActionFunctionArgs) {
  const { api } = await generatorScreen(request, PATH);
  const form = await request.formData();
  const item = String(form.get("item") ?? "");
  const content = String(form.get("content") ?? "");
  try {
    switch (form.get("intent")) {
      case "save": {
        const saved = await api.saveTemplate(SET, item, content);
        return json({ ok: true, success: { key: "resources.generator.template.saved", values: { version: saved.version } }, files: null });
      }
      case "restore": {
        const restored = await api.restoreTemplate(SET, item, Number(form.get("version")));
        return json({ ok: true, success: { key: "resources.generator.template.restored", values: { version: restored.version } }, files: null });
      }
      case "previewDraft": {
        const definition = { ...sampleDefinition(), items: [item] };
        return json({ ok: true, files: await previewFiles(api, definition, { [item]: content }) });
      }
      default:
        return json({ ok: false, error: { key: "errors.hasError" }, files: null }, 400);
    }
  } catch (error) {
    return json({ ...failure(error), files: null });
  }
}

export default function GeneratorTemplates() {
  const { templates, detail, canEdit } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const time = useTimeText();
  const g = (key: string, values?: Record<string, unknown>) => t(`resources.generator.${key}`, values);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {g("templatesTitle")}
      </Title>
      <Text size="sm">
        {g("templateSet")}: {g(`sets.${SET}`)}
      </Text>
      <ScrollArea type="auto">
        <Table striped highlightOnHover miw={720}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{g("template.item")}</Table.Th>
              <Table.Th>{g("template.path")}</Table.Th>
              <Table.Th>{g("template.version")}</Table.Th>
              <Table.Th>{g("template.updatedBy")}</Table.Th>
              <Table.Th>{g("template.updateTime")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {templates.map((row) => (
              <Table.Tr key={row.item}>
                <Table.Td>{g(`items.${row.item}`)}</Table.Td>
                <Table.Td ff="monospace" fz="xs">
                  {row.path}
                </Table.Td>
                <Table.Td>{row.version === 0 ? g("template.shipped") : <Text fw={600}>{g("template.own", { version: row.version })}</Text>}</Table.Td>
                <Table.Td>{row.updatedBy ?? "—"}</Table.Td>
                <Table.Td>{row.updateTime ? time(Date.parse(row.updateTime)) : "—"}</Table.Td>
                <Table.Td>
                  <Button component={Link} to={`?item=${row.item}`} size="xs" variant="subtle" aria-label={`${g("template.edit")} ${g(`items.${row.item}`)}`}>
                    {g("template.edit")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {detail && params.get("item") === detail.item && <TemplateDrawer key={detail.item} detail={detail} canEdit={canEdit} />}
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
