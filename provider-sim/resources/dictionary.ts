import { and, asc, eq, isNotNull, isNull, or } from "drizzle-orm";
import { z } from "zod";
import { DICT_BY_TYPE_PATH } from "../../contract/admin/dictionary";
import { dicts } from "../../db/schema";
import { handle, ok } from "../http";
import { principalOf } from "../middleware/auth";
import { parseWith } from "../validate";
import type { SimResource } from "./resource";

/** A dictionary's entries the tenant sees: the platform's and its own private ones, never a type's header row. */
export const dictEntriesVisibleTo = (tenantCode: string) => and(isNotNull(dicts.parentId), or(isNull(dicts.tenantCode), eq(dicts.tenantCode, tenantCode)));

const querySchema = z.object({ dictType: z.string().trim().min(1).max(64) });

/**
 * A dictionary's entries by type, for every signed-in user (selects and labels read them):
 * the platform's entries and the caller's tenant's private ones, in sequence, without the
 * type's own header row.
 */
export const dictionary: SimResource = {
  bases: [DICT_BY_TYPE_PATH],
  open: [DICT_BY_TYPE_PATH],
  routes(router, local, { db }) {
    router.get(
      local(DICT_BY_TYPE_PATH),
      handle((req) => {
        const { dictType } = parseWith(querySchema, req.query);
        const { tenantCode } = principalOf(req);
        const rows = db
          .select({ dictName: dicts.dictName, dictNameEn: dicts.dictNameEn, dictNameZh: dicts.dictNameZh, dictNameTw: dicts.dictNameTw, dictValue: dicts.dictValue, dictSequence: dicts.dictSequence })
          .from(dicts)
          .where(and(eq(dicts.dictType, dictType), dictEntriesVisibleTo(tenantCode)))
          .orderBy(asc(dicts.dictSequence), asc(dicts.id))
          .all();
        return ok(rows);
      }),
    );
  },
};
