import ExcelJS from "exceljs";
import JSZip from "jszip";
import { describe, expect, it } from "vitest";
import { sysUser } from "../resources/sysuser";
import { exportFile, type ExportColumn, type Text } from "./exports";
import { sheetName } from "./export-names";
import { languageOf, wordedValue, zoneOf } from "./export-text";
import { canReadPdf, pageText, pdfPages } from "./pdf-words.testing";

const same = (text: string): Text => ({ en: text, zh: text, tw: text });
const USERS: Text = { en: "Users", zh: "用户", tw: "用戶" };
/** The user list's own export columns, as the simulator declares them. */
const columns: readonly ExportColumn[] = sysUser.crud!.exportColumns;
const n = (i: number) => String(i).padStart(4, "0");
/** Users like the seeded tenant's: some with long nicknames and role lists that wrap over lines. */
const users = Array.from({ length: 506 }, (_, i) => ({
  username: `user-${n(i)}`,
  nickname: i % 7 === 0 ? `Customs clearance coordinator for the southern region warehouses 华南仓库报关协调员 end-${n(i)}` : `Clerk end-${n(i)}`,
  email: `mail-${n(i)}@example.com`,
  mobile: `1380000${n(i)}`,
  orgName: i % 3 === 0 ? "深圳前海跨境电商报关服务有限公司" : "Head office",
  roleNames: i % 5 === 0 ? ["Administrator", "Declarant", "Classifier", "Finance reviewer"] : ["Declarant"],
  status: i % 2,
  createTime: "2026-11-27T11:31:54.215Z",
}));

describe("worded names", () => {
  it("read in the reader's language where the row words them, traditional falling back to simplified, else the name itself", () => {
    const param = { paramName: "Default currency", paramNameEn: "Default currency", paramNameZh: "默认币种", paramNameTw: "預設幣種" };
    expect(wordedValue(param, "paramName", "zh")).toBe("默认币种");
    expect(wordedValue(param, "paramName", "tw")).toBe("預設幣種");
    expect(wordedValue({ ...param, paramNameTw: "" }, "paramName", "tw")).toBe("默认币种");
    expect(wordedValue({ paramName: "A tenant's own" }, "paramName", "zh")).toBe("A tenant's own");
    expect(wordedValue({ paramKey: "k" }, "paramKey", "zh")).toBe("k");
  });
});

describe("export files", () => {
  it("reads a status as its label and a system time in the viewer's zone, headings in the viewer's language", async () => {
    const reader = { lang: "zh", zone: "Asia/Shanghai" } as const;
    const row = [{ username: "li.wei", status: 1, createTime: "2026-11-27T11:31:54.215Z" }];
    const chosen = [columns[0], columns[6], columns[7]];

    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportFile("xlsx", USERS, chosen, row, reader)).body as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).values).toEqual([undefined, "用户名", "状态", "创建时间"]);
    expect(book.worksheets[0].getRow(2).values).toEqual([undefined, "li.wei", "正常", "2026-11-27 19:31:54"]);

    const docx = await JSZip.loadAsync((await exportFile("docx", USERS, chosen, row, reader)).body);
    const xml = await docx.file("word/document.xml")!.async("string");
    for (const text of ["状态", "正常", "2026-11-27 19:31:54"]) expect(xml).toContain(text);
    expect(xml).not.toContain("2026-11-27T11:31:54");

    const tw = new ExcelJS.Workbook();
    await tw.xlsx.load((await exportFile("xlsx", USERS, chosen, [{ ...row[0], status: 0 }], { lang: "tw", zone: "America/New_York" })).body as unknown as ArrayBuffer);
    expect(tw.worksheets[0].getRow(2).values).toEqual([undefined, "li.wei", "停用", "2026-11-27 06:31:54"]);
  });

  it("names a worksheet Excel accepts whatever the title holds", async () => {
    const title: Text = { en: "Import/export declarations (TDEC)", zh: "进出口报关单", tw: "進出口報關單" };
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await exportFile("xlsx", title, columns, users.slice(0, 2))).body as unknown as ArrayBuffer);
    expect(book.worksheets[0].name).toBe("Import export declarations (TDE");
    expect(sheetName("a[b]c:d*e?f/g\\h")).toBe("a b c d e f g h");
    expect(sheetName("'quoted'")).toBe("quoted");
    expect(sheetName(" /?* ")).toBe("Sheet1");
    expect(sheetName("报".repeat(40))).toHaveLength(31);
    // A character outside the BMP is two units: never cut in half.
    expect(sheetName("a".repeat(30) + "😀")).toBe("a".repeat(30));
  });

  it("repeats the docx heading row on every page, landscape for a wide list", async () => {
    const docx = await JSZip.loadAsync((await exportFile("docx", USERS, columns, users.slice(0, 3))).body);
    const xml = await docx.file("word/document.xml")!.async("string");
    expect(xml.match(/<w:tblHeader\/>/g)).toHaveLength(1);
    expect(xml).toContain('w:orient="landscape"');
  });

  it("reads the language of Accept-Language and only zones the runtime knows", () => {
    expect(languageOf("zh-CN,zh;q=0.9")).toBe("zh");
    expect(languageOf("zh-TW")).toBe("tw");
    expect(languageOf("tw")).toBe("tw");
    expect(languageOf("zh-Hant-HK")).toBe("tw");
    expect(languageOf("en-US")).toBe("en");
    expect(languageOf(undefined)).toBe("en");
    expect(zoneOf("Asia/Hong_Kong")).toBe("Asia/Hong_Kong");
    expect(zoneOf("Mars/Olympus")).toBe("UTC");
    expect(zoneOf(["Asia/Shanghai"])).toBe("UTC");
  });
});

describe.skipIf(!canReadPdf)("PDF lists", () => {
  it("keeps every row whole on one page under a repeated heading, and numbers the pages", async () => {
    const pages = pdfPages((await exportFile("pdf", USERS, columns, users)).body);
    expect(pages.length).toBeGreaterThan(5);
    expect(pages.length).toBeLessThan(30);
    pages.forEach((page, i) => {
      const text = pageText(page);
      // The heading row is on every page, above the page's first row.
      for (const header of ["Username", "Nickname", "E-mail", "Mobile", "Organisation", "Roles", "Status", "Created"]) expect(text).toContain(header);
      const headingY = page.words.find((w) => w.text === "Username")!.y;
      expect(Math.min(...page.words.filter((w) => w.text.startsWith("user-")).map((w) => w.y))).toBeGreaterThan(headingY);
      expect(text).toContain(`Page ${i + 1} of ${pages.length}`);
      // Every page but the last is filled with rows, not a few stray cells.
      if (i < pages.length - 1) expect(page.words.filter((w) => w.text.startsWith("user-")).length).toBeGreaterThan(10);
    });
    // A row's cells and all lines of its wrapped cells are on the page of its first cell.
    for (const user of users) {
      const id = user.username.slice(5);
      const home = pages.filter((page) => page.words.some((w) => w.text === user.username));
      expect(home).toHaveLength(1);
      const words = home[0].words.map((w) => w.text);
      expect(words).toContain(`end-${id}`);
      expect(words).toContain(user.email);
      expect(words).toContain(user.mobile);
    }
    // Eight columns need the room: landscape.
    expect(pages[0].width).toBeGreaterThan(pages[0].height);
  }, 60_000);

  it("writes CJK text, numbers the pages in the reader's language, and stays portrait when few columns fit", async () => {
    const few = [columns[0], columns[6]];
    const pages = pdfPages((await exportFile("pdf", USERS, few, users.slice(0, 120), { lang: "zh", zone: "Asia/Shanghai" })).body);
    expect(pages[0].width).toBeLessThan(pages[0].height);
    const text = pages.map(pageText).join(" ");
    for (const word of ["用户名", "状态", "正常", "禁用"]) expect(text).toContain(word);
    expect(pageText(pages[0])).toContain(`第 1 页，共 ${pages.length} 页`);
  }, 60_000);

  it("moves a row taller than the rest of the page to the next page", async () => {
    const tall = users.slice(0, 40).map((user, i) => (i === 30 ? { ...user, nickname: `${"很长的昵称 ".repeat(60)} end-${user.username.slice(5)}` } : user));
    const pages = pdfPages((await exportFile("pdf", same("Tall"), columns.slice(0, 3), tall)).body);
    const page = (word: string) => pages.findIndex((p) => p.words.some((w) => w.text === word));
    expect(page("user-0030")).toBe(page("end-0030"));
  }, 60_000);
});
