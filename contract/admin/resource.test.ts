import { describe, expect, it } from "vitest";
import { attachmentDisposition } from "./resource";

describe("a download's file name", () => {
  it("keeps an ASCII name as it is in both forms", () => {
    expect(attachmentDisposition("sysuser.xlsx")).toBe(`attachment; filename="sysuser.xlsx"; filename*=UTF-8''sysuser.xlsx`);
  });

  it("gives old clients an ASCII fallback and the whole name UTF-8 encoded", () => {
    expect(attachmentDisposition("报关单 CD2026.pdf")).toBe(`attachment; filename="___ CD2026.pdf"; filename*=UTF-8''%E6%8A%A5%E5%85%B3%E5%8D%95%20CD2026.pdf`);
  });

  it("never lets a name break the header or name a path", () => {
    const header = attachmentDisposition('a"b;c%d\\e/f\r\ng\'(h).xlsx');
    expect(header).toBe(`attachment; filename="a_b_c_d_e_f__g'(h).xlsx"; filename*=UTF-8''a%22b%3Bc%25d_e_f__g%27%28h%29.xlsx`);
    expect(header).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition("  ")).toBe(`attachment; filename="download"; filename*=UTF-8''download`);
  });
});
