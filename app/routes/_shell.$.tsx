import { Alert, Stack, Title } from "@mantine/core";
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { IconHammer } from "@tabler/icons-react";
import { useTranslation } from "~/i18n/react";
import { canAccess, findMenuByPath } from "~/auth/access";
import { visitorNotFound } from "~/auth/not-found.server";
import { requireRouteAccess, requireSession } from "~/auth/session.server";
import { readToken } from "~/auth/token-cookie.server";
import { firstOpenablePage, menuTitle } from "~/shell/menu";
import { RootErrorPage } from "~/ui/ErrorPage";
import { keepPageAfterExpiry } from "~/shell/revalidation";

/**
 * Every menu route that has no screen of its own yet. The path must be one the provider's
 * menu tree knows (else 404) and one this user may open (else 401), decided here. A group's
 * own path (reached from the breadcrumb) opens the group's first page the user may open.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const path = new URL(request.url).pathname;
  if (readToken(request) === null) throw visitorNotFound(request);
  const session = await requireSession(request);
  const node = findMenuByPath(session.authority.menu, path);
  if (!node) {
    const admin = session.user.roles.includes("ROLE_ADMIN");
    throw new Response("Not Found", { status: admin ? 404 : 401 });
  }
  await requireRouteAccess(request, path);
  const firstPage = firstOpenablePage(node, (page) => canAccess(page, { roles: session.user.roles, menuPaths: session.menuPaths }));
  if (firstPage) throw redirect(firstPage);
  return { menuName: node.menuName, menuNames: node.menuNames ?? null };
}

export default function ComingSoon() {
  const { menuName, menuNames } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const title = menuTitle({ menuName, menuNames: menuNames ?? undefined }, i18n.language);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {title}
      </Title>
      <Alert variant="outline" bg="var(--mantine-color-body)" icon={<IconHammer aria-hidden />} title={t("shell.comingSoonTitle", { title })} data-testid="coming-soon">
        {t("shell.comingSoonText")}
      </Alert>
    </Stack>
  );
}

/** Inside the shell: 401, 404 and outages keep the sidebar so the user can go elsewhere. */
export function ErrorBoundary() {
  return <RootErrorPage />;
}

export const shouldRevalidate = keepPageAfterExpiry;
