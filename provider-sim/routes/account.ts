import type { Router } from "express";
import svgCaptcha from "svg-captcha";
import { z } from "zod";
import {
  compareCaptchaSchema,
  fields,
  registerAccountSchema,
  resetPasswordSchema,
  retrievePasswordSchema,
  smsCaptchaQuerySchema,
  updatePasswordSchema,
  updateSysUserDetailSchema,
} from "../../contract/auth";
import { sendContactCodeSchema } from "../../contract/contact";
import { tenantMessages as tm } from "../../contract/admin/systenant";
import { providerMessages as m } from "../../contract/messages";
import { paths } from "../../contract/paths";
import type { Queryable, SimContext } from "../context";
import { areaRouter, forbidden, handle, ok, paramsOf, SimError } from "../http";
import { isAdmin, principalOf, requireToken } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import {
  DEFAULT_TENANT_CODE,
  IMAGE_CAPTCHA_TTL_MS,
  MINUTE_MS,
  PUBLIC_ACCOUNT_CALLS_PER_MINUTE,
  RESET_CODE_TTL_MS,
  SMS_CODE_TTL_MS,
  SMS_RESEND_MS,
} from "../policy";
import { createAccount, hashPassword, setPassword, updateUserDetail } from "../services/accounts";
import { authorityOf } from "../services/authority";
import { challengeKey, checkChallenge, consumeChallenge, findChallenge, putChallenge, sixDigitCode } from "../services/captchas";
import { passwordMatches, USER_PENDING } from "../services/login";
import { send } from "../services/outbox";
import { revokeUserTokens } from "../services/tokens";
import { assertUnique, findTenant, findUserByEmail, findUserById, findUserByMobile, normaliseEmail, rolesOf, type User } from "../services/users";
import { parseWith } from "../validate";

/** Characters a reader confuses (0/O, 1/l/I …) never appear in an image captcha. */
const CONFUSABLE = "0oO1iIlLjJ";

const imageCaptchaQuerySchema = z.object({ key: fields.captchaKey });

const authorityQuerySchema = z
  .object({
    username: z.string().trim().min(1).max(100).optional(),
    mobile: fields.mobile.optional(),
    roleCode: z.string().trim().min(1).max(64).optional(),
  })
  .refine((q) => q.username || q.mobile, m.usernameOrMobileRequired);

/** Dev endpoints read an image captcha's answer from memory; the database keeps only its hash. */
function rememberDevAnswer(ctx: SimContext, key: string, answer: string): void {
  const answers = ctx.devCaptchaAnswers;
  if (!answers) return;
  answers.delete(key);
  answers.set(key, answer);
  // Oldest first out: a map of answers never outgrows what a demo or test run uses.
  if (answers.size > DEV_CAPTCHA_ANSWERS_KEPT) answers.delete(answers.keys().next().value!);
}

const DEV_CAPTCHA_ANSWERS_KEPT = 10_000;

export const ACCOUNT_MOUNT = "/api/account";

export function accountRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(ACCOUNT_MOUNT);
  const { db } = ctx;
  const publicLimit = rateLimit({
    max: PUBLIC_ACCOUNT_CALLS_PER_MINUTE * ctx.rateLimitFactor,
    windowMs: MINUTE_MS,
    now: ctx.now,
    refuse: () => new SimError(m.tooManyRequests, 429, 429),
  });

  /** One live SMS code per mobile and tenant; a new one only after SMS_RESEND_MS. */
  function sendSmsCode(tenantCode: string, mobile: string): void {
    const at = ctx.now();
    const key = challengeKey.sms(tenantCode, mobile);
    const previous = findChallenge(db, key);
    if (previous && at - previous.createTime.getTime() < SMS_RESEND_MS) throw new SimError(m.tooManyRequests);
    const code = sixDigitCode();
    db.transaction((tx) => {
      putChallenge(tx, at, { key, kind: "sms", answer: code, target: mobile, tenantCode, ttlMs: SMS_CODE_TTL_MS });
      send(tx, at, {
        tenantCode,
        channel: "sms",
        to: mobile,
        subject: "Verification code",
        body: `Your verification code is ${code}. It expires in ${SMS_CODE_TTL_MS / MINUTE_MS} minutes.`,
        code,
      });
    });
  }

  /**
   * A changed e-mail or mobile needs the code sent to the new address (one change at a time);
   * the code is used up by the change.
   */
  function proveNewContact(tx: Queryable, user: User, wanted: { email: string; mobile: string }, code: string | undefined): void {
    const email = normaliseEmail(wanted.email);
    assertUnique(tx, user.tenantCode, { username: user.username, email, mobile: wanted.mobile }, user.id);
    const changes = [
      email !== normaliseEmail(user.email ?? "") ? { channel: "email", to: email } : undefined,
      wanted.mobile !== user.mobile ? { channel: "sms", to: wanted.mobile } : undefined,
    ].filter((c) => c !== undefined);
    if (changes.length === 0) return;
    if (changes.length > 1) throw new SimError(m.contactOneAtATime);
    if (!code) throw new SimError(m.contactCodeRequired);
    const key = challengeKey.contact(user.tenantCode, user.id, changes[0].channel, changes[0].to);
    if (!checkChallenge(tx, ctx.now(), key, "contact", code)) throw new SimError(m.contactCodeWrong);
    consumeChallenge(tx, key);
  }

  router.get(
    local(paths.account.generateImageCaptcha),
    handle((req, res) => {
      const { key } = parseWith(imageCaptchaQuerySchema, req.query);
      const captcha = svgCaptcha.create({ size: 4, ignoreChars: CONFUSABLE, noise: 2, color: true, width: 120, height: 40 });
      const answer = captcha.text.toLowerCase();
      putChallenge(db, ctx.now(), { key: challengeKey.image(key), kind: "image", answer, ttlMs: IMAGE_CAPTCHA_TTL_MS });
      rememberDevAnswer(ctx, key, answer);
      res.type("image/svg+xml").set("Cache-Control", "no-store").send(captcha.data);
    }),
  );

  /** Single use: the check consumes the captcha, right or wrong. */
  router.post(
    local(paths.account.compareCaptcha),
    publicLimit,
    handle((req) => {
      const { key, charCaptcha } = parseWith(compareCaptchaSchema, paramsOf(req));
      if (!checkChallenge(db, ctx.now(), challengeKey.image(key), "image", charCaptcha)) throw new SimError(m.captchaWrong);
      return ok();
    }),
  );

  router.get(
    local(paths.account.getSmsCaptcha),
    publicLimit,
    handle((req) => {
      const query = parseWith(smsCaptchaQuerySchema, req.query);
      const tenantCode = query.tenantCode ?? DEFAULT_TENANT_CODE;
      // The same answer for every tenant code, so the call names none. A code goes out where it
      // can be used: to sign up in a tenant, or to sign in as a user whose tenant is gone (the
      // token endpoint then says so, after the code, as the password login does).
      if (findTenant(db, tenantCode) || findUserByMobile(db, tenantCode, query.mobile)) sendSmsCode(tenantCode, query.mobile);
      return ok();
    }),
  );

  router.get(
    local(paths.account.getSendingSmsCaptcha),
    requireToken(ctx),
    handle((req) => {
      const principal = principalOf(req);
      const user = findUserById(db, principal, principal.userId);
      if (!user?.mobile) throw new SimError(m.noMobile);
      sendSmsCode(user.tenantCode, user.mobile);
      return ok();
    }),
  );

  router.post(
    local(paths.account.retrievePassword),
    publicLimit,
    handle((req) => {
      const input = parseWith(retrievePasswordSchema, paramsOf(req));
      const at = ctx.now();
      if (!checkChallenge(db, at, challengeKey.image(input.key), "image", input.charCaptcha)) throw new SimError(m.captchaWrong);
      // The same answer whether or not an account uses the e-mail: only its owner hears more.
      const user = findUserByEmail(db, input.tenantCode, input.email);
      if (!user?.email) return ok();
      const code = sixDigitCode();
      db.transaction((tx) => {
        putChallenge(tx, at, {
          key: challengeKey.reset(user.tenantCode, normaliseEmail(input.email)),
          kind: "reset",
          answer: code,
          target: user.id,
          tenantCode: user.tenantCode,
          ttlMs: RESET_CODE_TTL_MS,
        });
        send(tx, at, {
          tenantCode: user.tenantCode,
          channel: "email",
          to: user.email!,
          subject: "Reset your password",
          body:
            `Hello ${user.nickname ?? user.username},\n\nyour password reset code is ${code}. ` +
            `It expires in ${RESET_CODE_TTL_MS / MINUTE_MS} minutes. If you did not ask for it, ignore this e-mail.`,
          code,
        });
      });
      return ok();
    }),
  );

  router.put(
    local(paths.account.resetPassword),
    publicLimit,
    handle(async (req) => {
      const input = parseWith(resetPasswordSchema, req.body);
      const key = challengeKey.reset(input.tenantCode, normaliseEmail(input.email));
      const user = findUserByEmail(db, input.tenantCode, input.email);
      const challenge = checkChallenge(db, ctx.now(), key, "reset", input.resetCode);
      if (!challenge || !user || challenge.target !== user.id) throw new SimError(m.resetCodeWrong);
      const passwordHash = await hashPassword(input.newPassword);
      db.transaction((tx) => {
        if (!checkChallenge(tx, ctx.now(), key, "reset", input.resetCode)) throw new SimError(m.resetCodeWrong);
        consumeChallenge(tx, key);
        setPassword(tx, ctx.now(), user, passwordHash, { actor: null, action: "resetPassword", ip: req.ip });
        // Whoever asked for a reset may have lost the account: end every session.
        revokeUserTokens(ctx, user);
      });
      ctx.loginGuard.clearAccount(user);
      return ok();
    }),
  );

  router.post(
    local(paths.account.registerAccount),
    publicLimit,
    handle(async (req) => {
      const input = parseWith(registerAccountSchema, req.body);
      const key = challengeKey.sms(input.tenantCode, input.mobile);
      if (!checkChallenge(db, ctx.now(), key, "sms", input.smsCaptcha)) throw new SimError(m.smsWrong);
      const passwordHash = await hashPassword(input.password);
      db.transaction((tx) => {
        if (!checkChallenge(tx, ctx.now(), key, "sms", input.smsCaptcha)) throw new SimError(m.smsWrong);
        const tenant = findTenant(tx, input.tenantCode);
        if (!tenant) throw new SimError(m.tenantNotFound);
        const { smsCaptcha: _code, password: _password, invitationCode, ...account } = input;
        if (invitationCode !== undefined && invitationCode !== tenant.invitationCode) throw new SimError(tm.wrongInvitationCode);
        const status = invitationCode === undefined ? USER_PENDING : 1;
        createAccount(tx, ctx.now(), { ...account, passwordHash, status }, { actor: null, action: "register", ip: req.ip });
        consumeChallenge(tx, key);
      });
      return ok();
    }),
  );

  router.put(
    local(paths.account.updatePassword),
    requireToken(ctx),
    handle(async (req) => {
      const principal = principalOf(req);
      const input = parseWith(updatePasswordSchema, paramsOf(req));
      if (input.id !== principal.userId && !isAdmin(principal)) throw forbidden();
      const user = findUserById(db, principal, input.id);
      if (!user) throw new SimError(m.userNotFound);
      if (!(await passwordMatches(input.password, user))) throw new SimError(m.oldPasswordWrong);
      const passwordHash = await hashPassword(input.newPassword);
      db.transaction((tx) => {
        setPassword(tx, ctx.now(), user, passwordHash, {
          actor: { userId: principal.userId, username: principal.username },
          action: "updatePassword",
          ip: req.ip,
        });
        // A changed password ends every other session; the caller's own stays (an admin's token is not the user's).
        revokeUserTokens(ctx, user, principal.tokenId);
      });
      ctx.loginGuard.clearAccount(user);
      return ok();
    }),
  );

  /** The token's own user only: there is no id to name another account. */
  router.put(
    local(paths.account.updateSysUserDetail),
    requireToken(ctx),
    handle((req) => {
      const principal = principalOf(req);
      const { code, ...input } = parseWith(updateSysUserDetailSchema, req.body);
      db.transaction((tx) => {
        const user = findUserById(tx, principal, principal.userId);
        if (!user) throw new SimError(m.userNotFound);
        proveNewContact(tx, user, input, code);
        updateUserDetail(tx, ctx.now(), user, input, {
          actor: { userId: principal.userId, username: principal.username },
          action: "updateSysUserDetail",
          ip: req.ip,
        });
      });
      return ok();
    }),
  );

  /**
   * A new e-mail or mobile is proven before updateSysUserDetail takes it: a code goes to the new
   * address, never to the old one, so nobody can claim an address they do not hold.
   */
  router.post(
    local(paths.account.sendContactCode),
    requireToken(ctx),
    handle((req) => {
      const principal = principalOf(req);
      const { channel, to } = parseWith(sendContactCodeSchema, paramsOf(req));
      const user = findUserById(db, principal, principal.userId);
      if (!user) throw new SimError(m.userNotFound);
      const address = channel === "email" ? normaliseEmail(to) : to;
      assertUnique(db, user.tenantCode, { username: user.username, [channel === "email" ? "email" : "mobile"]: address }, user.id);
      const at = ctx.now();
      const key = challengeKey.contact(user.tenantCode, user.id, channel, address);
      const previous = findChallenge(db, key);
      if (previous && at - previous.createTime.getTime() < SMS_RESEND_MS) throw new SimError(m.tooManyRequests);
      const code = sixDigitCode();
      db.transaction((tx) => {
        putChallenge(tx, at, { key, kind: "contact", answer: code, target: user.id, tenantCode: user.tenantCode, ttlMs: SMS_CODE_TTL_MS });
        send(tx, at, {
          tenantCode: user.tenantCode,
          channel: channel === "email" ? "email" : "sms",
          to: address,
          subject: "Confirm your new contact",
          body: `Your confirmation code is ${code}. It expires in ${SMS_CODE_TTL_MS / MINUTE_MS} minutes.`,
          code,
        });
      });
      return ok();
    }),
  );

  /**
   * Raw JSON, no envelope (PROVIDER-API.md): the caller's own roles, menus and buttons; with
   * `roleCode`, those of that one role (which the caller must hold).
   */
  router.post(
    local(paths.account.queryCurrentAuthority),
    requireToken(ctx),
    handle((req) => {
      const principal = principalOf(req);
      const query = parseWith(authorityQuerySchema, paramsOf(req));
      const user = findUserById(db, principal, principal.userId);
      if (!user) throw new SimError(m.userNotFound);
      // The login form may have taken the e-mail as the username.
      const asked = query.username;
      const isSelf = !asked || asked === user.username || (!!user.email && normaliseEmail(asked) === normaliseEmail(user.email));
      if (!isSelf) throw forbidden();
      if (query.mobile && query.mobile !== user.mobile) throw forbidden();
      const roles = rolesOf(db, user);
      if (!query.roleCode) return authorityOf(db, { tenantCode: user.tenantCode, roleCodes: roles.codes, roleIds: roles.ids });
      const held = roles.codes.indexOf(query.roleCode);
      if (held < 0) throw new SimError(m.roleNotHeld);
      return authorityOf(db, { tenantCode: user.tenantCode, roleCodes: [query.roleCode], roleIds: [roles.ids[held]] });
    }),
  );

  return router;
}
