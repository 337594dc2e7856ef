import { Anchor, Stack, Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { tdecAction, tdecPage } from "~/hk/tdec.server";
import { TdecHeader } from "~/hk/TdecHeader";
import { TdecLinesPanel } from "~/hk/TdecLinesPanel";
import { recordAction, recordPage } from "~/provider/record-page.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request, params }: LoaderFunctionArgs) => recordPage(params.id, (id) => tdecPage(request, id));
export const action = ({ request, params }: ActionFunctionArgs) => recordAction(params.id, (id) => tdecAction(request, id));

/** One Hong Kong import/export declaration: header, goods lines, lodgement for a UDR. */
export default function HongKongDeclarationDetail() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const p = (key: string) => t(`resources.hongKongCustomsDeclaration.page.${key}`);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/hongKongCustomsDeclaration" size="sm">
        ← {p("back")}
      </Anchor>
      <TdecHeader tdec={data.tdec!} options={data.options} />
      <Title order={3} size="h4">
        {p("lines")}
      </Title>
      <TdecLinesPanel tdec={data.tdec!} lines={data.lines} cargo={data.cargo} options={data.options} />
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
