import { asc, desc } from "drizzle-orm";
import { usFxRatePath, type UsFxRate } from "../../contract/usa/cost-line";
import { usFxRates } from "../../db/schema";
import { handle, ok } from "../http";
import { principalOf } from "../middleware/auth";
import { scoped } from "../tenant";
import type { SimResource } from "./resource";

/** The tenant's exchange rates to USD, newest first per currency: what a cost line's rate is taken from. */
export const usFxRate: SimResource = {
  bases: [usFxRatePath],
  routes(router, local, ctx) {
    router.get(
      local(usFxRatePath),
      handle((req) => {
        const rates: UsFxRate[] = ctx.db
          .select({ currency: usFxRates.currency, usdPerUnit: usFxRates.usdPerUnit, rateDate: usFxRates.rateDate, source: usFxRates.source })
          .from(usFxRates)
          .where(scoped(usFxRates, principalOf(req)))
          .orderBy(asc(usFxRates.currency), desc(usFxRates.rateDate))
          .all();
        return ok(rates);
      }),
    );
  },
};
