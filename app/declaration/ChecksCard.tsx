import { Card, List, Text, ThemeIcon, Title } from "@mantine/core";
import { IconAlertTriangle, IconCheck } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/react";
import { milliText, type DeclarationChecks } from "#contract/customs/declaration";
import { useMoney } from "~/clearance/parts";

/** What keeps the declaration from customs, each problem in words with its figures; or that it is ready. */
export function ChecksCard({ checks, currency }: { checks: DeclarationChecks; currency: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.Declaration.page.${key}`, values);
  const ready = checks.problems.length === 0;
  return (
    <Card withBorder padding="sm" data-testid="declaration-checks">
      <Title order={3} size="h5" mb="xs">
        {p("checks")}
      </Title>
      {ready ? (
        <Text size="sm" c="teal.9">
          <IconCheck size={16} style={{ verticalAlign: "text-bottom" }} aria-hidden /> {p("ready")}
        </Text>
      ) : (
        <List spacing={4} size="sm" icon={<ThemeIcon color="orange" size={18} radius="xl"><IconAlertTriangle size={12} aria-hidden /></ThemeIcon>}>
          {checks.problems.map((problem, i) => {
            const values =
              problem.rule === "grossBelowNet"
                ? { gross: milliText(problem.gross), net: milliText(problem.net) }
                : problem.rule === "totalsDiffer"
                  ? { lines: money(problem.lines, currency), invoice: money(problem.invoice, currency) }
                  : problem;
            return <List.Item key={i}>{p(`problem.${problem.rule}`, values)}</List.Item>;
          })}
        </List>
      )}
    </Card>
  );
}
