import { MantineProvider } from "@mantine/core";
import { renderToStaticMarkup } from "react-dom/server";
import { catalogues } from "~/i18n/locales";
import { TranslationProvider } from "~/i18n/react";
import { Translations } from "~/i18n/translator";
import type { ActionResult } from "~/lib/action-result";
import type { UserMessage } from "~/lib/messages";
import { DialogAlert } from "./DialogAlert";

/** The dialog's part of the page, without the provider's own style tags. */
const draw = (state: string, data?: ActionResult, refusal?: UserMessage) =>
  renderToStaticMarkup(
    <TranslationProvider translations={new Translations(catalogues)} language="en">
      <MantineProvider>
        <div data-testid="dialog">
          <DialogAlert fetcher={{ state, data }} refusal={refusal} />
        </div>
      </MantineProvider>
    </TranslationProvider>,
  ).replace(/^[\s\S]*<div data-testid="dialog">|<\/div>$/g, "");

describe("DialogAlert", () => {
  it("shows the refusal's reason as an alert once the answer is in", () => {
    const html = draw("idle", { ok: false, error: { text: "a milestone cannot be earlier than the milestone it follows" } });
    expect(html).toContain('role="alert"');
    expect(html).toContain("a milestone cannot be earlier than the milestone it follows");
  });

  it("shows nothing while the next attempt is on its way, after a success, or for an expired session", () => {
    const refused: ActionResult = { ok: false, error: { text: "refused" } };
    expect(draw("submitting", refused)).toBe("");
    expect(draw("loading", refused)).toBe("");
    expect(draw("idle", { ok: true, success: { text: "saved" } })).toBe("");
    expect(draw("idle", { ok: false, error: { text: "expired" }, sessionExpired: true })).toBe("");
    expect(draw("idle", undefined)).toBe("");
  });

  it("shows a refusal of the whole record that no field of the form can show", () => {
    expect(draw("idle", undefined, { text: "the end date must not be before the start date" })).toContain("the end date must not be before the start date");
    expect(draw("idle", { ok: false, fieldErrors: { mobile: "x" } })).toBe("");
  });
});
