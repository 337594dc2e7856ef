import { Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { InstanceFacts } from "~/workflow/InstanceFacts";
import { InstanceHistory } from "~/workflow/InstanceHistory";
import { passedActivities } from "~/workflow/passed";
import { ProcessViewer } from "~/workflow/ProcessViewer";
import { instanceDetailLoader } from "~/workflow/workflow-pages.server";

export const loader = ({ request }: LoaderFunctionArgs) => instanceDetailLoader(request);

const T = "resources.processModel";

/** One process instance: its diagram with the node it waits at, its variables and every step so far. */
export default function ProcessInstanceDetailScreen() {
  const { t } = useTranslation();
  const { instance, forms } = useLoaderData<typeof loader>();
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/processinstance" size="sm">
        ← {t(`${T}.detail.back`)}
      </Anchor>
      <Group gap="sm" wrap="wrap">
        <Title order={1} size="h3">
          {t(`${T}.detail.title`, { id: instance.id, name: instance.definitionName })}
        </Title>
        <Badge variant="light" color={instance.status === "running" ? "blue" : "gray"}>
          {t(`${T}.status.${instance.status}`)}
        </Badge>
        {instance.result && <Badge variant="outline">{t(`${T}.result.${instance.result}`)}</Badge>}
        {instance.suspended && <Badge color="orange">{t(`${T}.suspended.true`)}</Badge>}
      </Group>
      <Title order={2} size="h5">
        {t(`${T}.detail.diagram`)}
      </Title>
      <ProcessViewer xml={instance.xml} current={instance.currentActivityIds} passed={passedActivities(instance)} />
      <InstanceFacts instance={instance} />
      <Title order={2} size="h5">
        {t(`${T}.history.title`)}
      </Title>
      {instance.history.length ? <InstanceHistory steps={instance.history} forms={forms} /> : <Text c="dimmed">{t(`${T}.history.none`)}</Text>}
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
