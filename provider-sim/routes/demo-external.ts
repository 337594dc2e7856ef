import { createHash, randomBytes } from "node:crypto";
import { and, asc, eq } from "drizzle-orm";
import { Router, type NextFunction, type Request, type Response } from "express";
import { checkJumpTokenPath, confirmJumpBindingPath, jumpTokenAnswerSchema, type JumpTokenAnswer } from "../../contract/business/jump";
import { nextId } from "../../db/snowflake";
import { demoExternalAccounts } from "../../db/schema";
import type { SimContext } from "../context";
import { EXPORT_LANGUAGES, type ExportLanguage } from "../crud/export-text";
import { DEMO_TEXT } from "./demo-external-text";

/** Where the demo external system lives: on the simulator's own port, outside /api/. */
export const DEMO_EXTERNAL_MOUNT = "/demo-external";
export const DEMO_EXTERNAL_PAGES = { bind: "/bind", jump: "/jump", unbind: "/unbind", accounts: "/accounts" } as const;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const langOf = (req: Request): ExportLanguage => EXPORT_LANGUAGES.find((l) => l === req.query.lang) ?? "en";
const HTML_LANG: Record<ExportLanguage, string> = { en: "en", zh: "zh-CN", tw: "zh-TW" };

function page(res: Response, lang: ExportLanguage, body: string, status = 200): void {
  res
    .status(status)
    .type("html")
    .setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .send(
      `<!doctype html><html lang="${HTML_LANG[lang]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<title>${escape(DEMO_TEXT[lang].title)}</title><style>body{font-family:sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}label{display:block;margin:1rem 0 .25rem}input{font-size:1rem;padding:.4rem;width:100%;box-sizing:border-box}button{margin-top:1rem;font-size:1rem;padding:.5rem 1rem}.refused{color:#a4000f}</style></head>` +
        `<body><header><strong>${escape(DEMO_TEXT[lang].title)}</strong></header><main>${body}</main></body></html>`,
    );
}

/**
 * The platform the demo system trusts is the one serving it: the demo calls the token check and
 * binding confirmation at its own origin (a real system is configured with the token check URL).
 */
const platformOrigin = (req: Request) => `${req.protocol}://${req.get("host")}`;

type Checked = { ok: true; answer: JumpTokenAnswer } | { ok: false; message: string };

async function callPlatform(req: Request, path: string, body: unknown): Promise<Checked> {
  try {
    const res = await fetch(`${platformOrigin(req)}${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    const envelope = (await res.json()) as { status?: number; message?: string; data?: unknown };
    if (envelope.status !== 200) return { ok: false, message: String(envelope.message ?? "") };
    const answer = jumpTokenAnswerSchema.safeParse(envelope.data);
    return answer.success ? { ok: true, answer: answer.data } : { ok: false, message: "" };
  } catch {
    return { ok: false, message: "" };
  }
}

const refusal = (lang: ExportLanguage, message: string) => `<p class="refused" role="alert">${escape(DEMO_TEXT[lang].refused[message] ?? DEMO_TEXT[lang].refused.other)}</p>`;
const tokenOf = (value: unknown) => (typeof value === "string" ? value.slice(0, 4000) : "");

function bindForm(lang: ExportLanguage, token: string, problem?: string): string {
  const t = DEMO_TEXT[lang];
  return (
    `<h1>${escape(t.bindHeading)}</h1><p>${escape(t.bindIntro)}</p>${problem ? `<p class="refused" role="alert">${escape(problem)}</p>` : ""}` +
    `<form method="post" action="${DEMO_EXTERNAL_MOUNT}${DEMO_EXTERNAL_PAGES.bind}?lang=${lang}"><input type="hidden" name="token" value="${escape(token)}">` +
    `<label for="loginName">${escape(t.loginName)}</label><input id="loginName" name="loginName" maxlength="64" required autocomplete="username">` +
    `<button type="submit">${escape(t.confirmBind)}</button></form>`
  );
}

/** The demo system's id for a login name: stable, so binding again finds the same account. */
export const uidOf = (systemId: string, loginName: string) => `demo-${createHash("sha256").update(`${systemId}:${loginName}`).digest("hex").slice(0, 12)}`;

/** An async page whose failure goes to the error middleware (Express 4 does not catch rejected promises). */
const caught = (fn: (req: Request, res: Response) => Promise<unknown>) => (req: Request, res: Response, next: NextFunction) => {
  fn(req, res).catch(next);
};

/**
 * A third party for the jump round trip: binding (its login page confirms the platform's bind
 * token and calls back), the jump (it checks the token at the platform and signs the user in),
 * and the unbind notice (it drops its side of the binding). Its accounts are its own table.
 */
export function demoExternalRouter(ctx: SimContext): Router {
  const router = Router();

  router.get(DEMO_EXTERNAL_PAGES.bind, (req, res) => page(res, langOf(req), bindForm(langOf(req), tokenOf(req.query.token))));

  router.post(DEMO_EXTERNAL_PAGES.bind, caught(async (req, res) => {
    const lang = langOf(req);
    const token = tokenOf(req.body?.token);
    const loginName = typeof req.body?.loginName === "string" ? req.body.loginName.trim() : "";
    if (loginName.length < 1 || loginName.length > 64) return page(res, lang, bindForm(lang, token, DEMO_TEXT[lang].loginNameRequired), 400);
    // The audience names the system this login page serves: the account is kept under it.
    const systemId = audienceOf(token);
    const uid = uidOf(systemId, loginName);
    const checked = await callPlatform(req, confirmJumpBindingPath, { token, uid, loginName, authToken: randomBytes(16).toString("hex") });
    if (!checked.ok) return page(res, lang, refusal(lang, checked.message), 400);
    const { answer } = checked;
    ctx.db.delete(demoExternalAccounts).where(and(eq(demoExternalAccounts.systemId, answer.systemId), eq(demoExternalAccounts.platformUserId, answer.userId))).run();
    ctx.db.insert(demoExternalAccounts).values({ id: nextId(), systemId: answer.systemId, uid, loginName, platformUserId: answer.userId }).onConflictDoUpdate({ target: [demoExternalAccounts.systemId, demoExternalAccounts.uid], set: { loginName, platformUserId: answer.userId } }).run();
    const t = DEMO_TEXT[lang];
    const back = answer.returnUrl ? `<p><a href="${escape(answer.returnUrl)}">${escape(t.back)}</a></p>` : "";
    page(res, lang, `<h1>${escape(t.bound(loginName))}</h1>${back}`);
  }));

  router.get(DEMO_EXTERNAL_PAGES.jump, caught(async (req, res) => {
    const lang = langOf(req);
    const checked = await callPlatform(req, checkJumpTokenPath, { token: tokenOf(req.query.token) });
    if (!checked.ok || checked.answer.purpose !== "jump") return page(res, lang, refusal(lang, checked.ok ? "" : checked.message), 401);
    const { answer } = checked;
    const account = ctx.db.select().from(demoExternalAccounts).where(and(eq(demoExternalAccounts.systemId, answer.systemId), eq(demoExternalAccounts.uid, answer.uid ?? ""))).get();
    if (!account) return page(res, lang, refusal(lang, "bind your account to this system first"), 401);
    const t = DEMO_TEXT[lang];
    page(res, lang, `<h1>${escape(t.signedIn(account.loginName))}</h1><p>${escape(t.signedInFrom(answer.username))}</p>`);
  }));

  router.post(DEMO_EXTERNAL_PAGES.unbind, caught(async (req, res) => {
    const checked = await callPlatform(req, checkJumpTokenPath, { token: tokenOf(req.body?.token) });
    if (!checked.ok || checked.answer.purpose !== "unbind") return res.status(401).json({ status: 401, message: "refused" });
    const { answer } = checked;
    ctx.db.delete(demoExternalAccounts).where(and(eq(demoExternalAccounts.systemId, answer.systemId), eq(demoExternalAccounts.platformUserId, answer.userId))).run();
    res.json({ status: 200, message: "unbound" });
  }));

  router.get(DEMO_EXTERNAL_PAGES.accounts, (req, res) => {
    const lang = langOf(req);
    const t = DEMO_TEXT[lang];
    const rows = ctx.db.select().from(demoExternalAccounts).orderBy(asc(demoExternalAccounts.loginName)).all();
    const list = rows.length === 0 ? `<p>${escape(t.noAccounts)}</p>` : `<ul>${rows.map((r) => `<li>${escape(r.loginName)} (${escape(r.uid)})</li>`).join("")}</ul>`;
    page(res, lang, `<h1>${escape(t.accountsHeading)}</h1>${list}`);
  });

  return router;
}

/** The system a token is addressed to, read only to file the account under it: the platform checks the token itself. */
function audienceOf(token: string): string {
  try {
    const payload = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { aud?: unknown };
    return typeof payload.aud === "string" ? payload.aud : "";
  } catch {
    return "";
  }
}
