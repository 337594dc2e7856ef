import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { publishNewsPath, withdrawNewsPath, type NewsStep } from "#contract/business/news";
import { merchandiseNews } from "~/resources/merchandiseNews";
import { resourceAction, resourceLoader, type ActionHandler } from "~/resources/route.server";
import { keepPageAfterExpiry } from "~/shell/revalidation";
import { ResourceScreen } from "~/ui/ResourceScreen";

const STEP_PATHS: Record<NewsStep, string> = { publish: publishNewsPath, withdraw: withdrawNewsPath };

/** Publish or withdraw the one checked item; the provider checks the status button and the step table. */
const step =
  (name: NewsStep): ActionHandler =>
  async ({ client, call, ids }) => {
    if (ids.length !== 1) return { ok: false, error: { key: "kit.selectOne" } };
    await client.request({ ...call, method: "POST", path: STEP_PATHS[name], query: { id: ids[0] } });
    return { ok: true, success: { key: `resources.merchandiseNews.done.${name}` } };
  };

export const loader = ({ request }: LoaderFunctionArgs) => resourceLoader(request, merchandiseNews);
export const action = ({ request }: ActionFunctionArgs) => resourceAction(request, merchandiseNews, { publish: step("publish"), withdraw: step("withdraw") });

export default function MerchandiseNewsScreen() {
  return <ResourceScreen resource={merchandiseNews} />;
}

export const shouldRevalidate = keepPageAfterExpiry;
