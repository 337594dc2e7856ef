import { Button, Drawer, Group, List, Stack, Text, Textarea, Title } from "@mantine/core";
import { useFetcher, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { TemplateDetail } from "#contract/dev/generator";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import type { ActionResult } from "~/lib/action-result";
import { useActionFeedback } from "~/shell/action-feedback";
import { CodePreview, type ShownFile } from "./CodePreview";

type Answer = ActionResult & { files?: ShownFile[] | null };

/** One template: its text to edit (kept as a new version), a preview of a draft with the example entity, and its versions to restore. */
export function TemplateDrawer({ detail, canEdit }: { detail: TemplateDetail; canEdit: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const time = useTimeText();
  const g = (key: string, values?: Record<string, unknown>) => t(`resources.generator.template.${key}`, values);
  const [content, setContent] = useState(detail.content);
  // A saved or restored version becomes the text in the editor; the drawer stays, so its answer is still told.
  useEffect(() => setContent(detail.content), [detail.version, detail.content]);
  const fetcher = useFetcher<Answer>();
  useActionFeedback(fetcher.state === "idle" ? fetcher.data : undefined);
  const send = (intent: string, extra: Record<string, string> = {}) => fetcher.submit({ intent, item: detail.item, content, ...extra }, { method: "post" });
  const files = fetcher.state === "idle" ? fetcher.data?.files : null;
  const itemName = t(`resources.generator.items.${detail.item}`);
  return (
    <Drawer opened onClose={() => navigate(".", { preventScrollReset: true })} position="right" size="xl" title={g("editTitle", { item: itemName })} closeButtonProps={{ "aria-label": g("close") }}>
      <Stack gap="sm">
        <Text size="xs" ff="monospace" c="dimmed">
          {detail.path}
        </Text>
        <Textarea
          label={g("text")}
          description={g("textHint")}
          value={content}
          onChange={(e) => setContent(e.currentTarget.value)}
          autosize
          minRows={12}
          maxRows={28}
          readOnly={!canEdit}
          styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)", fontSize: "var(--mantine-font-size-xs)" } }}
          spellCheck={false}
        />
        <Group gap="xs">
          {canEdit && (
            <Button onClick={() => send("save")} loading={fetcher.state !== "idle" && fetcher.formData?.get("intent") === "save"} disabled={content === detail.content}>
              {g("save")}
            </Button>
          )}
          <Button variant="default" onClick={() => send("previewDraft")} loading={fetcher.state !== "idle" && fetcher.formData?.get("intent") === "previewDraft"}>
            {g("previewDraft")}
          </Button>
        </Group>
        {files && <CodePreview files={files} />}
        <Title order={2} size="h5">
          {g("versions")}
        </Title>
        <List spacing={6} listStyleType="none" ml={0}>
          {detail.versions.map((v) => (
            <List.Item key={v.version}>
              <Group gap="xs" wrap="wrap">
                <Text size="sm">
                  {v.reason === "save"
                    ? g("saveReason", { version: v.version, by: v.createdBy, time: time(Date.parse(v.createTime)) })
                    : g("restoreReason", { version: v.version, from: v.restoredFrom, by: v.createdBy, time: time(Date.parse(v.createTime)) })}
                </Text>
                {canEdit && v.version !== detail.version && (
                  <Button size="compact-xs" variant="default" onClick={() => send("restore", { version: String(v.version) })}>
                    {g("restore", { version: v.version })}
                  </Button>
                )}
              </Group>
            </List.Item>
          ))}
          <List.Item>
            <Group gap="xs" wrap="wrap">
              <Text size="sm">{g("shippedVersion")}</Text>
              {canEdit && detail.version !== 0 && (
                <Button size="compact-xs" variant="default" onClick={() => send("restore", { version: "0" })}>
                  {g("restore", { version: 0 })}
                </Button>
              )}
            </Group>
          </List.Item>
        </List>
      </Stack>
    </Drawer>
  );
}
