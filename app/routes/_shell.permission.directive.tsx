import { Group, ScrollArea, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useSearchParams } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "~/i18n/react";
import { ButtonProbe } from "~/permission/ButtonProbe";
import { DirectiveExamples } from "~/permission/DirectiveExamples";
import { permissionScreen, SAMPLE_BUTTONS, sampleButtonSchema } from "~/permission/permission.server";
import { DEMO_ROLES } from "~/permission/demo";
import { canUse } from "~/resources/protocol";
import { keepPageAfterExpiry } from "~/shell/revalidation";

const PATH = "/permission/directive";
const MINE = "mine";

/** Who the switcher shows the elements to: the user's own roles, or one demo role (never a grant). */
const viewOf = (asked: string | null) => (DEMO_ROLES as readonly string[]).includes(asked ?? "") ? asked! : MINE;

export async function loader({ request }: LoaderFunctionArgs) {
  const { session, texts } = await permissionScreen(request, PATH);
  return { roles: session.user.roles, view: viewOf(new URL(request.url).searchParams.get("as")), codes: SAMPLE_BUTTONS, texts };
}

/** The server's side of a button: the same session codes the page drew it by; refused is 403, as the kit refuses. */
export async function action({ request }: ActionFunctionArgs) {
  const { session } = await permissionScreen(request, PATH);
  const code = sampleButtonSchema.safeParse((await request.formData()).get("code"));
  if (!code.success) return data({ code: null, allowed: false }, { status: 400 });
  const allowed = canUse(session.authority.menuButton, code.data);
  return data({ code: code.data, allowed }, { status: allowed ? 200 : 403 });
}

export default function DirectivePermission() {
  const { roles, view: initial, codes } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const r = (key: string, values?: Record<string, unknown>) => t(`resources.permission.directive.${key}`, values);
  const [, setSearchParams] = useSearchParams();
  // The switcher redraws at once; the address follows so the view can be linked or reloaded.
  const [view, setView] = useState(initial);
  const choose = (value: string) => {
    setView(value);
    setSearchParams(value === MINE ? {} : { as: value }, { replace: true, preventScrollReset: true });
  };
  const viewer = view === MINE ? roles : [view];
  return (
    <Stack gap="sm">
      <Title order={1} size="h3">
        {t("resources.permission.directive.title")}
      </Title>
      <Text size="sm">{r("intro")}</Text>
      <Title order={2} size="h4">
        {r("elementsTitle")}
      </Title>
      <Group gap="sm" wrap="wrap">
        <Text size="sm" fw={500} id="view-as">
          {r("viewAs")}
        </Text>
        <ScrollArea type="auto">
          <SegmentedControl
            aria-labelledby="view-as"
            value={view}
            onChange={choose}
            data={[{ value: MINE, label: r("mineWith", { roles: roles.join(", ") }) }, ...DEMO_ROLES.map((role) => ({ value: role, label: role }))]}
          />
        </ScrollArea>
        <Text size="sm" c="dimmed">
          {r("switcherNote")}
        </Text>
      </Group>
      <DirectiveExamples viewer={viewer} />
      <Title order={2} size="h4">
        {r("buttonsTitle")}
      </Title>
      <Text size="sm">{r("buttonsIntro")}</Text>
      <ScrollArea type="auto">
        <ButtonProbe codes={codes} />
      </ScrollArea>
    </Stack>
  );
}

export { RootErrorPage as ErrorBoundary } from "~/ui/ErrorPage";

export const shouldRevalidate = keepPageAfterExpiry;
