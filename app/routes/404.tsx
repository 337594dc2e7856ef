import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { optionalSession } from "~/auth/session.server";
import { NotFoundPage } from "~/ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "404 | Trade Platform" }];

export async function loader({ request }: LoaderFunctionArgs) {
  return { loggedIn: (await optionalSession(request)) !== null };
}

export default function NotFound() {
  const { loggedIn } = useLoaderData<typeof loader>();
  return <NotFoundPage loggedIn={loggedIn} />;
}
