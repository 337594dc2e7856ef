import { Anchor, Badge, Box, Card, Group, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { RecentShipment } from "#contract/usa/dashboard";
import classes from "./Dashboard.module.css";
import { shipmentPage, shipmentsWhere } from "./list-links";

/** The newest files with the stage each waits at, and the way to the whole list; on a phone the stage sits under the importer. */
export function RecentShipments({ shipments }: { shipments: RecentShipment[] }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.usaHome.${key}`);
  return (
    <Card withBorder padding="sm">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          {r("recent.title")}
        </Title>
        <Anchor component={Link} to={shipmentsWhere({})} size="sm">
          {r("recent.all")}
        </Anchor>
      </Group>
      {shipments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {r("recent.none")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped verticalSpacing={6} aria-label={r("recent.title")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{r("fields.fileNo")}</Table.Th>
                <Table.Th>{r("fields.importerId")}</Table.Th>
                <Table.Th visibleFrom="sm">{r("fields.stage")}</Table.Th>
                <Table.Th visibleFrom="sm">{r("fields.eta")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shipments.map((shipment) => {
                const stage = (
                  <Badge variant="dot" color={shipment.stage === "done" ? "gray" : "brand"} tt="none">
                    {r(`options.stage.${shipment.stage}`)}
                  </Badge>
                );
                return (
                  <Table.Tr key={shipment.id}>
                    <Table.Td className={classes.nowrap}>
                      <Anchor component={Link} to={shipmentPage(shipment.id)} size="sm">
                        {shipment.fileNo}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {shipment.importerName ?? "—"}
                      <Box hiddenFrom="sm">{stage}</Box>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{stage}</Table.Td>
                    <Table.Td className={classes.nowrap} visibleFrom="sm">
                      {shipment.eta?.replace("T", " ") ?? "—"}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
