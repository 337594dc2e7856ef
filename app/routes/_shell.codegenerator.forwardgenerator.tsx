import { Button, Group, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { sampleDefinition } from "#contract/dev/sample-entity";
import { emptyDefinition, type Definition } from "~/generator/definition";
import { generatorScreen, previewAction } from "~/generator/generator.server";
import { GeneratorWorkbench } from "~/generator/GeneratorWorkbench";
import { useTranslation } from "~/i18n/react";
import { goneAsUnknown } from "~/jobs/jobs.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PATH = "/codegenerator/forwardgenerator";

/** Forward generation (SPEC §3 generator): an entity described here, its files previewed and downloaded. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, texts } = await generatorScreen(request, PATH);
  const items = (await api.templates("product").catch(goneAsUnknown)).map((t) => t.item);
  return { items, texts };
}

export const action = ({ request }: ActionFunctionArgs) => previewAction(request, PATH);

export default function ForwardGenerator() {
  const { items } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const [definition, setDefinition] = useState<Definition>(sampleDefinition);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t("resources.generator.forwardTitle")}
      </Title>
      <Text size="sm" c="dimmed">
        {t("resources.generator.forward.intro")}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" onClick={() => setDefinition(sampleDefinition())}>
          {t("resources.generator.forward.example")}
        </Button>
        <Button variant="default" size="xs" onClick={() => setDefinition(emptyDefinition())}>
          {t("resources.generator.forward.empty")}
        </Button>
      </Group>
      <GeneratorWorkbench definition={definition} onChange={setDefinition} items={items} />
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
