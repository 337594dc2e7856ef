import { ProviderError, provider, queryPublishedNews } from "~/provider/index.server";
import type { PublicNews } from "#contract/business/news";

/** The home's news, or that it could not be read: the rest of the page never waits on it failing. */
export type HomeNews = { items: PublicNews[]; failed: boolean };

export async function homeNews(lang: string): Promise<HomeNews> {
  try {
    return { items: await queryPublishedNews(provider(), lang), failed: false };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { items: [], failed: true };
  }
}

/** One public item, or null when it is not published in its window (or the provider cannot say). */
export async function publicNewsItem(lang: string, id: string): Promise<PublicNews | null> {
  const [item] = await queryPublishedNews(provider(), lang, id);
  return item ?? null;
}
