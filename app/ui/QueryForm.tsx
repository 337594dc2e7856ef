import { Button, Group, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { filterFields, type ResourceDeclaration } from "~/resources/define";
import type { ListState } from "~/resources/list-state";

/** The filters as a GET form: searching writes them to the URL (page 1, size and sorter kept). */
export function QueryForm({ resource, state }: { resource: ResourceDeclaration; state: ListState }) {
  const { t } = useTranslation();
  const fields = filterFields(resource);
  if (fields.length === 0) return null;
  return (
    <Form method="get" role="search" key={JSON.stringify(state.filters)}>
      <Group align="flex-end" gap="sm">
        {fields.map((field) => (
          <TextInput key={field} name={field} label={t(`resources.${resource.name}.fields.${field}`)} defaultValue={state.filters[field] ?? ""} maxLength={100} />
        ))}
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
