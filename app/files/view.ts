import { z } from "zod";
import { idSchema } from "#contract/envelope";
import { NAME_MAX } from "#contract/netdisc";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "~/lib/constants";

/** What /upload-download shows: a space of the netdisc, the other screens' uploads, or the recycle bin. */
export const FILE_VIEWS = ["mine", "shared", "attachments", "bin"] as const;
export type FileView = (typeof FILE_VIEWS)[number];

const SORTERS = ["name_ascend", "name_descend", "size_ascend", "size_descend", "updateTime_ascend", "updateTime_descend"] as const;

const viewSchema = z.object({
  view: z.enum(FILE_VIEWS).catch("mine"),
  folder: idSchema.nullable().catch(null),
  q: z.string().trim().max(NAME_MAX).catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  size: z.coerce
    .number()
    .refine((n) => (PAGE_SIZES as readonly number[]).includes(n))
    .catch(DEFAULT_PAGE_SIZE),
  sort: z.enum(SORTERS).optional().catch(undefined),
});
export type FilesViewState = z.infer<typeof viewSchema>;

/** The screen's state from its address, each unreadable part at its default (paging and filters live in the URL). */
export function viewOf(search: URLSearchParams): FilesViewState {
  return viewSchema.parse({
    view: search.get("view") ?? undefined,
    folder: search.get("folder"),
    q: search.get("q") ?? undefined,
    page: search.get("page") ?? undefined,
    size: search.get("size") ?? undefined,
    sort: search.get("sort") ?? undefined,
  });
}

/** The address of a state: defaults left out, so links stay short. */
export function viewSearch(state: Partial<FilesViewState>): string {
  const search = new URLSearchParams();
  if (state.view && state.view !== "mine") search.set("view", state.view);
  if (state.folder) search.set("folder", state.folder);
  if (state.q) search.set("q", state.q);
  if (state.page && state.page > 1) search.set("page", String(state.page));
  if (state.size && state.size !== DEFAULT_PAGE_SIZE) search.set("size", String(state.size));
  if (state.sort) search.set("sort", state.sort);
  const text = search.toString();
  return text ? `?${text}` : "";
}
