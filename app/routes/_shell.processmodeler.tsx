import { Anchor, Badge, Button, Group, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { Can } from "~/ui/Can";
import { ProcessModeler, type ProcessModelerHandle } from "~/workflow/ProcessModeler";
import { modelerLoader, modelerSteps } from "~/workflow/workflow-pages.server";
import { ownAction } from "~/workflow/workflow.server";

export const loader = ({ request }: LoaderFunctionArgs) => modelerLoader(request);
export const action = ({ request }: ActionFunctionArgs) => ownAction(request, "/processmodeler", modelerSteps);

const T = "resources.processModel";

/** The modeller of one model: its diagram drawn and saved, then deployed as a definition. */
export default function ProcessModelerScreen() {
  const { t } = useTranslation();
  const { model, people, roles, orgs, forms } = useLoaderData<typeof loader>();
  const modeler = useRef<ProcessModelerHandle>(null);
  const fetcher = useFetcher<ResourceActionResult>();
  useActionFeedback(fetcher.state === "idle" ? fetcher.data : undefined);
  const options = useMemo(
    () => ({
      people,
      groups: [
        { group: t("resources.processDiagram.roles"), items: roles },
        { group: t("resources.processDiagram.orgs"), items: orgs },
      ],
      forms,
    }),
    [people, roles, orgs, forms, t],
  );
  const submit = async (intent: "save" | "deploy") => {
    const xml = await modeler.current?.saveXml();
    if (xml) fetcher.submit({ intent, id: model.id, xml }, { method: "post" });
  };
  const busy = fetcher.state !== "idle";
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/processmodel" size="sm">
        ← {t(`${T}.modeler.back`)}
      </Anchor>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={1} size="h3">
            {t(`${T}.modeler.title`, { name: model.name, key: model.key })}
          </Title>
          <Badge variant="light">{t(`${T}.modeler.version`, { version: model.version })}</Badge>
        </Group>
        <Group gap="sm">
          <Can code="processModel:update">
            <Button variant="default" loading={busy} onClick={() => void submit("save")}>
              {t(`${T}.modeler.save`)}
            </Button>
          </Can>
          <Can code="processModel:deploy">
            <Button loading={busy} onClick={() => void submit("deploy")}>
              {t(`${T}.modeler.deploy`)}
            </Button>
          </Can>
        </Group>
      </Group>
      <ProcessModeler ref={modeler} xml={model.xml} options={options} />
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
