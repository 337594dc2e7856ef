import { Anchor, Box, Center, Group, Paper, Stack, Text } from "@mantine/core";
import { Form, Outlet, useLocation } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { useWarmUpSignedInShell } from "~/lib/warm-up";
import { LANGUAGES } from "~/lib/constants";
import classes from "~/ui/AuthLayout.module.css";

/** Layout of the public auth screens: one card, the product name, a language switch. */
export default function AuthLayout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  useWarmUpSignedInShell("/workbench");
  return (
    <Center className={classes.page}>
      <Stack w="100%" maw={440} gap="md">
        <Stack gap={2} align="center">
          <Text fw={800} size="xl" c="brand">
            {t("app.name")}
          </Text>
          <Text size="sm" c="dimmed">
            {t("app.slogan")}
          </Text>
        </Stack>
        <Paper withBorder shadow="sm" p="xl" radius="md">
          <Outlet />
        </Paper>
        <Form method="post" action="/language" aria-label={t("language.label")}>
          <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
          <Group justify="center" gap="md">
            {LANGUAGES.map((lng) => (
              <Box key={lng} component="span">
                <Anchor
                  component="button"
                  type="submit"
                  name="language"
                  value={lng}
                  size="sm"
                  fw={i18n.language === lng ? 700 : 400}
                  aria-current={i18n.language === lng ? "true" : undefined}
                >
                  {t(`language.${lng}`)}
                </Anchor>
              </Box>
            ))}
          </Group>
        </Form>
      </Stack>
    </Center>
  );
}
