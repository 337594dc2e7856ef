import { Input, Skeleton } from "@mantine/core";
import { lazy, Suspense, useId } from "react";
import { useTranslation } from "~/i18n/react";

// The editor (tiptap and its styles) is most of a form's script: it is fetched when a form with rich text opens.
const RichTextEditorField = lazy(() => import("./RichTextEditorField"));

export interface RichTextInputProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  labelledBy: string;
  invalid: boolean;
}

interface Props {
  label: string;
  error?: string;
  withAsterisk?: boolean;
  value?: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
}

/** A `rich-text` field of the kit's form: HTML written in an editor, labelled and refused like any field. */
export function RichTextInput({ label, error, withAsterisk, value, onChange, onBlur }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const labelId = `${id}-label`;
  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId, htmlFor: id }} error={error} withAsterisk={withAsterisk} data-testid="rich-text">
      <Suspense fallback={<Skeleton h={220} aria-label={t("kit.richText.loading")} />}>
        <RichTextEditorField id={id} value={typeof value === "string" ? value : ""} onChange={onChange} onBlur={onBlur} labelledBy={labelId} invalid={Boolean(error)} />
      </Suspense>
    </Input.Wrapper>
  );
}
