import { Button, Group, Modal, Stack, Text, TextInput } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { advanceUsTowingOrderSchema, nextTowingStatus, towingMilestones, type TowingStatus } from "#contract/usa/towing";
import { useMessageText } from "~/lib/messages";
import { advanceTowingOrder } from "~/provider/usa/towing.server";
import { buttonCode } from "~/resources/define";
import { resourceAction, resourceLoader, type ActionHandler, type TreeNode } from "~/resources/route.server";
import { vehicleTowing } from "~/resources/vehicleTowing";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { Can } from "~/ui/Can";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { DialogAlert } from "~/ui/DialogAlert";

/** The next step of an order: the provider records its milestones with it, or refuses both with the milestone's rule. */
const advance: ActionHandler = async ({ client, call, values }) => {
  const parsed = advanceUsTowingOrderSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) };
  await advanceTowingOrder(client, call, parsed.data);
  return { ok: true, success: { key: `resources.vehicleTowing.advance.done.${parsed.data.status}` } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, vehicleTowing);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, vehicleTowing, { advance });

const nextOf = (order: TreeNode) => nextTowingStatus(order.status as TowingStatus);
/** A time the step usually happens at, to start from: the appointment the trucker keeps. */
const appointmentFor = (order: TreeNode, step: TowingStatus) => {
  const appointment = step === "pickedUp" ? order.pickupAppointment : step === "delivered" ? order.deliveryAppointment : null;
  return typeof appointment === "string" && appointment.includes("T") ? appointment : "";
};

/** Asks when the step happened, and says which of the container's milestones it records. */
function AdvanceDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("towing-advance");
  const order = records[0];
  const step = nextOf(order);
  const r = (key: string, values?: Record<string, string>) => t(`resources.vehicleTowing.${key}`, values);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  if (!step) {
    return (
      <Modal opened onClose={onClose} title={`${r("actions.advance")} · ${String(order.containerNumber ?? "")}`}>
        <Text>{r("advance.complete")}</Text>
      </Modal>
    );
  }
  const milestones = towingMilestones(step, Boolean(order.podFile)).map((m) => t(`resources.importClearance.page.milestones.${m}`));
  const error = fetcher.state === "idle" ? fetcher.data?.fieldErrors?.at : undefined;
  return (
    <Modal opened onClose={onClose} title={`${r(`steps.${step}`)} · ${String(order.containerNumber ?? "")}`}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="advance" />
        <input type="hidden" name="id" value={order.id} />
        <input type="hidden" name="status" value={step} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Text size="sm">{milestones.length > 0 ? r("advance.records", { milestones: milestones.join(", ") }) : r("advance.recordsNothing")}</Text>
          {step === "delivered" && !order.podFile && (
            <Text size="sm" c="dimmed">
              {r("advance.noPod")}
            </Text>
          )}
          <TextInput type="datetime-local" name="at" label={r("advance.at")} required defaultValue={appointmentFor(order, step)} error={error ? text({ text: error }) : undefined} data-autofocus />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.cancel")}
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {r(`steps.${step}`)}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

const DIALOGS = { advance: AdvanceDialog };

/** Drayage orders: each row opens its shipment and offers the order's next step. */
export default function VehicleTowingScreen() {
  const { t } = useTranslation();
  const [advancing, setAdvancing] = useState<TreeNode | null>(null);
  const r = (key: string) => t(`resources.vehicleTowing.${key}`);
  return (
    <>
      <ResourceScreen
        resource={vehicleTowing}
        dialogs={DIALOGS}
        rowLinks={{
          width: 170,
          render: (row) => {
            const step = nextOf(row);
            return (
              <>
                <Button component={Link} to={`/importClearance/${String(row.shipmentId)}`} size="compact-xs" variant="subtle">
                  {r("actions.shipment")}
                </Button>
                {step && (
                  <Can code={buttonCode(vehicleTowing, "update")}>
                    <Button size="compact-xs" variant="light" onClick={() => setAdvancing(row)}>
                      {r(`steps.${step}`)}
                    </Button>
                  </Can>
                )}
              </>
            );
          },
        }}
      />
      {advancing && <AdvanceDialog key={advancing.id} records={[advancing]} onClose={() => setAdvancing(null)} />}
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
