import { Button, Group, Image, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect } from "react";
import { NAME_MAX, type FolderNode, type NetdiscEntry } from "#contract/netdisc";
import { useTranslation } from "~/i18n/react";
import type { ActionResult } from "~/lib/action-result";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";

export type FilesAnswer = ActionResult & { data?: unknown };
export const useFilesText = () => {
  const { t } = useTranslation();
  return (key: string, values?: Record<string, unknown>) => t(`resources.uploadDownload.${key}`, values);
};

/** A dialog's form posting one intent; it closes once the intent succeeds. */
function useIntent(onClose: () => void) {
  const fetcher = useFetcher<FilesAnswer>();
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  return fetcher;
}

function Buttons({ fetcher, onClose, label, danger }: { fetcher: { state: string; data?: ActionResult }; onClose: () => void; label: string; danger?: boolean }) {
  const r = useFilesText();
  const busy = fetcher.state !== "idle";
  return (
    <>
      <DialogAlert fetcher={fetcher} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose}>
          {r("dialogs.cancel")}
        </Button>
        <Button type="submit" color={danger ? "red" : undefined} loading={busy}>
          {label}
        </Button>
      </Group>
    </>
  );
}

/** A new folder's name, or an entry's new name. */
export function NameDialog({ intent, entry, hidden, onClose }: { intent: "folder" | "rename"; entry?: NetdiscEntry; hidden: Record<string, string>; onClose: () => void }) {
  const r = useFilesText();
  const fetcher = useIntent(onClose);
  const label = intent === "folder" ? r("dialogs.folderName") : r("dialogs.newName");
  return (
    <Modal opened onClose={onClose} title={intent === "folder" ? r("newFolder") : `${r("actions.rename")}: ${entry?.name}`}>
      <fetcher.Form method="post">
        <Stack>
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <TextInput name="name" label={label} required maxLength={NAME_MAX} defaultValue={entry?.name} data-autofocus error={fetcher.data?.fieldErrors?.name} />
          <Buttons fetcher={fetcher} onClose={onClose} label={r("dialogs.save")} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** The folders an entry may move to: the space's top and every folder but itself and those inside it. */
function targets(tree: FolderNode[], moving: string, depth = 0): { value: string; label: string }[] {
  return tree
    .filter((node) => node.id !== moving)
    .flatMap((node) => [{ value: node.id, label: `${"\u2003".repeat(depth)}${node.name}` }, ...targets(node.children, moving, depth + 1)]);
}

export function MoveDialog({ entry, tree, onClose }: { entry: NetdiscEntry; tree: FolderNode[]; onClose: () => void }) {
  const r = useFilesText();
  const fetcher = useIntent(onClose);
  const top = { value: "", label: r("top") };
  return (
    <Modal opened onClose={onClose} title={r("dialogs.moveTitle", { name: entry.name })}>
      <fetcher.Form method="post">
        <Stack>
          <input type="hidden" name="intent" value="move" />
          <input type="hidden" name="id" value={entry.id} />
          <Select
            name="parentId"
            label={r("dialogs.moveTo")}
            data={[top, ...targets(tree, entry.id)]}
            defaultValue={entry.parentId ?? ""}
            allowDeselect={false}
            searchable
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Buttons fetcher={fetcher} onClose={onClose} label={r("actions.move")} />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** Delete to the bin, or delete for good from it. */
export function ConfirmDialog({ intent, entry, onClose }: { intent: "delete" | "purge"; entry: NetdiscEntry; onClose: () => void }) {
  const r = useFilesText();
  const fetcher = useIntent(onClose);
  return (
    <Modal opened onClose={onClose} title={intent === "delete" ? r("dialogs.deleteTitle") : r("actions.purge")}>
      <fetcher.Form method="post">
        <Stack>
          <Text>{r(intent === "delete" ? "dialogs.deleteConfirm" : "dialogs.purgeConfirm", { name: entry.name })}</Text>
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={entry.id} />
          <Buttons fetcher={fetcher} onClose={onClose} label={intent === "delete" ? r("actions.delete") : r("actions.purge")} danger />
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** Where a file is shown inline (app/routes/upload-download.preview.$id.$name.tsx). */
export const previewUrl = (url: string) => url.replace(/^\/api\/file\/download\//, "/upload-download/preview/");
export const downloadUrl = (url: string) => url.replace(/^\/api\/file\/download\//, "/files/");
export const canPreview = (contentType: string | null) => contentType !== null && /^(image\/(png|jpeg|webp)|application\/pdf)$/.test(contentType);

export function PreviewDialog({ name, url, contentType, onClose }: { name: string; url: string; contentType: string; onClose: () => void }) {
  const r = useFilesText();
  const src = previewUrl(url);
  return (
    <Modal opened onClose={onClose} title={r("dialogs.previewTitle", { name })} size="xl">
      {contentType === "application/pdf" ? (
        <iframe src={src} title={name} style={{ width: "100%", height: "70vh", border: 0 }} />
      ) : (
        <Image src={src} alt={name} fit="contain" mah="70vh" />
      )}
    </Modal>
  );
}
