import { Group, NumberInput, Pagination, Select, Text } from "@mantine/core";
import { memo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { PAGE_SIZES } from "~/lib/constants";

interface PagerProps {
  total: number;
  currentPage: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/** SPEC §9 pager layout: total · sizes · prev · pager · next · jumper. */
/** Memoised: it draws again when its own props change, not with each state of the screen's router (decision 0038). */
export const Pager = memo(function Pager({ total, currentPage, pageSize, onPage, onPageSize }: PagerProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const [jump, setJump] = useState<string | number>("");
  return (
    <Group gap="sm" justify="flex-end" data-testid="pager">
      <Text size="sm">{t("kit.total", { total })}</Text>
      <Select
        aria-label={t("kit.pageSize")}
        w={110}
        size="xs"
        allowDeselect={false}
        data={PAGE_SIZES.map((size) => ({ value: String(size), label: t("kit.perPage", { size }) }))}
        value={String(pageSize)}
        onChange={(value) => value && onPageSize(Number(value))}
      />
      <Pagination
        size="sm"
        total={pages}
        value={Math.min(currentPage, pages)}
        onChange={onPage}
        getControlProps={(control) => ({ "aria-label": control === "previous" ? t("kit.previous") : control === "next" ? t("kit.next") : undefined })}
      />
      <NumberInput
        aria-label={t("kit.goTo")}
        placeholder={t("kit.goTo")}
        w={110}
        size="xs"
        min={1}
        max={pages}
        hideControls
        value={jump}
        onChange={setJump}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          const page = Number(jump);
          if (Number.isInteger(page) && page >= 1 && page <= pages) onPage(page);
          setJump("");
        }}
      />
    </Group>
  );
});
