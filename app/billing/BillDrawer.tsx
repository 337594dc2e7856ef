import { Anchor, Badge, Drawer, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { BillDetail } from "#contract/business/billing";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import type { TreeNode } from "~/resources/route.server";
import { cellText } from "~/ui/format";
import { sourcePage } from "./source-page";

/** A bill's lines, each opening its source record, and the settlements made towards it. */
export function BillDrawer({ bill, detail, onClose }: { bill: TreeNode | undefined; detail: BillDetail | null; onClose: () => void }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const text = (key: string, values?: Record<string, unknown>) => t(`resources.BillingManagement.detail.${key}`, values ?? {});
  const currency = String(bill?.currency ?? "");
  return (
    <Drawer
      opened={detail !== null}
      onClose={onClose}
      position="right"
      size="xl"
      title={text("title", { code: bill?.code ?? "", member: bill?.memberName ?? "", month: bill?.month ?? "" })}
      closeButtonProps={{ "aria-label": text("close") }}
    >
      <Stack gap="lg">
        <Text fw={600}>{text("total", { currency, total: bill?.total ?? "", open: bill?.open ?? "" })}</Text>
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="bill-lines">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{text("serviceDate")}</Table.Th>
                <Table.Th>{text("sourceType")}</Table.Th>
                <Table.Th>{text("source")}</Table.Th>
                <Table.Th>{text("description")}</Table.Th>
                <Table.Th ta="right">{text("amount", { currency })}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {detail?.lines.map((line) => {
                const page = sourcePage(line);
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td>{line.serviceDate}</Table.Td>
                    <Table.Td>{t(`resources.BillingManagement.sources.${line.sourceType}`, { defaultValue: line.sourceType })}</Table.Td>
                    <Table.Td>
                      {page ? (
                        <Anchor component={Link} to={page}>
                          {line.sourceCode}
                        </Anchor>
                      ) : (
                        line.sourceCode
                      )}
                    </Table.Td>
                    <Table.Td>{line.description}</Table.Td>
                    <Table.Td ta="right">{line.amount}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Title order={4}>{text("settlements")}</Title>
        {detail?.settlements.length === 0 ? (
          <Text c="dimmed">{text("noSettlements")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table striped data-testid="bill-settlements">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{text("when")}</Table.Th>
                  <Table.Th>{text("way")}</Table.Th>
                  <Table.Th ta="right">{text("amount", { currency })}</Table.Th>
                  <Table.Th>{text("reference")}</Table.Th>
                  <Table.Th>{text("who")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {detail?.settlements.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>{cellText(s.createTime, "datetime", zone)}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" tt="none" color={s.way === "balance" ? "indigo.9" : "teal.9"}>
                        {text(`ways.${s.way}`)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{s.amount}</Table.Td>
                    <Table.Td>{s.way === "balance" ? text("ledgerDebit", { balance: s.balanceAfter ?? "" }) : `${s.transferReference ?? ""} · ${s.transferDate ?? ""}`}</Table.Td>
                    <Table.Td>{s.createByName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Drawer>
  );
}
