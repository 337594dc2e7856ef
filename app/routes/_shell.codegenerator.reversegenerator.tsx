import { Alert, Button, Group, Select, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { useCallback, useEffect, useState, type SetStateAction } from "react";
import { failure } from "~/auth/action-result.server";
import type { Definition } from "~/generator/definition";
import { generatorScreen, previewAction } from "~/generator/generator.server";
import { GeneratorWorkbench } from "~/generator/GeneratorWorkbench";
import { useTranslation } from "~/i18n/react";
import { goneAsUnknown } from "~/jobs/jobs.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PATH = "/codegenerator/reversegenerator";

/** Reverse generation: a table of the database (`?table=`) read into a definition to finish. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, texts } = await generatorScreen(request, PATH);
  const [tables, templates] = await Promise.all([api.tables(), api.templates("product")]).catch(goneAsUnknown);
  const table = new URL(request.url).searchParams.get("table");
  let read: { definition: Definition | null; failure: ReturnType<typeof failure> | null } = { definition: null, failure: null };
  if (table) {
    read = await api.readTable(table).then(
      (definition) => ({ definition: definition as Definition, failure: null }),
      (error: unknown) => ({ definition: null, failure: failure(error) }),
    );
  }
  return { tables, items: templates.map((t) => t.item), table, ...read, texts };
}

export const action = ({ request }: ActionFunctionArgs) => previewAction(request, PATH);

export default function ReverseGenerator() {
  const { tables, items, table, definition: read, failure: refused } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [chosen, setChosen] = useState<string | null>(table);
  const [definition, setDefinition] = useState<Definition | null>(read);
  useEffect(() => setDefinition(read), [read]);
  const change = useCallback((next: SetStateAction<Definition>) => setDefinition((d) => d && (typeof next === "function" ? next(d) : next)), []);
  useActionFeedback(refused ?? undefined);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("resources.generator.reverseTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("resources.generator.reverse.intro")}
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label={t("resources.generator.reverse.table")}
          data={tables.map((row) => ({ value: row.tableName, label: t("resources.generator.reverse.tableOption", { name: row.tableName, count: row.columns }) }))}
          value={chosen}
          onChange={setChosen}
          searchable
          w={{ base: "100%", sm: 360 }}
        />
        <Button disabled={!chosen} onClick={() => chosen && setParams({ table: chosen })}>
          {t("resources.generator.reverse.read")}
        </Button>
      </Group>
      {definition && table && (
        <Alert color="blue">{t("resources.generator.reverse.readDone", { name: table, count: definition.fields.length })}</Alert>
      )}
      {definition && <GeneratorWorkbench definition={definition} onChange={change} items={items} />}
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
