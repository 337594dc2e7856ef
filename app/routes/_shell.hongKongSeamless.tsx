import { Autocomplete, Button, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { bundleHkConsignmentSchema, CONTROL_POINTS, updateHkConsignmentSchema } from "#contract/hk/consignment";
import { useMessageText } from "~/lib/messages";
import { PARTY_FIELDS, partyInputs, type Party } from "~/hk/PartyInput";
import { amendConsignment, bundleConsignments, cargoItems, consignmentStep, declareConsignments, partyChoices, submitConsignment } from "~/provider/hk.server";
import { hongKongSeamless } from "~/resources/hk-consignment";
import { resourceAction, resourceLoader, type ActionHandler, type ResourceLoaderData } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { useDialogFetcher } from "~/ui/dialog-fetchers";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { DialogAlert } from "~/ui/DialogAlert";
import { EntityForm, type FieldInputs } from "~/ui/EntityForm";

const done = (step: string) => ({ ok: true as const, success: { key: `resources.hongKongSeamless.done.${step}` } });

const submit: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  await submitConsignment(client, call, ids[0]);
  return done("submit");
};

/** The vehicle and its crossing, checked with the contract's rule; the provider checks the 30 minutes and every CCRN. */
const bundle: ActionHandler = async ({ client, call, form, values }) => {
  const parsed = bundleHkConsignmentSchema.safeParse({ ...values, ids: form.getAll("id") });
  if (!parsed.success) return { ok: false, fieldErrors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) };
  await bundleConsignments(client, call, parsed.data);
  return done("bundle");
};

/** The whole e-ACI again, checked with the contract's rules; ROCARS answers it as it answered the first. */
const amend: ActionHandler = async ({ client, call, values }) => {
  const parsed = updateHkConsignmentSchema.safeParse(values);
  if (!parsed.success) return { ok: false, fieldErrors: Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])) };
  await amendConsignment(client, call, parsed.data);
  return done("amend");
};

const stepOf =
  (step: "unbundle" | "cancel"): ActionHandler =>
  async ({ client, call, ids }) => {
    await consignmentStep(client, call, step, ids);
    return done(step);
  };

/** The checked CCRNs of one truck trip become a draft declaration, whose page opens. */
const declare: ActionHandler = async ({ client, call, ids }) => redirect(`/hongKongCustomsDeclaration/${await declareConsignments(client, call, ids)}`);

/** The list, and the tenant's customers whose names and addresses the e-ACI form offers. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  resourceLoader(request, hongKongSeamless, async ({ client, call }): Promise<FormChoices> => {
    const [parties, cargo] = await Promise.all([partyChoices(client, call), cargoItems(client, call)]);
    return { parties, articles: [...new Set(cargo.map((item) => item.description))] };
  });

/** What the e-ACI form offers to pick: the tenant's customers and its cargo descriptions (/clearanceCargoInformation). */
type FormChoices = { parties: Party[]; articles: string[] };
export const action = ({ request }: ActionFunctionArgs) =>
  resourceAction(request, hongKongSeamless, { submit, amend, bundle, unbundle: stepOf("unbundle"), cancel: stepOf("cancel"), declare });

/** One truck trip: the vehicle, its control point and crossing time, for every checked CCRN. */
function BundleDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useDialogFetcher("bundle");
  const [controlPoint, setControlPoint] = useState<string | null>(String(records[0]?.controlPoint ?? "LMC"));
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.hongKongSeamless.${key}`, values);
  useActionFeedback(fetcher.data, { inDialog: true });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) onClose();
  }, [fetcher.state, fetcher.data]);
  const errorOf = (field: string) => {
    const message = fetcher.state === "idle" ? fetcher.data?.fieldErrors?.[field] : undefined;
    return message ? text({ text: message }) : undefined;
  };
  return (
    <Modal opened onClose={onClose} title={r("bundle.title", { count: records.length })}>
      <fetcher.Form method="post" noValidate>
        <input type="hidden" name="intent" value="bundle" />
        {records.map((record) => (
          <input key={record.id} type="hidden" name="id" value={record.id} />
        ))}
        <input type="hidden" name="controlPoint" value={controlPoint ?? ""} />
        <Stack gap="sm">
          <DialogAlert fetcher={fetcher} />
          <Text size="sm">{records.map((record) => String(record.ccrn ?? record.refNo ?? "")).join(", ")}</Text>
          <TextInput name="vehicleNo" label={r("bundle.vehicleNo")} required error={errorOf("vehicleNo")} autoComplete="off" data-autofocus />
          <Select
            label={r("fields.controlPoint")}
            data={CONTROL_POINTS.map((value) => ({ value, label: r(`options.controlPoint.${value}`) }))}
            value={controlPoint}
            onChange={setControlPoint}
            allowDeselect={false}
            error={errorOf("controlPoint")}
          />
          <TextInput type="datetime-local" name="crossingAt" label={r("bundle.crossingAt")} required error={errorOf("crossingAt")} description={r("bundle.hint")} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("kit.cancel")}
            </Button>
            <Button type="submit" loading={fetcher.state !== "idle"}>
              {r("actions.bundle")}
            </Button>
          </Group>
        </Stack>
      </fetcher.Form>
    </Modal>
  );
}

/** An accepted e-ACI's form, sent again to ROCARS under its CCRN. */
function AmendDialog({ records, onClose }: ResourceDialogProps) {
  const { t } = useTranslation();
  const inputs = useFormInputs();
  const target = useMemo(() => ({ record: records[0] }), [records]);
  return <EntityForm resource={hongKongSeamless} target={target} inputs={inputs} step={{ intent: "amend", title: t("resources.hongKongSeamless.amend.title", { ccrn: String(records[0]?.ccrn ?? "") }) }} onClose={onClose} />;
}

/** The parties' names and addresses and the description of articles, typed or picked from the tenant's basic data. */
function useFormInputs(): FieldInputs {
  const { extra } = useLoaderData<ResourceLoaderData>();
  return useMemo(() => {
    const { parties, articles } = (extra ?? { parties: [], articles: [] }) as FormChoices;
    return {
      ...partyInputs(parties, PARTY_FIELDS),
      articlesDescription: (props) => (
        <Autocomplete label={props.label} error={props.error} withAsterisk={props.withAsterisk} value={String(props.value ?? "")} onChange={props.onChange} onBlur={props.onBlur} onFocus={props.onFocus} data={articles} limit={20} comboboxProps={{ withinPortal: true }} />
      ),
    };
  }, [extra]);
}

const DIALOGS = { bundle: BundleDialog, amend: AmendDialog };

/** Road cargo e-ACI: enter the eight items, send them to ROCARS for a CCRN, bundle CCRNs to a truck. */
export default function HongKongSeamlessScreen() {
  const { t } = useTranslation();
  const inputs = useFormInputs();
  return (
    <ResourceScreen
      resource={hongKongSeamless}
      inputs={inputs}
      dialogs={DIALOGS}
      aside={<Text size="sm" c="dimmed">{t("resources.hongKongSeamless.demo")}</Text>}
      rowLinks={{
        width: 80,
        history: true,
        render: (row) => (
          <Button component={Link} to={`/hKDetail?operation=view&data=${row.id}`} size="compact-xs" variant="subtle">
            {t("resources.hongKongSeamless.history")}
          </Button>
        ),
      }}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
