import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import type { HkMessage } from "#contract/hk/exchange";
import { historyLoader } from "~/hk/history.server";
import { MessageHistory } from "~/hk/MessageHistory";
import { declarationDetail } from "~/resources/hk-exchange";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => historyLoader(request, declarationDetail, "tdec");

const FACTS = ["refNo", "udr", "status", "kind", "consigneeName", "transportDocument", "conveyance", "movedOn", "dueDate", "totalValue", "penalty", "lodgedBy"] as const;

/** UDR message history: every declaration's creation, lodgement and UDR acknowledgement; one declaration's timeline with `?operation=view&data=<id>`. */
export default function DeclarationDetailScreen() {
  const data = useLoaderData<typeof loader>();
  if (!data.view) return <ResourceScreen resource={declarationDetail} />;
  const record = data.view.record;
  const title = String(record.udr ?? record.refNo ?? "");
  return (
    <MessageHistory
      screen="declarationDetail"
      recordScreen="hongKongCustomsDeclaration"
      record={record}
      facts={FACTS}
      choices={["status", "kind"]}
      title={title}
      recordLink={`/hongKongCustomsDeclaration/${record.id}`}
      messages={data.view.messages as HkMessage[]}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
