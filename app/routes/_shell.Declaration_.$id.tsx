import { Anchor, Stack } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { ChecksCard } from "~/declaration/ChecksCard";
import { declarationAction, declarationPage } from "~/declaration/declaration.server";
import { DeclarationHeader, isEditable } from "~/declaration/DeclarationHeader";
import { LinesPanel } from "~/declaration/LinesPanel";
import { recordAction, recordPage } from "~/provider/record-page.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request, params }: LoaderFunctionArgs) => recordPage(params.id, (id) => declarationPage(request, id));
export const action = ({ request, params }: ActionFunctionArgs) => recordAction(params.id, (id) => declarationAction(request, id));

/** How often a submitted declaration's page asks again for the customs answer. */
const ANSWER_POLL_MS = 2_000;

/** One customs declaration: header, checks, goods lines and totals; submission and the customs answer. */
export default function DeclarationDetail() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const declaration = data.declaration!;
  const revalidator = useRevalidator();
  // Submitted, the page waits for the customs answer on its own.
  useEffect(() => {
    if (declaration.status !== "submitted") return;
    const timer = setTimeout(() => revalidator.state === "idle" && revalidator.revalidate(), ANSWER_POLL_MS);
    return () => clearTimeout(timer);
  }, [declaration.status, declaration.updateTime, revalidator]);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/Declaration" size="sm">
        ← {t("resources.Declaration.page.back")}
      </Anchor>
      <DeclarationHeader declaration={declaration} options={data.options} ready={data.checks !== null && data.checks.problems.length === 0} />
      {isEditable(declaration) && data.checks && <ChecksCard checks={data.checks} currency={declaration.currency} />}
      <LinesPanel declaration={declaration} lines={data.lines} checks={data.checks} goods={data.goods} goodsUnits={data.goodsUnits} options={data.options} />
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
