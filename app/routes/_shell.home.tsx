import { redirect } from "@remix-run/node";
import { keepPageAfterExpiry } from "~/shell/revalidation";

export const loader = () => redirect("/workbench");

export const shouldRevalidate = keepPageAfterExpiry;
