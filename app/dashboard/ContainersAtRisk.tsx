import { Anchor, Badge, Box, Card, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import type { ContainerAtRisk } from "#contract/usa/dashboard";
import classes from "./Dashboard.module.css";
import { shipmentPage } from "./list-links";

/**
 * Past the last free day is solid red (demurrage accrues), the day itself and the days before it
 * an orange dot: the words stay dark enough to read (WCAG AA), the colour says how urgent.
 */
function DaysLeft({ days }: { days: number }) {
  const { t } = useTranslation();
  const text = days < 0 ? t("resources.usaHome.atRisk.overdue", { count: -days }) : days === 0 ? t("resources.usaHome.atRisk.today") : t("resources.usaHome.atRisk.left", { count: days });
  return (
    <Badge color={days < 0 ? "red.9" : "orange"} variant={days < 0 ? "filled" : "dot"} tt="none" classNames={{ label: classes.whole }}>
      {text}
    </Badge>
  );
}

/** Containers still in the terminal past or near their last free day, each opening its shipment; on a phone the days left sit under the number. */
export function ContainersAtRisk({ containers }: { containers: ContainerAtRisk[] }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.usaHome.${key}`);
  return (
    <Card withBorder padding="sm" h="100%">
      <Title order={2} size="h4" mb="sm">
        {r("atRisk.title")}
      </Title>
      {containers.length === 0 ? (
        <Text c="dimmed" size="sm">
          {r("atRisk.none")}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={300}>
          <Table striped verticalSpacing={6} aria-label={r("atRisk.title")} data-testid="containers-at-risk">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{r("fields.container")}</Table.Th>
                <Table.Th>
                  {r("fields.fileNo")} · {r("fields.importerId")}
                </Table.Th>
                <Table.Th visibleFrom="sm">{r("fields.lastFreeDay")}</Table.Th>
                <Table.Th visibleFrom="sm">{r("atRisk.daysLeft")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {containers.map((box) => (
                <Table.Tr key={`${box.shipmentId}-${box.containerNumber}`}>
                  <Table.Td>
                    <Anchor component={Link} to={shipmentPage(box.shipmentId)} size="sm" ff="monospace">
                      {box.containerNumber}
                    </Anchor>
                    <Box hiddenFrom="sm">
                      <DaysLeft days={box.daysLeft} />
                    </Box>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{box.fileNo}</Text>
                    <Text size="xs" c="dimmed">
                      {box.importerName ?? "—"}
                    </Text>
                  </Table.Td>
                  <Table.Td className={classes.nowrap} visibleFrom="sm">
                    {box.lastFreeDay.replace("T", " ")}
                  </Table.Td>
                  <Table.Td className={classes.nowrap} visibleFrom="sm">
                    <DaysLeft days={box.daysLeft} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
