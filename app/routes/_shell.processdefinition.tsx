import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useState } from "react";
import type { Definition } from "#contract/workflow/definition";
import { useTranslation } from "~/i18n/react";
import { processDefinition } from "~/resources/workflow";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";
import { StartDialog } from "~/workflow/StartDialog";
import { definitionSteps, ownAction, postedIntent, start } from "~/workflow/workflow.server";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, processDefinition);
export const action = async ({ request }: ActionFunctionArgs) =>
  (await postedIntent(request)) === "start" ? ownAction(request, processDefinition.path, { start }) : resourceAction(request, processDefinition, definitionSteps);

/** Process definitions (SPEC §3, §4): activated, suspended, and started with their form. */
export default function ProcessDefinitionScreen() {
  const { t } = useTranslation();
  const [starting, setStarting] = useState<Definition | null>(null);
  return (
    <>
      <ResourceScreen
        resource={processDefinition}
        rowLinks={{
          width: 70,
          render: (row) => (row.suspended ? null : <RowButton onClick={() => setStarting(row as unknown as Definition)}>{t("resources.processModel.start.open")}</RowButton>),
        }}
      />
      {starting && <StartDialog choices={[starting]} onClose={() => setStarting(null)} />}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
