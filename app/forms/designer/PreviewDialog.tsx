import { Alert, Button, Group, Loader, Modal } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { FormDesign } from "#contract/dev/form";
import { FormRenderer } from "~/forms/FormRenderer";
import { useTranslation } from "~/i18n/react";

const H = "resources.formDesigner.header";

interface Props {
  name: string;
  design: FormDesign;
  onClose: () => void;
}

/** The design as the form it makes, its selects' options read for it; Check runs the form's rules in the browser and posts nothing. */
export function PreviewDialog({ name, design, onClose }: Props) {
  const { t } = useTranslation();
  const options = useFetcher<{ options: Record<string, { value: string; label: string }[]> }>();
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    options.submit({ intent: "options", schema: JSON.stringify(design) }, { method: "post" });
  }, []);
  return (
    <Modal opened onClose={onClose} title={t(`${H}.previewTitle`, { name: name || t(`${H}.newForm`) })} size="xl">
      {!options.data ? (
        <Loader size="sm" />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            // The renderer has checked the values by now and stopped a post with problems; a preview never posts.
            event.preventDefault();
            setPassed(true);
          }}
          onChange={() => setPassed(false)}
        >
          <FormRenderer design={design} options={options.data.options} />
          {passed && (
            <Alert color="green" variant="light" mt="sm" role="status">
              {t(`${H}.checked`)}
            </Alert>
          )}
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onClose}>
              {t(`${H}.close`)}
            </Button>
            <Button type="submit">{t(`${H}.check`)}</Button>
          </Group>
        </form>
      )}
    </Modal>
  );
}
