import { Button, Select, Text } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { PARTY_FIELDS, partyInputs, type Party } from "~/hk/PartyInput";
import { lodgeRefusal } from "~/hk/tdec.server";
import { cancelTdecs, loadTdec, lodgeTdec, partyChoices } from "~/provider/hk.server";
import { hongKongCustomsDeclaration } from "~/resources/hk-tdec";
import { resourceAction, resourceLoader, type ActionHandler, type ResourceLoaderData } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import type { FieldInputProps, FieldInputs } from "~/ui/EntityForm";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** Lodging from the list: the same refusals as on the declaration's page, each naming its line. */
const lodge: ActionHandler = async ({ client, call, ids }) => {
  if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
  const { tdec, lines } = await loadTdec(client, call, ids[0]);
  const refused = tdec && lodgeRefusal(tdec, lines);
  if (refused) return refused;
  const udr = await lodgeTdec(client, call, ids[0]);
  return { ok: true, success: { key: "resources.hongKongCustomsDeclaration.done.lodge", values: { udr } } };
};

const cancel: ActionHandler = async ({ client, call, ids }) => {
  await cancelTdecs(client, call, ids);
  return { ok: true, success: { key: "resources.hongKongCustomsDeclaration.done.cancel" } };
};

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, hongKongCustomsDeclaration, ({ client, call }) => partyChoices(client, call));
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, hongKongCustomsDeclaration, { lodge, cancel });

/** The declaring unit, the tenant's default (listed first) chosen when none is yet. */
function DeclaringUnitInput({ options, ...props }: FieldInputProps & { options: { value: string; label: string }[] }) {
  useEffect(() => {
    if (!props.value && options[0]) props.onChange(options[0].value);
  }, [props.value, options]);
  return <Select label={props.label} error={props.error} withAsterisk={props.withAsterisk} data={options} value={(props.value as string) || null} onChange={props.onChange} searchable allowDeselect={false} comboboxProps={{ withinPortal: true }} />;
}

/** Hong Kong import/export declarations: each row opens its page and its message history. */
export default function HongKongCustomsDeclarationScreen() {
  const { t } = useTranslation();
  const { extra, options } = useLoaderData<ResourceLoaderData>();
  const inputs: FieldInputs = {
    declaringUnitId: (props) => <DeclaringUnitInput {...props} options={options.declaringUnitId ?? []} />,
    ...partyInputs((extra ?? []) as Party[], PARTY_FIELDS),
  };
  return (
    <ResourceScreen
      resource={hongKongCustomsDeclaration}
      inputs={inputs}
      aside={<Text size="sm" c="dimmed">{t("resources.hongKongCustomsDeclaration.demo")}</Text>}
      rowLinks={{
        width: 80,
        history: true,
        render: (row) => (
          <Button component={Link} to={`/declarationDetail?operation=view&data=${row.id}`} size="compact-xs" variant="subtle">
            {t("resources.hongKongCustomsDeclaration.history")}
          </Button>
        ),
      }}
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
