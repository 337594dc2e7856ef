import type { Authority, CurrentUser } from "#contract/auth";
import { paths } from "#contract/paths";
import { createProviderClient } from "~/provider/client.server";
import {
  loadWorkingRoles,
  mergeAuthorities,
  readWorkingChoice,
  workingAuthority,
  workingCookie,
  type WorkingChoice,
} from "./role-switch.server";

const manager: CurrentUser = { id: "3", username: "manager", roles: ["ROLE_AGENT", "ROLE_MANAGER"] };

const POSTS = [
  { id: "41", postCode: "CLASSIFIER", postName: "HS Classifier", postType: "part-time" },
  { id: "40", postCode: "DEPT_MANAGER", postName: "Department Manager", postType: "main" },
];
const ROLES_IN_POST: Record<string, { value: string; label: string }[]> = {
  DEPT_MANAGER: [{ value: "ROLE_MANAGER", label: "Manager" }],
  CLASSIFIER: [{ value: "ROLE_AGENT", label: "Customs agent" }],
  CEO: [],
};

const MENUS: Record<string, Authority["menu"]> = {
  ROLE_MANAGER: [{ menuCode: "PublicInformation", menuName: "Public", routes: [{ menuCode: "sysuser", menuName: "Users", menuPath: "/sysuser" }] }],
  ROLE_AGENT: [
    { menuCode: "PublicInformation", menuName: "Public", routes: [{ menuCode: "HscodeMgt", menuName: "HS codes", menuPath: "/HscodeMgt" }] },
    { menuCode: "UsCustomsClearance", menuName: "US" },
  ],
};

/** One role's authority, or (no role asked) a marker answer standing for all the user's roles. */
function authorityOf(role: string | null): Authority {
  if (!role) return { status: "ok", type: "account", currentAuthority: manager.roles, menu: [], menuButton: ["all:add"] };
  return { status: "ok", type: "account", currentAuthority: [role], menu: MENUS[role] ?? [], menuButton: [`${role}:add`] };
}

/** A provider that answers the four calls from the tables above and records what was asked. */
function fakeProvider(posts: unknown[] = POSTS) {
  const asked: string[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  const client = createProviderClient({
    baseUrl: "http://provider.test",
    fetch: async (input) => {
      const url = new URL(String(input));
      asked.push(`${url.pathname}${url.search}`);
      const q = url.searchParams;
      if (url.pathname === paths.admin.querySysUserPostTree) return json({ status: 200, message: "success", data: posts });
      if (url.pathname === paths.admin.queryRoleName) return json({ status: 200, message: "success", data: ROLES_IN_POST[q.get("postCode") ?? ""] ?? [] });
      if (url.pathname === paths.account.queryCurrentAuthority) {
        return json(authorityOf(q.get("roleCode")));
      }
      return json({ status: 404, message: "not found" });
    },
  });
  return { client, asked };
}

const load = (choice: WorkingChoice, posts?: unknown[]) => {
  const provider = fakeProvider(posts);
  return { provider, work: loadWorkingRoles(provider.client, "tok", manager, choice) };
};

describe("loadWorkingRoles", () => {
  it("starts in the main post with the roles granted there, listing the main post first", async () => {
    const work = await load({ post: null, role: null }).work;
    expect(work.posts.map((p) => p.postCode)).toEqual(["DEPT_MANAGER", "CLASSIFIER"]);
    expect(work).toMatchObject({ activePost: "DEPT_MANAGER", activeRole: null, roles: ["ROLE_MANAGER"] });
    expect(work.availableRoles).toEqual([{ value: "ROLE_MANAGER", label: "Manager" }]);
  });

  it("takes the cookie's post and role only when the user holds them", async () => {
    expect(await load({ post: "CLASSIFIER", role: "ROLE_AGENT" }).work).toMatchObject({ activePost: "CLASSIFIER", activeRole: "ROLE_AGENT", roles: ["ROLE_AGENT"] });
    expect(await load({ post: "CEO", role: null }).work).toMatchObject({ activePost: "DEPT_MANAGER" });
    expect(await load({ post: "CLASSIFIER", role: "ROLE_MANAGER" }).work).toMatchObject({ activeRole: null, roles: ["ROLE_AGENT"] });
  });

  it("reads a nested post tree and falls back to the user's roles when there are no posts", async () => {
    const nested = [{ ...POSTS[1], children: [POSTS[0]] }];
    expect((await load({ post: null, role: null }, nested).work).posts.map((p) => p.postCode)).toEqual(["DEPT_MANAGER", "CLASSIFIER"]);
    const { work, provider } = load({ post: null, role: null }, []);
    expect(await work).toMatchObject({ posts: [], activePost: null, roles: manager.roles });
    expect(provider.asked.some((a) => a.startsWith(paths.admin.queryRoleName))).toBe(false);
  });
});

describe("workingAuthority", () => {
  it("asks once without a role when the session works as all the user's roles", async () => {
    const { client, asked } = fakeProvider();
    const authority = await workingAuthority(client, "tok", manager, ["ROLE_MANAGER", "ROLE_AGENT"]);
    expect(asked).toEqual([`${paths.account.queryCurrentAuthority}?username=manager`]);
    expect(authority.menuButton).toEqual(["all:add"]);
  });

  it("asks per role and merges menus and buttons when the post narrows the roles", async () => {
    const { client, asked } = fakeProvider();
    const one = await workingAuthority(client, "tok", manager, ["ROLE_AGENT"]);
    expect(asked).toEqual([`${paths.account.queryCurrentAuthority}?username=manager&roleCode=ROLE_AGENT`]);
    expect(one.menu[0].routes?.map((n) => n.menuCode)).toEqual(["HscodeMgt"]);

    const three = { ...manager, roles: [...manager.roles, "ROLE_EDITOR"] };
    const merged = await workingAuthority(client, "tok", three, ["ROLE_MANAGER", "ROLE_AGENT"]);
    expect(merged.currentAuthority).toEqual(["ROLE_MANAGER", "ROLE_AGENT"]);
    expect(merged.menu.map((n) => n.menuCode)).toEqual(["PublicInformation", "UsCustomsClearance"]);
    expect(merged.menu[0].routes?.map((n) => n.menuCode)).toEqual(["sysuser", "HscodeMgt"]);
    expect(merged.menuButton).toEqual(["ROLE_AGENT:add", "ROLE_MANAGER:add"]);
  });
});

describe("the choice cookies", () => {
  const request = (cookie: string) => new Request("http://app.test/workbench", { headers: { Cookie: cookie } });

  it("reads both, ignoring control characters and overlong values", () => {
    expect(readWorkingChoice(request("activePost=CLASSIFIER; activeRole=ROLE_AGENT"))).toEqual({ post: "CLASSIFIER", role: "ROLE_AGENT" });
    expect(readWorkingChoice(request(`activePost=%0Aevil; activeRole=${"R".repeat(65)}`))).toEqual({ post: null, role: null });
  });

  it("are httpOnly session cookies for the whole site, cleared with Max-Age=0", () => {
    expect(workingCookie("activePost", "DEPT_MANAGER", false)).toBe("activePost=DEPT_MANAGER; Path=/; HttpOnly; SameSite=Lax");
    expect(workingCookie("activeRole", null, true)).toBe("activeRole=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax; Secure");
  });
});
