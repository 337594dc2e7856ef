import { Alert, Anchor, Button, Card, Group, Stack, Text } from "@mantine/core";
import { Link, useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { HkTdec } from "#contract/hk/tdec";
import { buttonCode, type Option } from "~/resources/define";
import { hongKongCustomsDeclaration as resource } from "~/resources/hk-tdec";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { Can } from "~/ui/Can";
import { EntityForm, type EntityFormTarget } from "~/ui/EntityForm";
import { LabelledValues } from "~/ui/LabelledValues";
import { optionLabel } from "~/ui/options";
import { RecordTitle } from "~/ui/RecordTitle";
import { useRecordText } from "~/ui/record-text";

/** Dark shades, outlined, so the words stay readable (WCAG AA); the words carry the meaning. */
const STATUS_COLOR = { draft: "gray.7", lodged: "teal.9", cancelled: "red.9" } as const;

export const isDraft = (tdec: Pick<HkTdec, "status">) => tdec.status === "draft";

/** The declaration's number, status and UDR, its deadline and penalty, the header's facts, the CCRNs it came from; edit and lodge while a draft. */
export function TdecHeader({ tdec, options }: { tdec: HkTdec; options: Record<string, Option[]> }) {
  const lodging = useFetcher<ResourceActionResult>();
  useActionFeedback(lodging.data);
  const [editing, setEditing] = useState<EntityFormTarget | null>(null);
  const { field, p, choice, at } = useRecordText("hongKongCustomsDeclaration");
  const facts: [string, string][] = [
    [field("kind"), choice("kind", tdec.kind)],
    [field("declaringUnitId"), tdec.declaringUnitName ?? optionLabel(options.declaringUnitId ?? [], tdec.declaringUnitId)],
    [field("consignorName"), tdec.consignorName],
    [field("consignorAddress"), tdec.consignorAddress],
    [field("consigneeName"), tdec.consigneeName],
    [field("consigneeAddress"), tdec.consigneeAddress],
    [field("transportMode"), choice("transportMode", tdec.transportMode)],
    [field("transportDocument"), tdec.transportDocument ?? "—"],
    [field("conveyance"), tdec.conveyance ?? "—"],
    [field("controlPoint"), choice("controlPoint", tdec.controlPoint)],
    [field("movedOn"), tdec.movedOn],
    [field("dueDate"), tdec.dueDate],
    [field("totalValue"), tdec.totalValue],
    [field("penalty"), tdec.penalty],
  ];
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <RecordTitle title={tdec.refNo} status={{ label: choice("status", tdec.status), color: STATUS_COLOR[tdec.status], testId: "tdec-status" }} reference={{ text: tdec.udr, testId: "udr" }} />
          <Group gap="xs" wrap="wrap">
            <Button component={Link} to={`/declarationDetail?operation=view&data=${tdec.id}`} variant="default">
              {p("history")}
            </Button>
            {isDraft(tdec) && (
              <Can code={buttonCode(resource, "update")}>
                <Button variant="default" onClick={() => setEditing({ record: tdec })}>
                  {p("edit")}
                </Button>
                <Button loading={lodging.state !== "idle"} onClick={() => lodging.submit({ intent: "lodgeTdec" }, { method: "post" })}>
                  {p("lodge")}
                </Button>
              </Can>
            )}
          </Group>
        </Group>
        {tdec.late && (
          <Alert color="red" variant="light" styles={{ title: { color: "var(--mantine-color-red-9)" } }} title={p("late", { due: tdec.dueDate })} data-testid="late">
            {field("penalty")}: {tdec.penalty}
          </Alert>
        )}
        {tdec.status === "lodged" && tdec.lodgedBy && <Text size="sm">{p("lodgedBy", { who: tdec.lodgedBy, at: at(tdec.lodgedAt) })}</Text>}
        {isDraft(tdec) && !tdec.late && <Text size="sm">{p("dueIn", { due: tdec.dueDate })}</Text>}
        <LabelledValues items={facts} cols={{ base: 2, md: 3, xl: 4 }} />
        {tdec.consignments.length > 0 && (
          <Group gap="xs" wrap="wrap" data-testid="tdec-ccrns">
            <Text size="sm" c="dimmed">
              {p("fromCcrns")}:
            </Text>
            {tdec.consignments.map((c) => (
              <Anchor key={c.id} component={Link} to={`/hKDetail?operation=view&data=${c.id}`} size="sm" ff="monospace">
                {c.ccrn ?? c.refNo}
              </Anchor>
            ))}
          </Group>
        )}
        <Text size="xs" c="dimmed">
          {p("demo")}
        </Text>
      </Stack>
      <EntityForm resource={resource} target={editing} options={options} onClose={() => setEditing(null)} />
    </Card>
  );
}
