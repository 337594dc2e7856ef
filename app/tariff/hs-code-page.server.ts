import { json } from "@remix-run/node";
import { hsCodeKeySchema, saveHsNoteSchema, type HsCodeKey } from "#contract/customs/tariff";
import { failure } from "~/auth/action-result.server";
import { answeringExpiry, requireRouteAccess } from "~/auth/session.server";
import { i18nServer } from "~/i18n/i18n.server";
import type { ActionResult } from "~/lib/action-result";
import type { Language } from "~/lib/constants";
import { deleteHsNote, hsCodeRecord, saveHsNote } from "~/provider/customs.server";
import { provider } from "~/provider/index.server";
import { loadingRecord } from "~/provider/record-page.server";
import { rowErrors } from "~/resources/import.server";
import { buttonCode } from "~/resources/define";
import { screenTexts } from "~/resources/resources.i18n";
import { hscodeMgt } from "~/resources/tariff";

/** A code's page belongs to the HS codes screen: its access, texts and the edit button that writes the tenant's note. */
const NOTE_BUTTON = buttonCode(hscodeMgt, "update");

async function bound(request: Request) {
  const session = await requireRouteAccess(request, hscodeMgt.path);
  const call = { token: session.token, lang: i18nServer.getLocale(request) as Language };
  return { session, call, client: provider() };
}

/** The market and code of the URL, or 404: a code that cannot exist has no page. */
function keyOf(params: { market?: string; code?: string }): HsCodeKey {
  const key = hsCodeKeySchema.safeParse(params);
  if (!key.success) throw new Response("Not found", { status: 404 });
  return key.data;
}

/** One code in full, whether the user may write the tenant's note, and the screen's texts. */
export async function hsCodePage(request: Request, params: { market?: string; code?: string }) {
  const { session, call, client } = await bound(request);
  const key = keyOf(params);
  const record = await loadingRecord(() => hsCodeRecord(client, call, key));
  return json({ record, canNote: session.authority.menuButton.includes(NOTE_BUTTON), texts: screenTexts([hscodeMgt.name], call.lang) });
}

/** Saves or deletes the tenant's note on the code, after the button and the note's rule the provider checks too. */
export function hsCodeAction(request: Request, params: { market?: string; code?: string }) {
  return answeringExpiry(request, async (): Promise<ActionResult> => {
    const { session, call, client } = await bound(request);
    if (!session.authority.menuButton.includes(NOTE_BUTTON)) return { ok: false, error: { key: "kit.errors.noPermission" } };
    const key = keyOf(params);
    const form = Object.fromEntries([...(await request.formData()).entries()].filter((e): e is [string, string] => typeof e[1] === "string"));
    try {
      if (form.intent === "deleteNote") {
        await deleteHsNote(client, call, key);
        return { ok: true, success: { key: "resources.HscodeMgt.page.noteDeleted" } };
      }
      const input = { ...key, note: form.note };
      const parsed = saveHsNoteSchema.safeParse(input);
      if (!parsed.success) return { ok: false, fieldErrors: rowErrors(saveHsNoteSchema, input) };
      await saveHsNote(client, call, parsed.data);
      return { ok: true, success: { key: "resources.HscodeMgt.page.noteSaved" } };
    } catch (error) {
      return failure(error);
    }
  });
}
