import { Badge, Drawer, Table, Text } from "@mantine/core";
import type { StockMovement } from "#contract/business/stock";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import type { TreeNode } from "~/resources/route.server";
import { cellText } from "~/ui/format";

/** Outlined in dark shades, so the words stay readable on a striped row (WCAG AA). */
const KIND_COLORS: Record<StockMovement["kind"], string> = { receipt: "green", issue: "red", transfer: "indigo", adjustment: "gray" };

/** What stands beside a change: a transfer's other warehouse, a receipt's order, the reason given. */
function detailOf(m: StockMovement, t: (key: string, values?: Record<string, unknown>) => string): string {
  const counterpart = m.counterpartName ? t(`resources.InventoryInquiry.behind.${m.quantity < 0 ? "counterpartTo" : "counterpartFrom"}`, { name: m.counterpartName }) : null;
  return [counterpart, m.orderCode, m.reason].filter(Boolean).join(" · ");
}

/** The movements behind one figure, oldest first, each with the stock it left. */
export function MovementsDrawer({ figure, movements, onClose }: { figure: TreeNode | undefined; movements: StockMovement[] | null; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const text = (key: string, values?: Record<string, unknown>) => t(`resources.InventoryInquiry.behind.${key}`, values ?? {});
  return (
    <Drawer
      opened={movements !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={text("title", { model: figure?.modelNumber ?? "", warehouse: figure?.warehouseName ?? "" })}
      closeButtonProps={{ "aria-label": t("resources.InventoryInquiry.close") }}
    >
      {movements?.length === 0 ? (
        <Text c="dimmed">{text("empty")}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="stock-movements">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text("when")}</Table.Th>
                <Table.Th>{text("kind")}</Table.Th>
                <Table.Th ta="right">{text("quantity")}</Table.Th>
                <Table.Th ta="right">{text("balance")}</Table.Th>
                <Table.Th>{text("detail")}</Table.Th>
                <Table.Th>{text("who")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {movements?.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{cellText(m.createTime, "datetime", zone)}</Table.Td>
                  <Table.Td>
                    <Badge variant="outline" tt="none" color={`${KIND_COLORS[m.kind]}.9`}>
                      {t(`resources.InventoryInquiry.movement.kinds.${m.kind}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">{m.quantity > 0 ? `+${m.quantity}` : m.quantity}</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {m.balance}
                  </Table.Td>
                  <Table.Td>{detailOf(m, t)}</Table.Td>
                  <Table.Td>{m.createByName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Drawer>
  );
}
