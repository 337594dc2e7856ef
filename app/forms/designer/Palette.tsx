import { Button, Text, Title } from "@mantine/core";
import { IconAbc, IconCalendar, IconForms, IconHash, IconList, IconSelector, IconTable, IconToggleLeft, IconUpload, type Icon } from "@tabler/icons-react";
import { FORM_FIELD_TYPES, type FormFieldType } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import classes from "./designer.module.css";
import type { Dragged } from "./drag";

const D = "resources.formDesigner";

export const FIELD_ICONS: Record<FormFieldType, Icon> = {
  text: IconAbc,
  textarea: IconForms,
  number: IconHash,
  select: IconSelector,
  date: IconCalendar,
  switch: IconToggleLeft,
  upload: IconUpload,
  lines: IconTable,
};

interface Props {
  onAdd: (type: FormFieldType) => void;
  onDrag: (dragged: Dragged | null) => void;
  disabled: boolean;
}

/** The kinds of field: each one is dragged onto the canvas, or added at its end with a click or Enter. */
export function Palette({ onAdd, onDrag, disabled }: Props) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="form-palette-title">
      <Title order={2} size="h5" id="form-palette-title" mb={4}>
        {t(`${D}.palette.title`)}
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        {t(`${D}.palette.hint`)}
      </Text>
      <div className={classes.palette}>
        {FORM_FIELD_TYPES.map((type) => {
          const FieldIcon = FIELD_ICONS[type];
          return (
            <Button
              key={type}
              variant="default"
              size="xs"
              className={classes.paletteItem}
              leftSection={<FieldIcon size={16} aria-hidden />}
              aria-label={t(`${D}.palette.add`, { type: t(`${D}.types.${type}`) })}
              data-field-type={type}
              disabled={disabled}
              draggable={!disabled}
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = "copy";
                event.dataTransfer.setData("text/plain", type);
                onDrag({ kind: "type", type });
              }}
              onDragEnd={() => onDrag(null)}
              onClick={() => onAdd(type)}
            >
              {t(`${D}.types.${type}`)}
            </Button>
          );
        })}
      </div>
    </section>
  );
}
