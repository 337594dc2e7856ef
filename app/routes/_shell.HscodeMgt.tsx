import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { buttonCode } from "~/resources/define";
import { canUse } from "~/resources/protocol";
import { resourceAction, resourceLoader, type ResourceLoaderData } from "~/resources/route.server";
import { hscodeLookup, hscodeMgt } from "~/resources/tariff";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/**
 * The lines are the platform's: only its administrators, whose authority alone holds the add
 * button, are offered to add, edit, delete or import them (the edit button is also the note's).
 */
export const loader = ({ request }: LoaderFunctionArgs) =>
  resourceLoader(request, hscodeMgt, async ({ session }) => ({ platform: canUse(session.authority.menuButton, buttonCode(hscodeMgt, "add")) }));
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, hscodeMgt);

/** National tariff lines: each code's page opens from its code. */
export default function HscodeScreen() {
  const { extra } = useLoaderData<ResourceLoaderData>();
  const platform = (extra as { platform: boolean } | undefined)?.platform ?? false;
  return <ResourceScreen resource={platform ? hscodeMgt : hscodeLookup} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
