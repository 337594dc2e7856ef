import { and, eq, isNull } from "drizzle-orm";
import { STARTER_ASSIGNEE } from "../contract/workflow/bpmn";
import { LEAVE_HR_THRESHOLD_DAYS, LEAVE_PROCESS_KEY, type LeaveForm } from "../contract/workflow/leave";
import { params, roles, userRoles, users, workflowDefinitions, workflowModels, workflowTasks } from "../db/schema";
import { CLASSIFY_REVIEW_DECISION, CLASSIFY_REVIEW_PARAM, CLASSIFY_REVIEW_PROCESS_KEY } from "../contract/workflow/classification-review";
import { seedId } from "../db/snowflake";
import { deployDefinition } from "../provider-sim/workflow/deploy";
import { startProcess } from "../provider-sim/workflow/engine";
import { withIds } from "../provider-sim/workflow/ids";
import { graphOf, xmlOf, type ProcessSpec } from "../provider-sim/workflow/spec";
import { claimTask, completeTask, rejectTask, type Worker } from "../provider-sim/workflow/tasks";
import type { Tx } from "./insert";
import { DEFAULT_TENANT } from "./tenants";

/**
 * The leave-request process (SPEC §3 leave start, end, remark; decision 0027), deployed for
 * 10001 and 10002, and a few requests in different states run through the engine itself, so
 * their tokens, tasks and history are what the engine would have written. Ids take block 56; the
 * classification review's process and parameter block 57.
 */
const HK_TENANT = "10002";
const DAY_MS = 86_400_000;

export const LEAVE_PROCESS: ProcessSpec = {
  id: LEAVE_PROCESS_KEY,
  name: "Leave request",
  nodes: [
    { id: "start", type: "startEvent", name: "Leave asked for", at: [120, 200] },
    { id: "request", type: "userTask", name: "Leave request", assignee: STARTER_ASSIGNEE, at: [240, 200] },
    { id: "managerApproval", type: "userTask", name: "Manager approval", candidates: "role:ROLE_MANAGER, role:ROLE_ADMIN", at: [400, 200] },
    { id: "howLong", type: "exclusiveGateway", name: `More than ${LEAVE_HR_THRESHOLD_DAYS} days?`, defaultFlow: "shortLeave", at: [550, 200] },
    { id: "fork", type: "parallelGateway", at: [650, 320] },
    { id: "hrApproval", type: "userTask", name: "HR approval", candidates: "role:ROLE_ADMIN", at: [780, 260] },
    { id: "teamNotice", type: "userTask", name: "Team notice", candidates: "role:ROLE_EDITOR, role:ROLE_AGENT", at: [780, 380] },
    { id: "join", type: "parallelGateway", at: [910, 320] },
    { id: "approved", type: "endEvent", name: "Leave approved", at: [1010, 200] },
  ],
  flows: [
    { id: "toRequest", source: "start", target: "request" },
    { id: "toManager", source: "request", target: "managerApproval" },
    { id: "toHowLong", source: "managerApproval", target: "howLong" },
    { id: "longLeave", source: "howLong", target: "fork", name: `> ${LEAVE_HR_THRESHOLD_DAYS} days`, condition: `\${days > ${LEAVE_HR_THRESHOLD_DAYS}}` },
    { id: "shortLeave", source: "howLong", target: "approved" },
    { id: "toHr", source: "fork", target: "hrApproval" },
    { id: "toTeam", source: "fork", target: "teamNotice" },
    { id: "hrDone", source: "hrApproval", target: "join" },
    { id: "teamDone", source: "teamNotice", target: "join" },
    { id: "toApproved", source: "join", target: "approved" },
  ],
};

/**
 * The classification order's review (four eyes) as a process: the reviewer's task, then signed
 * off or sent back by the `approved` variable. Deployed for 10001, where the parameter
 * `classification.reviewProcess` selects it (seeded "false": today's review stays as it was).
 */
export const CLASSIFY_REVIEW_PROCESS: ProcessSpec = {
  id: CLASSIFY_REVIEW_PROCESS_KEY,
  name: "Classification review",
  nodes: [
    { id: "proposed", type: "startEvent", name: "Codes proposed", at: [120, 200] },
    { id: "review", type: "userTask", name: "Review the classification", candidates: "role:ROLE_CLASSIFIER, role:ROLE_ADMIN", at: [260, 200] },
    { id: "decided", type: "exclusiveGateway", name: "Approved?", defaultFlow: "sendBack", at: [410, 200] },
    { id: "signedOff", type: "endEvent", name: "Signed off", at: [540, 120] },
    { id: "sentBack", type: "endEvent", name: "Sent back", at: [540, 280] },
  ],
  flows: [
    { id: "toReview", source: "proposed", target: "review" },
    { id: "toDecided", source: "review", target: "decided" },
    { id: "signOff", source: "decided", target: "signedOff", name: "approved", condition: `\${${CLASSIFY_REVIEW_DECISION}}` },
    { id: "sendBack", source: "decided", target: "sentBack" },
  ],
};

/** A request's story: who asks, for what, and how far it has gone. */
type Story = { tenantCode: string; starter: string; daysAgo: number; leave: LeaveForm; then: readonly ("submit" | "approve" | "reject" | "notice")[]; by?: string };

const leave = (leaveStart: string, leaveEnd: string, days: number, remark: string): LeaveForm => ({ leaveStart, leaveEnd, days, remark });

const STORIES: readonly Story[] = [
  // Waiting for a manager to claim it.
  { tenantCode: DEFAULT_TENANT, starter: "editor", daysAgo: 1, leave: leave("2026-12-21", "2026-12-22", 2, "Family visit"), then: ["submit"] },
  // Approved by the manager; long, so HR and the team have it in parallel, the team has seen it.
  { tenantCode: DEFAULT_TENANT, starter: "editor", daysAgo: 4, leave: leave("2027-01-04", "2027-01-08", 5, "Winter holiday"), then: ["submit", "approve", "notice"], by: "manager" },
  // Short, approved and over.
  { tenantCode: DEFAULT_TENANT, starter: "agent", daysAgo: 9, leave: leave("2026-11-30", "2026-11-30", 1, "Doctor's appointment"), then: ["submit", "approve"], by: "manager" },
  // Rejected back to the one who asked, to change it or let it go.
  { tenantCode: DEFAULT_TENANT, starter: "agent", daysAgo: 6, leave: leave("2026-12-14", "2026-12-25", 10, "Trip home"), then: ["submit", "reject"], by: "manager" },
  { tenantCode: HK_TENANT, starter: "hkmember", daysAgo: 2, leave: leave("2026-12-28", "2026-12-31", 4, "Year-end break"), then: ["submit"] },
];

export function workerOf(tx: Tx, tenantCode: string, username: string): Worker {
  const user = tx.select({ userId: users.id, username: users.username, orgId: users.orgId }).from(users).where(and(eq(users.tenantCode, tenantCode), eq(users.username, username))).get();
  if (!user) throw new Error(`no seeded user ${username} in ${tenantCode}`);
  const codes = tx.select({ roleCode: roles.roleCode }).from(userRoles).innerJoin(roles, eq(roles.id, userRoles.roleId)).where(and(eq(userRoles.tenantCode, tenantCode), eq(userRoles.userId, user.userId))).all().map((r) => r.roleCode);
  return { userId: user.userId, username: user.username, tenantCode, groups: [...new Set(codes)].map((c) => `role:${c}`).concat(user.orgId ? [`org:${user.orgId}`] : []), admin: codes.includes("ROLE_ADMIN") };
}

export const openTask = (tx: Tx, instanceId: string, activityId: string) =>
  tx.select({ id: workflowTasks.id }).from(workflowTasks).where(and(eq(workflowTasks.instanceId, instanceId), eq(workflowTasks.activityId, activityId), isNull(workflowTasks.endTime))).get()!.id;

export function insertWorkflow(tx: Tx, today: string): void {
  const base = Date.parse(`${today}T09:00:00Z`);
  let n = 0;
  withIds(
    () => seedId(56 * 100_000 + n++),
    () => {
      for (const tenantCode of [DEFAULT_TENANT, HK_TENANT]) {
        const at = new Date(base - 30 * DAY_MS);
        const xml = xmlOf(LEAVE_PROCESS);
        const modelId = seedId(56 * 100_000 + n++);
        tx.insert(workflowModels)
          .values({ id: modelId, tenantCode, name: LEAVE_PROCESS.name, key: LEAVE_PROCESS_KEY, category: "HR", description: "Ask for leave: the manager approves; longer leaves also go to HR, and the team hears of them.", formKey: "leave", xml, deployedVersion: 1, deployTime: at, createTime: at, updateTime: at })
          .run();
        deployDefinition(tx, { tenantCode, key: LEAVE_PROCESS_KEY, name: LEAVE_PROCESS.name, category: "HR", description: null, modelId, formKey: "leave", xml, graph: graphOf(LEAVE_PROCESS) }, at);
      }
      for (const story of STORIES) runStory(tx, story, base);
    },
  );
  insertClassifyReview(tx, base);
}

function insertClassifyReview(tx: Tx, base: number): void {
  let n = 0;
  const id = () => seedId(57 * 100_000 + n++);
  const at = new Date(base - 30 * DAY_MS);
  const xml = xmlOf(CLASSIFY_REVIEW_PROCESS);
  const name = CLASSIFY_REVIEW_PROCESS.name;
  const description = "The four-eyes review of a classification order's proposed codes, selected by the parameter classification.reviewProcess.";
  withIds(id, () => {
    const modelId = id();
    tx.insert(workflowModels).values({ id: modelId, tenantCode: DEFAULT_TENANT, name, key: CLASSIFY_REVIEW_PROCESS_KEY, category: "Customs", description, xml, deployedVersion: 1, deployTime: at, createTime: at, updateTime: at }).run();
    deployDefinition(tx, { tenantCode: DEFAULT_TENANT, key: CLASSIFY_REVIEW_PROCESS_KEY, name, category: "Customs", description, modelId, formKey: "none", xml, graph: graphOf(CLASSIFY_REVIEW_PROCESS) }, at);
  });
  tx.insert(params)
    .values({ id: id(), tenantCode: DEFAULT_TENANT, paramName: "Review classifications as a workflow process", paramNameEn: "Review classifications as a workflow process", paramNameZh: "以工作流程复核归类", paramNameTw: "以工作流程複核歸類", paramKey: CLASSIFY_REVIEW_PARAM, paramValue: "false", createTime: at, updateTime: at })
    .run();
}

function runStory(tx: Tx, story: Story, base: number): void {
  const at = (hours: number) => new Date(base - story.daysAgo * DAY_MS + hours * 3_600_000);
  const starter = workerOf(tx, story.tenantCode, story.starter);
  const definition = tx.select().from(workflowDefinitions).where(and(eq(workflowDefinitions.tenantCode, story.tenantCode), eq(workflowDefinitions.key, LEAVE_PROCESS_KEY))).get()!;
  const id = startProcess(tx, definition, starter, { businessKey: null, variables: story.leave, comment: story.leave.remark }, at(0));
  story.then.forEach((step, i) => {
    const when = at(i + 1);
    if (step === "submit") return completeTask(tx, starter, openTask(tx, id, "request"), {}, null, when);
    const by = workerOf(tx, story.tenantCode, step === "notice" ? story.starter === "editor" ? "agent" : "editor" : story.by!);
    const activity = step === "notice" ? "teamNotice" : "managerApproval";
    const task = openTask(tx, id, activity);
    claimTask(tx, by, task, null, when);
    if (step === "reject") return rejectTask(tx, by, task, "Too long at the busiest time of the year", when);
    completeTask(tx, by, task, {}, step === "notice" ? "Noted" : "Approved", when);
  });
}
