import { Anchor, Stack, Tabs } from "@mantine/core";
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/i18n/react";
import { clearanceAction, clearancePage } from "~/clearance/clearance.server";
import { ClearanceHeader } from "~/clearance/ClearanceHeader";
import { ContainersPanel } from "~/clearance/ContainersPanel";
import { CostsPanel } from "~/clearance/CostsPanel";
import { LinesPanel } from "~/clearance/LinesPanel";
import { MilestoneBoard } from "~/clearance/MilestoneBoard";
import { recordAction, recordPage } from "~/provider/record-page.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request, params }: LoaderFunctionArgs) => recordPage(params.id, (id) => clearancePage(request, id));
export const action = ({ request, params }: ActionFunctionArgs) => recordAction(params.id, (id) => clearanceAction(request, id));

/** One import clearance: the shipment, its milestones, containers with demurrage and detention, entry lines with the estimate, and costs. */
export default function ImportClearanceDetail() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const p = (key: string) => t(`resources.importClearance.page.${key}`);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/importClearance" size="sm">
        ← {p("back")}
      </Anchor>
      <ClearanceHeader shipment={data.shipment!} options={data.options} release={data.milestones.find((m) => !m.containerId && m.milestone === "customs")?.at ?? null} />
      <Tabs defaultValue="milestones" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="milestones">{p("tabs.milestones")}</Tabs.Tab>
          <Tabs.Tab value="containers">{p("tabs.containers")}</Tabs.Tab>
          <Tabs.Tab value="lines">{p("tabs.lines")}</Tabs.Tab>
          <Tabs.Tab value="costs">{p("tabs.costs")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="milestones" pt="md">
          <MilestoneBoard shipment={data.shipment!} containers={data.containers} milestones={data.milestones} />
        </Tabs.Panel>
        <Tabs.Panel value="containers" pt="md">
          <ContainersPanel shipment={data.shipment!} containers={data.containers} milestones={data.milestones} today={data.today} />
        </Tabs.Panel>
        <Tabs.Panel value="lines" pt="md">
          <LinesPanel shipmentId={data.shipment!.id} lines={data.lines} estimate={data.estimate} options={data.options} />
        </Tabs.Panel>
        <Tabs.Panel value="costs" pt="md">
          <CostsPanel shipmentId={data.shipment!.id} costs={data.costs} rates={data.rates} options={data.options} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

export const shouldRevalidate = keepPageAfterExpiry;
