import { and, eq, inArray } from "drizzle-orm";
import type { Router } from "express";
import { z } from "zod";
import { fields } from "../../contract/auth";
import { devSessionPaths, expireTokenSchema } from "../../contract/dev-session";
import type { devCaptchaSchema } from "../../contract/dev";
import { providerMessages as m } from "../../contract/messages";
import { paths } from "../../contract/paths";
import { tokens, users } from "../../db/schema";
import type { SimContext } from "../context";
import { areaRouter, handle, SimError } from "../http";
import { challengeKey, findChallenge } from "../services/captchas";
import { readOutbox } from "../services/outbox";
import { hashToken } from "../services/tokens";
import { acrossTenants, scoped } from "../tenant";
import { parseWith } from "../validate";

export const DEV_MOUNT = "/__dev";

/**
 * Demo and test helpers, mounted only when dev endpoints are on and answering loopback callers
 * only: read what the simulator "sent", read an image captcha's answer (from the in-memory map
 * kept while dev endpoints are on; the database holds only hashes), and expire sessions.
 * Answers are raw JSON.
 */
export function devRouter(ctx: SimContext): Router {
  const { router, local } = areaRouter(DEV_MOUNT);
  const { db } = ctx;

  router.get(
    local(paths.dev.outbox),
    handle((req) => {
      const { to } = parseWith(z.object({ to: z.string().trim().min(1).optional() }), req.query);
      return readOutbox(db, to);
    }),
  );

  router.get(
    local(paths.dev.captcha),
    handle((req) => {
      const { key } = parseWith(z.object({ key: fields.captchaKey }), req.query);
      const live = findChallenge(db, challengeKey.image(key));
      const plain = ctx.devCaptchaAnswers?.get(key);
      if (!live || plain === undefined) throw new SimError(m.notFound, 404, 404);
      const answer: z.infer<typeof devCaptchaSchema> = { answer: plain };
      return answer;
    }),
  );

  router.post(
    local(devSessionPaths.expireToken),
    handle((req) => {
      const target = parseWith(expireTokenSchema, req.body);
      const past = new Date(ctx.now() - 1000);
      const live = eq(tokens.revoked, false);
      const result =
        "token" in target
          ? acrossTenants("a raw token names its tenant only through its row", () =>
              db
                .update(tokens)
                .set({ accessExpiresAt: past })
                .where(and(live, eq(tokens.accessHash, hashToken(target.token))))
                .run(),
            )
          : db
              .update(tokens)
              .set({ accessExpiresAt: past })
              .where(
                and(
                  live,
                  scoped(tokens, target.tenantCode),
                  inArray(
                    tokens.userId,
                    db
                      .select({ id: users.id })
                      .from(users)
                      .where(and(scoped(users, target.tenantCode), eq(users.username, target.username))),
                  ),
                ),
              )
              .run();
      return { expired: result.changes };
    }),
  );

  return router;
}
