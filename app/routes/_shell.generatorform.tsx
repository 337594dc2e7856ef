import { Anchor, Button, Group, Modal, Stack, Table, Tabs, Text, TextInput, Title } from "@mantine/core";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { IconSearch } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { failure } from "~/auth/action-result.server";
import { dictionariesFor, formNotFound, formsScreen } from "~/forms/forms.server";
import { FORMS_PATH } from "~/forms/path";
import { FormRenderer } from "~/forms/FormRenderer";
import { SubmissionTable } from "~/forms/SubmissionTable";
import { submitPosted } from "~/forms/submit.server";
import { takesFiles } from "~/forms/values";
import { useTranslation } from "~/i18n/react";
import { useTimeText } from "~/jobs/format";
import type { ActionResult } from "~/lib/action-result";
import { uploadFile } from "~/provider/file.server";
import { provider } from "~/provider/index.server";
import { screenTexts } from "~/resources/resources.i18n";
import { useActionFeedback } from "~/shell/action-feedback";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "~/lib/constants";
import { Pager } from "~/ui/Pager";

const number = (params: URLSearchParams, name: string, fallback: number) => Math.max(1, Number(params.get(name)) || fallback);
/** A page size from the address, one the pager offers, else the default. */
const sizeOf = (params: URLSearchParams, name: string) => {
  const asked = Number(params.get(name));
  return (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PAGE_SIZE;
};

/** The tenant's forms; `?form=` opens one to fill in, with its submissions and versions (`?version=` shows one read-only). */
export async function loader({ request }: LoaderFunctionArgs) {
  const { api, can, lang } = await formsScreen(request);
  const params = new URL(request.url).searchParams;
  const texts = screenTexts(["generatorform"], lang);
  const id = params.get("form");
  if (!id) {
    const asked = { currentPage: number(params, "page", 1), pageSize: sizeOf(params, "size"), name: params.get("name") || undefined };
    return json({ texts, can, list: await api.list(asked), open: null });
  }
  const version = params.get("version") ? Number(params.get("version")) : undefined;
  const [form, shown] = await Promise.all([api.get(id), version ? api.get(id, version) : null]).catch(formNotFound);
  const { options } = await dictionariesFor(shown?.schema ?? form.schema, api.dictionary, lang);
  const submissions = await api.submissions(form.id, { currentPage: number(params, "spage", 1), pageSize: sizeOf(params, "ssize") });
  return json({ texts, can, list: null, open: { form, shown, options, submissions } });
}

/** Fill in the form (checked here with the design's rules, then by the provider), or delete it. */
export async function action({ request }: ActionFunctionArgs) {
  const { api, can, lang, session } = await formsScreen(request);
  const posted = await request.formData();
  const id = String(posted.get("id") ?? "");
  try {
    if (posted.get("intent") === "delete") {
      if (!can.remove) return json<ActionResult>({ ok: false, error: { key: "kit.errors.noPermission" } }, 403);
      await api.remove([id]);
      return redirect(FORMS_PATH);
    }
    const form = await api.get(id);
    const { values } = await dictionariesFor(form.schema, api.dictionary, lang);
    const upload = (file: File) => uploadFile(provider(), { token: session.token, lang }, file);
    const result = await submitPosted(posted, form.schema, values, upload, (checked) => api.submit(form.id, checked));
    return json<ActionResult>(result.ok ? { ok: true, success: { key: "resources.generatorform.submitted" } } : result);
  } catch (error) {
    return json<ActionResult>(failure(error));
  }
}

export default function GeneratedForms() {
  const { list, open, can } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Title order={1} size="h3">{open ? open.form.name : t("resources.generatorform.title")}</Title>
      {open ? <OpenForm open={open} can={can} /> : list && <FormList list={list} canAdd={can.add} />}
    </Stack>
  );
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;

function FormList({ list, canAdd }: { list: NonNullable<Data["list"]>; canAdd: boolean }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const [params, setParams] = useSearchParams();
  const c = (key: string) => t(`resources.generatorform.columns.${key}`);
  const go = (changes: Record<string, string>) => setParams((p) => (Object.entries(changes).forEach(([k, v]) => p.set(k, v)), p));
  return (
    <>
      <Text size="sm" c="dimmed">{t("resources.generatorform.intro")}</Text>
      <Group justify="space-between" align="flex-end">
        <Form method="get">
          <Group gap="xs" align="flex-end">
            <TextInput name="name" label={t("resources.generatorform.name")} defaultValue={params.get("name") ?? ""} />
            <Button type="submit" variant="default" leftSection={<IconSearch size={16} />}>{t("resources.generatorform.search")}</Button>
          </Group>
        </Form>
        {canAdd && <Button component={Link} to="/formdesign">{t("resources.generatorform.newForm")}</Button>}
      </Group>
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover withTableBorder>
          <Table.Thead>
            <Table.Tr>
              {["name", "key", "version", "fields", "submissions", "updatedBy", "updateTime"].map((key) => <Table.Th key={key}>{c(key)}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.list.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td>
                  <Anchor component={Link} to={`?form=${row.id}`} aria-label={t("resources.generatorform.open", { name: row.name })}>{row.name}</Anchor>
                </Table.Td>
                <Table.Td>{row.key}</Table.Td>
                <Table.Td>v{row.version}</Table.Td>
                <Table.Td>{row.fieldCount}</Table.Td>
                <Table.Td>{row.submissions}</Table.Td>
                <Table.Td>{row.updatedBy}</Table.Td>
                <Table.Td>{time(Date.parse(row.updateTime))}</Table.Td>
              </Table.Tr>
            ))}
            {list.list.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={7}><Text c="dimmed">{t("resources.generatorform.empty")}</Text></Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Pager total={list.pagination.total} currentPage={list.pagination.current} pageSize={list.pagination.pageSize} onPage={(p) => go({ page: String(p) })} onPageSize={(s) => go({ size: String(s), page: "1" })} />
    </>
  );
}

function OpenForm({ open, can }: { open: NonNullable<Data["open"]>; can: Data["can"] }) {
  const { t } = useTranslation();
  const time = useTimeText();
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const [round, setRound] = useState(0);
  const g = (key: string, values?: Record<string, unknown>) => t(`resources.generatorform.${key}`, values);
  const { form, shown, options, submissions } = open;
  useActionFeedback(result);
  // A kept submission starts a new, empty form.
  useEffect(() => {
    if (result?.ok) setRound((n) => n + 1);
  }, [result]);
  const tab = params.get("tab") ?? (shown ? "versions" : "fill");
  const setTab = (value: string | null) => setParams((p) => (p.set("tab", value ?? "fill"), p.delete("version"), p));
  return (
    <>
      <Group justify="space-between">
        <Anchor component={Link} to={FORMS_PATH}>{g("back")}</Anchor>
        <Group gap="xs">
          {can.update && <Button variant="default" component={Link} to={`/formdesign?id=${form.id}`}>{g("design")}</Button>}
          {can.export && <Button variant="default" component="a" href={`/generatorform/export/${form.id}`} download>{g("export")}</Button>}
          {can.remove && <Button variant="default" color="red" onClick={() => setDeleting(true)}>{g("delete")}</Button>}
        </Group>
      </Group>
      {form.description && <Text size="sm" c="dimmed">{form.description}</Text>}
      <Tabs value={tab} onChange={setTab}>
        <Tabs.List>
          <Tabs.Tab value="fill">{g("tabs.fill")}</Tabs.Tab>
          <Tabs.Tab value="submissions">{g("tabs.submissions", { count: form.submissions })}</Tabs.Tab>
          <Tabs.Tab value="versions">{g("tabs.versions", { count: form.versions.length })}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="fill" pt="md">
          {form.schema.fields.length === 0 ? (
            <Text c="dimmed">{g("noFields")}</Text>
          ) : (
            <Form method="post" encType={takesFiles(form.schema) ? "multipart/form-data" : undefined} noValidate>
              <input type="hidden" name="id" value={form.id} />
              <FormRenderer key={round} design={form.schema} options={options} errors={result?.fieldErrors} />
              <Group mt="md">
                <Button type="submit" name="intent" value="submit" loading={navigation.state === "submitting"}>{g("submit")}</Button>
              </Group>
            </Form>
          )}
        </Tabs.Panel>
        <Tabs.Panel value="submissions" pt="md">
          <Stack gap="sm">
            <SubmissionTable design={form.schema} options={options} list={submissions.list} />
            <Pager total={submissions.pagination.total} currentPage={submissions.pagination.current} pageSize={submissions.pagination.pageSize} onPage={(p) => setParams((q) => (q.set("spage", String(p)), q))} onPageSize={(size) => setParams((q) => (q.set("ssize", String(size)), q.delete("spage"), q))} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="versions" pt="md">
          <Stack gap="md">
            <Table withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{g("versions.version")}</Table.Th>
                  <Table.Th>{g("versions.createdBy")}</Table.Th>
                  <Table.Th>{g("versions.createTime")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {form.versions.map((v) => (
                  <Table.Tr key={v.version}>
                    <Table.Td>
                      <Anchor component={Link} to={`?form=${form.id}&tab=versions&version=${v.version}`} aria-label={g("versions.view", { version: v.version })}>v{v.version}</Anchor>
                      {v.version === form.version && <Text span size="xs" c="dimmed" ml="xs">{g("versions.latest")}</Text>}
                    </Table.Td>
                    <Table.Td>{v.createdBy}</Table.Td>
                    <Table.Td>{time(Date.parse(v.createTime))}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            {shown && (
              <Stack gap="xs">
                <Title order={2} size="h5">{g("versions.viewing", { version: shown.version })}</Title>
                <FormRenderer design={shown.schema} options={options} readOnly name="view." />
              </Stack>
            )}
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Modal opened={deleting} onClose={() => setDeleting(false)} title={g("confirmDelete.title", { name: form.name })}>
        <Form method="post" onSubmit={() => setDeleting(false)}>
          <input type="hidden" name="id" value={form.id} />
          <Text size="sm">{g("confirmDelete.body")}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={() => setDeleting(false)}>{g("confirmDelete.cancel")}</Button>
            <Button type="submit" color="red" name="intent" value="delete">{g("confirmDelete.confirm")}</Button>
          </Group>
        </Form>
      </Modal>
    </>
  );
}
