import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { deskSteps } from "~/customs/classification.server";
import { ProposeDialog } from "~/customs/ProposeDialog";
import { ApproveDialog, ReturnDialog } from "~/customs/ReviewDialogs";
import { useStepTimeline } from "~/customs/StepTimeline";
import { classifyPlatform } from "~/resources/customs";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, classifyPlatform);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, classifyPlatform, deskSteps);

/** The screen's own dialogs, one component each (a stable type keeps their state across renders). */
const DIALOGS = { propose: ProposeDialog, approve: ApproveDialog, return: ReturnDialog };

/** The classifiers' queue: claim, propose codes, and sign off another classifier's proposal. */
export default function ClassifyPlatformScreen() {
  const timeline = useStepTimeline(classifyPlatform.name);
  return (
    <>
      <ResourceScreen resource={classifyPlatform} dialogs={DIALOGS} rowLinks={timeline.rowLinks} />
      {timeline.drawer}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
