import { Badge, Button, CopyButton, Group, Modal, SegmentedControl, Stack, Table, Text, TextInput } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import type { NetdiscEntry, NetdiscShare } from "#contract/netdisc";
import { useTimeText } from "~/jobs/format";
import { useActionFeedback } from "~/shell/action-feedback";
import { DialogAlert } from "~/ui/DialogAlert";
import { useFilesText, type FilesAnswer } from "./dialogs";
import { expiryOf, SHARE_CHOICES, type ShareChoice } from "./share-expiry";

/** Where a link opens (app/routes/s.$token.tsx), on this app's own origin. */
const linkOf = (token: string) => `${window.location.origin}/s/${token}`;

/** Make a link with an expiry, copy it once, and see or revoke the file's links. */
export function ShareDialog({ entry, onClose }: { entry: NetdiscEntry; onClose: () => void }) {
  const r = useFilesText();
  const time = useTimeText();
  const links = useFetcher<FilesAnswer & { data?: NetdiscShare[] }>();
  const create = useFetcher<FilesAnswer & { data?: NetdiscShare & { token: string } }>();
  const revoke = useFetcher<FilesAnswer>();
  useActionFeedback(revoke.data);
  const [choice, setChoice] = useState<ShareChoice>("7");
  const [date, setDate] = useState("");
  // The list is read at once, and again after each answered create or revoke; a read asked while
  // one is on its way waits for it, since a second submit would cut the first short.
  const [stale, setStale] = useState(true);
  useEffect(() => {
    if (!stale || links.state !== "idle") return;
    setStale(false);
    links.submit({ intent: "shares", id: entry.id }, { method: "post" });
  }, [stale, links.state]);
  useEffect(() => {
    if (create.data?.ok) setStale(true);
  }, [create.data]);
  useEffect(() => {
    if (revoke.data?.ok) setStale(true);
  }, [revoke.data]);
  const made = create.data?.ok ? create.data.data : undefined;
  const now = Date.now();

  return (
    <Modal opened onClose={onClose} title={r("share.title", { name: entry.name })} size="lg">
      <Stack>
        <create.Form method="post">
          <Stack gap="sm">
            <input type="hidden" name="intent" value="share" />
            <input type="hidden" name="id" value={entry.id} />
            <input type="hidden" name="expireTime" value={expiryOf(choice, date, now) ?? ""} />
            <Text size="sm" fw={500} id="share-expiry">
              {r("share.expiry")}
            </Text>
            <SegmentedControl
              aria-labelledby="share-expiry"
              value={choice}
              onChange={(value) => setChoice(value as ShareChoice)}
              data={SHARE_CHOICES.map((value) => ({
                value,
                label: r(`share.${value === "1" ? "oneDay" : value === "7" ? "sevenDays" : value === "30" ? "thirtyDays" : "onDate"}`),
              }))}
              fullWidth
              orientation="horizontal"
            />
            {choice === "date" && <TextInput type="date" label={r("share.date")} value={date} onChange={(e) => setDate(e.currentTarget.value)} required />}
            <DialogAlert fetcher={create} />
            <Group justify="flex-end">
              <Button type="submit" loading={create.state !== "idle"} disabled={!expiryOf(choice, date, now)}>
                {r("share.create")}
              </Button>
            </Group>
          </Stack>
        </create.Form>
        {made && (
          <Stack gap={4}>
            <Group gap="xs" wrap="nowrap" align="flex-end">
              <TextInput label={r("share.link")} value={linkOf(made.token)} readOnly style={{ flex: 1 }} onFocus={(e) => e.currentTarget.select()} data-testid="share-link" />
              <CopyButton value={linkOf(made.token)}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} color={copied ? "teal" : undefined}>
                    {copied ? r("share.copied") : r("share.copy")}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Text size="xs" c="dimmed">
              {r("share.once")}
            </Text>
          </Stack>
        )}
        <Text size="sm" fw={500}>
          {r("share.links")}
        </Text>
        {links.data?.data?.length ? (
          <Table.ScrollContainer minWidth={360}>
            <Table>
              <Table.Tbody>
                {links.data.data.map((link) => {
                  const state = link.revokeTime ? "revoked" : Date.parse(link.expireTime) <= now ? "expired" : null;
                  return (
                    <Table.Tr key={link.id}>
                      <Table.Td>
                        {r("share.expires", {
                          time: time(Date.parse(link.expireTime)),
                        })}
                      </Table.Td>
                      <Table.Td ta="right">
                        {state ? (
                          <Badge color="gray" variant="light">
                            {r(`share.${state}`)}
                          </Badge>
                        ) : (
                          <Button
                            size="compact-sm"
                            variant="default"
                            loading={revoke.state !== "idle"}
                            onClick={() => revoke.submit({ intent: "revoke", id: link.id }, { method: "post" })}
                          >
                            {r("share.revoke")}
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : (
          <Text size="sm" c="dimmed">
            {r("share.none")}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {r("dialogs.close")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
