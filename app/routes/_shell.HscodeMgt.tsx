import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ADMIN_ROLE } from "~/auth/access";
import { resourceAction, resourceLoader, type ResourceLoaderData } from "~/resources/route.server";
import { hscodeLookup, hscodeMgt } from "~/resources/tariff";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

/** The lines are the platform's: only its administrator is offered to add, edit, delete or import them. */
export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, hscodeMgt, async ({ session }) => ({ platform: session.user.roles.includes(ADMIN_ROLE) }));
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, hscodeMgt);

/** National tariff lines: each code's page opens from its code. */
export default function HscodeScreen() {
  const { extra } = useLoaderData<ResourceLoaderData>();
  const platform = (extra as { platform: boolean } | undefined)?.platform ?? false;
  return <ResourceScreen resource={platform ? hscodeMgt : hscodeLookup} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
