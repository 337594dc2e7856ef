import { Title } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { openApiUsagePath, usageSchema, type Usage } from "#contract/openapi/call-log";
import { useTranslation } from "~/i18n/react";
import { ApiDocs } from "~/openapi/ApiDocs";
import { UsageSection } from "~/openapi/UsageSection";
import { openApiInfo } from "~/resources/OpenApiInfo";
import { resourceAction, resourceLoader, type ResourceLoaderData } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** The call log's list, with the member's usage over 30 days beside it. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  resourceLoader(request, openApiInfo, ({ client, call }) => client.data({ ...call, method: "GET", path: openApiUsagePath, schema: usageSchema }));
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, openApiInfo);

/** The open API's documentation, then the signed-in member's own usage and call log. */
export default function OpenApiInfoScreen() {
  const { t } = useTranslation();
  const { extra } = useLoaderData<ResourceLoaderData>();
  return (
    <ResourceScreen
      resource={openApiInfo}
      aside={
        <>
          <ApiDocs />
          <UsageSection usage={extra as Usage} />
          <Title order={2} size="h4">
            {t("resources.OpenApiInfo.log.title")}
          </Title>
        </>
      }
    />
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
