import { Alert, Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconAlertTriangle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "~/i18n/react";
import type { ManifestBill, ManifestPort, ManifestRecord } from "#contract/customs/manifest";
import { EventTimeline } from "./EventTimeline";
import { BillStatusBadge, ContainerStatusBadge } from "./StatusBadge";

/** The carrier's name in the reader's script: Chinese where the tenant keeps one. */
const nameIn = (language: string, en: string | null, cn: string | null) => (language === "en" ? en : cn ?? en);

function BillText({ bill }: { bill: ManifestBill }) {
  const { i18n } = useTranslation();
  const name = nameIn(i18n.language, bill.carrierNameEn, bill.carrierNameCn);
  return (
    <Text size="sm" component="span">
      <Text span ff="monospace" fw={600}>
        {bill.issuerScac}
      </Text>
      <Text span ff="monospace">
        {bill.number}
      </Text>
      {name && (
        <Text span c="dimmed">
          {" "}
          · {name}
        </Text>
      )}
    </Text>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {typeof children === "string" ? <Text size="sm">{children}</Text> : children}
    </div>
  );
}

/** One shipment the query found: its bills and voyage, the status, each container, and the events. */
export function ManifestRecordCard({ record, index }: { record: ManifestRecord; index: number }) {
  const { t, i18n } = useTranslation();
  const m = (key: string, values?: Record<string, unknown>) => t(`resources.ManifestQuery.${key}`, values ?? {});
  const none = m("none");
  const port = (value: ManifestPort | null) => (value ? [value.code, nameIn(i18n.language, value.nameEn, value.nameCn)].filter(Boolean).join(" ") : none);
  const headingId = `manifest-record-${index}`;
  return (
    <Card withBorder padding="md" component="article" aria-labelledby={headingId} data-testid="manifest-record">
      <Stack gap="md">
        <Group justify="space-between" align="center" wrap="wrap" gap="xs">
          <Group gap="sm" wrap="wrap">
            <Title order={2} size="h4" id={headingId} ff="monospace">
              {record.masterBill ? record.masterBill.issuerScac + record.masterBill.number : record.fileNo}
            </Title>
            <BillStatusBadge status={record.status} />
          </Group>
          <Badge variant="outline" color="gray.7" tt="none">
            {m(`matchedBy.${record.matchedBy}`)}
          </Badge>
        </Group>

        {(record.holds.length > 0 || record.isfLate) && (
          <Stack gap={6}>
            {record.holds.length > 0 && (
              <Alert color="red.9" variant="outline" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
                {m("holds", { agencies: record.holds.join(", ") })}
              </Alert>
            )}
            {record.isfLate && (
              <Alert color="orange.9" variant="outline" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />}>
                {m("isfLate")}
              </Alert>
            )}
          </Stack>
        )}

        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs">
          <Fact label={m("fields.masterBill")}>{record.masterBill ? <BillText bill={record.masterBill} /> : none}</Fact>
          <Fact label={m("fields.houseBills")}>
            {record.houseBills.length === 0 ? none : (
              <Stack gap={0}>
                {record.houseBills.map((bill) => (
                  <BillText key={bill.issuerScac + bill.number} bill={bill} />
                ))}
              </Stack>
            )}
          </Fact>
          <Fact label={m("fields.fileNo")}>
            <Anchor component={Link} to={`/importClearance/${record.shipmentId}`} size="sm">
              {record.fileNo}
            </Anchor>
          </Fact>
          <Fact label={m("fields.vesselVoyage")}>{[record.vesselName, record.voyage].filter(Boolean).join(" / ") || none}</Fact>
          <Fact label={m("fields.portOfLading")}>{port(record.portOfLading)}</Fact>
          <Fact label={m("fields.portOfUnlading")}>{port(record.portOfUnlading)}</Fact>
          <Fact label={m("fields.ladenOnBoard")}>{record.ladenOnBoard?.replace("T", " ") ?? none}</Fact>
          <Fact label={m("fields.eta")}>{record.eta?.replace("T", " ") ?? none}</Fact>
        </SimpleGrid>

        {record.containers.length > 0 && (
          <Table.ScrollContainer minWidth={300}>
            <Table verticalSpacing={6} aria-label={m("fields.containers")} data-testid="manifest-containers">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m("fields.containerNumber")}</Table.Th>
                  <Table.Th visibleFrom="sm">{m("fields.sizeType")}</Table.Th>
                  <Table.Th>{m("fields.containerStatus")}</Table.Th>
                  <Table.Th>{m("fields.lastFreeDay")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {record.containers.map((box) => (
                  <Table.Tr key={box.containerNumber}>
                    <Table.Td ff="monospace">{box.containerNumber}</Table.Td>
                    <Table.Td visibleFrom="sm">{box.sizeType}</Table.Td>
                    <Table.Td>
                      <ContainerStatusBadge status={box.status} />
                    </Table.Td>
                    <Table.Td>{box.lastFreeDay?.replace("T", " ") ?? none}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}

        <EventTimeline events={record.events} headingId={`${headingId}-events`} />
      </Stack>
    </Card>
  );
}
