import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { declaration } from "~/resources/declaration";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, declaration);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, declaration);

/** China customs declarations: the list, with each declaration's page behind its number. */
export default function DeclarationScreen() {
  return <ResourceScreen resource={declaration} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
