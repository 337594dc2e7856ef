import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { Button, Group } from "@mantine/core";
import { useState } from "react";
import type { Task } from "#contract/workflow/task";
import { useTranslation } from "~/i18n/react";
import type { Option } from "~/resources/define";
import { myTask } from "~/resources/workflow";
import type { ResourceActionResult, ResourceLoaderData } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton, RowButtons } from "~/ui/RowButton";
import { TaskDialog } from "~/workflow/TaskDialog";
import { taskSteps } from "~/workflow/task-steps.server";
import { ownAction, start } from "~/workflow/workflow.server";
import { myTaskLoader } from "~/workflow/workflow-pages.server";
import type { TaskForms } from "~/workflow/task-form";
import { StartDialog, type StartChoice } from "~/workflow/StartDialog";

export const loader = ({ request }: LoaderFunctionArgs) => myTaskLoader(request, myTask);
export const action = ({ request }: ActionFunctionArgs) => ownAction(request, myTask.path, { ...taskSteps, start });

/** The caller's open tasks (SPEC §4): claimed when offered to a group, then handled step by step; and a process started. */
export default function MyTaskScreen() {
  const { t } = useTranslation();
  const { extra } = useLoaderData<ResourceLoaderData>();
  const { users, choices, forms } = extra as { users: Option[]; choices: StartChoice[]; forms: TaskForms };
  const [starting, setStarting] = useState(false);
  const claim = useFetcher<ResourceActionResult>();
  const [handling, setHandling] = useState<Task | null>(null);
  useActionFeedback(claim.state === "idle" ? claim.data : undefined);
  return (
    <>
      <ResourceScreen
        resource={myTask}
        aside={
          choices.length > 0 && (
            <Group>
              <Button onClick={() => setStarting(true)}>{t("resources.processModel.start.ask")}</Button>
            </Group>
          )
        }
        rowLinks={{
          width: 80,
          render: (row) => (
            <RowButtons>
              {row.assigneeId ? (
                <RowButton onClick={() => setHandling(row as unknown as Task)}>{t("resources.processModel.task.handle")}</RowButton>
              ) : (
                <RowButton onClick={() => claim.submit({ intent: "claim", id: row.id }, { method: "post" })}>{t("resources.processModel.task.claim")}</RowButton>
              )}
            </RowButtons>
          ),
        }}
      />
      {starting && <StartDialog choices={choices} onClose={() => setStarting(false)} />}
      {handling && <TaskDialog task={handling} users={users} form={handling.formKey ? forms[handling.formKey] : undefined} onClose={() => setHandling(null)} />}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
