import { notificationRecipients, notifications } from "../../db/schema";
import { newId } from "./ids";
import type { Queryable } from "../context";
import type { Person } from "./people";

type Worded = { en: string; zh: string; tw: string };

/**
 * A message in the users' bell (sys_notification), in the step's transaction: a new task for
 * its assignee or candidates, a rejected or terminated request for its starter. The title is
 * worded per UI language; names from the diagram read as drawn.
 */
export function notifyPeople(tx: Queryable, tenantCode: string, people: readonly Person[], title: Worded, content: string | null, at: Date): void {
  const userIds = [...new Set(people.map((p) => p.userId))];
  if (userIds.length === 0) return;
  const id = newId();
  tx.insert(notifications)
    .values({ id, tenantCode, title: title.en, titleEn: title.en, titleZh: title.zh, titleTw: title.tw, content, type: "message", priority: "normal", publisher: "workflow", publishObjects: { userIds }, createTime: at, updateTime: at })
    .run();
  tx.insert(notificationRecipients)
    .values(userIds.map((userId) => ({ tenantCode, notificationId: id, userId })))
    .run();
}

export const taskTitle = (taskName: string, processName: string): Worded => ({
  en: `New task: ${taskName} (${processName})`,
  zh: `新的待办任务：${taskName}（${processName}）`,
  tw: `新的待辦任務：${taskName}（${processName}）`,
});

export const endedTitle = (processName: string, result: "rejected" | "terminated"): Worded =>
  ({
    rejected: { en: `Your request was rejected: ${processName}`, zh: `您的申请已被驳回：${processName}`, tw: `您的申請已被駁回：${processName}` },
    terminated: { en: `Your request was terminated: ${processName}`, zh: `您的申请已被终止：${processName}`, tw: `您的申請已被終止：${processName}` },
  })[result];
