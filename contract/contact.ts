import { z } from "zod";
import { fields } from "./auth";

/** The two ways to reach a user; a new address is proven by a code sent there. */
export const contactChannels = ["email", "sms"] as const;
export type ContactChannel = (typeof contactChannels)[number];

/** `POST sendContactCode`: a six-digit code to the new e-mail (channel email) or mobile (channel sms). */
export const sendContactCodeSchema = z.discriminatedUnion("channel", [
  z.object({ channel: z.literal("email"), to: fields.email }),
  z.object({ channel: z.literal("sms"), to: fields.mobile }),
]);
export type SendContactCode = z.infer<typeof sendContactCodeSchema>;
