import type { MetaFunction } from "@remix-run/node";
import { UnauthorizedPage } from "~/ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "401 | Trade Platform" }];

export default function Unauthorized() {
  return <UnauthorizedPage />;
}
