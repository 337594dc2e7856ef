import { Anchor, Stack, Title } from "@mantine/core";
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { safeRedirect } from "~/auth/access";
import { tokenCookie } from "~/auth/token-cookie.server";
import { isSecureRequest } from "~/lib/flash.server";
import { getSysUser, provider } from "~/provider/index.server";

export const meta: MetaFunction = () => [{ title: "Sign-in link | Trade Platform" }];

/**
 * Single sign-on landing for bound external systems: `?token=<provider access token>&redirect=`.
 * The token is checked with the provider before it becomes the session cookie.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const token = url.searchParams.get("token");
  if (!token || !/^[A-Za-z0-9._~+/=-]{8,4096}$/.test(token)) return { failed: true };
  try {
    const user = await getSysUser(provider(), token);
    if (!user?.roles?.length) return { failed: true };
  } catch {
    return { failed: true };
  }
  const expiresIn = Number(url.searchParams.get("expires_in") ?? 3600);
  throw redirect(safeRedirect(url.searchParams.get("redirect")), {
    headers: { "Set-Cookie": tokenCookie(token, Number.isFinite(expiresIn) ? expiresIn : 3600, isSecureRequest(request)) },
  });
}

/** The loader answers with a page only when the link failed; a good one has redirected already. */
export default function AuthRedirect() {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="center">
      <Title order={1} size="h3" ta="center">
        {t("auth.redirectFailed")}
      </Title>
      <Anchor component={Link} to="/login" reloadDocument>
        {t("auth.backToLogin")}
      </Anchor>
    </Stack>
  );
}
