import { z } from "zod";
import { publicNewsSchema, type PublicNews } from "#contract/business/news";
import { paths } from "#contract/paths";
import type { ProviderClient } from "./client.server";

/**
 * The marketing home's news through the open API (no bearer token; the client adds the app's
 * credential): the platform's published items in their window, newest first, or one by id.
 */
export function queryPublishedNews(client: ProviderClient, lang: string, id?: string): Promise<PublicNews[]> {
  return client.data({ method: "POST", path: paths.hsOpenApi.queryPublishedNews, json: id ? { id } : {}, schema: z.array(publicNewsSchema), lang });
}

/** A public item's cover image, passed on as it arrives. */
export function publishedNewsCover(client: ProviderClient, id: string): Promise<Response> {
  return client.stream({ method: "POST", path: paths.hsOpenApi.queryPublishedNewsCover, json: { id } });
}
