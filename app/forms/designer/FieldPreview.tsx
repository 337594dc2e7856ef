import { Group, Text } from "@mantine/core";
import { IconCalendar, IconChevronDown, IconUpload } from "@tabler/icons-react";
import { labelIn, type FormField } from "#contract/dev/form";
import { useTranslation } from "~/i18n/react";
import classes from "./designer.module.css";

/** A picture of a field's input as the form will draw it: not an input, so the canvas stays one tab stop per field. */
export function FieldPreview({ field }: { field: FormField }) {
  const { t, i18n } = useTranslation();
  switch (field.type) {
    case "textarea":
      return <div className={`${classes.look} ${classes.tall}`}>{field.defaultValue as string}</div>;
    case "select":
      return (
        <Group className={classes.look} justify="space-between" wrap="nowrap">
          <span>{field.dictType ?? ""}</span>
          <IconChevronDown size={14} />
        </Group>
      );
    case "date":
      return (
        <Group className={classes.look} justify="space-between" wrap="nowrap">
          <span>{(field.defaultValue as string) ?? "YYYY-MM-DD"}</span>
          <IconCalendar size={14} />
        </Group>
      );
    case "switch":
      return <div className={classes.switch} data-on={field.defaultValue === true || undefined} />;
    case "upload":
      return (
        <Group className={`${classes.look} ${classes.drop}`} justify="center">
          <IconUpload size={16} />
        </Group>
      );
    case "lines":
      return (
        <div className={classes.lines} style={{ gridTemplateColumns: `1.5rem repeat(${field.columns.length}, minmax(3rem, 1fr))` }}>
          <span>#</span>
          {field.columns.map((column) => (
            <Text key={column.id} size="xs" truncate>
              {labelIn(column.label, i18n.language)}
            </Text>
          ))}
          <span>1</span>
          {field.columns.map((column) => (
            <div key={column.id} className={classes.look} />
          ))}
          <Text size="xs" c="dimmed" className={classes.linesNote}>
            {t("resources.formDesigner.canvas.lineColumn", { min: field.minRows, max: field.maxRows })}
          </Text>
        </div>
      );
    default:
      return <div className={classes.look}>{field.defaultValue === null ? "" : String(field.defaultValue)}</div>;
  }
}
