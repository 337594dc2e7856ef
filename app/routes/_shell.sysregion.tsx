import { Anchor, Button, Group, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { sysRegionSchema, type SysRegion } from "#contract/admin/sysregion";
import { resourceAction, resourceLoader, type ResourceLoaderData } from "~/resources/route.server";
import { sysRegion } from "~/resources/sysregion";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/** The list of one parent's sub-regions. */
const childrenOf = (code: string | null | undefined) => (code ? `${sysRegion.path}?parentRegionCode=${encodeURIComponent(code)}` : sysRegion.path);

/** With a parent code in the URL, the parent itself, so the screen can name it and go up. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  resourceLoader(request, sysRegion, async ({ api }): Promise<{ parent: SysRegion | null }> => {
    const code = new URL(request.url).searchParams.get("parentRegionCode")?.trim();
    if (!code) return { parent: null };
    const found = await api.list(sysRegion.paths, sysRegionSchema, { regionCode: code, currentPage: 1, pageSize: 10 });
    return { parent: found.list.find((region) => region.regionCode === code) ?? null };
  });
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysRegion);

export default function SysRegionScreen() {
  const { t } = useTranslation();
  const { extra } = useLoaderData<ResourceLoaderData>();
  const parent = (extra as { parent: SysRegion | null } | undefined)?.parent;
  const aside = parent && (
    <Group gap="md" data-testid="region-parent">
      <Text fw={500}>{t("resources.sysregion.under", { name: parent.regionName, code: parent.regionCode })}</Text>
      <Anchor component={Link} to={childrenOf(parent.parentRegionCode)}>
        {t("resources.sysregion.up")}
      </Anchor>
      <Anchor component={Link} to={sysRegion.path}>
        {t("resources.sysregion.all")}
      </Anchor>
    </Group>
  );
  return (
    <ResourceScreen
      resource={sysRegion}
      aside={aside}
      rowLinks={{
        width: 90,
        render: (row) => (
          <Button component={Link} to={childrenOf(String(row.regionCode))} size="compact-xs" variant="subtle">
            {t("resources.sysregion.children")}
          </Button>
        ),
      }}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
