import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { processInstance } from "~/resources/workflow";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";
import { instanceSteps } from "~/workflow/workflow.server";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, processInstance);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, processInstance, instanceSteps);

/** Process instances, running or ended (SPEC §4), each opening its diagram and history. */
export default function ProcessInstanceScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceScreen
      resource={processInstance}
      rowLinks={{ width: 70, render: (row) => <RowButton onClick={() => navigate(`/processinstancedetail?id=${row.id}`)}>{t("resources.processModel.detail.open")}</RowButton> }}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
