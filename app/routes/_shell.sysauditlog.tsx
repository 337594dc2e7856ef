import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import type { HistoryEntry } from "#contract/admin/resource";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { sysAuditLog } from "~/resources/sysauditlog";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { HistoryDrawer } from "~/ui/HistoryDrawer";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { RowButton } from "~/ui/RowButton";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, sysAuditLog);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, sysAuditLog);

/** An audit row as the history drawer shows one: who, when, before and after. */
const entryOf = (row: Record<string, unknown>): HistoryEntry => ({
  id: String(row.id),
  action: String(row.action),
  username: (row.username as string | null | undefined) ?? null,
  createTime: (row.createTime as string | null | undefined) ?? null,
  before: row.before ?? null,
  after: row.after ?? null,
});

export default function SysAuditLogScreen() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<HistoryEntry | null>(null);
  return (
    <>
      <ResourceScreen
        resource={sysAuditLog}
        rowLinks={{
          width: 90,
          render: (row) => (
            <RowButton onClick={() => setOpen(entryOf(row))}>{t("resources.sysauditlog.changes")}</RowButton>
          ),
        }}
      />
      <HistoryDrawer entries={open ? [open] : null} onClose={() => setOpen(null)} />
    </>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
