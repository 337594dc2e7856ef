import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import type { StockMovement } from "#contract/business/stock";
import { useTranslation } from "~/i18n/react";
import { FIGURE_PARAM } from "~/inventory/figure";
import { movementsOfFigure, recordMovement } from "~/inventory/inventory.server";
import { MovementDialog } from "~/inventory/MovementDialog";
import { MovementsDrawer } from "~/inventory/MovementsDrawer";
import { inventoryInquiry } from "~/resources/InventoryInquiry";
import { resourceAction, resourceLoader, type ResourceLoaderData } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, inventoryInquiry, movementsOfFigure);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, inventoryInquiry, { recordMovement });

const DIALOGS = { recordMovement: MovementDialog };

/** Stock by goods and warehouse; a figure's movements open beside the list, named in the URL so the list keeps its place. */
export default function InventoryInquiryScreen() {
  const { t } = useTranslation();
  const { rows, extra } = useLoaderData<ResourceLoaderData>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const shown = extra as { figure: string; movements: StockMovement[] } | null;
  const withFigure = (figure: string | null) => {
    const next = new URLSearchParams(search);
    if (figure) next.set(FIGURE_PARAM, figure);
    else next.delete(FIGURE_PARAM);
    navigate(`?${next}`, { preventScrollReset: true });
  };
  return (
    <>
      <ResourceScreen
        resource={inventoryInquiry}
        dialogs={DIALOGS}
        rowLinks={{ width: 80, render: (row) => <RowButton onClick={() => withFigure(row.id)}>{t("resources.InventoryInquiry.behind.open")}</RowButton> }}
      />
      <MovementsDrawer figure={rows.find((row) => row.id === shown?.figure)} movements={shown?.movements ?? null} onClose={() => withFigure(null)} />
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
