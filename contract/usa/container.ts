import { z } from "zod";
import { idSchema } from "../envelope";
import { resourcePaths, timeSchema } from "../admin/resource";
import { containerCheckDigit, isContainerNumber } from "../customs/identifiers";
import { optionalText } from "./common";
import { containerCheckDigitMessage, usaMessages as u } from "./messages";

/** A shipment's containers (ISO 6346 numbers, DOMAIN §1.11); `queryUsContainer?shipmentId=`. */
export const usContainerPaths = resourcePaths("usa", "UsContainer");

/** DOMAIN §1.11 size/type codes: 20' GP, 40' GP, 40' HC, 40' HC reefer, 45' HC. */
export const CONTAINER_SIZE_TYPES = ["22G1", "42G1", "45G1", "45R1", "L5G1"] as const;

const SHAPE = /^[A-Z]{3}[UJZ]\d{7}$/;

/** A whole number the user must enter, above 0: left empty it is refused, never taken as 0. */
const entered = (message: string, max: number) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() === "" ? undefined : v), z.coerce.number({ error: message }).int(message).min(1, message).max(max));

export const usContainerFields = {
  shipmentId: idSchema,
  containerNumber: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/[\s-]/g, "").toUpperCase() : v),
    z
      .string()
      .regex(SHAPE, u.containerShape)
      .superRefine((number, ctx) => {
        // A number of the right shape whose last digit is wrong: the refusal names the digit it needs.
        if (SHAPE.test(number) && !isContainerNumber(number)) ctx.addIssue({ code: "custom", message: containerCheckDigitMessage(containerCheckDigit(number.slice(0, 10))) });
      }),
  ),
  sizeType: z.enum(CONTAINER_SIZE_TYPES),
  sealNumber: optionalText(32),
  grossWeightKg: entered(u.grossWeightNeeded, 60_000),
  packages: entered(u.packagesNeeded, 100_000),
};

export const addUsContainerSchema = z.object(usContainerFields);
export const updateUsContainerSchema = z.object({ ...usContainerFields, id: idSchema });
/** A container as answered: the numbers as stored, whatever rule held when they were written. */
export const usContainerSchema = z.object({ ...usContainerFields, grossWeightKg: z.number(), packages: z.number(), id: idSchema, createTime: timeSchema, updateTime: timeSchema });
export type UsContainer = z.infer<typeof usContainerSchema>;
export const US_CONTAINER_SORTABLE = ["containerNumber", "createTime"] as const;
