import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { resourceAction, resourceLoader } from "~/resources/route.server";
import { authorityReview } from "~/resources/userAuth";
import { ResourceScreen } from "~/ui/ResourceScreen";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, authorityReview);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, authorityReview);

export default function AuthorityReviewScreen() {
  return <ResourceScreen resource={authorityReview} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
