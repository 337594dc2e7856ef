import { addSysUrlSchema } from "#contract/admin/sysurl";
import { exportFields, filterFields, intentButton } from "./define";
import { sysUrl } from "./sysurl";

describe("the interface permissions declaration", () => {
  it("filters by url and description, offers the five methods, and authorizes roles with its own button", () => {
    expect(filterFields(sysUrl)).toEqual(["url", "description"]);
    expect(exportFields(sysUrl)).toEqual(["url", "method", "description"]);
    expect(sysUrl.fields.method.options).toEqual(["*", "GET", "POST", "PUT", "DELETE"]);
    expect(intentButton(sysUrl, "authorize")).toBe("authorize");
  });

  it("requires a path and a known method", () => {
    expect(addSysUrlSchema.safeParse({ url: "/api/admin/sysrole/**", method: "*" }).success).toBe(true);
    expect(addSysUrlSchema.safeParse({ url: "", method: "GET" }).success).toBe(false);
    expect(addSysUrlSchema.safeParse({ url: "api/x", method: "GET" }).success).toBe(false);
    expect(addSysUrlSchema.safeParse({ url: "/x", method: "PATCH" }).success).toBe(false);
  });
});
