import { Anchor, Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { hasTokenCookie } from "~/auth/token-cookie.server";

export const meta: MetaFunction = () => [{ title: "Trade Platform" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { loggedIn: hasTokenCookie(request) };
}

/** Marketing home. The full marketing site is its own roadmap step (DESIGN §11). */
export default function Gateway() {
  const { loggedIn } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <Container size="md" py={80}>
      <Stack gap="lg" align="flex-start">
        <Text fw={700} c="brand">
          {t("app.name")}
        </Text>
        <Title order={1}>{t("app.slogan")}</Title>
        <Text size="lg" c="dimmed">
          {t("gateway.intro")}
        </Text>
        <Group>
          {loggedIn ? (
            <Button component={Link} to="/workbench" size="md">
              {t("gateway.enter")}
            </Button>
          ) : (
            <Button component={Link} to="/login" size="md">
              {t("gateway.loginRegister")}
            </Button>
          )}
          <Anchor href="tel:4008000000">
            {t("app.hotline")}: 400-800-0000
          </Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
