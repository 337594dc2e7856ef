import { Badge, Card, List, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "~/i18n/react";
import { declarationElementsOf, statutoryUnitsOf, type HsCodeRecord, type HsLine } from "#contract/customs/tariff";

const VALIDITY_COLORS = { current: "green", superseded: "gray", upcoming: "blue" } as const;

function useText() {
  const { t } = useTranslation();
  return {
    t,
    p: (key: string, values?: Record<string, unknown>) => t(`resources.HscodeMgt.page.${key}`, values ?? {}),
    field: (name: string) => t(`resources.HscodeMgt.fields.${name}`),
    option: (name: string, value: string) => t(`resources.HscodeMgt.options.${name}.${value}`),
  };
}

/** A code's letters with the meaning DOMAIN §3.2 gives each, where it gives one ("A — Inbound inspection and quarantine"). */
function CodeLetters({ codes, table }: { codes: string; table: "supervisionCodes" | "inspectionCodes" }) {
  const { t, p } = useText();
  const meaning = (code: string) => t(`resources.HscodeMgt.page.${table}.${code}`, { defaultValue: "" });
  const letters = (side: string) => side.split(table === "inspectionCodes" ? "." : "").filter(Boolean);
  // Inspection categories name import before "/" and export after.
  const sides = table === "inspectionCodes" ? codes.split("/").map((side, i) => ({ label: p(i === 0 ? "importSide" : "exportSide"), letters: letters(side) })) : [{ label: null, letters: letters(codes) }];
  return (
    <Stack gap={4}>
      {sides
        .filter((side) => side.letters.length > 0)
        .map((side) => (
          <div key={side.label ?? "all"}>
            {side.label && (
              <Text size="xs" c="dimmed">
                {side.label}
              </Text>
            )}
            {side.letters.map((code) => (
              <Text key={code} size="sm">
                <Text span fw={700} ff="monospace">
                  {code}
                </Text>
                {meaning(code) && ` — ${meaning(code)}`}
              </Text>
            ))}
          </div>
        ))}
    </Stack>
  );
}

/** Section → chapter → heading → subheading, each with its text. */
export function HsPath({ path }: { path: HsCodeRecord["path"] }) {
  const { p } = useText();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {p("path")}
      </Title>
      <List spacing={4} listStyleType="none" data-testid="hs-path">
        {path.map((node) => (
          <List.Item key={node.code} pl={(node.level / 2) * 12}>
            <Text size="sm">
              <Text span c="dimmed">
                {p(`levels.${node.level}`)}{" "}
              </Text>
              <Text span fw={600} ff="monospace">
                {node.code}
              </Text>{" "}
              {node.description}
            </Text>
          </List.Item>
        ))}
      </List>
    </Card>
  );
}

/** The version in force: description, statutory units, rates, China's conditions and its 申报要素 as an ordered list. */
export function LineFacts({ line }: { line: HsLine }) {
  const { p, field } = useText();
  const units = statutoryUnitsOf(line);
  const elements = line.elements ? declarationElementsOf(line.elements) : null;
  const rates = (["generalRate", "specialRate", "column2Rate", "vatRate"] as const).filter((name) => line[name]);
  return (
    <Card withBorder padding="md" data-testid="line-facts">
      <Stack gap="md">
        <Text>{line.description}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
          <div data-testid="statutory-units">
            <Text size="xs" c="dimmed">
              {p("units")}
            </Text>
            <Text size="sm" ff="monospace">
              {units.length === 2 ? p("unitsOf", { first: units[0], second: units[1] }) : (units[0] ?? "—")}
            </Text>
          </div>
          {rates.map((name) => (
            <div key={name}>
              <Text size="xs" c="dimmed">
                {field(name)}
              </Text>
              <Text size="sm">{line[name]}</Text>
            </div>
          ))}
        </SimpleGrid>
        {line.market === "CN" && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(["supervision", "inspection"] as const).map((name) => (
              <div key={name} data-testid={name}>
                <Text size="xs" c="dimmed" mb={4}>
                  {p(name)}
                </Text>
                {line[name] ? <CodeLetters codes={line[name]} table={`${name}Codes`} /> : <Text size="sm">{p("none")}</Text>}
              </div>
            ))}
          </SimpleGrid>
        )}
        {line.market === "CN" && (
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              {p("elements")}
            </Text>
            {elements ? (
              <List size="sm" spacing={2} listStyleType="none" data-testid="elements">
                {elements.map((element, i) => (
                  // Numbered as the template numbers them (0:品牌类型 …); GTIN and CAS carry no number.
                  <List.Item key={`${i}-${element.name}`}>
                    <Text span ff="monospace" c="dimmed" mr="xs">
                      {element.no ?? "·"}
                    </Text>
                    {element.name}
                  </List.Item>
                ))}
              </List>
            ) : (
              <Text size="sm" c="dimmed">
                {p("noElements")}
              </Text>
            )}
          </div>
        )}
        <Text size="xs" c="dimmed">
          {field("source")}: {line.source} · {field("effectiveDate")}: {line.effectiveDate}
        </Text>
      </Stack>
    </Card>
  );
}

/** Every version of the code, newest first, with where each stands today. */
export function Versions({ versions }: { versions: HsLine[] }) {
  const { p, field, option } = useText();
  return (
    <Card withBorder padding="md">
      <Title order={2} size="h5" mb="xs">
        {p("versions")}
      </Title>
      <Table.ScrollContainer minWidth={860}>
        <Table striped aria-label={p("versions")} data-testid="versions">
          <Table.Thead>
            <Table.Tr>
              {["effectiveDate", "validity", "unit1", "unit2", "generalRate", "vatRate", "source"].map((name) => (
                <Table.Th key={name}>{field(name)}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {versions.map((version) => (
              <Table.Tr key={version.id}>
                <Table.Td>{version.effectiveDate}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={VALIDITY_COLORS[version.validity]}>
                    {option("validity", version.validity)}
                  </Badge>
                </Table.Td>
                <Table.Td>{version.unit1 ?? "—"}</Table.Td>
                <Table.Td>{version.unit2 ?? "—"}</Table.Td>
                <Table.Td>{version.generalRate ?? "—"}</Table.Td>
                <Table.Td>{version.vatRate ?? "—"}</Table.Td>
                <Table.Td>{version.source}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
