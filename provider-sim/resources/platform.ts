import type { RequestHandler } from "express";
import type { ButtonCode } from "../../contract/admin/sysmenu";
import { forbidden } from "../http";
import { isPlatformAdmin, principalOf } from "../middleware/auth";

/** The menus of platform records (tenants, app clients): a platform administrator's only, to read as to write. */
export const PLATFORM_MENUS: ReadonlySet<string> = new Set(["systenant", "appclient"]);

/** Platform records (tenants, app clients) are read and written by platform administrators only. */
export const platformAdminsOnly: RequestHandler = (req, _res, next) => next(isPlatformAdmin(principalOf(req)) ? undefined : forbidden());

/**
 * The buttons that write platform data, per menu: held only by platform administrators, so the
 * authority of anyone else leaves them out and the screens hide them (decision 0014). The HS
 * codes' edit button stays with tenants: it also writes the tenant's own note on a code.
 */
export const PLATFORM_WRITE_BUTTONS: Readonly<Record<string, readonly ButtonCode[]>> = {
  sysmenu: ["add", "update", "delete", "import"],
  sysregion: ["add", "update", "delete", "import"],
  sysurl: ["add", "update", "delete", "import"],
  systenant: ["add", "update", "delete", "import", "audit"],
  appclient: ["add", "update", "delete", "import"],
  HscodeMgt: ["add", "delete", "import"],
};

export const writesPlatformData = (menuCode: string, buttonCode: string): boolean =>
  PLATFORM_WRITE_BUTTONS[menuCode]?.includes(buttonCode as ButtonCode) ?? false;
