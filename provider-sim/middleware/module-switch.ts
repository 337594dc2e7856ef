import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { SimContext } from "../context";
import { forbidden } from "../http";
import { isSwitchedOff } from "../services/modules";
import { principalOf } from "./auth";

/**
 * A screen's calls answer as a screen the user lacks ("no permission") while its module is
 * switched off for the user's tenant (/SystemModule), whatever the roles grant.
 */
export function requireModuleOn(ctx: SimContext, menuCode: string): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    next(isSwitchedOff(ctx.db, principalOf(req).tenantCode, menuCode) ? forbidden() : undefined);
  };
}
