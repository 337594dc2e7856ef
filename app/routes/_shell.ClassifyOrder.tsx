import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { memberSteps } from "~/customs/classification.server";
import { useStepTimeline } from "~/customs/StepTimeline";
import { classifyOrder } from "~/resources/customs";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, classifyOrder);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, classifyOrder, memberSteps);

/** The member's own classification orders, each with its steps. */
export default function ClassifyOrderScreen() {
  const timeline = useStepTimeline(classifyOrder.name);
  return (
    <>
      <ResourceScreen resource={classifyOrder} rowLinks={timeline.rowLinks} />
      {timeline.drawer}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
