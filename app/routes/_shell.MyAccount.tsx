import { Anchor, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { moneyText, PREPAID_CURRENCIES } from "#contract/account/ledger";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import { myAccountAction, myAccountData } from "~/prepaid/account.server";
import { RefundRequest } from "~/prepaid/RefundRequest";
import { StatementPanel } from "~/prepaid/StatementPanel";
import { cellText } from "~/ui/format";

export const loader = ({ request }: LoaderFunctionArgs) => myAccountData(request);
export const action = ({ request }: ActionFunctionArgs) => myAccountAction(request);

/** A member's prepaid account: the balance in each currency, the latest movements, a statement for any period. */
export default function MyAccountScreen() {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const { balances, latest, currency, period, statement, bankAccounts } = useLoaderData<typeof loader>();
  const word = (key: string) => t(`resources.MyAccount.${key}`);
  const query = new URLSearchParams({ currency, ...period });
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={2}>{word("title")}</Title>
        <RefundRequest bankAccounts={bankAccounts} />
      </Group>
      <section aria-labelledby="balances-heading">
        <Title order={3} size="h4" id="balances-heading" mb="xs">
          {word("balances")}
        </Title>
        {balances.length === 0 ? (
          <Text c="dimmed">{word("noBalance")}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {balances.map((b) => (
              <Paper key={b.currency} withBorder p="md" data-testid={`balance-${b.currency}`}>
                <Text size="sm" c="dimmed">
                  {b.currency}
                </Text>
                <Text fw={700} size="xl">
                  {b.balanceText}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
        )}
      </section>
      <section aria-labelledby="latest-heading">
        <Title order={3} size="h4" id="latest-heading" mb="xs">
          {word("latest")}
        </Title>
        {latest.length === 0 && <Text c="dimmed">{word("noMovements")}</Text>}
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="latest-movements">
            <Table.Tbody>
              {latest.map((m) => (
                <Table.Tr key={m.id}>
                  <Table.Td>{cellText(m.createTime, "datetime", zone)}</Table.Td>
                  <Table.Td>{t(`resources.MyAccount.kinds.${m.kind}`)}</Table.Td>
                  <Table.Td ta="right">{moneyText(m.amountMinor, m.currency ?? "")}</Table.Td>
                  <Table.Td ta="right">{moneyText(m.balanceAfterMinor, m.currency ?? "")}</Table.Td>
                  <Table.Td>{m.reason ?? ""}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Anchor component={Link} to="/RechargeFlow" size="sm">
          {word("all")}
        </Anchor>
      </section>
      <StatementPanel
        screen="MyAccount"
        statement={statement}
        hidden={{}}
        currencies={PREPAID_CURRENCIES}
        download={(format) => `/MyAccount/statement?${query}&format=${format}`}
      />
    </Stack>
  );
}
