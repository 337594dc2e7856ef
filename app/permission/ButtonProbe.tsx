import { Badge, Button, Table, Text, VisuallyHidden } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { canUse } from "~/resources/protocol";
import { useMenuButtons } from "~/ui/Can";

/** One menuButton code: drawn or not by the rule `<Can>` uses, and what the server answers when asked. */
function ButtonRow({ code }: { code: string }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.permission.directive.${key}`, values);
  const fetcher = useFetcher<{ code: string; allowed: boolean }>();
  const drawn = canUse(useMenuButtons(), code);
  const answer = fetcher.data;
  return (
    <Table.Tr data-testid={`button-${code}`}>
      <Table.Td ff="monospace">{code}</Table.Td>
      <Table.Td>
        <Badge variant="outline" color={drawn ? "teal.9" : "gray.7"} tt="none">
          {drawn ? r("drawnYes") : r("drawnNo")}
        </Badge>
      </Table.Td>
      <Table.Td>
        <fetcher.Form method="post">
          <input type="hidden" name="code" value={code} />
          <Button type="submit" size="xs" variant="default" name="intent" value="ask" aria-label={r("askAbout", { code })} loading={fetcher.state !== "idle"}>
            {r("ask")}
          </Button>
        </fetcher.Form>
      </Table.Td>
      <Table.Td>
        <div role="status" data-testid="server-answer">
          {answer && (
            <Text size="sm" c={answer.allowed ? "teal.9" : "red.9"}>
              {answer.allowed ? r("allowed", { code }) : r("refused")}
            </Text>
          )}
        </div>
      </Table.Td>
    </Table.Tr>
  );
}

/** The button lesson: the UI hides what the server refuses, both reading the session's codes. */
export function ButtonProbe({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.permission.directive.${key}`);
  return (
    <Table withTableBorder striped miw={600}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{r("code")}</Table.Th>
          <Table.Th>{r("drawn")}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{r("ask")}</VisuallyHidden>
          </Table.Th>
          <Table.Th>{r("server")}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes.map((code) => (
          <ButtonRow key={code} code={code} />
        ))}
      </Table.Tbody>
    </Table>
  );
}
