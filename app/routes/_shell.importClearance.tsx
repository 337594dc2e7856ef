import { Button } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { importClearance } from "~/resources/importClearance";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, importClearance);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, importClearance);

/** The broker's shipments; each opens on its own page (containers, milestones, lines, costs). */
export default function ImportClearanceScreen() {
  const { t } = useTranslation();
  return (
    <ResourceScreen
      resource={importClearance}
      rowLinks={{
        width: 70,
        render: (row) => (
          <Button component={Link} to={`/importClearance/${row.id}`} size="compact-xs" variant="subtle">
            {t("resources.importClearance.actions.open")}
          </Button>
        ),
      }}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
