import { Box, Button, Group, Select, TextInput } from "@mantine/core";
import { IconFilter } from "@tabler/icons-react";
import { memo, useState } from "react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { filterFields, type Option, type ResourceDeclaration } from "~/resources/define";
import type { ListState } from "~/resources/list-state";
import { fieldOptions } from "./options";

/**
 * The filters as a GET form: searching writes them to the URL (page 1, size and sorter kept). On a
 * phone they fold behind a "Filters" button that counts the ones in use, so the rows come first.
 */
/** Memoised: it draws again when its own props change, not with each state of the screen's router (decision 0038). */
export const QueryForm = memo(function QueryForm({ resource, state, options }: { resource: ResourceDeclaration; state: ListState; options?: Record<string, Option[]> }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const fields = filterFields(resource);
  if (fields.length === 0) return null;
  const active = Object.keys(state.filters).length;
  const formId = `filters-${resource.name}`;
  return (
    <>
      <Button
        hiddenFrom="sm"
        variant="default"
        leftSection={<IconFilter size={16} aria-hidden />}
        aria-expanded={open}
        aria-controls={formId}
        onClick={() => setOpen((was) => !was)}
        style={{ alignSelf: "flex-start" }}
      >
        {active > 0 ? t("kit.filtersActive", { count: active }) : t("kit.filters")}
      </Button>
      <Box id={formId} visibleFrom={open ? undefined : "sm"}>
        {/* Folds again on a phone once searched, so the results come into view. */}
        <Form method="get" role="search" key={JSON.stringify(state.filters)} onSubmit={() => setOpen(false)}>
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
      </Box>
    </>
  );
});
