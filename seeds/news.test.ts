import { addNewsSchema, inWindow } from "../contract/business/news";
import { attachmentOf } from "../contract/file";
import { sanitiseArticleHtml } from "../contract/rich-text";
import { buildNews } from "./news";

const TODAY = "2026-11-27";
const seed = buildNews(TODAY);
const blank = (row: object) => Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value ?? ""]));

describe("the merchandise news' demo book", () => {
  it("gives both demo tenants items in their window, ended, still to come, a draft and a withdrawn one", () => {
    for (const tenant of ["10001", "10002"]) {
      const rows = seed.newsRows.filter((r) => r.tenantCode === tenant);
      const published = rows.filter((r) => r.status === "published");
      expect(published.filter((r) => inWindow(r, TODAY)).length).toBeGreaterThanOrEqual(3);
      expect(published.some((r) => r.publishTo !== null && r.publishTo! < TODAY)).toBe(true);
      expect(published.some((r) => r.publishFrom > TODAY)).toBe(true);
      expect(rows.map((r) => r.status)).toEqual(expect.arrayContaining(["draft", "withdrawn"]));
    }
  });

  it("dates the windows from the seeding day", () => {
    expect(buildNews("2027-03-01").newsRows[0].publishFrom).toBe("2027-02-26");
    expect(seed.newsRows[0]).toMatchObject({ publishFrom: "2026-11-24", publishTo: "2026-12-27" });
  });

  it("holds each item as the screen would save it and the provider keep it, its cover an image of its own tenant", () => {
    const refusals = seed.newsRows.flatMap((row) => addNewsSchema.safeParse(blank(row)).error?.issues.map((i) => `${row.title} ${String(i.path)}: ${i.message}`) ?? []);
    expect(refusals).toEqual([]);
    expect(seed.newsRows.filter((row) => sanitiseArticleHtml(row.body) !== row.body)).toEqual([]);
    const covers = new Map(seed.coverRows.map((file) => [file.id, file]));
    for (const row of seed.newsRows.filter((r) => r.coverImage)) {
      const cover = covers.get(attachmentOf(row.coverImage)!.id);
      expect(cover).toMatchObject({ tenantCode: row.tenantCode, fileType: "image", contentType: "image/png" });
      expect(cover!.content!.subarray(1, 4).toString("latin1")).toBe("PNG");
    }
  });

  it("writes the 10001 items in simplified and the 10002 items in traditional Chinese", () => {
    const titles = (tenant: string) => seed.newsRows.filter((r) => r.tenantCode === tenant).map((r) => r.title).join("");
    expect(titles("10001")).toContain("节能");
    expect(titles("10002")).toContain("節能");
  });
});
