import { Alert, Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import { parseRejection, type Declaration } from "#contract/customs/declaration";
import { buttonCode, type Option } from "~/resources/define";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { declaration as resource } from "~/resources/declaration";
import { Can } from "~/ui/Can";
import { LabelledValues } from "~/ui/LabelledValues";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { optionLabel } from "~/ui/options";
import { RecordTitle } from "~/ui/RecordTitle";
import { useRecordText } from "~/ui/record-text";

/** Dark shades, outlined, so the words stay readable (WCAG AA); the words carry the meaning. */
const STATUS_COLOR = { draft: "gray.7", submitted: "blue.9", accepted: "teal.9", rejected: "red.9" } as const;

/** The customs answer's box: a light tint, its title in the darkest shade so it stays readable (WCAG AA). */
const answered = (color: "blue" | "teal" | "red") => ({ color, styles: { title: { color: `var(--mantine-color-${color}-9)` } } });

export const isEditable = (row: Pick<Declaration, "status">) => row.status === "draft" || row.status === "rejected";

interface Props {
  declaration: Declaration;
  options: Record<string, Option[]>;
  ready: boolean;
}

/**
 * The declaration's number and status, the customs answer once given, the header's facts, and
 * its actions: edit and submit while it is a draft or rejected, print at any time.
 */
export function DeclarationHeader({ declaration, options, ready }: Props) {
  const submission = useFetcher<ResourceActionResult>();
  useActionFeedback(submission.data);
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const { field, p, choice, at } = useRecordText("Declaration");
  const sourced = (name: string, value: unknown) => optionLabel(options[name] ?? [], value) || String(value ?? "—");
  const rejection = parseRejection(declaration.rejectReason);
  const facts: [string, string][] = [
    [field("direction"), choice("direction", declaration.direction)],
    [field("traderName"), declaration.traderName],
    [field("traderUscc"), declaration.traderUscc],
    [field("customsOffice"), declaration.customsOffice],
    [field("tradeMode"), choice("tradeMode", declaration.tradeMode)],
    [field("transportMode"), choice("transportMode", declaration.transportMode)],
    [field("portCode"), declaration.portCode],
    [field("tradeCountry"), sourced("tradeCountry", declaration.tradeCountry)],
    [field("conveyance"), declaration.conveyance ?? "—"],
    [field("billNo"), declaration.billNo ?? "—"],
    [field("packages"), String(declaration.packages)],
    [p("weights"), `${declaration.grossWeight} / ${declaration.netWeight} kg`],
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <RecordTitle
            title={declaration.declarationNo}
            status={{ label: choice("status", declaration.status), color: STATUS_COLOR[declaration.status], testId: "declaration-status" }}
            reference={{ text: declaration.entryNo, testId: "entry-no" }}
          />
          <Group gap="xs" wrap="wrap">
            <Anchor href={`/declarations/${declaration.id}.pdf`} target="_blank" rel="noopener" underline="never">
              <Button component="span" variant="default">
                {p("print")}
              </Button>
            </Anchor>
            {isEditable(declaration) && (
              <Can code={buttonCode(resource, "update")}>
                <Button variant="default" onClick={() => setEditing({ record: declaration })}>
                  {p("edit")}
                </Button>
                <Button disabled={!ready} loading={submission.state !== "idle"} onClick={() => submission.submit({ intent: "submitDeclaration" }, { method: "post" })}>
                  {p("submit")}
                </Button>
              </Can>
            )}
          </Group>
        </Group>
        {declaration.status === "submitted" && (
          <Alert {...answered("blue")} title={p("pending")}>
            {declaration.submittedBy && p("history", { who: declaration.submittedBy, at: at(declaration.submittedAt) })}
          </Alert>
        )}
        {declaration.status === "accepted" && <Alert {...answered("teal")} title={p("accepted", { entryNo: declaration.entryNo })}>{declaration.submittedBy && p("history", { who: declaration.submittedBy, at: at(declaration.submittedAt) })}</Alert>}
        {declaration.status === "rejected" && (
          <Alert {...answered("red")} title={p("rejected")} data-testid="rejection">
            <Text size="sm">{rejection ? p(`rejection.${rejection.rule}`, { lines: rejection.lines.join(", ") }) : declaration.rejectReason}</Text>
            <Text size="sm" c="dimmed">
              {p("rejectedHint")}
            </Text>
          </Alert>
        )}
        <LabelledValues items={facts} cols={{ base: 2, md: 3, xl: 4 }} />
        <Text size="xs" c="dimmed">
          {p("demo")}
        </Text>
      </Stack>
      <EntityForm resource={resource} target={editing} options={options} onClose={() => setEditing(null)} />
    </Card>
  );
}
