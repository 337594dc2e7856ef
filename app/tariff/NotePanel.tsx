import { Button, Card, Group, Stack, Text, Textarea, Title } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { HsNote } from "#contract/customs/tariff";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText } from "~/lib/messages";
import { useActionFeedback } from "~/shell/action-feedback";
import { cellText } from "~/ui/format";
import { useTimeZone } from "~/lib/use-time-zone";

/** The tenant's own note on the code: read by everyone on the screen, written and deleted with its edit button. */
export function NotePanel({ note, canNote }: { note: HsNote | null; canNote: boolean }) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const text = useMessageText();
  const p = (key: string, values?: Record<string, unknown>) => t(`resources.HscodeMgt.page.${key}`, values ?? {});
  const fetcher = useFetcher<ActionResult>();
  const [draft, setDraft] = useState(note?.note ?? "");
  useActionFeedback(fetcher.data);
  // What the page reloaded after a save or delete becomes the draft.
  useEffect(() => setDraft(note?.note ?? ""), [note?.note]);
  const error = fetcher.state === "idle" ? fetcher.data?.fieldErrors?.note : undefined;
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  return (
    <Card withBorder padding="md" data-testid="hs-note">
      <Title order={2} size="h5" mb="xs">
        {p("note")}
      </Title>
      {canNote ? (
        <fetcher.Form method="post">
          <Stack gap="xs">
            <Textarea name="note" label={p("noteLabel")} value={draft} onChange={(event) => setDraft(event.currentTarget.value)} autosize minRows={3} maxRows={10} error={error ? text({ text: error }) : undefined} />
            <Group gap="sm">
              <Button type="submit" name="intent" value="saveNote" loading={busy("saveNote")}>
                {p("saveNote")}
              </Button>
              {note && (
                <Button type="submit" name="intent" value="deleteNote" variant="default" c="red.8" loading={busy("deleteNote")}>
                  {p("deleteNote")}
                </Button>
              )}
            </Group>
          </Stack>
        </fetcher.Form>
      ) : (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
          {note?.note ?? p("noNote")}
        </Text>
      )}
      {note && (
        <Text size="xs" c="dimmed" mt="xs">
          {p("noteBy", { name: note.createBy ?? "—", time: cellText(note.updateTime, "datetime", zone) })}
        </Text>
      )}
    </Card>
  );
}
