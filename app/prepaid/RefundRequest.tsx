import { Button, Modal, NativeSelect, Stack, Text, TextInput } from "@mantine/core";
import { Link, useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useMessageText } from "~/lib/messages";
import type { ResourceActionResult } from "~/resources/route.server";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { DialogButtons } from "~/ui/DialogButtons";

/** "Request a refund": an amount of one currency's balance, to one of the member's own bank accounts in that currency. */
export function RefundRequest({ bankAccounts }: { bankAccounts: { value: string; label: string; currency: string }[] }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const fetcher = useFetcher<ResourceActionResult>({ key: "refund-request" });
  const [opened, setOpened] = useState(false);
  const [bank, setBank] = useState(bankAccounts[0]?.value ?? "");
  useActionFeedback(fetcher.data, { inDialog: opened });
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) setOpened(false);
  }, [fetcher.state, fetcher.data]);
  const errors = fetcher.data?.fieldErrors ?? {};
  const error = (field: string) => (errors[field] ? text({ text: errors[field] }) : undefined);
  const word = (key: string) => t(`resources.MyAccount.refund.${key}`);
  const currency = bankAccounts.find((b) => b.value === bank)?.currency ?? "";
  return (
    <>
      <Button variant="light" onClick={() => setOpened(true)}>
        {word("open")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={word("open")}>
        {bankAccounts.length === 0 ? (
          <Text>
            {word("noBank")}{" "}
            <Link to="/bankAccountManagement">{word("addBank")}</Link>
          </Text>
        ) : (
          <fetcher.Form method="post" noValidate>
            <input type="hidden" name="currency" value={currency} />
            <Stack gap="sm">
              <DialogAlert fetcher={fetcher} />
              <NativeSelect name="bankAccountId" label={word("bank")} data={bankAccounts} value={bank} onChange={(e) => setBank(e.currentTarget.value)} error={error("bankAccountId")} />
              <TextInput name="amount" label={`${word("amount")} (${currency})`} inputMode="decimal" required error={error("amount")} />
              <DialogButtons onCancel={() => setOpened(false)} busy={fetcher.state !== "idle"} />
            </Stack>
          </fetcher.Form>
        )}
      </Modal>
    </>
  );
}
