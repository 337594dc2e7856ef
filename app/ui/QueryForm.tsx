import { Button, Group, Select, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { filterFields, type Option, type ResourceDeclaration } from "~/resources/define";
import type { ListState } from "~/resources/list-state";
import { fieldOptions } from "./options";

/** The filters as a GET form: searching writes them to the URL (page 1, size and sorter kept). */
export function QueryForm({ resource, state, options }: { resource: ResourceDeclaration; state: ListState; options?: Record<string, Option[]> }) {
  const { t } = useTranslation();
  const fields = filterFields(resource);
  if (fields.length === 0) return null;
  return (
    <Form method="get" role="search" key={JSON.stringify(state.filters)}>
      <Group align="flex-end" gap="sm">
        {fields.map((field) => {
          const label = t(`resources.${resource.name}.fields.${field}`);
          const choices = fieldOptions(resource, field, resource.fields[field], options, t);
          if (choices) {
            return <Select key={field} name={field} label={label} data={choices} defaultValue={state.filters[field] ?? null} clearable searchable w={200} comboboxProps={{ withinPortal: true }} />;
          }
          // A date filter is the browser's date picker; it sends YYYY-MM-DD, as the provider reads it.
          const type = resource.fields[field]?.input === "date" ? "date" : undefined;
          return <TextInput key={field} name={field} label={label} type={type} defaultValue={state.filters[field] ?? ""} maxLength={100} />;
        })}
        {state.pageSize !== 10 && <input type="hidden" name="pageSize" value={state.pageSize} />}
        {state.sorter && <input type="hidden" name="sorter" value={`${state.sorter.field}_${state.sorter.order}`} />}
        <Button type="submit">{t("kit.search")}</Button>
        <Button component={Link} to={resource.path} variant="default">
          {t("kit.reset")}
        </Button>
      </Group>
    </Form>
  );
}
