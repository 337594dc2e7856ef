import { Select } from "@mantine/core";
import { useSearchParams } from "@remix-run/react";
import type { AppInfo } from "#contract/jobs/app";
import { useTranslation } from "~/i18n/react";

/** Chooses the app a job screen shows; the choice lives in the address (`?appId=`), other filters reset. */
export function AppPicker({ apps, appId }: { apps: AppInfo[]; appId: string | undefined }) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  return (
    <Select
      label={t("resources.jobs.app")}
      data={apps.map((a) => ({ value: a.id, label: a.appName }))}
      value={appId ?? null}
      allowDeselect={false}
      onChange={(value) => value && setParams({ appId: value })}
      w={{ base: "100%", sm: 260 }}
    />
  );
}
