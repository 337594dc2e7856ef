import type { FormFieldType, FormLabel } from "#contract/dev/form";
import type { FieldSpan } from "./design-state";

/**
 * A new field's label in the form's three languages (the form's own data, not the screen's
 * language): the designer numbers it, as it numbers the name ("Text 1", "文本1").
 */
export const NEW_FIELD_LABELS: Record<FormFieldType, FormLabel> = {
  text: { en: "Text", zh: "文本", tw: "文字" },
  textarea: { en: "Long text", zh: "多行文本", tw: "多行文字" },
  number: { en: "Number", zh: "数字", tw: "數字" },
  select: { en: "Choice", zh: "选项", tw: "選項" },
  date: { en: "Date", zh: "日期", tw: "日期" },
  switch: { en: "Yes or no", zh: "开关", tw: "開關" },
  upload: { en: "File", zh: "文件", tw: "檔案" },
  lines: { en: "Lines", zh: "明细", tw: "明細" },
};

/** How wide a new field starts: short inputs take half a row, long ones and sub-tables the whole. */
export const NEW_FIELD_SPANS: Record<FormFieldType, FieldSpan> = {
  text: 6,
  textarea: 12,
  number: 6,
  select: 6,
  date: 6,
  switch: 6,
  upload: 6,
  lines: 12,
};
