import { Accordion, Code, Group, Stack, Table, Text, Title } from "@mantine/core";
import { exampleRequest, OPEN_API_CATALOGUE, type OpenApiEntry } from "#contract/openapi/catalogue";
import { amountText } from "#contract/money";
import { useTranslation } from "~/i18n/react";

/** The catalogue's prices are in this currency; an API user may be given another. */
const CATALOGUE_CURRENCY = "CNY";

const json = (value: unknown) => JSON.stringify(value, null, 2);

function ApiEntry({ entry }: { entry: OpenApiEntry }) {
  const { t } = useTranslation();
  const d = (key: string, values?: Record<string, unknown>) => t(`resources.OpenApiInfo.docs.${key}`, values);
  return (
    <Stack gap="sm">
      <Group gap="xs" wrap="wrap">
        <Code fw={700}>{d("method")}</Code>
        <Code style={{ overflowWrap: "anywhere" }}>{entry.path}</Code>
      </Group>
      <Text size="sm">
        {d("price", { price: `${amountText(entry.defaultPriceMinor)} ${CATALOGUE_CURRENCY}` })}
      </Text>
      <Title order={4} size="h6">
        {d("parameters")}
      </Title>
      <Table.ScrollContainer minWidth={420}>
        <Table withTableBorder>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{d("parameter")}</Table.Th>
              <Table.Th>{d("type")}</Table.Th>
              <Table.Th>{d("required")}</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entry.parameters.map((parameter) => (
              <Table.Tr key={parameter.name}>
                <Table.Td>
                  <Code>{parameter.name}</Code>
                </Table.Td>
                <Table.Td>{parameter.type}</Table.Td>
                <Table.Td>{parameter.required ? d("yes") : d("no")}</Table.Td>
                <Table.Td>{d(`params.${parameter.name}`)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Title order={4} size="h6">
        {d("request")}
      </Title>
      <Code block style={{ overflowX: "auto" }} data-testid={`example-request-${entry.code}`}>
        {json(exampleRequest(entry))}
      </Code>
      <Title order={4} size="h6">
        {d("answer")}
      </Title>
      <Code block style={{ overflowX: "auto" }}>
        {json({ status: 200, message: "success", data: entry.exampleAnswer })}
      </Code>
    </Stack>
  );
}

/** What a developer needs to call each billed open API: path, parameters, examples and price. */
export function ApiDocs() {
  const { t } = useTranslation();
  const d = (key: string) => t(`resources.OpenApiInfo.docs.${key}`);
  return (
    <Stack gap="xs" component="section" aria-labelledby="open-api-docs">
      <Title order={2} size="h4" id="open-api-docs">
        {d("title")}
      </Title>
      <Text size="sm">{d("intro")}</Text>
      <Accordion multiple variant="separated">
        {OPEN_API_CATALOGUE.map((entry) => (
          <Accordion.Item key={entry.code} value={entry.code}>
            <Accordion.Control>
              {d(`apis.${entry.code}`)} · <Code>{entry.code}</Code>
            </Accordion.Control>
            <Accordion.Panel>
              <ApiEntry entry={entry} />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
