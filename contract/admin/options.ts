import { z } from "zod";
import { wordings } from "./fields";

/**
 * A dropdown's option as the provider answers it (PROVIDER-API.md "dropdown queries":
 * `data: [{ value, label }]`), with the label per UI language where it has one (additive).
 */
export const wordedOptionSchema = z.object({ value: z.string(), label: z.string(), ...wordings("label", 64) });
export type WordedOption = z.infer<typeof wordedOptionSchema>;
export const wordedOptionsSchema = z.array(wordedOptionSchema);
