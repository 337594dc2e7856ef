import { Button, Center, Group, Stack, Text, Title } from "@mantine/core";
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useEffect } from "react";
import { visitorNotFoundOf } from "~/auth/not-found";
import { useTranslation } from "~/i18n/react";
import { reportBoundaryError } from "~/shell/error-log";
import { useMessageText, type UserMessage } from "~/lib/messages";
import classes from "./ErrorPage.module.css";

interface StatusPageProps {
  code: 401 | 404 | 500 | 503;
  title: string;
  text: string;
  actions?: React.ReactNode;
}

/** The styled 401, 404 and error pages. */
export function StatusPage({ code, title, text, actions }: StatusPageProps) {
  return (
    <Center className={classes.page}>
      <Stack align="center" gap="md" maw={480} ta="center">
        <Text className={classes.code} aria-hidden>
          {code}
        </Text>
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{text}</Text>
        <Group>{actions}</Group>
      </Stack>
    </Center>
  );
}

/** Without a session the workbench is out of reach: a visitor goes home, or logs in. */
export function NotFoundPage({ loggedIn = true }: { loggedIn?: boolean }) {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={404}
      title={t("pages.notFoundTitle")}
      text={t("pages.notFoundText")}
      actions={
        loggedIn ? (
          <Button component={Link} to="/workbench">
            {t("pages.backToWorkbench")}
          </Button>
        ) : (
          <>
            <Button component="a" href="/swylgateway">
              {t("pages.backHome")}
            </Button>
            <Button component="a" href="/login" variant="default">
              {t("pages.toLogin")}
            </Button>
          </>
        )
      }
    />
  );
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      code={401}
      title={t("pages.unauthorizedTitle")}
      text={t("pages.unauthorizedText")}
      actions={
        <Button component={Link} to="/workbench">
          {t("pages.backToWorkbench")}
        </Button>
      }
    />
  );
}

/** A 503 from the guard carries the outage message as JSON (provider down or slow). */
function outageMessage(data: unknown): UserMessage | null {
  try {
    const parsed = typeof data === "string" ? JSON.parse(data) : data;
    return parsed && typeof parsed === "object" && ("key" in parsed || "text" in parsed) ? (parsed as UserMessage) : null;
  } catch {
    return null;
  }
}

/** Error boundary body: 401/404 get their pages, an outage its message, anything else a clear error. */
export function RootErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const text = useMessageText();
  // Real faults (not 401/404/503 answers) go to the shell's error log as well.
  useEffect(() => {
    if (!isRouteErrorResponse(error)) reportBoundaryError(error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage loggedIn={visitorNotFoundOf(error) === null} />;
  if (isRouteErrorResponse(error) && (error.status === 401 || error.status === 403)) return <UnauthorizedPage />;
  const unavailable = isRouteErrorResponse(error) && error.status === 503;
  const outage = unavailable ? outageMessage(error.data) : null;
  const detail = outage ? text(outage) : t("pages.errorText");
  return (
    <StatusPage
      code={unavailable ? 503 : 500}
      title={t("pages.errorTitle")}
      text={detail}
      actions={
        <Button component="a" href="">
          {t("pages.retry")}
        </Button>
      }
    />
  );
}
