import { Alert, Anchor, Badge, Group, Stack, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { HsPath, LineFacts, Versions } from "~/tariff/CodeFacts";
import { hsCodeAction, hsCodePage } from "~/tariff/hs-code-page.server";
import { NotePanel } from "~/tariff/NotePanel";

export const loader = ({ request, params }: LoaderFunctionArgs) => hsCodePage(request, params);
export const action = ({ request, params }: ActionFunctionArgs) => hsCodeAction(request, params);

/** One national code: where it sits in the HS, the version in force with its units and 申报要素, every version, and our note. */
export default function HsCodeRecordScreen() {
  const { t } = useTranslation();
  const { record, canNote } = useLoaderData<typeof loader>();
  const p = (key: string) => t(`resources.HscodeMgt.page.${key}`);
  const inForce = record.versions.find((version) => version.current) ?? null;
  const demo = record.versions.some((version) => version.isDemo);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/HscodeMgt" size="sm">
        ← {p("back")}
      </Anchor>
      <Stack gap={4}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h3" ff="monospace">
            {record.printedCode}
          </Title>
          <Badge variant="light">{p(`markets.${record.market}`)}</Badge>
          {demo && (
            <Badge color="orange" variant="filled">
              {p("demo")}
            </Badge>
          )}
        </Group>
        {demo && (
          <Text size="sm" c="dimmed">
            {p("demoHint")}
          </Text>
        )}
      </Stack>
      <HsPath path={record.path} />
      <Title order={2} size="h5">
        {p("inForce")}
      </Title>
      {inForce ? <LineFacts line={inForce} /> : <Alert variant="outline">{p("noneInForce")}</Alert>}
      <NotePanel note={record.note} canNote={canNote} />
      <Versions versions={record.versions} />
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
