import type { RequestHandler } from "express";
import { PLATFORM_TENANT } from "../../contract/admin/systenant";
import { forbidden } from "../http";
import { isAdmin, principalOf, type Principal } from "../middleware/auth";

/** A platform administrator: ROLE_ADMIN of the platform's own tenant. */
export const isPlatformAdmin = (principal: Principal) => principal.tenantCode === PLATFORM_TENANT && isAdmin(principal);

/** Platform records (tenants, app clients) are read and written by platform administrators only. */
export const platformAdminsOnly: RequestHandler = (req, _res, next) => next(isPlatformAdmin(principalOf(req)) ? undefined : forbidden());
