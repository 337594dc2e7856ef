import { Anchor, Badge, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Form } from "@remix-run/react";
import { moneyText } from "#contract/account/ledger";
import type { Statement } from "#contract/account/movement";
import { useTranslation } from "~/i18n/react";
import { useTimeZone } from "~/lib/use-time-zone";
import { cellText } from "~/ui/format";

const KIND_COLORS: Record<string, string> = { recharge: "green.9", fee: "orange.9", refund: "grape.9", adjustment: "gray.9" };

/**
 * A statement for a period: the opening balance, the movements, the closing balance, side by side
 * so opening + movements = closing reads at a glance; the same as xlsx and PDF.
 */
export function StatementPanel({
  screen,
  statement,
  hidden,
  currencies,
  download,
}: {
  /** The screen whose texts it uses (`resources.<screen>.statement`). */
  screen: string;
  statement: Statement;
  /** Query parameters the period form keeps (the account shown). */
  hidden: Record<string, string>;
  /** Offered when the reader picks the currency (their own statement). */
  currencies?: readonly string[];
  download: (format: "xlsx" | "pdf") => string;
}) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const word = (key: string) => t(`resources.${screen}.statement.${key}`);
  const money = (minor: number) => moneyText(minor, statement.currency);
  const zoned = (href: string) => `${href}&timeZone=${encodeURIComponent(zone)}`;
  return (
    <Paper withBorder p="md" data-testid="statement">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {word("title")} · {statement.currency}
        </Title>
        <Form method="get" preventScrollReset>
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Group align="end" gap="sm" wrap="wrap">
            {currencies && <NativeSelect name="currency" label={word("currency")} defaultValue={statement.currency} data={[...currencies]} />}
            <TextInput type="date" name="from" label={word("from")} defaultValue={statement.from} required />
            <TextInput type="date" name="to" label={word("to")} defaultValue={statement.to} required />
            <Button type="submit" variant="default">
              {word("show")}
            </Button>
            <Anchor href={zoned(download("xlsx"))} download data-testid="statement-xlsx">
              {word("xlsx")}
            </Anchor>
            <Anchor href={zoned(download("pdf"))} download data-testid="statement-pdf">
              {word("pdf")}
            </Anchor>
          </Group>
        </Form>
        <SimpleGrid cols={{ base: 1, sm: 3 }} aria-label={word("check")}>
          {(
            [
              ["opening", statement.openingMinor],
              ["moved", statement.movedMinor],
              ["closing", statement.closingMinor],
            ] as const
          ).map(([key, minor]) => (
            <Paper key={key} withBorder p="sm" data-testid={`statement-${key}`}>
              <Text size="sm" c="dimmed">
                {word(key)}
              </Text>
              <Text fw={700} size="lg">
                {money(minor)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        {statement.movements.length === 0 ? (
          <Text c="dimmed">{word("empty")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={640}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t(`resources.${screen}.movements.createTime`)}</Table.Th>
                  <Table.Th>{t(`resources.${screen}.movements.kind`)}</Table.Th>
                  <Table.Th ta="right">{t(`resources.${screen}.movements.amountText`)}</Table.Th>
                  <Table.Th ta="right">{t(`resources.${screen}.movements.balanceText`)}</Table.Th>
                  <Table.Th>{t(`resources.${screen}.movements.reason`)}</Table.Th>
                  <Table.Th>{t(`resources.${screen}.movements.createByName`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statement.movements.map((m) => (
                  <Table.Tr key={m.id}>
                    <Table.Td>{cellText(m.createTime, "datetime", zone)}</Table.Td>
                    <Table.Td>
                      <Badge variant="outline" tt="none" color={KIND_COLORS[m.kind]}>
                        {t(`resources.${screen}.kinds.${m.kind}`, { defaultValue: t(`resources.${screen}.options.kind.${m.kind}`) })}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{money(m.amountMinor)}</Table.Td>
                    <Table.Td ta="right">{money(m.balanceAfterMinor)}</Table.Td>
                    <Table.Td>{m.reason ?? ""}</Table.Td>
                    <Table.Td>{m.createByName}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Paper>
  );
}
