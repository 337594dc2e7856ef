import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import type { RequestStep } from "#contract/account/recharge";
import { useTranslation } from "~/i18n/react";
import type { ResourceDeclaration } from "~/resources/define";
import type { ResourceLoaderData } from "~/resources/route.server";
import { ResourceScreen, type ResourceDialogProps } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";
import type { ComponentType } from "react";
import { REQUEST_PARAM } from "./request-param";
import { StepsDrawer } from "./StepsDrawer";

/** A list of requests whose rows open their history beside it, named in the URL so the list keeps its place. */
export function RequestScreen({ resource, dialogs }: { resource: ResourceDeclaration; dialogs?: Record<string, ComponentType<ResourceDialogProps>> }) {
  const { t } = useTranslation();
  const { rows, extra } = useLoaderData<ResourceLoaderData>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const shown = extra as { request: string; steps: RequestStep[] } | null;
  const open = (id: string | null) => {
    const next = new URLSearchParams(search);
    if (id) next.set(REQUEST_PARAM, id);
    else next.delete(REQUEST_PARAM);
    navigate(`?${next}`, { preventScrollReset: true });
  };
  const row = rows.find((r) => r.id === shown?.request);
  return (
    <>
      <ResourceScreen
        resource={resource}
        dialogs={dialogs}
        rowLinks={{ width: 90, render: (r) => <RowButton onClick={() => open(r.id)}>{t(`resources.${resource.name}.history.open`)}</RowButton> }}
      />
      <StepsDrawer screen={resource.name} title={t(`resources.${resource.name}.history.title`, { amount: String(row?.amountText ?? "") })} steps={shown?.steps ?? null} onClose={() => open(null)} />
    </>
  );
}
