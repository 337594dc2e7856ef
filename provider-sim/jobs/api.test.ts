import { powerJobPaths as p } from "../../contract/jobs/paths";
import { jobApps, jobInfos, menuButtons, menus, tenantModulesOff } from "../../db/schema";
import { T1, T2 } from "../testing/fixtures";
import { startTestSimulator, type TestSimulator } from "../testing/harness";

let sim: TestSimulator;
let admin: string;

beforeEach(async () => {
  sim = await startTestSimulator();
  const at = new Date();
  const buttons = [
    ["appmonitor", ["add", "update", "delete"]],
    ["jobinfo", ["add", "update", "delete", "status"]],
    ["taskinstance", ["update"]],
  ] as const;
  sim.db
    .insert(menuButtons)
    .values(buttons.flatMap(([menuCode, codes], m) => codes.map((buttonCode, i) => ({ id: `5090${m}${i}`, menuCode, buttonCode, buttonName: buttonCode, createTime: at }))))
    .run();
  admin = await sim.login("admin", T1);
});
afterEach(() => sim.close());

/** Moves the clock a second at a time, ticking the scheduler as the running simulator does. */
function run(seconds: number) {
  for (let i = 0; i < seconds; i++) {
    sim.advance(1000);
    sim.jobs.tick();
  }
}

async function newApp(token = admin) {
  const answer = await sim.post(p.saveApp, { token, json: { appName: "customs-housekeeping", description: "nightly chores", workerCount: 3 } });
  expect(answer.body).toMatchObject({ success: true });
  return answer.body.data as string;
}

const CRON_JOB = {
  jobName: "Purge old audit rows",
  timeExpressionType: "CRON",
  timeExpression: "0 0 2 * * ?",
  executeType: "STANDALONE",
  processorType: "BUILT_IN",
  processorInfo: "purgeAuditLog",
  jobParams: '{"days":90}',
};

describe("PowerJob's console API", () => {
  it("keeps an app with its worker pool, a CRON job, runs it now and shows the instance, its tasks and log", async () => {
    const appId = await newApp();
    const apps = await sim.post(p.listApps, { token: admin, json: {} });
    expect(apps.body.data).toEqual([expect.objectContaining({ id: appId, appName: "customs-housekeeping", onlineWorkers: 3, jobCount: 0 })]);
    const workers = await sim.get(p.listWorkers, { token: admin, query: { appId } });
    expect(workers.body.data).toHaveLength(3);
    expect(workers.body.data[0]).toMatchObject({ status: "ONLINE", cpuCores: expect.any(Number), memoryTotalGb: expect.any(Number), diskTotalGb: expect.any(Number) });

    const bad = await sim.post(p.saveJob, { token: admin, json: { ...CRON_JOB, appId, timeExpression: "0 0 25 * * ?" } });
    expect(bad.body).toEqual({ success: false, data: null, message: "this CRON expression is not valid" });
    const preview = await sim.post(p.nextTriggerTimes, { token: admin, json: { timeExpressionType: "CRON", timeExpression: "0 0 2 * * ?" } });
    expect(preview.body.data.map((t: number) => new Date(t).toISOString())[0]).toBe("2026-01-01T02:00:00.000Z");
    expect(preview.body.data).toHaveLength(5);

    const saved = await sim.post(p.saveJob, { token: admin, json: { ...CRON_JOB, appId } });
    expect(saved.body.success).toBe(true);
    const jobId = saved.body.data as string;
    const list = await sim.post(p.listJobs, { token: admin, json: { appId, index: 0, pageSize: 10 } });
    expect(list.body.data).toMatchObject({ index: 0, pageSize: 10, totalPages: 1, totalItems: 1, data: [{ id: jobId, enable: true, nextTriggerTime: Date.UTC(2026, 0, 1, 2) }] });

    const started = await sim.get(p.runJob, { token: admin, query: { jobId, appId, instanceParams: '{"days":30}' } });
    const instanceId = started.body.data as string;
    run(4);
    const instances = await sim.post(p.listInstances, { token: admin, json: { appId, jobId } });
    expect(instances.body.data.data).toEqual([expect.objectContaining({ instanceId, status: 5, jobName: "Purge old audit rows", instanceParams: '{"days":30}' })]);
    const detail = await sim.get(p.instanceDetail, { token: admin, query: { instanceId } });
    expect(detail.body.data).toMatchObject({ status: 5, result: expect.stringMatching(/^purged \d+ audit rows older than 30 days$/), taskDetail: { totalTaskNum: 1, succeedTaskNum: 1 } });
    const tasks = await sim.get(p.instanceTasks, { token: admin, query: { instanceId } });
    expect(tasks.body.data).toEqual([expect.objectContaining({ taskName: "ROOT_TASK", status: 5 })]);
    const log = await sim.get(p.instanceLog, { token: admin, query: { instanceId } });
    expect(log.body.data.data.map((l: { line: string }) => l.line).join("\n")).toMatch(/dispatched to worker[\s\S]*finished: SUCCESS/);
    const overview = await sim.get(p.overview, { token: admin, query: { appId } });
    expect(overview.body.data).toMatchObject({ jobCount: 1, runningInstanceCount: 0, failedInstanceCount: 0, serverTime: sim.now() });
  });

  it("copies, disables, enables and deletes a job; an app with jobs is not deleted", async () => {
    const appId = await newApp();
    const jobId = (await sim.post(p.saveJob, { token: admin, json: { ...CRON_JOB, appId } })).body.data as string;
    const copy = (await sim.post(p.copyJob, { token: admin, query: { jobId } })).body.data as string;
    expect(copy).not.toBe(jobId);
    await sim.get(p.disableJob, { token: admin, query: { jobId: copy } });
    const after = await sim.post(p.listJobs, { token: admin, json: { appId, jobId: copy } });
    expect(after.body.data.data[0]).toMatchObject({ jobName: "Purge old audit rows (copy)", enable: false, nextTriggerTime: null });
    await sim.get(p.enableJob, { token: admin, query: { jobId: copy } });
    expect((await sim.post(p.listJobs, { token: admin, json: { appId, jobId: copy } })).body.data.data[0].nextTriggerTime).toBe(Date.UTC(2026, 0, 1, 2));
    expect((await sim.post(p.deleteApp, { token: admin, query: { appId } })).body).toMatchObject({ success: false, message: "this app still has jobs: delete them first" });
    await sim.get(p.deleteJob, { token: admin, query: { jobId } });
    expect((await sim.post(p.listJobs, { token: admin, json: { appId } })).body.data.totalItems).toBe(1);
  });

  it("answers another tenant's ids as unknown, and changes nothing of them", async () => {
    const appId = await newApp();
    const jobId = (await sim.post(p.saveJob, { token: admin, json: { ...CRON_JOB, appId } })).body.data as string;
    const instanceId = (await sim.get(p.runJob, { token: admin, query: { jobId, appId } })).body.data as string;
    const other = await sim.login("hkadmin", T2);
    const answers = await Promise.all([
      sim.get(p.runJob, { token: other, query: { jobId, appId } }),
      sim.get(p.deleteJob, { token: other, query: { jobId } }),
      sim.post(p.listJobs, { token: other, json: { appId } }),
      sim.get(p.instanceLog, { token: other, query: { instanceId } }),
      sim.get(p.stopInstance, { token: other, query: { instanceId } }),
      sim.post(p.saveJob, { token: other, json: { ...CRON_JOB, appId, id: jobId } }),
      sim.get(p.overview, { token: other, query: { appId } }),
    ]);
    for (const a of answers) {
      expect(a.body.success).toBe(false);
      expect(a.text).not.toContain("Purge old audit rows");
    }
    expect(sim.db.select().from(jobInfos).all()).toHaveLength(1);
    expect(sim.db.select().from(jobApps).all()).toHaveLength(1);
  });

  it("refuses every call while the tenant's job scheduling module is off, as the gateway refuses a screen", async () => {
    sim.db.insert(menus).values({ id: "509100", menuCode: "jobScheduling", menuName: "jobScheduling", menuSequence: 90 }).run();
    sim.db.insert(tenantModulesOff).values({ id: "509101", tenantCode: T1, menuCode: "jobScheduling" }).run();
    const answer = await sim.post(p.listApps, { token: admin, json: {} });
    expect(answer.body).toMatchObject({ status: 403 });
  });
});
