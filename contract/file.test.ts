import { UPLOAD_LIMIT_BYTES } from "../app/lib/constants";
import { acceptAttribute, attachmentOf, attachmentUrlSchema, fileFacts, fileMessages as fm, fileProblem, isChosenFile, sizeInKb, type FileFacts } from "./file";

const bytes = (...values: (number | string)[]) => Uint8Array.from(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const facts = (name: string, head: Uint8Array, size = 1000): FileFacts => ({ name, size, head });

const PDF = bytes("%PDF-1.7");
const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0);
const WEBP = bytes("RIFF", 0, 0, 0, 0, "WEBPVP8 ");
const ZIP = bytes("PK", 3, 4);

describe("the upload rules", () => {
  it("take one file of an accepted kind whose bytes are what its name says", () => {
    for (const [name, head] of [["a.pdf", PDF], ["A.PNG", PNG], ["b.jpg", JPEG], ["c.jpeg", JPEG], ["d.webp", WEBP], ["e.docx", ZIP], ["f.xlsx", ZIP]] as const) {
      expect(fileProblem([facts(name, head)]), name).toBeNull();
    }
  });

  it("refuse none, two, empty, 10MB or more, an unknown kind and a disguised one", () => {
    expect(fileProblem([])).toBe(fm.noFile);
    expect(fileProblem([facts("a.pdf", PDF), facts("b.pdf", PDF)])).toBe(fm.oneFile);
    expect(fileProblem([facts("a.pdf", PDF, 0)])).toBe(fm.empty);
    expect(fileProblem([facts("a.pdf", PDF, UPLOAD_LIMIT_BYTES - 1)])).toBeNull();
    expect(fileProblem([facts("a.pdf", PDF, UPLOAD_LIMIT_BYTES)])).toBe(fm.tooLarge);
    expect(fileProblem([facts("setup.exe", bytes("MZ"))])).toBe(fm.badType);
    expect(fileProblem([facts("noextension", PDF)])).toBe(fm.badType);
    expect(fileProblem([facts("letter.pdf", bytes("<html>"))])).toBe(fm.badType);
    expect(fileProblem([facts("photo.png", JPEG)])).toBe(fm.badType);
    expect(fileProblem([facts("clip.webp", bytes("RIFF", 0, 0, 0, 0, "WAVE"))])).toBe(fm.badType);
  });

  it("narrow to the kinds a field accepts, and say so in the chooser", () => {
    expect(fileProblem([facts("a.pdf", PDF)], ["image"])).toBe(fm.badType);
    expect(fileProblem([facts("a.png", PNG)], ["pdf", "image"])).toBeNull();
    expect(acceptAttribute(["pdf", "image"])).toBe(".pdf,application/pdf,.png,image/png,.jpg,image/jpeg,.jpeg,.webp,image/webp");
  });

  it("read a file's first bytes, and tell a chosen file from an input left empty", async () => {
    const file = new File([PDF, new Uint8Array(100)], "a.pdf");
    expect(await fileFacts(file)).toEqual({ name: "a.pdf", size: 108, head: Uint8Array.from([...PDF, ...new Uint8Array(8)]) });
    expect(isChosenFile(file)).toBe(true);
    expect(isChosenFile(new File([], ""))).toBe(false);
    expect(isChosenFile(new File([], "empty.pdf"))).toBe(true);
    expect(isChosenFile("a.pdf")).toBe(false);
  });

  it("give sizes in KB with one decimal (SPEC §3)", () => {
    expect(sizeInKb(1536)).toBe(1.5);
    expect(sizeInKb(1000)).toBe(1);
    expect(sizeInKb(0)).toBe(0);
  });
});

describe("an attachment in a record", () => {
  const url = `/api/file/download/1234567890123/${encodeURIComponent("营业执照 2026.pdf")}`;

  it("is a download path of the provider's, or nothing", () => {
    expect(attachmentUrlSchema.parse(url)).toBe(url);
    expect(attachmentUrlSchema.parse("  ")).toBeNull();
    expect(attachmentUrlSchema.parse(undefined)).toBeUndefined();
    for (const bad of ["https://evil.example/x.pdf", "/api/file/download/abc/x.pdf", "/api/file/download/1/a/b.pdf", "/files/1/x.pdf"]) {
      expect(attachmentUrlSchema.safeParse(bad).error?.issues[0].message, bad).toBe(fm.badAttachment);
    }
  });

  it("names its file's id and name", () => {
    expect(attachmentOf(url)).toEqual({ id: "1234567890123", name: "营业执照 2026.pdf" });
    expect(attachmentOf("/api/file/download/1/%E0%A4%A.pdf")).toBeNull();
    expect(attachmentOf("")).toBeNull();
    expect(attachmentOf(null)).toBeNull();
  });
});
