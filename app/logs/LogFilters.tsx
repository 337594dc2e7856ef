import { Button, Group, NumberInput, Select, SimpleGrid, TextInput } from "@mantine/core";
import { Form, Link } from "@remix-run/react";
import { LOG_LEVEL_NAMES, LOG_SOURCES, type LogFilter } from "#contract/logs";
import { useTranslation } from "~/i18n/react";
import { RANGES, type RangeName } from "./address";

const METHODS = ["GET", "POST", "PUT", "DELETE"];

/** The search form: a plain GET form, so the filters live in the address and work before scripts load. */
export function LogFilters({ range, filter, customLabel }: { range: RangeName; filter: LogFilter; customLabel: string }) {
  const { t } = useTranslation();
  const r = (key: string) => t(`resources.logs.${key}`);
  const any = r("hints.any");
  const ranges = [...Object.keys(RANGES).map((value) => ({ value, label: r(`ranges.${value}`) })), ...(range === "custom" ? [{ value: "custom", label: customLabel }] : [])];
  return (
    <Form method="get" role="search" aria-label={r("search")} key={JSON.stringify(filter)}>
      {range === "custom" && (
        <>
          <input type="hidden" name="from" value={filter.from} />
          <input type="hidden" name="to" value={filter.to} />
        </>
      )}
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4, xl: 6 }} spacing="sm" verticalSpacing="xs">
        <Select name="range" label={r("fields.range")} data={ranges} defaultValue={range} allowDeselect={false} />
        <Select name="source" label={r("fields.source")} data={LOG_SOURCES.map((value) => ({ value, label: r(`sources.${value}`) }))} defaultValue={filter.source ?? null} placeholder={any} clearable />
        <Select name="level" label={r("fields.level")} data={LOG_LEVEL_NAMES.map((value) => ({ value, label: r(`levels.${value}`) }))} defaultValue={filter.level ?? null} placeholder={any} clearable />
        <Select name="method" label={r("fields.method")} data={METHODS} defaultValue={filter.method ?? null} placeholder={any} clearable />
        <TextInput name="status" label={r("fields.status")} placeholder={r("hints.status")} defaultValue={filter.status ?? ""} maxLength={3} />
        <NumberInput name="minLatency" label={r("fields.minLatency")} defaultValue={filter.minLatency ?? ""} min={0} max={3_600_000} allowDecimal={false} allowNegative={false} hideControls />
        <TextInput name="path" label={r("fields.path")} defaultValue={filter.path ?? ""} maxLength={200} />
        <TextInput name="tenant" label={r("fields.tenant")} defaultValue={filter.tenant ?? ""} maxLength={32} />
        <TextInput name="user" label={r("fields.user")} defaultValue={filter.user ?? ""} maxLength={64} />
        <TextInput name="requestId" label={r("fields.requestId")} defaultValue={filter.requestId ?? ""} maxLength={64} />
        <TextInput name="text" label={r("fields.text")} defaultValue={filter.text ?? ""} maxLength={200} />
        <Group gap="xs" align="flex-end">
          <Button type="submit">{r("search")}</Button>
          <Button component={Link} to="." variant="default">
            {r("reset")}
          </Button>
        </Group>
      </SimpleGrid>
    </Form>
  );
}
