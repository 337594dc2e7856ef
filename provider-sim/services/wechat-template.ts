import { and, eq } from "drizzle-orm";
import { wechatFollowers } from "../../db/schema";
import type { Queryable } from "../context";
import { scoped } from "../tenant";
import { send } from "./outbox";

/** What WeChat answers a template message (`/cgi-bin/message/template/send`): 0 and "ok", or its error. */
export interface TemplateAnswer {
  errcode: number;
  errmsg: string;
}

export const TEMPLATE_ERRORS = {
  invalidOpenId: { errcode: 40003, errmsg: "invalid openid" },
  requireSubscribe: { errcode: 43004, errmsg: "require subscribe" },
} as const satisfies Record<string, TemplateAnswer>;

export interface TemplateMessage {
  tenantCode: string;
  appKey: string;
  templateId: string | null;
  openId: string;
  text: string;
}

/** The failure reason a push record keeps: WeChat's code and its own words. */
export const failReasonOf = (answer: TemplateAnswer) => `${answer.errcode} ${answer.errmsg}`;

/**
 * WeChat's template-message endpoint, simulated: an open id the account's followers do not hold is
 * refused with 40003, one that unsubscribed with 43004; otherwise the message lands in the outbox.
 */
export function sendTemplateMessage(db: Queryable, at: number, message: TemplateMessage): TemplateAnswer {
  const follower = db
    .select()
    .from(wechatFollowers)
    .where(and(scoped(wechatFollowers, message.tenantCode), eq(wechatFollowers.appKey, message.appKey), eq(wechatFollowers.openId, message.openId)))
    .get();
  if (!follower) return TEMPLATE_ERRORS.invalidOpenId;
  if (!follower.subscribed) return TEMPLATE_ERRORS.requireSubscribe;
  send(db, at, { tenantCode: message.tenantCode, channel: "wechat", to: message.openId, subject: message.templateId ?? message.appKey, body: message.text, code: null });
  return { errcode: 0, errmsg: "ok" };
}
