import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { paths } from "../../contract/paths";
import { exited, seededLogin, startChildSimulator } from "../testing/child-simulator";

const dataDir = mkdtempSync(join(tmpdir(), "sim-workflow-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const w = paths.workflow;
type Envelope<T = unknown> = { status: number; message: string; data: T };
type TaskRow = { id: string; instanceId: string; activityId: string };

function caller(url: string, token: string) {
  return async <T>(method: "GET" | "POST", path: string, body?: Record<string, unknown>): Promise<T> => {
    const query = method === "GET" && body ? `?${new URLSearchParams(body as Record<string, string>)}` : "";
    const res = await fetch(`${url}${path}${query}`, { method, headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: method === "POST" ? JSON.stringify(body ?? {}) : undefined });
    const answer = (await res.json()) as Envelope<T>;
    if (answer.status !== 200) throw new Error(`${path}: ${answer.message}`);
    return answer.data;
  };
}

describe("a running process across a kill -9", () => {
  it("keeps its tokens, tasks and history, and goes on where it stood", async () => {
    const first = await startChildSimulator(dataDir);
    const as = async (username: string) => caller(first.url, await seededLogin(first.url, username, "10001"));
    const [editor, manager, agent] = [await as("editor"), await as("manager"), await as("agent")];
    const taskOf = async (who: typeof editor, instanceId: string, activityId: string) =>
      (await who<{ list: TaskRow[] }>("GET", w.queryTodoTask, { pageSize: "100" })).list.find((t) => t.instanceId === instanceId && t.activityId === activityId)!;

    const { id } = await editor<{ id: string }>("POST", w.startInstance, { definitionKey: "leave", variables: { leaveStart: "2027-02-01", leaveEnd: "2027-02-05", days: 5, remark: "Spring trip" } });
    await editor("POST", w.completeTask, { id: (await taskOf(editor, id, "request")).id, comment: "please" });
    const approval = await taskOf(manager, id, "managerApproval");
    await manager("POST", w.claimTask, { id: approval.id });
    await manager("POST", w.completeTask, { id: approval.id, comment: "approved" });
    const notice = await taskOf(agent, id, "teamNotice");
    await agent("POST", w.claimTask, { id: notice.id });
    await agent("POST", w.completeTask, { id: notice.id, comment: "noted" });
    const before = await manager<Record<string, unknown>>("GET", w.getInstance, { id });
    expect(before).toMatchObject({ status: "running", currentActivityIds: ["hrApproval", "join"] });

    first.child.kill("SIGKILL");
    await exited(first.child);

    const second = await startChildSimulator(dataDir);
    try {
      const again = caller(second.url, await seededLogin(second.url, "manager", "10001"));
      expect(await again<Record<string, unknown>>("GET", w.getInstance, { id })).toEqual(before);
      const hrAdmin = caller(second.url, await seededLogin(second.url, "admin", "10001"));
      const hr = (await hrAdmin<{ list: TaskRow[] }>("GET", w.queryTodoTask, { pageSize: "100" })).list.find((t) => t.instanceId === id && t.activityId === "hrApproval")!;
      await hrAdmin("POST", w.claimTask, { id: hr.id });
      await hrAdmin("POST", w.completeTask, { id: hr.id, comment: "fine" });
      expect(await again<Record<string, unknown>>("GET", w.getInstance, { id })).toMatchObject({ status: "ended", result: "completed", currentActivityIds: [] });
    } finally {
      second.child.kill("SIGTERM");
      await exited(second.child);
    }
  }, 180_000);
});
