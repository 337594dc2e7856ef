import { describe, expect, it } from "vitest";
import { formSchemaSchema } from "#contract/dev/form";
import { fileMessages } from "#contract/file";
import { ProviderError, ProviderUnavailableError } from "~/provider/errors";
import { submitPosted } from "./submit.server";
import { inputName, uploadPart, VALUES_INPUT } from "./values";

const design = formSchemaSchema.parse({
  fields: [
    { id: "a", type: "text", name: "note", label: { en: "Note" } },
    { id: "b", type: "upload", name: "proof", label: { en: "Proof" }, required: true },
  ],
});

function posted() {
  const form = new FormData();
  form.set(inputName(VALUES_INPUT), JSON.stringify({ note: "ok" }));
  form.set(uploadPart("proof"), new File(["%PDF-1.4"], "proof.pdf", { type: "application/pdf" }));
  return form;
}

describe("submitPosted", () => {
  it("keeps a chosen file first and sends its id as the field's value", async () => {
    const kept: unknown[] = [];
    const answer = await submitPosted(posted(), design, {}, async () => ({ id: "77" }), async (values) => void kept.push(values));
    expect(answer).toEqual({ ok: true });
    expect(kept).toEqual([{ note: "ok", proof: "77" }]);
  });

  it("shows a file the provider refuses at its field, and an outage as the screen's error, sending nothing on", async () => {
    const kept: unknown[] = [];
    const keep = async (values: unknown) => void kept.push(values);
    const refused = await submitPosted(posted(), design, {}, () => Promise.reject(new ProviderError(fileMessages.tooLarge, { status: 400, path: "/api/file/upload" })), keep);
    expect(refused).toEqual({ ok: false, fieldErrors: { proof: fileMessages.tooLarge } });
    const down = await submitPosted(posted(), design, {}, () => Promise.reject(new ProviderUnavailableError("/api/file/upload")), keep);
    expect(down).toMatchObject({ ok: false, error: expect.anything() });
    expect(down.fieldErrors).toBeUndefined();
    expect(kept).toEqual([]);
  });
});
