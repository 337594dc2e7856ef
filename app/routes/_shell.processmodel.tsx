import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { processModel } from "~/resources/workflow";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";
import { deploy } from "~/workflow/workflow.server";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, processModel);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, processModel, { deploy });

/** Process models (SPEC §3): kept, opened in the modeller, deployed as definitions. */
export default function ProcessModelScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceScreen
      resource={processModel}
      rowLinks={{ width: 80, render: (row) => <RowButton onClick={() => navigate(`/processmodeler?id=${row.id}`)}>{t("resources.processModel.openModeler")}</RowButton> }}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
