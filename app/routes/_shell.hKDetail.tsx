import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { HkMessage } from "#contract/hk/exchange";
import { historyLoader } from "~/hk/history.server";
import { MessageHistory } from "~/hk/MessageHistory";
import { hKDetail } from "~/resources/hk-exchange";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => historyLoader(request, hKDetail, "ccrn");

const FACTS = ["refNo", "ccrn", "status", "direction", "controlPoint", "expectedCrossingAt", "packages", "articlesDescription", "consignorName", "consigneeName", "vehicleNo", "crossingAt"] as const;

/** CCRN message history: every e-ACI, ROCARS answer, bundle and crossing; one CCRN's timeline with `?operation=view&data=<id>`. */
export default function HKDetailScreen() {
  const data = useLoaderData<typeof loader>();
  if (!data.view) return <ResourceScreen resource={hKDetail} />;
  const record = data.view.record;
  const title = String(record.ccrn ?? record.refNo ?? "");
  return <MessageHistory screen="hKDetail" recordScreen="hongKongSeamless" record={record} facts={FACTS} choices={["status", "direction", "controlPoint"]} times={["expectedCrossingAt", "crossingAt"]} title={title} messages={data.view.messages as HkMessage[]} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
