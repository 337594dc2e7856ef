import { Button, Group, Text } from "@mantine/core";
import { useSearchParams } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";

/** PowerJob's 0-based page in the address (`?page=`), with previous and next. */
export function Pager({ index, totalPages, totalItems }: { index: number; totalPages: number; totalItems: number }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const go = (page: number) => {
    const next = new URLSearchParams(params);
    next.set("page", String(page));
    setParams(next);
  };
  return (
    <Group justify="space-between" gap="xs">
      <Text size="sm" c="dimmed">
        {t("resources.jobs.pager.page", { page: totalPages ? index + 1 : 0, pages: totalPages, total: totalItems })}
      </Text>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={index <= 0} onClick={() => go(index - 1)}>
          {t("resources.jobs.pager.previous")}
        </Button>
        <Button variant="default" size="xs" disabled={index + 1 >= totalPages} onClick={() => go(index + 1)}>
          {t("resources.jobs.pager.next")}
        </Button>
      </Group>
    </Group>
  );
}

/** The page the address names, 0 when none or a wrong one. */
export function pageIndexOf(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page >= 0 && page < 100_000 ? page : 0;
}
