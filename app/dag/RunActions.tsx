import { Button } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useActionFeedback } from "~/shell/action-feedback";

/** One action on a run (stop, retry, mark a node), posted to the screen's action with its own feedback. */
export function RunAction({ intent, appId, wfInstanceId, nodeId, label, danger }: { intent: "stop" | "retry" | "mark"; appId: string; wfInstanceId: string; nodeId?: number; label: string; danger?: boolean }) {
  const fetcher = useFetcher<{ ok: boolean }>();
  useActionFeedback(fetcher.data);
  const fields: Record<string, string> = { intent, appId, wfInstanceId, ...(nodeId === undefined ? {} : { nodeId: String(nodeId) }) };
  return (
    <Button size="compact-sm" variant={danger ? "default" : "light"} color={danger ? "red" : undefined} loading={fetcher.state !== "idle"} onClick={() => fetcher.submit(fields, { method: "post" })}>
      {label}
    </Button>
  );
}
