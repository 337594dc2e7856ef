import type { LoaderFunctionArgs } from "@remix-run/node";
import { useNavigate } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { doneTask } from "~/resources/workflow";
import { resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, doneTask);

/** The tasks the caller finished, each opening its process instance. */
export default function DoneTaskScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <ResourceScreen
      resource={doneTask}
      rowLinks={{ width: 70, render: (row) => <RowButton onClick={() => navigate(`/processinstancedetail?id=${String(row.instanceId)}`)}>{t("resources.processModel.detail.open")}</RowButton> }}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
