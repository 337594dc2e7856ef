import { Drawer } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useNavigate, useSearchParams } from "@remix-run/react";
import type { Statement } from "#contract/account/movement";
import { useTranslation } from "~/i18n/react";
import { accountStatement, adjustAccount } from "~/prepaid/account.server";
import { AdjustDialog } from "~/prepaid/AdjustDialog";
import { StatementPanel } from "~/prepaid/StatementPanel";
import { accountInfo } from "~/resources/prepaid";
import { resourceAction, resourceLoader, type ResourceLoaderData } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, accountInfo, accountStatement);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, accountInfo, { adjust: adjustAccount });

const DIALOGS = { adjust: AdjustDialog };
const ACCOUNT_PARAM = "account";

/** Every prepaid account of the tenant; an account's statement opens beside the list, named in the URL. */
export default function AccountInfoScreen() {
  const { t } = useTranslation();
  const { rows, extra } = useLoaderData<ResourceLoaderData>();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const shown = (extra as { shown: { accountId: string; statement: Statement } | null } | null)?.shown ?? null;
  const open = (id: string | null) => {
    const next = new URLSearchParams(search);
    next.delete("from");
    next.delete("to");
    if (id) next.set(ACCOUNT_PARAM, id);
    else next.delete(ACCOUNT_PARAM);
    navigate(`?${next}`, { preventScrollReset: true });
  };
  const row = rows.find((r) => r.id === shown?.accountId);
  const query = shown ? new URLSearchParams({ accountId: shown.accountId, from: shown.statement.from, to: shown.statement.to }) : null;
  return (
    <>
      <ResourceScreen resource={accountInfo} dialogs={DIALOGS} rowLinks={{ width: 90, render: (r) => <RowButton onClick={() => open(r.id)}>{t("resources.AccountInfo.open")}</RowButton> }} />
      <Drawer opened={shown !== null} onClose={() => open(null)} position="right" size="xl" title={String(row?.ownerName ?? "")} closeButtonProps={{ "aria-label": t("kit.close") }}>
        {shown && query && (
          <StatementPanel
            screen="AccountInfo"
            statement={shown.statement}
            hidden={Object.fromEntries([...search.entries()].filter(([name]) => name !== "from" && name !== "to"))}
            download={(format) => `/AccountInfo/statement?${query}&format=${format}`}
          />
        )}
      </Drawer>
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
