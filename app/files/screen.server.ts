import type { Session } from "~/auth/session.server";
import { requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { Language } from "~/lib/constants";
import { provider } from "~/provider/index.server";
import { canUse } from "~/resources/protocol";
import { netdiscApi } from "./netdisc.server";

export const FILES_PATH = "/upload-download";
const MENU = "uploadDownload";

/** What the session may do on the files screen, by the menu's buttons: add (upload, folders, rename, move), delete, export (share). */
export const filesRights = (session: Session) => ({
  add: canUse(session.authority.menuButton, `${MENU}:add`),
  remove: canUse(session.authority.menuButton, `${MENU}:delete`),
  share: canUse(session.authority.menuButton, `${MENU}:export`),
});
export type FilesRights = ReturnType<typeof filesRights>;

/** The files screen's guard: the session, its language, its netdisc calls and rights. */
export async function filesScreen(request: Request) {
  const session = await requireRouteAccess(request, FILES_PATH);
  const lang = i18nServer.getLocale(request) as Language;
  return {
    session,
    lang,
    api: netdiscApi(provider(), { token: session.token, lang }),
    can: filesRights(session),
  };
}
