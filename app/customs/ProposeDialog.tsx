import { Button, Divider, Group, Loader, Mark, Modal, MultiSelect, Paper, ScrollArea, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { GRI_RULES, proposalSchemaFor, type ClassifyCandidates } from "#contract/customs/classification";
import { formatHts } from "#contract/customs/identifiers";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { useDialogFetchers } from "~/ui/dialog-fetchers";
import type { ResourceDialogProps } from "~/ui/ResourceScreen";
import { OrderFacts, orderOf, wantedCodes } from "./ReviewDialogs";
import { DialogAlert } from "~/ui/DialogAlert";

const SCREEN = "ClassifyPlatform";
type Codes = Record<"hs6" | "htsCode" | "cnCode" | "hkCode", string>;

/** The first problem of each field, as the contract words it. */
function fieldProblems(result: ReturnType<ReturnType<typeof proposalSchemaFor>["safeParse"]>): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) problems[String(issue.path[0])] ??= issue.message;
  return problems;
}

/** The HS search's subheadings for the description, each with its US lines; "Use" fills the codes. */
function Candidates({ answer, failed, onRetry, onUse }: { answer?: ClassifyCandidates; failed: boolean; onRetry: () => void; onUse: (codes: Partial<Codes>) => void }) {
  const { t } = useTranslation();
  const text = (key: string) => t(`resources.${SCREEN}.propose.${key}`);
  if (failed) {
    return (
      <Group gap="sm">
        <Text size="sm" c="red.8">
          {t("kit.loadFailed")}
        </Text>
        <Button size="compact-sm" variant="default" onClick={onRetry}>
          {t("kit.retry")}
        </Button>
      </Group>
    );
  }
  if (!answer) {
    return (
      <Group gap="xs">
        <Loader size="xs" />
        <Text size="sm">{text("searching")}</Text>
      </Group>
    );
  }
  if (answer.candidates.length === 0) return <Text size="sm">{text("noCandidates")}</Text>;
  return (
    <ScrollArea.Autosize mah={260} type="auto">
      <Stack gap="xs" data-testid="candidates">
        {answer.candidates.map((candidate) => (
          <Paper key={candidate.code} withBorder p="xs">
            <Group justify="space-between" wrap="nowrap" align="flex-start">
              <div>
                <Text size="sm" fw={600}>
                  {formatHts(candidate.code)}{" "}
                  {(candidate.segments ?? [{ text: candidate.description, match: false }]).map((segment, i) => (segment.match ? <Mark key={i}>{segment.text}</Mark> : <span key={i}>{segment.text}</span>))}
                </Text>
                <Text size="xs" c="dimmed">
                  {candidate.path.map((node) => `${node.code} ${node.description}`).join(" › ")}
                </Text>
              </div>
              <Button size="compact-xs" variant="light" onClick={() => onUse({ hs6: candidate.code })} aria-label={`${text("use")} ${candidate.code}`}>
                {text("use")}
              </Button>
            </Group>
            {candidate.usHts.map((line) => (
              <Group key={line.htsCode} justify="space-between" wrap="nowrap" mt={4} pl="sm">
                <Text size="xs">
                  {line.htsCode} {line.description} · {line.generalRate}
                </Text>
                <Button size="compact-xs" variant="subtle" onClick={() => onUse({ hs6: candidate.code, htsCode: line.htsCode })} aria-label={`${text("use")} ${line.htsCode}`}>
                  {text("use")}
                </Button>
              </Group>
            ))}
          </Paper>
        ))}
      </Stack>
    </ScrollArea.Autosize>
  );
}

/**
 * The classifier's proposal: the order's facts, the HS search's candidates for its description,
 * a code for each jurisdiction asked for, the rules applied and the rationale. Checked here with
 * the contract's rule, and again by the provider against the order.
 */
export function ProposeDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const message = useMessageText();
  const order = orderOf(records);
  const { load, save, failed, retry } = useDialogFetchers({ intent: "propose", id: order.id });
  const [codes, setCodes] = useState<Codes>({ hs6: order.proposedHs6 ?? "", htsCode: order.proposedHtsCode ?? "", cnCode: order.proposedCnCode ?? "", hkCode: order.proposedHkCode ?? "" });
  const setCode = (field: keyof Codes, value: string) => setCodes((now) => ({ ...now, [field]: value }));
  const [gri, setGri] = useState<string[]>(order.gri ?? []);
  const [rationale, setRationale] = useState(order.rationale ?? "");
  const [problems, setProblems] = useState<Record<string, string>>({});
  const label = (key: string) => t(`resources.${SCREEN}.${key}`);
  useActionFeedback(save.data, { inDialog: true });
  useActionFeedback(load.data?.ok ? undefined : load.data);
  useEffect(() => {
    if (save.state !== "idle" || !save.data) return;
    if (save.data.ok) onClose();
    else if (save.data.fieldErrors) setProblems(save.data.fieldErrors);
  }, [save.state, save.data]);

  const submit = () => {
    const values = { id: order.id, ...codes, gri, rationale };
    const found = fieldProblems(proposalSchemaFor(order.jurisdictions).safeParse(values));
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    save.submit({ intent: "propose", step: "save", jurisdictions: order.jurisdictions.join(","), ...codes, id: order.id, gri: gri.join(","), rationale }, { method: "post" });
  };
  const error = (field: string) => (problems[field] ? message({ text: problems[field] }) : undefined);

  return (
    <Modal opened onClose={onClose} title={t(`resources.${SCREEN}.propose.title`, { orderNo: order.orderNo })} size="xl">
      <Stack gap="sm">
        <DialogAlert fetcher={save} />
        <OrderFacts order={order} />
        <Divider label={label("propose.candidates")} labelPosition="left" />
        <Text size="xs" c="dimmed">
          {label("propose.hint")}
        </Text>
        <Candidates answer={load.data?.ok ? (load.data.data as ClassifyCandidates) : undefined} failed={failed} onRetry={retry} onUse={(chosen) => setCodes((now) => ({ ...now, ...chosen }))} />
        <Divider />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {wantedCodes(order).map((field) => (
            // The value is read at the event: React has cleared currentTarget by the time the updater runs.
            <TextInput key={field} label={label(`timeline.code.${field}`)} withAsterisk value={codes[field]} onChange={(event) => setCode(field, event.currentTarget.value)} error={error(field)} maxLength={16} />
          ))}
        </SimpleGrid>
        <MultiSelect
          label={label("propose.gri")}
          withAsterisk
          data={GRI_RULES.map((rule) => ({ value: rule, label: label(`options.gri.${rule}`) }))}
          value={gri}
          onChange={setGri}
          searchable
          error={error("gri")}
        />
        <Textarea label={label("propose.rationale")} withAsterisk value={rationale} onChange={(event) => setRationale(event.currentTarget.value)} error={error("rationale")} maxLength={2000} autosize minRows={3} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("kit.cancel")}
          </Button>
          <Button onClick={submit} loading={save.state !== "idle"}>
            {label("actions.propose")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
