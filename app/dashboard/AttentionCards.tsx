import { Card, Group, SimpleGrid, Text, ThemeIcon, type MantineColor } from "@mantine/core";
import { Link } from "@remix-run/react";
import { IconBuildingWarehouse, IconClockExclamation, IconClockHour4, IconFileAlert, IconFileInvoice, IconHandStop, IconShipOff, type Icon } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/react";
import { NEAR_LFD_DAYS, SUMMARY_DUE_WORKING_DAYS, type ShipmentAttention } from "#contract/usa/shipment";
import classes from "./Dashboard.module.css";
import { shipmentsWhere } from "./list-links";

/**
 * Most urgent first: demurrage already accruing, holds that stop the cargo and unentered goods
 * facing General Order are red, what turns red within days orange, paperwork with a deadline
 * yellow. An empty list is grey.
 */
const CARDS: readonly { attention: ShipmentAttention; color: MantineColor; icon: Icon; days?: number }[] = [
  { attention: "pastLfd", color: "red", icon: IconClockExclamation },
  { attention: "hold", color: "red", icon: IconHandStop },
  { attention: "generalOrder", color: "red", icon: IconBuildingWarehouse },
  { attention: "nearLfd", color: "orange", icon: IconClockHour4, days: NEAR_LFD_DAYS },
  { attention: "freightPending", color: "orange", icon: IconShipOff },
  { attention: "lateIsf", color: "orange", icon: IconFileAlert },
  { attention: "summaryDue", color: "yellow", icon: IconFileInvoice, days: SUMMARY_DUE_WORKING_DAYS },
];

/** The attention counts, each a link to the shipment list holding exactly those shipments. */
export function AttentionCards({ counts }: { counts: Record<ShipmentAttention, number> }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.usaHome.${key}`, values);
  return (
    <SimpleGrid cols={{ base: 2, sm: 4, xl: 7 }} spacing="sm">
      {CARDS.map(({ attention, color, icon: CardIcon, days }) => {
        const count = counts[attention];
        const tone = count > 0 ? color : "gray";
        const label = r(`options.attention.${attention}`);
        return (
          <Card
            key={attention}
            component={Link}
            to={shipmentsWhere({ attention })}
            withBorder
            padding="sm"
            className={classes.card}
            style={{ "--accent": `var(--mantine-color-${tone}-6)` }}
            aria-label={r("cardName", { label, count })}
          >
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              {/* The cards count shipments, each opening its list; the containers at risk are listed apart. */}
              <Group gap={6} align="baseline" wrap="nowrap">
                <Text className={classes.count} data-testid={`attention-${attention}`}>
                  {count}
                </Text>
                <Text size="xs" c="dimmed" data-testid={`attention-${attention}-unit`}>
                  {r("unit", { count })}
                </Text>
              </Group>
              <ThemeIcon color={tone} variant="light" size="md" aria-hidden>
                <CardIcon size={18} />
              </ThemeIcon>
            </Group>
            <Text fw={600} size="sm">
              {label}
            </Text>
            <Text size="xs" c="dimmed" visibleFrom="sm">
              {r(`hints.${attention}`, { days })}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
