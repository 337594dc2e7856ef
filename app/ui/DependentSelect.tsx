import { Select, type SelectProps } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import type { Option } from "~/resources/define";
import { searchLabelAndKeywords } from "./options";

/** Where a screen's dependent options are read (app/routes/resource-options.$name.tsx). */
export const dependentOptionsUrl = (resource: string, field: string, parent: string) =>
  `/resource-options/${encodeURIComponent(resource)}?${new URLSearchParams({ field, parent })}`;

interface DependentSelectProps extends Omit<SelectProps, "data"> {
  resource: string;
  field: string;
  /** The value of the field the options hang on; none offers nothing. */
  parent: string;
}

/**
 * A select whose options are read for another field's value (a province's cities): read again
 * whenever that value changes, and none shown while they are on their way, so no option of
 * the previous choice can be picked.
 */
export function DependentSelect({ resource, field, parent, ...select }: DependentSelectProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<Option[]>();
  /** The parent value the last read was for: the answer counts only for the value chosen now. */
  const askedFor = useRef("");
  useEffect(() => {
    askedFor.current = parent;
    if (parent) fetcher.load(dependentOptionsUrl(resource, field, parent));
  }, [resource, field, parent]);
  const loaded = Boolean(parent) && askedFor.current === parent && fetcher.state === "idle" && Array.isArray(fetcher.data);
  // Said only once the answer is in: a city without counties, not one whose counties are on their way.
  return <Select {...select} data={loaded ? fetcher.data : []} filter={searchLabelAndKeywords} searchable nothingFoundMessage={loaded ? t("kit.noOptions") : undefined} />;
}
