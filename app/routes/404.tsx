import type { MetaFunction } from "@remix-run/node";
import { NotFoundPage } from "~/ui/ErrorPage";

export const meta: MetaFunction = () => [{ title: "404 | Trade Platform" }];

export default function NotFound() {
  return <NotFoundPage />;
}
