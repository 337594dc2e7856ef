import type { Authority, CurrentUser } from "#contract/auth";
import { beforeEach, describe, expect, it, vi } from "vitest";

const provider = vi.hoisted(() => ({
  users: new Map<string, { id: string; username: string; roles: string[] }>(),
  roleOfPost: { MAIN: "ROLE_MANAGER", PART: "ROLE_AGENT" } as Record<string, string>,
  getSysUser: vi.fn(),
  revokeToken: vi.fn(),
  /** Calls for the session's kept parts (posts and authority). */
  partCalls: 0,
  down: false,
}));

vi.mock("~/provider/index.server", async () => {
  const errors = await import("~/provider/errors");
  const expired = () => new errors.SessionExpiredError("expired", { status: 401, path: "/api" });
  const userOf = (token: string) => {
    const user = provider.users.get(token);
    if (!user) throw expired();
    return user;
  };
  provider.getSysUser.mockImplementation(async (_client: unknown, token: string) => userOf(token));
  provider.revokeToken.mockImplementation(async (_client: unknown, token: string) => {
    if (provider.down) throw new errors.ProviderUnavailableError("/api/uaa/token/logout");
    provider.users.delete(token);
  });
  const menu: Authority["menu"] = [
    {
      menuCode: "permission",
      menuName: "Permission demo",
      menuPath: "/permission",
      routes: [
        { menuCode: "permissionPage", menuName: "Page permission", menuPath: "/permission/page" },
        { menuCode: "permissionDirective", menuName: "Directive permission", menuPath: "/permission/directive" },
        { menuCode: "permissionRole", menuName: "Role permission", menuPath: "/permission/role" },
      ],
    },
  ];
  return {
    provider: () => ({}),
    getSysUser: provider.getSysUser,
    revokeToken: provider.revokeToken,
    registerNewSession: async () => undefined,
    queryOrgList: async () => [],
    queryHeadNotification: async () => null,
    querySysUserPostTree: async (_c: unknown, token: string) => {
      provider.partCalls += 1;
      userOf(token);
      return [
        { id: "1", postCode: "MAIN", postName: "Main", postType: "main" },
        { id: "2", postCode: "PART", postName: "Part", postType: "part-time" },
      ];
    },
    queryRoleName: async (_c: unknown, _t: string, _id: string, post: string) => [{ value: provider.roleOfPost[post], label: post }],
    queryCurrentAuthority: async (_c: unknown, _t: string, _u: string, role?: string): Promise<Authority> => ({
      status: "ok",
      type: "account",
      currentAuthority: role ? [role] : [],
      menu,
      menuButton: [],
    }),
  };
});

const { endSession, answeringExpiry, establishSession, requireSession, shellData, SESSION_EXPIRED_RESULT } = await import("./session.server");

function request(token: string, options: { post?: string; method?: string; fetchMode?: string } = {}) {
  const cookies = [`token=${token}`, options.post ? `activePost=${options.post}` : ""].filter(Boolean).join("; ");
  const headers: Record<string, string> = { Cookie: cookies };
  if (options.fetchMode) headers["Sec-Fetch-Mode"] = options.fetchMode;
  return new Request("http://app.test/profile/index", { method: options.method ?? "GET", headers });
}

const TOKEN = "token-of-the-manager";

beforeEach(() => {
  provider.users.clear();
  provider.users.set(TOKEN, { id: "3", username: "manager", roles: ["ROLE_MANAGER", "ROLE_AGENT"] } satisfies CurrentUser);
  provider.getSysUser.mockClear();
  provider.revokeToken.mockClear();
  provider.down = false;
});

describe("the session of a request", () => {
  it("is loaded once per request, whichever loaders ask, and afresh for the next request", async () => {
    const document = request(TOKEN);
    const [layout, page] = await Promise.all([requireSession(document), requireSession(document)]);
    expect(page).toBe(layout);
    expect(provider.getSysUser).toHaveBeenCalledTimes(1);
    await requireSession(request(TOKEN));
    expect(provider.getSysUser).toHaveBeenCalledTimes(2);
  });

  it("after a post switch is never served the roles of the post before", async () => {
    expect((await requireSession(request(TOKEN))).user.roles).toEqual(["ROLE_MANAGER"]);
    expect((await requireSession(request(TOKEN, { post: "PART" }))).user.roles).toEqual(["ROLE_AGENT"]);
  });

  it("right after a login finds its posts and authority already asked for, and asks for the user again", async () => {
    const fresh = "token-just-issued";
    provider.users.set(fresh, { id: "4", username: "agent", roles: ["ROLE_AGENT"] });
    provider.partCalls = 0;
    const login = new Request("http://app.test/login", { method: "POST" });
    const answer = await establishSession(login, { access_token: fresh, expires_in: 3600 }, "/workbench");
    expect(answer.status).toBe(302);
    await vi.waitFor(() => expect(provider.partCalls).toBe(1));
    provider.getSysUser.mockClear();
    const session = await requireSession(request(fresh));
    expect(session.user.username).toBe("agent");
    expect(provider.partCalls).toBe(1);
    expect(provider.getSysUser).toHaveBeenCalledTimes(1);
  });

  it("honours a token revoked at the provider on the very next request", async () => {
    await requireSession(request(TOKEN));
    provider.users.delete(TOKEN);
    const answer = await requireSession(request(TOKEN)).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/login?redirect=%2Fprofile%2Findex");
  });
});

describe("an expired session", () => {
  const save = ({ request }: { request: Request }) =>
    answeringExpiry(request, async () => {
      await requireSession(request);
      return { ok: true };
    });

  it("answers a form or fetcher submission with the re-login answer, HTTP 401, and no redirect", async () => {
    provider.users.clear();
    const answer = (await save({ request: request(TOKEN, { method: "POST", fetchMode: "cors" }) })) as unknown as { data: unknown; init: ResponseInit };
    expect(answer.data).toEqual(SESSION_EXPIRED_RESULT);
    expect(answer.init.status).toBe(401);
  });

  it("sends a whole-page load to login with the message, a client-side navigation without it", async () => {
    provider.users.clear();
    const page = (await requireSession(request(TOKEN, { fetchMode: "navigate" })).catch((r: Response) => r)) as Response;
    expect(page.headers.get("Location")).toBe("/login?redirect=%2Fprofile%2Findex");
    expect(page.headers.get("Set-Cookie")).toContain("flash=");
    const navigation = (await requireSession(request(TOKEN, { fetchMode: "cors" })).catch((r: Response) => r)) as Response;
    expect(navigation.headers.get("Location")).toBe("/login?redirect=%2Fprofile%2Findex");
    expect(navigation.headers.get("Set-Cookie")).not.toContain("flash=");
    expect(navigation.headers.get("Set-Cookie")).toContain("token=;");
  });
});

describe("the shell menu", () => {
  it("leaves out routes whose meta.roles the user lacks", async () => {
    provider.users.set(TOKEN, { id: "3", username: "editor", roles: ["ROLE_EDITOR"] });
    provider.roleOfPost.MAIN = "ROLE_EDITOR";
    const { menu } = shellData(await requireSession(request(TOKEN)), "en");
    expect(menu[0].menuPath).toBe("/permission");
    expect(menu[0].children.map((node) => node.menuPath)).toEqual(["/permission/directive"]);
    provider.roleOfPost.MAIN = "ROLE_MANAGER";
  });
});

describe("logout", () => {
  it("clears the cookie even while the provider is down, and revokes the token once it is back", async () => {
    vi.useFakeTimers();
    try {
      provider.down = true;
      const answer = await endSession(request(TOKEN, { method: "POST" }));
      expect(answer.headers.get("Set-Cookie")).toContain("token=;");
      expect(provider.users.has(TOKEN)).toBe(true);
      provider.down = false;
      await vi.advanceTimersByTimeAsync(1_000);
      expect(provider.users.has(TOKEN)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});

