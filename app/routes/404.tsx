import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { screenTitle } from "~/auth/page-title.server";
import { optionalSession } from "~/auth/session.server";
import { NotFoundPage } from "~/ui/ErrorPage";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { loggedIn: (await optionalSession(request)) !== null, title: screenTitle(request, "pages.notFoundTitle") };
}

export default function NotFound() {
  const { loggedIn } = useLoaderData<typeof loader>();
  return <NotFoundPage loggedIn={loggedIn} />;
}
