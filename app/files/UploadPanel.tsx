import "@mantine/dropzone/styles.layer.css";
import { Button, Group, Progress, Stack, Text } from "@mantine/core";
import { Dropzone } from "@mantine/dropzone";
import { useRevalidator } from "@remix-run/react";
import { IconCloudUpload } from "@tabler/icons-react";
import { useRef, useState } from "react";
import { acceptAttribute, fileFacts, fileMessages, fileProblem, UPLOAD_PART } from "#contract/file";
import type { NetdiscSpace } from "#contract/netdisc";
import { useTranslation } from "~/i18n/react";
import type { ActionResult } from "~/lib/action-result";
import { useMessageText, type UserMessage } from "~/lib/messages";
import { bytesText } from "./format";

/** The chooser offers the kinds the provider keeps (by type; the bytes decide after). */
const ACCEPTED_TYPES = [
  ...new Set(
    acceptAttribute()
      .split(",")
      .filter((part) => part.includes("/"))
  ),
];

/** Where the queue sends each file (app/routes/upload-download.upload.tsx). */
export const UPLOAD_ROUTE = "/upload-download/upload";

interface Upload {
  key: number;
  name: string;
  size: number;
  /** 0–100 while sending. */
  percent: number;
  state: "uploading" | "done" | "failed";
  error?: UserMessage;
}

/** Sends one file with XMLHttpRequest, whose upload events give its progress; resolves with the action's answer. */
function send(file: File, target: { space: NetdiscSpace; parentId: string | null }, onProgress: (percent: number) => void): Promise<ActionResult> {
  return new Promise((resolve) => {
    const form = new FormData();
    form.set("space", target.space);
    if (target.parentId) form.set("parentId", target.parentId);
    form.set(UPLOAD_PART, file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open("POST", UPLOAD_ROUTE);
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(Math.round((event.loaded / event.total) * 100));
    xhr.onload = () => {
      const answer = xhr.response as ActionResult | null;
      if (answer && typeof answer.ok === "boolean") return resolve(answer);
      // The app's body limit answers in plain text before any action runs.
      resolve({
        ok: false,
        error: xhr.status === 413 ? { text: fileMessages.tooLarge } : { key: "errors.hasError" },
      });
    };
    xhr.onerror = () => resolve({ ok: false, error: { key: "errors.providerDown" } });
    xhr.send(form);
  });
}

/** Drag and drop (or choose) several files; each goes up on its own with its progress bar and its own refusal. */
export function UploadPanel({ space, parentId }: { space: NetdiscSpace; parentId: string | null }) {
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.uploadDownload.${key}`, values);
  const message = useMessageText();
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const next = useRef(0);
  const update = (key: number, change: Partial<Upload>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...change } : u)));

  /**
   * Each file goes up on its own; the list is loaded again once, when the whole drop has settled.
   * A reload per file made each finished upload cut the previous reload short (an abort in the
   * console), and drew the list three times for three files.
   */
  const start = (files: File[]) => {
    const sent = files.map(async (file) => {
      const key = next.current++;
      setUploads((all) => [
        ...all,
        {
          key,
          name: file.name,
          size: file.size,
          percent: 0,
          state: "uploading",
        },
      ]);
      // The same rules as the server's, before a byte is sent.
      const problem = fileProblem([await fileFacts(file)]);
      const answer = problem ? { ok: false, error: { text: problem } } : await send(file, { space, parentId }, (percent) => update(key, { percent }));
      update(
        key,
        answer.ok
          ? { state: "done", percent: 100 }
          : {
              state: "failed",
              error: answer.error ?? { key: "errors.hasError" },
            }
      );
      return answer.ok;
    });
    void Promise.all(sent).then((done) => {
      if (done.some(Boolean)) revalidator.revalidate();
    });
  };

  return (
    <Stack gap="xs">
      <Dropzone
        onDrop={start}
        onReject={(rejected) => start(rejected.map((r) => r.file))}
        multiple
        accept={ACCEPTED_TYPES}
        maxSize={Infinity}
        inputProps={{ "aria-label": r("upload") }}
        data-testid="dropzone"
        p="md"
      >
        <Group justify="center" gap="md" wrap="nowrap" style={{ pointerEvents: "none" }}>
          <IconCloudUpload size={32} stroke={1.5} aria-hidden />
          <div>
            <Text size="sm" fw={500}>
              {r("dropHint")}
            </Text>
            <Text size="xs" c="dimmed">
              {r("dropRules")}
            </Text>
          </div>
        </Group>
      </Dropzone>
      {uploads.length > 0 && (
        <Stack gap={6}>
          <Stack gap={6} aria-label={r("queue.title")} role="list">
            {uploads.map((u) => (
              <div key={u.key} role="listitem" data-testid="upload-item">
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" truncate="end">
                    {u.name}{" "}
                    <Text span size="xs" c="dimmed">
                      ({bytesText(u.size)})
                    </Text>
                  </Text>
                  <Text size="xs" c={u.state === "failed" ? "red.9" : u.state === "done" ? "teal.9" : "dimmed"} style={{ flexShrink: 0 }}>
                    {u.state === "failed" ? message(u.error!) : u.state === "done" ? r("queue.done") : r("queue.uploading", { percent: u.percent })}
                  </Text>
                </Group>
                <Progress
                  value={u.percent}
                  color={u.state === "failed" ? "red" : u.state === "done" ? "teal" : undefined}
                  size="sm"
                  aria-label={u.name}
                  animated={u.state === "uploading"}
                />
              </div>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button size="compact-xs" variant="subtle" onClick={() => setUploads((all) => all.filter((u) => u.state === "uploading"))}>
              {r("queue.clear")}
            </Button>
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
