import { Modal, MultiSelect } from "@mantine/core";
import { useEffect, useState } from "react";
import type { Option } from "~/resources/define";
import { useActionFeedback } from "~/shell/action-feedback";
import { LoadSaveBody } from "./LoadSaveBody";
import { useDialogFetchers } from "./dialog-fetchers";
import { DialogAlert } from "./DialogAlert";
import { searchLabelAndKeywords } from "./options";

/** What a pick intent's `load` step answers: every choice, and the ones chosen now. */
export interface Picks {
  options: Option[];
  selected: string[];
}

interface PickDialogProps {
  /** The intent that loads (`step=load`) and saves (`step=save`, `value` repeated) the choice. */
  intent: string;
  recordId: string;
  title: string;
  label: string;
  placeholder: string;
  /** Marks the choice as required (SPEC §5 "at least one user"; the provider refuses an empty one). */
  required?: boolean;
  onClose: () => void;
}

/** A searchable multi-select of records linked to one record (a role's users, an interface's roles). */
export function PickDialog({ intent, recordId, title, label, placeholder, required, onClose }: PickDialogProps) {
  const { load, save, failed, retry } = useDialogFetchers({ intent, id: recordId });
  const [value, setValue] = useState<string[] | null>(null);
  useActionFeedback(save.data, { inDialog: true });
  useActionFeedback(load.data?.ok ? undefined : load.data);
  const picks = load.data?.ok ? (load.data.data as Picks) : undefined;
  useEffect(() => {
    if (picks) setValue(picks.selected);
  }, [picks]);
  useEffect(() => {
    if (save.state === "idle" && save.data?.ok) onClose();
  }, [save.state, save.data]);

  const submit = () => {
    const form = new FormData();
    form.set("intent", intent);
    form.set("step", "save");
    form.set("id", recordId);
    for (const v of value ?? []) form.append("value", v);
    save.submit(form, { method: "post" });
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <DialogAlert fetcher={save} />
      <LoadSaveBody failed={failed} ready={picks !== undefined && value !== null} saving={save.state !== "idle"} onRetry={retry} onSave={submit} onClose={onClose}>
        {() => (
          <MultiSelect
            label={label}
            placeholder={placeholder}
            data={picks!.options}
            filter={searchLabelAndKeywords}
            value={value ?? []}
            onChange={setValue}
            searchable
            clearable
            withAsterisk={required}
            maxDropdownHeight={260}
            comboboxProps={{ withinPortal: false }}
          />
        )}
      </LoadSaveBody>
    </Modal>
  );
}
